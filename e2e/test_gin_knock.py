"""Asking before a knock in Chromium: the setting "Ask before knocking" in the settings panel
(off by default, remembered after a reload), then Knock asks first (Knock / Keep playing).
"""

from __future__ import annotations

from gameplay import open_game_page, reload, wait_state
from gin_play import KNOCK_SEED, actions_saved, play_to_result, saved_match, start_gin, take_turn, wait_saved
from playwright.sync_api import Browser, Page

from ginnyo.ginrummy import ActionKind

QUESTION = "#gin-buttons .gin-question"


def play_until_you_may_knock(page: Page) -> None:
    while wait_state(page, "human") and ActionKind.KNOCK not in {a.kind for a in saved_match(page).legal_actions()}:
        take_turn(page)


def turn_the_setting_on(page: Page) -> None:
    page.click("#settings-button")
    box = page.locator("#ask-knock")
    assert page.inner_text("#settings-panel").count("Ask before knocking") == 1 and not box.is_checked()
    box.check()
    page.keyboard.press("Escape")  # the panel closes


def test_knock_asks_first_when_the_setting_is_on(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url)
    page = loaded.page
    start_gin(page, KNOCK_SEED)
    turn_the_setting_on(page)
    play_until_you_may_knock(page)
    before = actions_saved(page)
    page.keyboard.press("k")
    question = page.locator(QUESTION)
    assert question.inner_text().startswith("Knock with ") and "undercut" in question.inner_text()
    focused = page.evaluate("() => document.activeElement.dataset.ginAction")
    assert focused == "confirm-knock"  # Enter knocks
    assert page.inner_text('[data-gin-action="keep-playing"]') == "Keep playing"
    page.keyboard.press("Escape")  # keep playing
    assert question.count() == 0 and actions_saved(page) == before
    assert page.locator('[data-gin-action="knock"]').is_visible()
    page.click('[data-gin-action="knock"]')
    page.click('[data-gin-action="confirm-knock"]')
    wait_saved(page, before)
    game = saved_match(page)  # the computer may have laid off and the hand be scored already
    assert (game.results[0].knocker if game.results else game.knocker) == 0
    assert "You won hand 1 with a knock" in (play_to_result(page) and page.inner_text("#gin-result-text"))
    reload(loaded)
    assert page.locator("#ask-knock").is_checked()  # remembered with the other settings
    assert loaded.console_errors == [] and loaded.page_errors == []
    page.context.close()
