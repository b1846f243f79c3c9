"""Dark mode and the settings panel: the device's colour scheme, the player's override (light, dark, wood), contrast,
motion, speed.

A fresh page per test, mid-way through a three-player game (two tile sets, so second-set hearts and
diamonds are on the board and in the rack); the device's scheme is switched with
`emulate_media`. Contrast is axe-core's `color-contrast` rule (a dev dependency in
node_modules, injected here, never shipped).
"""

from __future__ import annotations

import functools
import json
from typing import Literal

import pytest
from gameplay import (
    SAVE_KEY,
    THREE_PLAYER_SEED,
    THREE_PLAYERS,
    Opener,
    eventually,
    mid_game_save,
    open_mid_game,
    reload,
)
from gin_play import mid_hand_save
from playwright.sync_api import Browser, Page, expect
from stats_play import open_with
from test_a11y import run_axe, serious_violations
from test_page import LoadedPage

SETTINGS_KEY = "ginnyo.settings"
WOOD_TABLE, WOOD_SQUARE = "rgb(230, 210, 174)", "rgb(242, 223, 186)"
"""The wood theme's page (`--bg`, an oak table) and board square (`--square`, maple)."""


@pytest.fixture(scope="module")
def save() -> str:
    return mid_game_save(THREE_PLAYERS, THREE_PLAYER_SEED, turns=9)


@pytest.fixture
def open_page(save: str) -> Opener:
    return functools.partial(open_mid_game, save=save, viewport={"width": 1366, "height": 768}, color_scheme="light")


def looks_dark(page: Page) -> bool:
    """The page's background is dark (its mean channel below half)."""
    colour = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    channels = [int(part) for part in colour.removeprefix("rgb(").removesuffix(")").split(",")[:3]]
    return sum(channels) / 3 < 128


def choose(page: Page, control: str, value: str) -> None:
    """Open the settings panel, set one control, close the panel with Escape."""
    page.click("#settings-button")
    panel = page.locator("#settings-panel")
    expect(panel).to_be_visible()
    if control == "animations":
        page.locator("#animations").set_checked(value == "on")
    else:
        page.select_option(f"#{control}", value)
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()


def stored(page: Page, name: str) -> object:
    """One stored setting (None if not stored)."""
    return json.loads(page.evaluate("(key) => localStorage.getItem(key)", SETTINGS_KEY) or "{}").get(name)


def expect_dark(page: Page, dark: bool) -> None:
    eventually(page, lambda: looks_dark(page), dark)


def transition(page: Page) -> str:
    return str(page.locator("#rack .rack-tile").first.evaluate("el => getComputedStyle(el).transitionDuration"))


def contrast_violations(page: Page) -> list[str]:
    checked, found = run_axe(page, {"runOnly": {"type": "rule", "values": ["color-contrast"]}})
    assert checked > 100, "axe checked the page's text"
    return [v["text"] for v in found]


def test_follows_the_device_colour_scheme(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("data-theme", "system")
    page.emulate_media(color_scheme="light")
    expect_dark(page, False)
    page.emulate_media(color_scheme="dark")
    expect_dark(page, True)
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == "light dark"


def test_the_setting_overrides_the_device_and_is_remembered(loaded: LoadedPage, page: Page) -> None:
    page.emulate_media(color_scheme="dark")
    choose(page, "theme", "light")
    expect_dark(page, False)
    page.emulate_media(color_scheme="light")
    choose(page, "theme", "dark")
    expect_dark(page, True)
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == "dark"
    eventually(page, lambda: stored(page, "theme"), "dark")
    # after a reload the theme applies before Python is ready (no flash of the other one)
    page.reload(wait_until="domcontentloaded")
    early = page.evaluate("() => [document.documentElement.dataset.theme, document.documentElement.className]")
    assert early[0] == "dark" and "ginnyo-ready" not in early[1]
    reload(loaded)
    expect_dark(page, True)
    expect(page.locator("#theme")).to_have_value("dark")
    choose(page, "theme", "system")
    expect_dark(page, False)
    eventually(page, lambda: stored(page, "theme"), "system")


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_text_contrast_in_both_themes(page: Page, theme: Literal["light", "dark"]) -> None:
    page.emulate_media(color_scheme=theme)
    # second-set red suits, the case that was 2.8:1, are on the page
    assert page.locator('#board .tile.dark[data-suit="H"], #board .tile.dark[data-suit="D"]').count() > 0
    assert page.locator('#rack .tile.dark[data-suit="H"], #rack .tile.dark[data-suit="D"]').count() > 0
    expect_dark(page, theme == "dark")
    assert contrast_violations(page) == []
    page.click("#settings-button")  # the panel's text too
    expect(page.locator("#settings-panel")).to_be_visible()
    assert contrast_violations(page) == []


def background(page: Page, selector: str = "body") -> str:
    return str(page.locator(selector).first.evaluate("el => getComputedStyle(el).backgroundColor"))


def test_the_wood_theme_applies_is_remembered_and_applies_before_python(loaded: LoadedPage, page: Page) -> None:
    page.emulate_media(color_scheme="dark")  # wood has its own light colours, whatever the device's
    choose(page, "theme", "wood")
    expect(page.locator("html")).to_have_attribute("data-theme", "wood")
    eventually(page, lambda: background(page), WOOD_TABLE)
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == "light"
    eventually(page, lambda: stored(page, "theme"), "wood")
    page.reload(wait_until="domcontentloaded")  # applied before Python is ready: no flash of another theme
    early = page.evaluate("() => [document.documentElement.dataset.theme, document.documentElement.className]")
    assert early[0] == "wood" and "ginnyo-ready" not in early[1] and background(page) == WOOD_TABLE
    reload(loaded)
    expect(page.locator("#theme")).to_have_value("wood")
    assert background(page, "#board .sq:not([data-bonus])") == WOOD_SQUARE
    assert "repeating-linear-gradient" in page.locator("#board .sq:not([data-bonus])").first.evaluate(
        "el => getComputedStyle(el).backgroundImage"
    )
    assert contrast_violations(page) == []


def test_the_wood_theme_dresses_the_gin_rummy_table_too(browser: Browser, base_url: str) -> None:
    stored_game = {SAVE_KEY: mid_hand_save(actions=80), SETTINGS_KEY: json.dumps({"theme": "wood"})}
    loaded = open_with(browser, base_url, stored_game, viewport={"width": 1366, "height": 768}, color_scheme="dark")
    page = loaded.page
    expect(page.locator("#gin-hand [data-card]").first).to_be_visible()
    assert background(page) == WOOD_TABLE
    assert serious_violations(page, "wood") == []
    assert loaded.console_errors == []
    page.context.close()


def test_suits_and_tile_sets_show_without_colour(page: Page) -> None:
    faces = page.locator("#board .tile, #rack .tile").evaluate_all(
        "els => els.map(e => [e.textContent, e.classList.contains('dark'),"
        " getComputedStyle(e, '::before').outlineStyle])"
    )
    assert len(faces) > 10
    for text, dark, line in faces:  # the second set: a line inside the edge, as a double border
        assert any(symbol in text for symbol in "♠♥♦♣★"), text
        assert (line == "solid") == dark, (text, dark, line)


def test_animations_can_be_turned_off(page: Page) -> None:
    assert transition(page) != "0s"
    choose(page, "animations", "off")
    expect(page.locator("html")).to_have_attribute("data-motion", "off")
    eventually(page, lambda: transition(page), "0s")
    eventually(page, lambda: stored(page, "animations"), False)
    choose(page, "animations", "on")
    eventually(page, lambda: transition(page) != "0s", True)


def test_computer_speed_is_in_the_settings(page: Page) -> None:
    expect(page.locator("#settings-panel #speed")).to_have_count(1)
    choose(page, "speed", "slow")
    eventually(page, lambda: stored(page, "speed"), "slow")
    choose(page, "speed", "fast")
    eventually(page, lambda: stored(page, "speed"), "fast")
