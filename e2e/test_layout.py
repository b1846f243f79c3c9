"""One screen holds the game: bounding boxes at the sizes people use, mid-game.

Two page loads, kept for the module: a desktop page resized to each laptop size, and a phone
(touch, mobile) page resized to each phone size. The layout is CSS only, so a resize is a new
screen: every test sets the viewport it checks first, and a test that changes the page (the zoom,
a drag) changes it back and waits for that, so no test depends on another's effects.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import eventually, open_mid_game, place_best_play, rack_texts, saved_game, square, touch_drag
from playwright.sync_api import Browser, FloatRect, Page, ViewportSize, expect

from ginnyo.rules.layout import square_name

MIN_TARGET_PX = 24  # WCAG 2.2 target size
# Whose turn, the scores, the board, the rack, the buttons and the preview's verdict.
ONE_SCREEN = ("#turn", "#players", "#board", "#rack", "#controls", "#preview .preview-message")
PHONE = ("#board-box", "#rack", "#controls")
PHONE_SIZE: ViewportSize = {"width": 390, "height": 844}
PHONE_OPTIONS: dict[str, Any] = {"viewport": PHONE_SIZE, "is_mobile": True, "has_touch": True}
DESKTOP_SIZE: ViewportSize = {"width": 1366, "height": 768}


@pytest.fixture(scope="module")
def desktop(browser: Browser, base_url: str) -> Iterator[Page]:
    loaded = open_mid_game(browser, base_url, viewport=DESKTOP_SIZE)
    place_best_play(loaded.page)  # the preview shows a verdict and its score
    yield loaded.page
    loaded.page.context.close()


@pytest.fixture(scope="module")
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    loaded = open_mid_game(browser, base_url, **PHONE_OPTIONS)
    yield loaded.page
    loaded.page.context.close()


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).first.bounding_box()
    assert found is not None, f"{selector} is not shown"
    return found


def assert_on_screen(page: Page, selector: str) -> None:
    size = page.viewport_size
    assert size is not None
    b = box(page, selector)
    assert b["x"] >= 0 and b["y"] >= 0, (selector, b)
    assert b["x"] + b["width"] <= size["width"] + 0.5, (selector, b, size)
    assert b["y"] + b["height"] <= size["height"] + 0.5, (selector, b, size)


def page_extent(page: Page) -> dict[str, int]:
    return dict(
        page.evaluate(
            """() => ({width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight,
                       innerWidth: innerWidth, innerHeight: innerHeight})"""
        )
    )


def square_side(page: Page) -> float:
    return box(page, '#board [data-square="H8"]')["width"]


@pytest.mark.parametrize("width,height", [(1366, 768), (1280, 720), (1920, 1080)])
def test_desktop_shows_the_whole_game_without_scrolling(desktop: Page, width: int, height: int) -> None:
    desktop.set_viewport_size({"width": width, "height": height})
    extent = page_extent(desktop)
    assert extent["width"] <= extent["innerWidth"] and extent["height"] <= extent["innerHeight"], extent
    for selector in ONE_SCREEN:
        assert_on_screen(desktop, selector)
    assert "points" in desktop.locator("#preview .preview-message").inner_text()
    board, rack = box(desktop, "#board"), box(desktop, "#rack")
    assert rack["x"] >= board["x"] + board["width"], "the rack is beside the board"
    # the board is sized from the viewport: it takes most of the height
    assert board["height"] >= 0.8 * height, board
    assert abs(board["width"] - board["height"]) < 2, board
    assert square_side(desktop) >= 36


@pytest.mark.parametrize("width,height", [(390, 844), (360, 740), (844, 390)])
def test_phone_shows_board_rack_and_buttons_without_sideways_scrolling(phone: Page, width: int, height: int) -> None:
    phone.set_viewport_size({"width": width, "height": height})
    phone.evaluate("() => window.scrollTo(0, 0)")
    extent = page_extent(phone)
    assert extent["width"] <= extent["innerWidth"], extent
    for selector in PHONE:
        assert_on_screen(phone, selector)
    for button in phone.locator("#controls button").all():
        b = button.bounding_box()
        assert b is not None and b["height"] >= MIN_TARGET_PX and b["x"] + b["width"] <= width, b
    # at every phone size the whole board fits the screen: upright at 390 px its squares reach the target
    # size (the board takes the whole width), smaller phones' do not; the zoom toggle makes them grow
    rest = square_side(phone)
    assert (rest >= MIN_TARGET_PX) == (width >= 390 and height > width), rest
    zoom = phone.locator("#zoom")
    expect(zoom).to_be_visible()
    zoom.click()
    expect(zoom).to_have_attribute("aria-pressed", "true")
    eventually(phone, lambda: square_side(phone) >= max(MIN_TARGET_PX, 1.5 * rest), True)
    assert page_extent(phone)["width"] <= width, "the zoomed board scrolls in its box, not the page"
    for selector in PHONE:
        assert_on_screen(phone, selector)
    zoom.click()
    expect(zoom).to_have_attribute("aria-pressed", "false")
    eventually(phone, lambda: square_side(phone) == rest, True)


def test_keyboard_help_only_where_there_is_a_pointer_that_hovers(desktop: Page, phone: Page) -> None:
    desktop.set_viewport_size(DESKTOP_SIZE)
    phone.set_viewport_size(PHONE_SIZE)
    expect(desktop.locator("#board-help")).to_be_visible()
    expect(phone.locator("#board-help")).to_be_hidden()
    expect(phone.locator("#zoom")).to_be_visible()  # its squares are under the target size
    expect(desktop.locator("#zoom")).to_be_hidden()


def test_a_finger_drags_a_tile_with_the_ghost_above_it(phone: Page) -> None:
    phone.set_viewport_size(PHONE_SIZE)
    game, _ = saved_game(phone)
    first = game.legal_plays()[0].placements[0]
    assert not first.joker
    target = square_name(first.square)
    seen = touch_drag(phone, f'#rack button[data-tile="{first.card}"]', f'#board [data-square="{target}"]')
    assert seen["ghostBottom"] < seen["finger"], "the ghost floats above the finger"
    assert seen["marked"] == [target], "the square under the ghost is marked, not the one under the finger"
    expect(square(phone, target).locator(".tile.pending")).to_have_count(1)
    phone.click('[data-action="take-back"]')
    expect(square(phone, target).locator(".tile")).to_have_count(0)
    eventually(phone, lambda: str(first.card) in rack_texts(phone), True)
