"""The computer's answers as the page's driver sends them, worked out at once on CPython (shared by the web tests).

The driver (`ginnyo.web.computer.driver`) runs the seats' thinks, the hints and the reviews in slices between
frames; these helpers drain the same typed work (`ginnyo.rules.steps.drain`) and build the event the driver
would dispatch: `ComputerMoved` for the seat to move (its own level, or its simpler level after a refusal),
`HintFound` or `ExchangeOffered` for `FindHint`, `AnalysisFound` or `GinReviewFound` for a review asked.
"""

from __future__ import annotations

from typing import Any

from ginnyo.rules.steps import drain
from ginnyo.web.coach.events import HintFound
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common.computer_events import GameAction
from ginnyo.web.common.effects import FindAnalysis, FindGinReview, FindHint
from ginnyo.web.computer import choice
from ginnyo.web.computer.choice import ReviewAsked
from ginnyo.web.computer.seats import SeatTurn
from ginnyo.web.review.events import AnalysisFound
from ginnyo.web.review.rummy_events import GinReviewFound
from ginnyo.web.shell.seating import game_in_play, hint_answer, seat_turn
from ginnyo.web.shell.state import UiState
from ginnyo.web.tiles.events import ExchangeOffered


def turn_of(state: UiState) -> SeatTurn[Any, Any]:
    """The seat to move in the game in play (there is one: a game not over)."""
    turn = seat_turn(state)
    assert turn is not None, "no seat is to move"
    return turn


def computer_action(state: UiState) -> GameAction:
    """The action the computer seat to move chooses, with its own level and seed, seeing only its own view."""
    steps = turn_of(state).think()
    assert steps is not None, "the seat to move is no computer"
    action: GameAction = drain(steps)
    return action


def computer_moved(state: UiState) -> cev.ComputerMoved:
    """What the driver sends once the computer seat to move has thought."""
    turn = turn_of(state)
    return cev.ComputerMoved(turn.generation, turn.seat, computer_action(state))


def simpler_moved(state: UiState) -> cev.ComputerMoved:
    """What the driver sends after `StartComputer(generation, Fault.REFUSED)`: its simpler level's own choice."""
    turn = turn_of(state)
    action: GameAction = drain(turn.simpler.act(turn.view))
    return cev.ComputerMoved(turn.generation, turn.seat, action, simpler=True)


def hint_reply(state: UiState, find: FindHint) -> HintFound | ExchangeOffered:
    """The driver's answer to `find`: the expert's choice for the seat to move in the game in play."""
    game = game_in_play(state)
    assert game is not None and not game.over
    return hint_answer(find.generation, find.turns, find.offer, drain(choice.hint(game)))


def hint_found(state: UiState, find: FindHint) -> HintFound:
    """The answer to the Hint button's question."""
    found = hint_reply(state, find)
    assert isinstance(found, HintFound) and not find.offer
    return found


def exchange_offered(state: UiState, find: FindHint) -> ExchangeOffered:
    """The answer to the question asked for a player with no legal play (`find.offer`)."""
    offered = hint_reply(state, find)
    assert isinstance(offered, ExchangeOffered) and find.offer
    return offered


def analysis_found(find: FindAnalysis, asked: ReviewAsked) -> AnalysisFound:
    """The driver's answer to the viewer's question `asked` about the Ginny-O game of `find`."""
    return AnalysisFound(find.record, drain(choice.tiles_review(find.game, asked)))


def gin_review_found(find: FindGinReview, asked: ReviewAsked) -> GinReviewFound:
    """The driver's answer to the match review's question `asked` about the match of `find`."""
    return GinReviewFound(find.record, drain(choice.gin_review(find.game, asked)))
