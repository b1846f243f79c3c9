"""Update steps of the Gin Rummy match review (no PyScript).

"Review match" opens the review of the hands played so far in a dialog, from the table (on your
turn, or once the match is over) or from a hand's result: never while the computer is about to
move, so the match stands still behind it. The computer reviews every hand at once, then asks the
expert about your decisions hand by hand (`FindGinReview`); each answer (`GinReviewFound`)
fills the dialog as it comes. Escape or Close goes back where it was opened from.
The steps take and return the review's slice (`GinReview`); `shell/update.py` hands them what they read of the page.
"""

from __future__ import annotations

from typing import TypeGuard

from ginnyo.ginrummy.coach import HandReview

from ..common import effects as fx
from ..common.answers import Failed, Reviewed
from ..common.effects import FindGinReview, Result, unchanged
from ..common.enums import Dialog
from ..common.events import KeyEscape
from ..common.frozen import frozen, replace
from ..rummy.session import GinSession
from .reviews import merged
from .rummy_events import CloseGinReview, GinReviewEvent, GinReviewFound, OpenGinReview
from .rummy_state import GinReview


@frozen
class ReviewPage:
    """What the match review reads of the page: the dialog on top, the match in play, and whether its table
    offers the review now (`GinUi.can_review`)."""

    dialog: Dialog | None
    match: GinSession | None
    offered: bool


Shown = tuple[GinReview | None, Dialog | None]
"""The review and the dialog the page shows after a step."""


def captures(event: object, dialog: Dialog | None) -> TypeGuard[GinReviewEvent | KeyEscape]:
    """The review's own events, and Escape while it is open."""
    return isinstance(event, GinReviewEvent) or (isinstance(event, KeyEscape) and dialog is Dialog.GIN_REVIEW)


def update_review(review: GinReview | None, event: GinReviewEvent | KeyEscape, page: ReviewPage) -> Result[Shown]:
    match event:
        case OpenGinReview():
            return opened(review, page)
        case CloseGinReview() | KeyEscape() if page.dialog is Dialog.GIN_REVIEW and review is not None:
            return (review, review.back), []
        case GinReviewFound(record, reply):
            return found(review, page, record, reply)
    return unchanged((review, page.dialog))


def opened(kept: GinReview | None, page: ReviewPage) -> Result[Shown]:
    """The review of the match as it is now (the one kept, if the match has not moved since)."""
    if page.match is None or not page.offered:
        return unchanged((kept, page.dialog))
    record = page.match.to_json()
    review = replace(kept if kept is not None and kept.record == record else GinReview(record), back=page.dialog)
    effects: list[fx.Effect] = [] if review.done else [FindGinReview(record, page.match.game, review.advised)]
    return (review, Dialog.GIN_REVIEW), effects


def found(
    review: GinReview | None, page: ReviewPage, record: str, reply: Reviewed[HandReview] | Failed
) -> Result[Shown]:
    """The computer's hands go into the review of their match (another match's, or with no match, are dropped)."""
    answered = None if page.match is None else merged(review, record, reply, "review")
    if answered is None:
        return unchanged((review, page.dialog))
    merged_review, effects = answered
    return (merged_review, page.dialog), effects
