"""The tally's turns (issue 23): plays and turns without a play, refusals, the package's example."""

from __future__ import annotations

import doctest

import pytest

import ginnyo.tally
from ginnyo.rules.errors import IllegalPlay, InvalidName, NameRule, NotationError, PlayRule
from ginnyo.tally import NoPlay, Setup, Shade, Tally, TallyError, TallyRule, parse_entry

OPEN = "G8:5H H8:5S I8:5D"


def two() -> Tally:
    return Tally.new(Setup(("Ann", "Bo")))


def test_package_example_runs() -> None:
    result = doctest.testmod(ginnyo.tally)
    assert result.attempted >= 5 and result.failed == 0


def test_a_play_scores_and_passes_the_turn() -> None:
    tally = two().with_entry(parse_entry(OPEN))
    [line] = tally.lines()
    assert (line.seat, line.points, line.totals, line.problem) == (0, 15, (15, 0), None)
    assert tally.to_move() == 1 and tally.board().to_notation() == OPEN
    assert tally.pile() == 54 - 3 - 14


def test_an_illegal_play_keeps_the_engines_rule_and_squares() -> None:
    with pytest.raises(IllegalPlay) as caught:
        two().with_entry(parse_entry("A1:5H B1:5S C1:5D"))
    assert caught.value.rule is PlayRule.OFF_CENTRE


def test_a_pass_needs_an_empty_pile_an_exchange_does_not() -> None:
    with pytest.raises(TallyError) as caught:
        two().with_entry(NoPlay(exchange=False))
    assert caught.value.rule is TallyRule.NOT_YOUR_PASS
    assert two().with_entry(NoPlay(exchange=True)).to_move() == 1


def test_the_notation_marks_dark_tiles_and_reads_back() -> None:
    play = parse_entry("H8:5H/d I8:*5s/L J8:5D")
    assert [p.shade for p in play.placed] == [Shade.DARK, Shade.LIGHT, Shade.LIGHT]
    assert play.placed[1].placement.joker and str(play) == "H8:5H/d I8:*5S J8:5D"
    assert parse_entry(str(play)) == play
    assert [p.shade for p in parse_entry("H8:5H H9:6H/l", Shade.DARK).placed] == [Shade.DARK, Shade.LIGHT]
    with pytest.raises(NotationError):
        parse_entry("H8:5H/x")


def test_preview_scores_without_changing_the_sheet() -> None:
    tally = two()
    score = tally.preview(parse_entry(OPEN))
    assert score.total == 15 and tally.lines() == () and not tally.board().cells
    assert tally.with_entry(parse_entry(OPEN)).lines()[0].score == score


def test_a_play_of_more_tiles_than_a_rack_holds_is_refused() -> None:
    with pytest.raises(TallyError) as caught:
        two().preview(parse_entry("A1:2S B1:3S C1:4S D1:5S E1:6S F1:7S G1:8S H1:9S I1:10S"))
    assert caught.value.rule is TallyRule.TOO_MANY and caught.value.params == {"limit": "8"}


def test_undo_drops_the_last_turn_and_an_empty_sheet_has_none() -> None:
    tally = two().with_entry(parse_entry(OPEN))
    after = tally.with_entry(NoPlay(exchange=True))
    assert after.undo() == tally and tally.undo() == two() and tally.undo().lines() == ()
    with pytest.raises(TallyError) as caught:
        two().undo()
    assert caught.value.rule is TallyRule.NO_TURN


@pytest.mark.parametrize(
    "setup",
    [
        Setup(("A",)),
        Setup(("A", "B", "C", "D", "E")),
        Setup(("A", "B"), decks=3),
        Setup(("A", "B"), starter=2),
        Setup(("A", "B"), starter=-1),
        Setup(("A", "B"), idle_rounds=0),
    ],
)
def test_a_setup_outside_the_rules_is_refused(setup: Setup) -> None:
    with pytest.raises(TallyError) as caught:
        Tally.new(setup)
    assert caught.value.rule is TallyRule.BAD_SETUP


def test_a_setup_takes_the_rulebooks_sets_and_the_games_names() -> None:
    assert Tally.new(Setup(("A", "B"))).setup.decks == 1
    assert Tally.new(Setup(("A", "B", "C"), starter=2)).setup.decks == 2
    assert Tally.new(Setup(("  Ann   Lee ", "Bo"), decks=2)).setup == Setup(("Ann Lee", "Bo"), 2, 0, 10)
    with pytest.raises(InvalidName) as caught:
        Tally.new(Setup(("Ann", "ann")))
    assert caught.value.rule is NameRule.DUPLICATE


def test_a_rename_is_checked_like_the_games_names_and_keeps_the_sheet() -> None:
    tally = two().with_entry(parse_entry(OPEN))
    renamed = tally.renamed(1, "  Bob ")
    assert renamed.setup.names == ("Ann", "Bob") and renamed.lines() == tally.lines()
    for name, rule in (("", NameRule.BLANK), ("ANN", NameRule.DUPLICATE), ("B\u202eo", NameRule.HIDDEN)):
        with pytest.raises(InvalidName) as refused:
            tally.renamed(1, name)
        assert refused.value.rule is rule
    with pytest.raises(TallyError):
        tally.renamed(2, "Cy")


def corrected_game() -> Tally:
    """Ann opens with 5s, Bo adds the 5♣, Ann plays a run down from the 5♥, Bo exchanges."""
    tally = two()
    for text in (OPEN, "J8:5C", "G9:4H G10:3H"):
        tally = tally.with_entry(parse_entry(text))
    return tally.with_entry(NoPlay(exchange=True))


def test_correcting_an_earlier_turn_marks_a_later_play_that_no_longer_fits() -> None:
    tally = corrected_game()
    assert [line.points for line in tally.lines()] == [15, 10, 16, 0]
    fixed = tally.corrected(0, parse_entry("G8:5H H8:6H I8:7H"))
    broken = fixed.lines()[1]
    assert isinstance(broken.problem, IllegalPlay) and broken.problem.rule is PlayRule.NOT_MELD
    assert broken.problem.squares == ((6, 7), (7, 7), (8, 7), (9, 7)) and broken.points == 0
    assert [line.problem is None for line in fixed.lines()] == [True, False, True, True]
    assert fixed.lines()[2].totals == fixed.totals() == (18 + fixed.lines()[2].points, 0)
    assert "J8:5C" not in fixed.board().to_notation() and fixed.to_move() == tally.to_move()
    assert fixed.corrected(1, parse_entry("J8:8H")).lines()[1].problem is None
    assert fixed.corrected(0, parse_entry(OPEN)) == tally


def test_a_correction_that_makes_a_later_tile_over_used_marks_it_with_its_square() -> None:
    fixed = corrected_game().corrected(0, parse_entry("G8:5H H8:5S I8:5D J8:5C"))
    problem = fixed.lines()[1].problem
    assert isinstance(problem, TallyError) and problem.rule is TallyRule.OVER_USED and problem.squares == ((9, 7),)


def test_a_correction_must_itself_fit_and_name_a_turn() -> None:
    tally = corrected_game()
    with pytest.raises(IllegalPlay):
        tally.corrected(1, parse_entry("A1:5C"))
    with pytest.raises(TallyError) as caught:
        tally.corrected(4, NoPlay(exchange=True))
    assert caught.value.rule is TallyRule.NO_TURN and caught.value.params == {"number": "5"}
    assert tally.corrected(3, NoPlay(exchange=True)) == tally
