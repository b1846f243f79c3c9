"""Every shape of legal play for one position and rack, found along the lines of the board.

An interval grows from its first new tile, one empty square (*hole*) at a time; the board
tiles touching it join its main line. Runs are tracked for all four suits at once on value
lanes (see `masks`): the run that starts with value v needs value v+i at position i, so
shifting each square's lanes by i and and-ing them leaves exactly the starting values that
fit (`up`; `down` for descending runs). With jokers, counters of the same shape (`miss_up[j]`:
runs needing more than j jokers so far) say which runs the rack cannot complete. Groups are
tracked as the ranks every square can show and the suits of the board tiles among them.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product
from typing import NamedTuple

from ..grid import MULTI
from ..layout import SIZE, Square
from ..melds import Kind
from .breakdown import Found, Interval
from .lines import NO_STRETCH, BoardFacts, H, LineFacts
from .masks import ASC_LIMIT, DESC_LIMIT, GROUP_VALUE, LANE, PARTNERS, RUN_VALUE, Rack, bits_of, mask_lanes, mask_ranks

NO_MISSES = [0]

Accepts = tuple[list[int], list[int], list[int], list[int]]
"""For each empty square of a line: the rack's cards it accepts (a card mask), their value
lanes, their ranks, and the lanes of the cards the rack holds without a joker."""


class Bound(NamedTuple):
    """For a bounded search: what the main line of an interval must score to matter."""

    old: int  # points of its board tiles in a new meld
    factor: int  # the meld factors of its holes
    weight: int  # 15 x the tile factors of its holes
    tile_factors: list[int]
    rest: int  # the floor, less the gin and the most the lines across can score

    def run_fails(self, codes: list[int]) -> bool:
        points = self.old + sum([RUN_VALUE[c] * t for c, t in zip(codes, self.tile_factors)])
        return points * self.factor < self.rest

    def group_ranks(self, ranks: int) -> int:
        """The ranks worth trying: a group's cards are all worth the same, so each is bounded alone."""
        for r in bits_of(ranks):
            if (self.old + GROUP_VALUE[r] * self.weight // 15) * self.factor < self.rest:
                ranks &= ~(1 << r)
        return ranks


class Search:
    """Finds every shape of legal play for one position and rack."""

    def __init__(self, facts: BoardFacts, rack: Rack, bounded: bool = False) -> None:
        self.facts = facts
        self.rack = rack
        # with `bounded`, intervals whose plays surely score less than `floor` are skipped
        self.bounded = bounded
        self.floor = -1
        # what an empty square with nothing across accepts
        self.open_lanes = mask_lanes(rack.any)
        self.open_ranks = mask_ranks(rack.any)
        self.real_lanes = mask_lanes(rack.mask)

    def shapes(self) -> Iterator[Found]:
        return (found for found in self.steps() if found is not None)

    def steps(self) -> Iterator[Found | None]:
        """One new tile beside the board's (`singles`), then two or more along each row and column (`line`), with a
        None before each line: where a caller working in slices may pause."""
        yield from self.singles()
        for facts in self.facts.lines:
            yield None
            yield from self.line(facts)

    def singles(self) -> Iterator[Found]:
        """One new tile beside tiles already on the board."""
        avail = self.rack.any
        for square, section, allowed in self.facts.single_squares:
            cards = allowed & avail
            if cards:
                where = Interval(H, [square], [0], section)
                for code in bits_of(cards):
                    yield (where, [code], None)

    def accepts(self, facts: LineFacts) -> Accepts:
        """What each empty square of the line accepts from this rack."""
        rack = self.rack
        opts, lanes, ranks, real = [0] * SIZE, [0] * SIZE, [0] * SIZE, [0] * SIZE
        for k, mask in enumerate(facts.masks):
            if facts.fixed[k] >= 0:
                continue
            if mask is None:
                opts[k], lanes[k], ranks[k], real[k] = rack.any, self.open_lanes, self.open_ranks, self.real_lanes
                continue
            opt = opts[k] = mask & rack.any
            if opt:
                lanes[k] = mask_lanes(opt)
                ranks[k] = mask_ranks(opt)
                if rack.jokers:
                    real[k] = mask_lanes(opt & rack.mask)
        return opts, lanes, ranks, real

    def line(self, facts: LineFacts) -> Iterator[Found]:
        """Plays along one line, by the square of their first new tile: from there the interval
        grows hole by hole, and each length is tried as soon as its main line's runs and groups
        are known."""
        opts, lanes, ranks, real_lanes = self.accepts(facts)
        jokers, limit, group_ranks = self.rack.jokers, self.rack.size, self.rack.group_ranks
        claims, fixed, squares, reach = facts.claims, facts.fixed, facts.squares, facts.reach
        bounds = facts.upper_bounds() if self.bounded else None
        for first in range(SIZE):
            if fixed[first] >= 0 or not opts[first] or reach[first] > limit:
                continue
            start = first  # the main line starts with the board tiles just before `first`
            while start and fixed[start - 1] >= 0:
                start -= 1
            stretch = facts.stretch(start, start) if start < first else NO_STRETCH
            _, up, down, group, suits, no_group, old = stretch
            miss_up = [0] * (jokers + 1) if jokers else NO_MISSES
            miss_down = [0] * (jokers + 1) if jokers else NO_MISSES
            owner: Square | None = None  # the section the play joins, or the start square it opens
            holes: list[int] = []
            weight = across_best = 0  # for a bounded search
            factor = 1
            hole = first
            while hole < SIZE and opts[hole] and len(holes) < limit:
                claim = claims[hole]
                if claim is not None:
                    if claim == MULTI or (owner is not None and claim != owner):
                        break
                    owner = claim
                i = hole - start
                holes.append(i)
                if bounds is not None:
                    tile_weight, meld_factor, across = bounds[hole]
                    weight, factor, across_best = weight + tile_weight, factor * meld_factor, across_best + across
                up &= lanes[hole] >> i
                down &= lanes[hole] << i
                group &= ranks[hole] & group_ranks[min(len(holes), 4)]
                no_group = no_group or i > 3
                if jokers:
                    short_up, short_down = ~(real_lanes[hole] >> i), ~(real_lanes[hole] << i)
                    for j in range(jokers, 0, -1):
                        miss_up[j] |= miss_up[j - 1] & short_up
                        miss_down[j] |= miss_down[j - 1] & short_down
                    miss_up[0] |= short_up
                    miss_down[0] |= short_down
                end = hole + 1  # the end of the main line: the board tiles after the hole belong to it
                if end < SIZE and fixed[end] >= 0:
                    end, s_up, s_down, s_group, s_suits, s_no_group, s_old = facts.stretch(end, start)
                    up, down, group, old = up & s_up, down & s_down, group & s_group, old + s_old
                    no_group = no_group or s_no_group or bool(suits & s_suits)
                    suits |= s_suits
                ups, downs = (up & ~miss_up[jokers], down & ~miss_down[jokers]) if jokers else (up, down)
                if not (ups or downs) and (no_group or not group):
                    break
                length = end - start
                if hole == first or owner is None:
                    pass
                elif length == 2:
                    if facts.across[first] >= 3 or facts.across[hole] >= 3:
                        where = Interval(facts.d, list(squares[first:end]), [0, 1], owner)
                        yield from self.pairs(where, opts[first], opts[hole], across_best)
                else:
                    ups &= ASC_LIMIT[length]
                    downs &= DESC_LIMIT[length]
                    groups = 0 if length > 4 or no_group else group
                    if ups or downs or groups:
                        bound = None
                        if bounds is not None:
                            rest = self.rest(owner, len(holes), across_best)
                            bound = Bound(old, factor, weight, [bounds[start + h][0] // 15 for h in holes], rest)
                        where = Interval(facts.d, list(squares[start:end]), holes.copy(), owner)
                        yield from self.melds(where, ups, downs, groups, suits, opts[start:end], bound)
                hole = end

    def rest(self, owner: Square, tiles: int, across_best: int) -> int:
        """What the main line must score to reach the floor, beside the gin and the lines across."""
        return self.floor - self.facts.gin_points(owner, tiles) - across_best

    def melds(
        self, where: Interval, ups: int, downs: int, groups: int, suits: int, opts: list[int], bound: Bound | None
    ) -> Iterator[Found]:
        """Runs up, runs down and groups along the main line of an interval (`suits`: of its board tiles)."""
        if bound is not None and (bound.old + bound.weight) * bound.factor < bound.rest:
            return
        if ups:
            yield from self.runs(where, ups, 1, bound)
        if downs:
            yield from self.runs(where, downs, -1, bound)
        if groups and bound is not None:
            groups = bound.group_ranks(groups)  # the floor may have risen with the runs
        if groups:
            yield from self.groups(where, opts, groups, suits)

    def runs(self, where: Interval, starts: int, step: int, bound: Bound | None) -> Iterator[Found]:
        """Runs from each start value (bit v-1 of a suit's lane), ascending (step 1) or descending (-1)."""
        offsets = where.holes if step == 1 else [-h for h in where.holes]
        repeats = len(where.line) >= 14  # the ace may be needed at both ends
        for bit_index in bits_of(starts):
            suit, v = divmod(bit_index, LANE)
            base = suit * 13
            codes = [base + (v + h) % 13 for h in offsets]
            if bound is not None and bound.run_fails(codes):
                continue
            if not repeats or self.rack.supplies(codes):
                yield (where, codes, Kind.RUN)

    def pairs(self, where: Interval, oa: int, ob: int, across_best: int) -> Iterator[Found]:
        """Two new tiles side by side and alone along their line: a pair (with a meld across)."""
        if self.bounded and self.rest(where.section, 2, across_best) > 0:
            return
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
            if all(choices):
                for codes in self.distinct_suits(r, choices):
                    yield (where, codes, Kind.GROUP)

    def distinct_suits(self, rank: int, choices: list[list[int]]) -> list[list[int]]:
        """The cards of the groups of this rank with one suit from each hole's choices, no suit
        twice (a list, not a generator: a generator per rank is measurably slower)."""
        count, jokers = self.rack.count, self.rack.jokers
        out = []
        for suits in product(*choices):
            if len(set(suits)) == len(suits):
                codes = [s * 13 + rank for s in suits]
                if sum([not count[c] for c in codes]) <= jokers:
                    out.append(codes)
        return out
