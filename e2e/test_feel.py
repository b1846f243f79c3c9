"""How the game feels in the browser: motion (and none when asked), the rack's order, digit keys,
the score sheet marking a play, sounds made with Web Audio and the Sound toggle remembered.

A fresh mid-game page per test (`open_mid_game`: your turn, the computer plays at the fast speed),
which ends with no page error, console error or failed request. Motion is read from
`document.getAnimations()`, polled while tiles land and the computer's tiles arrive.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from gameplay import (
    Opener,
    eventually,
    expect_rack,
    open_mid_game,
    place_best_play,
    rack_texts,
    rack_tile,
    reload,
    saved_game,
    square,
    turns,
    wait_state,
)
from playwright.sync_api import Browser, FloatRect, Page, expect
from test_page import LoadedPage

from ginnyo.rules.layout import SIZE, square_name
from ginnyo.web.tiles.rack_order import sort_key
from ginnyo.web.tiles.view_board import BUBBLE_MS

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
AUDIO_FILE = (".mp3", ".ogg", ".wav", ".m4a", ".flac", ".webm", ".aac")
# The most animations running at once, sampled every frame until the page is back to the player, or
# the animations started if more: on a loaded machine a short one may begin and end between two
# frames, but its `animationstart` is still sent.
MOST_ANIMATIONS_JS = """(before) => new Promise((resolve) => {
    let most = 0, started = 0;
    const count = () => { started += 1; };
    document.addEventListener("animationstart", count, true);
    const look = () => {
        most = Math.max(most, document.getAnimations().length, started);
        const done = Number(document.documentElement.dataset.turns) > before + 1
            && document.documentElement.dataset.state === "human";
        if (!done) { requestAnimationFrame(look); return; }
        document.removeEventListener("animationstart", count, true);
        resolve(most);
    };
    look();
})"""


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, **DESKTOP)


@pytest.fixture
def loaded(loaded: LoadedPage) -> Iterator[LoadedPage]:
    """conftest's fresh page, checked after the test: nothing failed on the way."""
    yield loaded
    assert loaded.page_errors == []
    assert loaded.console_errors == []
    assert loaded.failed_requests == []


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


def classes(name: str) -> re.Pattern[str]:
    """Matches a class attribute holding the class `name`."""
    return re.compile(rf"(^|\s){name}(\s|$)")


def stored_sound(page: Page) -> bool:
    return bool(json.loads(page.evaluate("() => localStorage.getItem('ginnyo.settings')"))["sound"])


def shown_numbers(page: Page) -> list[str]:
    keys = page.locator("#rack .rack-tile .key")
    return [str(keys.nth(n).inner_text()) for n in range(keys.count()) if keys.nth(n).is_visible()]


def test_tiles_and_scores_move_unless_motion_is_off(browser: Browser, base_url: str, page: Page) -> None:
    assert most_animations_over_a_round(page) > 0  # tiles land and arrive, the score bubble rises
    reduced = open_mid_game(browser, base_url, reduced_motion="reduce", **DESKTOP)
    assert most_animations_over_a_round(reduced.page) == 0
    # without motion the score shows still beside the play for its time, then goes (e2e/test_polish_page.py)
    expect(reduced.page.locator("#score-bubble")).to_have_count(0, timeout=BUBBLE_MS + 5_000)
    reduced.page.context.close()
    off = open_mid_game(browser, base_url, **DESKTOP)
    off.page.evaluate("() => localStorage.setItem('ginnyo.settings', JSON.stringify({animations: false}))")
    reload(off)
    wait_state(off.page, "human")
    expect(off.page.locator("html[data-motion=off]")).to_have_count(1)
    assert most_animations_over_a_round(off.page) == 0
    off.page.context.close()


def test_a_covered_bonus_square_rings_its_full_size_tile_in_the_bonus_colour(page: Page) -> None:
    covered = page.locator("#board .sq.covered[data-bonus]").first
    plain = page.locator("#board .sq.covered:not([data-bonus]) .tile").first
    tile = covered.locator(".tile")
    expect(covered.locator(".mark")).to_be_hidden()  # the square's accessible name still says the bonus
    ring = tile.evaluate("(t) => getComputedStyle(t).boxShadow")
    bonus = covered.evaluate("(sq) => getComputedStyle(sq).backgroundColor")
    assert ring.startswith(f"{bonus} 0px 0px 0px 2px"), (ring, bonus)  # a 2 px ring in the square's colour
    ringed, bare = tile.bounding_box(), plain.bounding_box()
    assert ringed is not None and bare is not None
    assert (ringed["width"], ringed["height"]) == (bare["width"], bare["height"])  # not squashed


def test_rack_order_by_buttons_and_by_drag(page: Page) -> None:
    rack = rack_texts(page)
    in_order = sorted(rack, key=sort_key)
    page.click('[data-action="sort"]')
    expect_rack(page, in_order)
    page.click('[data-action="shuffle"]')
    eventually(page, lambda: rack_texts(page) != in_order, True)
    shuffled = rack_texts(page)
    assert sorted(shuffled) == sorted(rack)
    last = page.locator("#rack .rack-tile").last
    last.drag_to(page.locator("#rack .rack-tile").first)
    expect_rack(page, [shuffled[-1], *shuffled[:-1]])
    # the order outlives placing a tile and taking it back
    left, _ = empty_pair(page)
    page.locator("#rack .rack-tile").first.click()
    square(page, left).click()
    expect_rack(page, shuffled[:-1])
    page.click('[data-action="take-back"]')
    expect_rack(page, [shuffled[-1], *shuffled[:-1]])


def center(box: FloatRect | None) -> tuple[float, float]:
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_tapped_tile_slides_from_the_rack_and_a_dragged_one_lands_where_it_was_let_go(page: Page) -> None:
    left, right = empty_pair(page)
    rack_tile(page, rack_texts(page)[0]).drag_to(square(page, right))
    dropped = square(page, right).locator(".tile.pending")
    expect(dropped).to_have_class(classes("arrive"))
    expect(dropped).not_to_have_class(classes("slide"))
    source = page.locator("#rack .rack-tile").first
    start = center(source.bounding_box())
    source.click()
    square(page, left).click()
    tile = square(page, left).locator(".tile.pending")
    expect(tile).to_have_class(classes("slide"))
    offset = tile.evaluate("(t) => ['--from-x', '--from-y'].map((v) => parseFloat(t.style.getPropertyValue(v)))")
    end = center(square(page, left).bounding_box())
    # from the rack tile (which stands a few pixels higher once picked)
    assert abs(end[0] + offset[0] - start[0]) < 2 and abs(end[1] + offset[1] - start[1]) < 6


def test_digit_keys_show_and_keep_their_numbers(page: Page) -> None:
    left, right = empty_pair(page)
    square(page, left).click()  # the cursor, by pointer
    expect(square(page, left)).to_have_class(classes("cursor"))
    assert shown_numbers(page) == []
    page.keyboard.press("ArrowRight")  # the keyboard is in use: numbers show
    expect(square(page, right)).to_have_class(classes("cursor"))
    count = len(rack_texts(page))
    eventually(page, lambda: shown_numbers(page), [str(n) for n in range(1, count + 1)])
    page.keyboard.press("3")  # the tile shown as 3 goes to the cursor
    expect(square(page, right).locator(".tile.pending")).to_have_count(1)
    expect(page.locator('#rack .rack-tile[data-slot="2"]')).to_have_count(0)
    eventually(page, lambda: shown_numbers(page), [str(n) for n in range(1, count + 1) if n != 3])  # others keep theirs
    page.keyboard.press("Escape")
    expect(page.locator("#board .tile.pending")).to_have_count(0)
    first = page.locator("#rack .rack-tile").first
    first.click()  # a pointer again: the numbers hide, and the tap still picks the tile
    expect(first).to_have_attribute("aria-pressed", "true")
    eventually(page, lambda: shown_numbers(page), [])


def test_a_score_sheet_row_marks_its_play_on_the_board(page: Page) -> None:
    game, _ = saved_game(page)
    turn = next(t for t in reversed(game.log) if t.placements)
    row = page.locator(f'#sheet tr[data-turn="{turn.number}"]')
    row.locator("td").nth(2).click()
    expect(row).to_have_class(classes("picked"))
    expect(row.locator("button")).to_have_attribute("aria-pressed", "true")
    marked = page.locator("#board .sq.marked")
    expect(marked).to_have_count(len(turn.placements))
    squares = marked.evaluate_all("els => els.map(e => e.dataset.square)")
    assert sorted(squares) == sorted(square_name(p.square) for p in turn.placements)
    row.locator("button").click()  # the row's button: the keyboard's way, picked again: unmarked
    expect(marked).to_have_count(0)
    expect(row.locator("button")).to_have_attribute("aria-pressed", "false")


def test_sound_toggle_is_remembered_and_sounds_fetch_nothing(loaded: LoadedPage) -> None:
    page = loaded.page
    toggle = page.locator("#sound-toggle")
    expect(toggle).to_have_attribute("aria-pressed", "false")  # off until asked for
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "true")
    eventually(page, lambda: stored_sound(page), True)
    reload(loaded)
    wait_state(page, "human")
    expect(page.locator("#sound-toggle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#sound")).to_be_checked()
    most_animations_over_a_round(page)
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
    expect(page.locator("#sound-toggle")).to_have_attribute("aria-pressed", "false")
    eventually(page, lambda: stored_sound(page), False)
