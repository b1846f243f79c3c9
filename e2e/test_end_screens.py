"""The end screens in the browser: a won game or match celebrated (never with motion off), a lost one
meets the turn or hand that cost most, with Play again and Review that work.

Saves: a Ginny-O game you win (seed 22, both seats' best plays), one you lose (seed 22, your third-best
plays: turn 10 costs you most), and Gin Rummy matches you win (seed 21) and lose (seed 3).
"""

from __future__ import annotations

from typing import Any

import pytest
from gameplay import open_mid_game, reload, saved_game, wait_state
from gin_play import finished_save, saved_match
from playwright.sync_api import Browser, Page, expect
from test_a11y import THEMES, serious_violations
from test_page import LoadedPage

from ginnyo.web.tiles.session import Session

DESKTOP = {"viewport": {"width": 1366, "height": 768}}
PIECES = "() => document.querySelectorAll('#celebration .piece').length"


def finished_game(third_best: bool) -> str:
    """A finished game, You against the medium computer: you play the best by score, or your third-best play."""
    session = Session.new([("You", "human"), ("Computer", "medium")], 22)
    game = session.game
    while not game.over:
        worse = third_best and game.current == 0 and len(game.legal_plays()) > 2
        game.apply(game.legal_actions()[2 if worse else 0])
    assert game.winners() == ([1] if third_best else [0])
    return session.to_json()


WON, LOST = finished_game(False), finished_game(True)


def opened(browser: Browser, base_url: str, save: str, **options: Any) -> LoadedPage:
    return open_mid_game(browser, base_url, save=save, waiting="over", **DESKTOP, **options)


def expect_celebration(page: Page, pieces: int) -> None:
    if pieces:
        expect(page.locator("#celebration")).to_be_visible()
    else:
        expect(page.locator("#celebration")).to_be_hidden()
    assert page.evaluate(PIECES) == pieces


def test_a_won_game_is_celebrated_and_play_again_deals_a_new_one(browser: Browser, base_url: str) -> None:
    loaded = opened(browser, base_url, WON)
    page = loaded.page
    expect(page.locator("#end-cheer")).to_have_text("Well played! A win to remember.")
    expect(page.locator("#end-dialog")).to_have_class("dialog won")
    expect(page.locator("#end-lesson")).to_be_hidden()
    expect_celebration(page, 36)
    expect(page.locator("#end-play-again")).to_be_focused()  # the dialog opens on it
    page.click("#end-play-again")
    expect(page.locator("#end-dialog")).to_be_hidden()
    expect_celebration(page, 0)
    wait_state(page, "human", "ai")
    game, _ = saved_game(page)
    assert not game.over and game.seed != 22 and game.names == ("You", "Computer")
    assert not loaded.page_errors and not loaded.console_errors
    page.context.close()


def test_no_celebration_with_reduced_motion_or_animations_off(browser: Browser, base_url: str) -> None:
    loaded = opened(browser, base_url, WON, reduced_motion="reduce")
    page = loaded.page
    expect(page.locator("#end-cheer")).to_be_visible()  # the words stay: only the motion goes
    expect_celebration(page, 0)
    page.emulate_media(reduced_motion="no-preference")
    page.evaluate("() => localStorage.setItem('ginnyo.settings', JSON.stringify({animations: false}))")
    reload(loaded)
    wait_state(page, "over")
    expect(page.locator("#end-cheer")).to_be_visible()
    expect_celebration(page, 0)
    page.context.close()


def test_a_lost_game_shows_its_costliest_turn_and_review_opens(browser: Browser, base_url: str) -> None:
    loaded = opened(browser, base_url, LOST)
    page = loaded.page
    lesson = page.locator("#end-lesson")
    expect(lesson).to_contain_text("Turn 10 cost you most: you scored ", timeout=60_000)
    expect(page.locator("#end-cheer")).to_be_hidden()
    expect_celebration(page, 0)
    page.click("#end-review")
    page.wait_for_function("() => document.documentElement.dataset.replay === 'on'")
    expect(page.locator("#analysis-table tbody tr")).to_have_count(len(saved_game(page)[0].log))  # already there
    assert not loaded.page_errors and not loaded.console_errors
    page.context.close()


def test_a_lost_match_names_its_costliest_hand_with_review_and_play_again(browser: Browser, base_url: str) -> None:
    loaded = opened(browser, base_url, finished_save(seed=3))
    page = loaded.page
    expect(page.locator("#gin-match-lesson")).to_have_text(
        "The hand that cost you most: Computer (medium) won hand 9 with a knock: 45 points."
    )
    expect(page.locator("#gin-match-cheer")).to_be_hidden()
    expect_celebration(page, 0)
    page.click("#gin-review-open")
    expect(page.locator("#gin-review-dialog")).to_be_visible()
    page.click("#gin-review-close")
    expect(page.locator("#gin-result-dialog")).to_be_visible()  # back at the match's end
    page.click("#gin-play-again")
    expect(page.locator("#gin-result-dialog")).to_be_hidden()
    wait_state(page, "human", "ai")
    match = saved_match(page)
    assert match.winner is None and not match.results and match.seed != 3
    assert not loaded.page_errors and not loaded.console_errors
    page.context.close()


def test_a_won_match_is_celebrated(browser: Browser, base_url: str) -> None:
    loaded = opened(browser, base_url, finished_save(seed=21))
    page = loaded.page
    expect(page.locator("#gin-match-cheer")).to_have_text("Well played! The match is yours.")
    expect(page.locator("#gin-match-lesson")).to_be_hidden()
    expect(page.locator("#gin-play-again")).to_be_visible()
    expect_celebration(page, 36)
    page.click("#gin-next")  # Look at the table: the match's end goes with its dialog
    expect_celebration(page, 0)
    expect(page.locator("#gin-play-again")).to_be_hidden()
    page.context.close()


@pytest.mark.parametrize("theme", THEMES)
def test_the_end_screens_have_no_serious_violations(browser: Browser, base_url: str, theme: str) -> None:
    """A won game's cheer with its cards in the air, and a lost match's lesson, in both themes."""
    for save, shown in ((WON, "#end-cheer"), (finished_save(seed=3), "#gin-match-lesson")):
        page = opened(browser, base_url, save).page
        expect(page.locator(shown)).to_be_visible()
        assert serious_violations(page, theme) == [], shown
        page.context.close()
