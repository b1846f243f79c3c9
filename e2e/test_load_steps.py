"""A load without a freeze: the page's Python starts in steps, and nothing on the page moves when it is ready.

The new-game form is plain HTML, painted long before Python is ready; the controls that work only
with Python (Daily deal, Statistics, ...) hold their places in it from the first paint, disabled, so
the layout does not shift when Python takes over (the page's ``layout-shift`` entries, read from a
PerformanceObserver set before the page loads, add up to 0). Python's start gives the browser its
turn between its steps (``ginnyo/web/browser/steps.py``): a task queued when the start begins runs
before the start ends. What is typed and chosen in the form before Python is ready is kept and used.
Python is held back, where a test needs the form before it, by holding the request for ``ginnyo.zip``.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import saved_game, wait_state
from playwright.sync_api import Browser, Page, Route, ViewportSize, expect
from test_page import LoadedPage, instrument, wait_until_ready
from test_startup import is_ready, release

from ginnyo.web.words.levels import GIN_LEVELS, GINNYO_LEVELS

# Every layout shift from the start of the load; and, when Python's start begins (it words the status line
# first), a task queued behind it that notes whether the start had ended by the time it ran.
RECORD_JS = """
window.__shifts = [];
new PerformanceObserver((list) => { __shifts.push(...list.getEntries()); })
    .observe({type: "layout-shift", buffered: true});
window.__queuedDuringStart = null;
addEventListener("DOMContentLoaded", () => {
    new MutationObserver((_changes, observer) => {
        if (!performance.getEntriesByName("ginnyo-main").length) return;
        observer.disconnect();
        setTimeout(() => { window.__queuedDuringStart = document.documentElement.classList.contains("ginnyo-ready"); });
    }).observe(document.getElementById("status-text"), {childList: true, characterData: true, subtree: true});
});
"""
# The shifts once the frames after ready are drawn (a shift is reported with the frame that shows it).
SHIFTS_JS = """async () => {
    for (let frame = 0; frame < 3; frame++) await new Promise((done) => requestAnimationFrame(done));
    return __shifts.map((shift) => ({value: shift.value, recentInput: shift.hadRecentInput,
        sources: shift.sources.map((source) => source.node ? source.node.id || source.node.nodeName : "?")}));
}"""
LATE_CONTROLS = ("#daily-deal", "#setup-stats", '#setup-dialog [data-action="learn"]')
DESKTOP: ViewportSize = {"width": 1366, "height": 768}
PHONE: ViewportSize = {"width": 390, "height": 844}


def open_held(browser: Browser, base_url: str, viewport: ViewportSize) -> tuple[LoadedPage, list[Route], Any]:
    """A fresh page (first visit: the form) recording its layout shifts, its ``ginnyo.zip`` held in the list."""
    context = browser.new_context(base_url=base_url, viewport=viewport)
    parts = urllib.parse.urlsplit(base_url)
    loaded = instrument(context, f"{parts.scheme}://{parts.netloc}")
    loaded.page.add_init_script(RECORD_JS)
    routes: list[Route] = []
    loaded.page.route("**/ginnyo.zip", lambda route: routes.append(route))
    loaded.page.goto("./?speed=fast", wait_until="domcontentloaded")
    return loaded, routes, context


@pytest.fixture(params=[DESKTOP, PHONE], ids=["desktop", "phone"])
def held(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[LoadedPage, list[Route]]]:
    loaded, routes, context = open_held(browser, base_url, request.param)
    try:
        yield loaded, routes
    finally:
        context.close()


def late_controls(page: Page) -> tuple[str, ...]:
    """The controls waiting for Python: the form's, and the header's Statistics (on a phone, the menu button)."""
    size = page.viewport_size
    assert size is not None
    return (*LATE_CONTROLS, "#menu-button" if size == PHONE else "#stats-button")


def shifts(page: Page) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(SHIFTS_JS)
    return found


def test_nothing_moves_when_python_is_ready(held: tuple[LoadedPage, list[Route]]) -> None:
    loaded, routes = held
    page = loaded.page
    expect(page.locator("#setup-dialog")).to_be_visible()
    for control in late_controls(page):  # in their places from the first paint, waiting for Python
        expect(page.locator(control)).to_be_visible()
        expect(page.locator(control)).to_be_disabled()
    expect(page.locator("#ginnyo-levels li")).to_have_count(len(GINNYO_LEVELS))
    release(page, routes)
    wait_until_ready(loaded)
    for control in late_controls(page):
        expect(page.locator(control)).to_be_enabled()
    seen = shifts(page)
    assert sum(shift["value"] for shift in seen) == 0, seen
    # The start gave the browser its turns: a task queued as it began ran before it ended.
    assert page.evaluate("() => window.__queuedDuringStart") is False
    assert not loaded.page_errors and not loaded.console_errors


def test_what_is_typed_and_chosen_before_ready_is_kept_and_used(held: tuple[LoadedPage, list[Route]]) -> None:
    loaded, routes = held
    page = loaded.page
    expect(page.locator("#player-count")).to_be_focused()
    page.fill("#name-0", "Zoe")
    page.select_option("#kind-1", "hard")  # a level
    page.fill("#seed", "5")
    page.focus("#name-0")
    release(page, routes)
    wait_until_ready(loaded)
    expect(page.locator("#name-0")).to_have_value("Zoe")
    expect(page.locator("#kind-1")).to_have_value("hard")
    expect(page.locator("#name-1")).to_have_value("Computer (hard)")  # the default name follows the level
    expect(page.locator("#seed")).to_have_value("5")
    expect(page.locator("#name-0")).to_be_focused()  # Python's start took no focus from the form
    seen = [shift for shift in shifts(page) if not shift["recentInput"]]
    assert sum(shift["value"] for shift in seen) == 0, seen
    page.click('[data-action="start-game"]')
    wait_state(page, "human", "ai")
    game, kinds = saved_game(page)
    assert game.names == ("Zoe", "Computer (hard)") and kinds == ("human", "hard") and game.seed == 5
    assert is_ready(page)


def test_the_game_chosen_before_ready_shows_its_fields_and_keeps_its_level(browser: Browser, base_url: str) -> None:
    loaded, routes, context = open_held(browser, base_url, DESKTOP)
    try:
        page = loaded.page
        page.select_option("#game-kind", "gin")
        expect(page.locator("#gin-setup")).to_be_visible()  # static/boot.js, before Python
        expect(page.locator("#gin-levels li")).to_have_count(len(GIN_LEVELS))
        expect(page.locator("#ginnyo-setup")).to_be_hidden()
        page.select_option("#gin-level", "hard")
        release(page, routes)
        wait_until_ready(loaded)
        expect(page.locator("#gin-level")).to_have_value("hard")
        expect(page.locator("#gin-setup")).to_be_visible()
        expect(page.locator("#ginnyo-setup")).to_be_hidden()
    finally:
        context.close()
