"""Start without waiting: the new-game form works while Python loads, and the computer is ready when needed.

Python's start is held back by holding the request for ``ginnyo.zip`` (the game's Python,
fetched before any of it runs) until the test lets it go.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator

import pytest
from gameplay import enter_exchange, saved_game, start_game, turns, wait_human_turn, wait_state
from playwright.sync_api import Browser, Page, Route, expect
from test_page import LoadedPage, instrument, wait_until_ready


@pytest.fixture
def held(browser: Browser, base_url: str) -> Iterator[tuple[LoadedPage, list[Route]]]:
    """A fresh page whose ``ginnyo.zip`` request is held (in the list) until the test continues it."""
    context = browser.new_context(base_url=base_url)
    parts = urllib.parse.urlsplit(base_url)
    loaded = instrument(context, f"{parts.scheme}://{parts.netloc}")
    routes: list[Route] = []
    loaded.page.route("**/ginnyo.zip", lambda route: routes.append(route))
    loaded.page.goto("./?speed=fast", wait_until="domcontentloaded")
    try:
        yield loaded, routes
    finally:
        context.close()


def release(page: Page, routes: list[Route]) -> None:
    """Let the held ``ginnyo.zip`` through (once the page has asked for it)."""
    page.wait_for_function("() => performance.getEntriesByName('ginnyo-form-ready').length > 0")
    for _ in range(600):
        if routes:
            break
        page.wait_for_timeout(100)
    assert len(routes) == 1, "the page never asked for ginnyo.zip"
    routes[0].continue_()


def is_ready(page: Page) -> bool:
    return bool(page.evaluate("() => document.documentElement.classList.contains('ginnyo-ready')"))


def test_the_form_is_filled_in_before_python_and_a_queued_start_runs_once_ready(
    held: tuple[LoadedPage, list[Route]],
) -> None:
    loaded, routes = held
    page = loaded.page
    form = page.locator("#setup-dialog")
    expect(form).to_be_visible()
    expect(page.locator("#player-count")).to_be_focused()
    page.select_option("#player-count", "3")
    expect(page.locator('#setup-dialog [data-seat="2"]')).to_be_visible()
    page.fill("#name-0", "Zoe")
    page.select_option("#kind-1", "easy")
    page.fill("#name-1", "Robo")
    page.fill("#name-2", "Max")
    page.fill("#seed", "7")
    # The rules open from the form too, in a new tab.
    with page.context.expect_page() as rules:
        page.click('#setup-dialog a[href="./rules.html"]')
    expect(rules.value.locator("h1")).to_contain_text("How to play")
    rules.value.close()
    page.click('[data-action="start-game"]')
    expect(page.locator("#setup-dialog [data-queued]")).to_be_visible()
    assert not is_ready(page)  # Python is still held back
    assert page.evaluate("(key) => localStorage.getItem(key)", "ginnyo.save") is None
    release(page, routes)
    wait_until_ready(loaded)
    expect(form).to_be_hidden()
    wait_state(page, "human", "handoff", "ai")
    game, kinds = saved_game(page)
    assert game.names == ("Zoe", "Robo", "Max") and kinds == ("human", "easy", "human") and game.seed == 7
    assert len(game.log) <= 1  # one game, just started (the computer may have moved first)
    assert loaded.console_errors == [] and loaded.page_errors == []


def test_start_waits_for_python_and_keeps_what_was_typed(held: tuple[LoadedPage, list[Route]]) -> None:
    """A name typed after Start game was pressed (Python still loading) is the one the game gets."""
    loaded, routes = held
    page = loaded.page
    page.click('[data-action="start-game"]')
    page.fill("#name-0", "Late")
    release(page, routes)
    wait_until_ready(loaded)
    wait_state(page, "human", "ai")
    game, _ = saved_game(page)
    assert game.names[0] == "Late"
    # The game just started is not in question: the start-up's own "no saved game, open the form" came
    # before the queued start (it once came after it, and asked "Start a new game?" over the new game).
    page.wait_for_timeout(500)
    expect(page.locator("#message-dialog")).to_be_hidden()
    expect(page.locator("#setup-dialog")).to_be_hidden()
    assert page.evaluate("() => !document.querySelector('body > main').inert")  # the table takes taps


# Run in the page's interpreter once ready: was the game imported from the archive's bytecode?
BYTECODE_CHECK = """
import importlib.util, sys
from pyscript import document
module = sys.modules["ginnyo.web.app"]
# The zip's importer names the member it runs: the .pyc beside the source when it uses that.
member = module.__loader__.get_filename(module.__name__)
zipped = ".zip/ginnyo/" in member and member.endswith(".pyc")
head = module.__loader__.get_data(member)[:8] if zipped else b""
# The magic number of this interpreter, then flags 1: hash-based, unchecked (written at build time).
precompiled = head[:4] == importlib.util.MAGIC_NUMBER and head[4:8] == bytes([1, 0, 0, 0])
document.documentElement.dataset.bytecode = "precompiled" if precompiled else "compiled"
"""


def run_python(page: Page, code: str) -> None:
    page.evaluate(
        """(code) => {
            const script = document.createElement("script");
            script.type = "py";
            script.textContent = code;
            document.body.append(script);
        }""",
        code,
    )


def test_bytecode_and_the_computer_on_the_page(browser: Browser, base_url: str) -> None:
    """The game's modules come from the bytecode in ginnyo.zip; the computer thinks on the page (no worker)."""
    context = browser.new_context(base_url=base_url)
    parts = urllib.parse.urlsplit(base_url)
    loaded = instrument(context, f"{parts.scheme}://{parts.netloc}", worker_requests=True)
    page = loaded.page
    try:
        page.goto("./?speed=fast", wait_until="domcontentloaded")
        wait_until_ready(loaded)
        run_python(page, BYTECODE_CHECK)
        page.wait_for_function("() => document.documentElement.dataset.bytecode !== undefined")
        assert page.evaluate("() => document.documentElement.dataset.bytecode") == "precompiled"
        start_game(page, [("Robo", "easy"), ("You", "human")], 3)
        while turns(page) < 2:  # a computer turn, whoever started
            assert wait_human_turn(page) == "human"
            enter_exchange(page)
            page.click("#rack [data-index]")
            page.click('[data-action="exchange-confirm"]')
            page.wait_for_function("() => document.documentElement.dataset.state !== 'human'")
        wait_human_turn(page)
        game, _ = saved_game(page)
        assert any(turn.player == 0 for turn in game.log)  # the computer played
        assert page.workers == [] and page.locator("script[type=py][worker]").count() == 0
        assert loaded.console_errors == [] and loaded.page_errors == []
    finally:
        context.close()
