"""The Gin Rummy match review's state (no PyScript): the worker's hand reviews as they come.

It lives in `UiState.gin_review` (kept when the review closes, so it goes on from where it was;
a new match replaces the whole state). The review is of the match as it was when it opened
(`record`); the hand still in play, if any, is the last one.
"""

from __future__ import annotations

from typing import Any

from ginnyo.ginrummy import HandResult
from ginnyo.ginrummy.coach import Decision, HandReview

from ..common.enums import Dialog
from ..common.frozen import frozen

DECISION_FIELDS = ("number", "seat", "name", "played", "advice", "agrees", "deadwood", "best_deadwood")


@frozen
class GinReview:
    """The review of match `record` (its JSON) as far as the worker got."""

    record: str
    hands: tuple[HandReview, ...] = ()
    advised: int = 0  # hands (from the first) that have the hard player's choices
    failed: bool = False
    back: Dialog | None = None  # the dialog it was opened from: it opens again on closing

    @property
    def done(self) -> bool:
        return self.failed or (bool(self.hands) and self.advised == len(self.hands))


def hand_review(data: dict[str, Any], results: list[HandResult]) -> HandReview:
    """A hand of the worker's answer (`HandReview.to_json`); its result is the match's own (`results`)."""
    number = int(data["hand"])
    decisions = tuple(Decision(**{key: d[key] for key in DECISION_FIELDS}) for d in data["decisions"])
    return HandReview(number, results[number - 1] if data["result"] is not None else None, decisions)
