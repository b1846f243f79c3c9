"""First games that teach, in the browser: the turn with no legal play (the expert's exchange selected,
one press to confirm), "Use this play" on a hint, the tips (shown once, never again after dismissal) and the
opening draw explained. Each test has its own fresh page (fresh storage).

Seed 11: you start with no legal play. Seed 10: the hint is F8:J♥ G8:Q♥ H8:★K♥ (a joker).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from gameplay import (
    TURN_TIMEOUT_MS,
    Opener,
    eventually,
    open_game_page,
    rack_tile,
    reload,
    saved_game,
    square,
    start_game,
    wait_state,
)
from playwright.sync_api import Page, ViewportSize, expect
from test_page import LoadedPage

from ginnyo.ai.analysis import hint
from ginnyo.rules.layout import square_name

SHOTS = Path("/tmp/teach-shots")
SEATS = [("You", "human"), ("Computer", "easy")]
TIP = "#tip"
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_game_page, viewport={"width": 1366, "height": 768}, color_scheme="light")


def picked(page: Page) -> list[str]:
    return sorted(
        str(t) for t in page.locator("#rack .tile.picked").evaluate_all("els => els.map(e => e.dataset.tile)")
    )


def shoot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_no_legal_play_offers_the_hard_players_exchange_selected(loaded: LoadedPage) -> None:
    page = loaded.page
    start_game(page, SEATS, 11)
    wait_state(page, "human")
    expect(page.locator("#turn")).to_contain_text("No play is possible with your tiles.")
    told = hint(saved_game(page)[0])
    assert told.action.tiles, "seed 11: the expert exchanges"
    offer = "() => document.querySelector('#turn').textContent.includes('The expert computer would exchange')"
    page.wait_for_function(offer, timeout=TURN_TIMEOUT_MS)  # the computer's answer
    eventually(page, lambda: picked(page), sorted(told.action.tiles))
    expect(page.locator("#exchange-bar")).to_be_visible()
    confirm = page.locator('[data-action="exchange-confirm"]')
    expect(confirm).to_be_enabled()
    expect(confirm).to_have_text(f"Exchange {len(told.action.tiles)} tiles")
    shoot(page, "no-play-offer-1366")
    page.set_viewport_size(PHONE)
    shoot(page, "no-play-offer-390")
    page.set_viewport_size({"width": 1366, "height": 768})
    first = rack_tile(page, told.action.tiles[0])
    first.click()  # the selection stays editable
    eventually(page, lambda: len(picked(page)), len(told.action.tiles) - 1)
    first.click()
    eventually(page, lambda: picked(page), sorted(told.action.tiles))
    confirm.click()  # one press
    eventually(page, lambda: str(saved_game(page)[0].actions[0]), str(told.action))
    assert loaded.console_errors == []


def test_use_this_play_lays_the_hint_as_a_draft(loaded: LoadedPage) -> None:
    page = loaded.page
    start_game(page, SEATS, 12)
    wait_state(page, "human")
    told = hint(saved_game(page)[0])
    page.click('[data-action="hint"]')
    use = page.locator('#preview [data-action="use-hint"]')
    use.wait_for(timeout=TURN_TIMEOUT_MS)
    expect(use).to_have_text("Use this play")
    use.click()
    expect(page.locator("#board .tile.hint-tile")).to_have_count(0)
    for p in told.action.placements:  # the joker too, with the card the hint declared: no dialog asks
        expect(square(page, square_name(p.square)).locator(".tile.pending")).to_have_count(1)
    expect(page.locator("#joker-dialog")).to_be_hidden()
    expect(page.locator("#preview")).to_have_attribute("data-state", "legal")
    page.click('[data-action="play"]')
    eventually(page, lambda: str(saved_game(page)[0].actions[0]), str(told.action))
    assert loaded.console_errors == []


def test_a_tip_shows_once_and_never_again_after_dismissal(loaded: LoadedPage) -> None:
    page = loaded.page
    start_game(page, SEATS, 9)
    wait_state(page, "human")
    tip = page.locator(TIP)
    expect(tip).to_be_visible()
    expect(page.locator("#tip-text")).to_contain_text("must cover the red start square H8")
    expect(page.locator("#last-action")).to_contain_text("Highest tile starts (A above K, jokers lowest): your ")
    shoot(page, "tip-1366")
    page.set_viewport_size(PHONE)
    shoot(page, "tip-390")
    page.emulate_media(color_scheme="dark")
    shoot(page, "tip-390-dark")
    page.emulate_media(color_scheme="light")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.click('[data-action="tip-dismiss"]')
    expect(tip).to_be_hidden()
    stored = page.evaluate("() => localStorage.getItem('ginnyo.tips')")
    assert json.loads(str(stored)) == {"version": 1, "seen": ["start"]}
    reload(loaded)
    wait_state(page, "human")
    expect(tip).to_be_hidden()
    assert loaded.console_errors == []
