"""Every dialog's main action is in view without a scroll, and nothing covers it, on a laptop (1366×768), a short
laptop window (1366×650) and a phone upright (390×844): the action row stays at the dialog's foot.

Each dialog is opened as a player meets it (the form at the first visit, a question, the statistics, the end of a
game, a hand's result, a match's end and its review, the device handed over, a joker's card, a game left unopened),
then checked at each size. "Games with friends" needs a game with a friend first: e2e/test_friend_a11y.py opens it.
"""

from __future__ import annotations

import json
import urllib.parse
from collections.abc import Callable
from typing import Any

import pytest
from gameplay import (
    SAVE_KEY,
    mid_game_save,
    open_game_page,
    open_mid_game,
    over_save,
    rack_tile,
    square,
    start_game,
    use_menu,
    wait_state,
)
from gin_play import finished_save
from playwright.sync_api import Browser, Page, expect
from test_escape_keys import hand_ended_save
from test_page import LoadedPage, instrument, wait_until_ready

SIZES = ((1366, 768), (1366, 650), (390, 844))
WIDE: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
COVERED = """(node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === null ? "nothing" : (node.contains(top) ? "" : top.outerHTML.slice(0, 120));
}"""


def in_view(page: Page, dialog: str, action: str) -> None:
    """At each size, `action` of the open `dialog` lies inside the window, and is what a tap on its centre hits."""
    button = page.locator(f"{dialog} {action}")
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        expect(page.locator(dialog)).to_be_visible()
        expect(button).to_be_visible()
        box = button.bounding_box()
        assert box is not None
        inside = box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= width
        assert inside and box["y"] + box["height"] <= height, (dialog, width, height, box)
        assert button.evaluate(COVERED) == "", (dialog, width, height)


def the_form(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    return open_game_page(browser, base_url, **WIDE), "#setup-dialog", '[data-action="start-game"]'


def a_question(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_mid_game(browser, base_url, save=mid_game_save(), **WIDE)
    use_menu(loaded.page, 'nav [data-action="new-game"]')  # "Start a new game?" over the game in progress
    return loaded, "#message-dialog", "#message-confirm"


def the_statistics(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_game_page(browser, base_url, **WIDE)
    loaded.page.click("#setup-stats")
    return loaded, "#stats-dialog", "#stats-close"


def a_games_end(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    return (
        open_mid_game(browser, base_url, save=over_save(), waiting="over", **WIDE),
        "#end-dialog",
        "#end-play-again",
    )


def a_hands_result(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_mid_game(browser, base_url, save=hand_ended_save(), waiting="result", **WIDE)
    return loaded, "#gin-result-dialog", "#gin-next"


def a_matchs_end(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_mid_game(browser, base_url, save=finished_save(seed=21), waiting="over", **WIDE)
    return loaded, "#gin-result-dialog", "#gin-play-again"


def a_matchs_review(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_mid_game(browser, base_url, save=finished_save(seed=3), waiting="over", **WIDE)
    loaded.page.click("#gin-review-open")
    return loaded, "#gin-review-dialog", "#gin-review-close"


def a_handoff(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_game_page(browser, base_url, **WIDE)
    start_game(loaded.page, [("Ann", "human"), ("Bob", "human")], 7)
    wait_state(loaded.page, "handoff")
    return loaded, "#handoff-dialog", "#reveal-button"


def a_joker(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    loaded = open_game_page(browser, base_url, **WIDE)
    start_game(loaded.page, [("Ann", "human"), ("Computer", "easy")], 31)  # Ann's rack holds a joker
    wait_state(loaded.page, "human")
    rack_tile(loaded.page, "*").click()
    square(loaded.page, "F8").click()  # alone on the board: every card is offered
    return loaded, "#joker-dialog", '[data-action="joker-cancel"]'


def a_game_left_unopened(browser: Browser, base_url: str) -> tuple[LoadedPage, str, str]:
    """A save whose last open never finished (another tab's mark on it): the page asks before opening it."""
    context = browser.new_context(base_url=base_url, **WIDE)
    parts = urllib.parse.urlsplit(base_url)
    loaded = instrument(context, f"{parts.scheme}://{parts.netloc}")
    save, key = json.dumps(mid_game_save()), json.dumps(SAVE_KEY)
    context.add_init_script(
        f"if (localStorage.getItem({key}) === null) {{ localStorage.setItem({key}, {save});"
        " localStorage.setItem('ginnyo.opening', 'a tab that froze'); }"
    )
    loaded.page.goto("./?speed=fast", wait_until="domcontentloaded")
    wait_until_ready(loaded)
    return loaded, "#unopened-dialog", "#unopened-retry"


OPENERS: list[Callable[[Browser, str], tuple[LoadedPage, str, str]]] = [
    the_form,
    a_question,
    the_statistics,
    a_games_end,
    a_hands_result,
    a_matchs_end,
    a_matchs_review,
    a_handoff,
    a_joker,
    a_game_left_unopened,
]


@pytest.mark.parametrize("opener", OPENERS, ids=[opener.__name__ for opener in OPENERS])
def test_the_main_action_is_in_view_and_uncovered(
    browser: Browser, base_url: str, opener: Callable[[Browser, str], tuple[LoadedPage, str, str]]
) -> None:
    loaded, dialog, action = opener(browser, base_url)
    in_view(loaded.page, dialog, action)
    assert not loaded.page_errors and not loaded.console_errors
    loaded.page.context.close()
