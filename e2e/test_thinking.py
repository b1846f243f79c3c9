"""The computer thinks on the page, in slices: a think that fails or never ends gives way to the quick choice.

The test hook ``?think=fail`` (or ``hang``, read in ``ginnyo/web/computer/driver.py``) puts a failing
(or endless) think in place of the computer's own: the computer still moves (the medium player's
choice), the page says so in words, and the game goes on. Seed 3: the computer seat moves first.
"""

from __future__ import annotations

import pytest
from gameplay import open_game_page, saved_game, start_game, wait_human_turn
from playwright.sync_api import Browser, expect

THINK_FAILED = "The computer's thinking went wrong, so it made a simpler move."


@pytest.mark.parametrize("fault", ["fail", "hang"])
def test_a_think_that_fails_or_hangs_still_moves_and_says_so(browser: Browser, base_url: str, fault: str) -> None:
    loaded = open_game_page(browser, base_url, f"?speed=fast&think={fault}")
    page = loaded.page
    try:
        start_game(page, [("You", "human"), ("Robo", "hard")], 3)
        # a hang is given up after the cap (10 s): the reply comes well before the 120 s a hung worker took
        assert wait_human_turn(page) == "human"
        expect(page.locator("#play-error")).to_have_text(THINK_FAILED)
        game, _ = saved_game(page)
        assert [turn.player for turn in game.log] == [1]  # the computer moved
        assert page.workers == []  # and thought on the page: no second interpreter
        assert loaded.page_errors == [] and loaded.console_errors == []
    finally:
        page.context.close()
