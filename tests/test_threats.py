"""The danger of gin (`ginnyo.rules.threats`): fixed positions, and a property against every legal play."""

from collections import Counter
from functools import cache

from hypothesis import given, settings
from hypothesis import strategies as st

from ginnyo.rules import Board
from ginnyo.rules.layout import parse_square
from ginnyo.rules.rng import Rng
from ginnyo.rules.scoring import GIN_TILES
from ginnyo.rules.threats import MOST, GinThreat, gin_threats
from ginnyo.rules.tiles import JOKER, tile_set
from ginnyo_dev.bench import greedy_game

# the H8 section holds 8 tiles: 5♥ 5♠ 5♦ along row 8, 5♠ to 10♠ down column H
EIGHT = "G8:5H H8:5S I8:5D H9:6S H10:7S H11:8S H12:9S H13:10S"
H8 = parse_square("H8")


def test_a_two_tile_run_extension_brings_eight_tiles_to_ten() -> None:
    assert gin_threats(Board.from_notation(EIGHT), {"JS": 1, "QS": 1, "2C": 1}) == (GinThreat(H8, 8, 2),)


def test_without_the_tiles_it_needs_there_is_no_danger() -> None:
    assert gin_threats(Board.from_notation(EIGHT), {"JS": 1, "QH": 1, "2C": 1}) == (GinThreat(H8, 8, None),)


def test_a_joker_among_the_unseen_tiles_fills_the_gap() -> None:
    assert gin_threats(Board.from_notation(EIGHT), {"4S": 1, "*": 1}) == (GinThreat(H8, 8, 2),)


def test_the_fewest_tiles_when_no_smaller_play_exists() -> None:
    # 7♥ 8♥ 9♥ down column G beside 7♠ 8♠ 9♠ make a new run (and three pairs across); two of them make no meld
    board = Board.from_notation(EIGHT)
    assert gin_threats(board, {"7H": 1, "8H": 1, "9H": 1}) == (GinThreat(H8, 8, 3),)
    assert gin_threats(board, {"7H": 1, "8H": 1, "9H": 1, "JS": 1, "QS": 1}) == (GinThreat(H8, 8, 2),)


def test_a_section_that_had_its_gin_is_not_listed() -> None:
    board = Board.from_notation(EIGHT + " H14:JS H15:QS G7:4H G6:3H")  # 12 tiles: its gin is spent
    assert board.gin_done == {H8}
    assert gin_threats(board, {"KS": 1, "5C": 1, "2H": 1}) == ()
    board = Board.from_notation(EIGHT)
    assert board.play("H14:JS H15:QS").gin
    assert gin_threats(board, {"4S": 1, "3S": 1}) == ()


def test_a_section_needing_more_than_the_most_tiles_is_listed_without_a_play() -> None:
    board = Board.from_notation("G8:5H H8:5S I8:5D")  # 3 tiles: 7 more are needed
    assert GIN_TILES - 3 > MOST
    assert gin_threats(board, {"6S": 1, "7S": 1, "8S": 1, "9S": 1, "10S": 1, "JS": 1, "QS": 1}) == (
        GinThreat(H8, 3, None),
    )


def test_every_section_is_listed_centre_first() -> None:
    board = Board.from_notation(EIGHT + " D3:6D D4:7D D5:8D")
    threats = gin_threats(board, {"JS": 1, "QS": 1, "9D": 1})
    assert threats == (GinThreat(H8, 8, 2), GinThreat(parse_square("D4"), 3, None))
    assert [str(t) for t in threats] == [
        "H8 section: 8 tiles, a 2-tile play reaches 10",
        "D4 section: 3 tiles, no play of at most 4 tiles reaches 10",
    ]


@cache
def positions() -> list[tuple[Board, list[str]]]:
    """Boards along greedy games with a section near its gin, each with the tiles not on it."""
    out = []
    for seed in range(101, 109):
        board = Board()
        for turn in greedy_game(seed, 22).log:
            if not turn.placements:
                continue
            board.play(turn.placements)
            if any(GIN_TILES - n <= MOST for s, n in board.section_size.items() if s not in board.gin_done):
                placed = Counter(JOKER if p.joker else str(p.card) for p in board.cells.values())
                tiles = Counter(str(t) for t in tile_set(1)) - placed
                out.append((board.copy(), sorted(tiles.elements())))
    return out


@settings(max_examples=60, deadline=None)
@given(pick=st.integers(0, 10**6), seed=st.integers(0, 2**32), size=st.integers(1, 8))
def test_the_fewest_tiles_are_those_of_the_smallest_legal_play_reaching_ten(pick: int, seed: int, size: int) -> None:
    board, tiles = positions()[pick % len(positions())]
    tiles = tiles.copy()
    Rng(seed).shuffle(tiles)
    unseen = tiles[:size]
    plays = board.legal_plays(" ".join(unseen))
    threats = gin_threats(board, Counter(unseen))
    assert [t.section for t in threats] == [
        s for s in board.layout.starts if s in board.section_size and s not in board.gin_done
    ]
    for threat in threats:
        need = GIN_TILES - threat.tiles
        assert threat.tiles == board.section_size[threat.section]
        sizes = [len(p.placements) for p in plays if p.section == threat.section and need <= len(p.placements)]
        fewest = min(sizes, default=None)
        assert threat.play == (fewest if fewest is not None and fewest <= MOST else None)
        if threat.play is not None:
            assert threat.play >= need
