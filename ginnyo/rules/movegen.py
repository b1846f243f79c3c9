"""Every legal play for a rack, found along the lines of the board, fast.

A play's new tiles fill every empty square of one interval of a row or column, and the
squares just outside that interval are empty (or the edge), so each play is one interval
plus a card for each of its empty squares. The *main line* is that interval extended by
the tiles already touching its ends. Three shapes cover every play exactly once:

* one new tile: its row line and column line must both be valid, one of them a meld;
* two new tiles side by side whose main line is just those two: a pair, with a meld across;
* two or more new tiles whose main line holds 3 or more tiles: the main line is a run or
  a group.

Cross-checks (the cards an empty square accepts, given the tiles across the play's line)
are 52-bit card masks. Runs are found for all four suits at once with 14-bit masks of
"values" (1-14, the ace both 1 and 14) packed in 32-bit lanes of one integer: the run that
starts with value v along the line needs value v+i at position i, so shifting each
position's mask by i and and-ing them leaves exactly the starting values that fit; counters
of the same shape say how many jokers each run would need. Every play generated this way is
legal by construction (its lines, its section and its meld are all checked here), so its
score breakdown is built directly, equal field by field to what `Board.check` returns; the
tests prove both against a brute-force enumerator (`ginnyo.brute`).

`Position(board)` keeps what does not depend on the rack, for asking about many racks (the
computer players do); `best_total` and `best_play` skip intervals and patterns whose upper
bound cannot beat the best found so far. The module functions take a board and a rack.
"""

from __future__ import annotations

import gc
from collections import Counter
from collections.abc import Iterator
from itertools import combinations, product

from .board import Board
from .layout import SIZE, Layout, Square, square_name
from .melds import Kind, classify
from .plays import Placement
from .scoring import GIN_BONUS, GIN_TILES, LineScore, PlayScore
from .tiles import ALL_CARDS, JOKER, Card, rank_value

H: Square = (1, 0)
V: Square = (0, 1)

ALL_MASK = (1 << 52) - 1
CODE: dict[Card, int] = {card: i for i, card in enumerate(ALL_CARDS)}
CARD_TEXT = tuple(str(c) for c in ALL_CARDS)
RUN_VALUE = tuple(rank_value(c.rank, False) for c in ALL_CARDS)
GROUP_VALUE = tuple(rank_value(c.rank, True) for c in ALL_CARDS)

LANE = 32
ALL14 = (1 << 14) - 1
LANE_ALL = sum(ALL14 << (LANE * s) for s in range(4))


def _lanes14(bits: int) -> int:
    return sum(bits << (LANE * s) for s in range(4))


# starting values (bit v-1) of a run of length L: ascending v+L-1 <= 14, descending v-L+1 >= 1
ASC_LIMIT = tuple(_lanes14(((1 << max(0, 15 - n)) - 1) & ALL14) for n in range(16))
DESC_LIMIT = tuple(_lanes14(ALL14 & ~((1 << max(0, n - 1)) - 1)) if n <= 14 else 0 for n in range(16))


def _card_lanes(code: int) -> int:
    """The value lanes of one card: its suit's lane, value = rank, the ace also 14."""
    rank = code % 13 + 1
    bits = (1 << (rank - 1)) | ((1 << 13) if rank == 1 else 0)
    return bits << (LANE * (code // 13))


CARD_LANES = tuple(_card_lanes(c) for c in range(52))


def mask_lanes(mask: int) -> int:
    """The value lanes of a set of cards."""
    out = 0
    for s in range(4):
        m = (mask >> (13 * s)) & 0x1FFF
        if m:
            out |= (m | ((m & 1) << 13)) << (LANE * s)
    return out


def mask_ranks_by_suit(mask: int, rank: int) -> int:
    """The 4-bit set of suits in which a set of cards holds this rank (0 for the ace to 12 for the king)."""
    return sum(1 << s for s in range(4) if mask >> (13 * s + rank) & 1)


def mask_ranks(mask: int) -> int:
    """The 13-bit set of ranks (bit rank-1) present in a set of cards."""
    return (mask | (mask >> 13) | (mask >> 26) | (mask >> 39)) & 0x1FFF


def _partners(code: int) -> int:
    """Cards that make a pair with this one: same rank other suit, or same suit next rank (K-A too)."""
    rank, suit = code % 13, code // 13
    out = 0
    for s in range(4):
        if s != suit:
            out |= 1 << (s * 13 + rank)
    out |= 1 << (suit * 13 + (rank + 1) % 13)
    out |= 1 << (suit * 13 + (rank - 1) % 13)
    return out


PARTNERS = tuple(_partners(c) for c in range(52))
ALL_LANES = mask_lanes(ALL_MASK)


def bits_of(mask: int) -> Iterator[int]:
    """The set bits of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class Rack:
    """A multiset of cards plus a number of jokers: the tiles a play may use."""

    def __init__(self, cards: list[Card], jokers: int) -> None:
        self.counts = Counter(cards)
        self.jokers = jokers
        self.size = len(cards) + jokers
        # the cards a tile of this rack can show: its own, or any card with a joker
        self.candidates = frozenset(ALL_CARDS) if jokers else frozenset(self.counts)
        self.count = [0] * 52
        for card, n in self.counts.items():
            self.count[CODE[card]] = n
        self.mask = sum(1 << CODE[card] for card in self.counts)
        self.any = ALL_MASK if jokers else self.mask
        # ranks (13-bit mask) that can fill m squares of one group: m different suits, jokers helping
        suits_of_rank = [bin(mask_ranks_by_suit(self.mask, r)).count("1") for r in range(13)]
        self.group_ranks = [sum(1 << r for r in range(13) if suits_of_rank[r] + jokers >= m) for m in range(5)]


# -- cross-checks ----------------------------------------------------------------------------

_CROSS: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}
_CROSS_LIMIT = 50_000


def cross_mask(before: tuple[int, ...], after: tuple[int, ...]) -> int:
    """Cards c (as a mask) for which before + c + after reads as a meld or a pair."""
    key = (before, after)
    found = _CROSS.get(key)
    if found is not None:
        return found
    candidates = ALL_MASK
    if before:
        candidates &= PARTNERS[before[-1]]
    if after:
        candidates &= PARTNERS[after[0]]
    head = [ALL_CARDS[c] for c in before]
    tail = [ALL_CARDS[c] for c in after]
    mask = 0
    for c in bits_of(candidates):
        if classify([*head, ALL_CARDS[c], *tail]) is not None:
            mask |= 1 << c
    if len(_CROSS) >= _CROSS_LIMIT:
        _CROSS.clear()
    _CROSS[key] = mask
    return mask


# -- scoring without re-checking ---------------------------------------------------------------

BonusInfo = tuple[int, int, str]
_BONUS_INFO: dict[int, tuple[Layout, dict[Square, BonusInfo]]] = {}


def bonus_info(layout: Layout) -> dict[Square, BonusInfo]:
    """For each square: tile factor, meld factor, and the label a breakdown shows ('' if none)."""
    # keyed by identity: hashing a layout hashes its 225 squares
    known = _BONUS_INFO.get(id(layout))
    info = known[1] if known is not None and known[0] is layout else None
    if info is None:
        info = {}
        for c in range(SIZE):
            for r in range(SIZE):
                bonus = layout.bonus((c, r))
                tf, mf = bonus.tile_factor, bonus.meld_factor
                label = f"{square_name((c, r))} {bonus.label}" if tf > 1 or mf > 1 else ""
                info[(c, r)] = (tf, mf, label)
        _BONUS_INFO[id(layout)] = (layout, info)
    return info


def line_score(
    tiles: tuple[Placement, ...], fresh: tuple[bool, ...], kind: Kind, info: dict[Square, BonusInfo]
) -> LineScore:
    """The same LineScore as `scoring.score_line`, with the bonuses looked up once per layout."""
    addition = False
    streak = 0
    for new in fresh:
        streak = 0 if new else streak + 1
        if streak >= 3:
            addition = True
            break
    values = GROUP_VALUE if kind is Kind.GROUP else RUN_VALUE
    total = 0
    factor = 1
    bonuses: list[str] = []
    for p, new in zip(tiles, fresh):
        value = 0 if p.joker else values[CODE[p.card]]
        if not new:
            if not addition:
                total += value
            continue
        tf, mf, label = info[p.square]
        if label:
            bonuses.append(label)
        if addition:
            total += value * tf * mf
        else:
            total += value * tf
            factor *= mf
    return LineScore(
        squares=tuple(p.square for p in tiles),
        tiles=tiles,
        kind=kind,
        new_meld=not addition,
        bonuses=tuple(bonuses),
        subtotal=total * factor,
    )


def _kind(cards: list[Card]) -> Kind:
    kind = classify(cards)
    assert kind is not None
    return kind


# -- the search ---------------------------------------------------------------------------------

NO_MISSES = [0]
NO_FACTORS: list[int] = []

MULTI: Square = (-1, -1)
"""Stands for "two sections or more": a square touching two sections takes no tile."""

LINES = {
    H: tuple(tuple((k, index) for k in range(SIZE)) for index in range(SIZE)),
    V: tuple(tuple((index, k) for k in range(SIZE)) for index in range(SIZE)),
}
SQUARE_NAME = {(c, r): square_name((c, r)) for c in range(SIZE) for r in range(SIZE)}


class Cross:
    """The tiles across a square for plays along one direction, and the cards that keep them valid."""

    __slots__ = ("after", "before", "length", "mask")

    def __init__(self, before: tuple[Placement, ...], after: tuple[Placement, ...], mask: int) -> None:
        self.before = before
        self.after = after
        self.length = len(before) + len(after) + 1
        self.mask = mask


OPEN = Cross((), (), ALL_MASK)


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


class LineFacts:
    """What a row or column holds, whatever the rack: tiles, what each empty square accepts."""

    __slots__ = (
        "across",
        "anchors",
        "bounds",
        "d",
        "fixed",
        "fixed_lanes",
        "fixed_ranks",
        "masks",
        "old_values",
        "position",
        "reach",
        "squares",
        "starts",
        "touches",
    )

    def __init__(self, position: Position, d: Square, squares: tuple[Square, ...]) -> None:
        cells = position.cells
        touching = position.touching
        self.position = position
        self.d = d
        self.squares = squares
        self.bounds: list[tuple[int, int, int]] | None = None
        self.old_values = [0] * SIZE  # the most a tile on the board can score in a new meld
        self.fixed = [-1] * SIZE  # card code of a tile on the board
        self.fixed_lanes = [0] * SIZE
        self.fixed_ranks = [0] * SIZE
        self.masks: list[int | None] = [None] * SIZE  # cards the line across allows; None: nothing across
        self.across = [1] * SIZE  # length of the line across
        self.touches: list[Square | None] = [None] * SIZE
        self.starts = [False] * SIZE
        self.anchors = [False] * SIZE  # empty squares that touch a section or are open start squares
        for k, s in enumerate(squares):
            p = cells.get(s)
            if p is not None:
                code = CODE[p.card]
                self.fixed[k] = code
                self.fixed_lanes[k] = CARD_LANES[code]
                self.fixed_ranks[k] = 1 << (code % 13)
                self.old_values[k] = 0 if p.joker else GROUP_VALUE[code]
                continue
            if s in position.starts:
                self.starts[k] = True
                self.anchors[k] = True
            if s in touching:
                self.touches[k] = touching[s]
                self.anchors[k] = True
                cr = position.cross(s, d)
                if cr.length > 1:
                    self.masks[k] = cr.mask
                    self.across[k] = cr.length
        # holes from k up to and including the next anchor: farther than the rack reaches is no use
        self.reach = [SIZE] * SIZE
        nxt = SIZE
        for k in range(SIZE - 1, -1, -1):
            if self.fixed[k] < 0:
                nxt = 1 if self.anchors[k] else nxt + 1
            self.reach[k] = nxt

    def upper_bounds(self) -> list[tuple[int, int, int]]:
        """For each empty square, bounds on what a new tile there can add to a play along the
        line: 15 times its tile factor (the most a card scores), its meld factor, and the most
        the line across it can score."""
        if self.bounds is None:
            info = bonus_info(self.position.board.layout)
            self.bounds = []
            for k, square in enumerate(self.squares):
                if self.fixed[k] >= 0:
                    self.bounds.append((0, 1, 0))
                    continue
                tf, mf, _ = info[square]
                best = 0
                if self.across[k] >= 3:
                    cr = self.position.cross(square, self.d)
                    for code in bits_of(cr.mask):
                        p = Placement(square, ALL_CARDS[code])
                        tiles = (*cr.before, p, *cr.after)
                        fresh = tuple(t is p for t in tiles)
                        score = line_score(tiles, fresh, _kind([t.card for t in tiles]), info)
                        best = max(best, score.subtotal)
                self.bounds.append((15 * tf, mf, best))
        return self.bounds


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
        # single tiles: (square, section, cards both lines through it allow)
        self.single_squares: list[tuple[Square, Square, int]] = []
        if not self.empty:
            for square, section in self.touching.items():
                if section is None or section == MULTI or square in self.starts:
                    continue
                across = self.cross(square, V)  # the row line through the square
                down = self.cross(square, H)  # the column line through the square
                if across.length >= 3 or down.length >= 3:
                    self.single_squares.append((square, section, across.mask & down.mask))
        self._lines: list[LineFacts] | None = None

    def gin_points(self, section: Square, tiles: int) -> int:
        """The gin bonus a play of `tiles` new tiles in this section earns."""
        board = self.board
        if section in board.gin_done or board.section_size.get(section, 0) + tiles < GIN_TILES:
            return 0
        return GIN_BONUS

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
            for d in (H, V):
                counts = rows if d == H else cols
                for index in range(SIZE):
                    near = counts[index] + (counts[index - 1] if index else 0)
                    near += counts[index + 1] if index < SIZE - 1 else 0
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
        cells = self.cells
        pc, pr = d[1], d[0]
        c, r = square
        before: list[Placement] = []
        x, y = c - pc, r - pr
        while x >= 0 and y >= 0:
            p = cells.get((x, y))
            if p is None:
                break
            before.append(p)
            x, y = x - pc, y - pr
        after: list[Placement] = []
        x, y = c + pc, r + pr
        while x < SIZE and y < SIZE:
            p = cells.get((x, y))
            if p is None:
                break
            after.append(p)
            x, y = x + pc, y + pr
        if not before and not after:
            result = OPEN
        else:
            before.reverse()
            mask = cross_mask(tuple(CODE[p.card] for p in before), tuple(CODE[p.card] for p in after))
            result = Cross(tuple(before), tuple(after), mask)
        self.cross_cache[key] = result
        return result

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
        search = Search(self, rack)
        builder = Builder(self)
        scored: list[tuple[int, str, PlayScore]] = []
        # thousands of breakdowns are built and none forms a reference cycle: the cycle collector,
        # which would scan them again and again as they pile up, only slows this down
        collecting = gc.isenabled()
        gc.disable()
        try:
            for found in search.shapes():
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
        if not tops:
            return None
        scored: list[tuple[int, str, PlayScore]] = []
        for found in tops:
            builder.expand(found, rack, scored)
        return min(scored)[2]


class Search:
    """Finds every shape of legal play for one position and rack."""

    def __init__(self, position: Position, rack: Rack, bounded: bool = False) -> None:
        self.position = position
        self.rack = rack
        # with `bounded`, intervals whose plays surely score less than `floor` are skipped
        self.bounded = bounded
        self.floor = -1
        # what an empty square with nothing across accepts
        self.open_lanes = mask_lanes(rack.any)
        self.open_ranks = mask_ranks(rack.any)
        self.real_lanes = mask_lanes(rack.mask)

    def shapes(self) -> Iterator[Found]:
        yield from self.singles()
        yield from self.lines()

    # -- one new tile ----------------------------------------------------------------------------

    def singles(self) -> Iterator[Found]:
        """One new tile beside tiles already on the board."""
        avail = self.rack.any
        for square, section, allowed in self.position.single_squares:
            cards = allowed & avail
            if cards:
                where = Interval(H, [square], [0], section)
                for code in bits_of(cards):
                    yield (where, [code], None)

    # -- two or more new tiles along a line ------------------------------------------------------

    def lines(self) -> Iterator[Found]:
        for facts in self.position.lines:
            yield from self.line(facts)

    def line(self, facts: LineFacts) -> Iterator[Found]:
        """Plays of two or more new tiles along one row or column."""
        rack = self.rack
        avail = rack.any
        real = rack.mask
        jokers = rack.jokers
        limit = rack.size
        d = facts.d
        squares = facts.squares
        fixed = facts.fixed
        touches = facts.touches
        starts = facts.starts
        across = facts.across
        reach = facts.reach
        lanes = facts.fixed_lanes.copy()  # values each square can show, for runs
        ranks = facts.fixed_ranks.copy()  # ranks each square can show, for groups
        real_lanes = [0] * SIZE  # values each empty square can show without a joker
        opts = [0] * SIZE  # cards an empty square accepts from this rack
        open_lanes = self.open_lanes
        open_ranks = self.open_ranks
        open_real = self.real_lanes
        for k, mask in enumerate(facts.masks):
            if fixed[k] >= 0:
                continue
            if mask is None:
                opts[k] = avail
                lanes[k] = open_lanes
                ranks[k] = open_ranks
                real_lanes[k] = open_real
                continue
            opt = mask & avail
            opts[k] = opt
            if opt:
                lanes[k] = mask_lanes(opt)
                ranks[k] = mask_ranks(opt)
                if jokers:
                    real_lanes[k] = mask_lanes(opt & real)
        top = jokers  # index of the "more misses than jokers" counter
        group_ranks = rack.group_ranks
        bounded = self.bounded
        bounds = facts.upper_bounds() if bounded else []
        old_values = facts.old_values
        gin_points = self.position.gin_points
        for a in range(SIZE):
            if fixed[a] >= 0 or not opts[a] or reach[a] > limit:
                continue
            p0 = a
            while p0 > 0 and fixed[p0 - 1] >= 0:
                p0 -= 1
            asc = desc = LANE_ALL
            # miss_up[j] / miss_down[j]: runs that need more than j jokers so far
            miss_up = [0] * (jokers + 1) if jokers else NO_MISSES
            miss_down = [0] * (jokers + 1) if jokers else NO_MISSES
            grank = 0x1FFF
            gsuits = 0
            gdead = a - p0 > 3
            # bounds: points of the board tiles, 15 x tile factors of the holes, their meld
            # factors, the most their lines across score
            old = weight = across_best = 0
            factor = 1
            for k in range(p0, a):
                old += old_values[k]
                i = k - p0
                asc &= lanes[k] >> i
                desc &= lanes[k] << i
                grank &= ranks[k]
                bit = 1 << (fixed[k] // 13)
                if gsuits & bit:
                    gdead = True
                gsuits |= bit
            section: Square | None = None
            home: Square | None = None
            holes: list[int] = []
            for b in range(a, SIZE):
                i = b - p0
                if fixed[b] >= 0:
                    old += old_values[b]
                    asc &= lanes[b] >> i
                    desc &= lanes[b] << i
                    grank &= ranks[b]
                    bit = 1 << (fixed[b] // 13)
                    if gsuits & bit or i > 3:
                        gdead = True
                    gsuits |= bit
                    continue
                if not opts[b] or len(holes) >= limit:
                    break
                t = touches[b]
                if t is not None:
                    if t == MULTI or home is not None or (section is not None and t != section):
                        break
                    section = t
                if starts[b]:
                    if section is not None or home is not None:
                        break
                    home = squares[b]
                holes.append(i)
                if bounded:
                    w, m, x = bounds[b]
                    weight += w
                    factor *= m
                    across_best += x
                asc &= lanes[b] >> i
                desc &= lanes[b] << i
                grank &= ranks[b] & group_ranks[len(holes) if len(holes) < 5 else 4]
                if i > 3:
                    gdead = True
                if jokers:
                    up = ~(real_lanes[b] >> i)
                    down = ~(real_lanes[b] << i)
                    for j in range(top, 0, -1):
                        miss_up[j] |= miss_up[j - 1] & up
                        miss_down[j] |= miss_down[j - 1] & down
                    miss_up[0] |= up
                    miss_down[0] |= down
                    runs = (asc & ~miss_up[top] | desc & ~miss_down[top]) & LANE_ALL
                else:
                    runs = (asc | desc) & LANE_ALL
                if not runs and (gdead or not grank):
                    break
                if b == a:
                    continue
                owner = section if section is not None else home
                if owner is None:
                    continue
                # the tiles already touching the far end belong to the main line
                f = b + 1
                fa, fd, fr, fs, fg = asc, desc, grank, gsuits, gdead
                fo = old
                while f < SIZE and fixed[f] >= 0:
                    fo += old_values[f]
                    j = f - p0
                    fa &= lanes[f] >> j
                    fd &= lanes[f] << j
                    fr &= ranks[f]
                    bit = 1 << (fixed[f] // 13)
                    if fs & bit:
                        fg = True
                    fs |= bit
                    f += 1
                n = f - p0
                if bounded:
                    gin = gin_points(owner, len(holes))
                    main = 0 if n == 2 else (fo + weight) * factor
                    if gin + main + across_best < self.floor:
                        continue
                if n == 2:
                    if across[a] >= 3 or across[b] >= 3:
                        yield from self.pairs(Interval(d, list(squares[a : b + 1]), [0, 1], owner), opts[a], opts[b])
                    continue
                if jokers:
                    fa &= ~miss_up[top]
                    fd &= ~miss_down[top]
                fa &= ASC_LIMIT[n]
                fd &= DESC_LIMIT[n]
                if not (fa or fd or (n <= 4 and not fg and fr)):
                    continue
                where = Interval(d, list(squares[p0:f]), list(holes), owner)
                rest, factors = 0, NO_FACTORS
                if bounded:
                    rest = self.floor - gin - across_best  # what the main line must reach
                    factors = [bounds[p0 + h][0] // 15 for h in holes]  # tile factors
                for bit_index in bits_of(fa):
                    suit, v = divmod(bit_index, LANE)
                    base = suit * 13
                    codes = [base + (v + h) % 13 for h in holes]
                    if bounded and (fo + sum([RUN_VALUE[c] * t for c, t in zip(codes, factors)])) * factor < rest:
                        continue
                    if n < 14 or self.supplies(codes):
                        yield (where, codes, Kind.RUN)
                for bit_index in bits_of(fd):
                    suit, v = divmod(bit_index, LANE)
                    base = suit * 13
                    codes = [base + (v - h) % 13 for h in holes]
                    if bounded and (fo + sum([RUN_VALUE[c] * t for c, t in zip(codes, factors)])) * factor < rest:
                        continue
                    if n < 14 or self.supplies(codes):
                        yield (where, codes, Kind.RUN)
                if n <= 4 and not fg and fr:
                    if bounded:
                        # a group's cards are all worth the same: bound each rank on its own
                        for r in bits_of(fr):
                            if gin + (fo + GROUP_VALUE[r] * weight // 15) * factor + across_best < self.floor:
                                fr &= ~(1 << r)
                    yield from self.groups(where, opts[p0:f], fr, fs)

    def pairs(self, where: Interval, oa: int, ob: int) -> Iterator[Found]:
        """Two new tiles side by side and alone along their line: a pair (with a meld across)."""
        jokers = self.rack.jokers
        count = self.rack.count
        for x in bits_of(oa):
            for y in bits_of(PARTNERS[x] & ob):
                if jokers >= 2 or (not count[x]) + (not count[y]) <= jokers:
                    yield (where, [x, y], None)

    def groups(self, where: Interval, opts: list[int], ranks: int, used: int) -> Iterator[Found]:
        """Groups of 3 or 4 along the main line (`used`: suits of the board tiles in it)."""
        count = self.rack.count
        jokers = self.rack.jokers
        holes = where.holes
        free = [s for s in range(4) if not used >> s & 1]
        need = len(holes) - jokers
        for r in bits_of(ranks):
            if need > 0 and sum(1 for s in free if count[s * 13 + r]) < need:
                continue
            # the free suits each hole accepts in this rank
            choices = [[s for s in free if opts[h] >> (s * 13 + r) & 1] for h in holes]
            if not all(choices):
                continue
            for suits in product(*choices):
                if len(set(suits)) == len(suits):
                    codes = [s * 13 + r for s in suits]
                    if sum(1 for c in codes if not count[c]) <= jokers:
                        yield (where, codes, Kind.GROUP)

    def supplies(self, codes: list[int]) -> bool:
        """Whether the rack holds these cards (a card may repeat), with jokers for the missing ones."""
        count = self.rack.count
        missing = sum(max(0, n - count[c]) for c, n in Counter(codes).items())
        return missing <= self.rack.jokers


NO_JOKERS = tuple((False,) * n for n in range(SIZE + 1))


def fills(codes: list[int], rack: Rack) -> list[tuple[bool, ...]]:
    """Every way the rack supplies these cards: True where a joker stands in for the card."""
    n = len(codes)
    jokers = rack.jokers
    if not jokers:
        return [NO_JOKERS[n]]
    count = rack.count
    if len(set(codes)) < n:
        return _fills_repeated(codes, rack)
    flags = [not count[c] for c in codes]
    spare = jokers - sum(flags)
    out = [tuple(flags)]
    if spare > 0:
        optional = [k for k in range(n) if not flags[k]]
        for m in range(1, min(spare, len(optional)) + 1):
            for chosen in combinations(optional, m):
                f = flags.copy()
                for k in chosen:
                    f[k] = True
                out.append(tuple(f))
    return out


def fewest_jokers(codes: list[int], rack: Rack) -> tuple[bool, ...] | list[bool]:
    """The fill that uses a joker only where the rack runs out of the card."""
    count = rack.count
    if not rack.jokers:
        return NO_JOKERS[len(codes)]
    if len(set(codes)) == len(codes):
        return [not count[c] for c in codes]
    used: Counter[int] = Counter()
    flags: list[bool] = []
    for c in codes:
        used[c] += 1
        flags.append(used[c] > count[c])
    return tuple(flags)


def _fills_repeated(codes: list[int], rack: Rack) -> list[tuple[bool, ...]]:
    """`fills` when a card repeats (the ace at both ends of a 14-tile run)."""
    count = rack.count
    out: list[tuple[bool, ...]] = []
    used: Counter[int] = Counter()
    flags: list[bool] = []

    def go(k: int, jokers: int) -> None:
        if k == len(codes):
            out.append(tuple(flags))
            return
        c = codes[k]
        if count[c] > used[c]:
            used[c] += 1
            flags.append(False)
            go(k + 1, jokers)
            flags.pop()
            used[c] -= 1
        if jokers:
            flags.append(True)
            go(k + 1, jokers - 1)
            flags.pop()

    go(0, rack.jokers)
    return out


# -- score breakdowns ---------------------------------------------------------------------------

Tile = tuple[Placement, str, LineScore | None, tuple[Square, ...] | None, int]
"""A new tile: its placement, its notation, the line across it (a meld, or a pair's squares)
and the points of that line."""


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
        "multipliers",
        "new_meld",
        "old",
        "only_new",
        "squares",
        "tiles",
    )

    def __init__(self, builder: Builder, where: Interval) -> None:
        board = builder.board
        cells = board.cells
        line, holes = where.line, where.holes
        section = where.section
        self.gin = section not in board.gin_done and board.section_size.get(section, 0) + len(holes) >= GIN_TILES
        self.gin_points = GIN_BONUS if self.gin else 0
        self.squares = tuple(line)
        fresh = [False] * len(line)
        for h in holes:
            fresh[h] = True
        addition = False
        streak = 0
        for new in fresh:
            streak = 0 if new else streak + 1
            if streak >= 3:
                addition = True
                break
        self.new_meld = not addition
        info = builder.info
        bonuses: list[str] = []
        self.factor = 1
        self.multipliers: list[int] = []  # each new tile's value counts this many times (before factor)
        for h in holes:
            tf, mf, label = info[line[h]]
            if label:
                bonuses.append(label)
            if addition:
                self.multipliers.append(tf * mf)
            else:
                self.multipliers.append(tf)
                self.factor *= mf
        self.bonuses = tuple(bonuses)
        self.tiles: list[Placement | None] = [None if new else cells[s] for s, new in zip(line, fresh)]
        # the points of the board tiles in the line: (as in a run, as in a group); none if an addition
        self.old = (0, 0)
        if not addition:
            olds = [CODE[p.card] for p in self.tiles if p is not None and not p.joker]
            self.old = (sum(RUN_VALUE[c] for c in olds), sum(GROUP_VALUE[c] for c in olds))
        self.only_new = len(holes) == len(line)  # no board tile in the main line
        self.hole_squares = [line[h] for h in holes]
        # which new tiles have a line across them (the same whatever the card)
        lengths = [builder.position.cross(square, where.d).length for square in self.hole_squares]
        self.crossed = any(n > 1 for n in lengths)
        # where the main line goes among the lines (a meld) or the pairs (a pair) of the play:
        # first along a row; along a column, after the line across the first new tile if that
        # line is of the same sort
        self.at = (0, 0) if where.d == H else (int(lengths[0] >= 3), int(lengths[0] == 2))


class Builder:
    """Turns found shapes into PlayScores, equal to what `Board.check` returns for them."""

    def __init__(self, position: Position) -> None:
        self.board = position.board
        self.position = position
        self.info = bonus_info(position.board.layout)
        self.tiles: dict[int, Tile] = {}

    def shared(self, where: Interval) -> Shared:
        if where.shared is None:
            where.shared = Shared(self, where)
        return where.shared

    def tile(self, d: Square, square: Square, code: int, joker: bool) -> Tile:
        """A card (or a joker standing for it) on a square, for a play along d."""
        key = ((square[0] * SIZE + square[1]) * 52 + code) * 4 + (d is H) * 2 + joker
        found = self.tiles.get(key)
        if found is None:
            name = SQUARE_NAME[square]
            text = f"{name}:{JOKER}{CARD_TEXT[code]}" if joker else f"{name}:{CARD_TEXT[code]}"
            found = self._tile(d, Placement(square, ALL_CARDS[code], joker), text)
            self.tiles[key] = found
        return found

    def _tile(self, d: Square, p: Placement, text: str) -> Tile:
        """A new tile with the line across it (for a play along d)."""
        cr = self.position.cross(p.square, d)
        if cr.length == 1:
            return (p, text, None, None, 0)
        tiles = (*cr.before, p, *cr.after)
        if cr.length == 2:
            return (p, text, None, tuple(t.square for t in tiles), 0)
        fresh = tuple(t is p for t in tiles)
        line = line_score(tiles, fresh, _kind([t.card for t in tiles]), self.info)
        return (p, text, line, None, line.subtotal)

    def expand(self, found: Found, rack: Rack, out: list[tuple[int, str, PlayScore]]) -> None:
        """Append (-total, notation, PlayScore) for every play of this shape."""
        where, codes, kind = found
        shared = self.shared(where)
        gin, section = shared.gin, where.section
        line = where.line
        if kind is None and len(line) == 1:
            # a single tile: the row line through it, then the column line
            square, code = line[0], codes[0]
            for joker, ok in ((False, rack.count[code]), (True, rack.jokers)):
                if ok:
                    across, down_ = self.tile(V, square, code, joker), self.tile(H, square, code, joker)
                    both = (across, down_)
                    single = PlayScore(
                        (across[0],),
                        tuple(t[2] for t in both if t[2] is not None),
                        tuple(t[3] for t in both if t[3] is not None),
                        gin,
                        section,
                    )
                    out.append((-(shared.gin_points + across[4] + down_[4]), across[1], single))
            return
        d = where.d
        holes = where.holes
        tile = self.tile
        real = [tile(d, square, c, False) for square, c in zip(shared.hole_squares, codes)]
        crossed = shared.crossed
        gin_points = shared.gin_points
        line_squares = shared.squares
        at = shared.at
        if kind is not None:
            values = GROUP_VALUE if kind is Kind.GROUP else RUN_VALUE
            weights = [values[c] * m for c, m in zip(codes, shared.multipliers)]
            old = shared.old[kind is Kind.GROUP]
            factor = shared.factor
            only_new = shared.only_new
            base = shared.tiles
            new_meld = shared.new_meld
            bonuses = shared.bonuses
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
                if only_new:  # the main line is the new tiles alone
                    tiles = placements
                    points = sum([w for w, j in zip(weights, flags) if not j])
                else:
                    row = base.copy()
                    points = old
                    for h, p, w, j in zip(holes, placements, weights, flags):
                        row[h] = p
                        if not j:
                            points += w
                    tiles = tuple(row)  # type: ignore[arg-type]  # every hole is filled
                subtotal = points * factor
                lines.insert(at[0], LineScore(line_squares, tiles, kind, new_meld, bonuses, subtotal))
                total += subtotal
            else:
                pairs.insert(at[1], line_squares)
            score = PlayScore(placements, tuple(lines), tuple(pairs), gin, section)
            out.append((-total, " ".join([t[1] for t in chosen]), score))

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


def legal_plays(board: Board, cards: list[Card], jokers: int) -> list[PlayScore]:
    """Every distinct legal play, highest score first, ties in notation order."""
    return Position(board).legal_plays(cards, jokers)


def has_legal_play(board: Board, cards: list[Card], jokers: int) -> bool:
    """Whether any legal play exists; stops at the first one found."""
    return Position(board).has_legal_play(cards, jokers)


def best_total(board: Board, cards: list[Card], jokers: int) -> int:
    """The highest total of any legal play (0 when there is none), without building the plays."""
    return Position(board).best_total(cards, jokers)


def best_play(board: Board, cards: list[Card], jokers: int) -> PlayScore | None:
    """A highest-scoring legal play (the first such in `legal_plays` order), or None."""
    return Position(board).best_play(cards, jokers)
