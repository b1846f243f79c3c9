"""The computer thinks on the page, in slices: a think that raises, overflows the stack or never ends is stopped.

The test hook ``?think=fail`` (``overflow``, ``hang``; read by ``ginnyo/web/app.py``) puts a think that goes wrong
in place of the computer's own: the page says what happened in plain words within the level's hard budget (the
medium level's is 1 s of thinking), a simpler level moves instead, the page stays usable throughout (the menu
opens while the computer is stuck) and the game goes on (you play, the computer answers the same way again).
Seed 3: the computer seat moves first.
"""

from __future__ import annotations

import time
import urllib.parse

import pytest
from gameplay import click_and_wait_turn, open_game_page, place_best_play, saved_game, start_game, wait_human_turn
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_page import instrument, wait_until_ready

SAID = {
    "fail": "The computer's thinking ran into an error.",
    "overflow": "The computer's thinking went too deep and ran out of room.",
    "hang": "The computer was still thinking long after its time was up, so it was stopped.",
}
SIMPLER = "A simpler computer level made this move instead."


@pytest.mark.parametrize("fault", ["fail", "overflow", "hang"])
def test_a_think_that_goes_wrong_is_stopped_said_and_the_game_goes_on(
    browser: Browser, base_url: str, fault: str
) -> None:
    loaded = open_game_page(browser, base_url, f"?speed=fast&think={fault}")
    page = loaded.page
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    try:
        begun = time.monotonic()
        start_game(page, [("You", "human"), ("Robo", "medium")], 3)
        if fault == "hang":  # while the think hangs, the page answers: the sound switch turns on
            page.click("#sound-toggle")
            expect(page.locator("#sound-toggle")).to_have_attribute("aria-pressed", "true")
            assert "A simpler" not in (page.locator("#play-error").text_content() or "")  # it was still thinking
        assert wait_human_turn(page) == "human"
        expect(page.locator("#play-error")).to_have_text(f"{SAID[fault]} {SIMPLER}")
        assert time.monotonic() - begun < 30  # the hard budget is 1 s of thinking; the page loaded meanwhile
        game, _ = saved_game(page)
        assert [turn.player for turn in game.log] == [1]  # the computer moved (the simpler level's choice)
        place_best_play(page)
        click_and_wait_turn(page, '[data-action="play"]')
        assert wait_human_turn(page) == "human"  # the computer answered, again by the simpler level
        game, _ = saved_game(page)
        assert [turn.player for turn in game.log] == [1, 0, 1]
        expect(page.locator("#play-error")).to_have_text(f"{SAID[fault]} {SIMPLER}")
        assert page.workers == []  # it thought on the page: no second interpreter
        assert loaded.page_errors == [] and loaded.console_errors == []
        failed = [text for text in warnings if "think failed" in text]
        assert len(failed) == 2 and all("medium" in text for text in failed)  # the log says so
    finally:
        page.context.close()


THINKING_KEY = "ginnyo.thinking"
FREEZE_NOW = "ginnyo.test.freeze"


def wait_frozen(page: Page) -> None:
    """Until the page's main thread answers no more (a live page answers at once; a frozen one never)."""
    for _ in range(200):
        try:
            page.wait_for_function("() => true", timeout=1_000)
        except PlaywrightTimeoutError:
            return
    raise AssertionError("the page never froze")


FROZE = "Last time, the computer's thinking on this turn froze the page."


def test_a_think_that_froze_the_page_is_not_run_again_the_simpler_level_moves(browser: Browser, base_url: str) -> None:
    """``?think=freeze``: the computer's think never yields, and the page freezes (nothing on one thread can stop
    it). The tab is closed; the next open finds the think's mark for that very turn, so instead of freezing again
    the simpler level moves at once and the page says why."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    try:
        parts = urllib.parse.urlsplit(base_url)
        frozen = instrument(context, f"{parts.scheme}://{parts.netloc}")
        frozen.page.goto("./?speed=fast&think=freeze", wait_until="domcontentloaded")
        wait_until_ready(frozen)
        start_game(frozen.page, [("You", "human"), ("Robo", "medium")], 3)
        mark = frozen.page.evaluate("(key) => localStorage.getItem(key)", THINKING_KEY)
        assert mark is not None and mark.startswith("medium:3:0:")  # marked before it thinks
        frozen.page.evaluate("(key) => localStorage.setItem(key, '1')", FREEZE_NOW)  # its next slice never ends
        wait_frozen(frozen.page)
        frozen.page.close()  # a frozen tab runs no `pagehide`: the mark stays
        again = instrument(context, f"{parts.scheme}://{parts.netloc}")
        again.page.goto("./?speed=fast", wait_until="domcontentloaded")
        wait_until_ready(again)
        assert wait_human_turn(again.page) == "human"
        expect(again.page.locator("#play-error")).to_have_text(f"{FROZE} {SIMPLER}")
        game, _ = saved_game(again.page)
        assert [turn.player for turn in game.log] == [1]
        assert again.page.evaluate("(key) => localStorage.getItem(key)", THINKING_KEY) is None  # its think is over
        assert again.page_errors == [] and again.console_errors == []
    finally:
        context.close()


def test_a_tab_closed_while_the_computer_thinks_is_not_taken_for_a_freeze(browser: Browser, base_url: str) -> None:
    """The mark goes with the page (`pagehide`): the next open lets the computer think as usual."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    try:
        parts = urllib.parse.urlsplit(base_url)
        first = instrument(context, f"{parts.scheme}://{parts.netloc}")
        first.page.goto("./?speed=fast&think=hang", wait_until="domcontentloaded")
        wait_until_ready(first)
        start_game(first.page, [("You", "human"), ("Robo", "medium")], 3)
        assert first.page.evaluate("(key) => localStorage.getItem(key)", THINKING_KEY) is not None
        first.page.close(run_before_unload=True)
        again = instrument(context, f"{parts.scheme}://{parts.netloc}")
        again.page.goto("./?speed=fast", wait_until="domcontentloaded")
        wait_until_ready(again)
        assert wait_human_turn(again.page) == "human"
        expect(again.page.locator("#play-error")).to_be_empty()
        game, _ = saved_game(again.page)
        assert [turn.player for turn in game.log] == [1]
    finally:
        context.close()
