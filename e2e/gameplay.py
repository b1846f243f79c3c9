"""Helpers for browser tests that play Ginny-O through the page, like a player would.

The test process imports the engine too: it reads the autosaved record from localStorage,
replays it with `record.loads`, and asks the engine which moves are legal, so tests play
real moves quickly and check the page against the engine.
"""

from __future__ import annotations

import json
import time
import urllib.parse
from collections.abc import Callable, Sequence
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Page
from test_page import LoadedPage, instrument, wait_until_ready

from ginnyo.rules import Game, Placement, record
from ginnyo.rules.layout import square_name
from ginnyo.web.tiles.session import Session

SAVE_KEY = "ginnyo.save"
TURN_TIMEOUT_MS = 60_000


Opener = Callable[[Browser, str], LoadedPage]
"""How a test's page opens (conftest's `open_page`): `open_game_page` or a partial of `open_mid_game`."""


def open_game_page(browser: Browser, base_url: str, query: str = "?speed=fast", **context_options: Any) -> LoadedPage:
    """A new context (fresh storage; `context_options`: viewport...) on the game page, instrumented, ready for input."""
    context = browser.new_context(base_url=base_url, accept_downloads=True, **context_options)
    parts = urllib.parse.urlsplit(base_url)
    # worker_requests: the no-other-origin checks also cover any worker (the game starts none)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}", worker_requests=True)
    page = result.page
    page.goto("./" + query, wait_until="domcontentloaded")
    wait_until_ready(result)
    return result


def another_tab(
    context: BrowserContext, base_url: str, address: str = "?speed=fast", scripts: Sequence[str] = ()
) -> LoadedPage:
    """Another tab of `context` (its storage and Web Locks shared with the tabs open) at `address` of the game page,
    instrumented (`scripts` run first), ready for input."""
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    for script in scripts:
        result.page.add_init_script(script)
    result.page.goto(urllib.parse.urljoin(base_url, address), wait_until="domcontentloaded")
    wait_until_ready(result)
    return result


TWO_PLAYERS = (("You", "human"), ("Computer", "medium"))
THREE_PLAYERS = (("You", "human"), ("Ann", "easy"), ("Bob", "medium"))  # two tile sets
THREE_PLAYER_SEED = 5  # dark (second-set) hearts and diamonds on the board and in your rack


def mid_game_save(seats: tuple[tuple[str, str], ...] = TWO_PLAYERS, seed: int = 22, turns: int = 8) -> str:
    """The record of a game `turns` or more turns in, the first seat (a human) to move.

    Every seat takes the engine's best-scoring action, so the board is full of real plays.
    """
    session = Session.new(list(seats), seed)
    game = session.game
    while len(game.log) < turns or game.current != 0:
        game.apply(game.legal_actions()[0])
    return session.to_json()


def over_save() -> str:
    """A finished game: you against the computer, seed 22, 26 turns, each the first legal action."""
    session = Session.new(list(TWO_PLAYERS), 22)
    game = session.game
    while not game.over:
        game.apply(game.legal_actions()[0])
    return session.to_json()


def gin_next_save() -> str:
    """A game whose next play (yours, the best by score) completes a section's ten tiles: its gin. Seed 1, both
    seats playing their best for 26 turns."""
    return mid_game_save((("You", "human"), ("Computer", "easy")), seed=1, turns=26)


def open_mid_game(
    browser: Browser, base_url: str, save: str = "", waiting: str = "human", **context_options: Any
) -> LoadedPage:
    """A new context (`context_options`: viewport, touch, colour scheme...) on a game in progress, your turn
    (or, `waiting`, in another state: `over` for a finished game).

    The game (`save`, or `mid_game_save()`) goes into localStorage before the page's scripts run,
    only if none is there, so a reload resumes the game as it is then.
    """
    context = browser.new_context(base_url=base_url, **context_options)
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    text = json.dumps(save or mid_game_save())
    key = json.dumps(SAVE_KEY)
    context.add_init_script(f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {text});")
    result.page.goto("./?speed=fast", wait_until="domcontentloaded")
    wait_until_ready(result)
    wait_state(result.page, waiting)
    return result


def place_best_play(page: Page) -> None:
    """Put the best play of the player to move on the board (not played): the preview shows its score."""
    game, _ = saved_game(page)
    place_play(page, game.legal_plays()[0].placements)


def reload(loaded: LoadedPage) -> None:
    page = loaded.page
    page.reload(wait_until="domcontentloaded")
    wait_until_ready(loaded)


def state(page: Page) -> str:
    return str(page.evaluate("() => document.documentElement.dataset.state"))


def turns(page: Page) -> int:
    return int(page.evaluate("() => Number(document.documentElement.dataset.turns || 0)"))


def wait_state(page: Page, *states: str, timeout: int = TURN_TIMEOUT_MS) -> str:
    page.wait_for_function(
        "(states) => states.includes(document.documentElement.dataset.state)", arg=list(states), timeout=timeout
    )
    return state(page)


def saved_text(page: Page) -> str | None:
    value = page.evaluate("(key) => localStorage.getItem(key)", SAVE_KEY)
    return None if value is None else str(value)


def saved_game(page: Page) -> tuple[Game, tuple[str, ...]]:
    text = saved_text(page)
    assert text is not None, "no autosave in localStorage"
    return record.loads(text)


def start_game(page: Page, seats: list[tuple[str, str]], seed: int | None) -> None:
    """Fill the new-game form (it must be open) and start."""
    page.locator("#setup-dialog").wait_for(state="visible")
    page.select_option("#player-count", str(len(seats)))
    for n, (name, kind) in enumerate(seats):
        page.select_option(f"#kind-{n}", kind)
        page.fill(f"#name-{n}", name)
    page.fill("#seed", "" if seed is None else str(seed))
    page.click('[data-action="start-game"]')
    page.locator("#setup-dialog").wait_for(state="hidden")


def use_menu(page: Page, selector: str) -> None:
    """Click a header menu item (`selector`), opening the menu first where it folds behind its button (a phone)."""
    if page.locator("#menu-button").is_visible():
        page.click("#menu-button")
    page.click(selector)


def rack_texts(page: Page) -> list[str]:
    return [str(t) for t in page.locator("#rack [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")]


def eventually(page: Page, read: Callable[[], object], want: object, timeout: int = 5_000) -> None:
    """Wait until `read()` gives `want` (read every 50 ms), then fail showing what it gave: for page
    state that no single locator holds, where `expect()` cannot wait."""
    deadline = time.monotonic() + timeout / 1000
    while (got := read()) != want and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    assert got == want


def expect_rack(page: Page, texts: list[str]) -> None:
    """Wait until the rack shows these tiles in this order."""
    eventually(page, lambda: rack_texts(page), texts)


def rack_tile(page: Page, text: str) -> Any:
    return page.locator(f'#rack button[data-tile="{text}"]').first


def square(page: Page, name: str) -> Any:
    return page.locator(f'#board [data-square="{name}"]')


def tile_text(p: Placement) -> str:
    return "*" if p.joker else str(p.card)


def place_by_tap(page: Page, p: Placement) -> None:
    rack_tile(page, tile_text(p)).click()
    square(page, square_name(p.square)).click()
    if p.joker:
        choose_joker(page, str(p.card))
    square(page, square_name(p.square)).locator(".tile.pending").wait_for()


def place_by_drag(page: Page, p: Placement) -> None:
    rack_tile(page, tile_text(p)).drag_to(square(page, square_name(p.square)))
    if p.joker:
        choose_joker(page, str(p.card))
    square(page, square_name(p.square)).locator(".tile.pending").wait_for()


def choose_joker(page: Page, card: str) -> None:
    page.locator("#joker-dialog").wait_for(state="visible")
    page.click(f'#joker-cards [data-card="{card}"]')
    page.locator("#joker-dialog").wait_for(state="hidden")


def place_play(page: Page, placements: tuple[Placement, ...], drag: bool = False) -> None:
    """Put a play's tiles on the board, jokers last (their card is then surely offered)."""
    ordered = sorted(placements, key=lambda p: p.joker)
    for p in ordered:
        (place_by_drag if drag else place_by_tap)(page, p)


PICKED = "#rack .tile.picked"


def enter_exchange(page: Page) -> None:
    """Exchange mode with nothing picked yet. With no legal play the page enters it by itself, the expert's
    exchange selected (`test_teach.py`): wait for that and unpick it, so the test picks its own tiles."""
    game, _ = saved_game(page)
    view = game.view(game.current)
    if view.board.has_legal_play(view.rack):
        page.click('[data-action="exchange"]')
        return
    page.locator(PICKED).first.wait_for(timeout=TURN_TIMEOUT_MS)
    while count := page.locator(PICKED).count():
        page.locator(PICKED).first.click()
        page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length < n", arg=[PICKED, count])


def click_and_wait_turn(page: Page, selector: str) -> None:
    before = turns(page)
    page.click(selector)
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) > n", arg=before)


def wait_human_turn(page: Page) -> str:
    """Wait through computer turns until a human is to move or the game is over."""
    return wait_state(page, "human", "handoff", "over")


TOUCH_DRAG_JS = """([from, to]) => {
    const centre = (el) => {
        const r = el.getBoundingClientRect();
        return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
    };
    const source = document.querySelector(from);
    const start = centre(source);
    const end = centre(document.querySelector(to));
    const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: "touch", isPrimary: true, button: 0 };
    const move = (at) => source.dispatchEvent(new PointerEvent("pointermove", { ...init, ...at }));
    source.dispatchEvent(new PointerEvent("pointerdown", { ...init, ...start }));
    move({ clientX: (start.clientX + end.clientX) / 2, clientY: (start.clientY + end.clientY) / 2 });
    move(end);
    // The ghost floats above the finger and aims: move the finger so the ghost is on the target.
    const ghost = centre(document.querySelector(".ghost"));
    const finger = { clientX: 2 * end.clientX - ghost.clientX, clientY: 2 * end.clientY - ghost.clientY };
    move(finger);
    const seen = {
        finger: finger.clientY,
        ghostBottom: document.querySelector(".ghost").getBoundingClientRect().bottom,
        marked: Array.from(document.querySelectorAll(".drop-target"), (el) => el.dataset.square),
    };
    source.dispatchEvent(new PointerEvent("pointerup", { ...init, ...finger }));
    return seen;
}"""


def touch_drag(page: Page, source: str, target: str) -> dict[str, Any]:
    """A finger drag, as touch pointer events (implicitly captured by the touched element), aiming
    with the ghost; returns where the finger and the ghost's lower edge were, and the squares marked."""
    return dict(page.evaluate(TOUCH_DRAG_JS, [source, target]))
