"""The Gin Rummy match review's state (no PyScript): the computer's hand reviews as they come.

It lives in `UiState.gin_review` (kept when the review closes, so it goes on from where it was;
a new match replaces the whole state). The review is of the match as it was when it opened
(`record`); the hand still in play, if any, is the last one.
"""

from __future__ import annotations

from ginnyo.ginrummy.coach import HandReview

from .reviews import Reviews

GinReview = Reviews[HandReview]
"""The match review: a row per hand, and the dialog it was opened from (`back`)."""
