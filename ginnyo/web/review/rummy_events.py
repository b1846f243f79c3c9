"""The events of the Gin Rummy match review (no PyScript); `rummy_update.py` handles them.

Its effect, `FindGinReview`, is in `common/effects.py`.
"""

from __future__ import annotations

from ginnyo.ginrummy.coach import HandReview

from ..common.answers import Failed, Reviewed
from ..common.frozen import frozen
from ..common.ids import Button


@frozen
class OpenGinReview:
    """ "Review match": the review of the hands played so far, in its dialog."""


@frozen
class CloseGinReview:
    """Close the review: back where it was opened from."""


@frozen
class GinReviewFound:
    """The computer's answer about some hands of match `record`: its rows, or why there are none."""

    record: str
    reply: Reviewed[HandReview] | Failed


GinReviewEvent = OpenGinReview | CloseGinReview | GinReviewFound


GIN_REVIEW_BUTTONS: dict[str, GinReviewEvent] = {
    Button.GIN_REVIEW: OpenGinReview(),
    Button.GIN_REVIEW_CLOSE: CloseGinReview(),
}
"""The review's buttons by `data-action`."""
