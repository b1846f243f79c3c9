"""The game's moments in the browser: a gin lights its section's tiles one after another from the red start
square with a fanfare, the scorer's total climbs, and a won game's end dialog shows only after the burst of
cards, never under anything that moves (still, with motion off).

The gin: `gameplay.gin_next_save`, where your best play completes a section's ten tiles.
"""

from __future__ import annotations

import json
from typing import Any

from gameplay import click_and_wait_turn, gin_next_save, open_mid_game, place_best_play, saved_game
from playwright.sync_api import Browser, Page, expect
from test_end_screens import WON, opened

from ginnyo.rules.layout import STANDARD, Bonus, parse_square

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}
GIN_SAVE = gin_next_save()
SETTINGS = "() => localStorage.setItem('ginnyo.settings', JSON.stringify({sound: true, animations: %s}))"

# each lit square: its name, its place (--gin), and when its tile's light starts (its animation's delay, in ms)
GLOWS_JS = """() => [...document.querySelectorAll('.sq[data-gin]')].map((sq) => {
    const tile = sq.querySelector('.tile');
    const light = tile.getAnimations().find((a) => a.animationName === 'gin-light');
    return [sq.dataset.square, Number(sq.style.getPropertyValue('--gin')),
            light ? light.effect.getTiming().delay : null, getComputedStyle(tile).filter];
})"""
# every running animation (its element's box) that overlaps the open end dialog's box
OVER_DIALOG_JS = """(id) => {
    const d = document.getElementById(id).getBoundingClientRect();
    return document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.target)
        .map((a) => [a.animationName, a.effect.target.className, a.effect.target.getBoundingClientRect()])
        .filter(([, , r]) => r.right > d.left && r.left < d.right && r.bottom > d.top && r.top < d.bottom
                 && r.width > 0 && r.height > 0)
        .map(([name, cls]) => `${name} on ${cls}`);
}"""


def gin_played(browser: Browser, base_url: str, motion: bool) -> tuple[Page, int]:
    """Your gin made on the page (sound on; motion as asked): the page, and your score before it."""
    loaded = open_mid_game(browser, base_url, save=GIN_SAVE, **DESKTOP)
    page = loaded.page
    page.evaluate(SETTINGS % json.dumps(motion))
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.state === 'human'")
    game, _ = saved_game(page)
    assert game.board.check(game.legal_plays()[0].placements).gin  # the save's point: your best play is a gin
    before = game.totals()[0]
    place_best_play(page)
    click_and_wait_turn(page, '[data-action="play"]')
    return page, before


def test_a_gin_lights_its_tiles_in_order_with_a_fanfare_and_the_score_climbs(browser: Browser, base_url: str) -> None:
    page, before = gin_played(browser, base_url, motion=True)
    page.wait_for_function("() => document.querySelectorAll('.sq[data-gin]').length >= 10")
    glows = page.evaluate(GLOWS_JS)
    places = sorted(place for _sq, place, _delay, _filter in glows)
    assert places == list(range(len(glows))) and len(glows) >= 10
    first = min(glows, key=lambda g: g[1])
    assert STANDARD.bonus(parse_square(first[0])) is Bonus.START  # it starts on the red square
    delays = [delay for _sq, _place, delay, _f in sorted(glows, key=lambda g: g[1])]
    assert all(d is not None for d in delays) and delays == sorted(delays) and delays[-1] > delays[0]
    assert page.evaluate("() => document.documentElement.dataset.lastSound") == "fanfare"
    score = page.locator('.player[data-seat="0"] .score')
    game, _ = saved_game(page)
    after = game.totals()[0]
    expect(score).to_have_attribute("data-climb", "up")
    assert score.evaluate("(s) => [s.style.getPropertyValue('--from'), s.style.getPropertyValue('--to')]") == [
        str(before),
        str(after),
    ]
    expect(page.locator("#score-bubble")).to_contain_text("Gin! +")  # the computer waits: the moment is whole
    page.context.close()


def test_without_motion_the_gin_glows_at_once_and_stays_still(browser: Browser, base_url: str) -> None:
    page, _before = gin_played(browser, base_url, motion=False)
    page.wait_for_function("() => document.querySelectorAll('.sq[data-gin]').length >= 10")
    glows = page.evaluate(GLOWS_JS)
    assert all(delay is None and "drop-shadow" in lit for _sq, _place, delay, lit in glows)  # lit, not moving
    assert page.evaluate("() => document.getAnimations().length") == 0
    page.context.close()


def test_the_end_dialog_comes_after_the_burst_and_nothing_moves_over_it(browser: Browser, base_url: str) -> None:
    page = opened(browser, base_url, WON).page
    dialog = page.locator("#end-dialog")
    expect(page.locator("#celebration .piece").first).to_be_attached()
    assert float(dialog.evaluate("(d) => getComputedStyle(d).opacity")) < 0.5  # the burst first
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    assert float(dialog.evaluate("(d) => getComputedStyle(d).opacity")) == 1
    assert page.evaluate(OVER_DIALOG_JS, "end-dialog") == []
    expect(page.locator("#end-play-again")).to_be_focused()
    page.context.close()
