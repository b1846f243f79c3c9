"""Dragging cards at the Gin Rummy table in Chromium, with the mouse and with a finger: the upcard
and the stock onto your hand draw, a card onto the discard pile discards, a card within your hand
moves there (and the click that ends a drag picks nothing) until "Arrange by melds".

A finger drag is made of touch pointer events (`gameplay.touch_drag`); the mouse's is Playwright's.
Each test has its own fresh page, on a new match, you to move first (the first upcard is offered).
"""

from __future__ import annotations

import functools

import pytest
from gameplay import Opener, eventually, open_game_page, touch_drag, wait_state
from gin_play import (
    actions_saved,
    best_discard,
    hand_cards,
    saved_action,
    saved_match,
    take_turn,
    to_your,
    wait_saved,
)
from playwright.sync_api import Page, expect

from ginnyo.ginrummy import ActionKind, Phase, parse_action
from ginnyo.ginrummy.cards import name
from ginnyo.web.rummy.state import hand_order


def discarded(page: Page, index: int) -> str:
    """The card the saved action number `index` discarded."""
    action = parse_action(saved_action(page, index))
    assert action.kind is ActionKind.DISCARD, action
    return name(action.card)


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_game_page, viewport={"width": 1366, "height": 768})


def card(cards: str) -> str:
    return f'#gin-hand [data-card="{cards}"]'


def expect_in_hand(page: Page, cards: str, held: bool) -> None:
    eventually(page, lambda: cards in hand_cards(page), held)


def take_the_upcard_by_finger(page: Page) -> None:
    upcard = str(page.get_attribute("#gin-upcard", "data-card"))
    before = actions_saved(page)
    seen = touch_drag(page, "#gin-upcard", "#gin-hand")
    assert seen["ghostBottom"] < seen["finger"]  # the card floats above the finger
    wait_saved(page, before)
    expect_in_hand(page, upcard, True)
    assert saved_match(page).phase is Phase.DISCARD


def test_a_finger_drags_the_first_upcard_into_the_hand(gin_match: Page) -> None:
    take_the_upcard_by_finger(gin_match)


def test_the_mouse_drags_a_card_onto_the_discard_pile(gin_match: Page) -> None:
    page = gin_match
    take_the_upcard_by_finger(page)
    out = best_discard(saved_match(page))
    before = actions_saved(page)
    page.locator(card(out)).drag_to(page.locator("#gin-upcard"))
    wait_saved(page, before)
    expect_in_hand(page, out, False)
    assert discarded(page, before) == out  # the computer's reply may already cover it


def test_the_mouse_draws_from_the_stock_and_a_finger_discards(gin_match: Page) -> None:
    page = gin_match
    to_your(page, Phase.DRAW)
    before = actions_saved(page)
    page.locator("#gin-stock").drag_to(page.locator("#gin-hand"))
    wait_saved(page, before)
    expect(page.locator("#gin-hand [data-card]")).to_have_count(11)
    assert saved_match(page).events[-1].kind == "draw"
    out = best_discard(saved_match(page))
    touch_drag(page, card(out), "#gin-upcard")
    wait_saved(page, before + 1)
    expect_in_hand(page, out, False)
    assert discarded(page, before + 1) == out


def test_cards_dragged_within_the_hand_stay_there_and_no_tap_follows(gin_match: Page) -> None:
    page = gin_match
    cards = hand_cards(page)
    page.locator(card(cards[0])).drag_to(page.locator(card(cards[4])))
    eventually(page, lambda: hand_cards(page)[:5], [*cards[1:5], cards[0]])
    expect(page.locator("#gin-hand .card.picked")).to_have_count(0)  # the drag's click picked nothing
    cards = hand_cards(page)
    touch_drag(page, card(cards[9]), card(cards[1]))
    eventually(page, lambda: hand_cards(page)[:3], [cards[0], cards[9], cards[1]])
    before = actions_saved(page)
    take_turn(page)  # you pass the first upcard: the computer moves next
    wait_saved(page, before + 1)
    wait_state(page, "human")
    assert hand_cards(page)[:3] == [cards[0], cards[9], cards[1]]  # the computer's turn kept your order
    page.click('[data-gin-action="by-melds"]')
    eventually(page, lambda: hand_cards(page), list(hand_order(saved_match(page).view(0).hand)))
    expect(page.locator('[data-gin-action="by-melds"]')).to_have_count(0)
