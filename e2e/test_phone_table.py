"""A board you can read and play on a phone (390x844, touch) and on a laptop (1366x768), by bounding boxes.

The rack and Play show on the first turn without scrolling (on a phone the rack is docked at the screen's foot);
a placed tile's rank is 14 px or more; every tile on the board is the same size, on a bonus square or not; a
double tap or a pinch on the phone's board zooms in around the play being built, and playing it zooms out.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import (
    TWO_PLAYERS,
    open_game_page,
    open_mid_game,
    place_best_play,
    saved_game,
    start_game,
    turns,
    wait_state,
)
from playwright.sync_api import Browser, Page, expect
from test_layout import assert_on_screen, box

from ginnyo.rules.layout import SIZE, square_name

PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
SIZES = {"phone": PHONE, "desktop": DESKTOP}
FIRST_TURN_SEED = 10  # you start, with the tip of the first game above the board
MIN_RANK_PX = 14
# Each placed tile's rank: its computed font size and its text's rendered box (the glyphs' em box as drawn).
RANKS = """() => [...document.querySelectorAll('#board .sq .tile .rank')].map((rank) => {
    const range = document.createRange();
    range.selectNodeContents(rank);
    const box = range.getBoundingClientRect();
    return {square: rank.closest('.sq').dataset.square, size: parseFloat(getComputedStyle(rank).fontSize),
            height: box.height};
})"""
TILE_SIDES = """() => [...document.querySelectorAll('#board .sq .tile')].map((tile) => {
    const box = tile.getBoundingClientRect();
    const round = (n) => Math.round(n * 100) / 100;
    return [round(box.width), round(box.height), tile.closest('[data-bonus]') !== null];
})"""


@pytest.fixture(scope="module", params=list(SIZES))
def building(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[Page]:
    """A game in progress at each size, the best play put on the board."""
    loaded = open_mid_game(browser, base_url, **SIZES[request.param])
    place_best_play(loaded.page)
    yield loaded.page
    loaded.page.context.close()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_rack_and_play_show_on_the_first_turn_without_scrolling(browser: Browser, base_url: str, size: str) -> None:
    loaded = open_game_page(browser, base_url, **SIZES[size])
    page = loaded.page
    try:
        start_game(page, list(TWO_PLAYERS), FIRST_TURN_SEED)
        wait_state(page, "human")
        expect(page.locator("#rack [data-tile]")).to_have_count(8)
        assert page.evaluate("() => window.scrollY") == 0
        for selector in ("#rack", '[data-action="play"]'):
            assert_on_screen(page, selector)
        rack, board = box(page, "#rack"), box(page, "#board-box")
        if size == "phone":  # docked at the foot, over the board, which scrolls under it to its last row
            assert rack["y"] < board["y"] + board["height"], (rack, board)
            page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
            last = box(page, '#board [data-square="O15"]')
            assert last["y"] + last["height"] <= box(page, "#rack-area")["y"] + 0.5, "the board's last row reachable"
    finally:
        page.context.close()


def test_a_placed_tiles_rank_is_14_px_or_more(building: Page) -> None:
    ranks = building.evaluate(RANKS)
    assert len(ranks) >= 10, ranks  # the board's tiles and the play being built
    for rank in ranks:
        assert rank["size"] >= MIN_RANK_PX and rank["height"] >= MIN_RANK_PX, rank


def test_every_tile_on_the_board_is_the_same_size_on_a_bonus_square_or_not(building: Page) -> None:
    building.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")  # landed
    sides = building.evaluate(TILE_SIDES)
    on_bonus = {(w, h) for w, h, bonus in sides if bonus}
    elsewhere = {(w, h) for w, h, bonus in sides if not bonus}
    assert on_bonus and elsewhere and on_bonus == elsewhere and len(elsewhere) == 1, (on_bonus, elsewhere)


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    """A phone's game in progress, the best play put on the board."""
    loaded = open_mid_game(browser, base_url, **PHONE)
    place_best_play(loaded.page)
    yield loaded.page
    loaded.page.context.close()


def empty_square(page: Page) -> str:
    """An empty square of the board's first row (on screen, above the docked rack)."""
    game, _ = saved_game(page)
    taken = {square_name(p.square) for p in game.legal_plays()[0].placements}
    for col in range(SIZE):
        name = square_name((col, 0))
        if (col, 0) not in game.board.cells and name not in taken:
            return name
    raise AssertionError("a full first row")


def play_in_view(page: Page) -> None:
    """Every square of the play being built shows in the zoomed board's box, clear of its labels."""
    board, corner = box(page, "#board-box"), box(page, ".label.corner")
    squares = page.locator("#board .sq:has(.tile.pending)")
    assert squares.count() >= 1
    for n in range(squares.count()):
        square = squares.nth(n).bounding_box()
        assert square is not None
        assert (
            square["x"] >= corner["x"] + corner["width"] - 0.5 and square["y"] >= corner["y"] + corner["height"] - 0.5
        )
        assert square["x"] + square["width"] <= board["x"] + board["width"] + 0.5, square
        assert square["y"] + square["height"] <= board["y"] + board["height"] + 0.5, square


def test_a_double_tap_zooms_in_around_the_play_and_playing_it_zooms_out(phone: Page) -> None:
    rest = box(phone, '#board [data-square="H8"]')["width"]
    target = box(phone, f'#board [data-square="{empty_square(phone)}"]')
    x, y = target["x"] + target["width"] / 2, target["y"] + target["height"] / 2
    phone.touchscreen.tap(x, y)
    phone.touchscreen.tap(x, y)
    expect(phone.locator("html")).to_have_attribute("data-zoom", "on")
    assert box(phone, '#board [data-square="H8"]')["width"] >= 1.5 * rest
    play_in_view(phone)
    expect(phone.locator("#board .tile.pending")).not_to_have_count(0)  # the taps placed and took back nothing
    before = turns(phone)
    phone.click('[data-action="play"]')
    phone.wait_for_function("(n) => Number(document.documentElement.dataset.turns) > n", arg=before)
    expect(phone.locator("html")).to_have_attribute("data-zoom", "off")


def test_a_single_tap_still_places_a_tile(phone: Page) -> None:
    phone.click('[data-action="take-back"]')
    expect(phone.locator("#board .tile.pending")).to_have_count(0)
    place_best_play(phone)  # tile by tile, a tap on the rack then a tap on the square
    expect(phone.locator("html")).to_have_attribute("data-zoom", "off")


def test_two_fingers_spread_on_the_board_zoom_in(phone: Page) -> None:
    board = box(phone, "#board-box")
    cx, cy = board["x"] + board["width"] / 2, board["y"] + board["height"] / 3
    cdp = phone.context.new_cdp_session(phone)

    def touch(kind: str, spread: float) -> None:
        points = [{"x": cx - spread, "y": cy, "id": 1}, {"x": cx + spread, "y": cy, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else points})

    touch("touchStart", 30)
    for spread in (40, 60, 80, 100):
        touch("touchMove", spread)
    touch("touchEnd", 100)
    expect(phone.locator("html")).to_have_attribute("data-zoom", "on")
    play_in_view(phone)
