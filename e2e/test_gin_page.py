"""Gin Rummy in the page, in Chromium: started from the form, played by clicks, taps and keys to
a hand's result (a knock, a gin, an undercut, a whole match to 100), resumed after a reload,
laid out on one screen, and checked by axe-core.

Your actions are chosen from the engine's legal ones on the autosaved match (`gin_play.py`);
the computer (baseline) plays on the page. Seeds are listed in `gin_play.py`. Each test has its
own fresh page (1366 x 768), most of them on a new match (`gin_match`, KNOCK_SEED).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

import pytest
from gameplay import (
    SAVE_KEY,
    Opener,
    eventually,
    open_game_page,
    reload,
    saved_text,
    state,
    wait_state,
)
from gin_play import (
    DRAWN_SEED,
    GIN_SEED,
    KNOCK_SEED,
    SHORT_MATCH_SEED,
    UNDERCUT_SEED,
    hand_cards,
    play_to_result,
    saved_match,
    start_gin,
    take_turn,
    to_your,
)
from playwright.sync_api import Page, ViewportSize, expect
from test_a11y import serious_violations
from test_page import LoadedPage

from ginnyo.ginrummy import Phase

DESKTOP: ViewportSize = {"width": 1366, "height": 768}
PHONE: ViewportSize = {"width": 390, "height": 844}


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_game_page, viewport=DESKTOP)


def test_the_form_starts_gin_rummy_against_the_computer(page: Page) -> None:
    start_gin(page, KNOCK_SEED)
    assert wait_state(page, "human") == "human"
    expect(page.locator("#gin")).to_be_visible()
    expect(page.locator("#board")).to_be_hidden()
    game = saved_match(page)
    assert game.seed == KNOCK_SEED and game.names == ("You", "Computer (steady)")
    assert sorted(hand_cards(page)) == sorted(game.view(0).hand.split())
    assert page.locator("#gin-opponent-hand .card.back").count() == 10
    assert page.locator('[data-pile="stock"]').is_disabled()  # first upcard: take it or pass
    assert page.get_attribute('[data-pile="upcard"]', "data-card") == game.view(0).upcard
    assert page.locator("#gin [data-card]").count() == 11
    assert "Deadwood" in page.inner_text("#gin-deadwood")
    assert [page.inner_text(b) for b in ('[data-gin-action="take"]', '[data-gin-action="pass"]')] == [
        "Take upcard",
        "Pass",
    ]


def test_the_computers_turns_are_shown_and_computed_on_the_page(gin_match: Page) -> None:
    page = gin_match
    take_turn(page)  # pass the first upcard
    wait_state(page, "human")
    expect(page.locator("#gin-notice")).to_have_text(re.compile(r"^Computer \(steady\) "))
    assert page.workers == []  # no second interpreter


def test_a_reload_mid_hand_resumes_the_same_hand(loaded: LoadedPage, gin_match: Page) -> None:
    page = gin_match
    to_your(page, Phase.DRAW)
    take_turn(page, keyboard=True)  # draw with S
    assert saved_match(page).phase.value == "discard" and len(hand_cards(page)) == 11
    before, cards = saved_text(page), hand_cards(page)
    reload(loaded)
    wait_state(page, "human")
    assert saved_text(page) == before and hand_cards(page) == cards
    page.keyboard.press("ArrowRight")
    expect(page.locator("#gin-hand .card.picked")).to_have_count(1)


def test_export_then_import_brings_the_match_back(gin_match: Page, tmp_path: Path) -> None:
    page = gin_match
    to_your(page, Phase.DISCARD)
    with page.expect_download() as info:
        page.click('[data-action="export"]')
    assert info.value.suggested_filename == f"ginnyo-gin-{KNOCK_SEED}.json"
    exported = tmp_path / "match.json"
    info.value.save_as(exported)
    assert exported.read_text(encoding="utf-8") == saved_text(page)
    cards = hand_cards(page)
    take_turn(page)  # discard: the match moves on
    wait_state(page, "human")
    eventually(page, lambda: hand_cards(page) != cards, True)
    page.set_input_files("#import-file", str(exported))
    page.wait_for_function("(n) => document.querySelectorAll('#gin-hand [data-card]').length === n", arg=len(cards))
    wait_state(page, "human")
    assert saved_text(page) == exported.read_text(encoding="utf-8") and hand_cards(page) == cards
    expect(page.locator("#gin-notice")).to_contain_text("Game loaded")


def test_one_screen_with_no_sideways_scroll_and_no_serious_axe_finding(gin_match: Page) -> None:
    page = gin_match
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        extent = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
        assert extent[0] <= extent[1], (size, extent)
        for selector in ("#gin-hand", '[data-pile="stock"]', '[data-pile="upcard"]', "#gin-buttons", "#gin-turn"):
            found = page.locator(selector).bounding_box()
            assert found is not None and found["y"] + found["height"] <= size["height"], (size, selector, found)
    page.set_viewport_size(DESKTOP)
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert serious_violations(page) == [], scheme


def test_a_knock_reaches_the_result_and_the_score_sheet(loaded: LoadedPage, gin_match: Page) -> None:
    page = gin_match
    play_to_result(page, keyboard=True)
    dialog = page.locator("#gin-result-dialog")
    assert "You won hand 1 with a knock" in page.inner_text("#gin-result-text")
    text = dialog.inner_text()
    assert "Your deadwood:" in text and "Difference:" in text and "Points to You:" in text
    assert page.locator("#gin-result-hands .gin-result-hand").count() == 2
    assert serious_violations(page) == []
    page.click('[data-gin-action="next"]')
    expect(dialog).to_be_hidden()
    assert wait_state(page, "human", "ai") in ("human", "ai")
    expect(page.locator("#gin-sheet tbody tr")).to_have_count(1)
    expect(page.locator("#gin-sheet tbody tr")).to_contain_text("knock")
    assert loaded.console_errors == [] and loaded.page_errors == []


@pytest.mark.parametrize(
    "seed,words", [(GIN_SEED, "by going gin"), (UNDERCUT_SEED, "You won hand 1 by undercutting the knock")]
)
def test_gin_and_undercut_results(page: Page, seed: int, words: str) -> None:
    start_gin(page, seed)
    play_to_result(page)
    assert words in page.inner_text("#gin-result-text")
    if seed == GIN_SEED:
        assert "Gin bonus: 25" in page.inner_text("#gin-result-lines")
    else:
        assert "Undercut bonus: 25" in page.inner_text("#gin-result-lines")


def test_a_drawn_hand_reaches_its_result_with_no_points(page: Page) -> None:
    start_gin(page, DRAWN_SEED)
    assert play_to_result(page) == "result"
    assert "Hand 1 is a draw" in page.inner_text("#gin-result-text")
    assert "without a knock: no points" in page.inner_text("#gin-result-lines")
    game = saved_match(page)
    assert game.results[0].winner is None and list(game.scores) == [0, 0]
    page.click('[data-gin-action="next"]')
    expect(page.locator("#gin-sheet tbody tr")).to_contain_text("drawn hand")


def test_a_whole_match_to_100(page: Page) -> None:
    start_gin(page, SHORT_MATCH_SEED)
    while play_to_result(page) == "result":
        page.click('[data-gin-action="next"]')
        expect(page.locator("#gin-result-dialog")).to_be_hidden()
    assert state(page) == "over"
    assert page.inner_text("#gin-result-winner").startswith("Match over: You win")
    game = saved_match(page)
    assert game.winner == 0 and game.scores[0] >= 100
    assert page.locator("#gin-sheet tbody tr").count() == len(game.results)
    page.click('[data-gin-action="next"]')  # look at the table
    expect(page.locator("#gin-turn")).to_have_text(re.compile(r"^Match over"))


def test_a_damaged_gin_save_is_refused_and_kept_aside(loaded: LoadedPage, gin_match: Page) -> None:
    page = gin_match
    record = json.loads(saved_text(page) or "{}")
    record["summary"]["scores"] = [99, 0]
    bad = json.dumps(record)
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, bad])
    reload(loaded)
    assert wait_state(page, "error") == "error"
    expect(page.locator("#message-dialog")).to_contain_text("could not be read")
    page.click("#message-new")
    start_gin(page, KNOCK_SEED)
    wait_state(page, "human")
    assert page.evaluate("() => localStorage.getItem('ginnyo.save.damaged')") == bad
