"""No legal game lost (issue 48): a legal game of 2,000 actions (exchanges before the first meld, which the
rules never end) is resumed from localStorage, survives a reload, and opens from a link."""

from __future__ import annotations

import functools

from gameplay import open_game_page, open_mid_game, reload, saved_game, turns, wait_state
from playwright.sync_api import Browser
from test_replay import REPLAY_ON, position

from ginnyo.rules import Action, Game, record
from ginnyo.rules.link import to_link
from ginnyo.rules.record import SeatKind
from ginnyo.web.tiles.session import Session

LONG = 2000


@functools.cache
def long_game() -> Game:
    """Two people (a hot seat: the page hands over between turns) exchanging their first tile 2,000 times:
    Ann is to move again, the board still empty."""
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(LONG):
        game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))
    return game


def test_a_long_saved_game_resumes_and_survives_a_reload(browser: Browser, base_url: str) -> None:
    game = long_game()
    loaded = open_mid_game(browser, base_url, Session(game, (SeatKind.HUMAN, SeatKind.HUMAN)).to_json(), "handoff")
    try:
        assert saved_game(loaded.page)[0].actions == game.actions and turns(loaded.page) == LONG
        reload(loaded)
        assert wait_state(loaded.page, "handoff", "damaged") == "handoff" and turns(loaded.page) == LONG
        assert saved_game(loaded.page)[0].actions == game.actions
        assert loaded.console_errors == []
    finally:
        loaded.page.context.close()


def test_a_long_game_opens_from_a_link(browser: Browser, base_url: str) -> None:
    game = long_game()
    opened = open_game_page(browser, base_url, "?speed=fast#" + to_link(record.to_record(game)))
    try:
        opened.page.wait_for_function(REPLAY_ON)
        assert position(opened.page) == f"Turn {LONG} of {LONG}"
        assert opened.console_errors == []
    finally:
        opened.page.context.close()
