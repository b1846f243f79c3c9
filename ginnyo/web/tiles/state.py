"""The Ginny-O table's own state (no PyScript): what a player has picked up to place."""

from __future__ import annotations

from ..common.frozen import frozen


@frozen
class RackPick:
    """A rack tile picked (by tap or drag), by its index in the rack."""

    index: int


@frozen
class SquarePick:
    """A tile placed this turn, picked up again from its square."""

    square: str


Pick = RackPick | SquarePick
