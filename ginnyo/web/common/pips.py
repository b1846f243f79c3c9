"""Where a number card's pips lie (no PyScript): the layout of a standard printed deck, A to 10.

A position is a fraction of the face's width (`x`) and height (`y`) from its top left corner, so the
style sheet places each pip the same way on a card of any size (`--x`, `--y`). As on a printed card,
the pips of the lower half are drawn upside down (`inverted`), so the card reads the same either way up.
`PIP_WIDTH` and `PIP_HEIGHT` are a pip's room, which no
two pips of a card share, and which stays clear of the corner indexes (`tests/test_pips.py`).
"""

from __future__ import annotations

from .frozen import frozen

PIP_WIDTH = 0.18
"""A pip's room across the face (a fraction of its width): the style sheet draws the suit within it."""
PIP_HEIGHT = 0.13
"""A pip's room down the face (a fraction of its height)."""
INDEX_WIDTH, INDEX_HEIGHT = 0.22, 0.25
"""The corner index's room (rank over suit), top left and, upside down, bottom right: no pip reaches in."""

LEFT, CENTRE, RIGHT = 0.31, 0.5, 0.69
TOP, UPPER, MIDDLE, LOWER, BOTTOM = 0.2, 0.4, 0.5, 0.6, 0.8


@frozen
class Pip:
    x: float  # from the face's left edge, a fraction of its width
    y: float  # from its top edge, a fraction of its height
    inverted: bool  # drawn upside down: a pip of the lower half


def pip(x: float, y: float) -> Pip:
    """A pip at (`x`, `y`), upside down below the face's middle."""
    return Pip(x, y, y > MIDDLE)


def column(x: float, *rows: float) -> tuple[Pip, ...]:
    return tuple(pip(x, y) for y in rows)


def sides(*rows: float) -> tuple[Pip, ...]:
    """The two outer columns, pip for pip."""
    return column(LEFT, *rows) + column(RIGHT, *rows)


LAYOUTS: dict[int, tuple[Pip, ...]] = {
    1: column(CENTRE, MIDDLE),
    2: column(CENTRE, TOP, BOTTOM),
    3: column(CENTRE, TOP, MIDDLE, BOTTOM),
    4: sides(TOP, BOTTOM),
    5: sides(TOP, BOTTOM) + column(CENTRE, MIDDLE),
    6: sides(TOP, MIDDLE, BOTTOM),
    7: sides(TOP, MIDDLE, BOTTOM) + column(CENTRE, 0.35),
    8: sides(TOP, MIDDLE, BOTTOM) + column(CENTRE, 0.35, 0.65),
    9: sides(TOP, UPPER, LOWER, BOTTOM) + column(CENTRE, MIDDLE),
    10: sides(TOP, UPPER, LOWER, BOTTOM) + column(CENTRE, 0.3, 0.7),
}
"""Each number card's pips, by rank (1 the ace: one pip in the middle, which the style sheet draws large)."""


def pips(rank: int) -> tuple[Pip, ...]:
    """The pips of a number card of `rank` (1-10); none for a court card."""
    return LAYOUTS.get(rank, ())
