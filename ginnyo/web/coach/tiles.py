"""Hint and Undo at the Ginny-O table (no PyScript): what differs from Gin Rummy's (`flow.Coach`).

The hint's turn is a turn of the log; while the worker looks for it, `asking_hint` says so, and the
hint is shown as a ghost on the board (a play) or in words, and said aloud. Undo takes back your last
turn with the computers' replies (`Session.undone`), and the hot-seat reveal and gin bubble with it.
"""

from __future__ import annotations

from ginnyo.rules import Action
from ginnyo.rules.actions import parse_action

from ..common.effects import Result
from ..common.frozen import replace
from ..shell.state import ShownHint, UiState, can_hint, can_undo
from ..words.texts import hint_text, play_text


class TilesCoach:
    no_hint = "Ginny-O: no hint"
    says = True

    def turns(self, state: UiState) -> int:
        assert state.session is not None
        return len(state.session.game.log)

    def can_hint(self, state: UiState) -> bool:
        return can_hint(state)

    def can_undo(self, state: UiState) -> bool:
        return can_undo(state)

    def asked(self, state: UiState) -> UiState:
        return replace(state, asking_hint=True)

    def waiting(self, state: UiState) -> bool:
        return state.session is not None and state.asking_hint

    def dropped(self, state: UiState) -> UiState:
        return replace(state, asking_hint=False)

    def parse(self, text: str) -> Action:
        return parse_action(text)

    def shown(self, state: UiState, action: Action, score: int) -> tuple[UiState, str]:
        assert state.session is not None
        words = ", ".join(filter(None, (hint_text(action, score), play_text(action.placements))))
        hinted = replace(state, session=state.session.hinted(), hint=ShownHint(action, score), asking_hint=False)
        return hinted, words

    def rewound(self, state: UiState) -> UiState:
        assert state.session is not None
        return replace(state, session=state.session.undone(), revealed=None, gin=False, dialog=None)


TILES = TilesCoach()


def settled(result: Result[UiState]) -> Result[UiState]:
    """Once a tile is placed, the hint's ghost gives way to the player's own play."""
    state, effects = result
    placed = state.draft is not None and bool(state.draft.placed)
    return (replace(state, hint=None) if state.hint is not None and placed else state), effects
