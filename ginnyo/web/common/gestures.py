"""Gestures on the board from pointer events (no PyScript): a double tap, or a pinch.

The page's adapter (``page/board_gestures.py``) hands each pointer event over as a `Touch` and gets back the
recogniser's next state and the gesture it ended, if any; what a gesture does is the update's. A tap is a
short press that hardly moves; two taps make a double tap only when they are quick, close and on the same
square (or both off the squares), so two quick taps on two squares stay two placements. Two fingers down
make a pinch once they spread (or close) by a clear part of their first distance: one pinch per two-finger
touch, and none of its fingers' taps counts.
"""

from __future__ import annotations

import math
from enum import StrEnum

from .frozen import frozen, replace

TAP_MS = 300.0  # a press longer than this is no tap
TAP_SLOP_PX = 10.0  # nor one that moves further
DOUBLE_TAP_MS = 350.0  # between the first tap's release and the second's
DOUBLE_TAP_SLOP_PX = 30.0  # between the two taps
PINCH_IN = 1.25  # two fingers this much further apart than they started: a pinch in (zoom)
PINCH_OUT = 0.8  # this much closer: a pinch out


class Phase(StrEnum):
    """Which pointer event a `Touch` is."""

    DOWN = "pointerdown"
    MOVE = "pointermove"
    UP = "pointerup"
    CANCEL = "pointercancel"


@frozen
class Touch:
    """A pointer event as the recogniser reads it: which pointer, where, when (ms), on which square (None: off)."""

    phase: Phase
    pointer: int
    x: float
    y: float
    at: float
    square: str | None = None


@frozen
class DoubleTap:
    """Two quick taps at one place: on `square` (None: off the squares)."""

    square: str | None


@frozen
class Pinch:
    """Two fingers spread (`scale` over 1: zoom in) or closed (under 1: zoom out)."""

    scale: float


Gesture = DoubleTap | Pinch


@frozen
class Recogniser:
    """What the gestures so far leave to remember: the pointers down (their first and last `Touch`), the last
    tap, and whether this touch already pinched or had two fingers (then no tap of it counts)."""

    first: tuple[Touch, ...] = ()
    last: tuple[Touch, ...] = ()
    tap: Touch | None = None
    pinched: bool = False
    crowded: bool = False


def feed(seen: Recogniser, touch: Touch) -> tuple[Recogniser, Gesture | None]:
    """The recogniser after `touch`, and the gesture it ends (None: none yet)."""
    match touch.phase:
        case Phase.DOWN:
            return pressed(seen, touch), None
        case Phase.MOVE:
            return moved(seen, touch)
        case Phase.UP:
            return released(seen, touch)
    return lifted(seen, touch.pointer), None


def pressed(seen: Recogniser, touch: Touch) -> Recogniser:
    """A new pointer down; a second one makes this touch a possible pinch, never a tap."""
    kept = lifted(seen, touch.pointer)
    crowded = kept.crowded or bool(kept.first)
    return replace(kept, first=(*kept.first, touch), last=(*kept.last, touch), crowded=crowded)


def moved(seen: Recogniser, touch: Touch) -> tuple[Recogniser, Gesture | None]:
    """A pointer down moved: with two down, a pinch once they spread or closed enough (once per touch)."""
    if not any(t.pointer == touch.pointer for t in seen.last):
        return seen, None
    last = tuple(touch if t.pointer == touch.pointer else t for t in seen.last)
    seen = replace(seen, last=last)
    if len(last) != 2 or seen.pinched:
        return seen, None
    start = distance(*seen.first[:2])
    scale = distance(*last) / start if start else 1.0
    if PINCH_OUT < scale < PINCH_IN:
        return seen, None
    return replace(seen, pinched=True), Pinch(scale)


def released(seen: Recogniser, touch: Touch) -> tuple[Recogniser, Gesture | None]:
    """A pointer up: a tap if it was short and still, a double tap if the last tap was its twin."""
    down = next((t for t in seen.first if t.pointer == touch.pointer), None)
    after = lifted(seen, touch.pointer)
    if down is None or seen.crowded or not is_tap(down, touch):
        return after, None
    if seen.tap is not None and twins(seen.tap, touch):
        return replace(after, tap=None), DoubleTap(touch.square)
    return replace(after, tap=touch), None


def lifted(seen: Recogniser, pointer: int) -> Recogniser:
    """The pointer is no longer down; with none left, the next touch starts afresh (after two fingers, with no
    tap to pair)."""
    first = tuple(t for t in seen.first if t.pointer != pointer)
    last = tuple(t for t in seen.last if t.pointer != pointer)
    if first:
        return replace(seen, first=first, last=last)
    return Recogniser(tap=None if seen.crowded else seen.tap)


def is_tap(down: Touch, up: Touch) -> bool:
    return up.at - down.at <= TAP_MS and distance(down, up) <= TAP_SLOP_PX


def twins(tap: Touch, touch: Touch) -> bool:
    """Two taps make a double tap: quick enough, close enough, on the same square."""
    quick = touch.at - tap.at <= DOUBLE_TAP_MS
    return quick and distance(tap, touch) <= DOUBLE_TAP_SLOP_PX and tap.square == touch.square


def distance(a: Touch, b: Touch) -> float:
    return math.hypot(a.x - b.x, a.y - b.y)
