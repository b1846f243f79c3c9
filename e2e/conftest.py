"""Fixtures for the browser (end-to-end) tests of the Ginny-O page.

* ``base_url`` (session): the repository root served by Python's ``http.server``
  on a free localhost port, in a background thread, its ``ginnyo.zip`` (the game's
  Python) written first from the current sources (``serve_repository``, which
  ``scripts/screenshots.py`` uses too). pytest-playwright's contexts
  use it, so ``page.goto("/")`` opens ``index.html``.
* ``browser_type_launch_args`` (session): launches a Chromium found on this
  machine by ``executable_path`` (``playwright install`` cannot download browsers
  here), with arguments that work as root and make any request to a host other
  than 127.0.0.1 fail at once instead of hanging.

* ``loaded``/``page`` (per test): a fresh page in its own context, opened by ``open_page``
  (the new-game form unless a module overrides ``open_page``), closed after the test;
  ``gin_match``: that page on a new Gin Rummy match.

Run ``bash scripts/setup_web.sh`` (vendored Pyodide/PyScript) and
``bash scripts/ensure_browser.sh`` (a Chromium) first.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import http.server
import os
import shutil
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from gameplay import Opener, open_game_page, wait_state
from gin_play import KNOCK_SEED, start_gin
from playwright.sync_api import Browser, Page
from test_page import LoadedPage

from ginnyo_dev.buildtools import archive

REPO_ROOT = Path(__file__).resolve().parent.parent

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # Any host but the local server resolves to nothing: a CDN request fails loudly.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


# Set explicitly: the MIME types Python guesses depend on the machine (/etc/mime.types,
# the Windows registry), and a module script or wasm with the wrong one fails to load.
MIME_TYPES = {
    ".html": "text/html",
    ".css": "text/css",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".zip": "application/zip",
    ".toml": "text/plain",
    ".py": "text/plain",
}


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the page needs, and no request log."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        suffix = os.path.splitext(path)[1].lower()
        return MIME_TYPES.get(suffix) or super().guess_type(path)

    def log_message(self, fmt: str, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    """Threaded server that does not print a traceback when the browser hangs up."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):  # reset, broken pipe
            return
        super().handle_error(request, client_address)


@contextlib.contextmanager
def serve_repository() -> Iterator[str]:
    """Serve the repository root (its archive rewritten) on a free port; yield its URL (ending in '/')."""
    archive.write(REPO_ROOT)
    handler = functools.partial(_QuietHandler, directory=str(REPO_ROOT))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, name="e2e-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def base_url() -> Iterator[str]:
    """The served repository (`serve_repository`), once the vendored runtime is there."""
    vendor = REPO_ROOT / "static" / "vendor"
    if not (vendor / "pyodide" / "pyodide.mjs").is_file() or not (vendor / "pyscript" / "core.js").is_file():
        pytest.fail(
            "static/vendor/ is missing: run `bash scripts/setup_web.sh` first",
            pytrace=False,
        )
    with serve_repository() as url:
        yield url


def find_chromium() -> str | None:
    """A Chromium for Playwright: $GINNYO_CHROMIUM, Playwright-managed, then PATH."""
    override = os.environ.get("GINNYO_CHROMIUM")
    if override:
        return override
    roots = [os.environ.get("PLAYWRIGHT_BROWSERS_PATH", ""), "~/.cache/ms-playwright"]
    for root in roots:
        if not root:
            continue
        base = os.path.expanduser(root)
        pattern = os.path.join(base, "chromium-*", "chrome-linux*", "chrome")
        # Newest revision first.
        for candidate in sorted(glob.glob(pattern), reverse=True):
            if os.access(candidate, os.X_OK):
                return candidate
    if os.access("/usr/bin/chromium", os.X_OK):
        return "/usr/bin/chromium"
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, Any],
) -> dict[str, Any]:
    """pytest-playwright's launch options, plus a found Chromium and safe arguments."""
    executable = find_chromium()
    if executable is None:
        pytest.fail(
            "no Chromium found: run `bash scripts/ensure_browser.sh` (or set GINNYO_CHROMIUM=/path/to/chrome)",
            pytrace=False,
        )
    args = [*browser_type_launch_args.get("args", []), *CHROMIUM_ARGS]
    return {**browser_type_launch_args, "executable_path": executable, "args": args}


@pytest.fixture
def open_page() -> Opener:
    """How `loaded` opens its page: on the new-game form. A module overrides it (a game in progress,
    a viewport) with a partial of `gameplay.open_mid_game` or `open_game_page`."""
    return open_game_page


@pytest.fixture
def loaded(browser: Browser, base_url: str, open_page: Opener) -> Iterator[LoadedPage]:
    """A fresh page for each test, in its own context (fresh storage): no test sees another's effects."""
    result = open_page(browser, base_url)
    yield result
    result.page.context.close()


@pytest.fixture
def page(loaded: LoadedPage) -> Page:
    return loaded.page


@pytest.fixture
def gin_match(page: Page) -> Page:
    """`page` on a new Gin Rummy match against the baseline (KNOCK_SEED), you to move first."""
    start_gin(page, KNOCK_SEED)
    wait_state(page, "human")
    return page
