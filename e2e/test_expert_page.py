"""The expert on the page, in Chromium: offered in both games, it thinks for the thinking time (Settings), shows
that time as a bar under the turn line while the page stays usable, and moves legally.

Seed 3: the computer seat moves first in Ginny-O. The expert's decisions themselves are the engine's tests'.
"""

from __future__ import annotations

from gameplay import open_game_page, saved_game, start_game, wait_human_turn, wait_state
from gin_play import saved_match, start_gin, take_turn
from playwright.sync_api import Browser, Page, expect

BAR = "() => getComputedStyle(document.querySelector('{turn}'), '::after').animationName"


def thinking_bar(page: Page, turn: str) -> tuple[str, str]:
    """While the expert thinks: `<html data-thinking>` and the animation that fills the turn line's bar."""
    page.wait_for_function("() => document.documentElement.dataset.thinking !== undefined", timeout=30_000)
    think = str(page.evaluate("() => document.documentElement.dataset.thinking"))
    return think, str(page.evaluate(BAR.format(turn=turn)))


def test_the_expert_thinks_for_the_thinking_time_with_a_bar_and_moves(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url, "?speed=fast")
    page = loaded.page
    try:
        expect(page.locator("#kind-1 option[value=expert]")).to_have_text("computer: expert")
        expect(page.locator("#ginnyo-levels li").last).to_contain_text("expert, rated ")
        start_game(page, [("You", "human"), ("Robo", "expert")], 3)
        think, animation = thinking_bar(page, "#turn")
        assert think in ("0", "1") and animation == f"think-{'ab'[int(think)]}"
        assert page.evaluate("() => getComputedStyle(document.documentElement).getPropertyValue('--think-time')") in (
            "2s",
            " 2s",
        )
        expect(page.locator("#turn")).to_contain_text("is thinking")
        page.click("#settings-button")  # the page answers while the expert thinks
        expect(page.locator("#settings-panel")).to_be_visible()
        assert page.evaluate("() => document.documentElement.dataset.thinking") is not None
        page.keyboard.press("Escape")
        assert wait_human_turn(page) == "human"
        assert page.evaluate("() => document.documentElement.dataset.thinking") is None
        game, kinds = saved_game(page)
        assert kinds[1] == "expert" and [turn.player for turn in game.log] == [1]  # the expert moved, legally
        assert loaded.page_errors == [] and loaded.console_errors == []
    finally:
        page.context.close()


WATCH = """() => {
    window.thinkLog = [];
    new MutationObserver(() => window.thinkLog.push(document.documentElement.dataset.thinking ?? "")).observe(
        document.documentElement, { attributes: true, attributeFilter: ["data-thinking"] });
}"""


def test_the_gin_expert_thinks_with_its_bar_at_the_table(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url, "?speed=fast")
    page = loaded.page
    try:
        expect(page.locator("#gin-level option[value=expert]")).to_have_count(1)
        page.evaluate(WATCH)
        start_gin(page, 4, "expert")
        for _ in range(4):  # a few of your actions, each answered by the expert
            wait_state(page, "human", "result")
            if saved_match(page).results:
                break
            take_turn(page)
        wait_state(page, "human", "result")
        log = page.evaluate("() => window.thinkLog")
        assert {"0", "1"} & set(log) and log[-1] == "", log  # it thought with its bar, and the bar is gone
        assert saved_match(page).names[1] and loaded.page_errors == [] and loaded.console_errors == []
    finally:
        page.context.close()
