"""The words of the end screens, written for translation (no PyScript): a win cheered, a loss's lesson.

The lesson names the one thing a player can take to the next game: in Ginny-O the turn that left
most points on the table (from the analysis), in Gin Rummy the hand the computer scored most with.
"""

from __future__ import annotations

from ginnyo.ai.analysis import TurnReview
from ginnyo.ginrummy import HandResult

from .i18n import _, number
from .review import action_text
from .rummy import gin_result_text
from .texts import points


def cheer_text() -> str:
    return _("Well played! A win to remember.")


def match_cheer_text() -> str:
    return _("Well played! The match is yours.")


def costliest_turn_text(review: TurnReview | None, solved: bool = False) -> str:
    """`Turn 7 cost you most: …` (by score, or for an `exact` row solved to the end of the game), or (no turn of
    yours lost a point) that every turn was the best by score, or (`solved`: some were judged solved instead) that
    none lost a point."""
    if review is None and solved:
        return _(
            "None of your turns lost a point, by the best play's score or, once the pile was empty, solved to the end "
            "of the game: the others simply scored more."
        )
    if review is None:
        return _("Each of your turns scored as much as the best play by score: the others simply scored more.")
    if review.exact:
        return _(
            "Turn {turn} cost you most: solved to the end of the game, {advice} would have ended {lost} better."
        ).format(turn=number(review.turn), advice=action_text(review.advice), lost=points(review.lost))
    return _("Turn {turn} cost you most: you scored {score}, where {best} would have scored {best_score}.").format(
        turn=number(review.turn),
        score=points(review.score),
        best=action_text(review.best),
        best_score=points(review.best_score),
    )


def working_out_text() -> str:
    return _("Looking for the turn that cost you most…")


def costliest_hand_text(names: tuple[str, ...], result: HandResult) -> str:
    """`The hand that cost you most: Computer (medium) won hand 4 by going gin: 45 points.`"""
    return _("The hand that cost you most: {result}").format(result=gin_result_text(names, result))
