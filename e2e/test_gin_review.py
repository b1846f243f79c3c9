"""The Gin Rummy match review in Chromium: opened from a loaded match's result and from the
table mid-match, a section per hand with the engine's results, the expert's advice arriving
hand by hand (the status line steps through every hand), only your decisions
shown, Escape back where it was opened from (the focus too), and axe-core clean in both themes.

The test process reviews the same record with the engine (`coach.analyse`) to know what each
section must show.
"""

from __future__ import annotations

from gameplay import eventually, open_mid_game
from gin_play import finished_save, mid_hand_save
from playwright.sync_api import Browser, Page, expect
from test_a11y import focus, serious_violations

from ginnyo.ginrummy.coach import analyse
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.words.rummy import gin_result_text

ADVICE_TIMEOUT_MS = 120_000
DONE_JS = "() => document.getElementById('gin-review-status').textContent === 'Review complete.'"
# Every text the status line shows, in order: the advice arriving hand by hand.
RECORD_STATUS_JS = """() => {
    window.__status = [];
    const status = document.getElementById('gin-review-status');
    new MutationObserver(() => window.__status.push(status.textContent)).observe(status, { childList: true });
}"""
ROWS_JS = """() => [...document.querySelectorAll('#gin-review-hands section')].map(
    (s) => [...s.querySelectorAll('tbody tr')].map((r) => Number(r.dataset.actionNumber)))"""


def expected_rows(save: str) -> list[list[int]]:
    """Per hand, your decisions the expert would not make or that kept extra deadwood."""
    game = GinSession.from_json(save).game
    hands = analyse(game, seat=0)
    return [[d.number for d in h.decisions if d.seat == 0 and (not d.agrees or d.extra > 0)] for h in hands]


def sections(page: Page) -> list[str]:
    return [str(t) for t in page.locator("#gin-review-hands section .gin-review-result").all_text_contents()]


def test_a_loaded_match_is_reviewed_hand_by_hand_from_its_result(browser: Browser, base_url: str) -> None:
    save = finished_save(seed=8)
    game = GinSession.from_json(save).game
    page = open_mid_game(browser, base_url, save=save, waiting="over").page
    page.locator("#gin-result-dialog").wait_for(state="visible")
    page.evaluate(RECORD_STATUS_JS)
    page.click("#gin-review-open")
    expect(page.locator("#gin-review-dialog")).to_be_visible()
    eventually(page, lambda: focus(page)["id"], "gin-review-close")
    page.wait_for_function(
        f"() => document.querySelectorAll('#gin-review-hands section').length === {len(game.results)}"
    )
    assert sections(page) == [gin_result_text(game.names, r) for r in game.results]
    page.wait_for_function(DONE_JS, timeout=ADVICE_TIMEOUT_MS)
    assert page.evaluate(ROWS_JS) == expected_rows(save)
    asking = [f"Asking the expert: hand {n} of {len(game.results)}…" for n in range(1, len(game.results) + 1)]
    assert page.evaluate("() => window.__status") == ["Reviewing the match…", *asking, "Review complete."]
    assert page.locator("#gin-scores-figure svg polyline").count() == 2
    assert page.locator("#gin-extra-figure svg rect").count() == len(game.results)
    description = page.locator("#gin-scores-chart-desc").text_content()
    assert description is not None and "Each player's score after each hand" in description
    assert serious_violations(page, "light") == [] and serious_violations(page, "dark") == []
    page.keyboard.press("Escape")
    expect(page.locator("#gin-review-dialog")).to_be_hidden()
    expect(page.locator("#gin-result-dialog")).to_be_visible()
    eventually(page, lambda: focus(page)["id"], "gin-review-open")
    page.context.close()


def test_mid_match_the_review_shows_only_your_side_of_the_hand_in_play(browser: Browser, base_url: str) -> None:
    save = mid_hand_save(actions=40)
    game = GinSession.from_json(save).game
    page = open_mid_game(browser, base_url, save=save).page
    page.click("#gin-review-button")
    page.wait_for_function(DONE_JS, timeout=ADVICE_TIMEOUT_MS)
    results = sections(page)
    assert results[:-1] == [gin_result_text(game.names, r) for r in game.results]
    assert results[-1] == "Still being played: only your decisions so far are reviewed."
    rows = page.evaluate(ROWS_JS)
    assert rows == expected_rows(save)
    computer = {d.number for h in analyse(game, False) for d in h.decisions if d.seat == 1}
    assert computer and not computer & {n for hand in rows for n in hand}
    page.keyboard.press("Escape")
    expect(page.locator("#gin-review-dialog")).to_be_hidden()
    eventually(page, lambda: focus(page)["id"], "gin-review-button")
    page.context.close()
