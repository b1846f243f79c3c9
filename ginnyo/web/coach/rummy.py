"""Hint and Undo at the Gin Rummy table (no PyScript): what differs from Ginny-O's (`flow.Coach`).

The hint's decision is an action count (`GinHint`), asked for on your turn with no dialog open and
worked out by `ginnyo.ginrummy.coach.hint`; it is shown on the table and in the notice (which the
page says aloud). Undo replays the match without your last turn, across a hand's end too
(`GinSession.undone`), keeping the results you have read and the hand as you arranged it.
"""

from __future__ import annotations

from ginnyo.ginrummy import Action, parse_action

from ..common.frozen import replace
from ..rummy.state import GinHint, GinUi
from ..shell.state import UiState
from ..words.lazy import Words
from ..words.rummy_coach import gin_hint_text
from ..words.texts import HINT_LOOKING


def table(state: UiState) -> GinUi:
    """The match's table: the shell asks this coach only while a Gin Rummy match is played."""
    assert state.rummy is not None
    return state.rummy


class RummyCoach:
    no_hint = "Ginny-O: no Gin Rummy hint"
    says = False

    def turns(self, state: UiState) -> int:
        return len(table(state).session.game.actions)

    def can_hint(self, state: UiState) -> bool:
        return state.dialog is None and table(state).can_hint(state.thinking)

    def can_undo(self, state: UiState) -> bool:
        return state.dialog is None and table(state).session.can_undo()

    def asked(self, state: UiState) -> UiState:
        looking = replace(table(state), hint=GinHint(self.turns(state)))
        return replace(state, rummy=looking, notice=Words.of(HINT_LOOKING))

    def waiting(self, state: UiState) -> bool:
        hint = table(state).hint
        return hint is not None and hint.action is None and hint.actions == self.turns(state)

    def dropped(self, state: UiState) -> UiState:
        return replace(state, rummy=replace(table(state), hint=None), notice=None)

    def parse(self, text: str) -> Action:
        return parse_action(text)

    def shown(self, state: UiState, action: Action, score: int) -> tuple[UiState, str]:
        gin = table(state)
        game = gin.session.game
        view = game.view(game.current)  # yours: a hint is asked for on your turn only
        words = Words(gin_hint_text, (action, view.upcard, view.knock.melds if view.knock is not None else ()))
        shown = replace(gin, session=gin.session.hinted(), hint=GinHint(self.turns(state), action))
        return replace(state, rummy=shown, notice=words), str(words)

    def rewound(self, state: UiState) -> UiState:
        gin = table(state)
        session = gin.session.undone()
        return replace(state, rummy=GinUi(session, seen=min(gin.seen, len(session.game.results)), order=gin.order))


RUMMY = RummyCoach()
