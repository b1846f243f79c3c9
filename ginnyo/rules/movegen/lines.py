"""What one row or column holds whatever the rack: its tiles, and what each empty square accepts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..layout import SIZE, Square
from ..melds import classify
from ..plays import Placement
from ..scoring import score_line
from ..tiles import ALL_CARDS
from .masks import ALL_RANKS, CARD_LANES, CODE, GROUP_VALUE, LANE_ALL, bits_of

if TYPE_CHECKING:
    from .position import Position

MULTI: Square = (-1, -1)
"""Stands for "two sections or more": a square touching two sections takes no tile."""

Stretch = tuple[int, int, int, int, int, bool, int]
"""Board tiles side by side from one square, seen from the start of a main line: where they
end, then what they leave of its ascending runs, descending runs, group ranks and group
suits, whether they rule a group out, and what they score in a new meld."""

NO_STRETCH: Stretch = (0, LANE_ALL, LANE_ALL, ALL_RANKS, 0, False, 0)
"""No board tiles: every run and group is still open."""


class LineFacts:
    """A row or column that a play could use, analysed once per board."""

    __slots__ = (
        "across",
        "anchors",
        "bounds",
        "claims",
        "d",
        "fixed",
        "masks",
        "old_values",
        "position",
        "reach",
        "squares",
        "stretches",
        "touches",
    )

    def __init__(self, position: Position, d: Square, squares: tuple[Square, ...]) -> None:
        self.position = position
        self.d = d
        self.squares = squares
        self.bounds: list[tuple[int, int, int]] | None = None
        self.stretches: dict[int, Stretch] = {}
        self.old_values = [0] * SIZE  # the most a tile on the board can score in a new meld
        self.fixed = [-1] * SIZE  # card code of a tile on the board
        self.masks: list[int | None] = [None] * SIZE  # cards the line across allows; None: nothing across
        self.across = [1] * SIZE  # length of the line across
        self.touches: list[Square | None] = [None] * SIZE  # the section an empty square touches (or MULTI)
        # the section a new tile there joins, or the start square it opens; MULTI: it takes no tile
        self.claims: list[Square | None] = [None] * SIZE
        self.anchors = [False] * SIZE  # empty squares that touch a section or are open start squares
        cells, touching = position.cells, position.touching
        for k, square in enumerate(squares):
            p = cells.get(square)
            if p is not None:
                self.fixed[k] = CODE[p.card]
                self.old_values[k] = 0 if p.joker else GROUP_VALUE[self.fixed[k]]
                continue
            if square in position.starts:
                self.claims[k] = square
                self.anchors[k] = True
            if square in touching:
                touch = self.touches[k] = touching[square]
                self.anchors[k] = True
                if touch is not None:  # a start square beside a section can neither join it nor open one
                    self.claims[k] = MULTI if self.claims[k] is not None else touch
                cross = position.cross(square, d)
                if cross.length > 1:
                    self.masks[k] = cross.mask
                    self.across[k] = cross.length
        # holes from k up to and including the next anchor: farther than the rack reaches is no use
        self.reach = [SIZE] * SIZE
        nxt = SIZE
        for k in range(SIZE - 1, -1, -1):
            if self.fixed[k] < 0:
                nxt = 1 if self.anchors[k] else nxt + 1
            self.reach[k] = nxt

    def stretch(self, k: int, start: int) -> Stretch:
        """The board tiles from k on, in a main line that starts at `start` (k when they open it)."""
        key = k * SIZE + start
        found = self.stretches.get(key)
        if found is not None:
            return found
        fixed = self.fixed
        up = down = LANE_ALL
        ranks = ALL_RANKS
        suits = old = 0
        clash = False
        while k < SIZE and fixed[k] >= 0:
            code = fixed[k]
            i = k - start
            up &= CARD_LANES[code] >> i
            down &= CARD_LANES[code] << i
            ranks &= 1 << (code % 13)
            suit = 1 << (code // 13)
            clash = clash or bool(suits & suit)
            suits |= suit
            old += self.old_values[k]
            k += 1
        # a group has at most 4 tiles, all of different suits
        found = self.stretches[key] = (k, up, down, ranks, suits, clash or k - start > 4, old)
        return found

    def upper_bounds(self) -> list[tuple[int, int, int]]:
        """For each empty square, bounds on what a new tile there can add to a play along the
        line: 15 times its tile factor (the most a card scores), its meld factor, and the most
        the line across it can score."""
        if self.bounds is None:
            factors = self.position.board.layout.factors
            self.bounds = []
            for k, square in enumerate(self.squares):
                if self.fixed[k] >= 0:
                    self.bounds.append((0, 1, 0))
                    continue
                tf, mf, _ = factors[square]
                best = self._best_across(square) if self.across[k] >= 3 else 0
                self.bounds.append((15 * tf, mf, best))
        return self.bounds

    def _best_across(self, square: Square) -> int:
        """The most the meld across an empty square scores, whatever card it takes."""
        cross = self.position.cross(square, self.d)
        best = 0
        for code in bits_of(cross.mask):
            p = Placement(square, ALL_CARDS[code])
            tiles = (*cross.before, p, *cross.after)
            kind = classify([t.card for t in tiles])
            assert kind is not None
            line = score_line(tiles, [t is p for t in tiles], kind, self.position.board.layout)
            best = max(best, line.subtotal)
        return best
