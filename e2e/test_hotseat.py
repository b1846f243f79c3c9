"""Hot seat: two humans on one device never see each other's rack, not even in the DOM.

Each test has its own fresh page (conftest's `page`) and starts its own game.
"""

from __future__ import annotations

import pytest
from gameplay import click_and_wait_turn, enter_exchange, rack_texts, reload, saved_game, start_game, state, wait_state
from playwright.sync_api import Page, expect
from test_page import LoadedPage

NAMES = ("Ann", "<b>Bob</b> & co")  # a name is text, never markup


@pytest.fixture
def started(page: Page) -> Page:
    """A hot-seat game of two humans, its handoff screen up."""
    start_game(page, [(NAMES[0], "human"), (NAMES[1], "human")], 7)
    wait_state(page, "handoff")
    return page


def hidden_rack_checks(page: Page) -> None:
    assert state(page) == "handoff"
    for hidden in ("#rack [data-tile]", "#rack .tile", "#unseen .unseen-suit", "#board .tile.pending"):
        expect(page.locator(hidden)).to_have_count(0)
    expect(page.locator("#joker-cards [data-card]")).to_have_count(0)
    expect(page.locator("#preview")).to_have_text("")


def reveal_and_check(page: Page, seat: int) -> None:
    game, _ = saved_game(page)
    name = game.names[seat]
    assert game.current == seat
    expect(page.locator("#handoff-title")).to_have_text(f"Pass the device to {name}")
    hidden_rack_checks(page)
    page.click('[data-action="reveal"]')
    wait_state(page, "human")
    expect(page.locator("#unseen .unseen-suit")).to_have_count(5)
    expect(page.locator("#rack-title")).to_contain_text(name)
    assert sorted(rack_texts(page)) == sorted(game.view(seat).rack.split())


def test_names_are_text_and_first_rack_is_hidden(started: Page) -> None:
    page = started
    expect(page.locator("#players b")).to_have_count(0)
    expect(page.locator("#players .name")).to_have_text(list(NAMES))
    game, kinds = saved_game(page)
    assert kinds == ("human", "human")
    reveal_and_check(page, game.current)


def test_each_turn_hands_over_with_the_rack_hidden(started: Page) -> None:
    page = started
    reveal_and_check(page, saved_game(page)[0].current)
    for _ in range(3):
        game, _ = saved_game(page)
        plays = game.legal_plays()
        seat = game.current
        if plays and len(game.log) % 2 == 0:
            # a play placed, then taken back with Escape: nothing leaks to the next player
            page.locator("#rack button[data-tile]").first.click()
            page.locator('#board [data-square="A1"]').click()
            expect(page.locator("#board .tile.pending")).to_have_count(1)
            page.keyboard.press("Escape")
            expect(page.locator("#board .tile.pending")).to_have_count(0)
        enter_exchange(page)
        page.locator("#rack button[data-tile]").first.click()
        click_and_wait_turn(page, '[data-action="exchange-confirm"]')
        wait_state(page, "handoff")
        # the handoff screen is up and the previous player's rack is gone from the page
        other = 1 - seat
        reveal_and_check(page, other)


def test_reload_keeps_the_rack_hidden(loaded: LoadedPage, started: Page) -> None:
    page = started
    reveal_and_check(page, saved_game(page)[0].current)
    reload(loaded)
    wait_state(page, "handoff")
    hidden_rack_checks(page)
    assert loaded.console_errors == []
    assert loaded.page_errors == []
    assert page.workers == []  # no second interpreter, with or without a computer seat
