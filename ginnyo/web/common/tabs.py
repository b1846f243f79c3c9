"""Two tabs, one game (no PyScript): which tab plays, and the autosave written compare-and-set.

One tab owns the game (a Web Lock, `browser/tabs.py`); any other shows it read-only (`Elsewhere` says why).
The lock alone cannot stop a write already on its way, a browser without Web Locks or an older version of
the page, so every autosave is also compare-and-set: the save carries a `Stamp` (the game's id and how many
times it was written) and a tab writes only while the store still holds exactly what it last read or wrote
(`Seen`); otherwise the write is refused (`clash`) and the tab goes read-only.
"""

from __future__ import annotations

import json
from enum import StrEnum

from .frozen import frozen


class Elsewhere(StrEnum):
    """Why this tab only shows the game: `<html data-elsewhere>` (tests and styles read it)."""

    OPEN = "open"  # another tab had it when this one opened
    MOVED = "moved"  # "Play here" was pressed in another tab
    NEWER = "newer"  # another tab saved this game since this tab last read or wrote it
    OTHER = "other"  # another tab started another game


@frozen
class Stamp:
    """What a save is: `game`, an id given when a game begins in a tab, and `writes`, its saves so far."""

    game: str
    writes: int

    def to_json(self) -> str:
        return json.dumps({"game": self.game, "writes": self.writes})

    @classmethod
    def from_json(cls, text: str) -> Stamp:
        """A stored stamp; anything else raises (ValueError, TypeError or KeyError: `common.stored` catches them)."""
        data = json.loads(text)
        game, writes = data["game"], data["writes"]
        if not isinstance(game, str) or type(writes) is not int:
            raise TypeError("a save's stamp is a game id and a count")
        return cls(game, writes)


@frozen
class Seen:
    """The save as a tab last read or wrote it (its text and stamp, None for nothing stored)."""

    text: str | None = None
    stamp: Stamp | None = None


def clash(seen: Seen, stored: Seen) -> Elsewhere | None:
    """Why a write over `stored` must be refused by a tab that last saw `seen`; None when it may write.

    It may while the store holds what it saw, or nothing at all (nothing newer can be lost). A save of
    another game is `OTHER` when both stamps say so; any other change is `NEWER`."""
    if stored == seen or stored.text is None:
        return None
    if stored.stamp is not None and seen.stamp is not None and stored.stamp.game != seen.stamp.game:
        return Elsewhere.OTHER
    return Elsewhere.NEWER


def next_stamp(seen: Seen, fresh: bool, new_id: str) -> Stamp:
    """The stamp of the next save after `seen`: one write more, or write 1 of a game with id `new_id` when it is
    `fresh` (begun in this tab) or the stored save had no stamp."""
    if fresh or seen.stamp is None:
        return Stamp(new_id, 1)
    return Stamp(seen.stamp.game, seen.stamp.writes + 1)
