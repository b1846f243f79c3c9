"""What move generation knows of a board whatever the rack: the squares a play can anchor on,
the lines across them, and what each row or column holds and each of its empty squares accepts."""

from __future__ import annotations

import weakref

from ..grid import MULTI, Grid
from ..layout import SIZE, Square
from ..melds import classify
from ..plays import Placement
from ..scoring import GIN_BONUS, score_line
from ..tiles import ALL_CARDS
from .masks import ALL_MASK, ALL_RANKS, CARD_LANES, CODE, GROUP_VALUE, LANE_ALL, bits_of, cross_mask

H: Square = (1, 0)
V: Square = (0, 1)

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
        "facts",
        "fixed",
        "masks",
        "old_values",
        "reach",
        "squares",
        "stretches",
        "touches",
    )

    def __init__(self, facts: BoardFacts, d: Square, squares: tuple[Square, ...]) -> None:
        # weakly: the facts hold their lines, and a strong reference back would make each board's facts a cycle
        # that only the cycle collector frees (thousands of boards of a search piled up: 100 MB in six turns of
        # analysis); the lines are only used through their facts, which are alive while they are
        self.facts: BoardFacts = weakref.proxy(facts)
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
        cells, claims, touching = facts.cells, facts.claims, facts.touching
        for k, square in enumerate(squares):
            p = cells.get(square)
            if p is not None:
                self.fixed[k] = CODE[p.card]
                self.old_values[k] = 0 if p.joker else GROUP_VALUE[self.fixed[k]]
                continue
            claim = claims.get(square)
            if claim is not None:
                self.claims[k] = claim
                self.anchors[k] = True
            if square in touching:
                self.touches[k] = claim
                cross = facts.cross(square, d)
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
            factors = self.facts.grid.layout.factors
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
        cross = self.facts.cross(square, self.d)
        best = 0
        for code in bits_of(cross.mask):
            p = Placement(square, ALL_CARDS[code])
            tiles = (*cross.before, p, *cross.after)
            kind = classify([t.card for t in tiles])
            assert kind is not None
            line = score_line(tiles, [t is p for t in tiles], kind, self.facts.grid.layout)
            best = max(best, line.subtotal)
        return best


class BoardFacts:
    """What move generation knows of a grid whatever the rack; many racks share it.

    The grid must not change while the facts are in use.
    """

    def __init__(self, grid: Grid) -> None:
        self.grid = grid
        self.cells = cells = grid.cells
        self.cross_cache: dict[tuple[Square, Square], Cross] = {}
        # the claim (`Grid.claim`) of every empty square a play can anchor on: beside a tile, or an open start
        claim = grid.claim
        claims: dict[Square, Square | None] = {}
        for c, r in cells:
            for n in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
                if 0 <= n[0] < SIZE and 0 <= n[1] < SIZE and n not in cells and n not in claims:
                    claims[n] = claim(n)
        self.touching = set(claims)  # the empty squares beside a tile
        self.starts = grid.open_starts()  # each claims itself
        for s in self.starts:
            claims[s] = s
        self.claims = claims
        self.single_squares = [] if grid.is_empty else self._single_squares()
        self._lines: list[LineFacts] | None = None

    def _single_squares(self) -> list[tuple[Square, Square, int]]:
        """Where one new tile can go: (square, section, cards both lines through it allow)."""
        out = []
        for square, section in self.claims.items():
            if section is None or section == MULTI or square not in self.touching:
                continue
            across = self.cross(square, V)  # the row line through the square
            down = self.cross(square, H)  # the column line through the square
            if across.length >= 3 or down.length >= 3:
                out.append((square, section, across.mask & down.mask))
        return out

    def gin_points(self, section: Square, tiles: int) -> int:
        """The gin bonus a play of `tiles` new tiles in this section earns."""
        return GIN_BONUS if self.grid.gives_gin(section, tiles) else 0

    @property
    def lines(self) -> list[LineFacts]:
        """Facts of every row and column that a play could use: near a tile or holding an open start."""
        if self._lines is None:
            # the rows and the columns that hold a tile, run beside one or hold an open start
            rows = {r + k for _, r in self.cells for k in (-1, 0, 1)} | {r for _, r in self.starts}
            cols = {c + k for c, _ in self.cells for k in (-1, 0, 1)} | {c for c, _ in self.starts}
            self._lines = [
                LineFacts(self, d, LINES[d][index])
                for d, near in ((H, rows), (V, cols))
                for index in range(SIZE)
                if index in near
            ]
            # lines beside a section that can still give gin first: the best play is often
            # there, and once it is known a bounded search skips more of the rest
            open_gin = {s for s in self.grid.section_size if s not in self.grid.gin_done}
            self._lines.sort(key=lambda facts: open_gin.isdisjoint(facts.touches))
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
            mask = cross_mask(tuple([CODE[t.card] for t in before]), tuple([CODE[t.card] for t in after]))
            found = Cross(tuple(before), tuple(after), mask)
        self.cross_cache[key] = found
        return found
