"""The board's gestures (PyScript): a finger's pointer events on the board become a zoom in or out.

Each touch or pen event on the board's box goes to the recogniser (``common/gestures.py``) as a `Touch`; a
double tap (on an empty square or off the squares, see `shell/zoom.py`) zooms in, or back out when zoomed,
and a pinch zooms in or out by its direction. A mouse's clicks stay clicks: a desktop's board fits its screen.
The box lets the browser pan but not zoom the page (`touch-action` in the style sheet), so a pinch there is the
board's, not the page's. The taps themselves still reach the page as clicks (``inputs.py``): a single tap places.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..browser.dom import attr, by_id, closest, listen
from ..common.gestures import DoubleTap, Gesture, Phase, Recogniser, Touch, feed
from ..common.ids import Id
from ..shell.events import Event, ZoomBoard


class BoardGestures:
    """Feeds the board's pointer events to the recogniser, and dispatches the zoom its gestures ask for."""

    def __init__(self, zoomed: Callable[[], bool], dispatch: Callable[[Event], None]) -> None:
        self.zoomed = zoomed
        self.dispatch = dispatch
        self.seen = Recogniser()

    def bind(self) -> None:
        box = by_id(Id.BOARD_BOX)
        for phase in Phase:
            listen(box, str(phase), self.on_pointer)

    def on_pointer(self, event: Any) -> None:
        if str(event.pointerType) == "mouse":
            return
        self.seen, gesture = feed(self.seen, touch_of(event))
        if gesture is not None:
            self.dispatch(zoom_event(gesture, self.zoomed()))


def touch_of(event: Any) -> Touch:
    """The pointer event as the recogniser reads it."""
    square = closest(event, "[data-square]")
    name = None if square is None else attr(square, "data-square")
    x, y = float(event.clientX), float(event.clientY)
    return Touch(Phase(str(event.type)), int(event.pointerId), x, y, float(event.timeStamp), name)


def zoom_event(gesture: Gesture, zoomed: bool) -> ZoomBoard:
    """A double tap toggles the zoom; a pinch zooms in (fingers spread) or out (fingers closed)."""
    if isinstance(gesture, DoubleTap):
        return ZoomBoard(not zoomed, gesture.square, tapped=True)
    return ZoomBoard(gesture.scale > 1)
