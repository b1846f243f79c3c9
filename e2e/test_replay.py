"""The replay viewer, the post-game analysis (worked out on the page in slices) and game links, in Chromium.

A finished game (seed 22, 26 turns, you against the computer) is in localStorage; the test
process replays it with the engine to know what each step must show. A link is opened in a
fresh browser context (no storage): the same final board, and no autosave written there.
Each test has its own fresh page.
"""

from __future__ import annotations

import functools
import json
import re

import pytest
from gameplay import SAVE_KEY, TURN_TIMEOUT_MS, Opener, open_game_page, open_mid_game, over_save, saved_game, saved_text
from playwright.sync_api import Browser, Page, expect
from test_a11y import serious_violations
from test_page import LoadedPage

from ginnyo.rules.layout import square_name

TURNS = 26
REPLAY_ON = "() => document.documentElement.dataset.replay === 'on'"
BOARD_JS = """() => Object.fromEntries(Array.from(document.querySelectorAll('#board [data-square]'))
    .filter((sq) => sq.querySelector('.tile'))
    .map((sq) => [sq.dataset.square, sq.querySelector('.tile').textContent]))"""


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, save=over_save(), waiting="over", viewport={"width": 1366, "height": 768})


@pytest.fixture
def over(loaded: LoadedPage) -> LoadedPage:
    """A finished game, its end dialog open (the clipboard allowed, for Copy link)."""
    loaded.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    expect(loaded.page.locator("#end-dialog")).to_be_visible()
    return loaded


def board(page: Page) -> dict[str, str]:
    return {str(k): str(v) for k, v in page.evaluate(BOARD_JS).items()}


def position(page: Page) -> str:
    """Where the viewer is, as the turn line says it (`Replay: Turn 5 of 26`)."""
    return str(page.locator("#turn").text_content()).removeprefix("Replay: ")


def open_review(page: Page) -> None:
    page.click("#end-review")
    page.wait_for_function(REPLAY_ON)


def wait_position(page: Page, text: str) -> None:
    page.wait_for_function("(t) => document.getElementById('turn').textContent === 'Replay: ' + t", arg=text)


def test_the_viewer_steps_with_its_buttons_and_the_arrow_keys(over: LoadedPage) -> None:
    page = over.page
    game = saved_game(page)[0]
    saved = saved_text(page)
    final = board(page)
    open_review(page)
    assert position(page) == f"Turn {TURNS} of {TURNS}" and board(page) == final
    assert page.locator("#rack-area").is_hidden() and page.locator("#replay").is_visible()
    assert page.locator('[data-action="replay-next"]').is_disabled()
    page.keyboard.press("Home")
    wait_position(page, f"Before the first turn ({TURNS} turns in all)")
    assert board(page) == {}
    for step in (1, 2):
        page.keyboard.press("ArrowRight")
        wait_position(page, f"Turn {step} of {TURNS}")
        assert set(board(page)) == {square_name(sq) for sq in game.rewound(step).board.cells}
    page.click('[data-action="replay-previous"]')
    wait_position(page, f"Turn 1 of {TURNS}")
    page.keyboard.press("End")
    wait_position(page, f"Turn {TURNS} of {TURNS}")
    page.click('[data-action="replay-first"]')
    wait_position(page, f"Before the first turn ({TURNS} turns in all)")
    page.click('[data-action="replay-next"]')
    wait_position(page, f"Turn 1 of {TURNS}")
    page.click('[data-action="replay-last"]')
    wait_position(page, f"Turn {TURNS} of {TURNS}")
    page.keyboard.press("ArrowLeft")
    wait_position(page, f"Turn {TURNS - 1} of {TURNS}")
    page.click('[data-action="replay-close"]')
    expect(page.locator("#end-dialog")).to_be_visible()  # back where you were
    expect(page.locator("html")).to_have_attribute("data-replay", "off")
    assert board(page) == final and saved_text(page) == saved
    page.click('#end-dialog [data-action="close-dialog"]')  # Look at the board: the review stays offered
    expect(page.locator("#end-dialog")).to_be_hidden()
    page.click("#review-button")
    page.wait_for_function(REPLAY_ON)
    wait_position(page, f"Turn {TURNS} of {TURNS}")
    assert over.console_errors == []


def test_the_analysis_shows_a_row_per_turn_and_its_charts(over: LoadedPage) -> None:
    page = over.page
    open_review(page)
    rows = page.locator("#analysis-table tbody tr")
    rows.nth(TURNS - 1).wait_for(timeout=TURN_TIMEOUT_MS)  # the quick review: every turn
    assert rows.count() == TURNS
    assert page.locator("#analysis svg.chart-svg").count() == 2
    titles = page.locator("#analysis svg title").all_text_contents()
    assert titles == ["Scores over the game", "Points left on the table, turn by turn"]
    assert page.locator("#lost-figure rect.bar").count() == TURNS
    advised = "() => document.querySelector('#analysis-table tbody tr td:nth-child(6)').textContent !== '\u2014'"
    page.wait_for_function(advised, timeout=TURN_TIMEOUT_MS)  # the expert's choice for turn 1
    assert page.locator("#analysis-status").text_content() != "Analysing the game…"
    rows.nth(4).locator("button").click()
    wait_position(page, f"Turn 5 of {TURNS}")
    expect(page.locator("#analysis-table tr.picked")).to_have_attribute("data-turn", "5")
    expect(page.locator("#replay-review")).not_to_have_text("")
    assert serious_violations(page, "light") == [] and serious_violations(page, "dark") == []
    # Closed, its table and charts leave the page (a tab kept open holds no hidden review), and come back whole
    page.click('[data-action="replay-close"]')
    expect(page.locator("html")).to_have_attribute("data-replay", "off")
    assert page.locator("#analysis-table *, #analysis svg").count() == 0
    open_review(page)
    expect(rows).to_have_count(TURNS)
    expect(page.locator("#analysis svg.chart-svg")).to_have_count(2)
    expect(page.locator("#analysis-table tr.picked")).to_have_attribute("data-turn", str(TURNS))
    assert over.console_errors == []


def test_a_link_opens_the_same_final_board_in_a_fresh_browser(
    over: LoadedPage, browser: Browser, base_url: str
) -> None:
    page = over.page
    final = board(page)
    open_review(page)
    page.click("#copy-link")
    expect(page.locator("#link-field")).to_have_value(re.compile(r"#game=1\."))
    link = str(page.locator("#link-field").input_value())
    expect(page.locator("#link-status")).to_have_text(re.compile(r"^Link copied\."))
    assert page.evaluate("() => navigator.clipboard.readText()") == link
    fresh = open_game_page(browser, base_url, "?speed=fast#" + link.split("#", 1)[1])
    other = fresh.page
    try:
        other.wait_for_function(REPLAY_ON)
        assert other.locator("#replay-title").text_content() == "A shared game"
        assert position(other) == f"Turn {TURNS} of {TURNS}" and board(other) == final
        assert other.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY) is None  # nothing saved
        other.click('[data-action="replay-close"]')
        expect(other.locator("#setup-dialog")).to_be_visible()  # a first visit: the new-game form
        assert other.evaluate("() => location.hash") == ""  # a reload shows your own game
        other.evaluate("(hash) => { location.hash = hash; }", link.split("#", 1)[1])  # pasted into the same tab
        other.wait_for_function(REPLAY_ON)
        assert board(other) == final
        assert fresh.console_errors == []
    finally:
        other.context.close()


@pytest.mark.parametrize(
    ("fragment", "words"),
    [("game=1.eJyrVkrLz1eyUkpKLFKqBQA", "damaged"), ("game=9.eJyrVkrLz1eyUkpKLFKqBQA", "another version")],
)
def test_a_damaged_or_foreign_link_is_refused(browser: Browser, base_url: str, fragment: str, words: str) -> None:
    result = open_game_page(browser, base_url, "?speed=fast#" + fragment)
    page = result.page
    try:
        expect(page.locator("#message-dialog")).to_be_visible()
        expect(page.locator("#message-title")).to_have_text("This game link cannot be opened")
        expect(page.locator("#message-text")).to_contain_text(words)
        assert page.evaluate("() => document.documentElement.dataset.replay") != "on"
        assert json.loads(page.evaluate("() => JSON.stringify(location.hash)")) == ""
    finally:
        page.context.close()
