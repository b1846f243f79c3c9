"""The side column at 1366x768, the replay's analysis column, and the phone's one-row header with its menu.

Each test opens its own page at the size it checks: a long game (more turns than the score sheet's box
holds) on a laptop, the replay of a finished game, and a game and a Gin Rummy match on a phone.
"""

from __future__ import annotations

import pytest
from gameplay import TURN_TIMEOUT_MS, mid_game_save, open_mid_game, over_save, place_best_play, use_menu
from gin_play import mid_hand_save
from playwright.sync_api import Browser, FloatRect, Page, ViewportSize, expect
from test_a11y import serious_violations
from test_layout import DESKTOP_SIZE, PHONE_OPTIONS, assert_on_screen, box, page_extent

# Whose turn, the scores, the rack, the buttons, the preview's verdict and the newest turn of the score sheet.
IN_VIEW = ("#turn", "#players", "#rack", "#controls", "#preview .preview-message", "#sheet tbody tr:last-child")


def assert_inside(inner: FloatRect, outer: FloatRect, what: str) -> None:
    assert inner["y"] >= outer["y"] - 0.5 and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + 0.5, (
        what,
        inner,
        outer,
    )


def test_the_newest_turns_and_the_whole_turn_are_in_view_at_1366x768(browser: Browser, base_url: str) -> None:
    page = open_mid_game(browser, base_url, save=mid_game_save(turns=24), viewport=DESKTOP_SIZE).page
    try:
        place_best_play(page)
        rows = page.locator("#sheet tbody tr")
        assert rows.count() >= 24
        for size in (DESKTOP_SIZE, ViewportSize(width=1280, height=720)):  # a resize keeps the sheet at its end
            page.set_viewport_size(size)
            extent = page_extent(page)
            assert extent["height"] <= extent["innerHeight"], extent
            for selector in IN_VIEW:
                assert_on_screen(page, selector)
            sheet = box(page, "#sheet")
            assert_inside(box(page, "#sheet tbody tr:last-child"), sheet, "the newest turn, in the sheet's box")
            assert box(page, "#sheet tbody tr:first-child")["y"] < sheet["y"], "the oldest turns scroll away"
        expect(page.locator("#sheet tbody tr:last-child")).to_have_class("last")
        summary = page.locator(".unseen-box summary")  # the unseen tiles fold away
        summary.click()
        expect(page.locator("#unseen")).to_be_hidden()
        summary.click()
        expect(page.locator("#unseen")).to_be_visible()
    finally:
        page.context.close()


def test_the_replay_analysis_is_a_full_height_column_beside_the_viewer(browser: Browser, base_url: str) -> None:
    page = open_mid_game(browser, base_url, save=over_save(), waiting="over", viewport=DESKTOP_SIZE).page
    try:
        page.click("#end-review")
        page.locator("#analysis-table tbody tr").last.wait_for(timeout=TURN_TIMEOUT_MS)
        column, board = box(page, ".side"), box(page, "#board")
        assert column["height"] >= 0.85 * DESKTOP_SIZE["height"] and column["width"] >= 400, column
        assert column["x"] >= box(page, "#replay")["x"] + box(page, "#replay")["width"], "beside the viewer"
        assert board["width"] >= 15 * 34, board  # the board stays readable
        for selector in ("#analysis-status", "#scores-figure", "#replay", "#turn", "#players"):
            assert_on_screen(page, selector)
        assert_inside(box(page, "#analysis-status"), column, "the status line, whole")
        table = box(page, "#analysis-table")
        assert table["y"] < DESKTOP_SIZE["height"] - 100 and table["width"] >= 400, table
        page.wait_for_function(
            "() => document.getElementById('analysis-status').textContent === 'Analysis complete.'",
            timeout=3 * TURN_TIMEOUT_MS,
        )
        assert_on_screen(page, "#analysis-status")
    finally:
        page.context.close()


def open_phone(browser: Browser, base_url: str, save: str = "") -> Page:
    return open_mid_game(browser, base_url, save=save, **PHONE_OPTIONS).page


def test_the_phone_header_is_one_row_and_its_menu_opens_and_closes(browser: Browser, base_url: str) -> None:
    page = open_phone(browser, base_url)
    try:
        button, menu = page.locator("#menu-button"), page.locator("#game-menu")
        header, title = box(page, "header.top"), box(page, "h1")
        assert header["height"] <= 56, header
        assert abs(box(page, "#menu-button")["y"] - title["y"]) < title["height"], "the button beside the title"
        assert_on_screen(page, "#players")  # the scores above the board
        assert box(page, "#players")["y"] < box(page, "#board")["y"]
        expect(menu).to_be_hidden()
        expect(button).to_have_attribute("aria-expanded", "false")
        button.click()
        expect(button).to_have_attribute("aria-expanded", "true")
        expect(menu.locator('[data-action="new-game"]')).to_be_visible()
        assert serious_violations(page, "light") == [] and serious_violations(page, "dark") == []
        page.keyboard.press("Escape")  # closes the menu, and only the menu
        expect(menu).to_be_hidden()
        expect(button).to_be_focused()
        expect(button).to_have_attribute("aria-expanded", "false")
        assert page.locator("#board .tile.pending").count() == 0
        page.keyboard.press("Enter")  # the keyboard opens it, and Tab walks into it
        expect(menu).to_be_visible()
        page.keyboard.press("Tab")
        expect(menu.locator('[data-action="new-game"]')).to_be_focused()
        page.locator("#turn").click()  # a click outside closes it
        expect(menu).to_be_hidden()
        use_menu(page, "#stats-button")  # an item does its work, and the menu closes
        expect(page.locator("#stats-dialog")).to_be_visible()
        expect(menu).to_be_hidden()
        page.click("#stats-close")
        use_menu(page, "#settings-button")
        expect(page.locator("#settings-panel")).to_be_visible()
        assert page_extent(page)["width"] <= PHONE_OPTIONS["viewport"]["width"]
    finally:
        page.context.close()


@pytest.mark.parametrize("item", ['[data-action="new-game"]', "#sound-toggle"])
def test_the_phone_menu_works_at_the_gin_rummy_table(browser: Browser, base_url: str, item: str) -> None:
    page = open_phone(browser, base_url, save=mid_hand_save(actions=80))
    try:
        assert box(page, "header.top")["height"] <= 56
        assert_on_screen(page, "#gin-scores")
        use_menu(page, f"#game-menu {item}")
        if item == "#sound-toggle":
            expect(page.locator(item)).to_have_attribute("aria-pressed", "true")
        else:  # a match in progress: first asked whether to leave it
            expect(page.locator("#message-confirm")).to_be_visible()
        expect(page.locator("#game-menu")).to_be_hidden()
    finally:
        page.context.close()
