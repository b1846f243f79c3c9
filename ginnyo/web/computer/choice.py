"""The computer's coaching answers, free of PyScript: a hint and a review, each in slices (`ginnyo.rules.steps`).

A hint is the expert's choice for the seat to move (`ginnyo.ai.analysis.hint_steps`; Gin Rummy's
`ginnyo.ginrummy.coach.hint_steps`); a review is a row per turn of Ginny-O (`ginnyo.ai.analysis.analyse_steps`) or per
hand of Gin Rummy (`ginnyo.ginrummy.coach.analyse_steps`). Both read the game they are given and never change it.
The seats' own choices are `seats.py`. The driver (`driver.py`) runs these between frames; the tests drain them.
"""

from __future__ import annotations

from ginnyo import ginrummy
from ginnyo.ai.analysis import Forgone, TurnReview, analyse_steps, hint_steps
from ginnyo.ginrummy import coach as gin_coach
from ginnyo.rules import Action, Game
from ginnyo.rules.steps import Steps

from ..common.answers import Reviewed
from ..common.frozen import frozen

AnyGame = Game | ginrummy.Game


@frozen
class Hinted:
    """The expert's action for the seat to move, what it scores (0 in Gin Rummy), and the game's length when asked
    (turns of Ginny-O, actions of Gin Rummy), so a late hint is known as such; in Ginny-O, whether the endgame was
    solved to its end (`exact`) and why a pass or an exchange though a play exists (`forgone`, `analysis.Forgone`)."""

    action: Action | ginrummy.Action
    score: int
    turns: int
    exact: bool = False
    forgone: Forgone | None = None


@frozen
class ReviewAsked:
    """Rows `start` to `stop` of a review (turns of Ginny-O, hands of Gin Rummy, from 0; all by default), with the
    expert's choices if `advice` (for `seat`'s actions only, in Gin Rummy, if given). Gin Rummy is reviewed whole
    or a hand at a time."""

    advice: bool = False
    start: int = 0
    stop: int | None = None
    seat: int | None = None


def hint(game: AnyGame) -> Steps[Hinted]:
    """The expert's choice for the seat to move in `game` (not over), with the seed a computer seat would get."""
    if isinstance(game, ginrummy.Game):
        return Hinted((yield from gin_coach.hint_steps(game)), 0, len(game.actions))
    told = yield from hint_steps(game)
    return Hinted(told.action, told.score, len(game.log), told.exact, told.forgone)


def tiles_review(game: Game, asked: ReviewAsked) -> Steps[Reviewed[TurnReview]]:
    """A Ginny-O game's review, a `TurnReview` per turn."""
    rows = yield from analyse_steps(game, asked.advice, asked.start, asked.stop)
    return Reviewed(asked.start, asked.advice, tuple(rows))


def gin_review(game: ginrummy.Game, asked: ReviewAsked) -> Steps[Reviewed[gin_coach.HandReview]]:
    """A Gin Rummy match's review, a `HandReview` per hand: every hand, or hand `start` alone (`stop` is
    `start` + 1); with `advice`, the expert's choices for `seat`'s actions (everyone's if None)."""
    whole = (asked.start, asked.stop) == (0, None)
    if not whole and asked.stop != asked.start + 1:
        raise ValueError(f"a Gin Rummy match is reviewed whole or a hand at a time, not {asked}")
    hands = yield from gin_coach.analyse_steps(game, asked.advice, None if whole else asked.start + 1, asked.seat)
    return Reviewed(asked.start, asked.advice, tuple(hands))
