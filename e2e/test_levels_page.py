"""A fair first game and the analysis's reasons, in Chromium.

A first visit (no statistics) is proposed the easy computer in both games, each level described by
its measured strength; a visitor with statistics is proposed medium. The analysis of a finished game
says why the expert would have played otherwise, at the first turn where it would have.
"""

from __future__ import annotations

from pathlib import Path

from gameplay import TURN_TIMEOUT_MS, open_game_page, open_mid_game, over_save
from playwright.sync_api import Browser, expect
from stats_play import SAMPLE_STATS, open_with, stats_json, storage
from test_replay import open_review

from ginnyo.ai.analysis import analyse
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.levels import level_phrases
from ginnyo.web.words.review import advice_reason

SHOTS = Path("/tmp/levels-shots")


def test_a_first_visit_is_proposed_the_easy_computer_and_told_the_levels(browser: Browser, base_url: str) -> None:
    loaded = open_game_page(browser, base_url, viewport={"width": 390, "height": 844})
    page = loaded.page
    expect(page.locator("#setup-dialog")).to_be_visible()
    expect(page.locator("#kind-1")).to_have_value("easy")
    expect(page.locator("#name-1")).to_have_value("Computer (easy)")
    expect(page.locator("#ginnyo-levels li")).to_have_text(list(level_phrases(False)))
    expect(page.locator("#ginnyo-levels")).to_contain_text(
        "medium, rated 1378: the best score now; wins 9 games in 10 against easy."
    )
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "form-390x844.png"), full_page=True)
    page.select_option("#game-kind", "gin")
    expect(page.locator("#gin-level")).to_have_value("easy")
    expect(page.locator("#gin-levels li")).to_have_text(list(level_phrases(True)))
    expect(page.locator("#ginnyo-levels")).to_be_hidden()
    page.screenshot(path=str(SHOTS / "form-gin-390x844.png"), full_page=True)
    page.select_option("#setup-language", "sv")
    expect(page.locator("#gin-levels li").nth(1)).to_contain_text("stadig, ratingtal 1095: knackar så fort den kan")
    assert loaded.console_errors == []
    loaded.page.context.close()


def test_with_statistics_the_form_proposes_medium(browser: Browser, base_url: str) -> None:
    loaded = open_with(browser, base_url, storage(stats=stats_json(SAMPLE_STATS)))
    page = loaded.page
    expect(page.locator("#kind-1")).to_have_value("medium")
    expect(page.locator("#name-1")).to_have_value("Computer (medium)")
    expect(page.locator("#gin-level")).to_have_value("medium")
    assert loaded.console_errors == []
    loaded.page.context.close()


def test_the_analysis_says_why_the_expert_would_have_played_otherwise(browser: Browser, base_url: str) -> None:
    save = over_save()
    game = Session.from_json(save).game
    review = next(r for r in analyse(game) if r.advice != r.played)  # the first turn the expert would change
    reason = advice_reason(review)
    assert "the expert expects" in reason or "as good as yours" in reason
    loaded = open_mid_game(browser, base_url, save=save, waiting="over", viewport={"width": 1366, "height": 768})
    page = loaded.page
    open_review(page)
    first = page.locator(f'#analysis-table tr[data-turn="{review.turn}"] .reason')
    expect(first).to_have_text(reason, timeout=TURN_TIMEOUT_MS)
    page.locator(f'#analysis-table tr[data-turn="{review.turn}"] button').click()
    expect(page.locator("#replay-review")).to_contain_text(reason)  # the viewer's line at that turn
    assert loaded.console_errors == []
    loaded.page.context.close()
