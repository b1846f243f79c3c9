"""An exact endgame on the page, in Chromium: the Hint says pass where a play exists, marks it exact and says why;
the review of the play made instead gives the same advice, marked exact.

The position is seed 7 of medium self-play, 33 turns in (`ginnyo_dev.endgame_bench.self_played`): you (B) hold
2♥ alone with the pile empty; H10:2♥ scores 4, but passing ends the game 6 points better (the solver's value,
checked against a brute force in `tests/test_endgame.py`). The computer (A) is the expert.
"""

from __future__ import annotations

import functools

import pytest
from gameplay import TURN_TIMEOUT_MS, Opener, click_and_wait_turn, open_mid_game, place_play, wait_state
from playwright.sync_api import expect
from test_page import LoadedPage
from test_replay import REPLAY_ON

from ginnyo.rules import Action
from ginnyo.rules.plays import parse_play
from ginnyo.web.common.enums import SeatKind
from ginnyo.web.tiles.session import Session
from ginnyo_dev.endgame_bench import self_played

REASON = "Solved to the end of the game: passing ends 6 points better for you than the best play, H10:2♥ (4 points)."
SAID = "Solved exactly to the end of the game."


def position_save() -> str:
    return Session(self_played(7, 33), (SeatKind.EXPERT, SeatKind.HUMAN)).to_json()


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, save=position_save(), viewport={"width": 1366, "height": 768})


def test_the_hint_passes_marked_exact_with_its_reason_and_the_review_agrees(loaded: LoadedPage) -> None:
    page = loaded.page
    page.click('[data-action="hint"]')
    expect(page.locator("#preview .preview-message")).to_contain_text("Hint: pass", timeout=TURN_TIMEOUT_MS)
    badge = page.locator("#preview .preview-message .badge")
    expect(badge).to_be_visible()
    expect(badge.locator('[aria-hidden="true"]')).to_have_text("exact")
    expect(badge.locator(".visually-hidden")).to_have_text(SAID)
    expect(page.locator("#preview .preview-reason")).to_have_text(REASON)
    expect(page.locator("#announce")).to_contain_text(REASON)
    page.screenshot(path="/tmp/h48-hint-1366.png")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator("#preview").scroll_into_view_if_needed()
    page.screenshot(path="/tmp/h48-hint-390.png")
    page.set_viewport_size({"width": 1366, "height": 768})

    place_play(page, Action.play(parse_play("H10:2H")).placements)  # the 4 points, against the advice
    click_and_wait_turn(page, '[data-action="play"]')
    while wait_state(page, "human", "over") == "human":
        click_and_wait_turn(page, '[data-action="pass"]')
    page.click("#end-review")
    page.wait_for_function(REPLAY_ON)
    advice = page.locator('#analysis-table tr[data-turn="34"] td').nth(4)
    expect(advice.locator(".badge")).to_be_visible(timeout=4 * TURN_TIMEOUT_MS)
    expect(advice).to_contain_text("pass (0)")
    expect(page.locator('#analysis-table tr[data-turn="34"] td').nth(5)).to_have_text("6")  # lost, to the end
    expect(advice.locator(".reason")).to_contain_text("the score difference from here ends at 10 for it against 4")
    page.locator('#analysis-table tr[data-turn="34"]').scroll_into_view_if_needed()
    page.screenshot(path="/tmp/h48-review-1366.png")
    assert loaded.console_errors == []
