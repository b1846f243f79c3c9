"""Dark mode and the settings panel: the device's colour scheme, the player's override, contrast, motion, speed.

One page, mid-way through a three-player game (two tile sets, so second-set hearts and
diamonds are on the board and in the rack); the device's scheme is switched with
`emulate_media`. Contrast is axe-core's `color-contrast` rule (a dev dependency in
node_modules, injected here, never shipped).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from gameplay import THREE_PLAYER_SEED, THREE_PLAYERS, mid_game_save, open_mid_game, reload
from playwright.sync_api import Browser, Page
from test_a11y import inject_axe
from test_page import LoadedPage

SETTINGS_KEY = "ginnyo.settings"
CONTRAST_JS = """async () => {
    const result = await axe.run(document, { runOnly: { type: "rule", values: ["color-contrast"] } });
    return {
        checked: result.passes.reduce((n, rule) => n + rule.nodes.length, 0),
        violations: result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`)),
    };
}"""


@pytest.fixture(scope="module")
def loaded(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    save = mid_game_save(THREE_PLAYERS, THREE_PLAYER_SEED, turns=9)
    result = open_mid_game(browser, base_url, save=save, viewport={"width": 1366, "height": 768}, color_scheme="light")
    yield result
    result.page.context.close()


@pytest.fixture(scope="module")
def page(loaded: LoadedPage) -> Page:
    return loaded.page


def looks_dark(page: Page) -> bool:
    """The page's background is dark (its mean channel below half)."""
    colour = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
    channels = [int(part) for part in colour.removeprefix("rgb(").removesuffix(")").split(",")[:3]]
    return sum(channels) / 3 < 128


def choose(page: Page, control: str, value: str) -> None:
    """Open the settings panel, set one control, close the panel with Escape."""
    page.click("#settings-button")
    panel = page.locator("#settings-panel")
    panel.wait_for(state="visible")
    if control == "animations":
        page.locator("#animations").set_checked(value == "on")
    else:
        page.select_option(f"#{control}", value)
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")


def stored(page: Page) -> dict[str, object]:
    return dict(json.loads(page.evaluate("(key) => localStorage.getItem(key)", SETTINGS_KEY) or "{}"))


def contrast_violations(page: Page) -> list[str]:
    inject_axe(page)
    found = page.evaluate(CONTRAST_JS)
    assert found["checked"] > 100, "axe checked the page's text"
    return [str(v) for v in found["violations"]]


def test_follows_the_device_colour_scheme(page: Page) -> None:
    assert page.evaluate("() => document.documentElement.dataset.theme") == "system"
    page.emulate_media(color_scheme="light")
    assert not looks_dark(page)
    page.emulate_media(color_scheme="dark")
    assert looks_dark(page)
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == "light dark"
    page.emulate_media(color_scheme="light")


def test_the_setting_overrides_the_device_and_is_remembered(loaded: LoadedPage, page: Page) -> None:
    page.emulate_media(color_scheme="dark")
    choose(page, "theme", "light")
    assert not looks_dark(page)
    page.emulate_media(color_scheme="light")
    choose(page, "theme", "dark")
    assert looks_dark(page)
    assert page.evaluate("() => getComputedStyle(document.documentElement).colorScheme") == "dark"
    assert stored(page)["theme"] == "dark"
    # after a reload the theme applies before Python is ready (no flash of the other one)
    page.reload(wait_until="domcontentloaded")
    early = page.evaluate("() => [document.documentElement.dataset.theme, document.documentElement.className]")
    assert early[0] == "dark" and "ginnyo-ready" not in early[1]
    reload(loaded)
    assert looks_dark(page)
    assert page.locator("#theme").input_value() == "dark"
    choose(page, "theme", "system")
    assert not looks_dark(page)
    assert stored(page)["theme"] == "system"


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_text_contrast_in_both_themes(page: Page, theme: str) -> None:
    page.emulate_media(color_scheme=theme)
    # second-set red suits, the case that was 2.8:1, are on the page
    assert page.locator('#board .tile.dark[data-suit="H"], #board .tile.dark[data-suit="D"]').count() > 0
    assert page.locator('#rack .tile.dark[data-suit="H"], #rack .tile.dark[data-suit="D"]').count() > 0
    assert looks_dark(page) == (theme == "dark")
    assert contrast_violations(page) == []
    page.click("#settings-button")  # the panel's text too
    assert contrast_violations(page) == []
    page.keyboard.press("Escape")
    page.emulate_media(color_scheme="light")


def test_suits_and_tile_sets_show_without_colour(page: Page) -> None:
    faces = page.locator("#board .tile, #rack .tile").evaluate_all(
        "els => els.map(e => [e.textContent, e.classList.contains('dark'), getComputedStyle(e).borderTopStyle])"
    )
    assert len(faces) > 10
    for text, dark, border in faces:
        assert any(symbol in text for symbol in "♠♥♦♣★"), text
        assert (border == "double") == dark, (text, dark, border)


def test_animations_can_be_turned_off(page: Page) -> None:
    tile = page.locator("#rack .rack-tile").first
    assert tile.evaluate("el => getComputedStyle(el).transitionDuration") != "0s"
    choose(page, "animations", "off")
    assert page.evaluate("() => document.documentElement.dataset.motion") == "off"
    assert tile.evaluate("el => getComputedStyle(el).transitionDuration") == "0s"
    assert stored(page)["animations"] is False
    choose(page, "animations", "on")
    assert tile.evaluate("el => getComputedStyle(el).transitionDuration") != "0s"


def test_computer_speed_is_in_the_settings(page: Page) -> None:
    assert page.locator("#settings-panel #speed").count() == 1
    choose(page, "speed", "slow")
    assert stored(page)["speed"] == "slow"
    choose(page, "speed", "fast")
    assert stored(page)["speed"] == "fast"
