"""Entry point run by PyScript in the page (``<script type="py" src=...>``).

Placeholder for now: the board is static HTML drawn before Python starts; this
only announces that Python is ready. Readiness is signalled three ways, which
tests and timing scripts rely on:

* class ``ginnyo-ready`` on ``<html>`` (set last, so everything else is done),
* ``performance.mark("ginnyo-ready")``,
* the text "Python ready" in ``#status-text``.
"""

import sys

from pyscript import document, window  # type: ignore[import-not-found]  # only exists in the browser

READY_CLASS = "ginnyo-ready"


def mark_ready() -> None:
    """Show that Python is running and flip the page into its ready state."""
    version = ".".join(str(part) for part in sys.version_info[:3])
    status = document.getElementById("status-text")
    status.textContent = f"Python ready (Python {version})"
    document.getElementById("board").setAttribute("aria-busy", "false")
    window.performance.mark(READY_CLASS)
    document.documentElement.classList.add(READY_CLASS)


mark_ready()
