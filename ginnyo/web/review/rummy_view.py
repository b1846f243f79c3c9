"""The Gin Rummy match review as the page shows it (no PyScript): a section per hand, and two charts.

Only your decisions are listed (those where the expert would do otherwise, or that kept
more deadwood than a discard had to), so the computer's cards never show: a finished hand's
were revealed at its end, and of the hand in play only your side is reviewed. The charts
(geometry from `charts.py`) are the match score after each hand (a line per player) and the
deadwood you kept beyond the least, hand by hand (bars).
"""

from __future__ import annotations

from ginnyo.ginrummy import Game
from ginnyo.ginrummy.coach import Decision, HandReview

from ..common.charts import Chart, bar_chart, line_chart
from ..common.enums import Dialog
from ..common.frozen import frozen
from ..rummy.session import HUMAN
from ..words.i18n import _, number
from ..words.rummy import gin_result_text, gin_scores_text
from ..words.rummy_review import (
    NONE,
    NOT_YET,
    REVIEW_HEADS,
    agreement_text,
    chart_axes,
    close_label,
    extra_chart_texts,
    extra_summary,
    gin_action_text,
    hand_title,
    in_play_text,
    review_status,
    review_title,
    scores_chart_texts,
)
from .rummy_state import GinReview


@frozen
class DecisionRow:
    number: int  # the action's number in the match
    played: str
    advice: str  # the expert's choice ('…' until known)
    extra: str  # deadwood kept beyond the least ('—' for a draw or a lay-off)


@frozen
class HandSection:
    number: int
    title: str
    result: str  # who won how, and the points (or: still being played)
    scores: str  # the match score after it ('' for the hand in play)
    agreement: str
    rows: tuple[DecisionRow, ...]


@frozen
class GinReviewView:
    title: str
    close: str
    status: str
    progress: tuple[int, int]  # (hands with the expert's choices, hands)
    heads: tuple[str, ...]
    hands: tuple[HandSection, ...]
    summary: str
    scores: Chart | None
    extra: Chart | None


def mine(hand: HandReview) -> tuple[Decision, ...]:
    return tuple(d for d in hand.decisions if d.seat == HUMAN)


def decision_row(decision: Decision) -> DecisionRow:
    advice = gin_action_text(decision.advice) if decision.advice else NOT_YET
    extra = NONE if decision.deadwood is None else number(decision.extra)
    return DecisionRow(decision.number, gin_action_text(decision.played), advice, extra)


def hand_section(hand: HandReview, names: tuple[str, ...], target: int, advised: bool) -> HandSection:
    """A hand: how it ended, and your decisions the expert would not make (or that kept extra deadwood)."""
    yours = mine(hand)
    differ = tuple(d for d in yours if (advised and not d.agrees) or d.extra > 0)
    result = hand.result
    return HandSection(
        hand.number,
        hand_title(hand.number),
        in_play_text() if result is None else gin_result_text(names, result),
        "" if result is None else gin_scores_text(names, result.scores, target),
        agreement_text(sum(d.agrees for d in yours), len(yours), advised),
        tuple(decision_row(d) for d in differ),
    )


def scores_chart(review: GinReview, names: tuple[str, ...]) -> Chart | None:
    """The match score after each finished hand, from 0 (none before the first hand ends)."""
    results = [h.result for h in review.rows if h.result is not None]
    if not results:
        return None
    totals = tuple((0, *(r.scores[seat] for r in results)) for seat in range(len(names)))
    title, desc = scores_chart_texts(names, totals)
    return line_chart(title, desc, chart_axes(), names, totals, number)


def extra_chart(review: GinReview) -> Chart | None:
    extra = tuple(sum(d.extra for d in mine(hand)) for hand in review.rows)
    if not extra:
        return None
    title, desc = extra_chart_texts(extra)
    values = [(hand.number, HUMAN, value) for hand, value in zip(review.rows, extra, strict=True)]
    return bar_chart(title, desc, chart_axes(), values, number)


def gin_review_view(review: GinReview | None, dialog: Dialog | None, match: Game | None) -> GinReviewView | None:
    """The review dialog's contents while it is open (`dialog`), of the `match` in play."""
    if review is None or match is None or dialog is not Dialog.GIN_REVIEW:
        return None
    names, target = match.names, match.options.target
    count = len(review.rows)
    return GinReviewView(
        review_title(),
        close_label(),
        review_status(count, review.advised, review.failed, bool(review.rows)),
        (review.advised, count),
        tuple(_(head) for head in REVIEW_HEADS),
        tuple(hand_section(h, names, target, h.number <= review.advised) for h in review.rows),
        extra_summary(sum(d.extra for h in review.rows for d in mine(h))) if review.rows else "",
        scores_chart(review, names),
        extra_chart(review),
    )
