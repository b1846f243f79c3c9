"""What may be dragged on the Gin Rummy table (PyScript): the `DragRules` that `pointer.py` follows.

A card of your hand, onto another place in your hand (its order), the discard pile (a discard)
or a knocker's meld (a lay-off); the stock or the upcard, onto your hand (a draw). What a drop
means now is ``rummy/update.py``'s to say: this module only tells where it landed.
"""

from __future__ import annotations

from typing import Any

from pyscript import document

from ..browser.dom import attr, closest, closest_in
from ..common.ids import Id
from ..rummy.events import GinDrop
from .pointer import Grab

HAND = f"#{Id.GIN} .gin-hand-area"
"""A drop anywhere on your hand's area (its title and buttons too) lands in the hand."""
TARGETS = f"#{Id.GIN_HAND} [data-slot], {HAND}, #{Id.GIN_UPCARD_SLOT}, #{Id.GIN_KNOCK} [data-meld]"


def drop_at(source: str, x: float, y: float) -> GinDrop | None:
    """A drag of `source` (a card, or `stock` / `upcard`) let go at a point: what it landed on."""
    found = document.elementFromPoint(x, y)
    slot = closest_in(found, f"#{Id.GIN_HAND} [data-slot]")
    if slot is not None:
        return GinDrop(source, "hand", int(slot.getAttribute("data-slot")))
    if closest_in(found, HAND) is not None:
        return GinDrop(source, "hand")
    if closest_in(found, f"#{Id.GIN_UPCARD_SLOT}") is not None:
        return GinDrop(source, "upcard")
    meld = closest_in(found, f"#{Id.GIN_KNOCK} [data-meld]")
    return None if meld is None else GinDrop(source, "meld", int(meld.getAttribute("data-meld")))


class CardDrag:
    """Gin Rummy's drags: a card of your hand, or a pile that may be drawn from now."""

    targets = TARGETS

    def grab(self, event: Any) -> Grab | None:
        node = closest(event, f"#{Id.GIN_HAND} [data-card]")
        source = None if node is None else attr(node, "data-card")
        if node is None:
            node = closest(event, f"#{Id.GIN} button[data-pile]:not(:disabled)")
            source = None if node is None else attr(node, "data-pile")
        if node is None or source is None:
            return None
        picked = source
        return Grab(node, lambda x, y: drop_at(picked, x, y))


CARD_DRAG = CardDrag()
