"""The page in Swedish, Italian and Marathi: it starts in the browser's language, a whole turn is
played in it, nothing overflows, and the picker changes the language mid-game keeping the game.
Each test has its own fresh mid-game page in the language."""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Iterator
from io import BytesIO

import pytest
from gameplay import (
    click_and_wait_turn,
    eventually,
    open_mid_game,
    place_best_play,
    saved_text,
    turns,
    wait_human_turn,
)
from playwright.sync_api import Browser, Page, expect
from test_layout import PHONE_OPTIONS, page_extent

from conftest import REPO_ROOT
from ginnyo_dev.buildtools import catalogs

LOCALES = {"sv": "sv-SE", "it": "it-IT", "mr": "mr-IN"}
BARS = (".top", ".menu", ".turn-box", "#controls", ".layout", "#rack-area", ".scores")
"""The layout bars of the game: none may be wider than its box in any language."""


def words(code: str) -> gettext.GNUTranslations:
    return gettext.GNUTranslations(
        BytesIO(catalogs.mo_files(REPO_ROOT)[f"ginnyo/web/words/locale/{code}/LC_MESSAGES/ginnyo.mo"])
    )


def overflowing(page: Page) -> list[str]:
    """The bars (and the page) whose content is wider than they are."""
    found = page.evaluate(
        """(selectors) => selectors.flatMap((s) => Array.from(document.querySelectorAll(s)))
            .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
            .map((el) => `${el.id || el.className}: ${el.scrollWidth} > ${el.clientWidth}`)""",
        list(BARS),
    )
    extent = page_extent(page)
    return [*found, *([f"page: {extent}"] if extent["width"] > extent["innerWidth"] else [])]


@pytest.fixture(params=list(LOCALES))
def localized(request: pytest.FixtureRequest, browser: Browser, base_url: str) -> Iterator[tuple[str, Page]]:
    code = request.param
    loaded = open_mid_game(browser, base_url, locale=LOCALES[code], viewport={"width": 1366, "height": 768})
    yield code, loaded.page
    loaded.page.context.close()


def test_the_page_starts_in_the_browsers_language_and_plays_a_turn(localized: tuple[str, Page]) -> None:
    code, page = localized
    tr = words(code)
    assert page.evaluate("() => document.documentElement.lang") == code
    assert page.locator('.menu [data-action="new-game"]').inner_text() == tr.gettext("New game")
    assert page.locator("#turn").inner_text() == tr.gettext("Your turn.")
    assert page.locator("a[data-rules]").first.get_attribute("href") == f"./rules.{code}.html"
    place_best_play(page)
    legal = re.escape(tr.gettext("Legal play: {points}")[:4])
    expect(page.locator("#preview .preview-message")).to_have_text(re.compile(f"^{legal}"))
    assert overflowing(page) == []
    before = turns(page)
    click_and_wait_turn(page, '[data-action="play"]')
    assert wait_human_turn(page) == "human" and turns(page) >= before + 2  # yours, then the computer's
    expect(page.locator("#turn")).to_have_text(tr.gettext("Your turn."))
    expect(page.locator("#announce")).to_contain_text(tr.gettext("Scores: {scores}.").split("{")[0])
    assert overflowing(page) == []
    page.set_viewport_size(PHONE_OPTIONS["viewport"])
    assert overflowing(page) == []


def test_the_picker_changes_the_language_mid_game_keeping_the_game(localized: tuple[str, Page]) -> None:
    code, page = localized
    game, played = saved_text(page), turns(page)
    notice = str(page.locator("#last-action").text_content())
    assert notice, "mid-game: the notice tells the last turn"
    page.click("#settings-button")
    expect(page.locator("#settings-panel")).to_be_visible()
    page.select_option("#language", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#turn")).to_have_text("Your turn.")
    expect(page.locator("#last-action")).not_to_have_text(notice)  # the same turn, told in English
    expect(page.locator("#last-action")).to_contain_text(re.compile("played|exchanged|passed"))
    expect(page.locator('.menu [data-action="new-game"]')).to_have_text("New game")
    expect(page.locator("a[data-rules]").first).to_have_attribute("href", "./rules.html")
    page.select_option("#language", code)
    expect(page.locator("html")).to_have_attribute("lang", code)
    expect(page.locator("#turn")).to_have_text(words(code).gettext("Your turn."))
    expect(page.locator("#last-action")).to_have_text(notice)
    assert saved_text(page) == game and turns(page) == played
    eventually(page, lambda: stored_language(page), code)
    page.keyboard.press("Escape")
    expect(page.locator("#settings-panel")).to_be_hidden()
    assert overflowing(page) == []


def stored_language(page: Page) -> str:
    return str(json.loads(str(page.evaluate("() => localStorage.getItem('ginnyo.settings')")))["language"])


@pytest.mark.parametrize("code", list(LOCALES))
def test_the_first_screen_is_in_the_language_before_python_is_ready(browser: Browser, base_url: str, code: str) -> None:
    """Python held back (its archive's request never answered): the form is already in the language."""
    context = browser.new_context(base_url=base_url, locale=LOCALES[code])
    context.route("**/ginnyo.zip", lambda _route: None)
    page = context.new_page()
    try:
        tr = words(code)
        page.goto("./?speed=fast", wait_until="domcontentloaded")
        page.wait_for_function("() => performance.getEntriesByName('ginnyo-form-ready').length > 0")
        assert page.locator('[data-action="start-game"]').inner_text() == tr.gettext("Start game")
        assert page.locator('.menu [data-action="new-game"]').inner_text() == tr.gettext("New game")
        page.select_option("#setup-language", "en")  # the picker re-words it at once
        expect(page.locator('[data-action="start-game"]')).to_have_text("Start game")
        assert not page.evaluate("() => document.documentElement.classList.contains('ginnyo-ready')")
    finally:
        context.close()
