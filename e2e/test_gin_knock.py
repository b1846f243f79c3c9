"""Asking before a knock in Chromium: the setting "Ask before knocking" in the settings panel
(off by default, remembered after a reload), then Knock asks first (Knock / Keep playing).
"""

from __future__ import annotations

import re

from gameplay import reload, wait_state
from gin_play import actions_saved, play_to_result, saved_match, take_turn, wait_saved
from playwright.sync_api import Page, expect
from test_dialog_actions import in_view
from test_page import LoadedPage

from ginnyo.ginrummy import ActionKind

QUESTION = "#gin-buttons .gin-question"


def play_until_you_may_knock(page: Page) -> None:
    while wait_state(page, "human") and ActionKind.KNOCK not in {a.kind for a in saved_match(page).legal_actions()}:
        take_turn(page)


def turn_the_setting_on(page: Page) -> None:
    page.click("#settings-button")
    panel = page.locator("#settings-panel")
    expect(panel).to_be_visible()
    assert panel.inner_text().count("Ask before knocking") == 1
    box = page.locator("#ask-knock")
    expect(box).not_to_be_checked()
    box.check()
    page.keyboard.press("Escape")  # the panel closes
    expect(panel).to_be_hidden()


def test_knock_asks_first_when_the_setting_is_on(loaded: LoadedPage, gin_match: Page) -> None:
    page = gin_match
    turn_the_setting_on(page)
    play_until_you_may_knock(page)
    before = actions_saved(page)
    page.keyboard.press("k")
    question = page.locator(QUESTION)
    expect(question).to_have_text(re.compile(r"^Knock with .*undercut", re.S))
    expect(page.locator('[data-gin-action="confirm-knock"]')).to_be_focused()  # Enter knocks
    size = page.viewport_size
    in_view(page, QUESTION, '~ [data-gin-action="confirm-knock"]')  # the answer in view on a laptop and a phone
    page.set_viewport_size(size or {"width": 1366, "height": 768})
    expect(page.locator('[data-gin-action="keep-playing"]')).to_have_text("Keep playing")
    page.keyboard.press("Escape")  # keep playing
    expect(question).to_have_count(0)
    assert actions_saved(page) == before
    expect(page.locator('[data-gin-action="knock"]')).to_be_visible()
    page.click('[data-gin-action="knock"]')
    page.click('[data-gin-action="confirm-knock"]')
    wait_saved(page, before)
    game = saved_match(page)  # the computer may have laid off and the hand be scored already
    assert (game.results[0].knocker if game.results else game.knocker) == 0
    play_to_result(page)
    expect(page.locator("#gin-result-text")).to_contain_text("You won hand 1 with a knock")
    reload(loaded)
    expect(page.locator("#ask-knock")).to_be_checked()  # remembered with the other settings
    assert loaded.console_errors == [] and loaded.page_errors == []
