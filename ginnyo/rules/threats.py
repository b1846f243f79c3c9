"""Danger of gin: which sections the next player could bring to 10 tiles, and with how few tiles.

A warning for a user interface (and a fact for the computer players): after a play, a section
that has not had its gin and that one legal play of a few tiles can bring to 10 gives the next
player +100 (RULES.md 7). The tiles the next player could hold are the *unseen* ones: those
neither on the board nor in the asking player's rack (`PlayerView.unseen`).

Only small plays count: a section that needs more than `MOST` new tiles is no danger worth a
warning (a play of 5 tiles or more in one turn is rare, and searching for it with every unseen
tile as a rack costs too much to run on every change of a draft). The search is move
generation's own (`movegen.Search`), narrowed to one section and one play size at a time, so
every play it finds is legal by the same rules as `Board.check`.

>>> from ginnyo.rules import Board
>>> board = Board.from_notation("G8:5H H8:5S I8:5D H9:6S H10:7S H11:8S H12:9S H13:10S")
>>> [str(t) for t in gin_threats(board, {"JS": 1, "QS": 1})]
['H8 section: 8 tiles, a 2-tile play reaches 10']
>>> [str(t) for t in gin_threats(board, {"JS": 1, "QH": 1})]
['H8 section: 8 tiles, no play of at most 4 tiles reaches 10']
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from .grid import Grid
from .layout import Square, square_name
from .movegen.breakdown import Found, Interval
from .movegen.lines import BoardFacts
from .movegen.masks import Rack
from .movegen.search import Bound, Search
from .scoring import GIN_TILES
from .tiles import Card, parse_rack

MOST = 4
"""The largest play that counts as a danger: a section needing more new tiles is never reported."""


@dataclass(frozen=True)
class GinThreat:
    """A section that has not had its gin: the tiles it holds, and the fewest new tiles of one legal
    play from the unseen tiles that bring it to 10 (None: no such play of at most `MOST` tiles)."""

    section: Square
    tiles: int
    play: int | None

    def __str__(self) -> str:
        name = square_name(self.section)
        reach = f"a {self.play}-tile play" if self.play is not None else f"no play of at most {MOST} tiles"
        return f"{name} section: {self.tiles} tiles, {reach} reaches 10"


class _Exact(Search):
    """Move generation narrowed to plays of exactly `size` new tiles that join `section`."""

    def __init__(self, facts: BoardFacts, rack: Rack, section: Square, size: int) -> None:
        super().__init__(facts, rack)
        self.section = section
        self.size = size

    def fits(self, where: Interval) -> bool:
        return where.section == self.section and len(where.holes) == self.size

    def singles(self) -> Iterator[Found]:
        return (found for found in super().singles() if self.fits(found[0])) if self.size == 1 else iter(())

    def lines(self) -> Iterator[Found]:
        """Only the rows and columns beside the section: a play joins a section by touching it."""
        for facts in self.facts.lines:
            if self.section in facts.touches:
                yield from self.line(facts)

    def melds(
        self, where: Interval, ups: int, downs: int, groups: int, suits: int, opts: list[int], bound: Bound | None
    ) -> Iterator[Found]:
        if self.fits(where):
            yield from super().melds(where, ups, downs, groups, suits, opts, bound)

    def pairs(self, where: Interval, oa: int, ob: int, across_best: int) -> Iterator[Found]:
        if self.fits(where):
            yield from super().pairs(where, oa, ob, across_best)


def _fewest(facts: BoardFacts, section: Square, held: int, cards: list[Card], jokers: int) -> int | None:
    """The fewest new tiles (at most `MOST`) of one legal play from these tiles that bring a section
    holding `held` tiles to 10, or None."""
    for size in range(max(1, GIN_TILES - held), MOST + 1):
        rack = Rack(cards, jokers)
        rack.size = min(rack.size, size)  # the search grows an interval up to the rack's size: no further
        if next(_Exact(facts, rack, section, size).shapes(), None) is not None:
            return size
    return None


def gin_threats(board: Grid, unseen: Mapping[str, int]) -> tuple[GinThreat, ...]:
    """Every section without its gin, in the order of the start squares (the centre first), with
    the fewest tiles the next player, holding some of the `unseen` tiles (tile text, as in
    `PlayerView.unseen`, to count), needs in one play to reach 10 and score gin.
    """
    cards, jokers = parse_rack(" ".join(tile for tile, count in unseen.items() for _ in range(count)))
    facts: BoardFacts | None = None
    out = []
    for section in board.layout.starts:
        held = board.section_size.get(section, 0)
        if not held or section in board.gin_done:
            continue
        play = None
        if GIN_TILES - held <= MOST:
            facts = facts or BoardFacts(board)
            play = _fewest(facts, section, held, cards, jokers)
        out.append(GinThreat(section, held, play))
    return tuple(out)
