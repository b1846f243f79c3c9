"""Update steps of the Gin Rummy match review (no PyScript).

"Review match" opens the review of the hands played so far in a dialog, from the table (on your
turn, or once the match is over) or from a hand's result: never while the computer is about to
move, so the match stands still behind it. The worker reviews every hand at once, then asks the
hard player about your decisions hand by hand (`FindGinReview`); each answer (`GinReviewFound`)
fills the dialog as it comes. Escape or Close goes back where it was opened from.
"""

from __future__ import annotations

from typing import TypeGuard

from ginnyo.ginrummy import Phase
from ginnyo.ginrummy.coach import HandReview

from ..common import effects as fx
from ..common.effects import FindGinReview, Result, unchanged
from ..common.enums import Dialog
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..shell.state import UiState
from .rummy_events import CloseGinReview, GinReviewEvent, GinReviewFound, OpenGinReview
from .rummy_state import GinReview


def can_review(state: UiState) -> bool:
    """Once an action was played: at a hand's result, on your turn, or after the match."""
    gin = state.rummy
    if gin is None or not gin.session.game.actions or state.thinking:
        return False
    still = gin.result_pending or gin.my_turn or gin.session.game.phase is Phase.OVER
    return still and state.dialog in (None, Dialog.GIN_RESULT)


def captures(event: object, state: UiState) -> TypeGuard[GinReviewEvent | KeyEscape]:
    """The review's own events, and Escape while it is open."""
    return isinstance(event, GinReviewEvent) or (isinstance(event, KeyEscape) and state.dialog is Dialog.GIN_REVIEW)


def update_review(state: UiState, event: GinReviewEvent | KeyEscape) -> Result[UiState]:
    match event:
        case OpenGinReview():
            return opened(state)
        case CloseGinReview() | KeyEscape():
            return closed(state)
        case GinReviewFound(record, reply):
            return found(state, record, reply)
    return unchanged(state)


def opened(state: UiState) -> Result[UiState]:
    """The review of the match as it is now (the one kept, if the match has not moved since)."""
    if state.rummy is None or not can_review(state):
        return unchanged(state)
    record = state.rummy.session.to_json()
    kept = state.gin_review
    review = replace(kept if kept is not None and kept.record == record else GinReview(record), back=state.dialog)
    effects: list[fx.Effect] = [] if review.done else [FindGinReview(record, review.advised)]
    return replace(state, gin_review=review, dialog=Dialog.GIN_REVIEW), effects


def closed(state: UiState) -> Result[UiState]:
    review = state.gin_review
    if state.dialog is not Dialog.GIN_REVIEW or review is None:
        return unchanged(state)
    return replace(state, dialog=review.back), []


def found(state: UiState, record: str, reply: str) -> Result[UiState]:
    """The worker's hands go into the review of their match (another match's are dropped)."""
    review = state.gin_review
    if review is None or state.rummy is None or review.record != record:
        return unchanged(state)
    merged, failed = review.answered(reply, HandReview.from_json)
    return replace(state, gin_review=merged), [fx.Warn(f"Ginny-O: no review ({reply})")] if failed else []
