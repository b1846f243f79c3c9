"""Accessibility in Chromium: axe-core finds nothing serious or critical on any screen in any
theme (light, dark, wood), the focus goes into each dialog, stays there and comes back, the board is a grid whose
focus is the keyboard cursor, and the live region says what was played and what was refused.

axe-core is a dev dependency (node_modules), injected here, never shipped. The theme follows
the device (`emulate_media`), so one page serves both themes. Each test has its own fresh page.
"""

from __future__ import annotations

import json
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Literal, cast

import pytest
from gameplay import (
    SAVE_KEY,
    enter_exchange,
    eventually,
    mid_game_save,
    open_mid_game,
    over_save,
    place_best_play,
    rack_tile,
    saved_game,
    start_game,
    wait_state,
)
from playwright.sync_api import Browser, Page, expect
from test_page import LoadedPage, instrument, wait_until_ready

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
THEMES = ["light", "dark", "wood"]
# axe reads colours as drawn: finite animations (a dialog fading in) are let finish first, for 2 s at most.
AXE_JS = """async (options) => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => null)));
    await Promise.race([settled, new Promise((done) => setTimeout(done, 2000))]);
    const result = await axe.run(document, options);
    return {
        checked: result.passes.reduce((n, rule) => n + rule.nodes.length, 0),
        violations: result.violations.flatMap((v) => v.nodes.map((n) => ({
            impact: v.impact, text: `${v.id} (${v.impact}) ${n.target.join(" ")}: ${n.failureSummary}`,
        }))),
    };
}"""
FOCUS_JS = """() => {
    const el = document.activeElement;
    const dialog = el.closest(".dialog")?.id || "";
    return { id: el.id, square: el.dataset.square || "", dialog, tag: el.tagName, text: el.textContent.trim() };
}"""
# Every text the live region is given, in order (a fresh text node each time).
RECORD_SAID_JS = """() => {
    window.__said = [];
    window.__saidObserver?.disconnect();
    const region = document.getElementById("announce");
    window.__saidObserver = new MutationObserver(() => window.__said.push(region.textContent));
    window.__saidObserver.observe(region, { childList: true });
}"""


def inject_axe(page: Page) -> None:
    """axe-core, evaluated through the driver: the page's Content Security Policy refuses a script tag with it."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;undefined")


def run_axe(page: Page, options: dict[str, object] | None = None) -> tuple[int, list[dict[str, str]]]:
    """axe-core over the settled page: how many nodes passed, and each finding with its impact and text."""
    inject_axe(page)
    found = page.evaluate(AXE_JS, options or {})
    return int(found["checked"]), list(found["violations"])


def serious_violations(page: Page, theme: str | None = None) -> list[str]:
    """axe-core's serious and critical findings in `theme` (the device's light or dark, or the player's wood),
    or in the colours the page has now when no theme is given."""
    if theme is not None:
        page.emulate_media(color_scheme="light" if theme == "wood" else cast(Literal["light", "dark"], theme))
    if theme == "wood":  # as boot.js applies the stored setting
        page.evaluate("() => { document.documentElement.dataset.theme = 'wood'; }")
    return [v["text"] for v in run_axe(page)[1] if v["impact"] in ("serious", "critical")]


def focus(page: Page) -> dict[str, str]:
    return dict(page.evaluate(FOCUS_JS))


def tab_stays_in(page: Page, dialog: str, presses: int = 25) -> None:
    """Tab and Shift+Tab go round the dialog's controls, never out of it."""
    for key in ("Tab", "Shift+Tab"):
        seen = set()
        for _ in range(presses):
            page.keyboard.press(key)
            where = focus(page)
            assert where["dialog"] == dialog, (key, where)
            seen.add(where["id"] or where["text"])
        assert len(seen) >= 2 or page.locator(f"#{dialog} button:visible").count() == 1, seen


@pytest.fixture
def first(page: Page) -> Page:
    """The first screen: the new-game form over an empty board."""
    expect(page.locator("#setup-dialog")).to_be_visible()
    return page


@pytest.fixture
def started(first: Page) -> Page:
    """A new game started from the form: seed 1, you move first, on an empty board."""
    start_first_game(first)
    return first


def start_first_game(page: Page) -> None:
    page.fill("#seed", "1")
    page.click('[data-action="start-game"]')
    wait_state(page, "human")


@pytest.fixture
def mid(browser: Browser, base_url: str) -> Iterator[Page]:
    """A game in progress, your turn, your best play placed and its preview showing."""
    result = open_mid_game(browser, base_url, save=mid_game_save(), viewport={"width": 1366, "height": 768})
    place_best_play(result.page)
    yield result.page
    result.page.context.close()


@pytest.fixture
def end(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    """A finished game, its end dialog open."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    context.add_init_script(f"localStorage.setItem({json.dumps(SAVE_KEY)}, {json.dumps(over_save())});")
    result.page.goto("./?speed=fast", wait_until="domcontentloaded")
    wait_until_ready(result)
    wait_state(result.page, "over")
    result.page.locator("#end-dialog").wait_for(state="visible")
    yield result
    context.close()


@pytest.fixture
def hotseat(page: Page) -> Page:
    """Two humans: the "Pass the device" screen."""
    start_game(page, [("Ann", "human"), ("Bob", "human")], 3)
    wait_state(page, "handoff")
    return page


def close_end_dialog(page: Page) -> None:
    page.click('#end-dialog [data-action="close-dialog"]')
    expect(page.locator("#end-dialog")).to_be_hidden()


# -- axe: nothing serious or critical, on every screen, in both themes -----------------------


@pytest.mark.parametrize("theme", THEMES)
def test_axe_first_screen(first: Page, theme: str) -> None:
    assert serious_violations(first, theme) == []


@pytest.mark.parametrize("theme", THEMES)
def test_axe_mid_game(mid: Page, theme: str) -> None:
    expect(mid.locator("#board .tile.pending").first).to_be_visible()
    expect(mid.locator("#preview")).not_to_have_text("")
    assert serious_violations(mid, theme) == []


@pytest.mark.parametrize("theme", THEMES)
def test_axe_end_screen_with_the_dialog_open(end: LoadedPage, theme: str) -> None:
    expect(end.page.locator("#end-dialog")).to_be_visible()
    assert serious_violations(end.page, theme) == []


@pytest.mark.parametrize("theme", THEMES)
def test_axe_hot_seat_screen(hotseat: Page, theme: str) -> None:
    expect(hotseat.locator("#handoff-dialog")).to_be_visible()
    assert serious_violations(hotseat, theme) == []


@pytest.mark.parametrize("theme", THEMES)
def test_axe_rules_page(browser: Browser, base_url: str, theme: str) -> None:
    context = browser.new_context(base_url=base_url)
    page = context.new_page()
    page.goto("./rules.html")
    assert serious_violations(page, theme) == []
    context.close()


# -- focus: into each dialog, kept there, back out ---------------------------------------------


def test_the_form_has_the_focus_keeps_it_and_start_game_hands_it_to_the_board(first: Page) -> None:
    assert focus(first)["id"] == "player-count"
    tab_stays_in(first, "setup-dialog")
    start_first_game(first)
    eventually(first, lambda: focus(first)["square"], "H8")  # the grid's cursor, not <body>


def test_the_board_is_a_grid_whose_focus_is_the_cursor(started: Page) -> None:
    first = started
    expect(first.locator("#board .tile")).to_have_count(0)
    enter_exchange(first)  # seed 1 has no legal play: the exchange offer comes first; back to placing tiles
    first.click('[data-action="exchange-cancel"]')
    first.locator('#board [data-square="H8"]').focus()
    first.keyboard.press("ArrowRight")
    first.keyboard.press("ArrowDown")
    eventually(first, lambda: focus(first)["square"], "I9")
    expect(first.locator('#board [tabindex="0"]')).to_have_attribute("data-square", "I9")  # the only one
    expect(first.locator('#board [role="row"] > [role="gridcell"]')).to_have_count(225)
    expect(first.get_by_role("gridcell", name="H8: start (red)", exact=True)).to_have_count(1)
    tile = first.locator("#rack button[data-index]").first
    face = tile.evaluate("e => [...e.children].filter((c) => !c.matches('.key')).map((c) => c.textContent).join('')")
    tile.focus()
    first.keyboard.press("Space")  # picked; Shift+Tab goes back to the grid, on its cursor
    first.keyboard.press("Shift+Tab")
    eventually(first, lambda: focus(first)["square"], "I9")
    first.keyboard.press("Space")  # put there
    expect(first.locator('#board [data-square="I9"] .tile.pending')).to_have_text(face)
    expect(first.get_by_role("gridcell", name="I9: tile ×2 (yellow), ", exact=False)).to_have_count(1)
    expect(first.locator("#rack .key:visible").first).to_be_visible()  # keyboard in use: the rack shows its keys
    assert serious_violations(first, "light") == []
    first.keyboard.press("Escape")
    expect(first.locator("#board .tile.pending")).to_have_count(0)


ON_RACK_JS = "() => document.activeElement.matches('#rack button[data-index]')"


def test_exchange_puts_the_focus_on_the_rack(started: Page) -> None:
    first = started
    enter_exchange(first)  # seed 1: no legal play, the page enters exchange mode itself
    eventually(first, lambda: first.evaluate(ON_RACK_JS), True)
    first.keyboard.press("Space")  # picked for the exchange: the tile keeps the focus
    expect(first.locator("#rack button:focus")).to_have_attribute("aria-pressed", "true")
    assert first.evaluate(ON_RACK_JS)
    first.keyboard.press("Escape")
    expect(first.locator("#controls")).to_be_visible()
    eventually(first, lambda: first.evaluate(ON_RACK_JS), True)


def test_a_question_starts_on_cancel_and_the_focus_returns_to_its_button(started: Page) -> None:
    first = started
    first.locator('header [data-action="new-game"]').focus()
    first.keyboard.press("Enter")
    expect(first.locator("#message-dialog")).to_be_visible()
    eventually(first, lambda: focus(first)["id"], "message-close")
    tab_stays_in(first, "message-dialog")
    first.keyboard.press("Escape")
    expect(first.locator("#message-dialog")).to_be_hidden()
    expect(first.locator('header [data-action="new-game"]')).to_be_focused()


def test_the_end_dialog_has_the_focus_keeps_it_and_gives_it_back(end: LoadedPage) -> None:
    page = end.page
    assert focus(page)["dialog"] == "end-dialog" and focus(page)["tag"] == "BUTTON"
    tab_stays_in(page, "end-dialog")
    close_end_dialog(page)
    eventually(page, lambda: focus(page)["square"] != "", True)  # the board, not <body>


@pytest.mark.parametrize("theme", THEMES)
def test_axe_end_screen_after_closing_the_dialog(end: LoadedPage, theme: str) -> None:
    close_end_dialog(end.page)
    assert serious_violations(end.page, theme) == []


def test_pass_the_device_has_the_focus_then_the_board(hotseat: Page) -> None:
    assert focus(hotseat)["id"] == "reveal-button"
    tab_stays_in(hotseat, "handoff-dialog")
    hotseat.click("#reveal-button")
    wait_state(hotseat, "human")
    eventually(hotseat, lambda: focus(hotseat)["square"] != "", True)


# -- the live region ----------------------------------------------------------------------------


def test_a_refused_play_is_said(mid: Page) -> None:
    """Play is disabled on an illegal play, but Enter still tries: the engine's reason is said."""
    mid.click('[data-action="take-back"]')
    game, _ = saved_game(mid)
    rack_tile(mid, game.view(game.current).rack.split()[0]).click()
    mid.locator('#board [data-square="A15"]').click()
    mid.evaluate(RECORD_SAID_JS)
    mid.keyboard.press("Enter")
    mid.wait_for_function("() => window.__said.length > 0")
    said = mid.evaluate("() => window.__said")
    assert said == [mid.inner_text("#play-error")] and said[0].startswith("That is not allowed: ")
    assert mid.get_attribute("#announce", "aria-live") == "polite"
    assert mid.locator("main [aria-live], main [role=alert], main [role=status]").count() == 0  # one live region


def test_your_play_and_the_computers_are_said_with_the_scores(mid: Page) -> None:
    expect(mid.locator("#preview")).to_have_attribute("data-state", "legal")  # the fixture's best play
    mid.evaluate(RECORD_SAID_JS)
    mid.click('[data-action="play"]')
    mid.wait_for_function("() => window.__said.length >= 2", timeout=60_000)
    yours, computers = mid.evaluate("() => window.__said")[:2]
    assert yours.startswith("You played ") and " points. Scores: You " in yours
    assert computers.startswith("Computer ") and computers.endswith("Your turn.") and "Scores: You " in computers
