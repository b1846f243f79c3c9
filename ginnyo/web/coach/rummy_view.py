"""What Hint and Undo show at the Gin Rummy table (no PyScript): their buttons.

The hint itself is marked on the table (``rummy/view.py``); the shell's renderer draws these buttons beside it
(``coach/rummy_render.py``).
"""

from __future__ import annotations

from ginnyo.ginrummy import Game, Phase

from ..common.frozen import frozen
from ..common.ids import Button
from ..rummy.state import GinUi
from ..words.i18n import _
from ..words.rummy_coach import GIN_HINT, GIN_HINT_TITLE, GIN_UNDO, GIN_UNDO_TITLE


@frozen
class CoachButton:
    action: str  # `data-action`
    label: str
    title: str
    enabled: bool


def coach_buttons(game: Game, hint: bool, undo: bool) -> tuple[CoachButton, ...]:
    """Hint (on your turn, once per decision) and Undo (once you have acted), while the match `game` is on;
    `hint` and `undo` say whether each is offered now."""
    if game.phase is Phase.OVER:
        return ()
    return (
        CoachButton(Button.GIN_HINT, _(GIN_HINT), _(GIN_HINT_TITLE), hint),
        CoachButton(Button.GIN_UNDO, _(GIN_UNDO), _(GIN_UNDO_TITLE), undo),
    )


def gin_coach_view(gin: GinUi, thinking: bool) -> tuple[CoachButton, ...]:
    """The coach's buttons at the table `gin` (`thinking`: a computer turn is in progress)."""
    return coach_buttons(gin.session.game, gin.can_hint(thinking), gin.session.can_undo())
