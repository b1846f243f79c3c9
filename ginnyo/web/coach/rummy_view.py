"""What Hint and Undo show at the Gin Rummy table (no PyScript): their buttons, and where the hint points.

The hint is marked on the table like a ghost: the pile to draw from, the card to discard (knock or
go gin with) or lay off, the knocker's meld it goes on, the button that does it.
"""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind, Game, Phase
from ginnyo.ginrummy.cards import name

from ..common.frozen import frozen
from ..common.ids import Button
from ..words.i18n import _
from ..words.rummy_coach import GIN_HINT, GIN_HINT_TITLE, GIN_UNDO, GIN_UNDO_TITLE

HINT_PILES = {ActionKind.DRAW: "stock", ActionKind.TAKE: "upcard"}


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


def hint_pile(hint: Action | None) -> str:
    """The pile the hint draws from (`stock`, `upcard`), or ''."""
    return "" if hint is None else HINT_PILES.get(hint.kind, "")


def hint_card(hint: Action | None) -> str:
    """The card of your hand the hint plays (discards, knocks or goes gin with, lays off), or ''."""
    return "" if hint is None or hint.card < 0 or hint.kind is ActionKind.TAKE else name(hint.card)


def hint_meld(hint: Action | None) -> int:
    """The knocker's meld the hint lays off on, or -1."""
    return hint.meld if hint is not None and hint.kind is ActionKind.LAYOFF else -1
