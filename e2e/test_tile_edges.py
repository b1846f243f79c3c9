"""Tile edges meet WCAG's 3:1 for non-text contrast against what lies around them, in light, dark and wood:
both tile sets, on the board's plain squares and in the rack (a three-player game, so both sets show).

Measured on the drawn pixels (a screenshot), not on style values: the strongest of the tile's outer five
pixels, across the middle of its left and top edges, against the colour of its square or of the rack.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import THREE_PLAYER_SEED, THREE_PLAYERS, mid_game_save, open_mid_game
from playwright.sync_api import Browser, Locator, Page
from test_a11y import THEMES
from test_card_faces import luminance, png_pixels

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
EDGE = 5  # the outer pixels, up to where the face begins: a border, a bevel, a line inside the edge
# an element's own background colour, which must be opaque to be what lies around a tile
RGB_JS = """(e) => {
    const [r, g, b, a] = getComputedStyle(e).backgroundColor.match(/[\\d.]+/g).map(Number);
    if (a !== undefined && a < 1) throw new Error(`see-through background: ${getComputedStyle(e).backgroundColor}`);
    return [r, g, b];
}"""


@pytest.fixture(scope="module", params=THEMES)
def table(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[str, Page]]:
    theme = str(request.param)
    scheme = "dark" if theme == "dark" else "light"
    save = mid_game_save(THREE_PLAYERS, THREE_PLAYER_SEED, turns=9)
    loaded = open_mid_game(browser, base_url, save=save, color_scheme=scheme, **DESKTOP)
    page = loaded.page
    if theme == "wood":
        page.evaluate("() => localStorage.setItem('ginnyo.settings', JSON.stringify({theme: 'wood'}))")
        page.reload()
        page.wait_for_function("() => document.documentElement.dataset.state === 'human'")
    yield theme, page
    page.context.close()


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    high, low = sorted((luminance(*a), luminance(*b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def edge_contrast(holder: Locator, tile: Locator, ground: tuple[int, int, int]) -> float:
    """The weakest of the tile's two edges (left, top), each by its strongest outer pixel against `ground`."""
    outer, inner = holder.bounding_box(), tile.bounding_box()
    assert outer and inner
    rows = png_pixels(holder.screenshot(animations="disabled"))
    x0, y0 = round(inner["x"] - outer["x"]), round(inner["y"] - outer["y"])
    mid_x, mid_y = x0 + round(inner["width"] / 2), y0 + round(inner["height"] / 2)
    left = max(contrast(rows[mid_y][x0 + k], ground) for k in range(EDGE))
    top = max(contrast(rows[y0 + k][mid_x], ground) for k in range(EDGE))
    return min(left, top)


def test_board_tiles_of_both_sets_stand_out_from_their_squares(table: tuple[str, Page]) -> None:
    theme, page = table
    squares = page.locator("#board .sq:not([data-bonus]):has(.tile)")
    found = {False: 0, True: 0}
    for n in range(squares.count()):
        square = squares.nth(n)
        tile = square.locator(".tile")
        dark = "dark" in (tile.get_attribute("class") or "")
        found[dark] += 1
        ground = tuple(square.evaluate(RGB_JS))
        assert edge_contrast(square, tile, ground) >= 3, (theme, square.get_attribute("data-square"), dark)
    assert found[False] and found[True], found  # both sets measured


def test_rack_tiles_stand_out_from_the_rack(table: tuple[str, Page]) -> None:
    theme, page = table
    rack = page.locator("#rack")
    ground = tuple(rack.evaluate(RGB_JS))
    tiles = rack.locator(".rack-tile")
    assert tiles.count() > 0
    for n in range(tiles.count()):
        assert edge_contrast(rack, tiles.nth(n), ground) >= 3, (theme, tiles.nth(n).get_attribute("data-tile"))
