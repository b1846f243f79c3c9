"""What a player does on the Gin Rummy table (no PyScript); `gin_update.py` says what it means now."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ginnyo.ginrummy import ActionKind


class GinButton(StrEnum):
    """The table's buttons (`data-gin-action`) and the keys that do the same."""

    TAKE = "take"
    PASS = "pass"
    DRAW = "draw"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    DONE = "done"
    NEXT = "next"


ACTION_OF: dict[GinButton, ActionKind] = {b: ActionKind(str(b)) for b in GinButton if b is not GinButton.NEXT}
"""The engine's action each button takes (all but Next, which only dismisses a result)."""
WITH_CARD = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN)
"""The actions that name a card of your hand."""


@dataclass(frozen=True)
class GinAct:
    button: GinButton


@dataclass(frozen=True)
class GinPile:
    """A click on the stock or on the upcard (the discard pile's top): `stock` or `upcard`."""

    pile: str


@dataclass(frozen=True)
class GinCard:
    """A click on a card of your hand."""

    card: str


@dataclass(frozen=True)
class GinMeld:
    """A click on one of the knocker's melds (to lay the picked card off on it)."""

    index: int


@dataclass(frozen=True)
class GinMovePick:
    """An arrow key: pick the next (+1) or previous (-1) card of your hand, as the hand is shown."""

    step: int


GinEvent = GinAct | GinPile | GinCard | GinMeld | GinMovePick
