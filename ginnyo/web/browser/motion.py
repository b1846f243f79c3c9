"""Motion the style sheet cannot work out alone: a tile you put on the board slides there from
its place in the rack (PyScript: it measures both), so the eye follows it to the board; a Gin
Rummy card flies from where it was to where it is drawn now (`fly`, used by `rummy/render.py`).

A tile let go there by a drag is already where it lands; a computer's tile drops in.
"""

from __future__ import annotations

from pyscript import document
from pyscript.ffi import is_none

from ..common.ids import Id
from .dom import Node

SOURCE = f"#{Id.RACK} .rack-tile.selected"
DROPPED = f"#{Id.RACK} .dropped"
"""The rack tile a drag just let go (pointer.py marks it while its drop is handled)."""


def arrive(tile: Node, square: Node, placed: bool) -> None:
    """Mark a tile new on `square` to arrive; one you placed from a picked rack tile slides from it."""
    tile.classList.add("arrive")
    source = document.querySelector(SOURCE)
    if not placed or is_none(source) or not is_none(document.querySelector(DROPPED)):
        return
    start, end = source.getBoundingClientRect(), square.getBoundingClientRect()
    if not end.width:
        return
    style = tile.style
    style.setProperty("--from-x", f"{start.left + start.width / 2 - end.left - end.width / 2:.1f}px")
    style.setProperty("--from-y", f"{start.top + start.height / 2 - end.top - end.height / 2:.1f}px")
    style.setProperty("--from-scale", f"{start.width / end.width:.3f}")
    tile.classList.add("slide")


Place = tuple[float, float, float]
"""Where a card was drawn: its centre (x, y) and its width."""


def place(node: Node) -> Place:
    box = node.getBoundingClientRect()
    return (float(box.left + box.width / 2), float(box.top + box.height / 2), float(box.width))


def fly(node: Node, start: Place, delay: int = 0) -> None:
    """FLIP: `node`, already where it lands, starts from `start` and glides there (the style sheet's `.fly`),
    after `delay` steps of a deal. A card that did not move stays still."""
    x, y, width = place(node)
    if not width or abs(start[0] - x) + abs(start[1] - y) < 2:
        return
    style = node.style
    style.setProperty("--from-x", f"{start[0] - x:.1f}px")
    style.setProperty("--from-y", f"{start[1] - y:.1f}px")
    style.setProperty("--from-scale", f"{start[2] / width:.3f}")
    style.setProperty("--step", str(delay))
    node.classList.add("fly")
