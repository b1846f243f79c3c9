"""The events of the Gin Rummy match review (no PyScript); `rummy_update.py` handles them.

Its effect, `FindGinReview`, is in `common/effects.py`.
"""

from __future__ import annotations

from ..common.frozen import frozen


@frozen
class OpenGinReview:
    """ "Review match": the review of the hands played so far, in its dialog."""


@frozen
class CloseGinReview:
    """Close the review: back where it was opened from."""


@frozen
class GinReviewFound:
    """The worker's answer about some hands of match `record`: a `Reviewed` or a `Failed` (`common/messages.py`),
    in JSON; `Reviews.answered` reads it."""

    record: str
    reply: str


GinReviewEvent = OpenGinReview | CloseGinReview | GinReviewFound


GIN_REVIEW_BUTTONS: dict[str, GinReviewEvent] = {"gin-review": OpenGinReview(), "gin-review-close": CloseGinReview()}
"""The review's buttons by `data-action`."""
