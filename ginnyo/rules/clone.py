"""An independent copy of a game's state, for `Game.clone` in both engines.

A game changes in place (`apply`); a caller that keeps the game it had (the page's previous
state, an undo, a search) applies to a clone instead. The copy is shallow where the values are
immutable (tiles, cards, turns, tuples) and fresh for every container and generator, which is
all a game holds: far cheaper than `copy.deepcopy` on every action.
"""

from __future__ import annotations

import copy
from typing import Any, TypeVar

T = TypeVar("T")


def independent(state: T) -> T:
    """A copy of `state` whose containers, generator and board are its own."""
    other = copy.copy(state)
    for name, value in vars(state).items():
        setattr(other, name, _copied(value))
    return other


def _copied(value: Any) -> Any:
    """Lists item by item (a rack in a list of racks); anything with `copy()` by it (dicts, sets, the
    board, the generator); the rest is immutable (numbers, strings, enums, tuples, frozen dataclasses)."""
    if isinstance(value, list):
        return [_copied(item) for item in value]
    copier = getattr(value, "copy", None)
    return copier() if callable(copier) else value
