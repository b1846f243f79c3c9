"""Saves (PyScript): the autosave in localStorage, settings, and games exported to and imported from files.

A save is the game's record (`Session.to_json`, `GinSession.to_json`); reading one back is `read_game`,
which refuses a damaged or foreign record. Every stored value and chosen file is read through
`browser.files` (one size cap, one nesting cap, one error path). Outcomes reach the page as events.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import window

from ..browser.dom import by_id, download, storage_set
from ..browser.files import keep_aside, on_file, stored
from ..common.session import GameSession
from ..common.stored import Content, Refused
from ..rummy.session import GinSession
from ..shell.events import Event, Imported, ImportRefused, LoadFailed, OpenSetup, Resume, Saved
from ..shell.settings import Settings
from ..shell.state import read_game
from ..tiles.session import Draft, Session, draft_json
from ..words.files import REFUSALS

SAVE_KEY = "ginnyo.save"
DRAFT_KEY = "ginnyo.draft"
"""The play being built (placed, not played), kept apart from the engine's record."""
SETTINGS_KEY = "ginnyo.settings"
DAMAGED_FILE = "ginnyo-damaged-save.json"


def saved_game() -> Saved:
    """The start-up event: resume the autosave, say why it cannot be read, or ask for a new game."""
    session = stored(SAVE_KEY, read_game)
    if session is None:
        return OpenSetup(first=True)
    if isinstance(session, Refused):
        return LoadFailed(session.detail)
    draft = stored(DRAFT_KEY, str)  # checked here, read against the game by `Resume`
    return Resume(session, None if isinstance(draft, Refused) else draft)


def autosave(session: GameSession) -> bool:
    return storage_set(SAVE_KEY, session.to_json())


def save_draft(draft: Draft, session: Session) -> None:
    """Keep the play being built, so that a reload does not lose it (a failure here costs only that)."""
    storage_set(DRAFT_KEY, draft_json(draft, session.game))


def keep_damaged_save() -> bool:
    """Keep an unreadable save aside before a new game replaces it: never lost silently (where it cannot be
    kept, it is offered as a file, and True says so)."""
    left = keep_aside(SAVE_KEY)
    if left is not None:
        download(left, DAMAGED_FILE)
    return left is not None


def load_settings() -> Settings:
    """The settings saved in this browser; the address may say `?speed=...` (tests do)."""
    text = stored(SETTINGS_KEY, str)
    return Settings.from_json(None if isinstance(text, Refused) else text, str(window.location.search))


def save_settings(settings: Settings) -> None:
    storage_set(SETTINGS_KEY, settings.to_json())


def export(session: GameSession) -> None:
    """Download the record as `ginnyo-game-SEED.json` (`ginnyo-gin-SEED.json` for Gin Rummy)."""
    kind = "gin" if isinstance(session, GinSession) else "game"
    download(session.to_json(), f"ginnyo-{kind}-{session.game.seed}.json")


def choose_file() -> None:
    by_id("import-file").click()


def bind(dispatch: Callable[[Event], None]) -> None:
    """A game file picked: `Imported`, or `ImportRefused` saying why."""

    def answer(name: str, session: Session | GinSession | Refused) -> None:
        if isinstance(session, Refused):
            dispatch(ImportRefused(REFUSALS[Content.GAME][session.reason], session.detail))
        else:
            dispatch(Imported(session, name))

    on_file(by_id("import-file"), read_game, answer)
