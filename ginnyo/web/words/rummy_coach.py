"""Words of Hint and Undo at the Gin Rummy table (no PyScript), in the player's language (`i18n.py`)."""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind
from ginnyo.ginrummy.cards import name

from .i18n import N_, _
from .texts import pretty_tile

GIN_HINT = N_("Hint")
GIN_UNDO = N_("Undo")
GIN_HINT_TITLE = N_("What the expert computer would do in your place")
GIN_UNDO_TITLE = N_("Take back your last turn and the computer's replies")
GIN_HINTS = {
    ActionKind.DRAW: N_("Hint: draw from the stock."),
    ActionKind.TAKE: N_("Hint: take the upcard {card}."),
    ActionKind.PASS: N_("Hint: pass on the upcard."),
    ActionKind.DISCARD: N_("Hint: discard {card}."),
    ActionKind.KNOCK: N_("Hint: knock, discarding {card}."),
    ActionKind.GIN: N_("Hint: go gin, discarding {card}."),
    ActionKind.LAYOFF: N_("Hint: lay off {card} on {meld}."),
    ActionKind.DONE: N_("Hint: you are done laying off."),
}
"""The expert's choice in words (the table marks it too)."""


def gin_hint_text(action: Action, upcard: str, melds: tuple[str, ...]) -> str:
    """The hint said in the notice: `Hint: knock, discarding 9♣.` (`upcard` and the knocker's `melds` in notation)."""
    card = upcard if action.kind is ActionKind.TAKE else name(action.card) if action.card >= 0 else ""
    meld = " ".join(pretty_tile(c) for c in melds[action.meld].split()) if action.kind is ActionKind.LAYOFF else ""
    return _(GIN_HINTS[action.kind]).format(card=pretty_tile(card) if card else "", meld=meld)
