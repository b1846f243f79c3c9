"""The Gin Rummy table in Chromium: felt that fills the screen's height (1366 x 768 and a 390 x 844
phone), the opponent's hand fanned face down, cards that glide when drawn, discarded and dealt,
and a hand's result shown over the finished hand, the next hand dealt only once it is closed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from gameplay import open_game_page, wait_state
from gin_play import KNOCK_SEED, hand_cards, play_to_result, saved_match, start_gin
from playwright.sync_api import Browser, FloatRect, Page, expect
from test_a11y import serious_violations

PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
STILL = "() => document.getElementById('gin').getAnimations({subtree: true}).length === 0"
WATCH_FLIGHTS = """() => {
    window.flown = [];
    new MutationObserver((changes) => {
        for (const change of changes) {
            const node = change.target;
            if (node.classList.contains('fly')) window.flown.push(node.dataset.card || 'back');
        }
    }).observe(document.getElementById('gin'), {subtree: true, attributes: true, attributeFilter: ['class']});
}"""


Opened = Callable[..., Page]


@pytest.fixture
def open_match(browser: Browser, base_url: str) -> Iterator[Opened]:
    """Opens a page (`query`, context options) on a new match (KNOCK_SEED), you to move; closed after the test."""
    pages: list[Page] = []

    def opened(query: str = "?speed=fast", **options: Any) -> Page:
        page = open_game_page(browser, base_url, query, **options).page
        pages.append(page)
        start_gin(page, KNOCK_SEED)
        wait_state(page, "human")
        return page

    yield opened
    for page in pages:
        page.context.close()


@pytest.fixture(params=["desktop", "phone"])
def sized(request: pytest.FixtureRequest, open_match: Opened) -> tuple[Page, int]:
    options = DESKTOP if request.param == "desktop" else PHONE
    return open_match(**options), options["viewport"]["height"]


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, selector
    return found


def test_the_felt_fills_the_screens_height_and_the_opponents_backs_are_fanned(sized: tuple[Page, int]) -> None:
    page, height = sized
    page.wait_for_function(STILL)  # the deal has landed
    felt = box(page, ".gin-table")
    assert felt["height"] >= 0.65 * height and 0.85 * height <= felt["y"] + felt["height"] <= height
    hand = box(page, "#gin-hand")
    assert hand["y"] + hand["height"] >= 0.7 * height  # your hand at the bottom of the table
    backs = page.locator("#gin-opponent-hand .card.back")
    expect(backs).to_have_count(10)
    boxes = [b for b in (backs.nth(n).bounding_box() for n in range(10)) if b is not None]
    assert all(b["x"] < a["x"] + a["width"] and b["x"] > a["x"] for a, b in itertools.pairwise(boxes))  # overlapping
    turns = {backs.nth(n).evaluate("e => getComputedStyle(e).transform") for n in (0, 9)}
    assert len(turns) == 2 and "none" not in turns  # turned, each its own way: a fan
    expect(page.locator("#gin-stock")).to_have_attribute("aria-label", "Stock, 31 cards")
    expect(page.locator("#gin-stock")).to_have_attribute("data-depth", "4")


def test_the_result_shows_over_the_finished_hand_and_the_next_hand_is_dealt_after(open_match: Opened) -> None:
    page = open_match(**DESKTOP)
    play_to_result(page)
    game = saved_match(page)
    result = game.results[0]
    finished = " ".join((*result.knocker_melds, result.knocker_deadwood_cards)).split()
    assert result.knocker == 0 and len(game.view(0).hand.split()) == 10  # the engine dealt hand 2 already
    assert sorted(hand_cards(page)) == sorted(finished) != sorted(game.view(0).hand.split())
    expect(page.locator("#gin-opponent-hand [data-card]")).to_have_count(
        len(" ".join((*result.defender_melds, result.defender_deadwood_cards)).split())
    )
    expect(page.locator("#gin")).to_have_attribute("data-cheer", "you")
    dialog = box(page, "#gin-result-dialog")
    felt = box(page, ".gin-table")
    assert dialog["x"] > felt["x"] + felt["width"] / 2  # beside the table's middle: the finished hands show
    for scheme in ("light", "dark"):
        page.emulate_media(color_scheme=scheme)
        assert serious_violations(page) == [], scheme
    page.evaluate(WATCH_FLIGHTS)
    page.click("#gin-next")
    expect(page.locator("#gin-result-dialog")).to_be_hidden()
    expect(page.locator("#gin-hand [data-card]")).to_have_count(10)
    assert sorted(hand_cards(page)) == sorted(game.view(0).hand.split())
    expect(page.locator("#gin-opponent-hand .card.back")).to_have_count(10)
    expect(page.locator("#gin-opponent-hand [data-card]")).to_have_count(0)
    expect(page.locator("#gin")).to_have_attribute("data-cheer", "")
    flown = page.evaluate("() => window.flown")
    assert set(hand_cards(page)) <= set(flown) and flown.count("back") == 10  # dealt from the stock


def test_a_draw_and_a_discard_glide_and_so_do_the_computers(open_match: Opened) -> None:
    page = open_match("", **DESKTOP)  # normal speed
    page.click('[data-gin-action="pass"]')
    wait_state(page, "human")  # the computer passed too: you draw
    page.evaluate(WATCH_FLIGHTS)
    before = set(hand_cards(page))
    page.click("#gin-stock")
    expect(page.locator("#gin-hand [data-card]")).to_have_count(11)
    (drawn,) = set(hand_cards(page)) - before
    assert drawn in page.evaluate("() => window.flown")
    animated = page.locator(f'#gin-hand [data-card="{drawn}"]').evaluate("e => e.getAnimations().length")
    assert animated >= 1  # it glides from the stock (the normal speed's motion still runs)
    out = next(c for c in hand_cards(page) if c != drawn)
    page.click(f'#gin-hand [data-card="{out}"]')
    page.click(f'#gin-hand [data-card="{out}"]')
    expect(page.locator("#gin-upcard")).to_have_attribute("data-card", out)
    page.wait_for_function("(card) => window.flown.includes(card)", arg=out)
    wait_state(page, "human")  # the computer drew and discarded: its cards moved too
    page.wait_for_function("() => window.flown.includes('back')")
    assert page.locator("#gin-upcard").get_attribute("data-card") in page.evaluate("() => window.flown")


def test_with_reduced_motion_nothing_moves(open_match: Opened) -> None:
    page = open_match("", reduced_motion="reduce", **DESKTOP)
    page.click('[data-gin-action="pass"]')
    wait_state(page, "human")
    page.click("#gin-stock")
    expect(page.locator("#gin-hand [data-card]")).to_have_count(11)
    assert page.evaluate(STILL)
