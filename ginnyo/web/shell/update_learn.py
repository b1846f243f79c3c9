"""The lessons on the page (no PyScript): which events they take while open, and leaving them.

While a lesson is open its table takes the table's events (`learn.update`), the page's game waits (its computer
turn is stopped by a new generation and set going again on leaving, as behind the replay viewer) and the coach
is not offered.
"""

from __future__ import annotations

from typing import TypeGuard

from ..coach.events import AskHint, HintFound, Undo
from ..common import computer_events as cev
from ..common.effects import Result, unchanged
from ..common.enums import Dialog, Phase
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..learn import update as learn_update
from ..learn.events import LearnEvent, LeaveLearn, OpenLearn, StepLesson
from ..learn.state import LearnUi
from ..rummy.events import GinEvent
from ..tiles import events as tev
from ..tiles import update as tiles_update
from .state import UiState, stage, staged
from .tables import adapter

WAITING = AskHint | HintFound | Undo | tev.TableEvent | cev.ComputerEvent | GinEvent
"""What the lessons take (or, open on the list, ignore) while they are open."""


def captures(event: object, state: UiState) -> TypeGuard[LearnEvent | KeyEscape]:
    """The lessons' own events; while they are open the tables', the coach's, and Escape with no dialog or the
    joker's open."""
    if isinstance(event, LearnEvent):
        return True
    escape = isinstance(event, KeyEscape) and state.dialog in (None, Dialog.JOKER) and bool(state.learn.lesson)
    return state.learn.open and (escape or isinstance(event, WAITING))


def update_learning(state: UiState, event: object) -> Result[UiState]:
    learn = state.learn
    if isinstance(event, LeaveLearn):
        return left(state)
    if isinstance(event, StepLesson) and learn_update.beyond_last(learn, event.step):
        return to_play(state)
    if isinstance(event, OpenLearn) and not learn.open:
        state = replace(state, generation=state.generation + 1, thinking=False, replay=None)
    if isinstance(event, LearnEvent):
        new, effects = learn_update.update_learn(stage(state, state.learn), event)
    elif isinstance(event, KeyEscape) and learn.tiles is not None:
        table, effects = tiles_update.escape(learn_update.inner(stage(state, learn), learn.tiles))
        new = learn_update.outer(stage(state, learn), table)
    elif isinstance(event, GinEvent):
        new, effects = learn_update.on_gin(stage(state, learn), event)
    elif isinstance(event, tev.TableEvent | cev.ComputerEvent):
        new, effects = learn_update.on_tiles(stage(state, learn), event)
    else:
        return unchanged(state)
    return staged(state, new), effects


def left(state: UiState) -> Result[UiState]:
    """The lessons closed: the page's game goes on where it was, or the new-game form opens."""
    closed = replace(state, learn=closed_learn(state.learn), dialog=None, notice=None, error=None)
    table = adapter(closed)
    if table is not None:
        return table.next_turn(closed)
    return replace(closed, dialog=Dialog.SETUP, phase=Phase.SETUP, setup_error=None, setup_can_cancel=False), []


def to_play(state: UiState) -> Result[UiState]:
    """Past the last lesson, the next step is a game: the lessons closed and the new-game form open (cancelled,
    the page's own game comes back)."""
    closed = replace(state, learn=closed_learn(state.learn), notice=None, error=None)
    can_cancel = adapter(closed) is not None
    phase = closed.phase if can_cancel else Phase.SETUP
    return replace(closed, dialog=Dialog.SETUP, phase=phase, setup_error=None, setup_can_cancel=can_cancel), []


def closed_learn(learn: LearnUi) -> LearnUi:
    """The lessons closed, their progress kept."""
    return LearnUi(done=learn.done, damaged=learn.damaged)
