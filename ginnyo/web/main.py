"""Entry point run by PyScript in the page (``<script type="py" src=...>``).

The board and an empty rack are static HTML drawn before Python starts; the loading bar
follows PyScript's ``py:progress`` events (``static/boot.js``). This starts the game
controller (``app.py``), imported from the game's zip, and then announces that Python is ready. Readiness is signalled
three ways, which tests and timing scripts rely on:

* class ``ginnyo-ready`` on ``<html>`` (set last, so everything else is done),
* ``performance.mark("ginnyo-ready")``,
* the text "Python ready" in ``#status-text`` (in the page's language: English unless the browser asks for another).

Two more performance marks time the game's own start (``scripts/bench_startup.py`` reports
them): ``ginnyo-main`` when this script starts, ``ginnyo-imported`` once the game's modules
are imported; then ``ginnyo-ready`` once the page is drawn and listening.
"""

import os
import sys

from pyscript import document, window  # only exists in the browser (stubs/ for mypy)

sys.path.insert(0, os.path.abspath("ginnyo.zip"))  # the game's zip as pyscript.toml writes it: zipimport reads it
from ginnyo.web.browser.archive_import import install  # each module of the zip read once

install(sys.path[0])

READY_CLASS = "ginnyo-ready"


def set_status(text: str) -> None:
    document.getElementById("status-text").textContent = text


def mark_ready() -> None:
    """Show that Python is running and flip the page into its ready state."""
    set_status(_("Python ready"))
    bar = document.getElementById("load-progress")
    bar.value = bar.max
    bar.hidden = True
    document.getElementById("board").setAttribute("aria-busy", "false")
    window.performance.mark(READY_CLASS)
    document.documentElement.classList.add(READY_CLASS)


window.performance.mark("ginnyo-main")
set_status(str(window.__ginnyoStarting()))  # static/boot.js words it in the page's language

from ginnyo.web.app import App  # noqa: E402  # after the status update: importing takes a moment
from ginnyo.web.words.i18n import _  # noqa: E402

window.performance.mark("ginnyo-imported")
APP = App()
APP.start()
mark_ready()
APP.warm_up()
