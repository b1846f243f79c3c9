"""A game's review as far as the worker got (no PyScript), and the one way its answers merge in.

Both reviews fill the same way: first every row at once without the expert (a quick answer,
`advice` false), then the expert's choices a row at a time from the first (`advised` counts
them). The Ginny-O analysis has a row per turn (`ginnyo.ai.analysis.TurnReview`), the Gin Rummy
match review one per hand (`ginnyo.ginrummy.coach.HandReview`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from ..common import effects as fx
from ..common.enums import Dialog
from ..common.frozen import frozen, replace
from ..common.messages import Failed, JsonObject, MessageError, Reviewed, Row, read_answer

R = TypeVar("R", bound=Row)


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

    def answered(self, reply: str, row: Callable[[JsonObject], R]) -> tuple[Reviews[R], bool]:
        """The review with the worker's `reply` (a `Reviewed` of rows that `row` reads) merged in, and
        whether it failed: the quick answer gives every row, a slow one replaces rows from its start."""
        try:
            answer = read_answer(reply, lambda text: Reviewed.from_json(text, row))
        except MessageError:  # a damaged answer ends the review as an error does
            answer = None
        if answer is None or isinstance(answer, Failed):
            return replace(self, failed=True), True
        if not answer.advice:
            return replace(self, rows=answer.rows), False
        start, rows = answer.start, answer.rows
        merged = (*self.rows[:start], *rows, *self.rows[start + len(rows) :])
        return replace(self, rows=merged, advised=start + len(rows)), False


def merged(
    review: Reviews[R] | None, record: str, reply: str, row: Callable[[JsonObject], R], what: str
) -> tuple[Reviews[R], list[fx.Effect]] | None:
    """The open `review` with the worker's `reply` merged in (and a warning if it failed), or None when the
    answer is for another game than `record`: one closed or replaced since it was asked, whose answer is dropped."""
    if review is None or review.record != record:
        return None
    answered, failed = review.answered(reply, row)
    return answered, [fx.Warn(f"Ginny-O: no {what} ({reply})")] if failed else []
