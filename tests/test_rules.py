"""RULES.md sections 6 and 7: every rule of a play and of its score, legal and illegal."""

from pathlib import Path

import pytest

from ginnyo.rules import Board, IllegalPlay, Kind, square_name
from ginnyo.rules.errors import PLAY_MESSAGES, PlayRule
from ginnyo.rules.grid import MULTI
from ginnyo.rules.layout import parse_square

RUN_ROW8 = "G8:5H H8:6H I8:7H"


def check(position: str, play: str) -> int:
    return Board.from_notation(position).check(play).total


def refused(position: str, play: str, rule: PlayRule, message: str, squares: str = "") -> None:
    """The play is refused for `rule`, with `message`, naming `squares` (when given) for the page."""
    with pytest.raises(IllegalPlay, match=message) as refusal:
        Board.from_notation(position).check(play)
    assert refusal.value.rule is rule
    if squares:
        assert sorted(square_name(s) for s in refusal.value.squares) == sorted(squares.split())


# -- 6.1 and 6.2: tiles on empty squares, one line, no gap -------------------------------------


def test_empty_play_refused() -> None:
    refused("", "", PlayRule.EMPTY, "at least one tile")


def test_covered_square_refused() -> None:
    refused(RUN_ROW8, "H8:5S", PlayRule.COVERED, "H8 is already covered", "H8")


def test_square_used_twice_refused() -> None:
    refused(RUN_ROW8, "J8:8H J8:8S", PlayRule.TWICE, "J8 is used twice", "J8")


def test_tiles_in_two_lines_refused() -> None:
    refused(RUN_ROW8, "G9:5S H10:6S", PlayRule.NOT_IN_LINE, "one row or one column", "G9 H10")


def test_gap_refused_and_gap_filled_by_board_tiles_allowed() -> None:
    refused(RUN_ROW8, "D8:2H F8:4H", PlayRule.GAP, "gap at E8", "E8")
    # F8 and J8 sit either side of the board's run: the board fills the gap.
    assert check(RUN_ROW8, "F8:4H J8:8H") == 4 * 2 + 8 * 2


# -- 6.3 to 6.5: lines, melds, pairs, jokers ---------------------------------------------------


def test_every_line_must_be_a_meld() -> None:
    refused(
        "G8:KS H8:KH I8:KD D4:5C D5:6C D6:7C E2:4S E3:4D E4:4C",
        "D2:3S F2:7S",
        PlayRule.NOT_MELD,
        r"D2–F2 \(3♠ 4♠ 7♠\) is not a meld",
        "D2 E2 F2",
    )


def test_parallel_play_forming_pairs_is_legal_and_pairs_score_nothing() -> None:
    score = Board.from_notation(RUN_ROW8).check("G9:5S H9:6S I9:7S")
    assert len(score.pairs) == 3
    [line] = score.lines
    assert line.kind is Kind.RUN and line.new_meld
    assert score.total == 5 * 2 + 6 + 7 * 2  # G9 and I9 are yellow


def test_parallel_play_with_a_bad_pair_refused() -> None:
    bad_pair = r"G8–G9 \(5♥ 6♠\) is not a meld or a pair"
    refused(RUN_ROW8, "G9:6S H9:7S I9:8S", PlayRule.NOT_MELD_OR_PAIR, bad_pair, "G8 G9")


def test_play_making_only_pairs_refused() -> None:
    refused(RUN_ROW8, "G9:5S", PlayRule.NO_MELD, "must form or extend a meld of 3 or more", "G9")


def test_two_identical_cards_are_not_a_pair() -> None:
    refused(RUN_ROW8, "G9:5H", PlayRule.NOT_MELD_OR_PAIR, r"G8–G9 \(5♥ 5♥\) is not a meld or a pair")


def test_joker_scores_zero_and_keeps_its_card() -> None:
    board = Board()
    assert board.play("G8:*5H H8:5S I8:5D").total == 10
    assert board.to_notation() == "G8:*5H H8:5S I8:5D"
    assert board.check("J8:5C").total == 5 * 2  # J8 orange; the joker is the 5♥ for the rest of the game
    with pytest.raises(IllegalPlay, match="not a meld"):
        board.check("J8:6H")


def test_joker_must_stand_for_a_card_that_fits() -> None:
    refused("", "G8:*6H H8:5S I8:5D", PlayRule.NOT_MELD, "is not a meld")


# -- 6.6 and 6.7: first play, sections, start squares ------------------------------------------


def test_first_play_covers_the_centre() -> None:
    assert check("", "G8:5H H8:5S I8:5D") == 15  # the red start square gives no bonus
    refused("", "A1:5H B1:5S C1:5D", PlayRule.OFF_CENTRE, "first play must cover the centre start square H8", "H8")
    refused("", "D4:5H E4:5S F4:5D", PlayRule.OFF_CENTRE, "first play must cover the centre")


def test_open_a_second_start_square() -> None:
    score = Board.from_notation(RUN_ROW8).check("D4:9S D5:9H D6:9D")
    assert score.total == 27 and score.section == (3, 3)


def test_play_touching_nothing_off_a_start_square_refused() -> None:
    refused(RUN_ROW8, "C3:9S C4:9H C5:9D", PlayRule.UNATTACHED, "must touch tiles on the board, or open a new section")


def test_play_extending_a_section_may_not_cover_a_start_square() -> None:
    position = "E8:4S F8:5S G8:6S H8:7S"
    refused(position, "D4:7S D5:6S D6:5S D7:4S D8:3S", PlayRule.COVERS_START, "may not cover the start square D4", "D4")


def test_sections_never_join() -> None:
    position = "G8:5C H8:5H I8:5D D4:9S D5:9H D6:9D"
    refused(position, "D7:9C E7:8C F7:7C G7:6C", PlayRule.JOINS_SECTIONS, "would join the sections of D4, H8", "D4 H8")


def test_each_square_claims_the_section_a_tile_there_joins_or_opens() -> None:
    """`Grid.claim`, the one writing of rules 6.6-6.7 that `check` and move generation share."""
    assert Board().claim((7, 7)) == (7, 7) and Board().claim((3, 3)) is None  # the first play opens only H8
    board = Board.from_notation("E8:5C F8:5D G8:5S H8:5H D4:9S D5:9H D6:9C D7:9D")  # D8 touches both sections
    claims = {name: board.claim(parse_square(name)) for name in ("I8", "C5", "D8", "L4", "C1", "E9")}
    assert claims == {"I8": (7, 7), "C5": (3, 3), "D8": MULTI, "L4": (11, 3), "C1": None, "E9": (7, 7)}
    beside = Board.from_notation("E8:4S F8:5S G8:6S H8:7S D8:3S D7:3H D6:3C D5:3D")  # D5 is next to D4
    assert beside.claim(parse_square("D4")) == MULTI  # a start square beside a section takes no tile


def test_position_with_tiles_cut_off_from_start_refused() -> None:
    from ginnyo.rules import InvalidPosition

    with pytest.raises(InvalidPosition, match="no red start square"):
        Board.from_notation("A1:5H B1:5S C1:5D")
    with pytest.raises(InvalidPosition, match="not a meld"):
        Board.from_notation("G8:5H H8:6S I8:7D")


# -- 7: scoring ----------------------------------------------------------------------------------


def test_aces_score_15_in_a_group_and_1_in_a_run() -> None:
    assert check("", "G8:AS H8:AH I8:AD") == 45
    assert check("", "G8:QS H8:KS I8:AS") == 21


def test_addition_scores_only_new_tiles_with_tile_bonus() -> None:
    assert check("E8:3D F8:4D G8:5D H8:6D", "D8:2D") == 2 * 2  # D8 yellow


def test_addition_applies_a_meld_bonus_to_the_new_tile_alone() -> None:
    assert check("H7:9H H8:10H H9:JH", "H6:8H") == 8 * 2  # H6 orange


def test_bonus_counts_only_under_new_tiles() -> None:
    score = Board.from_notation("F8:5H G8:5S H8:5D").check("F7:4H F9:6H")
    [line] = score.lines
    assert line.new_meld and line.bonuses == () and score.total == 15  # F8's orange is spent


def test_new_meld_with_one_board_tile_is_a_new_meld() -> None:
    # A line whose board tiles hold fewer than 3 adjacent ones forms a new meld: all tiles score.
    score = Board.from_notation("G8:7D H8:7H I8:7C H7:6H H6:5H G6:5D I6:5C").check("G7:6D I7:6C")
    assert all(line.new_meld for line in score.lines)


def test_meld_bonuses_multiply_and_crossing_tile_counts_in_both_lines() -> None:
    score = Board.from_notation("H6:9S H7:9H H8:9D").check("E5:6C F5:7C G5:8C H5:9C I5:10C J5:JC K5:QC")
    by_span = {line.span: line for line in score.lines}
    run, group = by_span["E5–K5"], by_span["H5–H8"]
    assert run.new_meld and run.subtotal == (6 + 7 + 8 + 9 + 10 + 10 + 10) * 3 * 3  # two blue squares: ×9
    assert not group.new_meld and group.subtotal == 9  # the 9♣ also counts in the group it joins
    assert score.gin and score.total == run.subtotal + group.subtotal + 100


def test_tile_factor_then_meld_factor_in_a_new_meld() -> None:
    # F8 orange (meld ×2) and D8 yellow (tile ×2) in one new run on the first play.
    assert check("", "D8:4H E8:5H F8:6H G8:7H H8:8H") == (4 * 2 + 5 + 6 + 7 + 8) * 2


# -- gin -------------------------------------------------------------------------------------------

GIN_POSITION = "G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C"


def test_gin_only_once_per_section() -> None:
    board = Board.from_notation(GIN_POSITION)
    assert board.play("E5:8C F5:8H G5:8S").gin
    later = board.play("D7:10D")
    assert not later.gin and later.total == 10


def test_position_with_ten_tiles_has_had_its_gin() -> None:
    board = Board.from_notation(GIN_POSITION + " E5:8C F5:8H G5:8S")
    assert not board.check("D7:10D").gin


def test_each_section_gives_its_own_gin() -> None:
    board = Board.from_notation(GIN_POSITION)
    board.play("E5:8C F5:8H G5:8S")
    for play in ["J8:KC", "J9:QC J10:JC", "J11:10C J12:9C J13:8C"]:  # H8's section: 4, 6, then 9 tiles
        score = board.play(play)
        assert score.section == (7, 7) and not score.gin
    assert board.play("J14:7C").gin  # the tenth tile in H8's section: its own gin


def test_every_rule_has_an_english_template_and_is_reached_by_a_test_above() -> None:
    assert set(PLAY_MESSAGES) == set(PlayRule)
    source = Path(__file__).read_text(encoding="utf-8")
    assert all(f"PlayRule.{rule.name}," in source for rule in PlayRule)


def test_a_sections_path_starts_on_its_red_square_and_grows_outward() -> None:
    board = Board.from_notation(GIN_POSITION)
    board.play("E5:8C F5:8H G5:8S")
    section = board.section_of[parse_square("D5")]
    path = board.section_path(section)
    assert path[0] == section and set(path) == {s for s, of in board.section_of.items() if of == section}
    assert len(path) == len(set(path)) == 10
    for n, square in enumerate(path[1:], 1):  # each square touches one lit before it
        assert any(abs(square[0] - s[0]) + abs(square[1] - s[1]) == 1 for s in path[:n])
    assert board.section_path(parse_square("A1")) == ()  # no tile there: no section
