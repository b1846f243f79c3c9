"""Saves (PyScript): the autosave in localStorage, settings, and games exported to and imported from files.

A save is the game's record (`Session.to_json`, `GinSession.to_json`); reading one back is `read_game`,
which refuses a damaged or foreign record. Outcomes reach the page as events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import window

from ..browser.dom import by_id, chosen_file, download, listen, spawn, storage_get, storage_set
from ..common.session import GameSession
from ..rummy.session import GinSession, read_game
from ..shell.events import Event, Imported, ImportRefused, LoadFailed, OpenSetup, Resume
from ..shell.settings import Settings
from ..tiles.session import Draft, Session, draft_json
from ..words.texts import FILE_TOO_LARGE, FILE_UNREADABLE

SAVE_KEY = "ginnyo.save"
DRAFT_KEY = "ginnyo.draft"
"""The play being built (placed, not played), kept apart from the engine's record."""
DAMAGED_KEY = "ginnyo.save.damaged"
SETTINGS_KEY = "ginnyo.settings"
MAX_IMPORT_BYTES = 2_000_000


def saved_game() -> Event:
    """The start-up event: resume the autosave, say why it cannot be read, or ask for a new game."""
    stored = storage_get(SAVE_KEY)
    if stored is None:
        return OpenSetup(first=True)
    try:
        session = read_game(stored)
    except Exception as exc:  # damaged, foreign, or from an incompatible version: never a stuck page
        return LoadFailed(str(exc))
    return Resume(session, storage_get(DRAFT_KEY))


def autosave(session: GameSession) -> bool:
    return storage_set(SAVE_KEY, session.to_json())


def save_draft(draft: Draft, session: Session) -> None:
    """Keep the play being built, so that a reload does not lose it (a failure here costs only that)."""
    storage_set(DRAFT_KEY, draft_json(draft, session.game))


def keep_damaged_save() -> None:
    """Keep an unreadable save aside before a new game replaces it: never lost silently."""
    stored = storage_get(SAVE_KEY)
    if stored is not None:
        storage_set(DAMAGED_KEY, stored)


def load_settings() -> Settings:
    """The settings saved in this browser; the address may say `?speed=...` (tests do)."""
    return Settings.from_json(storage_get(SETTINGS_KEY), str(window.location.search))


def save_settings(settings: Settings) -> None:
    storage_set(SETTINGS_KEY, settings.to_json())


def export(session: GameSession) -> None:
    """Download the record as `ginnyo-game-SEED.json` (`ginnyo-gin-SEED.json` for Gin Rummy)."""
    kind = "gin" if isinstance(session, GinSession) else "game"
    download(session.to_json(), f"ginnyo-{kind}-{session.game.seed}.json")


def choose_file() -> None:
    by_id("import-file").click()


async def read_import(dispatch: Callable[[Event], None]) -> None:
    """Read the chosen file: `Imported`, or `ImportRefused` saying why."""
    chosen = await chosen_file(by_id("import-file"), MAX_IMPORT_BYTES)
    if chosen is None:
        return
    name, text = chosen
    if text is None:
        dispatch(ImportRefused(FILE_TOO_LARGE, f"more than {MAX_IMPORT_BYTES} bytes"))
        return
    try:
        session = read_game(text)
    except Exception as exc:  # damaged, foreign, or unreadable
        dispatch(ImportRefused(FILE_UNREADABLE, str(exc)))
        return
    dispatch(Imported(session, name))


def bind(dispatch: Callable[[Event], None]) -> None:
    def on_change(_event: Any) -> None:
        spawn(read_import(dispatch))

    listen(by_id("import-file"), "change", on_change)
