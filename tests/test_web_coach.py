"""Coaching without a browser: the Hint button (asked of the computer, shown as a ghost, recorded) and Undo.

Seed 9: Ann (human, to move first) is told to lay 4♥ 4♣ 4♠ on F8-H8; seed 11: to exchange.
"""

from __future__ import annotations

from computer_turns import hint_found
from test_web_update import DUO, SOLO, run, start

from ginnyo.ai.analysis import hint
from ginnyo.rules.layout import square_name
from ginnyo.web.coach.events import AskHint, HintFound, Undo
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import FindHint
from ginnyo.web.common.enums import PreviewState
from ginnyo.web.common.text import said
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.shell.view_controls import controls_view, preview_view
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.state import can_hint, can_undo, my_turn
from ginnyo.web.tiles.view_board import CellKind, board_cells
from ginnyo.web.tiles.view_panel import sheet_rows
from ginnyo.web.words.texts import UNDONE


def hinted(state: UiState) -> UiState:
    state, effects = run(state, AskHint())
    assert len(effects) == 1 and isinstance(effects[0], FindHint)
    state, _ = run(state, hint_found(state, effects[0]))
    return state


def session(state: UiState) -> Session:
    assert state.tiles is not None
    return state.tiles.session


def ghosts(state: UiState) -> dict[str, str]:
    cells = board_cells(state.tiles, state.thinking, screen(state))
    return {c.square: c.label for c in cells if c.kind is CellKind.HINT}


def computer_replies(state: UiState) -> UiState:
    """The computer's turn as the driver runs it: its action, its tiles shown, then your turn."""
    assert state.thinking
    game, generation = state.tiles.session.game, state.generation
    action = game.legal_actions()[0]
    state, _ = run(state, cev.ComputerMoved(generation, game.current, action))
    assert state.tiles.session.game.actions[-1] == action  # applied as chosen
    actions = actions_played(state)
    while state.tiles.hidden:
        state, _ = run(state, cev.ShowSquare(generation, actions))
    state, _ = run(state, cev.ComputerShown(generation, actions), cev.ComputerFinished(generation, actions))
    return state


def test_a_hint_is_asked_of_the_computer_then_shown_as_a_ghost_with_its_score() -> None:
    state = start(SOLO, 9)
    assert my_turn(state.tiles, state.thinking)
    asking, effects = run(state, AskHint())
    assert effects == [FindHint(state.generation, 0)] and asking.tiles.asking_hint and isinstance(effects[0], FindHint)
    assert preview_view(asking, screen(asking)).message == "Looking for a hint…"
    assert not controls_view(asking, screen(asking)).enabled["hint"]  # one question at a time
    told = hint(state.tiles.session.game)
    found = hint_found(asking, effects[0])
    assert (found.action, found.score, found.turns) == (told.action, told.score, 0)
    state, effects = run(asking, found)
    assert effects == [fx.Save(), fx.Announce("Hint: 24 points, F8:4♥ G8:4♣ H8:4♠")]
    assert state.tiles.session.hints == (1,)
    assert set(ghosts(state)) == {square_name(p.square) for p in told.action.placements} == {"F8", "G8", "H8"}
    assert ghosts(state)["F8"] == "F8: meld ×2 (orange), hint: 4 of hearts"
    preview = preview_view(state, screen(state))
    assert preview.state is PreviewState.HINT and preview.message == f"Hint: {told.score} points"
    assert preview.lines == ("F8:4♥ G8:4♣ H8:4♠",)
    assert not can_hint(state.tiles, state.thinking)  # it stays shown: asking again would tell the same


def test_an_exchange_hint_is_said_in_words() -> None:
    state = hinted(start(SOLO, 11))
    assert ghosts(state) == {}
    assert preview_view(state, screen(state)).message == "Hint: exchange 2♦ 4♦ 5♠ 6♥"


def test_placing_a_tile_or_playing_clears_the_hint() -> None:
    state = hinted(start(SOLO, 9))
    assert state.tiles.draft is not None
    four = next(i for i, t in enumerate(state.tiles.draft.rack) if t == "4H")
    placed, _ = run(state, tev.TapRack(four), tev.TapSquare("F8"))
    assert placed.tiles.hint is None and ghosts(placed) == {}
    assert preview_view(placed, screen(placed)).state is PreviewState.ILLEGAL  # the player's own tiles now
    taken, _ = run(placed, tev.TakeBackAll())
    assert ghosts(taken) == {} and can_hint(taken.tiles, taken.thinking)  # may ask again (the turn stays marked once)
    played, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert played.tiles.hint is None and played.tiles.session.hints == (1,)


def test_a_hint_for_another_turn_or_game_is_dropped() -> None:
    state = start(SOLO, 9)
    asking, effects = run(state, AskHint())
    assert isinstance(effects[0], FindHint)
    reply = hint_found(asking, effects[0])
    for stale in (HintFound(reply.generation + 1, 0, reply.action, 0), HintFound(reply.generation, 3, reply.action, 0)):
        dropped, effects = run(asking, stale)
        assert (
            dropped.tiles.hint is None
            and effects == []
            and dropped.tiles.session is not None
            and dropped.tiles.session.hints == ()
        )
    failed, effects = run(asking, HintFound(reply.generation, 0, None, 0))  # the think failed: no action
    assert (
        failed.tiles.hint is None
        and not failed.tiles.asking_hint
        and said(failed.error) == "No hint could be found this time."
    )
    assert isinstance(effects[0], fx.Warn)


def test_hinted_turns_are_marked_in_the_sheet_and_survive_a_reload() -> None:
    state = hinted(start(SOLO, 9))
    assert state.tiles.hint is not None and state.tiles.session is not None
    for p in state.tiles.hint.action.placements:
        assert state.tiles.draft is not None
        index = next(i for i in state.tiles.draft.in_rack() if state.tiles.draft.rack[i] == str(p.card))
        state, _ = run(state, tev.TapRack(index), tev.TapSquare(square_name(p.square)))
    state, _ = run(state, tev.Play())
    state = computer_replies(state)
    rows = sheet_rows(screen(state))
    assert [(r.number, r.mark) for r in rows] == [(1, "hint"), (2, "")]
    assert rows[0].score == "24"
    assert state.tiles is not None
    loaded = Session.from_json(state.tiles.session.to_json())
    assert loaded.hints == (1,)
    resumed, _ = run(UiState(), ev.Resume(loaded))
    assert [r.mark for r in sheet_rows(screen(resumed))] == ["hint", ""]


def test_undo_is_not_offered_between_humans() -> None:
    state, _ = run(start(DUO, 9), tev.Reveal())
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert len(state.tiles.session.game.log) == 1
    assert not can_undo(state.tiles) and not controls_view(state, screen(state)).undo_offered
    same, effects = run(state, Undo())
    assert same == state and effects == []


def test_undo_against_the_computer_takes_back_your_turn_and_its_reply() -> None:
    state = start(SOLO, 9)
    assert controls_view(state, screen(state)).undo_offered and not can_undo(state.tiles)  # nothing played yet
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    state = computer_replies(state)
    game = session(state).game
    before = (game.board.to_notation(), game.totals(), tuple(game.view(0).rack.split()))
    state = hinted(state)  # a hint on turn 3, then a play
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(1), tev.ConfirmExchange())
    state = computer_replies(state)
    assert len(session(state).game.log) == 4 and session(state).hints == (3,)
    state, effects = run(state, Undo())
    game = session(state).game
    assert len(game.log) == 2 and my_turn(state.tiles, state.thinking) and said(state.notice) == UNDONE
    assert (game.board.to_notation(), game.totals(), tuple(game.view(0).rack.split())) == before
    assert state.tiles.draft is not None and state.tiles.draft.placed == {} and state.tiles.hint is None
    assert session(state).hints == (3,)  # the hint was seen for this very position
    assert effects == [fx.Save(), fx.Announce(UNDONE), fx.SaveDraft()]  # the empty play replaces the kept one
    state, _ = run(state, Undo())
    assert len(session(state).game.log) == 0 and session(state).hints == () and not can_undo(state.tiles)


def test_undo_while_the_computer_thinks_drops_its_move() -> None:
    state = start(SOLO, 9)
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.thinking and state.tiles.session is not None
    old, seat = state.generation, session(state).game.current
    action = session(state).game.legal_actions()[0]
    state, _ = run(state, Undo())
    assert not state.thinking and my_turn(state.tiles, state.thinking) and state.generation == old + 1
    for late in (cev.ComputerMoved(old, seat, action), cev.ComputerShown(old, 1), cev.ComputerFinished(old, 1)):
        state, _ = run(state, late)
    assert session(state).game.log == [] and my_turn(state.tiles, state.thinking)
