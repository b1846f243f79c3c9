"""Hot seat: two humans on one device never see each other's rack, not even in the DOM."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gameplay import click_and_wait_turn, open_game_page, rack_texts, saved_game, start_game, state, wait_state
from playwright.sync_api import Browser, Page
from test_page import LoadedPage

NAMES = ("Ann", "<b>Bob</b> & co")  # a name is text, never markup


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    result = open_game_page(browser, base_url)
    yield result
    result.page.context.close()


@pytest.fixture(scope="module")
def page(loaded: LoadedPage) -> Page:
    return loaded.page


def hidden_rack_checks(page: Page) -> None:
    assert state(page) == "handoff"
    assert page.locator("#rack [data-tile]").count() == 0
    assert page.locator("#rack .tile").count() == 0
    assert page.locator("#unseen .unseen-suit").count() == 0
    assert page.locator("#board .tile.pending").count() == 0
    assert page.locator("#joker-cards [data-card]").count() == 0
    assert page.inner_text("#preview") == ""


def reveal_and_check(page: Page, seat: int) -> None:
    game, _ = saved_game(page)
    name = game.names[seat]
    assert game.current == seat
    assert page.inner_text("#handoff-title") == f"Pass the device to {name}"
    hidden_rack_checks(page)
    page.click('[data-action="reveal"]')
    wait_state(page, "human")
    assert sorted(rack_texts(page)) == sorted(game.view(seat).rack.split())
    assert name in page.inner_text("#rack-title")
    assert page.locator("#unseen .unseen-suit").count() == 5


def test_names_are_text_and_first_rack_is_hidden(page: Page) -> None:
    start_game(page, [(NAMES[0], "human"), (NAMES[1], "human")], 7)
    wait_state(page, "handoff")
    assert page.locator("#players b").count() == 0
    assert page.locator("#players .name").all_inner_texts() == list(NAMES)
    game, kinds = saved_game(page)
    assert kinds == ("human", "human")
    reveal_and_check(page, game.current)


def test_each_turn_hands_over_with_the_rack_hidden(page: Page) -> None:
    for _ in range(3):
        game, _ = saved_game(page)
        plays = game.legal_plays()
        seat = game.current
        if plays and len(game.log) % 2 == 0:
            # a play placed, then taken back with Escape: nothing leaks to the next player
            page.locator("#rack button[data-tile]").first.click()
            page.locator('#board [data-square="A1"]').click()
            page.keyboard.press("Escape")
        page.click('[data-action="exchange"]')
        page.locator("#rack button[data-tile]").first.click()
        click_and_wait_turn(page, '[data-action="exchange-confirm"]')
        wait_state(page, "handoff")
        # the handoff screen is up and the previous player's rack is gone from the page
        other = 1 - seat
        reveal_and_check(page, other)


def test_reload_keeps_the_rack_hidden(loaded: LoadedPage, page: Page) -> None:
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("html.ginnyo-ready")
    wait_state(page, "handoff")
    hidden_rack_checks(page)
    assert loaded.console_errors == []
    assert loaded.page_errors == []
    # no computer seat: the ai worker (seconds of start-up) was never started
    assert page.evaluate("() => document.querySelector('script[type=py][worker]')") is None
