"""A slow, obviously complete enumerator of legal plays, for tests and the benchmark only.

It knows nothing of `movegen`: for every row and column, every interval whose two ends are
empty squares (the first and last new tile), it tries every assignment of rack tiles to the
empty squares of the interval, a joker as each of the 52 cards, and keeps what
`Board.check` accepts. One sound shortcut keeps it runnable on 8-tile racks with jokers: a
partial assignment is dropped as soon as a line segment it has completely decided is not a
meld or a pair: the tiles across a filled square, or the stretch of the main line from its
start to the last filled square (with the board tiles right after it). Every stretch of 2 or
more tiles of a meld or pair is itself a meld or pair (the tests check this over all melds),
so no legal play is lost.

The benchmark runs it as it is; the tests also skip the intervals whose squares alone break
the section rules (see `brute_plays`), which is sound and saves most of the time.
"""

from __future__ import annotations

from collections import Counter

from ginnyo.rules.board import DIRECTIONS, Board
from ginnyo.rules.errors import IllegalPlay
from ginnyo.rules.layout import SIZE, Square
from ginnyo.rules.melds import classify
from ginnyo.rules.plays import Placement, play_key
from ginnyo.rules.scoring import PlayScore
from ginnyo.rules.tiles import ALL_CARDS, Card

PlayKey = frozenset[Placement]


def _line(d: Square, index: int) -> list[Square]:
    return [(k, index) if d == (1, 0) else (index, k) for k in range(SIZE)]


def _valid(cards: list[Card]) -> bool:
    return len(cards) < 2 or classify(cards) is not None


def brute_plays(board: Board, cards: list[Card], jokers: int, skip_sections: bool = False) -> dict[PlayKey, PlayScore]:
    """Every distinct legal play, keyed by its set of placements.

    With `skip_sections`, intervals that `Board.section_for` rejects are skipped at once (it
    looks at the squares alone, so `Board.check` would reject every assignment there anyway):
    much faster with jokers, the same result.
    """
    cells = board.cells
    found: dict[PlayKey, PlayScore] = {}
    size = len(cards) + jokers
    for d in DIRECTIONS:
        across = (d[1], d[0])
        for index in range(SIZE):
            squares = _line(d, index)
            for first in range(SIZE):
                if squares[first] in cells:
                    continue
                start = first
                while start > 0 and squares[start - 1] in cells:
                    start -= 1
                for last in range(first, SIZE):
                    if squares[last] in cells:
                        continue
                    holes = [k for k in range(first, last + 1) if squares[k] not in cells]
                    if len(holes) > size:
                        break
                    if skip_sections:
                        try:
                            board.section_for([squares[k] for k in holes])
                        except IllegalPlay:
                            continue
                    _assign(board, squares, start, holes, across, Counter(cards), jokers, found)
    return found


def _assign(
    board: Board,
    squares: list[Square],
    start: int,
    holes: list[int],
    across: Square,
    rack: Counter[Card],
    jokers: int,
    found: dict[PlayKey, PlayScore],
) -> None:
    cells = board.cells
    chosen: dict[int, Placement] = {}

    def card_at(k: int) -> Card | None:
        p = chosen.get(k) or cells.get(squares[k])
        return None if p is None else p.card

    def fits(k: int) -> bool:
        # the main line from its start through k, and the board tiles right after k
        stretch: list[Card] = []
        j = start
        while j < SIZE:
            c = card_at(j)
            if c is None:
                break
            stretch.append(c)
            j += 1
        if not _valid(stretch):
            return False
        # the tiles across square k
        p = chosen[k]
        return _valid([q.card for q in board.line_through(p.square, across, {p.square: p})])

    def go(n: int) -> None:
        if n == len(holes):
            placements = tuple(chosen[k] for k in holes)
            try:
                score = board.check(placements)
            except IllegalPlay:
                return
            found[play_key(placements)] = score
            return
        k = holes[n]
        square = squares[k]
        options: list[Placement] = [Placement(square, c) for c, left in sorted(rack.items()) if left > 0]
        if jokers:
            options += [Placement(square, c, True) for c in ALL_CARDS]
        for p in options:
            chosen[k] = p
            if fits(k):
                if p.joker:
                    _use_joker(n, -1)
                else:
                    rack[p.card] -= 1
                    go(n + 1)
                    rack[p.card] += 1
            del chosen[k]

    def _use_joker(n: int, delta: int) -> None:
        nonlocal jokers
        jokers += delta
        go(n + 1)
        jokers -= delta

    go(0)
