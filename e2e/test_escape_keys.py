"""Escape never does what the player did not choose: on a Gin Rummy hand's result it deals nothing (Next hand
does), and on the other dialogs it only closes them, the game as it was.

Saves: a Gin Rummy match whose first hand just ended (its result unread), and a Ginny-O game in progress and
one finished (seed 22, both seats' best plays).
"""

from __future__ import annotations

from typing import Any

from gameplay import mid_game_save, open_mid_game, over_save, saved_text, state, use_menu, wait_state
from gin_play import saved_match
from playwright.sync_api import Browser, expect

from ginnyo.ginrummy.ai import choose_action
from ginnyo.web.common.enums import GinLevel
from ginnyo.web.rummy.session import GinSession

DESKTOP: dict[str, Any] = {"viewport": {"width": 1366, "height": 768}}


def hand_ended_save(seed: int = 8) -> str:
    """A match whose first hand has just ended: the page opens on its result, unread."""
    session = GinSession.new(GinLevel.MEDIUM, seed)
    game = session.game
    while not game.results:
        game.apply(choose_action(game.view(game.current), "medium", len(game.actions)))
    assert not game.over
    return session.to_json()


def test_escape_on_a_hands_result_deals_nothing(browser: Browser, base_url: str) -> None:
    loaded = open_mid_game(browser, base_url, save=hand_ended_save(), waiting="result", **DESKTOP)
    page = loaded.page
    dialog = page.locator("#gin-result-dialog")
    expect(dialog).to_be_visible()
    before = saved_text(page)
    page.keyboard.press("Escape")
    page.keyboard.press("Escape")
    expect(dialog).to_be_visible()  # the result is still there to read
    assert state(page) == "result" and saved_text(page) == before
    assert len(saved_match(page).results) == 1
    page.click("#gin-next")  # the player's own choice deals the next hand
    expect(dialog).to_be_hidden()
    wait_state(page, "human", "ai")
    assert not loaded.page_errors and not loaded.console_errors
    page.context.close()


def test_escape_on_the_end_of_a_game_only_closes_it(browser: Browser, base_url: str) -> None:
    save = over_save()
    loaded = open_mid_game(browser, base_url, save=save, waiting="over", **DESKTOP)
    page = loaded.page
    expect(page.locator("#end-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#end-dialog")).to_be_hidden()  # Look at the board, not Play again
    assert state(page) == "over" and saved_text(page) == save
    page.context.close()


def test_escape_on_a_question_the_form_and_statistics_only_closes_them(browser: Browser, base_url: str) -> None:
    save = mid_game_save()
    loaded = open_mid_game(browser, base_url, save=save, **DESKTOP)
    page = loaded.page
    use_menu(page, 'nav [data-action="new-game"]')
    expect(page.locator("#message-dialog")).to_be_visible()  # "Start a new game?"
    page.keyboard.press("Escape")
    expect(page.locator("#message-dialog")).to_be_hidden()  # Cancel, not Start a new game
    assert state(page) == "human" and saved_text(page) == save
    use_menu(page, 'nav [data-action="new-game"]')
    page.click("#message-confirm")
    expect(page.locator("#setup-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#setup-dialog")).to_be_hidden()
    assert state(page) == "human" and saved_text(page) == save  # no game started, none replaced
    use_menu(page, 'nav [data-action="stats"]')
    expect(page.locator("#stats-dialog")).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator("#stats-dialog")).to_be_hidden()
    assert state(page) == "human" and saved_text(page) == save
    assert not loaded.page_errors and not loaded.console_errors
    page.context.close()
