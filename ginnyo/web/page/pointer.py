"""Drag and drop with pointer events (PyScript): mouse, touch and pen alike.

What may be dragged, and what a drop means, is a game's `DragRules`: here Ginny-O's (a rack
tile or a tile placed this turn, onto a square or the rack), Gin Rummy's in ``rummy_pointer.py``.
A press on something draggable starts a `Drag`; past a few pixels a ghost follows the pointer
and the target under it is marked. Under a finger the ghost floats above it, so the finger
hides neither the piece nor its target, and it aims with the ghost. Letting go becomes one
event; the rules of what a Ginny-O drop does are in ``tiles/placing.py``. Any press hides the rack's
digit keys (`PointerUsed`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from pyscript import document

from ..browser.dom import Node, attr, closest, closest_in, listen
from ..common.frozen import frozen
from ..common.ids import Id
from ..shell.events import Event, PointerUsed
from ..tiles.events import Drop
from ..tiles.state import Pick, RackPick, SquarePick

DRAG_THRESHOLD_PX = 6
CLICK_AFTER_DRAG_S = 0.5
FINGER_CLEARANCE_PX = 24  # a touch drag's ghost: its lower edge this far above the finger
RACK_END = 99  # the slot of a drop on the rack past its tiles: the tile goes last
TARGETS = f"#{Id.BOARD} [data-square], #{Id.RACK} [data-slot]"
GHOST_DROPS = ("id", "data-index", "data-placed", "data-card", "data-pile", "data-slot")
"""What the ghost must not carry from its original: it is no tile, card or target of the page."""


@frozen
class Grab:
    """A press on something draggable: its element, and what letting it go at a point means (None: nothing)."""

    node: Node
    drop: Callable[[float, float], Event | None]


class DragRules(Protocol):
    """What a game lets a player drag."""

    @property
    def targets(self) -> str:
        """The selector of what a drag may be let go on (marked under the pointer)."""
        ...

    def grab(self, event: Any) -> Grab | None:
        """What a press at `event` picks up, if anything."""
        ...


@dataclass
class Drag:
    """A press that may become a drag: what is dragged, from where, and what it shows."""

    grab: Grab
    targets: str
    x: float
    y: float
    ghost: Node | None = None  # the copy under the pointer, once the pointer moved enough
    over: Node | None = None  # the square or rack tile under the pointer (under the ghost, for a finger)
    lift: float = 0.0  # how far above the pointer the ghost is drawn and aims


def target_at(x: float, y: float, targets: str) -> Node | None:
    """What a drag would drop on at a point (`targets`: their selector)."""
    return closest_in(document.elementFromPoint(x, y), targets)


def drop_at(source: Pick, x: float, y: float) -> Drop:
    """A drag let go at a point: on a square, on a rack tile's slot, past the rack's tiles, or elsewhere."""
    found = document.elementFromPoint(x, y)
    target = closest_in(found, TARGETS)
    if closest_in(found, f"#{Id.RACK_AREA}") is None:
        return Drop(source, None if target is None else attr(target, "data-square"))
    slot = None if target is None else attr(target, "data-slot")
    if slot is None:
        return Drop(source, None, True, RACK_END if closest_in(found, f"#{Id.RACK}") is not None else None)
    return Drop(source, None, True, int(slot))


class TileDrag:
    """Ginny-O: a rack tile or a tile placed this turn, onto a square or the rack."""

    targets = TARGETS

    def grab(self, event: Any) -> Grab | None:
        node = closest(event, f"#{Id.RACK} [data-index]")
        source: Pick
        if node is not None:
            source = RackPick(int(node.getAttribute("data-index")))
        else:
            node = closest(event, f"#{Id.BOARD} [data-placed]")
            if node is None:
                return None
            source = SquarePick(str(node.getAttribute("data-placed")))
        return Grab(node, lambda x, y: drop_at(source, x, y))


TILE_DRAG = TileDrag()


class Pointer:
    """Turns pointer events into drop events; `rules` says what may be dragged now (None: nothing)."""

    def __init__(
        self,
        rules: Callable[[], DragRules | None],
        keys_shown: Callable[[], bool],
        dispatch: Callable[[Event], None],
    ):
        self.rules = rules
        self.keys_shown = keys_shown
        self.dispatch = dispatch
        self.drag: Drag | None = None
        self.dropped_at: float | None = None  # when the last drag ended: its click is no tap

    def bind(self) -> None:
        listen(document, "pointerdown", self.down)
        listen(document, "pointermove", self.move)
        listen(document, "pointerup", self.up)
        listen(document, "pointercancel", self.cancel)

    def swallows_click(self) -> bool:
        """The click that ends a drag is not a tap (asked once per click)."""
        dropped, self.dropped_at = self.dropped_at, None
        return dropped is not None and time.monotonic() - dropped < CLICK_AFTER_DRAG_S

    def down(self, event: Any) -> None:
        self.dropped_at = None
        if self.keys_shown():
            self.dispatch(PointerUsed())
        rules = self.rules() if event.button == 0 else None
        grab = None if rules is None else rules.grab(event)
        if rules is not None and grab is not None:
            self.drag = Drag(grab, rules.targets, float(event.clientX), float(event.clientY))

    def move(self, event: Any) -> None:
        drag = self.drag
        if drag is None:
            return
        x, y = float(event.clientX), float(event.clientY)
        if drag.ghost is None:
            if abs(x - drag.x) + abs(y - drag.y) < DRAG_THRESHOLD_PX:
                return
            drag.ghost = self.ghost_of(drag.grab.node)
            if str(event.pointerType) == "touch":
                drag.lift = float(drag.ghost.offsetHeight) / 2 + FINGER_CLEARANCE_PX
        event.preventDefault()
        y -= drag.lift
        drag.ghost.style.left = f"{x}px"
        drag.ghost.style.top = f"{y}px"
        over = target_at(x, y, drag.targets)
        if over != drag.over:
            self.mark(drag.over, False)
            self.mark(over, True)
            drag.over = over

    def ghost_of(self, node: Node) -> Node:
        """A copy of the dragged face (a rack tile, the tile on a square, a card) under the pointer."""
        face = node if node.matches(".tile, .card") else node.querySelector(".tile")
        ghost = face.cloneNode(True)
        ghost.classList.add("ghost")
        for name in GHOST_DROPS:
            ghost.removeAttribute(name)
        ghost.setAttribute("aria-hidden", "true")
        if face.classList.contains("card"):  # a card's size depends on where it lies: the ghost keeps it
            ghost.style.width = f"{face.offsetWidth}px"
            ghost.style.height = f"{face.offsetHeight}px"
        document.body.append(ghost)
        node.classList.add("dragging")
        return ghost

    def mark(self, target: Node | None, on: bool) -> None:
        if target is not None:
            target.classList.toggle("drop-target", on)

    def up(self, event: Any) -> None:
        drag, self.drag = self.drag, None
        if drag is None or drag.ghost is None:
            return
        self.end(drag)
        self.dropped_at = time.monotonic()
        drag.grab.node.classList.add("dropped")  # it lands where it was let go: it does not slide (motion.py)
        try:
            dropped = drag.grab.drop(float(event.clientX), float(event.clientY) - drag.lift)
            if dropped is not None:
                self.dispatch(dropped)
        finally:
            drag.grab.node.classList.remove("dropped")

    def cancel(self, _event: Any) -> None:
        if self.drag is not None:
            self.end(self.drag)
        self.drag = None

    def end(self, drag: Drag) -> None:
        if drag.ghost is not None:
            drag.ghost.remove()
        drag.grab.node.classList.remove("dragging")
        self.mark(drag.over, False)
