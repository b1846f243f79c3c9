"""Move generation: complete and exact, proven against a brute-force enumerator."""

from __future__ import annotations

import json
from pathlib import Path

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
SLOW_JOKERS = 2
"""Racks with two jokers take the brute force 2 to 3 s each: the full suite checks them (`slow`), `make quick` not."""


@pytest.mark.parametrize(
    "cards,jokers,k",
    [pytest.param(c, j, k, marks=[pytest.mark.slow] if j >= SLOW_JOKERS else []) for _, c, j, k in CASES],
)
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


# -- perft: exact counts -------------------------------------------------------------------------

# tests/data/perft.json: positions, racks and their exact numbers of distinct legal plays. Each
# count was found once with the brute-force enumerator, as
# `len(brute_plays(Board.from_notation(position), *parse_rack(rack)))`, and is kept as data.
PERFT_FILE = Path(__file__).parent / "data" / "perft.json"
PERFT = [(row["position"], row["rack"], row["plays"]) for row in json.loads(PERFT_FILE.read_text(encoding="utf-8"))]
RUN_12 = "C8:2S D8:3S E8:4S F8:5S G8:6S H8:7S I8:8S J8:9S K8:10S L8:JS M8:QS N8:KS"


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
    assert board.best_play((cards, jokers)) == best_play(board, cards, jokers)
    assert board.best_total((cards, jokers)) == best_total(board, cards, jokers)


def test_the_boards_analysis_follows_its_plays() -> None:
    """The board keeps its analysis for many racks, and drops it when a play changes it."""
    board = Board.from_notation("H8:JH H9:QH H10:KH")
    assert not board.legal_plays("AS AD")
    board.play("H11:AH")  # now the aces make a group across H11
    cards, jokers = parse_rack("AS AD")
    after = board.legal_plays((cards, jokers))
    assert after and after == legal_plays(board, cards, jokers)
    assert board.best_total((cards, jokers)) == after[0].total


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
    # two ties (58 and 10 points), each in the string order of the notations
    assert [(p.total, p.notation) for p in plays] == [
        (58, "F8:9H G8:10H"),
        (58, "I8:10H J8:9H"),
        (29, "H6:9H H7:10H H11:AH"),
        (28, "H6:9H H7:10H"),
        (11, "H7:10H H11:AH"),
        (10, "G7:9H H7:10H"),
        (10, "H7:10H"),
        (10, "H7:10H I7:9H"),
        (1, "H11:AH"),
    ]
    assert all(board.check(p.placements).total == p.total for p in plays)


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
