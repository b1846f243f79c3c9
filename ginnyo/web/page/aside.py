"""Damaged settings, draft play and save stamp, found at start-up (PyScript): each is moved aside in this browser
(`ginnyo.settings.damaged`...) before the page starts it afresh, and the page says so, so that none is replaced
silently. The game, statistics, lessons and score sheet are kept aside where they are read."""

from __future__ import annotations

from collections.abc import Callable

from ..browser.dom import storage_get
from ..browser.files import move_aside
from ..common.stored import Aside, Refused, read_stored
from ..common.tabs import Stamp
from ..shell.settings import Settings
from ..tiles.session import read_draft
from .persistence import DRAFT_KEY, SETTINGS_KEY
from .tabs import STAMP_KEY

CHECKS: dict[Aside, tuple[str, Callable[[str], object]]] = {
    Aside.SETTINGS: (SETTINGS_KEY, Settings.read),
    Aside.DRAFT: (DRAFT_KEY, read_draft),
    Aside.STAMP: (STAMP_KEY, Stamp.from_json),
}
"""Where each is stored and how it is read (raising when damaged)."""


def set_aside() -> frozenset[Aside]:
    """The damaged ones, moved aside (one that cannot be moved, storage being full, stays where it is: not said)."""
    moved = set()
    for what, (key, read) in CHECKS.items():
        text = storage_get(key)
        if text is not None and isinstance(read_stored(text, read), Refused) and move_aside(key, text):
            moved.add(what)
    return frozenset(moved)
