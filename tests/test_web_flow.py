"""The page's flow without a browser: the idle-rule warning, the end of a game, wording,
confirming before a game is replaced, drafts that survive a reload, and Play on an illegal play.

Seed 9: Ann (the human) starts and can lay 4♣ 4♥ 4♠ on F8-H8.
"""

from __future__ import annotations

from test_web_update import SOLO, best_play, run, start, tap_place

from ginnyo.rules import Action, Game, Options
from ginnyo.rules.game import END_IDLE
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, Phase, PreviewState, Replace, SeatKind
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.common.text import said
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.view_controls import controls_view, preview_view
from ginnyo.web.shell.view_dialogs import end_view, message_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session, draft_json
from ginnyo.web.tiles.view_panel import player_rows, sheet_rows, turn_view
from ginnyo.web.tiles.view_rack import rack_view
from ginnyo.web.words.names import default_names
from ginnyo.web.words.texts import LAST_IDLE_ROUND, MINUS, draw_text, tiles, winners_text


def opened_session(idle_rounds: int, names: tuple[str, str] = ("Ann", "Bob")) -> Session:
    """Two humans (hot seat) with the first meld on the board, seed 9."""
    game = Game(names, seed=9, options=Options(idle_rounds=idle_rounds))
    game.apply(Action.play(game.legal_plays()[0].placements))
    return Session(game, (SeatKind.HUMAN, SeatKind.HUMAN))


def exchange_one(state: UiState) -> UiState:
    state, _ = run(state, tev.Reveal(), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    return state


# -- part 1: the idle rule on the page -------------------------------------------------------


def test_the_last_idle_round_is_announced_then_the_end_says_why() -> None:
    state, _ = run(UiState(), ev.Resume(opened_session(idle_rounds=2)))
    assert LAST_IDLE_ROUND not in turn_view(state.tiles, screen(state)).text
    state = exchange_one(exchange_one(state))  # one round without a play: one more ends the game
    assert LAST_IDLE_ROUND in turn_view(state.tiles, screen(state)).text
    state = exchange_one(exchange_one(state))
    assert state.phase is Phase.OVER and state.tiles.session is not None
    assert state.tiles.session.game.end_reason == f"2 {END_IDLE}"
    end = end_view(state, screen(state))
    assert end is not None and end.reason == "2 full rounds in a row went by without a play."
    assert LAST_IDLE_ROUND not in turn_view(state.tiles, screen(state)).text


def test_no_idle_warning_before_the_first_meld() -> None:
    game = Game(("Ann", "Bob"), seed=9, options=Options(idle_rounds=1))
    state, _ = run(UiState(), ev.Resume(Session(game, (SeatKind.HUMAN, SeatKind.HUMAN))))
    for _ in range(6):
        state = exchange_one(state)
        assert not game.over and LAST_IDLE_ROUND not in turn_view(state.tiles, screen(state)).text


# -- part 8: the end of the game and the wording ---------------------------------------------


def finished() -> UiState:
    state, _ = run(UiState(), ev.Resume(opened_session(idle_rounds=1)))
    state = exchange_one(exchange_one(state))
    assert state.tiles.session.game.over
    return state


def test_the_score_sheet_adds_up_with_penalty_rows() -> None:
    state = finished()
    game = state.tiles.session.game if state.tiles.session else None
    assert game is not None and any(game.penalties)
    rows = sheet_rows(screen(state))
    penalties = [row for row in rows if row.number is None]
    assert [row.name for row in penalties] == list(game.names)
    assert all(row.what.endswith(" left") for row in penalties)
    for seat, name in enumerate(game.names):
        points = sum(int(row.score.replace(MINUS, "-")) for row in rows if row.name == name)
        assert points == game.totals()[seat]
    assert all("-" not in row.score for row in rows)  # one minus sign: U+2212
    assert rows[0].what == "F8:4♣ G8:4♥ H8:4♠"  # suit symbols, as everywhere on the page


def test_the_end_table_has_tiles_left_and_penalty_columns_and_the_winner_stays() -> None:
    state = finished()
    game = state.tiles.session.game if state.tiles.session else None
    assert game is not None
    end = end_view(state, screen(state))
    assert end is not None
    for seat, row in enumerate(end.rows):
        points, tiles, penalty, total = row.cells
        assert tiles == str(len(game.racks[seat])) and penalty == f"{MINUS}{game.penalties[seat]}"
        assert int(points) - int(penalty.replace(MINUS, "")) == int(total.replace(MINUS, "-"))
    winner = game.names[game.winners()[0]]
    closed, _ = run(state, ev.CloseDialog())
    assert closed.dialog is None
    assert turn_view(closed.tiles, screen(closed)).text == f"Game over: {winner} wins."


def test_grammar_for_you_and_for_counts() -> None:
    state = start((("You", "human"), ("Computer (easy)", "easy")), 9)
    assert state.tiles is not None
    game = state.tiles.session.game
    assert draw_text(game.names, game.draws, game.starter).endswith("You start.")
    assert rack_view(state.tiles, state.thinking, screen(state)).title == "Your tiles"
    assert turn_view(state.tiles, screen(state)).text == "Your turn."
    assert [row.rack_size for row in player_rows(screen(state))] == ["8 tiles", "7 tiles"]
    assert tiles(1) == "1 tile" and winners_text(("Ann", "You"), (0,)) == "Ann wins"
    assert winners_text(("Ann", "You"), (1,)) == "You win"
    assert winners_text(("Ann", "Bob", "You"), (0, 1, 2)) == "Ann, Bob and You share the win"


def test_default_names_are_distinct_and_duplicates_are_refused() -> None:
    seats = [("You", "human"), ("Computer (medium)", "hard"), ("Player 3", "hard"), ("Zed", "easy")]
    assert default_names(seats) == ["You", "Computer (hard)", "Computer 2 (hard)", "Zed"]
    assert default_names([("You", "easy"), ("Ann", "human")]) == ["Computer (easy)", "Ann"]
    opened, _ = run(UiState(), ev.OpenSetup(first=True))
    state, _ = run(opened, ev.SubmitSetup((("Ann", "human"), ("ann ", "easy")), "", 0))
    assert state.tiles is None and state.dialog is Dialog.SETUP
    assert said(state.setup_error) == "Two players are named ann: give each player a different name."


# -- part 4: no dead ends, nothing lost -------------------------------------------------------


def test_new_game_and_load_from_file_ask_before_replacing_a_game_in_progress() -> None:
    state = start(SOLO, 9)
    asked, effects = run(state, ev.OpenSetup())
    assert asked.dialog is Dialog.MESSAGE and effects == []
    assert asked.message is not None and asked.message.confirm is Replace.NEW_GAME
    view = message_view(asked)
    assert view is not None and view.confirm_label == "Start a new game" and view.close_label == "Cancel"
    kept, _ = run(asked, KeyEscape())
    assert kept.dialog is None and kept.tiles.session is state.tiles.session
    confirmed, _ = run(asked, ev.Confirm())
    assert (
        confirmed.dialog is Dialog.SETUP
        and confirmed.setup_can_cancel
        and confirmed.tiles.session is state.tiles.session
    )
    asked, effects = run(state, ev.ChooseImport())
    assert asked.dialog is Dialog.MESSAGE and effects == []
    chosen, effects = run(asked, ev.Confirm())
    assert chosen.dialog is None and effects == [fx.ChooseFile()]


def test_nothing_to_confirm_without_a_game_or_after_it() -> None:
    assert run(UiState(), ev.ChooseImport()) == (UiState(), [fx.ChooseFile()])
    over = finished()
    assert run(over, ev.OpenSetup())[0].dialog is Dialog.SETUP
    assert run(start(SOLO, 9), ev.Confirm())[1] == []  # no question asked: nothing happens


def test_a_damaged_save_is_kept_when_a_file_is_loaded_instead() -> None:
    failed, _ = run(UiState(), ev.LoadFailed("not a record"))
    view = message_view(failed)
    assert view is not None and view.offers and view.close_label == "Close" and view.detail == "Not a record"
    other = start(SOLO, 15).tiles.session
    assert other is not None
    _, effects = run(failed, ev.ChooseImport(), ev.Imported(other, "game.json"))
    assert effects[:3] == [fx.ChooseFile(), fx.KeepDamagedSave(), fx.Save(fresh=True)]


def test_the_draft_survives_a_reload_and_a_bad_one_is_dropped() -> None:
    state = start(SOLO, 9)
    for p in best_play(state)[:2]:
        state = tap_place(state, p)
    assert state.tiles.draft is not None
    kept = draft_json(state.tiles.draft, state.tiles.session.game)
    saved = Session.from_json(state.tiles.session.to_json())
    reloaded, _ = run(UiState(), ev.Resume(saved, kept))
    assert reloaded.tiles.draft == state.tiles.draft
    for bad in ("{", "[]", kept.replace('"turn": 0', '"turn": 1'), kept.replace('"F8"', '"Z99"')):
        dropped, _ = run(UiState(), ev.Resume(Session.from_json(saved.to_json()), bad))
        assert dropped.tiles.draft is not None and dropped.tiles.draft.placed == {} and dropped.phase is Phase.HUMAN


def test_play_is_disabled_while_the_preview_says_the_play_is_illegal() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.TapRack(0), tev.TapSquare("A1"))
    preview = preview_view(state, screen(state))
    assert preview.state is PreviewState.ILLEGAL and preview.message.startswith("Not a legal play: ")
    controls = controls_view(state, screen(state))
    assert not controls.enabled["play"] and controls.enabled["take-back"]
    legal = start(SOLO, 9)
    for p in best_play(legal):
        legal = tap_place(legal, p)
    assert controls_view(legal, screen(legal)).enabled["play"]
