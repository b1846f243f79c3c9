"""The board as a player sees it, by bounding boxes: covered bonus squares ringed, their tiles' faces whole, full-width
squares on a phone, and the zoomed board that keeps its labels in view and follows the computer's play.

One phone page (390x844, touch) and one desktop page (1366x768), each mid-game with a play being built.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import open_mid_game, place_best_play, saved_game, turns, wait_state
from playwright.sync_api import Browser, FloatRect, Page, expect

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import square_name

MIN_SQUARE_PX = 24
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}

# Every covered bonus square: its colour, its tile's ring and box, and the boxes of the parts of its face (rank,
# suit, joker's star) as laid out.
RINGS_AND_FACES = """() => [...document.querySelectorAll('#board .sq.covered[data-bonus]')].map((sq) => {
    const box = (r) => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom});
    const tile = sq.querySelector('.tile');
    const parts = [...tile.querySelectorAll('.rank, .suit, .star')].filter((e) => e.textContent.trim());
    return {square: sq.dataset.square, colour: getComputedStyle(sq).backgroundColor,
            ring: getComputedStyle(tile).boxShadow, mark: sq.querySelector('.mark').getClientRects().length,
            tile: box(tile.getBoundingClientRect()), texts: parts.map((e) => box(e.getBoundingClientRect()))};
})"""


def building(browser: Browser, base_url: str, options: dict[str, Any]) -> Iterator[Page]:
    """A game in progress with the best play put on the board (its squares covered too)."""
    loaded = open_mid_game(browser, base_url, **options)
    place_best_play(loaded.page)
    yield loaded.page
    loaded.page.context.close()


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    yield from building(browser, base_url, PHONE)


@pytest.fixture(scope="module")
def desktop(browser: Browser, base_url: str) -> Iterator[Page]:
    yield from building(browser, base_url, DESKTOP)


def inside(inner: dict[str, float], outer: dict[str, float]) -> bool:
    return all(
        (
            inner["left"] >= outer["left"] - 0.5,
            inner["top"] >= outer["top"] - 0.5,
            inner["right"] <= outer["right"] + 0.5,
            inner["bottom"] <= outer["bottom"] + 0.5,
        )
    )


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_covered_bonus_square_rings_its_tile_and_keeps_the_tiles_face_whole(size: str, request: Any) -> None:
    page: Page = request.getfixturevalue(size)
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")  # landed
    squares = page.evaluate(RINGS_AND_FACES)
    assert len(squares) >= 5, squares  # the mid-game board covers bonus squares, some by the play being built
    sides = page.locator("#board .sq.covered:not([data-bonus]) .tile").evaluate_all(
        "els => els.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
    )
    for square in squares:
        assert square["ring"].startswith(f"{square['colour']} 0px 0px 0px 2px"), square  # the bonus colour, 2 px
        assert square["mark"] == 0, square  # its letter gone from sight (still in the square's name)
        tile = square["tile"]
        assert [tile["right"] - tile["left"], tile["bottom"] - tile["top"]] == sides[0], (square, sides[0])
        assert square["texts"] and all(inside(text, tile) for text in square["texts"]), square


def test_a_phone_upright_gives_the_board_the_whole_width_and_24_px_squares(phone: Page) -> None:
    sides = phone.locator("#board .sq").evaluate_all("els => els.map(e => e.getBoundingClientRect().width)")
    assert len(sides) == 225 and min(sides) >= MIN_SQUARE_PX, min(sides)
    board = box(phone, "#board-box")
    assert board["x"] >= 0 and board["x"] + board["width"] <= 390.5 and board["width"] >= 388, board
    text = box(phone, "#board .sq[data-bonus]:not(.covered) .mark")
    assert text["height"] >= 10, text
    toggle = phone.locator(".legend-box summary")
    below = box(phone, ".legend-box summary")["y"] - (board["y"] + board["height"])
    assert 0 <= below < 10 and box(phone, ".legend-box summary")["height"] >= MIN_SQUARE_PX, "the legend's toggle"
    toggle.click()
    try:
        expect(phone.locator(".legend li")).to_have_count(5)
        legend = box(phone, ".legend")
        assert legend["x"] >= 0 and legend["x"] + legend["width"] <= 390.5, legend  # over the board, on screen
        assert legend["y"] + legend["height"] <= board["y"] + board["height"] + 10, legend
    finally:
        toggle.click()
    expect(phone.locator(".legend")).to_be_hidden()


def test_zoomed_the_labels_stay_in_view_and_the_button_says_zoom_out(phone: Page) -> None:
    zoom = phone.locator("#zoom")
    rest = zoom.inner_text()
    zoom.click()
    expect(zoom).to_have_attribute("aria-pressed", "true")
    expect(zoom).not_to_have_text(rest)
    try:
        board = box(phone, "#board-box")
        phone.evaluate("() => document.getElementById('board-box').scrollTo(10000, 10000)")  # the far corner
        last_column, last_row = box(phone, ".label.col >> nth=14"), box(phone, ".label.row >> nth=14")
        assert abs(last_column["y"] - board["y"]) < 1.5, (last_column, board)
        assert abs(last_row["x"] - board["x"]) < 1.5, (last_row, board)
        corner = box(phone, '#board [data-square="O15"]')
        assert corner["x"] + corner["width"] <= board["x"] + board["width"] + 0.5, "scrolled to the far corner"
    finally:
        zoom.click()
    expect(zoom).to_have_attribute("aria-pressed", "false")
    expect(zoom).to_have_text(rest)


def test_zoomed_the_board_follows_the_computers_play(browser: Browser, base_url: str) -> None:
    loaded = open_mid_game(browser, base_url, **PHONE)
    page = loaded.page
    try:
        page.locator("#zoom").click()
        place_best_play(page)
        page.evaluate("() => document.getElementById('board-box').scrollTo(0, 0)")
        before = turns(page)
        page.click('[data-action="play"]')
        page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n + 2", arg=before)
        wait_state(page, "human")
        game, _ = saved_game(page)
        turn = game.log[-1]
        assert turn.kind is ActionKind.PLAY and turn.player != 0, turn
        selectors = [f'#board [data-square="{square_name(p.square)}"]' for p in turn.placements]
        for selector in selectors:  # landed, one by one
            expect(page.locator(f"{selector} .tile")).to_be_visible()
        board, corner = box(page, "#board-box"), box(page, ".label.corner")
        for selector in selectors:
            square = box(page, selector)
            assert square["x"] >= corner["x"] + corner["width"] - 0.5, (selector, square)
            assert square["y"] >= corner["y"] + corner["height"] - 0.5, (selector, square)
            assert square["x"] + square["width"] <= board["x"] + board["width"] + 0.5, (selector, square)
            assert square["y"] + square["height"] <= board["y"] + board["height"] + 0.5, (selector, square)
    finally:
        page.context.close()
