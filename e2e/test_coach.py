"""Coaching in the browser: Hint (a ghost of the expert's choice, computed on the page in slices),
the sheet's mark on hinted turns (kept across a reload), and Undo against the computer.

The test process asks the engine the same question on CPython (`ginnyo.ai.analysis.hint` on the
autosaved record) and compares; axe-core (node_modules, injected here) checks the page with the
ghost shown. Each test has its own fresh mid-game page.
"""

from __future__ import annotations

import functools
import json

import pytest
from gameplay import (
    TURN_TIMEOUT_MS,
    Opener,
    click_and_wait_turn,
    eventually,
    open_mid_game,
    place_best_play,
    place_play,
    reload,
    saved_game,
    saved_text,
    turns,
    wait_human_turn,
)
from playwright.sync_api import Page, expect
from test_a11y import serious_violations
from test_page import LoadedPage

from ginnyo.ai.analysis import Hint, hint
from ginnyo.rules.layout import square_name

HINT = '[data-action="hint"]'
UNDO = '[data-action="undo"]'


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, viewport={"width": 1366, "height": 768}, color_scheme="light")


def ghost_squares(page: Page) -> set[str]:
    found = page.locator("#board .tile.hint-tile").evaluate_all("els => els.map(e => e.parentElement.dataset.square)")
    return {str(s) for s in found}


def show_hint(page: Page) -> Hint:
    """Press Hint, wait for the computer's answer; the engine's own hint for the saved position."""
    told = hint(saved_game(page)[0])
    page.click(HINT)
    shown = "() => document.querySelector('#preview')?.textContent.startsWith('Hint:')"
    page.wait_for_function(shown, timeout=TURN_TIMEOUT_MS)
    return told


def test_hint_shows_the_engines_choice_as_a_ghost_and_the_sheet_marks_the_turn(loaded: LoadedPage) -> None:
    page = loaded.page
    turn = turns(page) + 1
    told = show_hint(page)
    assert told.action.placements, "seed 22, turn 9: the hint is a play"
    eventually(page, lambda: ghost_squares(page), {square_name(p.square) for p in told.action.placements})
    expect(page.locator("#preview .preview-message")).to_have_text(f"Hint: {told.score} points")
    expect(page.locator(HINT)).to_be_disabled()
    assert json.loads(saved_text(page) or "{}")["hints"] == [turn]
    assert serious_violations(page, "light") == [] and serious_violations(page, "dark") == []  # with the ghost shown
    page.emulate_media(color_scheme="light")
    place_play(page, told.action.placements)
    expect(page.locator("#board .tile.hint-tile")).to_have_count(0)
    click_and_wait_turn(page, '[data-action="play"]')
    wait_human_turn(page)
    row = page.locator(f'#sheet tr[data-turn="{turn}"]')
    expect(row.locator(".hint-mark")).to_have_text("hint")
    expect(row.locator("td").last).to_have_text(str(told.score))
    expect(page.locator("#sheet .hint-mark")).to_have_count(1)
    reload(loaded)
    expect(page.locator(f'#sheet tr[data-turn="{turn}"] .hint-mark')).to_have_count(1)
    assert loaded.console_errors == []


def test_undo_takes_back_your_turn_and_the_computers_reply(loaded: LoadedPage) -> None:
    page = loaded.page
    before_turns = turns(page)
    before = saved_game(page)[0]
    scores = page.locator("#players .score").all_text_contents()
    tiles = page.locator("#board .tile").count()
    expect(page.locator(UNDO)).to_be_enabled()  # 8 turns in: you have played
    expect(page.locator(UNDO)).to_be_visible()
    place_best_play(page)
    click_and_wait_turn(page, '[data-action="play"]')
    wait_human_turn(page)
    assert turns(page) == before_turns + 2
    page.click(UNDO)
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) === n", arg=before_turns)
    expect(page.locator("#last-action")).to_have_text("Your last turn was taken back.")
    expect(page.locator("#announce")).to_contain_text("taken back")
    after = saved_game(page)[0]
    assert after.board.to_notation() == before.board.to_notation() and after.totals() == before.totals()
    expect(page.locator("#players .score")).to_have_text(scores)
    expect(page.locator("#board .tile")).to_have_count(tiles)
    expect(page.locator("#board .tile.pending")).to_have_count(0)
    assert loaded.console_errors == []


def test_the_hint_of_the_turn_to_play_shows_again_after_a_reload(loaded: LoadedPage) -> None:
    page = loaded.page
    told = show_hint(page)
    shown = ghost_squares(page)
    assert shown == {square_name(p.square) for p in told.action.placements}
    reload(loaded)
    wait_human_turn(page)
    page.wait_for_function("() => document.querySelector('#preview')?.textContent.startsWith('Hint:')")
    eventually(page, lambda: ghost_squares(page), shown)
    expect(page.locator(HINT)).to_be_disabled()
    assert json.loads(saved_text(page) or "{}")["hints"] == [turns(page) + 1]
    assert loaded.console_errors == []
