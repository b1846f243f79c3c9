"""Hint and Undo at the Gin Rummy table in a real browser: the hint marks the expert's choice,
Undo brings your hand back as it was before your last turn, and the hints asked for go into the
save and the statistics. Each test has its own fresh page."""

from __future__ import annotations

import functools
import json
import re

import pytest
from gameplay import SAVE_KEY, Opener, open_game_page, open_mid_game, saved_text, wait_state
from gin_play import actions_saved, hand_cards, saved_match, take_turn, to_your, wait_saved
from playwright.sync_api import Page, expect
from stats_play import stored_stats

from ginnyo.ginrummy import ActionKind, Phase
from ginnyo.ginrummy.ai import choose_action
from ginnyo.ginrummy.cards import name
from ginnyo.ginrummy.coach import hint
from ginnyo.web.common.enums import GinLevel
from ginnyo.web.rummy.session import GinSession

HINT = '[data-action="gin-hint"]'
UNDO = '[data-action="gin-undo"]'
LAST_GIN_SEED, LAST_GIN_AT = 2, 86
"""Against the baseline, with you playing the hints: after 86 actions your hint is the gin that wins the match."""


def test_the_hint_marks_the_hard_players_choice_on_the_table(gin_match: Page) -> None:
    page = gin_match
    expect(page.locator(HINT)).to_have_attribute("title", "What the expert computer would do in your place")
    expect(page.locator(UNDO)).to_be_disabled()  # nothing of yours to take back yet
    to_your(page, Phase.DISCARD)
    expected = hint(saved_match(page))
    page.locator(HINT).focus()
    page.keyboard.press("Enter")  # a focusable button
    expect(page.locator("#gin-hand .hinted")).to_have_attribute("data-card", name(expected.card))
    expect(page.locator(f'[data-gin-action="{expected.kind}"].hinted')).to_have_count(1)
    expect(page.locator("#gin-notice")).to_have_text(re.compile(r"^Hint: "))
    expect(page.locator(HINT)).to_be_disabled()  # once per decision
    assert json.loads(saved_text(page) or "{}")["hints"] == [len(saved_match(page).actions) + 1]


def wait_actions(page: Page, count: int) -> None:
    page.wait_for_function(f"() => JSON.parse(localStorage.getItem('{SAVE_KEY}')).actions.length === {count}")


def test_undo_brings_back_your_hand_as_it_was_before_your_last_turn(gin_match: Page) -> None:
    page = gin_match
    game = to_your(page, Phase.DISCARD)
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
    expect(page.locator("#gin-notice")).to_have_text("Your last turn was taken back.")


@pytest.fixture
def open_page(request: pytest.FixtureRequest) -> Opener:
    """conftest's new-game form, or (parametrized "last gin") the match at `last_gin_save()`."""
    return functools.partial(open_mid_game, save=last_gin_save()) if getattr(request, "param", "") else open_game_page


def last_gin_save() -> str:
    """The match one gin from its end (you to discard), no hint asked yet."""
    session = GinSession.new(GinLevel.BASELINE, LAST_GIN_SEED)
    game = session.game
    while len(game.actions) < LAST_GIN_AT:
        game.apply(hint(game) if game.current == 0 else choose_action(game.view(1), "baseline", game.turn_seed()))
    return session.to_json()


@pytest.mark.parametrize("open_page", ["last gin"], indirect=True)
def test_a_hint_used_lands_in_the_save_and_the_statistics(page: Page) -> None:
    expected = hint(saved_match(page))
    assert expected.kind is ActionKind.GIN
    page.click(HINT)
    expect(page.locator("#gin-hand .hinted")).to_have_attribute("data-card", name(expected.card))
    page.click(f'#gin-hand [data-card="{name(expected.card)}"]')
    before = actions_saved(page)
    page.click('[data-gin-action="gin"].hinted')
    wait_saved(page, before)
    wait_state(page, "over")
    assert json.loads(saved_text(page) or "{}")["hints"] == [LAST_GIN_AT + 1]
    assert stored_stats(page)["gin"]["hints"] == 1
    page.click('[data-gin-action="next"]')
    expect(page.locator(UNDO)).to_be_hidden()  # the match is over
    expect(page.locator(HINT)).to_be_hidden()
    page.click("#stats-button")
    expect(page.locator("#stats-dialog")).to_be_visible()
    expect(page.locator("#stats-dialog")).to_contain_text("1 hint used")
