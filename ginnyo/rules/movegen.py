"""Every legal play for a rack, found along lines of the board.

A play's tiles fill every empty square of one interval of a row or column, and the squares
just outside that interval stay empty, so each play is one interval plus a card for each of
its empty squares. Intervals of 3 or more squares must read as a run or a group; a 2-square
interval of two new tiles must be a pair completed into a meld across; shorter intervals are
found from the other direction. Cross-checks (the cards each empty square accepts given its
perpendicular neighbours) prune before the board's own `check` confirms and scores each play.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import chain, product

from .board import DIRECTIONS, Board
from .errors import IllegalPlay
from .layout import SIZE, Square
from .melds import classify, is_pair, run_ranks
from .plays import Placement
from .scoring import PlayScore
from .tiles import ALL_CARDS, Card

Pattern = list[Card]


class Rack:
    """A multiset of cards plus a number of jokers: the tiles a play may use."""

    def __init__(self, cards: list[Card], jokers: int) -> None:
        self.counts = Counter(cards)
        self.jokers = jokers
        self.size = len(cards) + jokers
        # the cards a tile of this rack can show: its own, or any card with a joker
        self.candidates = frozenset(ALL_CARDS) if jokers else frozenset(self.counts)


class CrossChecks:
    """For each empty square and direction: which cards keep the perpendicular line valid."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self._cache: dict[tuple[Square, Square], tuple[int, frozenset[Card] | None]] = {}

    def get(self, square: Square, d: Square) -> tuple[int, frozenset[Card] | None]:
        """(length of the perpendicular line through square, allowed cards or None for any)."""
        key = (square, d)
        if key not in self._cache:
            p = (d[1], d[0])
            before = self._walk(square, (-p[0], -p[1]))[::-1]
            after = self._walk(square, p)
            if not before and not after:
                self._cache[key] = (1, None)
            else:
                allowed = frozenset(c for c in ALL_CARDS if classify(before + [c] + after) is not None)
                self._cache[key] = (1 + len(before) + len(after), allowed)
        return self._cache[key]

    def _walk(self, square: Square, step: Square) -> list[Card]:
        cards = []
        c, r = square[0] + step[0], square[1] + step[1]
        while 0 <= c < SIZE and 0 <= r < SIZE and (c, r) in self.board.cells:
            cards.append(self.board.cells[(c, r)].card)
            c, r = c + step[0], r + step[1]
        return cards

    def accepts(self, square: Square, d: Square, card: Card) -> bool:
        allowed = self.get(square, d)[1]
        return allowed is None or card in allowed


def line_squares(d: Square, index: int) -> list[Square]:
    return [(k, index) if d == (1, 0) else (index, k) for k in range(SIZE)]


def intervals(board: Board, squares: list[Square], limit: int) -> Iterator[list[Square]]:
    """Runs of squares bounded by empty squares or the edge, holding 1 to `limit` empty squares."""
    cells = board.cells
    for a in range(SIZE):
        if a > 0 and squares[a - 1] in cells:
            continue
        empties = 0
        for b in range(a, SIZE):
            if squares[b] not in cells:
                empties += 1
                if empties > limit:
                    break
            if empties and (b == SIZE - 1 or squares[b + 1] not in cells):
                yield squares[a : b + 1]


def run_patterns(fixed: list[Card | None], options: dict[int, frozenset[Card]]) -> Iterator[Pattern]:
    """Every run through the fixed cards whose new cards are among each hole's options."""
    n = len(fixed)
    pinned = next(((i, c) for i, c in enumerate(fixed) if c is not None), None)
    seeds = [pinned] if pinned else [(0, c) for c in sorted(options[0])]
    for i, seed in seeds:
        for value in (1, 14) if seed.rank == 1 else (seed.rank,):
            for step in (1, -1):
                ranks = run_ranks(value - step * i, step, n)
                if ranks is None:
                    continue
                pattern = [Card(rank, seed.suit) for rank in ranks]
                if all(pattern[k] in options[k] if c is None else c == pattern[k] for k, c in enumerate(fixed)):
                    yield pattern


def group_patterns(fixed: list[Card | None], options: dict[int, frozenset[Card]]) -> Iterator[Pattern]:
    """Every group of 3 or 4 through the fixed cards whose new cards are among each hole's options."""
    if len(fixed) > 4:
        return
    present = [c for c in fixed if c is not None]
    suits = {c.suit for c in present}
    if len({c.rank for c in present}) > 1 or len(suits) != len(present):
        return
    holes = sorted(options)
    ranks = {present[0].rank} if present else {c.rank for c in options[holes[0]]}
    for rank in sorted(ranks):
        choices = [[c for c in sorted(options[h]) if c.rank == rank and c.suit not in suits] for h in holes]
        for chosen in product(*choices):
            if len({c.suit for c in chosen}) == len(chosen):
                pattern = list(fixed)
                for h, c in zip(holes, chosen):
                    pattern[h] = c
                yield [c for c in pattern if c is not None]


def pair_patterns(options: dict[int, frozenset[Card]]) -> Iterator[Pattern]:
    """Two new tiles side by side that make a pair."""
    for a in sorted(options[0]):
        for b in sorted(options[1]):
            if is_pair([a, b]):
                yield [a, b]


def fills(pattern: Pattern, holes: list[Square], index: list[int], rack: Rack) -> Iterator[list[Placement]]:
    """Every way the rack supplies the pattern's cards on the holes: the card itself or a joker."""
    used: Counter[Card] = Counter()

    def go(k: int, jokers: int, chosen: list[Placement]) -> Iterator[list[Placement]]:
        if k == len(holes):
            yield list(chosen)
            return
        card = pattern[index[k]]
        if rack.counts[card] > used[card]:
            used[card] += 1
            chosen.append(Placement(holes[k], card))
            yield from go(k + 1, jokers, chosen)
            chosen.pop()
            used[card] -= 1
        if jokers:
            chosen.append(Placement(holes[k], card, True))
            yield from go(k + 1, jokers - 1, chosen)
            chosen.pop()

    yield from go(0, rack.jokers, [])


def candidate_plays(board: Board, rack: Rack) -> Iterator[list[Placement]]:
    """Placements that pass the line and cross-checks; `Board.check` has the final word."""
    cross = CrossChecks(board)
    for d in DIRECTIONS:
        for index in range(SIZE):
            for squares in intervals(board, line_squares(d, index), rack.size):
                holes = [s for s in squares if s not in board.cells]
                try:
                    board.section_for(holes)
                except IllegalPlay:
                    continue
                yield from interval_plays(board, rack, cross, d, squares, holes)


def interval_plays(
    board: Board, rack: Rack, cross: CrossChecks, d: Square, squares: list[Square], holes: list[Square]
) -> Iterator[list[Placement]]:
    """Plays that fill the holes of one interval so that it reads as a meld (or a pair)."""
    if len(squares) < 3 and (len(holes) < 2 or max(cross.get(h, d)[0] for h in holes) < 3):
        return
    index = [squares.index(h) for h in holes]
    options: dict[int, frozenset[Card]] = {}
    for i, h in zip(index, holes):
        allowed = cross.get(h, d)[1]
        options[i] = rack.candidates if allowed is None else rack.candidates & allowed
        if not options[i]:
            return
    fixed = [board.cells[s].card if s in board.cells else None for s in squares]
    patterns: Iterator[Pattern] = (
        chain(run_patterns(fixed, options), group_patterns(fixed, options))
        if len(squares) >= 3
        else pair_patterns(options)
    )
    for pattern in patterns:
        if supplies(rack, [pattern[i] for i in index]):
            yield from fills(pattern, holes, index, rack)


def supplies(rack: Rack, cards: list[Card]) -> bool:
    """Whether the rack holds these cards, with jokers standing in for the missing ones."""
    missing = sum(max(0, n - rack.counts[c]) for c, n in Counter(cards).items())
    return missing <= rack.jokers


def generate(board: Board, rack: Rack) -> Iterator[PlayScore]:
    """Each distinct legal play once, with its score."""
    seen: set[frozenset[Placement]] = set()
    for placements in candidate_plays(board, rack):
        key = frozenset(placements)
        if key in seen:
            continue
        seen.add(key)
        try:
            yield board.check(placements)
        except IllegalPlay:
            continue


def legal_plays(board: Board, cards: list[Card], jokers: int) -> list[PlayScore]:
    """Every distinct legal play, highest score first, ties in notation order."""
    plays = list(generate(board, Rack(cards, jokers)))
    plays.sort(key=lambda s: (-s.total, s.notation))
    return plays


def has_legal_play(board: Board, cards: list[Card], jokers: int) -> bool:
    """Whether any legal play exists; stops at the first one found."""
    return next(generate(board, Rack(cards, jokers)), None) is not None
