"""Entry point run by PyScript in the page (``<script type="py" src=...>``).

The board and an empty rack are static HTML drawn before Python starts, and the new-game form works
before Python is ready (``static/boot.js``); the loading bar follows PyScript's ``py:progress``
events. This imports the game from its zip and starts the game controller (``app.py``) in steps, with
the browser's turn between them (``browser/steps.py``): no task of the start is long, so the form
takes typing and clicks throughout. Then the loading words go (a player has nothing to read in the
status line once the game is up). Readiness is signalled three ways, which tests and timing scripts rely on:

* class ``ginnyo-ready`` on ``<html>`` (set last, so everything else is done),
* ``performance.mark("ginnyo-ready")``,
* ``data-state="ready"`` on ``#status`` (its text emptied).

Two more performance marks time the game's own start (``scripts/bench_startup.py`` reports
them): ``ginnyo-main`` when this script starts its steps, ``ginnyo-imported`` once the game's modules
are imported; then ``ginnyo-ready`` once the page is drawn and listening.
"""

import asyncio
import os
import sys

from pyscript import document, window  # only exists in the browser (stubs/ for mypy)

sys.path.insert(0, os.path.abspath("ginnyo.zip"))  # the game's zip as pyscript.toml writes it: zipimport reads it
from ginnyo.web.browser.archive_import import import_alone, import_order, install  # each module of the zip read once

install(sys.path[0])
from ginnyo.web.browser.steps import Steps  # noqa: E402
from ginnyo.web.common.ids import Id  # noqa: E402

READY_CLASS = "ginnyo-ready"


def set_status(text: str) -> None:
    document.getElementById(Id.STATUS_TEXT).textContent = text


def mark_ready() -> None:
    """Flip the page into its ready state: the loading words and bar go."""
    set_status("")
    document.getElementById(Id.STATUS).dataset.state = "ready"
    bar = document.getElementById(Id.LOAD_PROGRESS)
    bar.value = bar.max
    document.getElementById(Id.BOARD).setAttribute("aria-busy", "false")
    window.performance.mark(READY_CLASS)
    document.documentElement.classList.add(READY_CLASS)


async def start() -> None:
    """Import the game a module at a time, then start the page (`App.start`), in steps."""
    steps = Steps()
    await steps.yield_now()  # out of the task that booted the interpreter
    window.performance.mark("ginnyo-main")
    set_status(str(window.__ginnyoStarting()))  # static/boot.js words it in the page's language
    for name in import_order(sys.path[0], "ginnyo"):
        import_alone(name)
        await steps.pause()
    window.performance.mark("ginnyo-imported")
    from ginnyo.web.app import App

    app = App()
    await app.start(steps)
    mark_ready()
    await steps.yield_now()  # the form's first drawing (a computer seat chosen) is a task of its own
    app.warm_up()


# The script's last value, which PyScript awaits: a failure of the start shows as the script's own.
asyncio.ensure_future(start())  # noqa: RUF006
