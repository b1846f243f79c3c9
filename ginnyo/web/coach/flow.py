"""Hint and Undo, written once for both games (no PyScript); each game supplies a `Coach` for what differs.

A hint is the hard player's choice, worked out in the worker (`FindHint`) like a computer turn; its answer
comes back as `HintFound` and is shown only if the game is still at the same decision (game generation and
turn or action count); asking for it is marked in the save. Undo replaces the game by its replay without
your last turn and bumps the generation, so a computer turn in progress (or a hint on its way) is dropped
when it answers; the game's `next_turn` then sets the table up for you to play again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from ginnyo.rules import GinnyError

from ..common.effects import Announce, Effect, FindHint, Result, Save, Warn
from ..common.frozen import replace
from ..shell.state import UiState, saved
from ..words.lazy import Words
from ..words.texts import HINT_FAILED, UNDONE
from .events import AskHint, HintFound, Undo

NextTurn = Callable[[UiState], Result[UiState]]
A = TypeVar("A")


class Coach(Protocol[A]):
    """What Hint and Undo do differently in one game (its actions are `A`)."""

    @property
    def no_hint(self) -> str:
        """The console's warning when the worker answers no hint."""

    @property
    def says(self) -> bool:
        """What the flow shows is also said aloud (Gin Rummy says every new notice anyway)."""

    def turns(self, state: UiState) -> int:
        """How far the game is: the hint is for the next decision."""

    def can_hint(self, state: UiState) -> bool: ...

    def can_undo(self, state: UiState) -> bool: ...

    def asked(self, state: UiState) -> UiState:
        """The state while the worker looks for a hint."""

    def waiting(self, state: UiState) -> bool:
        """A hint was asked for and not shown yet."""

    def dropped(self, state: UiState) -> UiState:
        """No hint shown after all: the worker could not find one."""

    def parse(self, text: str) -> A:
        """The worker's answer as an action (a GinnyError if it is none)."""

    def shown(self, state: UiState, action: A, score: int) -> tuple[UiState, str]:
        """The hint shown and marked in the save, and its words."""

    def rewound(self, state: UiState) -> UiState:
        """The game before your last turn, and whatever of the table went with that turn."""


def update_coach(
    state: UiState, event: AskHint | HintFound | Undo, coach: Coach[A], next_turn: NextTurn
) -> Result[UiState]:
    """Hint and Undo in the game that `coach` speaks for; `next_turn` sets up the turn that Undo goes back to."""
    match event:
        case AskHint():
            return ask_hint(state, coach)
        case HintFound():
            return hint_found(state, event, coach)
    return undo(state, coach, next_turn)


def ask_hint(state: UiState, coach: Coach[A]) -> Result[UiState]:
    """The Hint button: the worker looks for the hard player's choice (see `hint_found`)."""
    if not coach.can_hint(state):
        return state, []
    return replace(coach.asked(state), error=None), [FindHint(state.generation, coach.turns(state))]


def rehint(state: UiState, effects: list[Effect], coach: Coach[A]) -> Result[UiState]:
    """A reloaded game shows the hint of the decision it was asked for again (the same seed gives the same hint)."""
    game = saved(state)
    if game is None or coach.turns(state) + 1 not in game.hints:
        return state, effects
    new, asked = ask_hint(state, coach)
    return new, [*effects, *asked]


def hint_found(state: UiState, event: HintFound, coach: Coach[A]) -> Result[UiState]:
    """Show the hint, marked in the save; one for another game or decision is dropped."""
    if not coach.waiting(state) or (event.generation, event.turns) != (state.generation, coach.turns(state)):
        return state, []
    try:
        action = coach.parse(event.action)
    except GinnyError:
        failed = replace(coach.dropped(state), error=Words.of(HINT_FAILED))
        return failed, [Warn(f"{coach.no_hint} ({event.action!r})")]
    shown, words = coach.shown(state, action, event.score)
    return shown, [Save(), *said(coach, words)]


def undo(state: UiState, coach: Coach[A], next_turn: NextTurn) -> Result[UiState]:
    """Rewind to before your last turn, then `next_turn` sets it up for you to play again."""
    if not coach.can_undo(state):
        return state, []
    undone = Words.of(UNDONE)
    rewound = replace(coach.rewound(state), generation=state.generation + 1, thinking=False, notice=undone, error=None)
    new, effects = next_turn(rewound)
    return new, [Save(), *said(coach, str(undone)), *effects]


def said(coach: Coach[A], words: str) -> list[Effect]:
    return [Announce(words)] if coach.says else []
