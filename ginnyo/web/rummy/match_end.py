"""The end of a Gin Rummy match as its last result shows it (no PyScript): a win cheered, a loss's lesson.

The lesson is read off the match's score sheet: the hand the computer scored most with.
"""

from __future__ import annotations

from ..common.frozen import frozen
from ..words.ends import costliest_hand_text, match_cheer_text
from .state import GinUi


@frozen
class MatchEndView:
    cheer: str  # you won the match: the celebration's words ('' after a loss)
    lesson: str  # you lost it: the hand that cost you most ('' after a win)


def match_end_view(gin: GinUi | None) -> MatchEndView | None:
    """The match's end, while its last hand's result is shown (None before, or once it is closed)."""
    if gin is None:
        return None
    me = gin.session.me
    view = gin.session.game.view(me)
    if view.winner is None or not gin.result_pending or gin.seen != len(view.results) - 1:
        return None
    if view.winner == me:
        return MatchEndView(match_cheer_text(), "")
    worst = max((r for r in view.results if r.winner == 1 - me), key=lambda r: r.points, default=None)
    return MatchEndView("", "" if worst is None else costliest_hand_text(view.names, worst))
