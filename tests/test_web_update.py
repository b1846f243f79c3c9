"""The page's behaviour without a browser: `update(state, event)` and the views it feeds.

Games are started through the new-game event, as the page does; the engine says which
plays are legal (seed 9: Ann can lay 4♣ 4♥ 4♠; seed 10: J♥ Q♥ and a joker as 10♥).
"""

from __future__ import annotations

from computer_turns import simpler_moved
from helpers import run_all

from ginnyo.rules import Action, Game, Placement
from ginnyo.rules.actions import ActionKind, parse_action
from ginnyo.rules.layout import square_name
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.computer_events import Fault
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.enums import Dialog, GameKind, Mode, Phase, PreviewState, SeatKind
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.session import SEED_LIMIT
from ginnyo.web.common.text import said
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState, expert_thinking
from ginnyo.web.shell.update import update
from ginnyo.web.shell.view_controls import PASS_REFUSED, controls_view, preview_view
from ginnyo.web.shell.view_dialogs import handoff_view, joker_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.state import RackPick, SquarePick, my_turn, visible_seat
from ginnyo.web.tiles.view_board import CellKind, board_cells
from ginnyo.web.tiles.view_panel import turn_view, unseen_view
from ginnyo.web.tiles.view_rack import rack_view
from ginnyo.web.words.computer import think_failed

SOLO = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY))
DUO = (("Ann", SeatKind.HUMAN), ("Bob", SeatKind.HUMAN))


def run(state: UiState, *events: Event) -> tuple[UiState, list[Effect]]:
    return run_all(update, state, events)


def start(seats: tuple[tuple[str, SeatKind], ...], seed: int) -> UiState:
    state, _ = run(UiState(), ev.SubmitSetup(seats, str(seed), 0))
    return state


def game_of(state: UiState) -> Game:
    """The game `state` holds: every turn brings a new one (the last state's stays as it was)."""
    assert state.tiles is not None
    return state.tiles.session.game


def rack_index(state: UiState, text: str) -> int:
    """The first rack tile showing `text` that is still in the rack."""
    assert state.tiles.draft is not None
    return next(i for i in state.tiles.draft.in_rack() if state.tiles.draft.rack[i] == text)


def tap_place(state: UiState, p: Placement) -> UiState:
    text = "*" if p.joker else str(p.card)
    state, _ = run(state, tev.TapRack(rack_index(state, text)), tev.TapSquare(square_name(p.square)))
    if p.joker:
        state, _ = run(state, tev.ChooseJoker(str(p.card)))
    return state


def best_play(state: UiState) -> tuple[Placement, ...]:
    assert state.tiles is not None
    return state.tiles.session.game.legal_plays()[0].placements


def test_new_game_starts_on_the_human_turn_and_saves() -> None:
    state, effects = run(UiState(), ev.SubmitSetup(SOLO, "9", 0))
    assert state.phase is Phase.HUMAN and my_turn(state.tiles, state.thinking) and state.dialog is None
    assert fx.Save(fresh=True) in effects and fx.KeepDamagedSave() in effects and fx.WarmComputer() in effects
    assert state.tiles.session.kinds == (SeatKind.HUMAN, SeatKind.EASY)
    assert said(state.notice).startswith("Draw for the first turn:")


def test_a_computer_seat_in_the_open_form_warms_the_computer() -> None:
    opened, _ = run(UiState(), ev.OpenSetup(first=True))
    assert run(opened, ev.ComputerSeatChosen()) == (opened, [fx.WarmComputer()])
    playing = start(DUO, 9)  # the form is closed: nothing to prepare
    assert run(playing, ev.ComputerSeatChosen()) == (playing, [])


def test_setup_errors_stay_in_the_form() -> None:
    opened, _ = run(UiState(), ev.OpenSetup(first=True))
    assert opened.dialog is Dialog.SETUP and opened.phase is Phase.SETUP and not opened.setup_can_cancel
    state, effects = run(opened, ev.SubmitSetup(SOLO, "4x", 0))
    assert said(state.setup_error) == "The seed is a whole number, like 42." and effects == []
    state, _ = run(opened, ev.SubmitSetup((("", "human"), ("B", "easy")), "", 0))
    assert said(state.setup_error) == "Player 1 needs a name." and state.tiles is None
    for game in GameKind:  # a seed beyond what JavaScript holds exactly, in either game
        state, effects = run(opened, ev.SubmitSetup(SOLO, str(SEED_LIMIT), 0, game))
        assert said(state.setup_error) == f"The seed is a whole number from 0 to {SEED_LIMIT - 1}." and effects == []
        assert state.tiles is None and state.rummy is None
    assert run(opened, ev.SubmitSetup(SOLO, str(SEED_LIMIT - 1), 0))[0].tiles is not None
    assert run(state, ev.CloseDialog())[0].dialog is Dialog.SETUP  # no game: the form stays


def test_tap_tap_placement_pick_move_and_take_back() -> None:
    state = start(SOLO, 9)
    first = best_play(state)[0]
    index = rack_index(state, str(first.card))
    state, _ = run(state, tev.TapRack(index))
    assert state.tiles.pick == RackPick(index)
    assert next(t for t in rack_view(state.tiles, state.thinking, screen(state)).tiles if t.index == index).selected
    assert run(state, tev.TapRack(index))[0].tiles.pick is None  # a second tap drops the pick
    state, _ = run(state, tev.TapSquare("F8"))
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"F8": index} and state.tiles.pick is None
    assert state.tiles.cursor == "F8"
    state, _ = run(state, tev.TapSquare("F8"))
    assert state.tiles.pick == SquarePick("F8")
    cell = next(c for c in board_cells(state.tiles, state.thinking, screen(state)) if c.square == "F8")
    assert cell.kind is CellKind.SELECTED and cell.placed and "(placed this turn, picked up)" in cell.label
    state, _ = run(state, tev.TapSquare("E8"))  # the picked tile moves
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"E8": index}
    state, _ = run(state, tev.TapSquare("E8"), tev.TapSquare("E8"))  # picked, then taken back
    assert state.tiles.draft is not None and state.tiles.draft.placed == {}


def test_placing_on_a_covered_square_shows_the_reason() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.TapRack(0), tev.TapSquare("H8"), tev.Drop(RackPick(1), "H8"))
    assert said(state.error) == "H8 already holds a tile placed this turn"
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"H8": 0}


def test_drag_drop_places_moves_and_returns_to_the_rack() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.Drop(RackPick(2), "H8"))
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"H8": 2}
    state, _ = run(state, tev.Drop(SquarePick("H8"), "G8"))
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"G8": 2}
    state, _ = run(state, tev.Drop(SquarePick("G8"), None))  # let go elsewhere: nothing changes
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"G8": 2}
    state, _ = run(state, tev.Drop(SquarePick("G8"), None, on_rack=True))
    assert state.tiles.draft is not None and state.tiles.draft.placed == {}
    exchanging, _ = run(state, tev.EnterExchange(), tev.Drop(RackPick(0), "H8"))
    assert exchanging.tiles.draft is not None and exchanging.tiles.draft.placed == {}


def test_keyboard_cursor_places_along_the_last_direction() -> None:
    state = start(SOLO, 9)
    state, effects = run(state, tev.MoveCursor(-1, 0), tev.MoveCursor(-1, 0))
    assert state.tiles.cursor == "F8" and state.tiles.step == (1, 0) and effects == []
    play = best_play(state)  # F8, G8, H8
    for p in play:
        index = rack_index(state, str(p.card))
        rack = rack_view(state.tiles, state.thinking, screen(state))
        slot = next(t.slot for t in rack.tiles if t.index == index)  # its number - 1
        state, _ = run(state, tev.KeyPlace(slot))
    assert state.tiles.cursor == "I8"  # the cursor moved on after each tile
    preview = preview_view(state, screen(state))
    assert preview.state is PreviewState.LEGAL and preview.message == "Legal play: 24 points"
    state, _ = run(state, tev.MoveCursor(-1, 0), tev.KeyTakeBack())
    assert state.tiles.draft is not None and "H8" not in state.tiles.draft.placed and len(state.tiles.draft.placed) == 2
    state, _ = run(state, KeyEscape())  # Escape takes every tile back
    assert state.tiles.draft is not None and state.tiles.draft.placed == {}
    corner, _ = run(state, *[tev.MoveCursor(0, -1)] * 20)
    assert corner.tiles.cursor == "H1"  # the cursor stops at the edge


def test_enter_plays_and_the_turn_passes_to_the_computer() -> None:
    state = start(SOLO, 9)
    for p in best_play(state):
        state = tap_place(state, p)
    state, effects = run(state, tev.KeyEnter())
    assert state.tiles.session.game.log[-1].kind is ActionKind.PLAY
    assert said(state.notice) == "Ann played F8:4♣ G8:4♥ H8:4♠ for 24 points."
    assert state.phase is Phase.AI and state.thinking and not my_turn(state.tiles, state.thinking)
    spoken = "Ann played 4 of clubs on F8, 4 of hearts on G8 and 4 of spades on H8, for 24 points."
    spoken += " Scores: Ann 24, Robo 0."
    assert effects == [fx.Save(), fx.Announce(spoken), fx.StartComputer(state.generation)]
    assert state.tiles.draft is None
    assert turn_view(state.tiles, screen(state)).text == "Robo (computer, easy) is thinking…"
    # the lone human still sees their own rack during the computer's turn, as pictures
    seen = screen(state).seen
    assert seen is not None and seen.seat == 0
    assert all(t.index is None for t in rack_view(state.tiles, state.thinking, screen(state)).tiles)


def test_preview_states() -> None:
    state = start(SOLO, 9)
    empty = preview_view(state, screen(state))
    assert empty.state is PreviewState.EMPTY and empty.message.startswith("Place tiles")
    play = best_play(state)
    state = tap_place(state, play[0])
    illegal = preview_view(state, screen(state))
    assert illegal.state is PreviewState.ILLEGAL and illegal.message.startswith("Not a legal play: ")
    for p in play[1:]:
        state = tap_place(state, p)
    legal = preview_view(state, screen(state))
    assert legal.state is PreviewState.LEGAL and legal.message == "Legal play: 24 points" and legal.lines
    assert preview_view(run(state, tev.TakeBackAll(), tev.EnterExchange())[0], screen(state)).state is None


def test_joker_choice_dialog() -> None:
    state = start(SOLO, 10)
    joker = next(p for p in best_play(state) if p.joker)
    state, _ = run(state, tev.TapRack(rack_index(state, "*")), tev.TapSquare(square_name(joker.square)))
    assert state.dialog is Dialog.JOKER and state.tiles.joker_square == "F8"
    assert preview_view(state, screen(state)).state is PreviewState.JOKER
    offer = joker_view(state, screen(state))
    assert offer is not None and str(joker.card) in [card for card, *_ in offer.cards]
    cancelled, effects = run(state, tev.CancelJoker())
    assert cancelled.dialog is None and cancelled.tiles.draft is not None and cancelled.tiles.draft.placed == {}
    assert effects == [fx.SaveDraft()] and joker_view(cancelled, screen(cancelled)) is None
    chosen, effects = run(state, tev.ChooseJoker("10H"))
    assert chosen.dialog is None and chosen.tiles.draft is not None and chosen.tiles.draft.tile_text("F8") == "*10H"
    assert effects == [fx.SaveDraft()]
    changed, _ = run(chosen, tev.AskJoker("F8"), KeyEscape())  # Escape keeps a joker that has a card
    assert changed.tiles.draft is not None and changed.tiles.draft.tile_text("F8") == "*10H"
    assert preview_view(chosen, screen(chosen)).jokers == (("F8", "Joker on F8: 10♥ (change)"),)


def test_playing_a_joker_without_a_card_asks_for_it() -> None:
    state = start(SOLO, 10)
    for p in best_play(state):
        if not p.joker:
            state = tap_place(state, p)
    state, _ = run(state, tev.TapRack(rack_index(state, "*")), tev.TapSquare("F8"), ev.CloseDialog())
    state, effects = run(state, tev.Play())
    assert state.dialog is Dialog.JOKER and effects == []
    state, effects = run(state, tev.ChooseJoker("10H"), tev.Play())
    assert fx.Save() in effects and state.tiles.session.game.log[-1].score > 0


def test_exchange_mode_select_and_confirm() -> None:
    state = start(SOLO, 7)
    state, _ = run(state, tev.EnterExchange())
    assert state.tiles.mode is Mode.EXCHANGE and controls_view(state, screen(state)).exchanging
    state, _ = run(state, tev.TapRack(0), tev.TapRack(3), tev.TapRack(0))
    assert state.tiles.exchange == {3}
    assert controls_view(state, screen(state)).confirm_text == "Exchange 1 tile"
    assert [t.index for t in rack_view(state.tiles, state.thinking, screen(state)).tiles if t.picked] == [3]
    left, _ = run(state, KeyEscape())
    assert left.tiles.mode is Mode.PLACE and left.tiles.exchange == frozenset()
    state, effects = run(state, tev.ConfirmExchange())
    assert state.tiles.session.game.log[-1].kind is ActionKind.EXCHANGE
    assert said(state.notice) == "Ann exchanged 1 tile." and state.tiles.mode is Mode.PLACE
    assert fx.Save() in effects


def play_out(state: UiState) -> UiState:
    """One turn of the hot-seat game through the page's events: the engine's first choice."""
    assert state.tiles is not None
    game = state.tiles.session.game
    state, _ = run(state, tev.Reveal())
    action = game.legal_actions()[0]
    if action.kind is ActionKind.PLAY:
        for p in sorted(action.placements, key=lambda p: p.joker):
            state = tap_place(state, p)
        return run(state, tev.Play())[0]
    picks = [tev.TapRack(rack_index(state, text)) for text in action.tiles]
    return run(state, tev.EnterExchange(), *picks, tev.ConfirmExchange())[0]


def test_pass_refused_then_allowed() -> None:
    state = start(DUO, 9)
    state, _ = run(state, tev.Reveal())
    controls = controls_view(state, screen(state))
    assert not controls.enabled["pass"] and controls.pass_title == PASS_REFUSED  # 8 tiles in the rack
    refused, effects = run(state, tev.Pass())
    assert said(refused.error).startswith("That is not allowed: ") and effects == [fx.Announce(said(refused.error))]
    assert game_of(refused).log == []
    while not game_of(state).can_pass():  # play until the pile is empty (20 turns with seed 9)
        state = play_out(state)
    assert not game_of(state).over and not game_of(state).pile
    state, _ = run(state, tev.Reveal())
    assert controls_view(state, screen(state)).enabled["pass"]
    passed, effects = run(state, tev.Pass())
    game = game_of(passed)
    assert game.log[-1].kind is ActionKind.PASS and fx.Save() in effects
    assert said(passed.notice) == f"{game.names[game.log[-1].player]} passed."


def test_hot_seat_never_shows_another_rack() -> None:
    state = start(DUO, 7)
    for _ in range(4):
        game = game_of(state)
        # the hand-over screen: no rack, no unseen tiles, no preview, no joker cards
        assert state.phase is Phase.HANDOFF and state.dialog is Dialog.HANDOFF
        view = screen(state)
        assert view.seen is None and visible_seat(state.tiles) is None and not my_turn(state.tiles, state.thinking)
        rack = rack_view(state.tiles, state.thinking, view)
        assert rack.tiles == () and rack.title == "Tiles hidden"
        assert unseen_view(view).groups == () and preview_view(state, view).state is None
        name = game.names[game.current]
        handoff = handoff_view(state, view)
        assert handoff is not None and handoff.title == f"Pass the device to {name}"
        state, _ = run(state, tev.Reveal())
        view = screen(state)
        assert view.seen is not None and view.seen.seat == game.current == visible_seat(state.tiles)
        rack = rack_view(state.tiles, state.thinking, view)
        assert [t.text for t in rack.tiles] == game.view(game.current).rack.split()
        state, _ = run(state, tev.TapRack(0), tev.TapSquare("A1"), tev.EnterExchange(), KeyEscape(), KeyEscape())
        state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
        # nothing of the last turn stays: no draft, no pending tile, no pick
        assert state.tiles.draft is not None and state.tiles.draft.placed == {} and state.tiles.pick is None
        assert all(not c.placed for c in board_cells(state.tiles, state.thinking, screen(state)))


def test_computer_turn_applies_then_shows_tiles_one_by_one() -> None:
    state = start((("Robo", "easy"), ("Ann", "human")), 9)
    if game_of(state).current == 1:  # let Ann exchange so that the computer is to move
        state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.phase is Phase.AI and state.thinking
    seat = game_of(state).current
    plays = game_of(state).legal_plays()
    assert plays, "seed 9: the computer has a play"
    action = Action.play(plays[0].placements)
    stale, _ = run(state, cev.ComputerMoved(state.generation - 1, seat, action))
    assert game_of(stale).log == game_of(state).log and (stale.tiles.hidden, stale.notice) == ((), state.notice)
    state, effects = run(state, cev.ComputerMoved(state.generation, seat, action))
    assert game_of(state).actions[-1] == action  # applied as chosen
    assert effects[0] == fx.Save() and isinstance(effects[1], fx.Announce)
    assert effects[1].text.startswith("Robo played ")  # said as soon as it is applied
    assert len(state.tiles.hidden) == len(plays[0].placements) and said(state.notice).startswith("Robo played ")
    hidden = {c.square for c in board_cells(state.tiles, state.thinking, screen(state)) if c.tile is not None}
    assert hidden.isdisjoint(state.tiles.hidden)  # applied, but not shown yet
    assert state.phase is Phase.HUMAN and my_turn(state.tiles, state.thinking)  # your turn is on at once
    actions = len(game_of(state).actions)
    for _ in plays[0].placements:
        state, _ = run(state, cev.ShowSquare(state.generation, actions))
    assert state.tiles.hidden == ()
    state, _ = run(state, cev.ComputerShown(state.generation, actions))
    assert said(state.notice).startswith("Robo played ")
    assert run(state, cev.ComputerFinished(state.generation, actions)) == (state, [])


def test_a_refused_computer_action_leaves_the_game_and_its_simpler_level_moves_or_the_game_waits() -> None:
    state = start((("Robo", "easy"), ("Ann", "human")), 9)
    if game_of(state).current == 1:
        state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    seat, before = game_of(state).current, list(game_of(state).actions)
    bad = parse_action("play A1:5H")  # no tile there may go: the engine refuses it
    refused, effects = run(state, cev.ComputerMoved(state.generation, seat, bad))
    assert refused.tiles.session is state.tiles.session and game_of(refused).actions == before  # nothing swapped in
    assert [type(e) for e in effects] == [fx.Warn, fx.StartComputer] and "refused" in effects[0].text
    assert effects[1] == fx.StartComputer(state.generation, Fault.REFUSED)  # the simpler level is asked to move
    assert refused.thinking and refused.phase is Phase.AI and refused.error is None
    moved = simpler_moved(refused)  # what the driver sends then: the simpler level's own choice
    assert moved.simpler and moved.seat == seat
    played, effects = run(refused, moved)
    assert game_of(played).actions == [*before, moved.action] and game_of(played).log[-1].player == seat
    assert effects[0] == fx.Save() and isinstance(effects[1], fx.Announce)
    stuck, effects = run(refused, cev.ComputerMoved(state.generation, seat, bad, simpler=True))  # refused again
    assert stuck.tiles.session is state.tiles.session and game_of(stuck).actions == before
    assert not stuck.thinking and stuck.error == think_failed(Fault.REFUSED, moved=False)  # the page says so
    assert [type(e) for e in effects] == [fx.Warn, fx.Announce] and effects[1] == fx.Announce(said(stuck.error))
    assert "the game waits as it was" in said(stuck.error)


def test_a_damaged_save_says_so_in_words_and_offers_a_way_on() -> None:
    state, _ = run(UiState(), ev.LoadFailed("the save is damaged: the seed is missing or invalid"))
    assert state.phase is Phase.ERROR and state.dialog is Dialog.MESSAGE
    assert state.message is not None and state.message.offers
    assert said(state.message.text).startswith("Your saved game could not be read")
    assert said(state.message.detail) == "The save is damaged: the seed is missing or invalid"
    assert run(state, KeyEscape())[0].dialog is None
    assert run(state, ev.CloseDialog())[0].dialog is None


def test_import_replaces_the_game_or_keeps_it() -> None:
    state = start(SOLO, 9)
    other = start(SOLO, 15).tiles.session
    assert other is not None
    refused, _ = run(state, ev.ImportRefused("It is too large to be a Ginny-O game.", "3000000 bytes"))
    assert refused.message is not None and said(refused.message.detail) == "3000000 bytes"
    assert (
        said(refused.message.text).endswith("Your current game is unchanged.")
        and refused.tiles.session is state.tiles.session
    )
    loaded, effects = run(state, ev.Imported(other, "game.json"))
    assert loaded.tiles.session is other and loaded.generation == state.generation + 1
    assert fx.Save(fresh=True) in effects
    assert said(loaded.notice).startswith("Game loaded from game.json. Draw for the first turn:")


def test_the_page_shows_the_experts_thinking_time_while_it_thinks_and_only_then() -> None:
    state = start((("Ann", SeatKind.EXPERT), ("Bob", SeatKind.HARD)), 5)
    game = game_of(state)
    expert = state.tiles.session.kinds[game.current] is SeatKind.EXPERT
    assert state.thinking
    assert expert_thinking(state) == ((len(game.actions) % 2, 2.0) if expert else None)
    other = start((("Ann", SeatKind.HARD), ("Bob", SeatKind.EXPERT)), 5)
    assert expert_thinking(other) == (None if expert else (0, 2.0))
    assert expert_thinking(replace(other, thinking=False)) is None
