"""Dragging cards at the Gin Rummy table in Chromium, with the mouse and with a finger: the upcard
and the stock onto your hand draw, a card onto the discard pile discards, a card within your hand
moves there (and the click that ends a drag picks nothing) until "Arrange by melds".

A finger drag is made of touch pointer events (`gameplay.touch_drag`); the mouse's is Playwright's.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gameplay import open_game_page, touch_drag, wait_state
from gin_play import KNOCK_SEED, actions_saved, best_discard, hand_cards, saved_match, start_gin, wait_saved
from playwright.sync_api import Browser, Page
from test_page import LoadedPage

from ginnyo.ginrummy import Phase
from ginnyo.web.rummy.state import hand_order


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    result = open_game_page(browser, base_url)
    result.page.set_viewport_size({"width": 1366, "height": 768})
    start_gin(result.page, KNOCK_SEED)
    yield result
    result.page.context.close()


@pytest.fixture(scope="module")
def page(loaded: LoadedPage) -> Page:
    return loaded.page


def card(cards: str) -> str:
    return f'#gin-hand [data-card="{cards}"]'


def your_turn(page: Page) -> None:
    wait_state(page, "human")


def test_a_finger_drags_the_first_upcard_into_the_hand(page: Page) -> None:
    your_turn(page)
    upcard = str(page.get_attribute("#gin-upcard", "data-card"))
    before = actions_saved(page)
    seen = touch_drag(page, "#gin-upcard", "#gin-hand")
    assert seen["ghostBottom"] < seen["finger"]  # the card floats above the finger
    wait_saved(page, before)
    assert upcard in hand_cards(page) and saved_match(page).phase is Phase.DISCARD


def test_the_mouse_drags_a_card_onto_the_discard_pile(page: Page) -> None:
    out = best_discard(saved_match(page))
    before = actions_saved(page)
    page.locator(card(out)).drag_to(page.locator("#gin-upcard"))
    wait_saved(page, before)
    assert out not in hand_cards(page) and saved_match(page).view(0).upcard == out


def test_the_mouse_draws_from_the_stock_and_a_finger_discards(page: Page) -> None:
    your_turn(page)
    before = actions_saved(page)
    page.locator("#gin-stock").drag_to(page.locator("#gin-hand"))
    wait_saved(page, before)
    assert len(hand_cards(page)) == 11 and saved_match(page).events[-1].kind == "draw"
    out = best_discard(saved_match(page))
    touch_drag(page, card(out), "#gin-upcard")
    wait_saved(page, before + 1)
    assert out not in hand_cards(page) and saved_match(page).view(0).upcard == out


def test_cards_dragged_within_the_hand_stay_there_and_no_tap_follows(page: Page) -> None:
    cards = hand_cards(page)  # on any turn: the computer may be playing
    page.locator(card(cards[0])).drag_to(page.locator(card(cards[4])))
    assert hand_cards(page)[:5] == [*cards[1:5], cards[0]]
    assert page.locator("#gin-hand .card.picked").count() == 0  # the drag's click picked nothing
    cards = hand_cards(page)
    touch_drag(page, card(cards[9]), card(cards[1]))
    assert hand_cards(page)[:3] == [cards[0], cards[9], cards[1]]
    your_turn(page)
    assert hand_cards(page)[:3] == [cards[0], cards[9], cards[1]]  # the computer's turn kept your order
    page.click('[data-gin-action="by-melds"]')
    assert hand_cards(page) == list(hand_order(saved_match(page).view(0).hand))
    assert page.locator('[data-gin-action="by-melds"]').count() == 0
