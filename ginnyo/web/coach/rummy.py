"""Hint and Undo at the Gin Rummy table (no PyScript): what differs from Ginny-O's (`flow.Coach`).

The hint's decision is an action count (`GinHint`), asked for on your turn with no dialog open and
worked out by `ginnyo.ginrummy.coach.hint`; it is shown on the table and in the notice (which the
page says aloud). Undo replays the match without your last turn, across a hand's end too
(`GinSession.undone`), keeping the results you have read and the hand as you arranged it.
"""

from __future__ import annotations

from ginnyo.ginrummy import Action

from ..common.frozen import replace
from ..common.table import Stage
from ..common.text import Words
from ..rummy.session import GinSession
from ..rummy.state import GinHint, GinUi
from ..words.lazy import phrase
from ..words.rummy_coach import gin_hint_text
from ..words.texts import HINT_LOOKING
from .events import HintFound


class RummyCoach:
    no_hint = "Ginny-O: no Gin Rummy hint"
    says = False

    def session(self, ui: GinUi) -> GinSession:
        return ui.session

    def turns(self, ui: GinUi) -> int:
        return len(ui.session.game.actions)

    def can_hint(self, stage: Stage[GinUi]) -> bool:
        return stage.dialog is None and stage.ui.can_hint(stage.thinking)

    def can_undo(self, stage: Stage[GinUi]) -> bool:
        return stage.dialog is None and stage.ui.session.can_undo()

    def asked(self, stage: Stage[GinUi]) -> Stage[GinUi]:
        return replace(stage.edit(hint=GinHint(self.turns(stage.ui))), notice=phrase(HINT_LOOKING))

    def waiting(self, ui: GinUi) -> bool:
        hint = ui.hint
        return hint is not None and hint.action is None and hint.actions == self.turns(ui)

    def dropped(self, stage: Stage[GinUi]) -> Stage[GinUi]:
        return replace(stage.edit(hint=None), notice=None)

    def ours(self, action: object) -> Action | None:
        return action if isinstance(action, Action) else None

    def shown(self, stage: Stage[GinUi], action: Action, found: HintFound) -> tuple[Stage[GinUi], str]:
        gin = stage.ui
        game = gin.session.game
        view = game.view(game.current)  # yours: a hint is asked for on your turn only
        words = Words(gin_hint_text, (action, view.upcard, view.knock.melds if view.knock is not None else ()))
        shown = stage.edit(session=gin.session.hinted(), hint=GinHint(self.turns(gin), action))
        return replace(shown, notice=words), str(words)

    def rewound(self, stage: Stage[GinUi]) -> Stage[GinUi]:
        gin = stage.ui
        session = gin.session.undone()
        return replace(stage, ui=GinUi(session, seen=min(gin.seen, len(session.game.results)), order=gin.order))


RUMMY = RummyCoach()
