"""The Content Security Policy holds through a whole visit, in the built site and in the single file.

Each page of the build declares the policy ``ginnyo_dev/buildtools/csp.py`` derives from it (the
unit tests check the text; ``index.html`` declares its own for ``make play``). Here Chromium enforces
it while a player does everything: the page gets ready, a few turns against the computer, a Gin
Rummy hand started and a turn of it, the rules opened in their tab and a lesson played. Any
``securitypolicyviolation`` event (recorded by an init script, in every tab) or console error fails.
A blocked image load first proves the policy is enforced and the recording works.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from gameplay import click_and_wait_turn, place_play, saved_game, start_game, wait_human_turn, wait_state
from gin_play import GIN_SEED, play_the_discard_lesson, start_gin, take_turn
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, expect
from playwright.sync_api import Error as PlaywrightError
from test_page import instrument, wait_until_ready
from test_saves import confirm_new_game

from ginnyo_dev.build import Build

SEED = 31
TURNS = 3  # your turns (plays, or an exchange), each answered by the computer

RECORD_VIOLATIONS_JS = """
window.__cspViolations = [];
addEventListener("securitypolicyviolation", (e) => window.__cspViolations.push(
    `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} in ${e.sourceFile}:${e.lineNumber}`), true);
"""
BLOCKED_IMAGE_JS = """() => new Promise((resolve) => {
    const image = new Image();
    image.onerror = () => resolve(window.__cspViolations.splice(0));
    image.src = "https://example.invalid/blocked.png";
})"""


class Visit:
    """One tab's context, its page and what every tab of it saw: violations and console errors."""

    def __init__(self, context: BrowserContext) -> None:
        context.add_init_script(RECORD_VIOLATIONS_JS)
        self.context = context
        self.loaded = instrument(context, "")
        self.page = self.loaded.page
        self.errors: list[str] = []
        context.on("page", self.watch)

    def watch(self, page: Page) -> None:
        def on_console(message: ConsoleMessage) -> None:
            if message.type == "error":
                self.errors.append(f"{page.url}: {message.text}")

        page.on("console", on_console)

    def violations(self, page: Page | None = None) -> list[str]:
        return list((page or self.page).evaluate("() => window.__cspViolations"))

    def assert_clean(self) -> None:
        assert self.violations() == []
        assert self.loaded.page_errors == []
        assert self.loaded.console_errors == []
        assert self.errors == []


def visit(browser: Browser, url: str) -> Iterator[Visit]:
    seen = Visit(browser.new_context())
    try:
        seen.page.goto(url, wait_until="domcontentloaded")
        wait_until_ready(seen.loaded)
        yield seen
    finally:
        seen.context.close()


@pytest.fixture
def site(browser: Browser, dist_url: str) -> Iterator[Visit]:
    yield from visit(browser, dist_url + "site/?speed=fast")


@pytest.fixture
def single(browser: Browser, built: Build) -> Iterator[Visit]:
    yield from visit(browser, built.single.out.as_uri() + "?speed=fast")


def play_against_the_computer(page: Page) -> None:
    start_game(page, [("Ann", "human"), ("Computer", "easy")], SEED)
    for _ in range(TURNS):
        if wait_state(page, "human", "over") == "over":
            break
        game, _ = saved_game(page)
        plays = game.legal_plays()
        if plays:
            place_play(page, plays[0].placements)
            expect(page.locator("#preview")).to_have_attribute("data-state", "legal")
            click_and_wait_turn(page, '[data-action="play"]')
        else:  # no legal play: the expert's exchange comes selected, one press confirms it
            expect(page.locator("#rack .tile.picked").first).to_be_visible()
            click_and_wait_turn(page, '[data-action="exchange-confirm"]')
        wait_human_turn(page)
    assert len(saved_game(page)[0].log) >= 4


def start_gin_rummy(page: Page) -> None:
    confirm_new_game(page)
    start_gin(page, GIN_SEED)
    wait_state(page, "human")
    take_turn(page)


def open_the_rules(visit: Visit) -> None:
    """The rules in their tab, then back to the game: a served page's tab is closed by the player, a page
    the single file wrote from memory closes itself through its link back (the loader's listener)."""
    with visit.context.expect_page() as opened:
        visit.page.locator('a[href="./rules.html"]').first.click()
    rules = opened.value
    rules.wait_for_function("() => document.title.includes('How to play')")
    # The figures' boards keep their columns: their style attributes were allowed.
    columns = rules.locator(".fig-board").first.evaluate("el => getComputedStyle(el).getPropertyValue('--cols')")
    assert columns.strip().isdigit()
    if rules.url.startswith("http"):  # a served page of its own (a page written from memory has no init script)
        assert visit.violations(rules) == []
        rules.close()
    else:
        with rules.expect_event("close"):
            try:
                rules.locator('a[href="./index.html"]').first.click(no_wait_after=True)
            except PlaywrightError:
                if not rules.is_closed():  # the page may close itself before the click's reply comes back
                    raise


def a_whole_visit(visit: Visit) -> None:
    blocked = visit.page.evaluate(BLOCKED_IMAGE_JS)
    assert len(blocked) == 1 and blocked[0].startswith("img-src blocked https://example.invalid/"), blocked
    visit.loaded.console_errors.clear()  # Chromium reports that refusal in the console too
    play_against_the_computer(visit.page)
    start_gin_rummy(visit.page)
    open_the_rules(visit)
    play_the_discard_lesson(visit.page)
    visit.assert_clean()


def refuses_inline_scripts(visit: Visit) -> None:
    """The policy names the inline scripts by hash (no 'unsafe-inline'): one the build did not write is refused."""
    policy = visit.page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content") or ""
    assert "script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' 'sha256-" in policy
    assert "'unsafe-inline'" not in policy
    ran = visit.page.evaluate(
        """() => { const s = document.createElement("script"); s.textContent = "window.__ran = true";
        document.head.append(s); return window.__ran === true; }"""
    )
    assert ran is False
    assert visit.violations()[0].startswith("script-src-elem blocked inline")
    visit.page.evaluate("() => window.__cspViolations.splice(0)")
    visit.loaded.console_errors.clear()


def test_the_site_runs_under_its_policy(site: Visit) -> None:
    refuses_inline_scripts(site)
    a_whole_visit(site)


def test_the_single_file_runs_under_its_policy(single: Visit) -> None:
    refuses_inline_scripts(single)
    a_whole_visit(single)
