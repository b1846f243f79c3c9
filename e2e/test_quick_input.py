"""Input is never lost: the moment the turn line says it is your turn, and while the computer's tiles still
land, a tap places your tile.

A fresh mid-game page per test (`open_mid_game`: your turn against the computer), which ends with no page
error, console error or failed request. The test process knows the game from the autosave and the engine.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

import pytest
from gameplay import (
    Opener,
    open_mid_game,
    place_best_play,
    place_play,
    saved_game,
    square,
    turns,
    wait_state,
)
from playwright.sync_api import Page, expect
from test_page import LoadedPage
from test_settings import choose

from ginnyo.rules import Action
from ginnyo.rules.layout import SIZE, square_name

YOUR_TURN = "Your turn."
QUICK_MS = 50

# On the turn line's change to your turn, at once (in the same task): tap the first rack tile, then `target`;
# `tapped`: ms from the change to the first tap, `handled`: to both taps handled, `pending`: the tile on `target`.
TAP_ON_YOUR_TURN_JS = """([yourTurn, target]) => new Promise((resolve) => {
    const turn = document.getElementById("turn");
    const observer = new MutationObserver(() => {
        if (turn.textContent !== yourTurn) return;
        observer.disconnect();
        const changed = performance.now();
        const tile = document.querySelector("#rack button[data-tile]");
        const square = document.querySelector(`#board [data-square="${target}"]`);
        const tapped = performance.now() - changed;
        tile.click();  // handled at once: the square's tap comes right after, as a queued tap would
        square.click();
        resolve({ tile: tile.dataset.tile, tapped, handled: performance.now() - changed,
            pending: square.querySelector(".tile.pending")?.textContent ?? null });
    });
    observer.observe(turn, { childList: true, characterData: true, subtree: true });
    setTimeout(() => resolve({ tile: null, tapped: null, handled: null, pending: null }), 60000);  // never: fail
    document.querySelector('[data-action="play"]').click();
})"""

# The squares covered on the board at every click, from now on.
COVERED_AT_CLICKS_JS = """() => {
    window.__coveredAtClicks = [];
    document.addEventListener("click", () => window.__coveredAtClicks.push(
        Array.from(document.querySelectorAll("#board .covered"), (node) => node.dataset.square)
    ), true);
}"""

# Every text the turn line and the notice show together, from now on (checked at each change of either).
SHOWN_TOGETHER_JS = """() => {
    window.__together = [];
    const turn = document.getElementById("turn"), notice = document.getElementById("last-action");
    const record = () => window.__together.push([turn.checkVisibility() ? turn.textContent : "",
        notice.checkVisibility() ? notice.textContent : ""]);
    const observer = new MutationObserver(record);
    for (const node of [turn, notice]) observer.observe(node, { childList: true, characterData: true, subtree: true });
    record();
}"""


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_mid_game, viewport={"width": 1366, "height": 768})


@pytest.fixture
def loaded(loaded: LoadedPage) -> Iterator[LoadedPage]:
    """conftest's fresh page, checked after the test: nothing failed on the way."""
    yield loaded
    assert loaded.page_errors == []
    assert loaded.console_errors == []
    assert loaded.failed_requests == []


def free_square(page: Page) -> str:
    """A square no tile can cover before your next turn: empty, and outside your best play and every play the
    computer could answer with (whichever it chooses)."""
    game, _ = saved_game(page)
    mine = game.legal_plays()[0]
    game.apply(Action.play(mine.placements))
    reachable = {p.square for play in (mine, *game.legal_plays()) for p in play.placements}
    free = ((col, row) for row in range(SIZE) for col in range(SIZE))
    return square_name(next(at for at in free if at not in game.board.cells and at not in reachable))


def test_a_tap_within_50_ms_of_your_turn_places_the_tile(page: Page) -> None:
    target = free_square(page)
    place_best_play(page)
    tapped = page.evaluate(TAP_ON_YOUR_TURN_JS, [YOUR_TURN, target])
    assert tapped["tapped"] is not None and tapped["tapped"] < QUICK_MS, tapped
    assert tapped["pending"] is not None  # on the board at once: in the draft
    wait_state(page, "human")
    expect(page.locator("#last-action")).to_contain_text("Computer played ")  # its play landed and was told
    page.wait_for_timeout(500)  # the pause after it (fast: 0.12 s) takes nothing back
    pending = square(page, target).locator(".tile.pending")
    expect(pending).to_have_count(1)
    assert page.locator("#board .tile.pending").count() == 1 and page.get_attribute("html", "data-state") == "human"


def test_a_play_made_while_the_computers_tiles_land_is_played_whole(page: Page) -> None:
    choose(page, "speed", "slow")  # the computer's tiles land 0.9 s apart
    page.evaluate(COVERED_AT_CLICKS_JS)
    place_best_play(page)
    before = turns(page)
    page.click('[data-action="play"]')
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n + 2", arg=before)
    game, _ = saved_game(page)  # the computer's play applied, its tiles still landing
    landing = {square_name(p.square) for p in game.log[-1].placements}
    assert game.log[-1].player != game.current and landing, "the computer played tiles"
    page.evaluate("() => { window.__coveredAtClicks = []; }")
    best = game.legal_plays()[0]
    place_play(page, best.placements)
    assert landing - set(page.evaluate("() => window.__coveredAtClicks")[0])  # tapped while tiles still landed
    played = turns(page)
    page.click('[data-action="play"]')
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) > n", arg=played)
    after, _ = saved_game(page)
    mine = after.log[played]
    assert sorted(map(str, mine.placements)) == sorted(map(str, best.placements)) and mine.score == best.total


def test_your_turn_never_shows_while_the_computer_is_said_to_be_playing(page: Page) -> None:
    """Slow speed (its tiles land 0.9 s apart), three turns: "Your turn." is on exactly when your input is taken,
    which is as soon as the computer's action is applied, and the notice then says what it played."""
    choose(page, "speed", "slow")
    page.evaluate(SHOWN_TOGETHER_JS)
    for _ in range(3):
        place_best_play(page)
        before = turns(page)
        page.click('[data-action="play"]')
        page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n + 2", arg=before)
        wait_state(page, "human")
        expect(page.locator("#last-action")).to_contain_text("Computer ")
    together = [tuple(pair) for pair in page.evaluate("() => window.__together")]
    assert any("is thinking" in turn for turn, _ in together)  # the observer saw the computer's turns
    assert any(YOUR_TURN in turn and "Computer played " in notice for turn, notice in together)
    assert not [pair for pair in together if YOUR_TURN in pair[0] and "is playing" in pair[1]], together
