"""Helpers for browser tests and screenshots of the statistics: a game one exchange from its end,
statistics put in localStorage before the page starts, and the panel opened.
"""

from __future__ import annotations

import json
import urllib.parse
from typing import Any

from gameplay import SAVE_KEY, enter_exchange, wait_state
from playwright.sync_api import Browser, Page
from test_page import LoadedPage, instrument, wait_until_ready

from ginnyo.rules import Action, Game, Options
from ginnyo.web.common.enums import SeatKind
from ginnyo.web.stats.totals import BestPlay, GinStats, Stats, stats_json
from ginnyo.web.tiles.session import Session

STATS_KEY = "ginnyo.stats"
SAMPLE_STATS = Stats(
    games=14,
    wins={"easy": (4, 4), "medium": (6, 4), "hard": (3, 1), "hotseat": (1, 0)},
    scores=(412, 388, 530, 297, 605, 451, 366, 702, 518, 474, 590, 431, 655),
    score_sum=6419,
    scored=13,
    best_score=702,
    best_play=BestPlay("G8:QD H8:*QH I8:QC", 124),
    gins=5,
    hints=7,
    dailies=2,
    keys=tuple(f"game-{n}" for n in range(19)),
    gin=GinStats({"baseline": (0, 0), "easy": (0, 0), "medium": (3, 2), "hard": (2, 0)}, 31, 17, 4, 61),
)
"""Statistics of a player some games in, for screenshots."""
__all__ = ["SAMPLE_STATS", "stats_json"]


def one_exchange_left(seed: int = 9, level: SeatKind = SeatKind.EASY) -> Session:
    """You (first seat) against the computer, a meld down and one round without a play ending the game
    (idle rounds 1): the computer has just exchanged, and your exchange ends it."""
    game = near_the_end(Game(("You", f"Computer ({level})"), seed=seed, options=Options(idle_rounds=1)), [0])
    assert game is not None, f"no way to one exchange from the end with seed {seed}"
    return Session(game, (SeatKind.HUMAN, level))


def near_the_end(game: Game, tried: list[int], budget: int = 50_000) -> Game | None:
    """A position reached from `game` where the computer is to move, a meld is down, and its exchange leaves
    your turn open: a search, best plays first and then one-tile exchanges (other draws), of at most
    `budget` positions (`tried` counts them); None if there is none within it."""
    tried[0] += 1
    if game.over or tried[0] > budget:
        return None
    if game.board_tiles and game.current == 1:
        after = game.clone()
        after.apply(Action.exchange((game.view(1).rack.split()[0],)))
        if after.current == 0 and not after.over:
            return after
    plays = [Action.play(play.placements) for play in game.legal_plays()[:3]]
    exchanges = [Action.exchange((tile,)) for tile in game.view(game.current).rack.split()[:3]]
    for action in plays + exchanges:
        child = game.clone()
        child.apply(action)
        found = near_the_end(child, tried, budget)
        if found is not None:
            return found
    return None


def open_with(browser: Browser, base_url: str, storage: dict[str, str], **context_options: Any) -> LoadedPage:
    """A new context whose localStorage holds `storage` (set once, before the page's scripts run)."""
    context = browser.new_context(base_url=base_url, accept_downloads=True, **context_options)
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    for key, value in storage.items():
        context.add_init_script(
            f"if (localStorage.getItem({json.dumps(key)}) === null) "
            f"localStorage.setItem({json.dumps(key)}, {json.dumps(value)});"
        )
    result.page.goto("./?speed=fast", wait_until="domcontentloaded")
    wait_until_ready(result)
    return result


def storage(save: str = "", stats: str = "") -> dict[str, str]:
    return {key: value for key, value in ((SAVE_KEY, save), (STATS_KEY, stats)) if value}


def end_by_exchange(page: Page) -> None:
    """Your turn: exchange your first tile, which ends the game (`one_exchange_left`)."""
    wait_state(page, "human")
    enter_exchange(page)
    page.locator("#rack button[data-index]").first.click()
    page.click('[data-action="exchange-confirm"]')
    wait_state(page, "over")
    page.locator("#end-dialog").wait_for(state="visible")


def open_stats(page: Page, opener: str) -> None:
    page.click(opener)
    page.locator("#stats-dialog").wait_for(state="visible")


def stored_stats(page: Page) -> dict[str, Any]:
    text = page.evaluate("(key) => localStorage.getItem(key)", STATS_KEY)
    assert text is not None, "no statistics stored"
    return dict(json.loads(text))
