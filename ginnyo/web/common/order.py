"""A player's own order of their hand (no PyScript): both tables let a tile or a card be moved to another place."""

from __future__ import annotations

from collections.abc import Sequence


def moved(order: Sequence[str], start: int, slot: int) -> list[str]:
    """`order` with its `start`-th key moved to position `slot` (the others close up)."""
    keys = list(order)
    key = keys.pop(start)
    keys.insert(min(max(slot, 0), len(keys)), key)
    return keys
