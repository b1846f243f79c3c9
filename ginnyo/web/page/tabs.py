"""Two tabs, one game (PyScript): which tab has it, the autosave written compare-and-set, the read-only banner.

A tab has the game while it holds the Web Lock (`browser/tabs.py`): the first tab to open, or the one
where "Play here" was pressed last. Another shows the stored game read-only (`Watch`), follows the saves
the playing tab writes, and takes the game only when its player presses "Play here": never by itself,
since a tab in the background should not start playing (the computer's turns, sounds) unseen, and with
three tabs open the one the player is looking at is the one that should play.

Whenever a tab reads the stored game again (another tab saved, "Play here", a refused write), it replays it in
slices through the page's `Loader`, as at start-up: a long game would otherwise hold the tab for seconds.

Every autosave is compare-and-set (`common/tabs.py`): the save goes with a stamp under `STAMP_KEY`, and a
tab writes only while the store holds what it last read or wrote; else it goes read-only (`refused`).
Taking the game writes the stamp once more, so that a write of the tab it came from, already on its way,
is refused too. Statistics, settings and lessons are shared by the tabs as before.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pyscript import document

from ginnyo.rules.steps import Steps

from ..browser.dom import by_id, spawn, storage_get, storage_set
from ..browser.files import stored
from ..browser.tabs import Hold, on_stored
from ..common.ids import Id
from ..common.session import GameSession
from ..common.stored import Refused
from ..common.tabs import Elsewhere, Seen, Stamp, clash, next_stamp
from ..shell.events import Claimed, Event, Saved, Watch
from ..words.i18n import _
from .loading import Loader
from .persistence import SAVE_KEY, autosave, saved_game

GAME_LOCK = "ginnyo.game"
"""The Web Lock the tab that plays holds (`browser/tabs.Hold`)."""
STAMP_KEY = "ginnyo.save.stamp"
"""The autosave's stamp (`Stamp`): beside the save, so that the save stays the game's record as exported."""


class Tabs:
    """This tab's part: whether it has the game, and the save as it last read or wrote it."""

    def __init__(self, dispatch: Callable[[Event], None], loader: Loader) -> None:
        self.dispatch = dispatch
        self.loader = loader
        self.id = new_id()  # this tab's, in the mark of the stored game being opened (`persistence.mark_opening`)
        self.seen = Seen()
        self.hold = Hold(GAME_LOCK, lambda: self.read_then(lambda saved: Watch(saved, Elsewhere.MOVED)))

    def start(self, first: Saved, then: Callable[[], None]) -> None:
        """Put the stored game (`first`, as `read` at start-up) on the page: to play, or read-only when another tab
        has it; `then` once it is there (a link in the address opens over it, not under it)."""
        on_stored((SAVE_KEY, STAMP_KEY), self.changed)

        def answered(mine: bool) -> None:
            self.dispatch(first if mine else Watch(first, Elsewhere.OPEN))
            then()

        self.hold.ask(answered)

    def read_then(self, event: Callable[[Saved], Event], before: Callable[[], None] = lambda: None) -> None:
        """Read the stored game again in slices, then (`before` first) dispatch the event it makes; a read the
        player cancels dispatches nothing, and the page keeps what it shows."""

        async def reading() -> None:
            saved = await self.loader.run(self.read_steps())
            if saved is not None:
                before()
                self.dispatch(event(saved))

        spawn(reading())

    def read_steps(self) -> Steps[Saved]:
        """`read` stepwise: start-up replays a long game in slices (`page/loading.py`)."""
        self.seen = current()
        return saved_game(self.id)

    def save(self, session: GameSession, fresh: bool) -> bool | None:
        """Autosave `session`: whether storage took it, or None (not written) when another tab saved since this
        one last read or wrote (it goes read-only)."""
        refused = clash(self.seen, current())
        if refused is not None:
            self.read_then(lambda saved: Watch(saved, refused, refused=True))
            return None
        if not autosave(session):
            return False
        storage_set(STAMP_KEY, next_stamp(self.seen, fresh, new_id()).to_json())
        self.seen = current()
        return True

    def take(self) -> None:
        """The banner's "Play here": take the lock from the tab that has it, stamp the save anew, play it."""

        def stamp() -> None:
            if self.seen.text is not None:
                storage_set(STAMP_KEY, next_stamp(self.seen, False, new_id()).to_json())
                self.seen = current()

        self.hold.take(lambda: self.read_then(Claimed, stamp))

    def changed(self) -> None:
        """Another tab wrote the save: a tab that watches follows it; one that played goes read-only."""
        why = clash(self.seen, current())
        if why is not None:
            self.read_then(lambda saved: Watch(saved, why))


def current() -> Seen:
    """The save as stored now, with its stamp (none if missing or unreadable)."""
    stamp = stored(STAMP_KEY, Stamp.from_json)
    return Seen(storage_get(SAVE_KEY), None if isinstance(stamp, Refused) else stamp)


def new_id() -> str:
    return f"{random.getrandbits(64):016x}"


def show_banner(why: Elsewhere | None, text: str | None, dialog: bool) -> None:
    """The read-only banner: why this tab only shows the game, and "Play here" (hidden while it plays).

    The page behind it takes no focus or clicks meanwhile (as behind a `dialog`); `<html data-elsewhere>` says why."""
    banner = by_id(Id.ELSEWHERE)
    arriving = why is not None and banner.hidden
    banner.hidden = why is None
    by_id(Id.ELSEWHERE_TEXT).textContent = text or ""
    by_id(Id.PLAY_HERE).textContent = _("Play here")
    root = document.documentElement
    if why is None:
        root.removeAttribute("data-elsewhere")
    else:
        root.dataset.elsewhere = str(why)
    for node in document.querySelectorAll("body > header, body > main"):
        node.inert = why is not None or dialog
    if arriving:  # the focus was in the page, which takes none now
        by_id(Id.PLAY_HERE).focus()
