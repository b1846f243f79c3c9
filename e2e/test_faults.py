"""Faults: what the page reads is bounded before it is parsed, storage that refuses writes, bidirectional names.

A deep (10,000 levels), a huge and a long (more actions than `MAX_ACTIONS`, exchanges before the first meld) game, as
the autosave, a file and a link, are each refused in words within a second or two, and the page goes on.
Storage that is full (`setItem` throws QuotaExceededError) or disabled (reading `localStorage` throws) is said
at once, and the alert stays until a write works again; a reload finds the last game that was stored.
"""

from __future__ import annotations

import base64
import functools
import json
import urllib.parse
import zlib
from pathlib import Path
from typing import Any

import pytest
from gameplay import (
    SAVE_KEY,
    mid_game_save,
    place_best_play,
    place_play,
    reload,
    saved_game,
    saved_text,
    start_game,
    turns,
    wait_state,
)
from playwright.sync_api import Browser, Page, expect
from stats_play import end_by_exchange, one_exchange_left
from test_a11y import serious_violations
from test_page import LoadedPage, instrument, wait_until_ready

from ginnyo.rules import Action, Game, record
from ginnyo.rules.errors import MAX_ACTIONS
from ginnyo.rules.link import to_link
from ginnyo.web.common.stored import MAX_BYTES

QUICK_MS = 5_000
"""How soon a refusal shows once the page is ready: the bounds are checked before any parse or replay, so it takes
well under a second (unbounded, 40,000 actions froze a tab for 662 s); the margin is for a loaded test machine."""
DEEP = "[" * 10_000 + "]" * 10_000
HUGE = '{"format": "ginnyo-record", "padding": "' + "x" * 5_000_000 + '"}'
STORED_HUGE = "x" * 3_000_000
"""The largest damaged save a test stores: two copies do not fit in Chromium's storage (so it is moved aside)."""

# Writes fail once a test sets `window.__fullAfter` (the number of writes that still work), like a full disk.
FULL_JS = """
const setItem = Storage.prototype.setItem;
let writes = 0;
Storage.prototype.setItem = function (key, value) {
    if (window.__fullAfter !== undefined && ++writes > window.__fullAfter) {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    return setItem.call(this, key, value);
};
"""
DISABLED_JS = """
Object.defineProperty(window, "localStorage", {
    get() { throw new DOMException("Access is denied for this document.", "SecurityError"); },
});
"""

DAMAGED = {"ginnyo.settings": "{oops", "ginnyo.draft": "[1", "ginnyo.save.stamp": "nope"}
# The damaged settings, draft and stamp, stored once (the page's first load), before the page's own scripts.
DAMAGED_JS = f"""
if (!sessionStorage.getItem("planted")) {{
    sessionStorage.setItem("planted", "1");
    for (const [key, text] of Object.entries({json.dumps(DAMAGED)})) localStorage.setItem(key, text);
}}
"""


def wait_turns(page: Page, count: int) -> None:
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns || 0) >= n", arg=count, timeout=60_000)


@functools.cache
def long_record() -> str:
    """A record of more actions than any game may hold (`MAX_ACTIONS`): a few exchanges before the first meld,
    their list then repeated past the limit (the count is refused before any action is replayed)."""
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(4):
        game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))
    data = json.loads(record.dumps(game))
    data["actions"] = (data["actions"] * (MAX_ACTIONS // 4 + 1))[: MAX_ACTIONS + 1]
    return json.dumps(data)


def fragment_of(text: str) -> str:
    """A `#game=` link that carries `text` as it is (`to_link` would read it as a record first)."""
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")
    return f"game=1.{packed}"


def open_faulty(browser: Browser, base_url: str, script: str = "", save: str = "", hash: str = "") -> LoadedPage:
    """A new context with `script` run before the page's own, `save` stored, on the page (with `hash`)."""
    context = browser.new_context(base_url=base_url, accept_downloads=True)
    parts = urllib.parse.urlsplit(base_url)
    result = instrument(context, f"{parts.scheme}://{parts.netloc}")
    if save:
        key = json.dumps(SAVE_KEY)
        context.add_init_script(
            f"if (localStorage.getItem({key}) === null) localStorage.setItem({key}, {json.dumps(save)});"
        )
    if script:
        context.add_init_script(script)
    result.page.goto("./?speed=fast" + (f"#{hash}" if hash else ""), wait_until="domcontentloaded")
    wait_until_ready(result)
    return result


@pytest.fixture
def faulty(browser: Browser, base_url: str) -> Any:
    """Opens pages like `open_faulty`, each closed after the test."""
    opened: list[LoadedPage] = []

    def opener(**options: str) -> LoadedPage:
        opened.append(open_faulty(browser, base_url, **options))
        return opened[-1]

    yield opener
    for result in opened:
        result.page.context.close()


@pytest.mark.parametrize(("save", "why"), [(DEEP, "levels deep"), (STORED_HUGE, "bytes"), ("long", "actions")])
def test_a_deep_huge_or_long_save_is_refused_kept_aside_and_the_page_starts(faulty: Any, save: str, why: str) -> None:
    text = long_record() if save == "long" else save
    loaded = faulty(save=text)
    page = loaded.page
    expect(page.locator("#message-dialog")).to_be_visible(timeout=QUICK_MS)
    assert wait_state(page, "error") == "error"
    page.click("#message-details summary")
    expect(page.locator("#message-detail")).to_contain_text(why)
    page.keyboard.press("Escape")
    page.click('nav [data-action="new-game"]')
    start_game(page, [("Ann", "human"), ("Robo", "easy")], 5)
    wait_state(page, "human", "ai")
    # kept aside under its own key, even the one too large to be copied (two copies do not fit)
    assert page.evaluate("() => localStorage.getItem('ginnyo.save.damaged')") == text
    assert saved_game(page)[0].seed == 5
    expect(page.locator("#storage-alert")).to_be_hidden()
    assert loaded.page_errors == []


@pytest.mark.parametrize(("content", "why"), [(DEEP, "levels deep"), (HUGE, f"{MAX_BYTES} bytes"), ("long", "actions")])
def test_a_deep_huge_or_long_file_is_refused_and_the_game_goes_on(faulty: Any, content: str, why: str) -> None:
    loaded = faulty(save=mid_game_save((("Ann", "human"), ("Robo", "easy")), seed=9, turns=2))
    page = loaded.page
    wait_state(page, "human")
    good = saved_text(page)
    data = (long_record() if content == "long" else content).encode()
    page.set_input_files("#import-file", files=[{"name": "big.json", "mimeType": "application/json", "buffer": data}])
    expect(page.locator("#message-dialog")).to_contain_text("cannot be loaded", timeout=QUICK_MS)
    page.click("#message-details summary")
    expect(page.locator("#message-detail")).to_contain_text(why)
    page.click("#message-close")
    assert wait_state(page, "human") == "human" and saved_text(page) == good
    assert loaded.page_errors == []


@pytest.mark.parametrize(
    ("link", "words"),
    [("deep", "levels deep"), ("huge", "damaged"), ("long", "more moves than any game")],
)
def test_a_deep_huge_or_long_link_is_refused_once_and_leaves_the_address(faulty: Any, link: str, words: str) -> None:
    fragments = {
        "deep": lambda: fragment_of(DEEP),
        "huge": lambda: fragment_of(HUGE),  # unpacks past the link's 1 MB
        "long": lambda: to_link(json.loads(long_record())),
    }
    loaded = faulty(hash=fragments[link]())
    page = loaded.page
    expect(page.locator("#message-title")).to_have_text("This game link cannot be opened", timeout=QUICK_MS)
    expect(page.locator("#message-text")).to_contain_text(words)
    assert page.evaluate("() => location.hash") == ""  # a reload does not meet it again
    reload(loaded)
    expect(page.locator("#setup-dialog")).to_be_visible()
    # pasted into a page already running: refused the same way, nothing thrown
    page.evaluate("(hash) => { location.hash = hash; }", fragment_of("[" * 5_000 + "]" * 5_000))
    expect(page.locator("#message-text")).to_contain_text("levels deep", timeout=QUICK_MS)
    assert loaded.page_errors == []


def test_storage_full_is_said_until_a_write_works_and_a_reload_finds_the_last_game_stored(faulty: Any) -> None:
    loaded = faulty(script=FULL_JS, save=mid_game_save((("Ann", "human"), ("Robo", "easy")), seed=9, turns=2))
    page = loaded.page
    wait_state(page, "human")
    stored = len(saved_game(page)[0].actions)
    alert = page.locator("#storage-alert")
    expect(alert).to_be_hidden()
    page.evaluate("() => { window.__fullAfter = 0; }")
    place_best_play(page)
    played = turns(page) + 2
    page.click('[data-action="play"]')
    expect(alert).to_be_visible()  # at once
    expect(alert).to_contain_text("cannot store your game")
    expect(page.locator("#storage-export")).to_be_visible()
    expect(page.locator("#storage-stats-export")).to_be_hidden()
    wait_turns(page, played)  # the computer played: play goes on, and the alert stays on your turn
    wait_state(page, "human")
    expect(alert).to_be_visible()
    assert len(saved_game(page)[0].actions) == stored  # never replaced by less (nor by anything)
    expect(alert).to_contain_text(f"Moves {stored + 1}–{stored + 2} of this game are not saved.")  # which ones
    expect(alert).to_contain_text("To free space: ")  # and how to keep more
    with page.expect_download() as download:  # the way out it offers
        page.click("#storage-export")
    assert download.value.suggested_filename.startswith("ginnyo-game-")
    # the last good game is what a reload finds (a fresh page: writes work again, and the alert is gone)
    reload(loaded)
    wait_state(page, "human")
    assert len(saved_game(page)[0].actions) == stored
    expect(alert).to_be_hidden()
    # full again, then writes work again: the alert goes once a save is kept
    page.evaluate("() => { window.__fullAfter = 0; }")
    place_best_play(page)
    played = turns(page) + 2
    page.click('[data-action="play"]')
    wait_turns(page, played)
    wait_state(page, "human")
    expect(alert).to_be_visible()
    with page.expect_download() as download:  # the game as it is now (the stored one is behind)
        page.click("#storage-export")
    game, _ = record.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    page.evaluate("() => { window.__fullAfter = undefined; }")
    plays = game.legal_plays()
    if plays:
        place_play(page, plays[0].placements)
        page.click('[data-action="play"]')
    else:  # no legal play: the page has entered exchange mode, the expert's exchange picked
        page.click('[data-action="exchange-confirm"]')
    expect(alert).to_be_hidden()
    assert len(saved_game(page)[0].actions) > len(game.actions)
    assert loaded.page_errors == []


def test_statistics_that_cannot_be_stored_are_said_so(faulty: Any) -> None:
    loaded = faulty(script=FULL_JS, save=one_exchange_left().to_json())
    page = loaded.page
    wait_state(page, "human")
    page.evaluate("() => { window.__fullAfter = 0; }")
    end_by_exchange(page)
    alert = page.locator("#storage-alert")
    expect(alert).to_contain_text("cannot store your statistics")
    expect(page.locator("#storage-stats-export")).to_be_visible()
    assert page.evaluate("() => localStorage.getItem('ginnyo.stats')") is None


def test_storage_disabled_is_said_and_play_goes_on(faulty: Any) -> None:
    loaded = faulty(script=DISABLED_JS)
    page = loaded.page
    expect(page.locator("#setup-dialog")).to_be_visible()
    start_game(page, [("Ann", "human"), ("Robo", "easy")], 5)
    expect(page.locator("#storage-alert")).to_contain_text("cannot store your game")
    assert wait_state(page, "human") == "human"
    expect(page.locator("#storage-alert")).to_be_visible()
    assert loaded.page_errors == []


def test_a_damaged_save_that_cannot_be_kept_aside_is_offered_as_a_file(faulty: Any) -> None:
    """Writes fail from the start: the damaged save cannot be kept aside, so it is downloaded instead."""
    loaded = faulty(script=FULL_JS + "window.__fullAfter = 0;", save="not a game")
    page = loaded.page
    assert wait_state(page, "error") == "error"
    page.keyboard.press("Escape")
    page.click('nav [data-action="new-game"]')
    with page.expect_download() as download:
        start_game(page, [("Ann", "human"), ("Robo", "easy")], 5)
    assert download.value.suggested_filename == "ginnyo-damaged-save.json"
    assert Path(download.value.path()).read_text(encoding="utf-8") == "not a game"
    message = page.locator("#message-dialog")  # and the player is told where it went
    expect(message).to_be_visible()
    expect(message).to_contain_text("ginnyo-damaged-save.json")


def test_a_right_to_left_name_is_isolated_and_an_override_is_refused(faulty: Any) -> None:
    hebrew = "שלום"
    loaded = faulty(save=mid_game_save(((hebrew, "human"), ("Robo", "easy")), seed=9, turns=2))
    page = loaded.page
    wait_state(page, "human")
    isolated = f"\u2068{hebrew}\u2069"  # as <bdi> would: the name cannot reorder the words around it
    for where in ("#players", "#sheet", "#turn"):
        text = page.evaluate("(where) => document.querySelector(where).textContent", where)
        assert isolated in text and text.count(hebrew) == text.count(isolated), where
    # a link whose record holds a right-to-left override in a name is refused, as the form refuses it
    session = json.loads(mid_game_save((("Bob", "human"), ("Robo", "easy")), seed=9, turns=2))
    session["players"][0]["name"] = "Bob\u202e"
    page.evaluate("(hash) => { location.hash = hash; }", to_link(session))
    expect(page.locator("#message-title")).to_have_text("This game link cannot be opened")
    assert "\u202e" not in page.inner_text("body")
    assert loaded.page_errors == []


def test_a_normal_load_and_a_turn_log_no_warning_or_error(browser: Browser, base_url: str) -> None:
    context = browser.new_context(base_url=base_url)
    try:
        page = context.new_page()
        said: list[str] = []
        page.on("console", lambda m: said.append(f"{m.type}: {m.text}") if m.type in ("warning", "error") else None)
        page.on("pageerror", lambda error: said.append(f"pageerror: {error}"))
        page.goto("./?speed=fast", wait_until="domcontentloaded")
        page.wait_for_selector("html.ginnyo-ready", state="attached", timeout=60_000)
        start_game(page, [("Ann", "human"), ("Robo", "easy")], 3)
        wait_state(page, "human")
        place_best_play(page)
        page.click('[data-action="play"]')
        wait_state(page, "human", "over")
        assert said == []  # the computer thinks on the page: no PyScript worker to warn about cross-origin isolation
    finally:
        context.close()


def test_damaged_settings_draft_and_stamp_are_said_and_kept_aside(faulty: Any) -> None:
    """They were replaced silently: now the page says so, each is kept aside, and "Got it" closes the words."""
    loaded = faulty(script=DAMAGED_JS, save=mid_game_save((("Ann", "human"), ("Robo", "easy")), seed=9, turns=2))
    page = loaded.page
    wait_state(page, "human")
    alert = page.locator("#storage-alert")
    for said in ("Your settings could not be read", "The play you were building", "The mark that keeps your tabs"):
        expect(alert).to_contain_text(said)
    expect(alert).to_contain_text("The damaged copy is kept aside")
    expect(page.locator("#storage-export")).to_be_hidden()  # nothing is unsaved
    assert serious_violations(page) == []
    kept = page.evaluate("(keys) => keys.map((key) => localStorage.getItem(key + '.damaged'))", list(DAMAGED))
    assert kept == list(DAMAGED.values())
    page.click("#aside-dismiss")
    expect(alert).to_be_hidden()
    reload(loaded)  # moved aside: not said again
    wait_state(page, "human")
    expect(alert).to_be_hidden()
    assert loaded.page_errors == []
