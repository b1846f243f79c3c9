"""A game's review as far as the computer got (no PyScript), and the one way its answers merge in.

Both reviews fill the same way: first every row at once without the expert (a quick answer,
`advice` false), then the expert's choices a row at a time from the first (`advised` counts
them). The Ginny-O analysis has a row per turn (`ginnyo.ai.analysis.TurnReview`), the Gin Rummy
match review one per hand (`ginnyo.ginrummy.coach.HandReview`).
"""

from __future__ import annotations

from typing import Generic, TypeVar

from ..common import effects as fx
from ..common.answers import Failed, Reviewed
from ..common.enums import Dialog
from ..common.frozen import frozen, replace

R = TypeVar("R")


@frozen
class Reviews(Generic[R]):
    """The review of game `record` (its JSON): its `rows` so far, the first `advised` of them with the
    expert's choices; `failed` once an answer was an error. `back` is the dialog the review
    was opened from (the match review's: it opens again on closing; the viewer keeps its own)."""

    record: str
    rows: tuple[R, ...] = ()
    advised: int = 0
    failed: bool = False
    back: Dialog | None = None

    @property
    def done(self) -> bool:
        return self.failed or (bool(self.rows) and self.advised == len(self.rows))

    def answered(self, reply: Reviewed[R] | Failed) -> Reviews[R]:
        """The review with the computer's `reply` merged in: the quick answer gives every row, a slow one replaces
        rows from its start; a `Failed` ends it."""
        if isinstance(reply, Failed):
            return replace(self, failed=True)
        if not reply.advice:
            return replace(self, rows=reply.rows)
        start, rows = reply.start, reply.rows
        merged = (*self.rows[:start], *rows, *self.rows[start + len(rows) :])
        return replace(self, rows=merged, advised=start + len(rows))


def merged(
    review: Reviews[R] | None, record: str, reply: Reviewed[R] | Failed, what: str
) -> tuple[Reviews[R], list[fx.Effect]] | None:
    """The open `review` with the computer's `reply` merged in (and a warning if it failed), or None when the
    answer is for another game than `record`: one closed or replaced since it was asked, whose answer is dropped."""
    if review is None or review.record != record:
        return None
    failed: list[fx.Effect] = [fx.Warn(f"Ginny-O: no {what} ({reply.error})")] if isinstance(reply, Failed) else []
    return review.answered(reply), failed
