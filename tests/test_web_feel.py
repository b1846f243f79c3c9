"""How the page feels, without a browser: the rack's order, digit keys, the score sheet's marks, sounds.

The rack's order is UI state (never the engine's): `update` changes it on Sort, Shuffle (from a
seed the input adapter draws) and drops on the rack, and the views show it. Seed 9: Ann can lay
4♣ 4♥ 4♠ on F8–H8 for 24 points.
"""

from __future__ import annotations

from test_web_update import DUO, SOLO, best_play, run, start, tap_place

from ginnyo.rules.actions import Action, ActionKind
from ginnyo.rules.layout import square_name
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Cue, Phase
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.order import moved
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.settings import Settings
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.rack_order import arranged, shuffled, sort_key, tile_keys
from ginnyo.web.tiles.state import RackPick, SquarePick
from ginnyo.web.tiles.view_board import board_cells, bubble_view
from ginnyo.web.tiles.view_panel import sheet_rows
from ginnyo.web.tiles.view_rack import rack_view


def shown(state: UiState) -> list[str]:
    """The rack's tiles as the page shows them, left to right."""
    return [t.text for t in rack_view(state.tiles, state.thinking, screen(state)).tiles]


def engine_rack(state: UiState) -> list[str]:
    assert state.tiles is not None
    game = state.tiles.session.game
    return game.view(game.current).rack.split()


# -- the order itself ---------------------------------------------------------------------------


def test_an_arranged_order_keeps_copies_apart_and_puts_new_tiles_last() -> None:
    keys = tile_keys(["5H", "*", "5H", "KS"], [0, 0, 1, 0])
    assert keys == ("5H", "*", "5H'", "KS")
    assert arranged(keys, ["5H'", "KS", "QD", "5H"]) == [2, 3, 0, 1]  # QD is gone; the joker is new
    assert moved(["a", "b", "c", "d"], 3, 0) == ["d", "a", "b", "c"]
    assert moved(["a", "b", "c", "d"], 0, 99) == ["b", "c", "d", "a"]


def test_sort_is_by_suit_then_rank_with_jokers_last() -> None:
    keys = ["*", "KD", "2C", "AS", "10H", "QS", "5H'", "3D"]
    assert sorted(keys, key=sort_key) == ["AS", "QS", "5H'", "10H", "2C", "3D", "KD", "*"]


def test_a_shuffle_is_deterministic_for_its_seed_and_a_new_order() -> None:
    keys = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S"]
    assert shuffled(keys, 5) == shuffled(keys, 5)
    assert shuffled(keys, 5) != keys and sorted(shuffled(keys, 5)) == sorted(keys)
    assert shuffled(["AS", "AS"], 5) == ["AS", "AS"]  # nothing else to draw


# -- through update ------------------------------------------------------------------------------


def test_sort_and_shuffle_change_only_what_the_page_shows() -> None:
    state = start(SOLO, 9)
    rack = engine_rack(state)
    state, effects = run(state, tev.SortRack())
    assert effects == [] and shown(state) == sorted(rack, key=sort_key)
    assert engine_rack(state) == rack  # the engine's rack is untouched
    once, _ = run(state, tev.ShuffleRack(42))
    again, _ = run(state, tev.ShuffleRack(42))
    assert shown(once) == shown(again) != shown(state) and sorted(shown(once)) == sorted(rack)


def test_a_drop_on_the_rack_moves_the_tile_there() -> None:
    state = start(SOLO, 9)
    rack = engine_rack(state)
    state, _ = run(state, tev.Drop(RackPick(7), None, True, 0))
    assert shown(state) == [rack[7], *rack[:7]]
    state, _ = run(state, tev.Drop(RackPick(7), None, True, 99))  # past the last tile: last
    assert shown(state) == rack
    # a tile placed this turn dropped on a rack slot comes back to that slot
    state, _ = run(state, tev.TapRack(0), tev.TapSquare("H8"), tev.Drop(SquarePick("H8"), None, True, 3))
    assert state.tiles.draft is not None and state.tiles.draft.placed == {}
    assert shown(state) == [*rack[1:4], rack[0], *rack[4:]]


def test_the_order_outlives_plays_and_renders_new_tiles_last() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.ShuffleRack(3))
    before = shown(state)
    play = best_play(state)
    for p in play:
        state = tap_place(state, p)
    assert shown(state) == [t for t in before if t not in {str(p.card) for p in play}]
    state, _ = run(state, tev.Play())
    after = shown(state)  # the computer's turn: Ann's rack, refilled, as pictures
    assert after[: len(before) - len(play)] == [t for t in before if t not in {str(p.card) for p in play}]
    assert sorted(after) == sorted(engine_rack_of(state, 0))


def engine_rack_of(state: UiState, seat: int) -> list[str]:
    assert state.tiles is not None
    return state.tiles.session.game.view(seat).rack.split()


def test_hot_seat_orders_belong_to_their_seat_and_hide_with_the_rack() -> None:
    state = start(DUO, 7)
    state, _ = run(state, tev.SortRack())
    assert state.tiles.rack_orders == {}  # the hand-over screen: no rack shows, nothing to order
    state, _ = run(state, tev.Reveal(), tev.SortRack())
    assert state.tiles is not None
    first = state.tiles.session.game.current
    assert list(state.tiles.rack_orders) == [first] and shown(state) == sorted(engine_rack(state), key=sort_key)
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.phase is Phase.HANDOFF and shown(state) == []
    state, _ = run(state, tev.Reveal())
    assert shown(state) == engine_rack(state)  # the other player's rack in its own order


# -- digit keys --------------------------------------------------------------------------------------


def test_digit_keys_follow_the_numbers_shown_and_stay_with_their_tiles() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.ShuffleRack(1))
    assert not state.keyboard  # no key pressed yet: no numbers
    third = rack_view(state.tiles, state.thinking, screen(state)).tiles[2]
    state, _ = run(state, tev.MoveCursor(0, 1), tev.KeyPlace(2))  # to H9, then key 3
    assert state.tiles.draft is not None and state.tiles.draft.placed == {"H9": third.index}
    view = rack_view(state.tiles, state.thinking, screen(state))
    assert state.keyboard and [t.slot for t in view.tiles] == [0, 1, 3, 4, 5, 6, 7]  # the others keep theirs
    assert all(t.label.endswith(f"key {t.slot + 1}") for t in view.tiles)
    same, _ = run(state, tev.KeyPlace(2))  # key 3's tile is on the board: nothing happens
    assert same.tiles.draft == state.tiles.draft
    state, _ = run(state, ev.PointerUsed())
    assert not state.keyboard


# -- the score sheet ----------------------------------------------------------------------------------


def test_a_sheet_row_marks_its_play_on_the_board_until_picked_again() -> None:
    state = start(SOLO, 9)
    play = best_play(state)
    for p in play:
        state = tap_place(state, p)
    state, _ = run(state, tev.Play())
    assert state.tiles.session.game.log[-1].kind is ActionKind.PLAY
    number = state.tiles.session.game.log[-1].number
    state, effects = run(state, ev.ShowTurn(number))
    assert state.tiles.sheet_turn == number and effects == []
    marked = {c.square for c in board_cells(state.tiles, state.thinking, screen(state)) if c.marked}
    assert marked == {square_name(p.square) for p in play}
    assert [r.play for r in sheet_rows(screen(state))] == [
        t.kind is ActionKind.PLAY for t in state.tiles.session.game.log
    ]
    state, _ = run(state, ev.ShowTurn(number))
    cells = board_cells(state.tiles, state.thinking, screen(state))
    assert state.tiles.sheet_turn is None and not any(c.marked for c in cells)
    nothing, _ = run(state, ev.ShowTurn(99))  # no such play
    assert nothing.tiles.sheet_turn is None


def test_the_last_play_has_a_score_bubble_once_its_tiles_show() -> None:
    state = start(SOLO, 9)
    assert bubble_view(state.tiles, screen(state)) is None
    for p in best_play(state):
        state = tap_place(state, p)
    state, _ = run(state, tev.Play())
    bubble = bubble_view(state.tiles, screen(state))
    assert bubble is not None and (bubble.square, bubble.text, bubble.left) == ("H8", "+24", False)
    assert bubble_view(replace(state.tiles, hidden=("H8",)), screen(state)) is None  # a computer's, arriving


# -- sounds ------------------------------------------------------------------------------------------------


def test_sounds_only_when_on_a_click_per_tile_and_a_chime_per_play() -> None:
    state = start(SOLO, 9)
    _, effects = run(state, tev.TapRack(0), tev.TapSquare("H8"))
    assert effects == [fx.SaveDraft()]  # sounds are off until the player turns them on; the draft is kept
    state, effects = run(state, ev.ToggleSound())
    assert state.settings.sound and effects == [fx.SaveSettings()]
    assert Settings.from_json(state.settings.to_json()).sound
    _, effects = run(state, tev.TapRack(0), tev.TapSquare("H8"))
    assert effects == [fx.PlaySound(Cue.PLACE), fx.SaveDraft()]
    for p in best_play(state):
        state = tap_place(state, p)
    state, effects = run(state, tev.Play())
    assert effects[-1] == fx.PlaySound(Cue.SCORE)
    assert state.tiles is not None
    game = state.tiles.session.game
    action = Action.play(game.legal_plays()[0].placements)
    state, effects = run(state, cev.ComputerMoved(state.generation, game.current, action))
    assert state.tiles.session.game.actions[-1] == action
    assert any(isinstance(effect, fx.Announce) for effect in effects)  # said as soon as it is applied
    step = cev.ShowSquare(state.generation, actions_played(state))
    state, effects = run(state, *[step] * len(state.tiles.hidden))
    assert effects and set(effects) == {fx.PlaySound(Cue.PLACE)}  # the computer's tiles, one click each
    _, effects = run(state, cev.ComputerShown(state.generation, actions_played(state)))
    assert effects == [fx.PlaySound(Cue.SCORE)]  # then the chime
    state, effects = run(state, ev.ToggleSound())
    assert not state.settings.sound and effects == [fx.SaveSettings()]
