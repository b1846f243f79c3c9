"""What assistive technology gets, without a browser: the board's and the rack's accessible names,
what the live region says after each turn and refusal, and where the focus goes.

Seed 9: Ann (the human) starts and can lay 4♣ 4♥ 4♠ on F8-H8.
"""

from __future__ import annotations

from test_page_markup import REPO_ROOT, parse_page
from test_web_flow import exchange_one, opened_session
from test_web_update import DUO, SOLO, best_play, run, start, tap_place

from ginnyo.rules.layout import STANDARD, Bonus, parse_square
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.enums import Dialog
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import Message, UiState
from ginnyo.web.shell.view_focus import Home, first_control, home
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.state import START_SQUARE
from ginnyo.web.tiles.view_board import board_cells
from ginnyo.web.tiles.view_rack import rack_view
from ginnyo.web.words.lazy import phrase
from ginnyo.web.words.texts import square_label


def label(state: UiState, square: str) -> str:
    return next(c.label for c in board_cells(state.tiles, state.thinking, screen(state)) if c.square == square)


def said(effects: list[Effect]) -> list[str]:
    return [effect.text for effect in effects if isinstance(effect, fx.Announce)]


def test_squares_are_named_with_their_bonus_and_tile() -> None:
    state = start(SOLO, 9)
    assert label(state, "H8") == "H8: start (red)"
    assert label(state, "A1") == "A1: meld ×3 (blue)"
    assert label(state, "B1") == "B1"
    play = best_play(state)
    for p in play:
        state = tap_place(state, p)
    assert label(state, "H8") == "H8: start (red), 4 of spades (placed this turn)"
    state, _ = run(state, tev.TapSquare("G8"))
    assert label(state, "G8") == "G8: 4 of hearts (placed this turn, picked up)"
    assert square_label("F8", Bonus.MELD2, "x") == "F8: meld ×2 (orange), x"


def test_the_last_play_is_named_as_such() -> None:
    state = start(SOLO, 9)
    for p in best_play(state):
        state = tap_place(state, p)
    state, _ = run(state, tev.Play())
    assert label(state, "F8") == "F8: meld ×2 (orange), 4 of clubs (last play)"


def test_rack_buttons_are_named_first_by_what_they_show() -> None:
    state = start(SOLO, 10)  # a joker in the rack
    tiles = rack_view(state.tiles, state.thinking, screen(state)).tiles
    assert any(t.look.joker for t in tiles)
    for key, tile in enumerate(tiles, 1):  # the key shows after the face while the keyboard is in use
        assert tile.label.startswith(f"{tile.look.face} {key}, ") and tile.label.endswith(f", key {key}")
    joker = next(t for t in tiles if t.look.joker)
    assert joker.label == f"★ {joker.slot + 1}, joker, key {joker.slot + 1}"


def test_a_play_and_the_scores_are_said_then_the_computers_turn_and_yours() -> None:
    state = start(SOLO, 9)
    for p in best_play(state):
        state = tap_place(state, p)
    state, effects = run(state, tev.Play())
    assert said(effects) == [
        "Ann played 4 of clubs on F8, 4 of hearts on G8 and 4 of spades on H8, for 24 points. Scores: Ann 24, Robo 0."
    ]
    assert state.tiles is not None
    generation = state.generation
    action = state.tiles.session.game.legal_actions()[0]
    state, effects = run(state, cev.ComputerMoved(generation, 1, action))
    assert said(effects) == [
        "Robo played 3 of clubs on F7 and 5 of clubs on F9, for 12 points. Scores: Ann 24, Robo 12. Your turn."
    ]


def test_a_refused_play_says_why() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.TapRack(0), tev.TapSquare("A1"))  # illegal: Play is disabled, Enter still tries
    state, effects = run(state, tev.KeyEnter())
    assert str(state.error).startswith("That is not allowed: ")
    assert said(effects) == [str(state.error)]
    _, effects = run(state, tev.MoveCursor(1, 0))
    assert said(effects) == []  # the same error is said once


def test_hot_seat_turns_are_said_without_your_turn_and_the_end_with_the_final_scores() -> None:
    state, _ = run(UiState(), ev.Resume(opened_session(idle_rounds=1)))
    state, effects = run(state, tev.Reveal(), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert said(effects) == ["Bob exchanged 1 tile. Scores: Ann 24, Bob 0."]
    state, effects = run(state, tev.Reveal(), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.tiles.session.game.over
    (text,) = said(effects)
    assert text.startswith("Ann exchanged 1 tile. Game over: ")
    assert "1 full round in a row went by without a play. Final scores: Ann " in text


def test_each_dialog_opens_on_a_sensible_control() -> None:
    state = start(DUO, 9)
    assert state.dialog is Dialog.HANDOFF and first_control(state) == "reveal-button"
    setup, _ = run(UiState(), ev.OpenSetup(first=True))
    assert first_control(setup) == "player-count"
    question, _ = run(state, tev.Reveal(), ev.OpenSetup())
    assert question.dialog is Dialog.MESSAGE and first_control(question) == "message-close"  # Cancel
    damaged, _ = run(UiState(), ev.LoadFailed("bad JSON"))
    assert first_control(damaged) == "message-new"
    message = Message(phrase("Nothing to save"), phrase("Start a game first."))
    notice = UiState(dialog=Dialog.MESSAGE, message=message)
    assert first_control(notice) == "message-close"
    assert first_control(exchange_one(state)) == "reveal-button"


def test_home_is_the_board_or_the_rack_while_choosing_an_exchange() -> None:
    state = start(SOLO, 9)
    assert home(state) is Home.BOARD
    exchanging, _ = run(state, tev.EnterExchange())
    assert home(exchanging) is Home.RACK
    assert home(run(exchanging, tev.LeaveExchange())[0]) is Home.BOARD


def test_the_static_board_is_a_grid_named_as_the_page_names_it() -> None:
    """Before Python runs, a square's name is its `title`: the same words `square_label` gives."""
    squares = parse_page().squares
    for name, square in squares.items():
        assert square["role"] == "gridcell", name
        assert square["title"] == square_label(name, STANDARD.bonus(parse_square(name))), name
    assert [name for name, square in squares.items() if square.get("tabindex") == "0"] == [START_SQUARE]
    page = (REPO_ROOT / "index.html").read_text(encoding="utf-8")
    assert page.count('<div role="row">') == 15 and 'id="board" class="board" role="grid"' in page
