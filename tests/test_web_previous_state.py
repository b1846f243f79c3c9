"""`update` never changes a game held in the previous state: each action is applied to a copy.

A Ginny-O game and a Gin Rummy match are played through the page's events (plays, the computer's moves, a
refused one and its simpler level's, a hint, Undo, a new game, a new hand), and after every update the state it
started from still holds its game exactly as it was.
"""

from __future__ import annotations

from computer_turns import computer_moved, hint_reply, simpler_moved
from test_gin_web import my_event
from test_web_update import SOLO

from ginnyo.rules.actions import parse_action
from ginnyo.rules.layout import square_name
from ginnyo.web.coach.events import AskHint, Undo
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.computer_events import Fault
from ginnyo.web.common.effects import Effect, FindHint
from ginnyo.web.common.enums import Dialog, GameKind, GinLevel
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.rummy.events import GinAct, GinButton
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.state import UiState, actions_played, saved
from ginnyo.web.shell.update import update
from ginnyo.web.tiles import events as tev


def snapshot(state: UiState) -> tuple[object, ...]:
    """What a save, the player to move and the engine can tell of the state's game."""
    if state.tiles is not None:
        game, legal = state.tiles.session.game, state.tiles.session.game.legal_actions()
    elif state.rummy is not None:
        game, legal = state.rummy.session.game, state.rummy.session.game.legal_actions()
    else:
        return ()
    session = saved(state)
    assert session is not None
    return session.to_json(), len(game.actions), game.current, repr(legal)


def step(state: UiState, *events: Event) -> tuple[UiState, list[Effect]]:
    """`update` for each event, checking that the state it was given keeps its game as it was."""
    effects: list[Effect] = []
    for event in events:
        before = snapshot(state)
        new, more = update(state, event)
        assert snapshot(state) == before, f"{event} changed the game of the previous state"
        state, effects = new, effects + more
    return state, effects


def hint(state: UiState) -> UiState:
    """Ask for a hint and answer it as the computer does."""
    state, effects = step(state, AskHint())
    [find] = [e for e in effects if isinstance(e, FindHint)]
    return step(state, hint_reply(state, find))[0]


def computer(state: UiState, moved: cev.ComputerMoved | None = None) -> UiState:
    """The computer's turn as the driver runs it (its tiles shown one by one): its own choice, or `moved`."""
    assert state.thinking
    moved = computer_moved(state) if moved is None else moved
    generation = state.generation
    state, _ = step(state, moved)
    actions = actions_played(state)
    if state.rummy is None:
        shown = [cev.ShowSquare(generation, actions)] * len(state.tiles.hidden)
        state, _ = step(state, *shown, cev.ComputerShown(generation, actions))
    return step(state, cev.ComputerFinished(generation, actions))[0]


def test_no_update_changes_the_game_of_the_state_it_was_given() -> None:
    state, _ = step(UiState(), ev.SubmitSetup(SOLO, "9", 0))  # Ann to move, told to lay 4♥ 4♣ 4♠
    state = hint(state)
    assert state.tiles.hint is not None and state.tiles.draft is not None
    for p in state.tiles.hint.action.placements:
        index = next(i for i in state.tiles.draft.in_rack() if state.tiles.draft.rack[i] == str(p.card))
        state, _ = step(state, tev.TapRack(index), tev.TapSquare(square_name(p.square)))
    state, _ = step(state, tev.Play())
    state = computer(state)
    state, _ = step(state, tev.Pass())  # refused: the pile is full
    assert state.error
    state, _ = step(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    seat = state.tiles.session.game.current
    refused = cev.ComputerMoved(state.generation, seat, parse_action("play A1:5H"))
    state, effects = step(state, refused)  # refused by the engine: the game stays as it was, nothing swapped in
    assert state.tiles is not None and len(state.tiles.session.game.log) == 3 and state.thinking
    assert fx.StartComputer(state.generation, Fault.REFUSED) in effects
    state = computer(state, simpler_moved(state))  # the simpler level moves
    assert state.tiles is not None and len(state.tiles.session.game.log) == 4
    state, _ = step(state, Undo())
    assert state.tiles is not None and len(state.tiles.session.game.log) == 2

    state, _ = step(state, ev.OpenSetup(False), ev.Confirm())  # a new game: a Gin Rummy match
    assert state.dialog is Dialog.SETUP
    state, _ = step(state, ev.SubmitSetup((), "4", 0, GameKind.GIN, GinLevel.BASELINE))  # you knock in hand 1
    assert state.rummy is not None and state.tiles is None
    hinted = undone = False
    for _ in range(500):
        if state.phase is PagePhase.RESULT:
            break
        if state.phase is PagePhase.AI:
            state = computer(state)
        elif not hinted and state.rummy is not None and state.rummy.can_hint(state.thinking):
            state, hinted = hint(state), True
        elif hinted and not undone and state.rummy is not None and state.rummy.session.can_undo():
            state, undone = step(state, Undo())[0], True
        else:
            state = step(state, my_event(state))[0]
    assert hinted and undone
    state, _ = step(state, GinAct(GinButton.NEXT))  # the next hand of the same match
    assert state.rummy is not None and state.rummy.session.game.results and state.phase is not PagePhase.RESULT
