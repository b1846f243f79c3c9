"""A brute-force Gin Rummy deadwood solver, simple enough to be obviously right, and the fixed
sample of hands it solved once (`tests/data/gin_deadwood.bin.gz`), which the fast solver must match.

Regenerate the sample (about a minute) from the repository root:

    .venv/bin/python -m tests.gin_brute
"""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from itertools import combinations
from pathlib import Path

from ginnyo.rules.rng import Rng

DATA = Path(__file__).resolve().parent / "data" / "gin_deadwood.bin.gz"
HANDS = 50_000
"""Hands of 10 cards and hands of 11 cards in the sample (100,000 in all)."""
AFTER_DISCARD = 10_000
"""11-card hands whose deadwood after the best discard is in the sample too (the first ones)."""


def value(card: int) -> int:
    return min(card % 13 + 1, 10)


def is_meld(cards: tuple[int, ...]) -> bool:
    """3+ cards of one rank, or 3+ of one suit with consecutive ranks (ace low: rank 1)."""
    ranks = sorted(c % 13 for c in cards)
    suits = {c // 13 for c in cards}
    same_rank = len(set(ranks)) == 1
    run = len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + len(cards)))
    return len(cards) >= 3 and (same_rank or run)


def all_melds(hand: list[int]) -> list[frozenset[int]]:
    """Every meld inside the hand: every subset of 3+ cards of one rank group or one suit group."""
    groups = [[c for c in hand if c % 13 == r] for r in range(13)] + [
        [c for c in hand if c // 13 == s] for s in range(4)
    ]
    return [
        frozenset(combo) for g in groups for k in range(3, len(g) + 1) for combo in combinations(g, k) if is_meld(combo)
    ]


def brute_deadwood(hand: list[int]) -> int:
    """Total value less the most that any choice of disjoint melds can cover."""
    melds = all_melds(hand)

    def most(i: int, used: frozenset[int]) -> int:
        if i == len(melds):
            return 0
        skip = most(i + 1, used)
        if melds[i] & used:
            return skip
        return max(skip, sum(value(c) for c in melds[i]) + most(i + 1, used | melds[i]))

    return sum(value(c) for c in hand) - most(0, frozenset())


def brute_after_discard(hand: list[int]) -> int:
    return min(brute_deadwood([c for c in hand if c != d]) for d in hand)


def sample_hands() -> Iterator[list[int]]:
    """The sample: 10-card then 11-card hands, every other one from a narrow deck full of melds."""
    rng = Rng(2026)
    for size in (10, 11):
        for i in range(HANDS):
            if i % 2:
                low = rng.below(8)
                deck = [s * 13 + r for s in range(4) for r in range(low, low + 6)]
            else:
                deck = list(range(52))
            for j in range(size):
                k = j + rng.below(len(deck) - j)
                deck[j], deck[k] = deck[k], deck[j]
            yield deck[:size]


def expected_bytes(hands: list[list[int]]) -> bytes:
    """One byte per hand, its deadwood; then one per 11-card hand of the first AFTER_DISCARD,
    its deadwood after the best discard."""
    eleven = [h for h in hands if len(h) == 11][:AFTER_DISCARD]
    return bytes(map(brute_deadwood, hands)) + bytes(map(brute_after_discard, eleven))


def write() -> None:
    data = expected_bytes(list(sample_hands()))
    DATA.write_bytes(gzip.compress(data, mtime=0))
    print(f"{DATA}: {len(data)} bytes for {2 * HANDS} hands")


if __name__ == "__main__":
    write()
