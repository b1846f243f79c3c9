"""Hint and Undo at the Ginny-O table (no PyScript): what differs from Gin Rummy's (`flow.Coach`).

The hint's turn is a turn of the log; while the computer looks for it, `asking_hint` says so, and the
hint is shown as a ghost on the board (a play) or in words, and said aloud. Undo takes back your last
turn with the computers' replies (`Session.undone`), and the hot-seat reveal and gin bubble with it.
"""

from __future__ import annotations

from ginnyo.rules import Action

from ..common.effects import Result, unchanged
from ..common.frozen import replace
from ..common.text import joined
from ..tiles.placing import laid
from ..tiles.session import Session
from ..tiles.state import ShownHint, TilesStage, TilesUi, can_hint, can_undo
from ..words.reasons import hint_notes
from ..words.texts import hint_text, play_text
from .events import HintFound


class TilesCoach:
    no_hint = "Ginny-O: no hint"
    says = True

    def session(self, ui: TilesUi) -> Session:
        return ui.session

    def turns(self, ui: TilesUi) -> int:
        return len(ui.session.game.log)

    def can_hint(self, stage: TilesStage) -> bool:
        return can_hint(stage.ui, stage.thinking)

    def can_undo(self, stage: TilesStage) -> bool:
        return can_undo(stage.ui)

    def asked(self, stage: TilesStage) -> TilesStage:
        return stage.edit(asking_hint=True)

    def waiting(self, ui: TilesUi) -> bool:
        return ui.asking_hint

    def dropped(self, stage: TilesStage) -> TilesStage:
        return stage.edit(asking_hint=False)

    def ours(self, action: object) -> Action | None:
        return action if isinstance(action, Action) else None

    def shown(self, stage: TilesStage, action: Action, found: HintFound) -> tuple[TilesStage, str]:
        hint = ShownHint(action, found.score, found.exact, found.forgone)
        words = ", ".join(filter(None, (hint_text(action, found.score), play_text(action.placements))))
        notes = hint_notes(action, found.exact, found.forgone)
        words = joined(f"{words}.", *notes) if notes else words
        hinted = stage.edit(session=stage.ui.session.hinted(), hint=hint, asking_hint=False)
        return hinted, words

    def rewound(self, stage: TilesStage) -> TilesStage:
        return replace(
            stage.edit(session=stage.ui.session.undone(), revealed=None, gin=False, bubble=None), dialog=None
        )


TILES = TilesCoach()


def settled(tiles: TilesUi) -> TilesUi:
    """Once a tile is placed, the hint's ghost gives way to the player's own play."""
    placed = tiles.draft is not None and bool(tiles.draft.placed)
    return replace(tiles, hint=None) if tiles.hint is not None and placed else tiles


def use_hint(stage: TilesStage) -> Result[TilesStage]:
    """ "Use this play": the hint's play laid as a draft to play or change, or its exchange's tiles selected."""
    hint = stage.ui.hint
    return unchanged(stage) if hint is None else laid(stage, hint.action)
