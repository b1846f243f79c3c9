"""Move generation: complete and exact, proven against a brute-force enumerator."""

from __future__ import annotations

import pytest
from brute import brute_plays, random_game, random_rack

from ginnyo.rules import Board, Card, Kind, classify, parse_rack
from ginnyo.rules.melds import run_ranks
from ginnyo.rules.movegen import Position, Rack, best_play, best_total, has_legal_play, legal_plays
from ginnyo.rules.plays import play_key
from ginnyo.rules.rng import Rng
from ginnyo.rules.tiles import SUITS

# -- the brute force's one shortcut is sound ------------------------------------------------------


def all_valid_lines() -> list[list[Card]]:
    """Every meld (runs both ways, groups in every suit order) and every pair."""
    lines: list[list[Card]] = []
    for suit in SUITS:
        for length in range(3, 15):
            for first in range(1, 15):
                for step in (1, -1):
                    ranks = run_ranks(first, step, length)
                    if ranks is not None:
                        lines.append([Card(r, suit) for r in ranks])
    for rank in range(1, 14):
        cards = [Card(rank, s) for s in SUITS]
        for a in cards:
            for b in cards:
                for c in cards:
                    lines.append([a, b, c])
                    lines += [[a, b, c, d] for d in cards]
    every = [Card(r, s) for s in SUITS for r in range(1, 14)]
    lines += [[a, b] for a in every for b in every]
    return [line for line in lines if classify(line) is not None]


def test_every_stretch_of_a_valid_line_is_valid() -> None:
    lines = all_valid_lines()
    assert len(lines) > 1000
    kinds = {classify(line) for line in lines}
    assert kinds == {Kind.RUN, Kind.GROUP, Kind.PAIR}
    for line in lines:
        for i in range(len(line)):
            for j in range(i + 2, len(line) + 1):
                assert classify(line[i:j]) is not None, (line, i, j)


# -- exact agreement with brute force on random positions -----------------------------------------

# (number of positions, cards in the rack, jokers): small racks keep the brute force quick
SAMPLES = [(40, 5, 0), (20, 7, 0), (24, 4, 1), (10, 6, 1), (8, 3, 2), (4, 4, 2)]
CASES = [(n, cards, jokers, k) for n, cards, jokers in SAMPLES for k in range(n)]


@pytest.mark.parametrize("cards,jokers,k", [(c, j, k) for _, c, j, k in CASES])
def test_agrees_with_brute_force(cards: int, jokers: int, k: int) -> None:
    seed = 1000 * cards + 100 * jokers + k
    rng = Rng(seed)
    game = random_game(seed, rng.below(36), players=2 + rng.below(3))
    board = game.board
    rack_cards, rack_jokers = random_rack(game, seed, cards, jokers)
    fast = legal_plays(board, rack_cards, rack_jokers)
    slow = brute_plays(board, rack_cards, rack_jokers, skip_sections=True)
    keyed = {play_key(p.placements): p for p in fast}
    assert len(keyed) == len(fast), "a play was generated twice"
    assert set(keyed) == set(slow), (
        f"missing {[slow[k].notation for k in set(slow) - set(keyed)]}, "
        f"invented {[keyed[k].notation for k in set(keyed) - set(slow)]}"
    )
    # the breakdowns are exactly what Board.check returns
    for key, score in keyed.items():
        assert score == slow[key]
    assert [(-p.total, p.notation) for p in fast] == sorted((-p.total, p.notation) for p in fast)
    assert has_legal_play(board, rack_cards, rack_jokers) == bool(slow)
    assert best_total(board, rack_cards, rack_jokers) == max((p.total for p in fast), default=0)
    assert best_play(board, rack_cards, rack_jokers) == (fast[0] if fast else None)


def test_brute_force_shortcut_for_sections_changes_nothing() -> None:
    for seed in range(4):
        game = random_game(seed, 6 * seed)
        cards, jokers = random_rack(game, seed, 4, seed % 2)
        assert brute_plays(game.board, cards, jokers) == brute_plays(game.board, cards, jokers, skip_sections=True)


# -- perft: exact counts, found once with the brute force -----------------------------------------

RUN_12 = "C8:2S D8:3S E8:4S F8:5S G8:6S H8:7S I8:8S J8:9S K8:10S L8:JS M8:QS N8:KS"
PERFT = [
    ("", "5H 6H 7H 5S 5D", 48),
    ("", "5H 6H * KS", 24),
    ("", "AS KS QS * *", 568),
    ("G8:KS H8:KH I8:KD D4:5C D5:6C D6:7C E2:4S E3:4D E4:4C", "3S 5S 4H 9C 8C", 9),
    ("G8:7D H8:7H I8:7C H7:6H H6:5H G6:5D I6:5C", "6D 6C * 2H", 339),
    ("H8:JH H9:QH H10:KH", "10H AH 9H * QS", 176),
    ("G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C", "8C 8H 8S 5D 10D", 131),
    ("F8:*6H G8:6C H8:6S H9:7S H10:8S D11:QD D12:*QH D13:QC", "6D 9S 5S QS KD *", 136),
    (
        "E6:AD H6:AS E7:2D H7:2S E8:3D F8:3C G8:3H H8:3S H9:4S I9:4C J9:4D F10:5D G10:5H H10:*5S "
        "H11:6S C12:8S D12:9S E12:10S H12:7S",
        "4H 5S 6D 2C 3C 7S 8S",
        13,
    ),
    (
        "M1:6S M2:6C M3:6D K4:4H L4:5H M4:6H N4:7H E5:*10H F5:9H K5:4D L5:5D F6:9D H6:JD L6:5S F7:9C "
        "H7:JH F8:9S G8:10S H8:JS I8:QS J8:KS H9:*JC",
        "3H 8H 10C 6D QH * *",
        2125,
    ),
    (
        "D1:9D D2:9H D3:*9S K3:10D L3:10S M3:10H D4:9C H4:6H I4:6C J4:6D L4:10H N4:6C H5:*5H L5:10D "
        "N5:7C H6:4H K6:JC L6:10C M6:9C N6:8C H7:3H H8:2H H9:AH I9:2H J9:3H K9:4H B10:AH I10:2D L10:3S "
        "B11:AC I11:2C L11:4S B12:AD C12:2D D12:*3D E12:4D F12:5D G12:6D L12:5S B13:AS F13:4D K13:5S "
        "L13:6S M13:7S L14:7S M14:7D N14:7H",
        "5H 5H 7D 8D 2S AS *",
        107,
    ),
    (
        "D2:QH E2:KH B3:JD C3:JC D3:JH D4:10H E4:10S F4:10D L4:AH M4:AD N4:AC A5:9D B5:9S C5:9C D5:9H "
        "C7:8H D7:8C E7:8S F7:8D H7:2C A8:7D B8:7S C8:7H D8:7C H8:2H A9:6D D9:6C E9:5C F9:4C H9:2D "
        "A10:5D E10:5S F10:4S G10:3S H10:2S I10:AS K10:KS L10:KC M10:KD F11:4H K11:QS L11:QC M11:QD "
        "E12:3D F12:4D K12:JS L12:*JC M12:*JD L13:10C",
        "AS 3D 9C 6S JD QD KH 2S",
        11,
    ),
    (RUN_12, "AS *", 34),
    (RUN_12, "AS AS AH", 7),
]


@pytest.mark.parametrize("position,rack,count", PERFT)
def test_perft(position: str, rack: str, count: int) -> None:
    board = Board.from_notation(position)
    plays = board.legal_plays(rack)
    assert len(plays) == count
    assert len({play_key(p.placements) for p in plays}) == count
    for play in plays:
        assert board.check(play.placements) == play
    assert board.has_legal_play(rack) == (count > 0)


def test_a_fourteen_tile_run_uses_the_ace_at_both_ends() -> None:
    board = Board.from_notation(RUN_12)
    notations = {p.notation for p in board.legal_plays("AS AS")}
    assert "B8:AS O8:AS" in notations
    assert "B8:AS O8:*AS" in {p.notation for p in board.legal_plays("AS *")}
    assert "B8:AS O8:AS" not in {p.notation for p in board.legal_plays("AS *")}


# -- the board's own entry points and a few fixed facts -------------------------------------------


def test_board_entry_points_delegate() -> None:
    board = Board.from_notation("H8:JH H9:QH H10:KH")
    cards, jokers = parse_rack("10H AH 9H * QS")
    assert board.legal_plays("10H AH 9H * QS") == legal_plays(board, cards, jokers)
    assert board.legal_plays((cards, jokers)) == legal_plays(board, cards, jokers)
    assert board.has_legal_play("10H") and not board.has_legal_play("2C 5D")


def test_one_position_answers_many_racks() -> None:
    """A Position analyses the board once; its answers equal the one-off functions'."""
    for seed in range(8):
        game = random_game(seed + 300, 3 * seed)
        position = Position(game.board)
        for k in range(4):
            cards, jokers = random_rack(game, 10 * seed + k, 8 - k % 3, k % 3)
            plays = legal_plays(game.board, cards, jokers)
            assert position.legal_plays(cards, jokers) == plays
            assert position.has_legal_play(cards, jokers) == bool(plays)
            assert position.best_total(cards, jokers) == (plays[0].total if plays else 0)
            assert position.best_play(cards, jokers) == (plays[0] if plays else None)


def test_best_first_then_notation_order() -> None:
    board = Board.from_notation("H8:JH H9:QH H10:KH")
    plays = board.legal_plays("10H 9H AH")
    best = plays[0]
    assert best.total == max(p.total for p in plays)
    assert board.check(best.placements).total == best.total


def test_first_play_covers_the_centre() -> None:
    plays = Board().legal_plays("5H 6H 7H")
    assert plays and all(any(p.square == (7, 7) for p in play.placements) for play in plays)
    assert not Board().has_legal_play("5H 9C KD")


def test_a_square_touching_two_sections_takes_no_tile() -> None:
    # the H8 section reaches E8; the D4 section reaches D7: D8 touches both
    board = Board.from_notation("E8:5C F8:5D G8:5S H8:5H D4:9S D5:9H D6:9C D7:9D")
    for play in board.legal_plays("5S 9C 10D 8D 4C 6C * *"):
        assert (3, 7) not in {p.square for p in play.placements}


def test_rack_counts_jokers_and_cards() -> None:
    cards, jokers = parse_rack("5H 5H * KS")
    rack = Rack(cards, jokers)
    assert rack.size == 4 and rack.jokers == 1
    assert rack.counts[Card(5, "H")] == 2


def test_bench_inputs() -> None:
    """The benchmark's inputs: 8-tile racks of cards not on the board, with 0, 1 or 2 jokers."""
    from ginnyo_dev import bench

    cases = bench.cases(1)
    assert [(c.stage, c.jokers) for c in cases] == [(s, j) for s, _ in bench.STAGES for j in bench.JOKERS]
    for case in cases:
        assert len(case.cards) + case.jokers == 8
        on_board = {p.card for p in case.board.cells.values() if not p.joker}
        assert not on_board & set(case.cards)
    game = bench.with_two_jokers(bench.greedy_game(3, 0))
    assert game is not None and sum(t.is_joker for t in game.rack) == 2
