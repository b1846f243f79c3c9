"""The preview's warning of a gin left to the next player, in the browser.

A fresh page per test on a saved game (seed 7, 8 turns of best plays, your turn; see
`tests/test_web_danger.py`): the H8 section holds 5 tiles; 6♥ 6♦ down column J bring it to 7,
three tiles from gin, while ★9♠ 10♠ J♠ on B12-D12 open a new section and leave H8 as it was.
"""

from __future__ import annotations

import functools

import pytest
from gameplay import Opener, mid_game_save, open_mid_game, place_play
from playwright.sync_api import Page, expect

from ginnyo.rules import parse_play

WARNING = "This leaves the section of H8 at 7 tiles: a 3-tile play there gives the next player gin, +100."


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, save=mid_game_save(seed=7), viewport={"width": 1366, "height": 768})


def test_the_warning_shows_for_a_play_that_leaves_a_gin_and_the_setting_hides_it(page: Page) -> None:
    place_play(page, parse_play("J7:6H J8:6D"))
    expect(page.locator("#preview .preview-message")).to_have_text("Legal play: 12 points")
    expect(page.locator("#preview .preview-danger")).to_have_text(WARNING)
    page.click("#settings-button")
    box = page.locator("#warn-gin")
    expect(box).to_be_checked()  # on by default
    box.set_checked(False)
    page.keyboard.press("Escape")
    expect(page.locator("#preview .preview-danger")).to_have_count(0)
    assert page.evaluate("() => JSON.parse(localStorage.getItem('ginnyo.settings')).warn_gin") is False


def test_no_warning_for_a_play_that_leaves_no_section_near_its_gin(page: Page) -> None:
    place_play(page, parse_play("B12:*9S C12:10S D12:JS"))
    expect(page.locator("#preview .preview-message")).to_have_text("Legal play: 20 points")
    expect(page.locator("#preview .preview-danger")).to_have_count(0)
