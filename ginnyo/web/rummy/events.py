"""What a player does on the Gin Rummy table (no PyScript); `gin_update.py` says what it means now."""

from __future__ import annotations

from ginnyo.ginrummy import ActionKind

from ..common.enums import GinButton as GinButton  # the table's buttons, worded in ``words/rummy.py``
from ..common.frozen import frozen

PAGE_ONLY = (GinButton.NEXT, GinButton.CONFIRM_KNOCK, GinButton.KEEP_PLAYING, GinButton.BY_MELDS)
"""Buttons of the page alone: dismissing a result, answering "Knock now?", laying your hand out by melds again."""
ACTION_OF: dict[GinButton, ActionKind] = {b: ActionKind(str(b)) for b in GinButton if b not in PAGE_ONLY}
"""The engine's action each of the other buttons takes."""
WITH_CARD = (ActionKind.DISCARD, ActionKind.KNOCK, ActionKind.GIN)
"""The actions that name a card of your hand."""


@frozen
class GinAct:
    button: GinButton


@frozen
class GinPile:
    """A click on the stock or on the upcard (the discard pile's top): `stock` or `upcard`."""

    pile: str


@frozen
class GinCard:
    """A click on a card of your hand."""

    card: str


@frozen
class GinMeld:
    """A click on one of the knocker's melds (to lay the picked card off on it)."""

    index: int


@frozen
class GinMovePick:
    """An arrow key: pick the next (+1) or previous (-1) card of your hand, as the hand is shown."""

    step: int


HAND_END = 99
"""The position of a drop on the hand past its cards: the card goes last."""


@frozen
class GinDrop:
    """A drag let go: a card of your hand or a pile (`stock`, `upcard`) dropped on `target`.

    Targets: `hand` (`at` is the position, as the hand is shown, the card takes), `upcard` (the
    discard pile) or `meld` (`at` is the knocker's meld). A drop anywhere else is no event.
    """

    source: str
    target: str
    at: int = HAND_END


GinEvent = GinAct | GinPile | GinCard | GinMeld | GinMovePick | GinDrop
