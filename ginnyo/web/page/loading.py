"""A long save, file or link replayed on the page (PyScript): `common.loading.sliced` with the browser's turn
between slices, its progress drawn in `#game-loading` once it takes more than a moment, and its Cancel.

The panel is drawn here, not from the page's state: the stored game is read at start-up before the page listens
to clicks (`App.start`), and its Cancel must work then too. One load at a time: a new one (another link pasted)
stops the one before, as Cancel does; the caller of a stopped load gets None and keeps what was open.
"""

from __future__ import annotations

import asyncio
import gc
import time

from pyscript import window

from ginnyo.rules.record import Replayed
from ginnyo.rules.steps import Steps, T

from ..browser.dom import by_id, listen, say
from ..common.ids import Id
from ..common.loading import sliced
from ..words.files import LOADING, loading_text
from ..words.i18n import _

SHOW_AFTER_S = 0.3
"""A load shorter than this shows nothing: the progress would only flash."""
START_MARK, END_MARK = "ginnyo-load-start", "ginnyo-load-end"
"""Performance marks around each load: the e2e tests time the browser's long tasks between them."""


class Loader:
    """The loads of long records, one at a time."""

    def __init__(self) -> None:
        self.generation = 0
        listen(by_id(Id.GAME_LOADING_CANCEL), "click", lambda _event: self.cancel())

    def cancel(self) -> None:
        """Stop the load in progress, at its next pause."""
        self.generation += 1
        by_id(Id.GAME_LOADING).hidden = True

    async def run(self, steps: Steps[T]) -> T | None:
        """The answer of `steps` (a record's replay), in slices; None when it was cancelled or another load began."""
        self.cancel()  # one load at a time
        mine, start = self.generation, time.monotonic()
        window.performance.mark(START_MARK)

        async def pause(progress: Replayed | None) -> bool:
            if progress is not None and time.monotonic() - start >= SHOW_AFTER_S:
                show(progress)
            await asyncio.sleep(0)  # Pyodide's event loop resumes this in a task of its own: the browser's turn
            return self.generation == mine

        collecting = gc.isenabled()
        gc.disable()  # see `settled`
        try:
            return await sliced(steps, pause)
        finally:
            if collecting:
                settled()
            window.performance.mark(END_MARK)
            if self.generation == mine:
                by_id(Id.GAME_LOADING).hidden = True


def settled() -> None:
    """The cycle collector back on, the game just read kept out of its scans.

    A game of 10,000 actions is hundreds of thousands of objects: each full collection of the cycle collector scans
    them all (75 ms in CPython, 200 ms in the browser), several times during its replay and again and again during
    play. So it is off while the game is read, and what is on the heap then (the game read, the modules) is moved out
    of its reach (`gc.freeze`): long-lived objects, freed by their reference counts when they go (a game dropped
    for another), which is how these are freed (a game holds no reference cycles)."""
    gc.freeze()
    gc.enable()


def show(progress: Replayed) -> None:
    """Draw how far the replay is (and say once, as it appears, that a game is loading)."""
    panel = by_id(Id.GAME_LOADING)
    if panel.hidden:
        panel.hidden = False
        say(by_id(Id.ANNOUNCE), _(LOADING))
    by_id(Id.GAME_LOADING_TEXT).textContent = loading_text(progress.done, progress.total)
    bar = by_id(Id.GAME_LOADING_BAR)
    bar.max = progress.total
    bar.value = progress.done
