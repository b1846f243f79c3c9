"""What the computer answers a hint or a review with (no PyScript): typed values, read by the features as they are.

The computer thinks on the page's own interpreter, so its answers are the engine's values themselves: a review's
rows (`ginnyo.ai.analysis.TurnReview`, `ginnyo.ginrummy.coach.HandReview`), or a `Failed` that says why there is no
answer. Nothing is written as JSON or notation and read back.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from .frozen import frozen

R = TypeVar("R")


@frozen
class Failed:
    """The computer could not answer, and why (for the log; the page says it in its own words)."""

    error: str


@frozen
class Reviewed(Generic[R]):
    """Rows of a review from row `start` on, with the expert's choices if `advice`."""

    start: int
    advice: bool
    rows: tuple[R, ...]
