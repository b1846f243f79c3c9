"""A whole game, human against a computer seat, played through the page by clicks.

Seed 31 gives Ann (human) the first turn with a joker in her rack and a play that needs
it: F8:*7D G8:7C H8:7H. Later turns take the engine's best legal play, so the game ends
in about 30 turns. The computer thinks on the page, in slices, at the "fast" speed.
Each test starts from its own fresh page (conftest's `page`), most of them on a new seed-31 game.
"""

from __future__ import annotations

import pytest
from gameplay import (
    TURN_TIMEOUT_MS,
    click_and_wait_turn,
    enter_exchange,
    place_by_drag,
    place_by_tap,
    place_play,
    rack_texts,
    rack_tile,
    saved_game,
    square,
    start_game,
    state,
    touch_drag,
    wait_human_turn,
    wait_state,
)
from playwright.sync_api import Page, expect
from test_page import LoadedPage, is_local

from ginnyo.rules import Action, Board, IllegalPlay, parse_play
from ginnyo.rules.assist import joker_options
from ginnyo.rules.layout import COLUMNS, square_name
from ginnyo.web.words.texts import end_reason_text, signed

SEED = 31
JOKER_PLAY = "F8:*7D G8:7C H8:7H"


@pytest.fixture
def started(page: Page) -> Page:
    """A fresh page on a new seed-31 game, Ann (human) to move first."""
    start_game(page, [("Ann", "human"), ("Computer", "easy")], SEED)
    wait_state(page, "human")
    return page


def test_new_game_form_shows_tile_sets(page: Page) -> None:
    assert state(page) == "setup"
    tile_sets = page.locator("#tile-sets")
    expect(tile_sets).to_contain_text("1 tile set (54 tiles)")
    page.select_option("#player-count", "3")
    expect(tile_sets).to_contain_text("2 tile sets (108 tiles)")
    expect(page.locator('.seat[data-seat="2"]')).to_be_visible()
    page.select_option("#player-count", "4")
    expect(page.locator('.seat[data-seat="3"]')).to_be_visible()
    expect(tile_sets).to_contain_text("2 tile sets (108 tiles)")
    page.select_option("#player-count", "2")
    expect(page.locator('.seat[data-seat="2"]')).to_be_hidden()
    expect(tile_sets).to_contain_text("1 tile set (54 tiles)")
    # default names follow the kinds and stay distinct
    expect(page.locator("#name-1")).to_have_value("Computer (easy)")
    page.select_option("#kind-0", "hard")
    page.select_option("#kind-1", "hard")
    expect(page.locator("#name-0")).to_have_value("Computer (hard)")
    expect(page.locator("#name-1")).to_have_value("Computer 2 (hard)")
    page.select_option("#kind-0", "human")
    expect(page.locator("#name-0")).to_have_value("Player 1")


def test_game_starts_with_the_humans_rack(started: Page) -> None:
    page = started
    game, kinds = saved_game(page)
    assert kinds == ("human", "easy")
    assert game.current == 0
    assert sorted(rack_texts(page)) == sorted(game.view(0).rack.split())
    assert "Ann starts" in page.inner_text("#last-action")
    assert "Ann" in page.inner_text("#turn")
    assert f"Pile: {len(game.pile)} tiles" in page.inner_text("#pile")
    # 8 tiles after the draw: no pass (RULES.md 5), exchange allowed
    assert page.locator('[data-action="pass"]').is_disabled()
    assert page.locator('[data-action="exchange"]').is_enabled()
    assert page.locator("#unseen").inner_text().count("joker") == 1  # the other joker is unseen


def test_placed_tiles_move_and_come_back(started: Page) -> None:
    page = started
    rack = page.locator("#rack [data-tile]")
    rack_tile(page, "7H").click()
    square(page, "G9").click()
    expect(square(page, "G9").locator(".tile.pending")).to_have_count(1)
    touch_drag(page, '#board [data-square="G9"]', '#board [data-square="G10"]')  # a finger moves it
    expect(square(page, "G9").locator(".tile")).to_have_count(0)
    expect(square(page, "G10").locator(".tile.pending")).to_have_count(1)
    square(page, "G10").drag_to(page.locator("#rack"))  # the mouse drags it home
    expect(square(page, "G10").locator(".tile")).to_have_count(0)
    expect(rack).to_have_count(8)
    touch_drag(page, '#rack button[data-tile="7H"]', '#board [data-square="G9"]')  # a finger places it
    expect(square(page, "G9").locator(".tile.pending")).to_have_count(1)
    expect(rack).to_have_count(7)
    square(page, "G9").click()  # tap selects it, a second tap sends it back
    square(page, "G9").click()
    expect(square(page, "G9").locator(".tile")).to_have_count(0)
    expect(rack).to_have_count(8)


def test_illegal_play_disables_play_and_shows_the_engines_reason(started: Page) -> None:
    page = started
    rack_tile(page, "7H").click()
    square(page, "G9").click()
    with pytest.raises(IllegalPlay) as reason:
        Board().check("G9:7H")
    preview = page.locator("#preview")
    expect(preview).to_have_attribute("data-state", "illegal")
    expect(preview).to_contain_text(str(reason.value))
    play = page.locator('[data-action="play"]')
    expect(play).to_be_disabled()
    expect(play).to_have_attribute("aria-describedby", "preview")
    page.locator("#board .sq.cursor").focus()  # the grid takes the focus on its cursor
    page.keyboard.press("Enter")  # the keyboard's Enter still asks the engine, which says why not
    expect(page.locator("#play-error")).to_contain_text(str(reason.value))
    # the tile stays where it was put: nothing returns to the rack silently
    expect(square(page, "G9").locator(".tile.pending")).to_have_count(1)
    expect(page.locator("#rack [data-tile]")).to_have_count(7)
    page.click('[data-action="take-back"]')
    expect(square(page, "G9").locator(".tile")).to_have_count(0)
    expect(page.locator("#rack [data-tile]")).to_have_count(8)


def play_the_joker_play(page: Page) -> None:
    """Ann's first turn: JOKER_PLAY, by drag and tap, the joker's card chosen in its dialog."""
    game, _ = saved_game(page)
    plays = {p.notation: p for p in game.legal_plays()}
    assert JOKER_PLAY in plays
    seven_c, seven_h, _joker = sorted(parse_play(JOKER_PLAY), key=lambda p: (p.joker, str(p.card)))
    place_by_drag(page, seven_c)
    place_by_tap(page, seven_h)
    # the joker, dragged: the dialog offers only the cards that make the play legal
    rack_tile(page, "*").drag_to(square(page, "F8"))
    page.locator("#joker-dialog").wait_for(state="visible")
    offered = page.locator("#joker-cards [data-card]").evaluate_all("els => els.map(e => e.dataset.card)")
    expected = joker_options(game.board, "G8:7C H8:7H", "F8")
    assert sorted(offered) == sorted(str(c) for c in expected.legal)
    assert "7D" in offered and len(offered) < 52
    page.click('#joker-cards [data-card="7D"]')
    page.locator("#joker-dialog").wait_for(state="hidden")
    preview = page.locator("#preview")
    expect(preview).to_have_attribute("data-state", "legal")
    expect(preview).to_contain_text(f"Legal play: {plays[JOKER_PLAY].total} points")
    click_and_wait_turn(page, '[data-action="play"]')
    sheet = page.locator("#sheet tbody tr").first
    expect(sheet).to_contain_text("F8:★7♦ G8:7♣ H8:7♥")  # JOKER_PLAY with suit symbols
    expect(sheet).to_contain_text(str(plays[JOKER_PLAY].total))
    expect(square(page, "F8").locator(".tile[data-joker]")).to_have_count(1)


def test_joker_play_by_drag_and_tap(started: Page) -> None:
    play_the_joker_play(started)


def test_computer_turn_is_shown_then_exchange(started: Page) -> None:
    page = started
    play_the_joker_play(page)
    assert wait_human_turn(page) == "human"
    game, _ = saved_game(page)
    assert len(game.log) >= 2 and game.log[1].player == 1
    expect(page.locator("#sheet tbody tr")).to_have_count(len(game.log))
    expect(page.locator("#sheet tbody tr.last")).to_have_count(1)
    if game.log[-1].kind == "play":
        expect(page.locator('#board .sq[data-ring="last"]')).to_have_count(len(parse_play(game.log[-1].detail)))
    score_before = game.totals()[0]
    enter_exchange(page)
    tiles = rack_texts(page)[:2]
    for n in range(2):
        page.locator("#rack button[data-tile]").nth(n).click()
    expect(page.locator('[data-action="exchange-confirm"]')).to_have_text("Exchange 2 tiles")
    click_and_wait_turn(page, '[data-action="exchange-confirm"]')
    game, _ = saved_game(page)
    mine = [t for t in game.log if t.player == 0]
    assert mine[-1].kind == "exchange" and mine[-1].detail == "2 tiles"
    assert str(game.actions[mine[-1].number - 1]) == str(Action.exchange(tuple(tiles)))
    assert game.totals()[0] == score_before


def cursor(page: Page) -> str:
    return str(page.locator("#board .sq.cursor").get_attribute("data-square"))


def key_place(page: Page, target: str, text: str) -> None:
    """Arrow keys to the square, then the digit of the rack tile."""
    here = cursor(page)
    dc = COLUMNS.index(target[0]) - COLUMNS.index(here[0])
    dr = int(target[1:]) - int(here[1:])
    for _ in range(abs(dc)):
        page.keyboard.press("ArrowRight" if dc > 0 else "ArrowLeft")
    for _ in range(abs(dr)):
        page.keyboard.press("ArrowDown" if dr > 0 else "ArrowUp")
    expect(page.locator("#board .sq.cursor")).to_have_attribute("data-square", target)
    page.keyboard.press(str(int(rack_tile(page, text).get_attribute("data-slot")) + 1))  # its number, not its place
    square(page, target).locator(".tile.pending").wait_for()


def test_keyboard_play(started: Page) -> None:
    page = started
    for _ in range(10):  # exchange until a joker-free play turns up (seed 31: at once or soon)
        assert wait_human_turn(page) == "human"
        game, _ = saved_game(page)
        plays = [p for p in game.legal_plays() if not any(x.joker for x in p.placements)]
        if plays:
            break
        page.click('[data-action="exchange"]')
        page.locator("#rack button[data-tile]").first.click()
        click_and_wait_turn(page, '[data-action="exchange-confirm"]')
    assert plays
    play = max(plays, key=lambda p: (len(p.placements), p.total))
    page.focus("#board .sq.cursor")
    for p in play.placements:
        key_place(page, square_name(p.square), str(p.card))
    expect(page.locator("#preview")).to_have_attribute("data-state", "legal")
    page.keyboard.press("Escape")  # every tile back to the rack
    expect(page.locator("#board .tile.pending")).to_have_count(0)
    expect(page.locator("#rack [data-tile]")).to_have_count(8)
    for p in play.placements:
        key_place(page, square_name(p.square), str(p.card))
    before = saved_game(page)[0]
    page.keyboard.press("Enter")
    page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) > n", arg=len(before.log))
    game, _ = saved_game(page)
    mine = [t for t in game.log if t.player == 0]
    assert mine[-1].detail == play.notation and mine[-1].score == play.total


def test_play_to_the_end(loaded: LoadedPage, started: Page) -> None:
    page = started
    for _ in range(200):
        if wait_human_turn(page) == "over":
            break
        game, _ = saved_game(page)
        assert game.current == 0
        plays = game.legal_plays()
        if plays:
            place_play(page, plays[0].placements)
            expect(page.locator("#preview")).to_have_attribute("data-state", "legal")
            click_and_wait_turn(page, '[data-action="play"]')
        elif game.can_pass():
            click_and_wait_turn(page, '[data-action="pass"]')
        else:  # no legal play: the expert's exchange comes selected, one press confirms it
            expect(page.locator("#rack .tile.picked").first).to_be_visible(timeout=TURN_TIMEOUT_MS)
            click_and_wait_turn(page, '[data-action="exchange-confirm"]')
    assert state(page) == "over"
    game, _ = saved_game(page)
    assert game.over
    end = page.locator("#end-dialog")
    expect(end).to_be_visible()
    expect(end).to_contain_text(end_reason_text(game.end_reason, game.options.idle_rounds))
    winners = [game.names[s] for s in game.winners()]
    for name in winners:
        expect(page.locator("#end-winners")).to_contain_text(name)
    rows = page.locator("#end-table tbody tr")
    expect(rows).to_have_count(2)
    for seat in range(2):
        cells = rows.nth(seat).locator("td").all_inner_texts()
        left, penalty = str(len(game.racks[seat])), signed(-game.penalties[seat])
        assert cells == [signed(game.scores[seat]), left, penalty, signed(game.totals()[seat])]
    # after "Look at the board" the winner stays, and the score sheet adds up to the totals
    page.click('#end-dialog [data-action="close-dialog"]')
    expect(end).to_be_hidden()
    for name in winners:
        expect(page.locator("#turn")).to_contain_text(name)
    sheet = page.locator("#sheet tbody tr").evaluate_all("rows => rows.map(r => [...r.cells].map(c => c.textContent))")
    assert len(sheet) == len(game.log) + 2  # a penalty row per player
    for seat, name in enumerate(game.names):
        points = [cells[3] for cells in sheet if cells[1] == name]
        assert "-" not in "".join(points) and sum(int(p.replace("\u2212", "-")) for p in points) == game.totals()[seat]
    assert loaded.page_errors == []
    assert loaded.console_errors == []
    assert loaded.failed_requests == []
    assert [url for url in loaded.requests if not is_local(url, loaded.origin)] == []
    # the computer thought on the page: no worker, no second interpreter, the runtime downloaded once
    assert page.workers == [] and page.locator("script[type=py][worker]").count() == 0
    assert [url.rpartition("/")[2] for url in loaded.requests].count("pyodide.asm.wasm") == 1
    assert [url.rpartition("/")[2] for url in loaded.requests].count("python_stdlib.zip") == 1
