"""The polish bugs of issue 22 in the page: the score bubble pops once per play made and goes after its time (no
pop again on a language switch, a dialog closed or Undo), a shared game is told in the third person, and a
language switch clears the screen reader's live region. Where each is decided: tests/test_web_polish.py.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import Opener, mid_game_save, open_mid_game, place_best_play, saved_game, turns, wait_state
from playwright.sync_api import Browser, Page, expect
from test_page import LoadedPage

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.link import to_link
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_board import BUBBLE_MS

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
SEATS = (("You", "human"), ("Computer (medium)", "medium"))
# Every score bubble put on the board, and how long it stayed there (ms; None while it is there).
WATCH_BUBBLES_JS = """() => {
    window.__bubbles = [];
    new MutationObserver((changes) => {
        for (const change of changes) {
            for (const node of change.addedNodes) {
                if (node.id === "score-bubble") __bubbles.push({node, born: performance.now(), life: null});
            }
            for (const node of change.removedNodes) {
                const seen = __bubbles.find((bubble) => bubble.node === node);
                if (seen) seen.life = performance.now() - seen.born;
            }
        }
    }).observe(document.getElementById("board"), {childList: true, subtree: true});
}"""
BUBBLES_JS = "() => __bubbles.map((bubble) => bubble.life)"


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, save=mid_game_save(SEATS), **DESKTOP)


@pytest.fixture
def loaded(loaded: LoadedPage) -> Iterator[LoadedPage]:
    """conftest's fresh page, checked after the test: nothing failed on the way."""
    yield loaded
    assert loaded.page_errors == []
    assert loaded.console_errors == []


def play_a_round(page: Page) -> int:
    """Play the best play and wait for your turn again; the plays made in the round (yours, maybe the computer's)."""
    before = turns(page)
    place_best_play(page)
    page.click('[data-action="play"]')
    page.wait_for_function(
        "(before) => Number(document.documentElement.dataset.turns) > before + 1"
        " && document.documentElement.dataset.state === 'human'",
        arg=before,
    )
    game, _ = saved_game(page)
    return sum(turn.kind is ActionKind.PLAY for turn in game.log[before:])


def switch_language(page: Page, code: str) -> None:
    page.click("#settings-button")
    page.select_option("#language", code)
    expect(page.locator("html")).to_have_attribute("lang", code)
    page.keyboard.press("Escape")


def test_the_score_bubble_pops_once_per_play_and_goes_after_its_time(page: Page) -> None:
    page.evaluate(WATCH_BUBBLES_JS)
    plays = play_a_round(page)
    # your turn begins as the computer's play is applied; its bubble pops once its tiles have landed
    page.wait_for_function("(plays) => __bubbles.length >= plays", arg=plays)
    assert len(page.evaluate(BUBBLES_JS)) == plays
    switch_language(page, "sv")
    switch_language(page, "en")
    page.click('.menu [data-action="new-game"]')  # a dialog opened and closed
    expect(page.locator("#overlay")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#overlay")).to_be_hidden()
    page.click('[data-action="undo"]')
    wait_state(page, "human")
    page.wait_for_timeout(BUBBLE_MS + 600)
    lives = page.evaluate(BUBBLES_JS)
    assert len(lives) == plays  # none popped again
    assert all(life is not None and life <= BUBBLE_MS + 500 for life in lives), lives
    expect(page.locator("#score-bubble")).to_have_count(0)


def test_without_motion_the_bubble_shows_still_then_goes(browser: Browser, base_url: str) -> None:
    still = open_mid_game(browser, base_url, save=mid_game_save(SEATS), reduced_motion="reduce", **DESKTOP)
    try:
        page = still.page
        page.evaluate(WATCH_BUBBLES_JS)
        place_best_play(page)
        page.click('[data-action="play"]')
        expect(page.locator("#score-bubble")).to_be_attached()
        assert page.evaluate("() => document.getAnimations().length") == 0
        expect(page.locator("#score-bubble")).to_have_count(0, timeout=BUBBLE_MS + 5_000)
        assert all(life is not None and life <= BUBBLE_MS + 500 for life in page.evaluate(BUBBLES_JS))
    finally:
        still.page.context.close()


def test_a_shared_game_is_told_to_its_reader_in_the_third_person(page: Page) -> None:
    session = Session.from_json(mid_game_save(SEATS, turns=6))
    page.evaluate("(hash) => { location.hash = hash; }", "#" + to_link(json.loads(session.to_json())))
    expect(page.locator("html[data-replay=on]")).to_have_count(1)
    page.click('[data-action="replay-previous"]')  # to your last turn (the computer's is the last one)
    expect(page.locator("#last-action")).to_contain_text("Player 1")
    for part in ("#last-action", "#turn", "#sheet", "#replay-rack-title", "#announce"):
        assert not re.search(r"\b(You|Your)\b", page.locator(part).inner_text()), part
    expect(page.locator("#sheet")).to_contain_text("Player 1")


def test_a_language_switch_clears_the_live_region(page: Page) -> None:
    play_a_round(page)
    expect(page.locator("#announce")).not_to_have_text("")
    switch_language(page, "it")
    expect(page.locator("#announce")).to_have_text("")
    expect(page.locator("#turn")).not_to_have_text(re.compile("Your turn"))
