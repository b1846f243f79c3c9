"""A stored game whose load froze the page is not reopened by itself: the next open asks what to do.

The page marks in localStorage (`ginnyo.opening`) that it opens the stored game just before it does, and takes the
mark away once the game is drawn (`shell/update_unopened.py`). The test hook ``?load=hang`` (read in
``ginnyo/web/page/persistence.py``) makes that load never finish, as an engine fault that froze the page would:
the tab is closed with the mark still set. The next open (without the hook) does not load the save: its dialog
says so and offers "Try again" (the game opens), "Download the save" (a file, as stored) and "Start a new game"
(the form; the save is kept aside when the new game replaces it).

All the tabs of a test share a context (one browser profile: the same localStorage).
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from gameplay import SAVE_KEY, eventually, saved_game, saved_text, start_game, wait_state
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_a11y import serious_violations
from test_page import LoadedPage, instrument, wait_until_ready

MARK = "ginnyo.opening"
DAMAGED_KEY = "ginnyo.save.damaged"
CHOICES = ["Try again", "Download the save", "Start a new game"]
TITLE = "Your game did not open last time"


@pytest.fixture
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    context = browser.new_context(base_url=base_url, accept_downloads=True, viewport={"width": 1366, "height": 768})
    yield context
    context.close()


def open_tab(context: BrowserContext, base_url: str, query: str = "?speed=fast") -> LoadedPage:
    """Another tab of `context` on the game page (not waited for)."""
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    result.page.goto("./" + query, wait_until="domcontentloaded")
    return result


def stored(page: Page, key: str) -> str | None:
    value = page.evaluate("(key) => localStorage.getItem(key)", key)
    return None if value is None else str(value)


@pytest.fixture
def stuck(context: BrowserContext, base_url: str) -> str:
    """A game started (so a save exists), then a tab whose load of it never finishes, closed: the save's text."""
    first = open_tab(context, base_url)
    wait_until_ready(first)
    start_game(first.page, [("Ann", "human"), ("Robo", "easy")], 5)
    wait_state(first.page, "human", "ai")
    assert stored(first.page, MARK) is None  # a normal open takes its mark away
    first.page.close()
    hung = open_tab(context, base_url, "?speed=fast&load=hang")
    hung.page.wait_for_function("(key) => localStorage.getItem(key) !== null", arg=MARK)
    # the load hangs: the page is not ready and shows no game
    assert hung.page.locator("html.ginnyo-ready").count() == 0
    assert hung.page.locator("#board .tile").count() == 0
    text = saved_text(hung.page)
    assert text is not None
    hung.page.close()
    return text


def reopened(context: BrowserContext, base_url: str) -> LoadedPage:
    """The next open, without the hook: ready, with the dialog of the game left unopened and its three choices."""
    tab = open_tab(context, base_url)
    wait_until_ready(tab)
    page = tab.page
    dialog = page.locator("#unopened-dialog")
    expect(dialog).to_be_visible()
    expect(page.locator("#unopened-title")).to_have_text(TITLE)
    expect(page.locator("#unopened-text")).to_contain_text("stopped while it was opening your game")
    expect(dialog.locator("button:visible")).to_have_text(CHOICES)
    expect(page.locator("#unopened-retry")).to_be_focused()
    assert page.locator("#board .tile").count() == 0  # the save was not opened
    assert stored(page, MARK) is not None
    return tab


def test_try_again_opens_the_game_and_the_next_open_is_normal(
    context: BrowserContext, base_url: str, stuck: str
) -> None:
    tab = reopened(context, base_url)
    page = tab.page
    assert serious_violations(page) == []
    page.keyboard.press("Escape")  # a choice must be made
    expect(page.locator("#unopened-dialog")).to_be_visible()
    page.click("#unopened-retry")
    expect(page.locator("#unopened-dialog")).to_be_hidden()
    wait_state(page, "human", "ai")
    assert saved_game(page)[0].seed == 5
    eventually(page, lambda: stored(page, MARK), None)
    assert tab.page_errors == [] and tab.console_errors == []
    page.close()
    again = open_tab(context, base_url)  # opened and drawn this time: the next open resumes it by itself
    wait_until_ready(again)
    wait_state(again.page, "human", "ai")
    expect(again.page.locator("#unopened-dialog")).to_be_hidden()
    assert stored(again.page, MARK) is None


def test_download_gives_the_save_as_stored_and_the_choice_stays(
    context: BrowserContext, base_url: str, stuck: str
) -> None:
    tab = reopened(context, base_url)
    page = tab.page
    with page.expect_download() as download:
        page.click("#unopened-download")
    assert download.value.suggested_filename == "ginnyo-save.json"
    assert Path(download.value.path()).read_text(encoding="utf-8") == stuck
    expect(page.locator("#unopened-note")).to_have_text("The save was downloaded as ginnyo-save.json.")
    expect(page.locator("#unopened-dialog")).to_be_visible()  # still to choose: nothing was opened or replaced
    assert stored(page, SAVE_KEY) == stuck and stored(page, MARK) is not None
    assert tab.page_errors == [] and tab.console_errors == []


def test_a_new_game_instead_keeps_the_save_aside(context: BrowserContext, base_url: str, stuck: str) -> None:
    tab = reopened(context, base_url)
    page = tab.page
    page.click("#unopened-new")
    expect(page.locator("#setup-dialog")).to_be_visible()
    expect(page.locator("#setup-cancel")).to_be_hidden()
    assert stored(page, SAVE_KEY) == stuck  # untouched until a new game replaces it
    start_game(page, [("Ann", "human"), ("Robo", "easy")], 9)
    wait_state(page, "human", "ai")
    assert saved_game(page)[0].seed == 9
    assert stored(page, DAMAGED_KEY) == stuck  # kept aside, not lost
    assert stored(page, MARK) is None
    assert tab.page_errors == [] and tab.console_errors == []
