"""Saves (PyScript): the autosave in localStorage, settings, and games exported to and imported from files.

A save is the game's record (`Session.to_json`, `GinSession.to_json`); reading one back is `read_game`,
which refuses a damaged or foreign record. Every stored value and chosen file is read through
`browser.files` (one size cap, one nesting cap, one error path). Outcomes reach the page as events.

Opening the stored game is marked (`OPENING_KEY`, `shell/update_unopened.py`): a mark another open left means that
load never finished (it froze or crashed the page), so the save is not opened again by itself.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import window

from ginnyo.rules.steps import Steps

from ..browser.dom import by_id, download, storage_get, storage_remove, storage_set
from ..browser.files import keep_aside, on_file_text, stored
from ..common.enums import GameKind
from ..common.ids import Id
from ..common.session import GameSession
from ..common.stored import Content, Refused, read_stored_steps
from ..shell.events import Event, Imported, ImportRefused, LoadFailed, NotReopened, OpenSetup, Resume, Saved
from ..shell.settings import Settings
from ..shell.state import read_game_steps
from ..tiles.session import Draft, Session, draft_json
from ..words.files import REFUSALS
from .loading import Loader

SAVE_KEY = "ginnyo.save"
DRAFT_KEY = "ginnyo.draft"
"""The play being built (placed, not played), kept apart from the engine's record."""
SETTINGS_KEY = "ginnyo.settings"
DAMAGED_FILE = "ginnyo-damaged-save.json"
OPENING_KEY = "ginnyo.opening"
"""Set to the id of the tab that opens the stored game (and then the address's link) just before it does, and
removed once that is drawn: found set by another tab, that load never finished."""
UNOPENED_FILE = "ginnyo-save.json"
"""The stored save, downloaded as it is from the dialog of a game left unopened."""


def saved_game(tab: str) -> Steps[Saved]:
    """The start-up event: resume the autosave, say why it cannot be read, or ask for a new game; or, when another
    tab's open of it never finished (`left_open`), say so without reading it (tab `tab` reads it now). Stepwise
    (`ginnyo.rules.steps`): a long game is replayed in slices (`page/loading.py`)."""
    if left_open(tab):
        return NotReopened(storage_get(SAVE_KEY) is not None)
    text = storage_get(SAVE_KEY)
    if text is None:
        return OpenSetup(first=True)
    session = yield from read_stored_steps(text, read_game_steps)
    if isinstance(session, Refused):
        return LoadFailed(session.detail)
    draft = stored(DRAFT_KEY, str)  # checked here, read against the game by `Resume`
    return Resume(session, None if isinstance(draft, Refused) else draft)


def left_open(tab: str) -> bool:
    """Whether an open of the page other than tab `tab`'s left its mark: it never finished opening the stored game."""
    mark = storage_get(OPENING_KEY)
    return mark is not None and mark != tab


def mark_opening(tab: str) -> None:
    """Tab `tab` opens the stored game now (`effects.MarkOpening`). Where storage refuses the mark (full), an older
    one goes too, so that the game opens, unmarked, rather than stay unopened."""
    if not storage_set(OPENING_KEY, tab):
        storage_remove(OPENING_KEY)


def clear_opening() -> None:
    storage_remove(OPENING_KEY)


THINKING_KEY = "ginnyo.thinking"
"""The computer's think in progress (`think_key`): found at its next start for the same turn, it froze the page."""


def froze_thinking(key: str) -> bool:
    """Whether the computer's think for turn `key` was left in progress: the page closed while it thought and never
    heard of it again (a think that never yields freezes the page, and a frozen tab runs no `pagehide`)."""
    return storage_get(THINKING_KEY) == key


def mark_thinking(key: str) -> None:
    """The computer thinks about turn `key` now (`effects.StartComputer`)."""
    storage_set(THINKING_KEY, key)


def clear_thinking() -> None:
    """The think ended (or the page is going away while the page still runs): nothing froze."""
    storage_remove(THINKING_KEY)


def load_hook() -> str:
    """The test hook ``?load=hang``: the stored game's load at start-up then never finishes, as when it froze the
    page, for the e2e tests (e2e/test_load_crash.py)."""
    return str(window.URLSearchParams.new(window.location.search).get("load") or "")


def download_stored() -> str | None:
    """Offer the stored save, as stored (it is not read), as a file: its name, or None when nothing is stored."""
    text = storage_get(SAVE_KEY)
    if text is None:
        return None
    download(text, UNOPENED_FILE)
    return UNOPENED_FILE


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


FILE_KIND = {GameKind.GINNYO: "game", GameKind.GIN: "gin"}
"""What an exported file's name says it holds."""


def export(session: GameSession) -> None:
    """Download the record as `ginnyo-game-SEED.json` (`ginnyo-gin-SEED.json` for Gin Rummy)."""
    download(session.to_json(), f"ginnyo-{FILE_KIND[session.kind]}-{session.game.seed}.json")


def choose_file() -> None:
    by_id(Id.IMPORT_FILE).click()


def bind(dispatch: Callable[[Event], None], loader: Loader) -> None:
    """A game file picked: `Imported`, or `ImportRefused` saying why; read by `loader` (a long game in slices, with
    its Cancel: a cancelled file is not opened, and the game on the page stays)."""

    async def answer(name: str, text: str | Refused) -> None:
        session = text if isinstance(text, Refused) else await loader.run(read_stored_steps(text, read_game_steps))
        if isinstance(session, Refused):
            dispatch(ImportRefused(REFUSALS[Content.GAME][session.reason], session.detail))
        elif session is not None:
            dispatch(Imported(session, name))

    on_file_text(by_id(Id.IMPORT_FILE), answer)
