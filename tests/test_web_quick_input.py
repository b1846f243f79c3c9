"""Input is never lost: your turn begins with the computer's action, while its tiles still land (no PyScript).

The driver (`computer/driver.py`) sends `ComputerMoved`, then one `ShowSquare` per tile, `ComputerShown` and,
after a pause, `ComputerFinished`; these tests send the same events. Whenever the turn line says it is your
turn, the rack, the board, the keys and the buttons take your input; a step of a computer's turn that the game
has moved past (you played meanwhile) changes nothing.
"""

from __future__ import annotations

import computer_turns
import pytest
from test_gin_web import screen as gin_view
from test_gin_web import start as start_gin
from test_web_a11y import said
from test_web_update import best_play, game_of, run, start, tap_place

from ginnyo.ginrummy import Phase as GinPhase
from ginnyo.rules.layout import square_name
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.enums import CellKind, Dialog, GinLevel, Phase, SeatKind
from ginnyo.web.common.text import said as words
from ginnyo.web.rummy.events import GinAct, GinButton, GinCard, GinPile
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.shell.view_controls import controls_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.state import RackPick, my_turn
from ginnyo.web.tiles.view_board import board_cells
from ginnyo.web.tiles.view_panel import turn_view
from ginnyo.web.tiles.view_rack import rack_view

SOLO = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY))
YOUR_TURN = "Your turn, Ann."


def computer_moved(state: UiState) -> tuple[UiState, list[Effect]]:
    """The computer to move takes the engine's first legal action (a play when it has one)."""
    game = game_of(state)
    return run(state, cev.ComputerMoved(state.generation, game.current, game.legal_actions()[0]))


def steps(state: UiState) -> list[Event]:
    """What the driver sends after the computer's action: its tiles one by one, shown, finished."""
    generation, actions = state.generation, actions_played(state)
    landing = [cev.ShowSquare(generation, actions)] * len(state.tiles.hidden)
    return [*landing, cev.ComputerShown(generation, actions), cev.ComputerFinished(generation, actions)]


def landing() -> UiState:
    """Ann has played; Robo's play is applied and its two tiles are still hidden."""
    state = start(SOLO, 9)
    for p in best_play(state):
        state = tap_place(state, p)
    state, _ = run(state, tev.Play())
    assert turn_view(state.tiles, screen(state)).text == "Robo (computer, easy) is thinking…"
    assert not accepts_input(state)
    state, _ = computer_moved(state)
    assert len(state.tiles.hidden) == 2
    return state


def accepts_input(state: UiState) -> bool:
    """The table takes your taps, keys and buttons: your turn, a rack of buttons, Play, Take back or Exchange."""
    view = screen(state)
    live = all(tile.index is not None for tile in rack_view(state.tiles, state.thinking, view).tiles)
    enabled = controls_view(state, view).enabled
    return my_turn(state.tiles, state.thinking) and live and any(enabled[b] for b in ("play", "take-back", "exchange"))


def test_your_turn_is_on_as_soon_as_the_computers_play_is_applied() -> None:
    state = landing()
    assert turn_view(state.tiles, screen(state)).text == YOUR_TURN and accepts_input(state)
    assert words(state.notice).startswith("Robo played ")  # not "Robo is playing…" beside "Your turn."
    assert state.phase is Phase.HUMAN and not state.thinking
    hidden = set(state.tiles.hidden)
    cells = board_cells(state.tiles, state.thinking, screen(state))
    assert not any(c.tile for c in cells if c.square in hidden)  # still landing
    placed = best_play(state)
    for p in placed:
        state = tap_place(state, p)
    squares = {square_name(p.square) for p in placed}
    state, _ = run(state, *steps(state)[:-1])  # the landing goes on
    cells = {c.square: c.kind for c in board_cells(state.tiles, state.thinking, screen(state))}
    assert all(cells[s] is CellKind.PENDING for s in squares) and all(cells[s] is CellKind.LAST for s in hidden)
    assert words(state.notice).startswith("Robo played ") and set(state.tiles.draft.placed) == squares
    late = steps(state)[-1]
    assert run(state, late) == (state, [])  # the pause after the landing: your turn was on already


@pytest.mark.parametrize("way", ["tap", "drop", "key"])
def test_a_square_where_the_computers_tile_still_lands_is_covered_and_its_play_shows_at_once(way: str) -> None:
    state = landing()
    target = state.tiles.hidden[-1]
    tried = {
        "tap": [tev.TapRack(0), tev.TapSquare(target)],
        "drop": [tev.Drop(RackPick(0), target, False, None)],
        "key": [tev.TapSquare(target), tev.KeyPlace(0)],
    }[way]
    state, _ = run(state, *tried)
    assert words(state.error) == f"{target} is already covered" and state.tiles.hidden == ()
    assert not state.tiles.draft.placed and accepts_input(state)
    cells = {c.square: c for c in board_cells(state.tiles, state.thinking, screen(state))}
    assert cells[target].kind is CellKind.LAST and cells[target].tile is not None
    generation, actions = state.generation, actions_played(state)
    assert run(state, cev.ShowSquare(generation, actions)) == (state, [])  # nothing left to land
    state, _ = run(state, *steps(state))
    assert words(state.notice).startswith("Robo played ") and accepts_input(state)


def test_playing_while_the_computers_tiles_land_keeps_both_turns_in_order() -> None:
    before = landing()
    state = start(SOLO, 9)
    for p in best_play(state):
        state = tap_place(state, p)
    state, first = run(state, tev.Play())
    state, moved = computer_moved(state)
    assert state == before
    late = steps(state)
    for p in best_play(state):
        state = tap_place(state, p)
    state, played = run(state, tev.Play())
    heard = said(first + moved + played)
    assert [text.split(" played ")[0] for text in heard] == ["Ann", "Robo", "Ann"]
    assert heard[1].endswith("Your turn.") and played.count(fx.StartComputer(state.generation)) == 1
    assert state.tiles.hidden == () and state.thinking and len(game_of(state).log) == 3
    for step in late:  # the driver's steps of Robo's first turn, late: nothing changes, the computer moves once
        assert run(state, step) == (state, [])


def test_a_computer_after_a_computer_still_lands_first_and_then_your_turn_comes() -> None:
    seats = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY), ("Bob", SeatKind.EASY))
    state = start(seats, 9)
    while game_of(state).current != 0:  # the computers before Ann's first turn
        state, _ = computer_moved(state)
        state, _ = run(state, *steps(state))
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    state, effects = computer_moved(state)  # Robo: Bob moves next
    assert state.thinking and state.phase is Phase.AI and not any(isinstance(e, fx.StartComputer) for e in effects)
    assert turn_view(state.tiles, screen(state)).text == "Bob (computer, easy) is thinking…"
    state, effects = run(state, *steps(state))
    assert effects.count(fx.StartComputer(state.generation)) == 1 and state.thinking
    state, _ = computer_moved(state)  # Bob: Ann is on at once (with no play: her exchange)
    assert turn_view(state.tiles, screen(state)).text.endswith("Ann.") and accepts_input(state)


def test_in_a_hot_seat_game_the_device_is_passed_once_the_computers_play_was_seen() -> None:
    seats = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY), ("Bob", SeatKind.HUMAN))
    state = start(seats, 9)
    while game_of(state).current != 1:  # each human shows their rack and exchanges, until Robo is to move
        state, _ = run(state, tev.Reveal(), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    state, _ = computer_moved(state)
    assert state.dialog is None and state.thinking and not my_turn(state.tiles, state.thinking)
    assert turn_view(state.tiles, screen(state)).text == "Bob's turn: pass the device to Bob."
    state, _ = run(state, *steps(state))
    assert state.phase is Phase.HANDOFF and state.dialog is Dialog.HANDOFF
    state, _ = run(state, tev.Reveal())
    assert turn_view(state.tiles, screen(state)).text.endswith("Bob.") and accepts_input(state)


def test_the_turn_line_says_your_turn_only_when_your_input_is_taken() -> None:
    state, landed = start(SOLO, 9), 0
    for _ in range(6):
        if state.thinking:
            state, _ = computer_moved(state)
            seen = [state]
            for step in steps(state):
                state, _ = run(state, step)
                seen.append(state)
        else:
            seen = [state]
            for p in best_play(state):
                state = tap_place(state, p)
                seen.append(state)
            state, _ = run(state, tev.Play())
        for moment in seen:
            if turn_view(moment.tiles, screen(moment)).text == YOUR_TURN:
                assert accepts_input(moment)
                landed += bool(moment.tiles.hidden)
    assert landed  # said (and so taken) while the computer's tiles were still landing


def gin_computer(state: UiState) -> tuple[UiState, list[Effect]]:
    """The computer's action in the match, as it chooses it."""
    return run(state, computer_turns.computer_moved(state))


def gin_your_turn(state: UiState) -> UiState:
    """Through the computer's actions (each with its pause) until you are to move."""
    while state.phase is Phase.AI:
        state, _ = gin_computer(state)
        state, _ = run(state, cev.ComputerFinished(state.generation, actions_played(state)))
    assert state.phase is Phase.HUMAN
    return state


def test_gin_rummy_your_turn_begins_with_the_computers_discard_and_a_late_pause_changes_nothing() -> None:
    state = gin_your_turn(run(start_gin(4, GinLevel.BASELINE), GinAct(GinButton.PASS))[0])
    if state.rummy.session.game.phase is not GinPhase.DRAW:  # the first upcard offered again: pass
        state = gin_your_turn(run(state, GinAct(GinButton.PASS))[0])
    card = state.rummy.session.game.view(0).hand.split()[0]
    state, _ = run(state, GinPile("stock"), GinCard(card), GinCard(card))  # you draw and discard
    state, effects = gin_computer(state)  # its draw: its discard comes after the pause
    assert state.phase is Phase.AI and state.thinking and not any(isinstance(e, fx.StartComputer) for e in effects)
    assert gin_view(state).turn == "Computer (steady) is thinking…"
    state, effects = run(state, cev.ComputerFinished(state.generation, actions_played(state)))
    assert effects.count(fx.StartComputer(state.generation)) == 1
    state, _ = gin_computer(state)  # its discard: your turn at once
    assert state.phase is Phase.HUMAN and not state.thinking and state.rummy.my_turn
    assert gin_view(state).turn.startswith("Your turn") and gin_view(state).stock[1]
    late = cev.ComputerFinished(state.generation, actions_played(state))
    state, _ = run(state, GinPile("stock"))
    assert words(state.notice) == "You drew from the stock."
    assert run(state, late) == (state, [])
