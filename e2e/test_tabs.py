"""Two tabs of one browser on one game: one plays, the other shows it read-only with "Play here".

Both pages share a context (one browser profile: the same localStorage and Web Locks). The last test takes the
Web Lock away from the pages and stops one from hearing the other's saves, so that only the autosave's
compare-and-set stands between a stale tab and a newer game (a browser without Web Locks, an older page).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from gameplay import (
    SAVE_KEY,
    another_tab,
    enter_exchange,
    mid_game_save,
    place_best_play,
    reload,
    saved_game,
    saved_text,
    start_game,
    turns,
    wait_state,
)
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_a11y import THEMES, serious_violations
from test_page import LoadedPage

STAMP_KEY = "ginnyo.save.stamp"
NO_LOCKS = "delete Navigator.prototype.locks;"
"""An init script: a browser without Web Locks (every tab plays; compare-and-set alone guards the save)."""
DEAF = "window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true);"
"""An init script: the page never hears that another tab wrote the save."""


Opener = Callable[..., LoadedPage]


@pytest.fixture
def context(browser: Browser, base_url: str) -> Iterator[BrowserContext]:
    """One browser profile for the test's tabs."""
    context = browser.new_context(base_url=base_url, viewport={"width": 1366, "height": 768})
    yield context
    context.close()


@pytest.fixture
def open_tab(context: BrowserContext, base_url: str) -> Iterator[Opener]:
    """`open_tab(*scripts)`: another tab of `context` on the game page (`scripts` run first), ready, no error seen."""
    opened: list[LoadedPage] = []

    def open_one(*scripts: str) -> LoadedPage:
        result = another_tab(context, base_url, scripts=scripts)
        opened.append(result)
        return result

    yield open_one
    for tab in opened:
        assert not tab.page_errors and not tab.console_errors, (tab.page_errors, tab.console_errors)


def elsewhere(page: Page) -> str | None:
    value = page.evaluate("() => document.documentElement.dataset.elsewhere ?? null")
    return None if value is None else str(value)


def wait_elsewhere(page: Page, why: str) -> None:
    page.wait_for_function("(why) => document.documentElement.dataset.elsewhere === why", arg=why)


def stamp(page: Page) -> dict[str, object]:
    return dict(json.loads(page.evaluate("(key) => localStorage.getItem(key)", STAMP_KEY)))


def play_a_turn(page: Page) -> None:
    """Play the best play and wait for the computer's reply (your turn again)."""
    before = turns(page)
    place_best_play(page)
    page.click('[data-action="play"]')
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n + 2", arg=before)
    wait_state(page, "human")


def assert_takes_no_input(page: Page) -> None:
    """A key, taps on the rack and the board and the Play button do nothing: no tile goes down, nothing is saved."""
    saved = saved_text(page)
    page.keyboard.press("1")  # the rack's first tile on the cursor's square
    page.locator("#rack .tile").first.dispatch_event("click")
    page.locator('[data-square="A1"]').dispatch_event("click")
    page.locator('[data-action="play"]').dispatch_event("click")
    assert page.locator(".sq .tile.pending").count() == 0
    assert page.evaluate("() => document.querySelector('main.layout').inert") is True
    assert saved_text(page) == saved


def test_a_second_tab_watches_until_play_here_moves_the_game(context: BrowserContext, open_tab: Opener) -> None:
    save = json.dumps(mid_game_save())
    context.add_init_script(
        f"if (localStorage.getItem({json.dumps(SAVE_KEY)}) === null) "
        f"localStorage.setItem({json.dumps(SAVE_KEY)}, {save});"
    )
    a = open_tab().page
    wait_state(a, "human")
    assert elsewhere(a) is None and a.locator("#elsewhere").is_hidden()

    b = open_tab().page
    wait_elsewhere(b, "open")
    expect(b.locator("#elsewhere-text")).to_have_text("This game is open in another tab, so here it is only shown.")
    expect(b.locator("#play-here")).to_be_focused()
    assert turns(b) == turns(a)
    assert_takes_no_input(b)
    for theme in THEMES:
        assert serious_violations(b, theme) == []

    b.click("#play-here")  # the game moves: B plays, A only shows it
    b.wait_for_function("() => !document.documentElement.dataset.elsewhere")
    wait_state(b, "human")
    wait_elsewhere(a, "moved")
    expect(a.locator("#elsewhere-text")).to_have_text(
        "This game is now played in another tab, so here it is only shown."
    )
    assert_takes_no_input(a)

    play_a_turn(b)
    a.wait_for_function("(n) => Number(document.documentElement.dataset.turns) === n", arg=turns(b))  # A follows
    assert elsewhere(a) == "moved" and saved_game(a)[0].seed == 22

    a.click("#play-here")  # and back
    a.wait_for_function("() => !document.documentElement.dataset.elsewhere")
    wait_elsewhere(b, "moved")
    play_a_turn(a)
    assert len(saved_game(a)[0].log) == turns(a) and json.loads(saved_text(a) or "{}") == json.loads(
        saved_text(b) or "{}"
    )


def test_a_stale_tab_never_replaces_a_newer_game(context: BrowserContext, open_tab: Opener) -> None:
    """Tab A holds seed 11; tab B starts seed 33 meanwhile; A plays on: A's save is refused, B's game stays."""
    a_tab = open_tab(NO_LOCKS, DEAF)
    a = a_tab.page
    start_game(a, [("You", "human"), ("Computer", "easy")], 11)
    wait_state(a, "human")
    assert saved_game(a)[0].seed == 11
    enter_exchange(a)  # seed 11 has no play for you: an exchange, then

    b_tab = open_tab(NO_LOCKS)  # without Web Locks B plays too
    b = b_tab.page
    wait_state(b, "human")
    assert elsewhere(b) is None and saved_game(b)[0].seed == 11
    b.click('[data-action="new-game"]')
    b.click('[data-action="confirm"]')
    start_game(b, [("You", "human"), ("Computer", "easy")], 33)
    wait_state(b, "human")
    newer = saved_text(b)
    assert saved_game(b)[0].seed == 33 and stamp(b)["writes"] == 1

    a.locator("#rack .tile").first.click()  # A never heard of it and plays on
    a.click('[data-action="exchange-confirm"]')
    wait_elsewhere(a, "other")
    expect(a.locator("#elsewhere-text")).to_have_text(
        "Another game was started in another tab: here it is only shown. Your last turn in this tab was not saved."
    )
    assert saved_text(a) == newer and saved_game(a)[0].seed == 33  # A shows B's game, which is kept
    assert_takes_no_input(a)

    reload(b_tab)
    wait_state(b, "human")
    assert saved_text(b) == newer and saved_game(b)[0].seed == 33
    a.click("#play-here")  # A takes the newest game, seed 33, and plays it on
    a.wait_for_function("() => !document.documentElement.dataset.elsewhere")
    play_a_turn(a)
    assert saved_game(a)[0].seed == 33 and len(saved_game(a)[0].log) == turns(a)


def test_a_reload_keeps_the_newest_game_and_a_closed_tab_lets_go(context: BrowserContext, open_tab: Opener) -> None:
    """The playing tab reloads: it has the game again (the lock let go); closed, the other tab takes it on request."""
    a_tab = open_tab()
    a = a_tab.page
    start_game(a, [("You", "human"), ("Computer", "easy")], 12)
    wait_state(a, "human")
    b = open_tab().page
    wait_elsewhere(b, "open")
    play_a_turn(a)
    played = saved_text(a)
    reload(a_tab)
    wait_state(a, "human")
    assert elsewhere(a) is None and saved_text(a) == played and turns(a) == len(saved_game(a)[0].log)
    a.close()
    b.click("#play-here")
    b.wait_for_function("() => !document.documentElement.dataset.elsewhere")
    wait_state(b, "human")
    assert saved_text(b) == played and turns(b) == len(saved_game(b)[0].log)
