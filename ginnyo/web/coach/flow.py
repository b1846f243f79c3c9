"""Hint and Undo, written once for both games (no PyScript); each game supplies a `Coach` for what differs.

A hint is the expert's choice, worked out in the computer (`FindHint`) like a computer turn; its answer
comes back as `HintFound` and is shown only if the game is still at the same decision (game generation and
turn or action count); asking for it is marked in the save. Undo replaces the game by its replay without
your last turn and bumps the generation, so a computer turn in progress (or a hint on its way) is dropped
when it answers; the game's `next_turn` then sets the table up for you to play again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from ..common.effects import Announce, Effect, FindHint, Result, Save, Warn
from ..common.frozen import replace
from ..common.session import GameSession
from ..common.table import Stage
from ..words.lazy import phrase
from ..words.texts import HINT_FAILED, UNDONE
from .events import AskHint, HintFound, Undo

S = TypeVar("S")
A = TypeVar("A")
NextTurn = Callable[[Stage[S]], Result[Stage[S]]]


class Coach(Protocol[S, A]):
    """What Hint and Undo do differently in one game (its table's slice is `S`, its actions are `A`)."""

    @property
    def no_hint(self) -> str:
        """The console's warning when the computer answers no hint."""

    @property
    def says(self) -> bool:
        """What the flow shows is also said aloud (Gin Rummy says every new notice anyway)."""

    def session(self, ui: S) -> GameSession:
        """The game and the turns a hint was shown for."""

    def turns(self, ui: S) -> int:
        """How far the game is: the hint is for the next decision."""

    def can_hint(self, stage: Stage[S]) -> bool: ...

    def can_undo(self, stage: Stage[S]) -> bool: ...

    def asked(self, stage: Stage[S]) -> Stage[S]:
        """The stage while the computer looks for a hint."""

    def waiting(self, ui: S) -> bool:
        """A hint was asked for and not shown yet."""

    def dropped(self, stage: Stage[S]) -> Stage[S]:
        """No hint shown after all: the computer could not find one."""

    def ours(self, action: object) -> A | None:
        """The computer's answer as this game's action (None if it is none: the hint failed)."""

    def shown(self, stage: Stage[S], action: A, found: HintFound) -> tuple[Stage[S], str]:
        """The hint shown (`found` says what it scores, whether exact and why) and marked in the save, and its
        words."""

    def rewound(self, stage: Stage[S]) -> Stage[S]:
        """The game before your last turn, and whatever of the table went with that turn."""


def update_coach(
    stage: Stage[S], event: AskHint | HintFound | Undo, coach: Coach[S, A], next_turn: NextTurn[S]
) -> Result[Stage[S]]:
    """Hint and Undo in the game that `coach` speaks for; `next_turn` sets up the turn that Undo goes back to."""
    match event:
        case AskHint():
            return ask_hint(stage, coach)
        case HintFound():
            return hint_found(stage, event, coach)
    return undo(stage, coach, next_turn)


def ask_hint(stage: Stage[S], coach: Coach[S, A]) -> Result[Stage[S]]:
    """The Hint button: the computer looks for the expert's choice (see `hint_found`)."""
    if not coach.can_hint(stage):
        return stage, []
    return replace(coach.asked(stage), error=None), [FindHint(stage.generation, coach.turns(stage.ui))]


def rehint(stage: Stage[S], effects: list[Effect], coach: Coach[S, A]) -> Result[Stage[S]]:
    """A reloaded game shows the hint of the decision it was asked for again (the same seed gives the same hint)."""
    if coach.turns(stage.ui) + 1 not in coach.session(stage.ui).hints:
        return stage, effects
    new, asked = ask_hint(stage, coach)
    return new, [*effects, *asked]


def hint_found(stage: Stage[S], event: HintFound, coach: Coach[S, A]) -> Result[Stage[S]]:
    """Show the hint, marked in the save; one for another game or decision is dropped."""
    if not coach.waiting(stage.ui) or (event.generation, event.turns) != (stage.generation, coach.turns(stage.ui)):
        return stage, []
    action = coach.ours(event.action)
    if action is None:
        failed = replace(coach.dropped(stage), error=phrase(HINT_FAILED))
        return failed, [Warn(f"{coach.no_hint} ({event.action!r})")]
    shown, words = coach.shown(stage, action, event)
    return shown, [Save(), *said(coach, words)]


def undo(stage: Stage[S], coach: Coach[S, A], next_turn: NextTurn[S]) -> Result[Stage[S]]:
    """Rewind to before your last turn, then `next_turn` sets it up for you to play again."""
    if not coach.can_undo(stage):
        return stage, []
    undone = phrase(UNDONE)
    rewound = replace(coach.rewound(stage), generation=stage.generation + 1, thinking=False, notice=undone, error=None)
    new, effects = next_turn(rewound)
    return new, [Save(), *said(coach, str(undone)), *effects]


def said(coach: Coach[S, A], words: str) -> list[Effect]:
    return [Announce(words)] if coach.says else []
