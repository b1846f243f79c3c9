"""Autosave, reload at any moment (even during a computer turn), export and import.

Each test has its own fresh page at the normal speed (the computer's play is shown slowly).
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
from gameplay import (
    SAVE_KEY,
    Opener,
    enter_exchange,
    expect_rack,
    mid_game_save,
    open_game_page,
    rack_texts,
    reload,
    saved_game,
    saved_text,
    square,
    start_game,
    state,
    turns,
    wait_state,
)
from playwright.sync_api import FilePayload, Page, expect
from test_page import LoadedPage

from ginnyo.rules import Action, Game, Options, record
from ginnyo.rules.safejson import MAX_DEPTH
from ginnyo.rules.steps import drain
from ginnyo.web.common.stored import MAX_BYTES
from ginnyo.web.computer.seats import tiles_computer
from ginnyo.web.tiles.session import Session

SEED = 3  # the computer starts


@pytest.fixture
def open_page() -> Opener:
    return functools.partial(open_game_page, query="?speed=normal")


@pytest.fixture
def your_turn(loaded: LoadedPage) -> Page:
    """A game in progress, two turns in: Ann (human) to move against Robo (medium)."""
    store_and_reload(loaded, mid_game_save((("Ann", "human"), ("Robo", "medium")), seed=9, turns=2))
    wait_state(loaded.page, "human")
    return loaded.page


def expected_computer_action(text: str) -> str:
    """What the computer seat to move in the saved game `text` plays: the page's own seat, its level and seed, seeing
    only its own view (on CPython, at once), in notation."""
    session = Session.from_json(text)
    game = session.game
    seat = tiles_computer(session.kinds[game.current], session.ai_seed())
    return str(drain(seat.act(game.view(game.current))))


def snapshot(page: Page) -> dict[str, Any]:
    """What a player sees: tiles on the board, the rack, the score sheet, the scores."""
    return {
        "board": page.locator("#board [data-square]").evaluate_all(
            "els => els.filter(e => e.querySelector('.tile')).map(e => e.dataset.square + ':' + e.textContent)"
        ),
        "rack": rack_texts(page),
        "sheet": page.inner_text("#sheet"),
        "players": page.inner_text("#players"),
        "pile": page.inner_text("#pile"),
        "turn": page.inner_text("#turn"),
        "state": state(page),
    }


def test_reload_while_the_computer_thinks(loaded: LoadedPage, page: Page) -> None:
    start_game(page, [("Ann", "human"), ("Robo", "medium")], SEED)
    assert wait_state(page, "ai") == "ai"
    before = saved_text(page)
    assert before is not None and json.loads(before)["actions"] == []
    reload(loaded)  # the computer is still thinking: its turn starts again
    assert wait_state(page, "human") == "human"
    game, kinds = saved_game(page)
    assert kinds == ("human", "medium")
    assert [str(a) for a in game.actions] == [expected_computer_action(before)]


def test_reload_while_a_computer_play_is_shown(loaded: LoadedPage, your_turn: Page) -> None:
    page = your_turn
    before = turns(page)
    enter_exchange(page)
    page.locator("#rack button[data-tile]").first.click()
    page.click('[data-action="exchange-confirm"]')
    # the computer's action is applied and saved (your turn begins), then shown slowly: reload in the middle
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n", arg=before + 2)
    assert state(page) == "human"
    saved = saved_text(page)
    reload(loaded)
    assert wait_state(page, "human") == "human"
    assert saved_text(page) == saved
    assert turns(page) == before + 2


def test_reload_mid_turn_shows_the_same_game(loaded: LoadedPage, your_turn: Page) -> None:
    page = your_turn
    before = snapshot(page)
    reload(loaded)
    wait_state(page, "human")
    assert snapshot(page) == before
    assert loaded.console_errors == []
    assert loaded.page_errors == []


def test_export_then_import(your_turn: Page, tmp_path: Path) -> None:
    page = your_turn
    with page.expect_download() as info:
        page.click('[data-action="export"]')
    exported = tmp_path / "game.json"
    info.value.save_as(exported)
    assert exported.read_text(encoding="utf-8") == saved_text(page)
    game, _ = record.loads(exported.read_text(encoding="utf-8"))
    # play on, then load the exported file: the game goes back to it
    enter_exchange(page)
    page.locator("#rack button[data-tile]").first.click()
    page.click('[data-action="exchange-confirm"]')
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) > n", arg=len(game.log))
    wait_state(page, "human")
    assert turns(page) > len(game.log)
    page.set_input_files("#import-file", str(exported))
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) === n", arg=len(game.log))
    wait_state(page, "human")
    assert saved_text(page) == exported.read_text(encoding="utf-8")
    expect(page.locator("#last-action")).to_contain_text("Game loaded")


@pytest.mark.parametrize(
    "content",
    [
        b"{ this is not json",
        b'{"format": "chess-game", "version": 1}',
        b"\x89PNG\r\n\x1a\n\x00\x00",
        "tampered",
        b"[" * 200_000,  # refused before json.loads, whose recursion would overflow Pyodide's stack
        b" " * (MAX_BYTES + 1),
    ],
    ids=["not-json", "foreign", "binary", "tampered", "deep", "too-large"],
)
def test_broken_import_is_refused_and_the_save_survives(your_turn: Page, content: Any) -> None:
    page = your_turn
    good = saved_text(page)
    assert good is not None
    if content == "tampered":
        data = json.loads(good)
        data["actions"][0] = "pass"
        content = json.dumps(data).encode()
    page.set_input_files(
        "#import-file", files=[FilePayload(name="save.json", mimeType="application/json", buffer=content)]
    )
    dialog = page.locator("#message-dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("cannot be loaded")
    expect(dialog).to_contain_text("unchanged")
    expect(page.locator("#message-new")).to_be_visible()
    assert saved_text(page) == good
    page.click("#message-close")
    expect(dialog).to_be_hidden()
    assert state(page) == "human"
    assert saved_text(page) == good


def store_and_reload(loaded: LoadedPage, text: str) -> None:
    loaded.page.evaluate("([key, text]) => localStorage.setItem(key, text)", [SAVE_KEY, text])
    reload(loaded)


def test_deeply_nested_stored_json_is_refused_before_it_is_parsed(loaded: LoadedPage, your_turn: Page) -> None:
    """JSON nested thousands of levels deep overflows Pyodide's stack in `json.loads`: stored so, the draft
    and the settings are dropped and the save is refused with its reason, and the page goes on."""
    page = your_turn
    good, deep = saved_text(page), "[" * 100_000
    assert good is not None
    page.evaluate("(deep) => ['ginnyo.draft', 'ginnyo.settings'].forEach((k) => localStorage.setItem(k, deep))", deep)
    reload(loaded)
    assert wait_state(page, "human", "ai") in ("human", "ai") and saved_text(page) == good
    store_and_reload(loaded, deep)
    assert wait_state(page, "error") == "error"
    page.click("#message-details summary")
    assert f"nests more than {MAX_DEPTH} levels" in page.inner_text("#message-detail")
    page.evaluate("() => ['ginnyo.draft', 'ginnyo.settings'].forEach((k) => localStorage.removeItem(k))")
    assert loaded.page_errors == []


def test_damaged_stored_save_offers_load_from_file_and_new_game(loaded: LoadedPage, page: Page) -> None:
    bad = json.dumps({"format": "ginnyo-record", "version": 1, "seed": -4})
    store_and_reload(loaded, bad)
    assert wait_state(page, "error") == "error"
    dialog = page.locator("#message-dialog")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("could not be read")
    expect(dialog).to_contain_text("nothing is lost")
    expect(page.locator("#message-details")).to_be_visible()
    expect(page.locator("#message-detail")).to_be_hidden()  # closed until asked
    page.click("#message-details summary")
    expect(page.locator("#message-detail")).to_contain_text("seed")
    # Load from file, straight from the message: the damaged save is kept aside
    good = Session.new([("Ann", "human"), ("Robo", "easy")], 9)
    with page.expect_file_chooser() as chooser:
        page.click("#message-import")
    chooser.value.set_files(
        [FilePayload(name="good.json", mimeType="application/json", buffer=good.to_json().encode())]
    )
    wait_state(page, "human")
    assert page.evaluate("() => localStorage.getItem('ginnyo.save.damaged')") == bad
    assert saved_text(page) == good.to_json()
    # Escape closes the message; the menu's New game then starts a game
    store_and_reload(loaded, bad)
    assert wait_state(page, "error") == "error"
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    assert not page.evaluate("() => document.querySelector('body > header').inert")
    assert saved_text(page) == bad
    page.click('nav [data-action="new-game"]')
    start_game(page, [("Ann", "human"), ("Robo", "easy")], 5)
    wait_state(page, "human", "ai")
    assert page.evaluate("() => localStorage.getItem('ginnyo.save.damaged')") == bad
    game, _ = saved_game(page)
    assert game.seed == 5
    assert loaded.console_errors == []
    assert loaded.page_errors == []


def confirm_new_game(page: Page) -> None:
    """New game during a game: the page asks first."""
    page.click('nav [data-action="new-game"]')
    expect(page.locator("#message-dialog")).to_be_visible()
    expect(page.locator("#message-dialog")).to_contain_text("Start a new game?")
    page.click("#message-confirm")


def test_new_game_during_a_computer_turn(loaded: LoadedPage, your_turn: Page) -> None:
    page = your_turn
    confirm_new_game(page)
    start_game(page, [("Ann", "human"), ("Robo", "easy")], SEED)
    assert wait_state(page, "ai") == "ai"
    confirm_new_game(page)
    start_game(page, [("Ann", "human"), ("Robo", "hard")], 4)  # the computer starts again
    assert wait_state(page, "human") == "human"
    game, kinds = saved_game(page)
    assert game.seed == 4 and kinds == ("human", "hard")
    assert len(game.log) == 1 and game.log[0].player == 1
    assert loaded.console_errors == []
    assert loaded.page_errors == []


def test_confirm_before_replacing_a_game_in_progress(loaded: LoadedPage, page: Page) -> None:
    store_and_reload(loaded, Session.new([("Ann", "human"), ("Robo", "easy")], 9).to_json())  # Ann starts
    wait_state(page, "human")
    before = saved_text(page)
    page.click('nav [data-action="new-game"]')
    dialog = page.locator("#message-dialog")
    expect(dialog).to_be_visible()
    expect(page.locator("#message-confirm")).to_have_text("Start a new game")
    page.keyboard.press("Escape")  # changed my mind: the game goes on
    expect(dialog).to_be_hidden()
    assert state(page) == "human" and saved_text(page) == before
    page.click('nav [data-action="import"]')
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Load a game from a file?")
    with page.expect_file_chooser():
        page.click("#message-confirm")
    expect(dialog).to_be_hidden()
    assert saved_text(page) == before  # no file chosen: nothing replaced


def test_the_draft_play_survives_a_reload(loaded: LoadedPage, page: Page) -> None:
    store_and_reload(loaded, Session.new([("Ann", "human"), ("Robo", "easy")], 9).to_json())
    wait_state(page, "human")
    free = ["A1", "B1"]
    for name in free:  # legal or not, a draft is kept as it is
        page.locator("#rack button[data-tile]:not([data-tile='*'])").first.click()
        square(page, name).click()
        square(page, name).locator(".tile.pending").wait_for()
    rack_before = rack_texts(page)
    reload(loaded)
    wait_state(page, "human")
    for name in free:
        expect(square(page, name).locator(".tile.pending")).to_have_count(1)
    expect_rack(page, rack_before)
    page.click('[data-action="take-back"]')
    expect(page.locator("#board .tile.pending")).to_have_count(0)
    reload(loaded)  # taken back, then reloaded: nothing placed
    wait_state(page, "human")
    expect(page.locator("#board .tile.pending")).to_have_count(0)
    expect(page.locator("#rack [data-tile]")).to_have_count(len(rack_before) + len(free))
    assert loaded.page_errors == []


def test_the_idle_rule_warns_then_ends_the_game_in_words(loaded: LoadedPage, page: Page) -> None:
    game = Game(("Ann", "Robo"), seed=9, options=Options(idle_rounds=1))
    game.apply(Action.play(game.legal_plays()[0].placements))  # Ann opens
    game.apply(Action.exchange((str(game.rack[0]),)))  # Robo: a turn without a play
    store_and_reload(loaded, record.dumps(game, ("human", "easy")))
    wait_state(page, "human")
    expect(page.locator("#turn")).to_contain_text("One more round without a play ends the game.")
    enter_exchange(page)
    page.locator("#rack button[data-tile]").first.click()
    page.click('[data-action="exchange-confirm"]')
    assert wait_state(page, "over") == "over"
    expect(page.locator("#end-reason")).to_contain_text("1 full round in a row went by without a play.")
    assert loaded.page_errors == []


def test_a_first_visit_can_load_a_saved_game_from_the_new_game_form(page: Page) -> None:
    """No game yet: the form covers the page, and its own Load from file opens a saved game."""
    expect(page.locator("#setup-dialog")).to_be_visible()
    expect(page.locator("#setup-import")).to_be_enabled()
    text = (Path(__file__).parent.parent / "tests" / "data" / "save-v1.json").read_text(encoding="utf-8")
    game, _ = record.loads(text)
    with page.expect_file_chooser() as chooser:
        page.click("#setup-import")
    chooser.value.set_files(files=[FilePayload(name="save.json", mimeType="application/json", buffer=text.encode())])
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n", arg=len(game.log))
    expect(page.locator("#setup-dialog")).to_be_hidden()
    # the game goes on from the file (a computer seat to move may already be playing)
    loaded, _ = saved_game(page)
    assert loaded.names == game.names and loaded.actions[: len(game.actions)] == game.actions
