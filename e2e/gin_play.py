"""Helpers for browser tests that play Gin Rummy through the page, like a player would.

The test process reads the autosaved match from localStorage, replays it with the engine and
chooses a legal action (gin, else knock, else the discard leaving the least deadwood; lay off
whatever fits), then does it with clicks or keys on the page.
"""

from __future__ import annotations

import json

from gameplay import SAVE_KEY, saved_text, wait_state
from playwright.sync_api import Page, expect

from ginnyo.ginrummy import ActionKind, Game, Phase, deadwood
from ginnyo.ginrummy.ai import choose_action
from ginnyo.ginrummy.cards import name
from ginnyo.web.common.enums import GinLevel
from ginnyo.web.rummy.session import GinSession

KNOCK_SEED = 4  # you knock in the first hand (against baseline)
GIN_SEED = 3  # you go gin in the first hand
UNDERCUT_SEED = 22  # the computer knocks, you undercut it
SHORT_MATCH_SEED = 21  # you win 92 points in the first hand: the match ends soon
DRAWN_SEED = 95  # the first hand is drawn: two cards left in the stock and nobody knocked
LEVEL = "baseline"


def start_gin(page: Page, seed: int, level: str = LEVEL) -> None:
    """Fill the new-game form (it must be open) for a Gin Rummy match and start it."""
    page.locator("#setup-dialog").wait_for(state="visible")
    page.select_option("#game-kind", "gin")
    page.select_option("#gin-level", level)
    page.fill("#seed", str(seed))
    page.click('[data-action="start-game"]')
    page.locator("#setup-dialog").wait_for(state="hidden")


def saved_match(page: Page) -> Game:
    text = saved_text(page)
    assert text is not None, "no autosave in localStorage"
    return GinSession.from_json(text).game


def actions_saved(page: Page) -> int:
    return len(json.loads(saved_text(page) or "{}").get("actions", []))


def saved_action(page: Page, index: int) -> str:
    """The autosave's action number `index` (from 0), as notation: what was done then, whatever came after."""
    return str(json.loads(saved_text(page) or "{}").get("actions", [])[index])


def hand_cards(page: Page) -> list[str]:
    return [str(c) for c in page.locator("#gin-hand [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")]


def best_discard(game: Game) -> str:
    view = game.view(0)
    cards = [c for c in view.hand.split() if c != view.taken]
    return min(cards, key=lambda out: deadwood(" ".join(c for c in view.hand.split() if c != out)))


def take_turn(page: Page, keyboard: bool = False) -> None:
    """One action of yours, chosen from the engine's legal ones, done on the page; waits until it is saved."""
    game = saved_match(page)
    before = actions_saved(page)
    legal = game.legal_actions()
    kinds = {a.kind for a in legal}
    if game.phase is Phase.FIRST:
        page.keyboard.press("p") if keyboard else page.click('[data-gin-action="pass"]')
    elif game.phase is Phase.DRAW:
        page.keyboard.press("s") if keyboard else page.click('[data-pile="stock"]')
    elif game.phase is Phase.LAYOFF:
        lay_off(page, game)
    elif ActionKind.GIN in kinds or ActionKind.KNOCK in kinds:
        kind = ActionKind.GIN if ActionKind.GIN in kinds else ActionKind.KNOCK
        page.click(f'[data-gin-action="{kind}"]')  # no card picked: the page discards the best one
    else:
        card = page.locator(f'#gin-hand [data-card="{best_discard(game)}"]')
        card.click()
        page.keyboard.press("d") if keyboard else card.click()
    wait_saved(page, before)


def to_your(page: Page, phase: Phase) -> Game:
    """Play your turns (the computer plays its own) until you are to move in `phase`; returns the match."""
    while (game := saved_match(page)).phase is not phase or game.current != 0:
        wait_state(page, "human")
        take_turn(page)
        wait_state(page, "human")
    return game


def wait_saved(page: Page, before: int) -> None:
    """Wait until the autosave holds more than `before` actions."""
    page.wait_for_function(
        "([key, n]) => JSON.parse(localStorage.getItem(key)).actions.length > n", arg=[SAVE_KEY, before]
    )


def lay_off(page: Page, game: Game) -> None:
    """Lay off the first card that fits (on the highlighted meld when it fits several), else say done."""
    layoffs = [a for a in game.legal_actions() if a.kind == ActionKind.LAYOFF]
    if not layoffs:
        page.click('[data-gin-action="done"]')
        return
    card = name(layoffs[0].card)
    expect(page.locator(f'#gin-hand [data-card="{card}"].target')).to_have_count(1)  # a legal lay-off is highlighted
    page.click(f'#gin-hand [data-card="{card}"]')
    if page.locator(f'#gin-hand [data-card="{card}"].picked').count():
        page.click(f'#gin-knock [data-meld="{layoffs[0].meld}"]')


def play_to_result(page: Page, keyboard: bool = False) -> str:
    """Play your actions (the computer plays its own) until a hand's result shows; returns the page state."""
    while (state := wait_state(page, "human", "result", "over")) == "human":
        take_turn(page, keyboard)
    page.locator("#gin-result-dialog").wait_for(state="visible")
    return state


def mid_hand_save(seed: int = 8, actions: int = 9, level: str = "medium") -> str:
    """The record of a match `actions` or more actions in, you to discard (both seats played by `level`)."""
    session = GinSession.new(GinLevel(level), seed)
    game = session.game
    while len(game.actions) < actions or not (game.current == 0 and game.phase is Phase.DISCARD):
        game.apply(choose_action(game.view(game.current), level, len(game.actions)))
    return session.to_json()


def finished_save(seed: int = 21, you: str = "easy", level: str = "medium") -> str:
    """The record of a whole match, your seat played at level `you` (mistakes for a review to find)."""
    session = GinSession.new(GinLevel(level), seed)
    game = session.game
    while not game.over:
        game.apply(choose_action(game.view(game.current), (you, level)[game.current], len(game.actions)))
    return session.to_json()


def play_the_discard_lesson(page: Page) -> None:
    """Open the lesson "Discarding" by its link and meet its goal (the king of clubs thrown away)."""
    page.evaluate("() => { location.hash = 'learn=gin-discard'; }")
    expect(page.locator("#learn-title")).to_have_text("Discarding")
    card = page.locator('#gin-hand [data-card="KC"]')
    card.click()
    card.click()
    expect(page.locator("#learn-feedback.met")).to_be_visible()
