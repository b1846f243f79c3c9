"""What move generation knows of a board whatever the rack, and the questions asked of it."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

from ..layout import SIZE, Square
from ..plays import Placement
from ..scoring import GIN_BONUS, PlayScore
from ..tiles import Card
from .breakdown import Builder, Scored
from .lines import MULTI, LineFacts
from .masks import ALL_MASK, CODE, Rack, cross_mask
from .search import Found, H, Search, V

if TYPE_CHECKING:
    from ..board import Board

LINES = {
    H: tuple(tuple((k, index) for k in range(SIZE)) for index in range(SIZE)),
    V: tuple(tuple((index, k) for k in range(SIZE)) for index in range(SIZE)),
}


class Cross:
    """The tiles across a square for plays along one direction, and the cards that keep them valid."""

    __slots__ = ("after", "before", "length", "mask")

    def __init__(self, before: tuple[Placement, ...], after: tuple[Placement, ...], mask: int) -> None:
        self.before = before
        self.after = after
        self.length = len(before) + len(after) + 1
        self.mask = mask


OPEN = Cross((), (), ALL_MASK)


class Position:
    """What move generation knows of a board whatever the rack; ask it about many racks.

    The board must not change while the Position is in use.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.cells = board.cells
        self.empty = board.is_empty
        layout = board.layout
        if self.empty:
            self.starts = {layout.centre}
        else:
            self.starts = {s for s in layout.starts if s not in self.cells}
        self.cross_cache: dict[tuple[Square, Square], Cross] = {}
        # empty squares beside a tile, with the section they touch (or MULTI)
        self.touching: dict[Square, Square | None] = {}
        cells = self.cells
        for c, r in cells:
            for n in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
                if 0 <= n[0] < SIZE and 0 <= n[1] < SIZE and n not in cells and n not in self.touching:
                    self.touching[n] = self.touch(n)
        self.single_squares = [] if self.empty else self._single_squares()
        self._lines: list[LineFacts] | None = None

    def _single_squares(self) -> list[tuple[Square, Square, int]]:
        """Where one new tile can go: (square, section, cards both lines through it allow)."""
        out = []
        for square, section in self.touching.items():
            if section is None or section == MULTI or square in self.starts:
                continue
            across = self.cross(square, V)  # the row line through the square
            down = self.cross(square, H)  # the column line through the square
            if across.length >= 3 or down.length >= 3:
                out.append((square, section, across.mask & down.mask))
        return out

    def gin_points(self, section: Square, tiles: int) -> int:
        """The gin bonus a play of `tiles` new tiles in this section earns."""
        return GIN_BONUS if self.board.gives_gin(section, tiles) else 0

    @property
    def lines(self) -> list[LineFacts]:
        """Facts of every row and column that a play could use: near a tile or holding an open start."""
        if self._lines is None:
            rows = [0] * SIZE
            cols = [0] * SIZE
            for c, r in self.cells:
                rows[r] += 1
                cols[c] += 1
            self._lines = []
            for d, counts in ((H, rows), (V, cols)):
                for index in range(SIZE):
                    near = sum(counts[max(0, index - 1) : index + 2])
                    squares = LINES[d][index]
                    if near or any(s in self.starts for s in squares):
                        self._lines.append(LineFacts(self, d, squares))
            # lines beside a section that can still give gin first: the best play is often
            # there, and once it is known a bounded search skips more of the rest
            open_gin = {s for s in self.board.section_size if s not in self.board.gin_done}
            self._lines.sort(key=lambda facts: not any(t in open_gin for t in facts.touches))
        return self._lines

    def cross(self, square: Square, d: Square) -> Cross:
        """The line across `square` for a play along d."""
        key = (square, d)
        found = self.cross_cache.get(key)
        if found is not None:
            return found
        # the tiles before the square and after it (both walks inline: this runs for every
        # square beside a tile, where a call per walk is measurably slower)
        get = self.cells.get
        dc, dr = d[1], d[0]
        before: list[Placement] = []
        c, r = square[0] - dc, square[1] - dr
        while c >= 0 and r >= 0 and (p := get((c, r))) is not None:
            before.append(p)
            c, r = c - dc, r - dr
        after: list[Placement] = []
        c, r = square[0] + dc, square[1] + dr
        while c < SIZE and r < SIZE and (p := get((c, r))) is not None:
            after.append(p)
            c, r = c + dc, r + dr
        if not before and not after:
            found = OPEN
        else:
            before.reverse()
            mask = cross_mask(tuple(CODE[t.card] for t in before), tuple(CODE[t.card] for t in after))
            found = Cross(tuple(before), tuple(after), mask)
        self.cross_cache[key] = found
        return found

    def touch(self, square: Square) -> Square | None:
        """The section whose tiles `square` touches, None for none, MULTI for two or more."""
        found: Square | None = None
        c, r = square
        section_of = self.board.section_of
        for n in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            s = section_of.get(n)
            if s is not None and n in self.cells:
                if found is None:
                    found = s
                elif found != s:
                    return MULTI
        return found

    # -- questions about a rack --------------------------------------------------------------------

    def legal_plays(self, cards: list[Card], jokers: int) -> list[PlayScore]:
        """Every distinct legal play, highest score first, ties in notation order."""
        rack = Rack(cards, jokers)
        builder = Builder(self)
        scored: list[Scored] = []
        # thousands of breakdowns are built and none forms a reference cycle: the cycle collector,
        # which would scan them again and again as they pile up, only slows this down
        collecting = gc.isenabled()
        gc.disable()
        try:
            for found in Search(self, rack).shapes():
                builder.expand(found, rack, scored)
        finally:
            if collecting:
                gc.enable()
        # notations differ between distinct plays, so the PlayScores themselves are never compared
        scored.sort()
        return [t[2] for t in scored]

    def has_legal_play(self, cards: list[Card], jokers: int) -> bool:
        """Whether any legal play exists; stops at the first one found."""
        return next(Search(self, Rack(cards, jokers)).shapes(), None) is not None

    def best_total(self, cards: list[Card], jokers: int) -> int:
        """The highest total of any legal play (0 when there is none), without building the plays."""
        rack = Rack(cards, jokers)
        builder = Builder(self)
        search = Search(self, rack, bounded=True)
        top = 0
        for found in search.shapes():
            value = builder.best(found, rack)
            if value > top:
                top = value
                search.floor = top + 1  # only a higher total matters now
        return top

    def best_play(self, cards: list[Card], jokers: int) -> PlayScore | None:
        """A highest-scoring legal play (the first such in `legal_plays` order), or None."""
        rack = Rack(cards, jokers)
        builder = Builder(self)
        search = Search(self, rack, bounded=True)
        top = -1
        tops: list[Found] = []
        for found in search.shapes():
            value = builder.best(found, rack)
            if value > top:
                top, tops = value, [found]
                search.floor = top  # an equal total still competes on notation order
            elif value == top:
                tops.append(found)
        scored: list[Scored] = []
        for found in tops:
            builder.expand(found, rack, scored)
        return min(scored)[2] if scored else None
