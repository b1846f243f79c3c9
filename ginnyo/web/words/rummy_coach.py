"""Words of Hint and Undo at the Gin Rummy table (no PyScript), in the player's language (`i18n.py`)."""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind
from ginnyo.ginrummy.cards import name

from .i18n import N_, _
from .texts import pretty_tile

GIN_HINT = N_("Hint")
GIN_UNDO = N_("Undo")
GIN_HINT_TITLE = N_("What the hard computer would do in your place")
GIN_UNDO_TITLE = N_("Take back your last turn and the computer's replies")
GIN_HINTS = {
    "draw": N_("Hint: draw from the stock."),
    "take": N_("Hint: take the upcard {card}."),
    "pass": N_("Hint: pass on the upcard."),
    "discard": N_("Hint: discard {card}."),
    "knock": N_("Hint: knock, discarding {card}."),
    "gin": N_("Hint: go gin, discarding {card}."),
    "layoff": N_("Hint: lay off {card} on {meld}."),
    "done": N_("Hint: you are done laying off."),
}
"""The hard player's choice in words (the table marks it too)."""


def gin_hint_text(action: Action, upcard: str, melds: tuple[str, ...]) -> str:
    """The hint said in the notice: `Hint: knock, discarding 9♣.` (`upcard` and the knocker's `melds` in notation)."""
    card = upcard if action.kind is ActionKind.TAKE else name(action.card) if action.card >= 0 else ""
    meld = " ".join(pretty_tile(c) for c in melds[action.meld].split()) if action.kind is ActionKind.LAYOFF else ""
    return _(GIN_HINTS[str(action.kind)]).format(card=pretty_tile(card) if card else "", meld=meld)
