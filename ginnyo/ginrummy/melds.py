"""Melds and exact least deadwood, on 52-bit masks (RULES.md section 10).

The least deadwood of a hand is a memoised search that, for the lowest card left, tries
"deadwood" and every meld of the hand that starts with that card (runs going up its suit, sets
with higher suits; a run of 5 or more is listed whole and in every part, so splits come for
free). Cards in no meld of the hand are deadwood at once. `MELDS` lists all 329 melds (65 sets,
264 runs, ace low only) for `is_meld`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from .cards import DECK, VALUES, bits, format_hand, mask_of, parse_hand, rank, suit


def _all_melds() -> list[int]:
    melds = []
    for r in range(13):
        same = [s * 13 + r for s in range(4)]
        melds += [mask_of(c) for k in (3, 4) for c in combinations(same, k)]
    for s in range(4):
        for start in range(13):
            for end in range(start + 3, 14):
                melds.append(mask_of(s * 13 + r for r in range(start, end)))
    return melds


MELDS = tuple(_all_melds())
_MELD_SET = frozenset(MELDS)


def is_meld(mask: int) -> bool:
    return mask in _MELD_SET


def is_run(mask: int) -> bool:
    """A meld whose cards share a suit (a set never does)."""
    numbers = list(bits(mask))
    return len({suit(n) for n in numbers}) == 1


def _hand_melds(hand: int) -> dict[int, list[int]]:
    """The melds inside `hand`, by their lowest card: runs going up its suit, sets with higher suits."""
    out: dict[int, list[int]] = {}
    for n in bits(hand):
        melds = []
        run, k = 1 << n, n + 1
        while k % 13 and hand >> k & 1:
            run |= 1 << k
            if k - n >= 2:
                melds.append(run)
            k += 1
        same = [1 << c for c in range(n + 13, DECK, 13) if hand >> c & 1]
        if len(same) >= 2:
            melds += [1 << n | sum(c) for size in (2, 3) for c in combinations(same, size)]
        if melds:
            out[n] = melds
    return out


def least(hand: int) -> int:
    """The least deadwood of exactly the cards in `hand`.

    Cards in no meld of the hand are deadwood at once; the search runs on the others only.
    """
    starting = _hand_melds(hand)
    melded = _union(starting)
    loose = sum(VALUES[n] for n in bits(hand & ~melded))
    memo: dict[int, int] = {0: 0}

    def search(left: int) -> int:
        got = memo.get(left)
        if got is not None:
            return got
        low = left & -left
        n = low.bit_length() - 1
        best = VALUES[n] + search(left ^ low)
        for m in starting.get(n, ()):
            if m & left == m:
                best = min(best, search(left ^ m))
        memo[left] = best
        return best

    return loose + search(melded)


@lru_cache(maxsize=1 << 18)
def least_cached(hand: int) -> int:
    """`least`, remembered: the players ask for the same hands again and again."""
    return least(hand)


def _union(starting: dict[int, list[int]]) -> int:
    out = 0
    for melds in starting.values():
        for m in melds:
            out |= m
    return out


def covered(hand: int) -> int:
    """The cards of `hand` that are in at least one of its melds."""
    return _union(_hand_melds(hand))


def after_discard(hand: int, solve: Callable[[int], int] = least) -> int:
    """The value of `least_after_discard`, with fewer searches: of the cards in no meld only the
    highest is worth discarding, and a melded card only when it is worth more (removing a card
    lowers the deadwood by its value at most). `solve` may be a cached `least`."""
    cover = covered(hand)
    top = max((VALUES[n] for n in bits(hand & ~cover)), default=0)
    best = solve(hand) - top if hand & ~cover else 1 << 30
    for n in bits(cover):
        if VALUES[n] > top:
            best = min(best, solve(hand & ~(1 << n)))
    return best


def least_after_discard(hand: int) -> tuple[int, list[int]]:
    """The least deadwood left after the best discard from `hand`, and every discard reaching it."""
    results = [(least(hand ^ (1 << n)), n) for n in bits(hand)]
    best = min(v for v, _ in results)
    return best, [n for v, n in results if v == best]


@dataclass(frozen=True)
class Arrangement:
    """Melds (masks, adjacent runs of one suit joined) and the deadwood cards of a hand."""

    melds: tuple[int, ...]
    deadwood: int

    @property
    def points(self) -> int:
        return sum(VALUES[n] for n in bits(self.deadwood))

    def layoff_targets(self) -> int:
        """Cards outside the hand that the opponent could lay off directly on these melds."""
        held = self.deadwood
        for m in self.melds:
            held |= m
        return sum(targets(m) for m in self.melds) & ~held

    def __str__(self) -> str:
        parts = [format_hand(m) for m in self.melds]
        return " | ".join(parts + ([f"deadwood {format_hand(self.deadwood)}"] if self.deadwood else []))


def targets(meld: int) -> int:
    """The cards that extend a meld by one: a set's missing suits, a run's two ends."""
    numbers = list(bits(meld))
    if not is_run(meld):
        r = rank(numbers[0]) - 1
        return mask_of(s * 13 + r for s in range(4)) & ~meld
    low, high = numbers[0], numbers[-1]
    out = 0
    if rank(low) > 1:
        out |= 1 << (low - 1)
    if rank(high) < 13:
        out |= 1 << (high + 1)
    return out


def join_runs(melds: list[int]) -> tuple[int, ...]:
    """Join runs of one suit that touch (3-5 and 6-8 are one run 3-8); sorted, for a canonical form."""
    runs = sorted(m for m in melds if is_run(m))
    joined: list[int] = []
    for m in runs:
        if (
            joined
            and (joined[-1] << 1 | joined[-1]) & m
            and suit(m.bit_length() - 1) == suit(joined[-1].bit_length() - 1)
        ):
            joined[-1] |= m
        else:
            joined.append(m)
    return tuple(sorted(joined + [m for m in melds if not is_run(m)], key=lambda m: (m & -m, m)))


def arrangements(hand: int) -> list[Arrangement]:
    """Every arrangement of `hand` with the least deadwood, best default first.

    The default leaves the opponent the fewest lay-off targets; ties go to the fewest melds,
    then to the lowest cards, so the order is fixed.
    """
    melds = [m for ms in _hand_melds(hand).values() for m in ms]
    found: set[tuple[int, ...]] = set()
    goal = least(hand)

    def search(left: int, chosen: list[int], dead: int) -> None:
        if dead > goal:
            return
        if not left:
            found.add(tuple(chosen))
            return
        low = left & -left
        n = low.bit_length() - 1
        search(left ^ low, chosen, dead + VALUES[n])
        for m in melds:
            if m & low and m & left == m:
                search(left ^ m, [*chosen, m], dead)

    search(hand, [], 0)
    out = set()
    for chosen in found:
        joined = join_runs(list(chosen))
        rest = hand
        for m in joined:
            rest &= ~m
        out.add(Arrangement(joined, rest))
    return sorted(out, key=lambda a: (bin(a.layoff_targets()).count("1"), len(a.melds), a.melds))


@lru_cache(maxsize=1 << 16)
def best_arrangement(hand: int) -> Arrangement:
    """The default least-deadwood arrangement (see `arrangements`)."""
    return arrangements(hand)[0]


def deadwood(cards: str) -> int:
    """The least deadwood of exactly the cards given, like `deadwood("AH 2H 3H KS")` == 10."""
    return least(parse_hand(cards))


def best_melds(cards: str) -> Arrangement:
    """One least-deadwood arrangement of the cards given: the one leaving the fewest lay-off targets."""
    return best_arrangement(parse_hand(cards))


def all_melds(cards: str) -> list[Arrangement]:
    """Every least-deadwood arrangement of the cards given, the default first."""
    return arrangements(parse_hand(cards))
