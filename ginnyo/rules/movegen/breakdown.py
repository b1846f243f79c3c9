"""Score breakdowns of the shapes found, built directly: equal to what `Board.check` returns.

Every shape the search finds is legal by construction, so nothing is checked again here; the
parts that all plays of one interval share (`Shared`) and each new tile with its line across
(`Tile`) are worked out once and reused.
"""

from __future__ import annotations

from ..layout import SIZE, Square, SquareBonus, square_name
from ..melds import Kind, classify
from ..plays import Placement
from ..scoring import GIN_BONUS, LineScore, PlayScore, adds_to_meld, score_line
from ..tiles import ALL_CARDS, JOKER
from .fills import JokerFlags, fewest_jokers, fills
from .lines import BoardFacts, H, V
from .masks import CARD_TEXT, CODE, GROUP_VALUE, RUN_VALUE, Rack


class Interval:
    """Where a play goes: its direction, its main line, the positions of its new tiles in that
    line, and the section it belongs to. The builder keeps what all its plays share here."""

    __slots__ = ("d", "holes", "line", "section", "shared")

    def __init__(self, d: Square, line: list[Square], holes: list[int], section: Square) -> None:
        self.d = d
        self.line = line
        self.holes = holes
        self.section = section
        self.shared: Shared | None = None


Found = tuple[Interval, list[int], Kind | None]
"""One shape of play before its jokers are chosen: the interval, the card code of each new
tile, and the kind of the main line (None for a pair, or for a single tile)."""

Tile = tuple[Placement, str, LineScore | None, tuple[Square, ...] | None, int]
"""A new tile: its placement, its notation, the line across it (a meld, or a pair's squares)
and the points of that line."""

Scored = tuple[int, str, PlayScore]
"""A play as it is sorted: minus its total, its notation, its breakdown."""

SQUARE_NAME = {(c, r): square_name((c, r)) for c in range(SIZE) for r in range(SIZE)}


class Shared:
    """What every play of one interval shares in its main line's score."""

    __slots__ = (
        "at",
        "bonuses",
        "crossed",
        "factor",
        "gin",
        "gin_points",
        "hole_squares",
        "holes",
        "multipliers",
        "new_meld",
        "old",
        "only_new",
        "squares",
        "tiles",
    )

    def __init__(self, facts: BoardFacts, where: Interval) -> None:
        grid = facts.grid
        line, holes = where.line, where.holes
        self.holes = holes
        self.gin = grid.gives_gin(where.section, len(holes))
        self.gin_points = GIN_BONUS if self.gin else 0
        self.squares = tuple(line)
        fresh = [False] * len(line)
        for h in holes:
            fresh[h] = True
        addition = adds_to_meld(fresh)
        self.new_meld = not addition
        factors = grid.layout.factors
        bonuses: list[SquareBonus] = []
        self.factor = 1
        self.multipliers: list[int] = []  # each new tile's value counts this many times (before factor)
        for h in holes:
            tf, mf, hit = factors[line[h]]
            if hit is not None:
                bonuses.append(hit)
            if addition:
                self.multipliers.append(tf * mf)
            else:
                self.multipliers.append(tf)
                self.factor *= mf
        self.bonuses = tuple(bonuses)
        self.tiles: list[Placement | None] = [None if new else grid.cells[s] for s, new in zip(line, fresh)]
        # the points of the board tiles in the line: (as in a run, as in a group); none if an addition
        self.old = (0, 0)
        if not addition:
            olds = [CODE[p.card] for p in self.tiles if p is not None and not p.joker]
            self.old = (sum(RUN_VALUE[c] for c in olds), sum(GROUP_VALUE[c] for c in olds))
        self.only_new = len(holes) == len(line)  # no board tile in the main line
        self.hole_squares = [line[h] for h in holes]
        # which new tiles have a line across them (the same whatever the card)
        lengths = [facts.cross(square, where.d).length for square in self.hole_squares]
        self.crossed = any(n > 1 for n in lengths)
        # where the main line goes among the lines (a meld) or the pairs (a pair) of the play:
        # first along a row; along a column, after the line across the first new tile if that
        # line is of the same sort
        self.at = (0, 0) if where.d == H else (int(lengths[0] >= 3), int(lengths[0] == 2))

    def main_line(
        self, kind: Kind, placements: tuple[Placement, ...], flags: JokerFlags, weights: list[int], old: int
    ) -> LineScore:
        """The main line's score: this shared part, the new tiles' weights (a joker's 0)."""
        if self.only_new:  # the main line is the new tiles alone
            tiles = placements
            points = sum([w for w, j in zip(weights, flags) if not j])
        else:
            row = self.tiles.copy()
            points = old
            for h, p, w, j in zip(self.holes, placements, weights, flags):
                row[h] = p
                if not j:
                    points += w
            tiles = tuple(row)  # type: ignore[arg-type]  # every hole is filled
        return LineScore(self.squares, tiles, kind, self.new_meld, self.bonuses, points * self.factor)


class Builder:
    """Turns found shapes into PlayScores, equal to what `Board.check` returns for them."""

    def __init__(self, facts: BoardFacts) -> None:
        self.facts = facts
        self.tiles: dict[int, Tile] = {}

    def shared(self, where: Interval) -> Shared:
        if where.shared is None:
            where.shared = Shared(self.facts, where)
        return where.shared

    def tile(self, d: Square, square: Square, code: int, joker: bool) -> Tile:
        """A card (or a joker standing for it) on a square, for a play along d."""
        key = ((square[0] * SIZE + square[1]) * 52 + code) * 4 + (d is H) * 2 + joker
        found = self.tiles.get(key)
        if found is None:
            name = SQUARE_NAME[square]
            text = f"{name}:{JOKER}{CARD_TEXT[code]}" if joker else f"{name}:{CARD_TEXT[code]}"
            found = self.tiles[key] = self._tile(d, Placement(square, ALL_CARDS[code], joker), text)
        return found

    def _tile(self, d: Square, p: Placement, text: str) -> Tile:
        """A new tile with the line across it (for a play along d)."""
        cross = self.facts.cross(p.square, d)
        if cross.length == 1:
            return (p, text, None, None, 0)
        tiles = (*cross.before, p, *cross.after)
        if cross.length == 2:
            return (p, text, None, tuple(t.square for t in tiles), 0)
        kind = classify([t.card for t in tiles])
        assert kind is not None
        line = score_line(tiles, [t is p for t in tiles], kind, self.facts.grid.layout)
        return (p, text, line, None, line.subtotal)

    def expand(self, found: Found, rack: Rack, out: list[Scored]) -> None:
        """Append (-total, notation, PlayScore) for every play of this shape."""
        where, codes, kind = found
        if kind is None and len(where.line) == 1:
            self.expand_single(where, codes[0], rack, out)
            return
        shared = self.shared(where)
        d = where.d
        tile = self.tile
        real = [tile(d, square, c, False) for square, c in zip(shared.hole_squares, codes)]
        gin, section, crossed, gin_points = shared.gin, where.section, shared.crossed, shared.gin_points
        if kind is not None:
            values = GROUP_VALUE if kind is Kind.GROUP else RUN_VALUE
            weights = [values[c] * m for c, m in zip(codes, shared.multipliers)]
            old = shared.old[kind is Kind.GROUP]
        for flags in fills(codes, rack):
            if True in flags:
                chosen = [
                    tile(d, square, c, True) if j else r
                    for r, square, c, j in zip(real, shared.hole_squares, codes, flags)
                ]
            else:
                chosen = real
            placements = tuple([t[0] for t in chosen])
            if crossed:
                lines = [t[2] for t in chosen if t[2] is not None]
                pairs = [t[3] for t in chosen if t[3] is not None]
                total = gin_points + sum([t[4] for t in chosen])
            else:
                lines, pairs, total = [], [], gin_points
            if kind is not None:
                main = shared.main_line(kind, placements, flags, weights, old)
                lines.insert(shared.at[0], main)
                total += main.subtotal
            else:
                pairs.insert(shared.at[1], shared.squares)
            score = PlayScore(placements, tuple(lines), tuple(pairs), gin, section)
            out.append((-total, " ".join([t[1] for t in chosen]), score))

    def expand_single(self, where: Interval, code: int, rack: Rack, out: list[Scored]) -> None:
        """The plays of one new tile: a card, or a joker standing for it; the row line comes first."""
        gin_points = self.shared(where).gin_points
        square = where.line[0]
        for joker, ok in ((False, rack.count[code]), (True, rack.jokers)):
            if ok:
                row, column = self.tile(V, square, code, joker), self.tile(H, square, code, joker)
                both = (row, column)
                single = PlayScore(
                    (row[0],),
                    tuple(t[2] for t in both if t[2] is not None),
                    tuple(t[3] for t in both if t[3] is not None),
                    self.shared(where).gin,
                    where.section,
                )
                out.append((-(gin_points + row[4] + column[4]), row[1], single))

    def best(self, found: Found, rack: Rack) -> int:
        """The highest total among the plays of this shape: jokers only where the rack lacks the card."""
        where, codes, kind = found
        shared = self.shared(where)
        total = shared.gin_points
        # a joker scores nothing, so the best fill uses one only where it must
        flags = fewest_jokers(codes, rack)
        line = where.line
        if kind is None and len(line) == 1:
            return total + self.tile(V, line[0], codes[0], flags[0])[4] + self.tile(H, line[0], codes[0], flags[0])[4]
        d = where.d
        for h, c, j in zip(where.holes, codes, flags):
            total += self.tile(d, line[h], c, j)[4]
        if kind is not None:
            values = GROUP_VALUE if kind is Kind.GROUP else RUN_VALUE
            points = shared.old[kind is Kind.GROUP]
            for c, m, j in zip(codes, shared.multipliers, flags):
                if not j:
                    points += values[c] * m
            total += points * shared.factor
        return total
