"""Update steps of coaching (no PyScript): a hint from the hard player, and Undo against computers.

A hint is worked out in the worker (`FindHint`), like a computer turn; its answer comes back
as `HintFound` and is shown only if the game is still at the same turn. Undo replaces the game
by its replay without your last turn (`update.next_turn` then sets the turn up) and bumps the
generation, so a computer turn in progress (and any hint on its way) is dropped when it answers.
"""

from __future__ import annotations

from collections.abc import Callable

from ginnyo.rules import GinnyError
from ginnyo.rules.actions import parse_action

from ..common.frozen import replace
from ..shell.events import Announce, Effect, Save, Warn
from ..shell.state import ShownHint, UiState, can_hint, can_undo
from ..tiles.placing import Result, unchanged
from ..words.i18n import _
from ..words.texts import HINT_FAILED, UNDONE, hint_text, play_text
from .events import AskHint, FindHint, HintFound, Undo


def update_coach(state: UiState, event: AskHint | HintFound | Undo, next_turn: Callable[[UiState], Result]) -> Result:
    """Hint and Undo; `next_turn` (``shell/update.py``) sets up the turn that Undo goes back to."""
    match event:
        case AskHint():
            return ask_hint(state)
        case HintFound():
            return hint_found(state, event)
    return undo(state, next_turn)


def settled(state: UiState, effects: list[Effect]) -> Result:
    """Once a tile is placed, the hint's ghost gives way to the player's own play."""
    placed = state.draft is not None and bool(state.draft.placed)
    return (replace(state, hint=None) if state.hint is not None and placed else state), effects


def ask_hint(state: UiState) -> Result:
    """The Hint button: the worker looks for the hard player's choice (see `hint_found`)."""
    if not can_hint(state):
        return unchanged(state)
    assert state.session is not None
    return replace(state, asking_hint=True, error=""), [FindHint(state.generation, len(state.session.game.log))]


def rehint(state: UiState, effects: list[Effect]) -> Result:
    """A reloaded game shows the hint of the turn to play again (asked anew: the same seed gives the same hint)."""
    session = state.session
    if session is None or len(session.game.log) + 1 not in session.hints or not can_hint(state):
        return state, effects
    new, asked = ask_hint(state)
    return new, [*effects, *asked]


def hint_found(state: UiState, event: HintFound) -> Result:
    """Show the hint and mark its turn in the record; one for another game or turn is dropped."""
    session = state.session
    if session is None or not state.asking_hint:
        return unchanged(state)
    if (event.generation, event.turns) != (state.generation, len(session.game.log)):
        return unchanged(state)
    try:
        action = parse_action(event.action)
    except GinnyError:
        return replace(state, asking_hint=False, error=_(HINT_FAILED)), [Warn(f"Ginny-O: no hint ({event.action!r})")]
    said = ", ".join(filter(None, (hint_text(action, event.score), play_text(action.placements))))  # said aloud
    shown = ShownHint(action, event.score)
    return replace(state, session=session.hinted(), hint=shown, asking_hint=False), [Save(), Announce(said)]


def undo(state: UiState, next_turn: Callable[[UiState], Result]) -> Result:
    """Rewind to before your last turn, then `next_turn` sets it up for you to play again."""
    if not can_undo(state):
        return unchanged(state)
    assert state.session is not None
    rewound = replace(
        state,
        session=state.session.undone(),
        generation=state.generation + 1,
        thinking=False,
        revealed=None,
        gin=False,
        dialog=None,
        notice=_(UNDONE),
    )
    new, effects = next_turn(rewound)
    return new, [Save(), Announce(_(UNDONE)), *effects]
