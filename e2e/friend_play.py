"""Helpers for browser tests of a game with a friend: two devices (two browser contexts, each its own storage, as two
profiles are), links carried from one to the other by the test as a messenger would.

The test process reads a device's own storage (its secret and the game's messages) and restores that device's side
with the engine (`fairdeal.TilesDuel.restore`), so it can choose a legal move for that device, as its player sees it.
"""

from __future__ import annotations

import json
import time
from typing import Any

from gameplay import open_game_page, place_play, state, wait_state
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_page import LoadedPage

from ginnyo.fairdeal.gin_duel import GinDuel
from ginnyo.fairdeal.tiles_duel import TilesDuel
from ginnyo.ginrummy import ActionKind, deadwood
from ginnyo.ginrummy import Phase as GinPhase
from ginnyo.ginrummy.cards import name
from ginnyo.web.friend.record import Kept, parse_games

FRIENDS_KEY = "ginnyo.friends"
STATUS = '[data-friend="status"]'
LINK = "#friend-link"
WORK_TIMEOUT_MS = 60_000
HUMAN_NOW = "() => document.documentElement.dataset.state === 'human'"


def open_device(browser: Browser, base_url: str, address: str = "?speed=fast", **options: Any) -> LoadedPage:
    """A device: a new context (its own storage) on the game page."""
    return open_game_page(browser, base_url, address, **options)


def kept(page: Page) -> tuple[Kept, ...]:
    text = page.evaluate("(key) => localStorage.getItem(key)", FRIENDS_KEY)
    return () if text is None else parse_games(str(text))


def side(page: Page) -> TilesDuel:
    """The device's side of its latest game with a friend, restored from its own storage."""
    game = kept(page)[0]
    return TilesDuel.restore(game.me, game.seed, game.coin, game.game, game.key, game.transcript)


def link_state(page: Page) -> str:
    return str(page.get_attribute(STATUS, "data-state"))


def idle(page: Page) -> None:
    """Wait until the device's side has finished its slices (a mixing, a check, a restore)."""
    page.wait_for_function(
        "(sel) => document.querySelector(sel).dataset.busy === 'false'", arg=STATUS, timeout=WORK_TIMEOUT_MS
    )


def link_text(page: Page) -> str:
    """The link to send now (the invitation or the last move), once the device's work has finished."""
    idle(page)
    page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('#friend=')", arg=LINK, timeout=WORK_TIMEOUT_MS
    )
    return str(page.text_content(LINK))


def paste(page: Page, text: str) -> None:
    """Paste the friend's link or code and press Enter."""
    field = page.locator('[data-friend="paste"]')
    field.fill(text)
    field.press("Enter")


def messages(page: Page) -> int:
    idle(page)
    return len(kept(page)[0].transcript) if kept(page) else 0


def deliver(source: Page, target: Page) -> bool:
    """The source's last link opened on the target if the target lacks it; whether one was carried."""
    have, want = messages(target), messages(source)
    if want <= have:
        return False
    paste(target, link_text(source))
    idle(target)
    assert messages(target) >= want, f"the link was refused: {target.text_content('#friend-error')}"
    return True


def settle(one: Page, other: Page) -> None:
    """Links carried both ways until neither device has a message the other lacks."""
    while deliver(one, other) or deliver(other, one):
        pass


def play_a_move(page: Page) -> str:
    """The device to move makes its first legal play (by taps), or passes: what it did."""
    wait_state(page, "human")
    duel = side(page)
    plays = duel.game.legal_plays()
    if plays:
        place_play(page, plays[0].placements)
        page.click('[data-action="play"]')
        return "play"
    if page.is_enabled('[data-action="pass"]'):
        page.click('[data-action="pass"]')
        return "pass"
    page.locator("#rack .tile.picked").first.wait_for(timeout=WORK_TIMEOUT_MS)  # the expert's exchange, offered
    page.click('[data-action="exchange-confirm"]')
    return "exchange"


def stored_values(page: Page) -> dict[str, str]:
    return dict(page.evaluate("() => Object.fromEntries(Object.entries(localStorage))"))


def as_json(text: str) -> Any:
    return json.loads(text)


def join(page: Page, name: str) -> None:
    """Accept the invitation the page opened, under `name`."""
    page.locator("#friend-join").wait_for(state="visible")
    page.fill("#friend-name", name)
    page.press("#friend-name", "Enter")


def gin_side(page: Page) -> GinDuel:
    """The device's side of its latest Gin Rummy match with a friend, restored from its own storage."""
    game = kept(page)[0]
    return GinDuel.restore(game.me, game.seed, game.coin, game.game, game.key, game.transcript)


def invite_to_gin(page: Page) -> None:
    """From the new-game form (open at a first visit): Gin Rummy, then "Invite a friend"."""
    page.locator("#setup-dialog").wait_for(state="visible")
    page.select_option("#game-kind", "gin")
    page.click('#setup-dialog [data-action="friend-invite"]')


def gin_turn(page: Page) -> None:
    """One action of this device at the Gin Rummy table, chosen from its engine's legal ones, done by clicks."""
    wait_state(page, "human")
    duel = gin_side(page)
    game, me = duel.game, duel.me
    legal = game.legal_actions()
    kinds = {a.kind for a in legal}
    if game.phase is GinPhase.FIRST:
        page.click('[data-gin-action="pass"]')
    elif game.phase is GinPhase.DRAW:
        page.click('[data-pile="stock"]')
    elif game.phase is GinPhase.LAYOFF:
        layoffs = [a for a in legal if a.kind == ActionKind.LAYOFF]
        if not layoffs:
            page.click('[data-gin-action="done"]')
        else:
            card = name(layoffs[0].card)
            page.click(f'#gin-hand [data-card="{card}"]')
            if page.locator(f'#gin-hand [data-card="{card}"].picked').count():
                page.click(f'#gin-knock [data-meld="{layoffs[0].meld}"]')
    elif ActionKind.GIN in kinds or ActionKind.KNOCK in kinds:
        kind = ActionKind.GIN if ActionKind.GIN in kinds else ActionKind.KNOCK
        page.click(f'[data-gin-action="{kind}"]')
    else:
        view = game.view(me)
        cards = [c for c in view.hand.split() if c != view.taken]
        out = min(cards, key=lambda c: deadwood(" ".join(k for k in view.hand.split() if k != c)))
        thrown = page.locator(f'#gin-hand [data-card="{out}"]')
        thrown.click()
        thrown.click()
    idle(page)


def to_move(one: Page, other: Page, timeout_s: float = 60) -> tuple[Page, Page]:
    """(the device whose turn it is, the other), once one of them may act (a live message may still be on its way)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for page, rest in ((one, other), (other, one)):
            try:
                page.wait_for_function(HUMAN_NOW, timeout=200)
            except PlaywrightTimeoutError:
                continue
            return page, rest
    raise AssertionError(f"neither device may act: {state(one)}, {state(other)}")
