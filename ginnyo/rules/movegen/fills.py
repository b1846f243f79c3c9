"""Which tiles of a play are jokers: every way a rack supplies the cards of one shape."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from ..layout import SIZE
from .masks import Rack

JokerFlags = tuple[bool, ...] | list[bool]
"""For each new tile of a play, True where a joker stands in for its card."""

NO_JOKERS = tuple((False,) * n for n in range(SIZE + 1))


def fills(codes: list[int], rack: Rack) -> list[tuple[bool, ...]]:
    """Every way the rack supplies these cards: True where a joker stands in for the card."""
    n = len(codes)
    jokers = rack.jokers
    if not jokers:
        return [NO_JOKERS[n]]
    if len(set(codes)) < n:
        return _fills_repeated(codes, rack)
    count = rack.count
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


def fewest_jokers(codes: list[int], rack: Rack) -> JokerFlags:
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
