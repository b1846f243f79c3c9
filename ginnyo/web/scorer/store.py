"""The scorer's sheet kept in this browser and in files (PyScript): its versioned record (`ginnyo.tally.record`),
read through `browser.files` like saves, so one size cap, one nesting cap and one error path.

A stored sheet that cannot be read is refused (`ScorerUi.damaged`) and copied to `ginnyo.scorer.damaged` before
the first sheet written replaces it; a sheet file refused changes nothing.

One tab keeps the sheet (`SheetTab`), as one tab plays the game: it holds the Web Lock `SHEET_LOCK`
(`browser/tabs.Hold`, as the game's), the first tab open or the last where "Use here" was pressed. The
others show the sheet read-only and follow every sheet stored (storage events). Each store is also
compare-and-set on the sheet's revision (`newer`), for a browser without Web Locks or an older page.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import window

from ginnyo.tally.export import to_csv

from ..browser.dom import by_id, download, storage_set
from ..browser.files import keep_aside, on_file, stored
from ..browser.tabs import Hold, on_stored
from ..common import effects as fx
from ..common.effects import ScorerEffect
from ..common.ids import Id
from ..words.scorer import csv_words
from .events import ScorerEvent, SheetClaimed, SheetHeld, SheetLoaded, SheetMoved, SheetNewer
from .saved import Kept, filename, kept_json, loaded, read_kept, read_sheet, sheet_json
from .state import ScorerUi

SHEET_KEY = "ginnyo.scorer"
SHEET_LOCK = "ginnyo.scorer"
"""The Web Lock the tab that keeps the sheet holds."""
LINK = "#score"


def load() -> ScorerUi:
    """The sheet kept in this browser: none yet, read (closed until opened), or refused with the reason."""
    return loaded(stored(SHEET_KEY, read_kept))


class SheetTab:
    """This tab's part in the sheet: whether it keeps it (`SheetHeld`, `SheetMoved`, `SheetClaimed`), and every sheet
    another tab stores (`SheetNewer`)."""

    def __init__(self, dispatch: Callable[[ScorerEvent], None]) -> None:
        self.dispatch = dispatch
        self.hold = Hold(SHEET_LOCK, lambda: dispatch(SheetMoved()))

    def start(self, then: Callable[[], None]) -> None:
        """Follow the sheets other tabs store, and keep the sheet here unless another tab does; `then()` once known
        (the `#score` link opens after it: a tab that only shows the sheet starts none)."""
        on_stored((SHEET_KEY,), self.changed)

        def answered(mine: bool) -> None:
            self.dispatch(SheetHeld(mine))
            then()

        self.hold.ask(answered)

    def take(self) -> None:
        """ "Use here": take the lock from the tab that keeps the sheet, then the sheet as stored is entered here."""
        self.hold.take(lambda: self.dispatch(SheetClaimed(kept())))

    def changed(self) -> None:
        """Another tab stored the sheet: shown here (a sheet that cannot be read changes nothing)."""
        now = kept()
        if now is not None:
            self.dispatch(SheetNewer(now))


def kept() -> Kept | None:
    """The sheet as stored now, None when there is none that can be read."""
    now = stored(SHEET_KEY, read_kept)
    return now if isinstance(now, Kept) else None


def newer(ui: ScorerUi) -> Kept | None:
    """The sheet another tab stored since this tab's revision (a write now would overwrite it), else None."""
    now = kept()
    return now if now is not None and now.revision >= ui.revision else None


def perform(effect: ScorerEffect, ui: ScorerUi) -> bool | None:
    """Carry out a scorer effect; for a store, whether this browser kept it (None for the others)."""
    tally = ui.tally
    match effect:
        case fx.StoreSheet() if tally is not None:
            return storage_set(SHEET_KEY, kept_json(tally, ui.counted, ui.revision))
        case fx.KeepDamagedSheet():
            left = keep_aside(SHEET_KEY)
            if left is not None:
                download(left, "ginnyo-damaged-sheet.json")
        case fx.DownloadSheet() if tally is not None:
            download(sheet_json(tally), filename(tally, "json"))
        case fx.DownloadCsv() if tally is not None:
            download(to_csv(tally, csv_words()), filename(tally, "csv"), "text/csv")
        case fx.ChooseSheetFile():
            by_id(Id.SCORER_FILE).click()
        case fx.PrintPage():
            window.print()
        case fx.ScoreLink(on):
            linked = str(window.location.hash) == LINK
            if on != linked:
                address = str(window.location.href).split("#", 1)[0]
                window.history.replaceState(None, "", address + LINK if on else address)
    return None


def bind(dispatch: Callable[[ScorerEvent], None]) -> None:
    """A sheet file picked: `SheetLoaded`, with the sheet or why it was refused."""
    on_file(by_id(Id.SCORER_FILE), read_sheet, lambda name, tally: dispatch(SheetLoaded(tally, name)))
