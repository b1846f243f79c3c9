"""How the game feels in the browser: motion (and none when asked), the rack's order, digit keys,
the score sheet marking a play, sounds made with Web Audio and the Sound toggle remembered.

Mid-game pages (`open_mid_game`: your turn, the computer plays at the fast speed). Motion is
read from `document.getAnimations()`, polled while tiles land and the computer's tiles arrive.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import (
    open_mid_game,
    place_best_play,
    rack_texts,
    rack_tile,
    reload,
    saved_game,
    square,
    turns,
    wait_state,
    wait_worker_ready,
)
from playwright.sync_api import Browser, Page
from test_page import LoadedPage

from ginnyo.rules.layout import SIZE, square_name
from ginnyo.web.tiles.rack_order import sort_key

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
AUDIO_FILE = (".mp3", ".ogg", ".wav", ".m4a", ".flac", ".webm", ".aac")
# The most animations running at once, sampled every frame until the page is back to the player.
MOST_ANIMATIONS_JS = """(before) => new Promise((resolve) => {
    let most = 0;
    const look = () => {
        most = Math.max(most, document.getAnimations().length);
        const done = Number(document.documentElement.dataset.turns) > before + 1
            && document.documentElement.dataset.state === "human";
        if (done) resolve(most); else requestAnimationFrame(look);
    };
    look();
})"""


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    result = open_mid_game(browser, base_url, **DESKTOP)
    yield result
    result.page.context.close()


@pytest.fixture(scope="module")
def page(loaded: LoadedPage) -> Page:
    return loaded.page


def most_animations_over_a_round(page: Page) -> int:
    """Play the best play, then watch every frame until the computer has played and it is your turn again."""
    place_best_play(page)
    before = turns(page)
    page.click('[data-action="play"]')
    return int(page.evaluate(MOST_ANIMATIONS_JS, before))


def empty_pair(page: Page) -> tuple[str, str]:
    """Two empty squares side by side (left, right)."""
    game, _ = saved_game(page)
    cells = game.board.cells
    for row in range(SIZE):
        for col in range(SIZE - 1):
            if (col, row) not in cells and (col + 1, row) not in cells:
                return square_name((col, row)), square_name((col + 1, row))
    raise AssertionError("a full board")


def shown_numbers(page: Page) -> list[str]:
    keys = page.locator("#rack .rack-tile .key")
    return [str(keys.nth(n).inner_text()) for n in range(keys.count()) if keys.nth(n).is_visible()]


def test_tiles_and_scores_move_unless_motion_is_off(browser: Browser, base_url: str, page: Page) -> None:
    assert most_animations_over_a_round(page) > 0  # tiles land and arrive, the score bubble rises
    reduced = open_mid_game(browser, base_url, reduced_motion="reduce", **DESKTOP)
    assert most_animations_over_a_round(reduced.page) == 0
    assert reduced.page.locator("#score-bubble").is_visible()  # without motion the score stays beside the play
    reduced.page.context.close()
    off = open_mid_game(browser, base_url, **DESKTOP)
    off.page.evaluate("() => localStorage.setItem('ginnyo.settings', JSON.stringify({animations: false}))")
    reload(off)
    wait_state(off.page, "human")
    assert off.page.locator("html[data-motion=off]").count() == 1
    assert most_animations_over_a_round(off.page) == 0
    off.page.context.close()


def test_a_covered_bonus_square_keeps_a_corner_mark(page: Page) -> None:
    covered = page.locator("#board .sq.covered[data-bonus]").first
    mark = covered.locator(".mark")
    assert mark.is_visible()
    tile, corner = covered.bounding_box(), mark.bounding_box()
    assert tile is not None and corner is not None
    assert corner["width"] < tile["width"] / 2 and corner["height"] < tile["height"] / 2
    assert abs(corner["x"] - tile["x"]) < 3 and abs(corner["y"] - tile["y"]) < 3  # the top left corner


def test_rack_order_by_buttons_and_by_drag(page: Page) -> None:
    rack = rack_texts(page)
    page.click('[data-action="sort"]')
    assert rack_texts(page) == sorted(rack, key=sort_key)
    page.click('[data-action="shuffle"]')
    shuffled = rack_texts(page)
    assert sorted(shuffled) == sorted(rack) and shuffled != sorted(rack, key=sort_key)
    last = page.locator("#rack .rack-tile").last
    last.drag_to(page.locator("#rack .rack-tile").first)
    assert rack_texts(page) == [shuffled[-1], *shuffled[:-1]]
    # the order outlives placing a tile and taking it back
    left, _ = empty_pair(page)
    page.locator("#rack .rack-tile").first.click()
    square(page, left).click()
    assert rack_texts(page) == shuffled[:-1]
    page.click('[data-action="take-back"]')
    assert rack_texts(page) == [shuffled[-1], *shuffled[:-1]]


def center(box: dict[str, float] | None) -> tuple[float, float]:
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_tapped_tile_slides_from_the_rack_and_a_dragged_one_lands_where_it_was_let_go(page: Page) -> None:
    left, right = empty_pair(page)
    rack_tile(page, rack_texts(page)[0]).drag_to(square(page, right))
    dropped = square(page, right).locator(".tile.pending")
    dropped.wait_for()
    assert "arrive" in str(dropped.get_attribute("class")).split()
    assert "slide" not in str(dropped.get_attribute("class")).split()
    source = page.locator("#rack .rack-tile").first
    start = center(source.bounding_box())
    source.click()
    square(page, left).click()
    tile = square(page, left).locator(".tile.pending")
    assert "slide" in str(tile.get_attribute("class")).split()
    offset = tile.evaluate("(t) => ['--from-x', '--from-y'].map((v) => parseFloat(t.style.getPropertyValue(v)))")
    end = center(square(page, left).bounding_box())
    # from the rack tile (which stands a few pixels higher once picked)
    assert abs(end[0] + offset[0] - start[0]) < 2 and abs(end[1] + offset[1] - start[1]) < 6
    page.click('[data-action="take-back"]')


def test_digit_keys_show_and_keep_their_numbers(page: Page) -> None:
    left, right = empty_pair(page)
    square(page, left).click()  # the cursor, by pointer
    assert shown_numbers(page) == []
    page.keyboard.press("ArrowRight")  # the keyboard is in use: numbers show
    count = len(rack_texts(page))
    assert shown_numbers(page) == [str(n) for n in range(1, count + 1)]
    page.keyboard.press("3")  # the tile shown as 3 goes to the cursor
    assert square(page, right).locator(".tile.pending").count() == 1
    assert page.locator('#rack .rack-tile[data-slot="2"]').count() == 0
    assert shown_numbers(page) == [str(n) for n in range(1, count + 1) if n != 3]  # the others keep theirs
    page.keyboard.press("Escape")
    first = page.locator("#rack .rack-tile").first
    first.click()  # a pointer again: the numbers hide, and the tap still picks the tile
    assert shown_numbers(page) == [] and first.get_attribute("aria-pressed") == "true"
    first.click()


def test_a_score_sheet_row_marks_its_play_on_the_board(page: Page) -> None:
    game, _ = saved_game(page)
    turn = next(t for t in reversed(game.log) if t.placements)
    row = page.locator(f'#sheet tr[data-turn="{turn.number}"]')
    row.locator("td").nth(2).click()
    marked = page.locator("#board .sq.marked").evaluate_all("els => els.map(e => e.dataset.square)")
    assert sorted(marked) == sorted(square_name(p.square) for p in turn.placements)
    assert "picked" in str(row.get_attribute("class")) and row.locator("button").get_attribute("aria-pressed") == "true"
    row.locator("button").click()  # the row's button: the keyboard's way, picked again: unmarked
    assert page.locator("#board .sq.marked").count() == 0


def test_sound_toggle_is_remembered_and_sounds_fetch_nothing(loaded: LoadedPage) -> None:
    page = loaded.page
    toggle = page.locator("#sound-toggle")
    assert toggle.get_attribute("aria-pressed") == "false"  # off until asked for
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "true"
    assert json.loads(page.evaluate("() => localStorage.getItem('ginnyo.settings')"))["sound"] is True
    reload(loaded)
    wait_state(page, "human")
    assert page.locator("#sound-toggle").get_attribute("aria-pressed") == "true"
    assert page.locator("#sound").is_checked()
    most_animations_over_a_round(page)
    wait_worker_ready(page)  # the computer's worker, started again by the reload, has fetched what it needs
    media: list[str] = []
    page.on(
        "request", lambda r: media.append(r.url) if r.resource_type == "media" or r.url.endswith(AUDIO_FILE) else None
    )
    requests_before = len(loaded.requests)
    sounds_before = int(page.evaluate("() => Number(document.documentElement.dataset.sounds)"))
    most_animations_over_a_round(page)
    sounds = int(page.evaluate("() => Number(document.documentElement.dataset.sounds)"))
    assert sounds >= sounds_before + 3  # a click per tile, a chime, the computer's tiles
    assert media == [] and loaded.requests[requests_before:] == []
    page.locator("#sound-toggle").click()
    assert json.loads(page.evaluate("() => localStorage.getItem('ginnyo.settings')"))["sound"] is False


def test_no_errors_on_the_way(loaded: LoadedPage) -> None:
    assert loaded.page_errors == [] and loaded.console_errors == [] and loaded.failed_requests == []
