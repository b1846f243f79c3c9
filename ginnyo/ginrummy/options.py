"""The fixed sizes of a Gin Rummy hand and the options a match is played with (RULES.md 10)."""

from __future__ import annotations

from dataclasses import dataclass

HAND = 10
STOCK_LEFT = 2
"""Cards left in the stock after a discard that make the hand a draw."""


@dataclass(frozen=True)
class Options:
    """Match options: knock at 10 too (default: below 10), target score, line and game bonus, first dealer."""

    knock_at_ten: bool = False
    target: int = 100
    line_bonus: bool = False
    first_dealer: int = 1

    @property
    def knock_limit(self) -> int:
        return 10 if self.knock_at_ten else 9
