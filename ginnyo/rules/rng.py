"""A tiny seeded generator (SplitMix64) so games replay identically on every Python."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: fixed arithmetic, independent of the `random` module's implementation."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def copy(self) -> Rng:
        """A generator that goes on from here independently (for `Game.clone`)."""
        return Rng(self.state)

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        limit = ((1 << 64) // n) * n
        while True:
            x = self.next()
            if x < limit:
                return x % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
