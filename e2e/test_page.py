"""The Ginny-O page: static board at once, then ready, offline (no CDN).

The static markup itself (board vs the engine's layout, relative URLs) is checked without a
browser in tests/test_page_markup.py.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

READY_TIMEOUT_MS = 60_000


@dataclass
class LoadedPage:
    """One page load shared by a module's tests, with everything seen on the way."""

    page: Page
    origin: str
    before_ready: dict[str, Any] = field(default_factory=dict)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    failed_requests: list[str] = field(default_factory=list)


# Test instrumentation, run before the page's scripts: remember uncaught errors and
# rejected promises (e.g. a failed import of the interpreter) so a broken start fails
# the wait at once instead of after READY_TIMEOUT_MS.
CATCH_ERRORS_JS = """
window.__ginnyoTestErrors = [];
const remember = (what) => window.__ginnyoTestErrors.push(String(what));
addEventListener("error", (e) => remember(e.message));
addEventListener("unhandledrejection", (e) => remember(e.reason));
"""

# Ready, or PyScript showed a Python error (.py-error), or an uncaught error happened.
READY_OR_BROKEN_JS = """() =>
    document.documentElement.classList.contains("ginnyo-ready")
    || document.querySelector(".py-error") !== null
    || window.__ginnyoTestErrors.length > 0
"""


def wait_until_ready(result: LoadedPage) -> None:
    """Wait for html.ginnyo-ready; on an error or timeout, fail with what was seen."""
    page = result.page
    problem = ""
    try:
        page.wait_for_function(READY_OR_BROKEN_JS, timeout=READY_TIMEOUT_MS)
    except PlaywrightTimeoutError:
        problem = f"not ready after {READY_TIMEOUT_MS} ms"
    if page.locator("html.ginnyo-ready").count() == 1:
        return
    details = page.evaluate(
        """() => ({
            pyErrors: Array.from(
                document.querySelectorAll(".py-error"), (e) => e.textContent
            ),
            uncaught: window.__ginnyoTestErrors,
        })"""
    )
    foreign = [url for url in result.requests if not is_local(url, result.origin)]
    pytest.fail(
        "page did not become ready"
        + (f" ({problem})" if problem else "")
        + f"\n  Python errors shown: {details['pyErrors']}"
        + f"\n  uncaught JS errors: {details['uncaught']}"
        + f"\n  console errors: {result.console_errors}"
        + f"\n  failed requests: {result.failed_requests}"
        + f"\n  requests to other origins: {foreign}",
        pytrace=False,
    )


def is_local(url: str, origin: str) -> bool:
    """True for the local server and for in-page data:/blob: URLs."""
    return url.startswith((origin + "/", "data:", "blob:"))


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    """Open the page once (a cold start is ~5 s) and wait until Python is ready.

    Kept for the module on purpose: every test here only reads what this one load saw (the
    snapshot before Python, the requests, the errors, the ready page); none acts on the page.
    """
    context = browser.new_context(base_url=base_url)
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")

    try:
        yield load(result)
    finally:
        context.close()


def instrument(
    context: BrowserContext, origin: str, *, worker_requests: bool = False, error_warning: str = ""
) -> LoadedPage:
    """A new page whose console errors, page errors, requests and failed requests are recorded.

    `worker_requests` also records the requests of the page's workers (they reach only the
    context); `error_warning` makes console warnings containing that text count as errors.
    """
    page = context.new_page()
    result = LoadedPage(page=page, origin=origin)

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error" or (error_warning and message.type == "warning" and error_warning in message.text):
            result.console_errors.append(message.text)

    def on_failed(request: Request) -> None:
        result.failed_requests.append(f"{request.url} ({request.failure})")

    page.add_init_script(CATCH_ERRORS_JS)
    page.on("console", on_console)
    page.on("pageerror", lambda error: result.page_errors.append(str(error)))
    source: Page | BrowserContext = context if worker_requests else page
    source.on("request", lambda request: result.requests.append(request.url))
    source.on("requestfailed", on_failed)
    return result


def load(result: LoadedPage) -> LoadedPage:
    """Navigate, snapshot the page before Python runs, then wait until it is ready."""
    page = result.page
    page.goto("./", wait_until="domcontentloaded")
    # One synchronous snapshot right after DOMContentLoaded: the board must already be
    # there, and Python (which takes seconds to boot) cannot be ready yet.
    result.before_ready = page.evaluate(
        """() => {
            const h8 = document.querySelector('[data-square="H8"]');
            return {
                squares: document.querySelectorAll("[data-square]").length,
                ready: document.documentElement.classList.contains("ginnyo-ready"),
                h8Bonus: h8 && h8.dataset.bonus,
                h8Text: h8 && h8.textContent.trim(),
                status: document.getElementById("status").textContent.trim(),
                rackSlots: document.querySelectorAll("#rack .slot").length,
                enabledButtons: Array.from(document.querySelectorAll("button:not([disabled])"))
                    .filter((b) => !b.closest("#overlay, #exchange-bar, [hidden]")).length,
            };
        }"""
    )
    wait_until_ready(result)
    return result


# --- in the browser: one shared page load -------------------------------------------


def test_board_is_drawn_before_python_is_ready(loaded: LoadedPage) -> None:
    snapshot = loaded.before_ready
    assert snapshot["ready"] is False
    assert snapshot["squares"] == 225
    assert snapshot["h8Bonus"] == "start"
    assert snapshot["h8Text"] == "S"  # the start mark, in English until the page is worded
    assert snapshot["status"] == "Loading the game…"
    # the rack shows too (empty), and no control in sight works before Python does (the alerts are hidden)
    assert snapshot["rackSlots"] == 7
    assert snapshot["enabledButtons"] == 0


def test_page_becomes_ready(loaded: LoadedPage) -> None:
    page = loaded.page
    assert page.title() == "Ginny-O"
    # a player's words while loading, none once ready (no "Python"; the version is in the About line only)
    assert page.locator("#status[data-state=ready]").count() == 1
    assert page.locator("#status").inner_text().strip() == ""
    assert page.inner_text("#about").startswith("Ginny-O runs in your browser on Python 3.")
    assert page.locator(".spinner").is_hidden()
    assert page.get_attribute("#board", "aria-busy") == "false"
    marks = page.evaluate("() => performance.getEntriesByName('ginnyo-ready', 'mark').length")
    assert marks == 1
    assert page.locator("[data-square]").count() == 225


def test_h8_is_shown_as_the_red_start_square(loaded: LoadedPage) -> None:
    h8 = loaded.page.locator('[data-square="H8"]')
    assert h8.get_attribute("data-bonus") == "start"
    assert h8.locator(".mark").inner_text().strip() == "S"
    red, green, blue = (
        int(part)
        for part in h8.evaluate("el => getComputedStyle(el).backgroundColor")
        .removeprefix("rgb(")
        .removesuffix(")")
        .split(",")[:3]
    )
    assert red > 150, (red, green, blue)
    assert max(green, blue) < 100, (red, green, blue)


def test_no_console_errors(loaded: LoadedPage) -> None:
    assert loaded.page_errors == []
    assert loaded.console_errors == []
    assert loaded.failed_requests == []


def test_no_request_leaves_the_local_server(loaded: LoadedPage) -> None:
    foreign = [url for url in loaded.requests if not is_local(url, loaded.origin)]
    assert foreign == []
    # Sanity: the page really loaded the vendored runtime and the Python entry point.
    paths = {urllib.parse.urlsplit(url).path for url in loaded.requests}
    assert {
        "/static/vendor/pyscript/core.js",
        "/static/vendor/pyodide/pyodide.mjs",
        "/static/vendor/pyodide/pyodide.asm.wasm",
        "/static/vendor/pyodide/python_stdlib.zip",
        "/ginnyo/web/main.py",
        "/pyscript.toml",
    } <= paths


def test_loading_progress_follows_pyscript_events(loaded: LoadedPage) -> None:
    # static/boot.js listens to PyScript 0.7.31's py:progress events (stage names as detail)
    stages = loaded.page.evaluate("() => window.__ginnyoProgress")
    assert "Loading Pyodide" in stages
    assert "Loaded files" in stages
    bar = loaded.page.locator("#load-progress")
    assert bar.is_hidden()
    assert bar.evaluate("el => el.value === el.max")


def test_controls_come_alive_when_ready(loaded: LoadedPage) -> None:
    page = loaded.page
    # no save yet: the new-game form is up, and the menu works
    assert page.locator("html[data-state=setup]").count() == 1
    assert page.locator("#setup-dialog").is_visible()
    for name in ("new-game", "export", "import"):
        assert page.locator(f'nav [data-action="{name}"]').is_enabled()
    # nothing to do on the board until a game starts
    assert page.locator('[data-action="play"]').is_disabled()
    assert page.locator("#rack [data-tile]").count() == 0
