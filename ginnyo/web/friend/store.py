"""The games with friends kept in this browser's localStorage (PyScript), read through `browser.files` like saves.

A stored list that cannot be read is kept aside (`ginnyo.friends.damaged`) and the page starts with none, so nothing
is lost and nothing half-read is played.
"""

from __future__ import annotations

from ginnyo.fairdeal.envelope import from_text, to_text

from ..browser.dom import storage_get, storage_remove, storage_set
from ..browser.files import keep_aside, stored
from ..common.stored import Refused
from .record import Kept, parse_games, to_json

KEY = "ginnyo.friends"
OPEN_KEY = "ginnyo.friends.open"
"""The id of the game with a friend on the page (none: the page's own game): a reload takes it up again."""


def load() -> tuple[Kept, ...]:
    games = stored(KEY, parse_games)
    if isinstance(games, Refused):
        keep_aside(KEY)
        return ()
    return games or ()


def save(games: tuple[Kept, ...], open_game: bytes | None) -> bool:
    """The kept games, and which one is on the page."""
    if open_game is None:
        storage_remove(OPEN_KEY)
    else:
        storage_set(OPEN_KEY, to_text(open_game))
    return storage_set(KEY, to_json(games))


def open_game() -> bytes | None:
    """The game with a friend that was on the page when it closed, if one was."""
    text = storage_get(OPEN_KEY)
    try:
        return None if text is None else from_text(text)
    except ValueError:
        return None
