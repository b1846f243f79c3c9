"""Hint and Undo at the Gin Rummy table in a real browser: the hint marks the hard player's choice,
Undo brings your hand back as it was before your last turn, and the hints asked for go into the
save and the statistics."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from gameplay import SAVE_KEY, open_game_page, open_mid_game, saved_text, wait_state
from gin_play import KNOCK_SEED, actions_saved, hand_cards, saved_match, start_gin, take_turn, wait_saved
from playwright.sync_api import Browser, Page
from stats_play import stored_stats
from test_page import LoadedPage

from ginnyo.ginrummy import ActionKind, Phase
from ginnyo.ginrummy.ai import choose_action
from ginnyo.ginrummy.cards import name
from ginnyo.ginrummy.coach import hint
from ginnyo.web.rummy.session import GinSession

HINT = '[data-action="gin-hint"]'
UNDO = '[data-action="gin-undo"]'
LAST_GIN_SEED, LAST_GIN_AT = 2, 86
"""Against the baseline, with you playing the hints: after 86 actions your hint is the gin that wins the match."""


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    result = open_game_page(browser, base_url)
    start_gin(result.page, KNOCK_SEED)
    yield result
    result.page.context.close()


@pytest.fixture(scope="module")
def page(loaded: LoadedPage) -> Page:
    return loaded.page


def to_your_discard(page: Page) -> None:
    while (game := saved_match(page)).phase is not Phase.DISCARD or game.current != 0:
        wait_state(page, "human")
        take_turn(page)
        wait_state(page, "human")


def test_the_hint_marks_the_hard_players_choice_on_the_table(page: Page) -> None:
    wait_state(page, "human")
    assert page.get_attribute(HINT, "title") == "What the hard computer would do in your place"
    assert page.locator(UNDO).is_disabled()  # nothing of yours to take back yet
    to_your_discard(page)
    expected = hint(saved_match(page))
    page.locator(HINT).focus()
    page.keyboard.press("Enter")  # a focusable button
    page.locator("#gin .hinted").first.wait_for()
    assert page.locator("#gin-hand .hinted").get_attribute("data-card") == name(expected.card)
    assert page.locator(f'[data-gin-action="{expected.kind}"].hinted').count() == 1
    assert page.inner_text("#gin-notice").startswith("Hint: ")
    assert page.locator(HINT).is_disabled()  # once per decision
    assert json.loads(saved_text(page) or "{}")["hints"] == [len(saved_match(page).actions) + 1]


def wait_actions(page: Page, count: int) -> None:
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{SAVE_KEY}')).actions.length === {count}")


def test_undo_brings_back_your_hand_as_it_was_before_your_last_turn(page: Page) -> None:
    game = saved_match(page)
    before = len(game.actions)  # your turn began one action earlier, with your draw
    take_turn(page)  # your discard; the computer plays its turn
    wait_state(page, "human")
    at_draw = sorted(hand_cards(page))
    take_turn(page)  # the draw of your next turn
    page.click(UNDO)  # takes back that draw
    wait_actions(page, before + 3)
    wait_state(page, "human")
    assert sorted(hand_cards(page)) == at_draw
    page.click(UNDO)  # then your draw and discard, and the computer's turn after them
    wait_actions(page, before - 1)
    wait_state(page, "human")
    assert sorted(hand_cards(page)) == sorted(game.rewound(before - 1).view(0).hand.split())
    assert saved_match(page).actions == game.actions[: before - 1] and len(hand_cards(page)) == 10
    assert page.inner_text("#gin-notice") == "Your last turn was taken back."


def last_gin_save() -> str:
    """The match one gin from its end (you to discard), no hint asked yet."""
    session = GinSession.new("baseline", LAST_GIN_SEED)
    game = session.game
    while len(game.actions) < LAST_GIN_AT:
        game.apply(hint(game) if game.current == 0 else choose_action(game.view(1), "baseline", game.turn_seed()))
    return session.to_json()


def test_a_hint_used_lands_in_the_save_and_the_statistics(browser: Browser, base_url: str) -> None:
    loaded = open_mid_game(browser, base_url, last_gin_save())
    page = loaded.page
    expected = hint(saved_match(page))
    assert expected.kind is ActionKind.GIN
    page.click(HINT)
    page.locator("#gin-hand .hinted").wait_for()
    page.click(f'#gin-hand [data-card="{name(expected.card)}"]')
    before = actions_saved(page)
    page.click('[data-gin-action="gin"].hinted')
    wait_saved(page, before)
    wait_state(page, "over")
    assert json.loads(saved_text(page) or "{}")["hints"] == [LAST_GIN_AT + 1]
    assert stored_stats(page)["gin"]["hints"] == 1
    page.click('[data-gin-action="next"]')
    assert page.locator(UNDO).is_hidden() and page.locator(HINT).is_hidden()  # the match is over
    page.click("#stats-button")
    page.locator("#stats-dialog").wait_for(state="visible")
    assert "1 hint used" in page.inner_text("#stats-dialog")
    loaded.page.context.close()
