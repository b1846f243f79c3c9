"""One seam for every seat: the driver hands the seat to move its own view and gets a typed action back.

A small page (`Table` over the real `update`, the effects that start a turn carried out) runs the real `Driver`
on CPython: each seat kind in both games, a seat whose action the engine refuses (the game stays as it was, the
page says so, the simpler level moves, nothing is swapped silently), and thinks that raise, overflow the stack
or never end (stopped, said in plain words, the simpler level moves, the game goes on).
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest

from ginnyo import ginrummy
from ginnyo.ai import choose_action
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.rules import Action, Game, PlayerView
from ginnyo.rules.steps import Steps, drain
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.computer_events import Fault
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.enums import GameKind, GinButton, GinLevel, SeatKind, Speed
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.text import Words
from ginnyo.web.computer.driver import Driver
from ginnyo.web.computer.seats import Computer, Person, SeatTurn
from ginnyo.web.computer.slices import faulty
from ginnyo.web.rummy.events import GinAct
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.seating import PageTable, seat_turn
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update
from ginnyo.web.tiles.view_board import BUBBLE_MS
from ginnyo.web.words.computer import think_failed

T = TypeVar("T")
SOLO = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.MEDIUM))
ROBOTS = (("Robo", SeatKind.EASY), ("Ann", SeatKind.HUMAN))


def run_alone(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` in a thread of its own: in the full run Playwright's sync API keeps a loop in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def quick(state: UiState) -> UiState:
    """The fastest speed: the driver's steps wait no time."""
    settings = replace(state.settings, speed=Speed.FAST)
    return replace(state, settings=settings)


class Page:
    """The page's loop without a browser: events through `update`, a seat's turn started by `StartComputer`."""

    def __init__(self, state: UiState, fault: str = "", seat: Any = None) -> None:
        self.state = quick(state)
        self.sent: list[object] = []
        self.logged: list[str] = []
        self.effects: list[Effect] = []
        self.pending: list[Coroutine[Any, Any, None]] = []
        table = PageTable(lambda: self.state)
        if seat is not None:  # a seat of the test's own in the computer's place
            real = table.seat_turn
            table.seat_turn = lambda: (lambda t: None if t is None else replace(t, player=seat(t)))(real())  # type: ignore[method-assign]
        made = (lambda: faulty(fault)) if fault else None  # the page's test hook, ``?think=…``
        self.driver = Driver(table, self.dispatch, self.logged.append, self.spawn, made)

    def spawn(self, work: Coroutine[Any, Any, None]) -> None:
        self.pending.append(work)  # run in turn by `settle`

    def dispatch(self, event: Any) -> None:
        self.sent.append(event)
        self.state, effects = update(self.state, event)
        self.effects += effects
        for effect in effects:
            if isinstance(effect, fx.StartComputer):
                self.driver.start(effect.generation, effect.refused)

    async def settle(self, *events: Any) -> None:
        """Send `events`, then run every turn they start until none is left."""
        for event in events:
            self.dispatch(event)
        while self.pending:
            await self.pending.pop(0)

    def moves(self) -> list[cev.ComputerMoved]:
        return [event for event in self.sent if isinstance(event, cev.ComputerMoved)]


def tiles_game(state: UiState) -> Game:
    assert state.tiles is not None
    return state.tiles.session.game


def test_each_seat_kind_gets_its_own_view_and_answers_typed_actions_in_both_games() -> None:
    state, _ = update(UiState(), ev.SubmitSetup(SOLO, "9", 0))
    you = seat_turn(state)
    assert you is not None and isinstance(you.player, Person) and you.think() is None  # a person moves by events
    assert isinstance(you.view, PlayerView) and you.view.seat == 0
    robots, _ = update(UiState(), ev.SubmitSetup(ROBOTS, "9", 0))
    robo = seat_turn(robots)
    game = tiles_game(robots)
    assert robo is not None and isinstance(robo.player, Computer) and robo.seat == 0
    steps = robo.think()
    assert steps is not None
    action = drain(steps)
    assert isinstance(action, Action) and action == choose_action(game.view(0), "easy", robots.tiles.session.ai_seed())
    assert action in game.legal_actions() and robo.simpler.level == "medium"
    gin, _ = update(UiState(), ev.SubmitSetup((), "4", 0, GameKind.GIN, GinLevel.HARD))
    mine = seat_turn(gin)
    assert mine is not None and isinstance(mine.player, Person) and isinstance(mine.view, ginrummy.GinView)
    assert gin.rummy is not None
    passed = gin.rummy.session.after(ginrummy.parse_action("pass"))  # you pass the upcard: the computer decides
    theirs = seat_turn(replace(gin, table=replace(gin.rummy, session=passed)))
    assert theirs is not None and isinstance(theirs.player, Computer) and theirs.seat == 1
    assert theirs.simpler.level == "baseline" and theirs.thinking_s is None
    computer_steps = theirs.think()
    assert computer_steps is not None
    chosen = drain(computer_steps)
    assert isinstance(chosen, ginrummy.Action) and chosen == gin_ai.choose_action(
        theirs.view, "hard", theirs.simpler.seed
    )


def test_the_expert_thinks_for_the_thinking_time_and_its_hard_budget_is_ten_times_it() -> None:
    state, _ = update(UiState(), ev.SubmitSetup((("Ex", SeatKind.EXPERT), ("Ey", SeatKind.EXPERT)), "3", 0))
    turn = seat_turn(state)
    assert turn is not None and turn.thinking_s == state.settings.thinking.seconds
    assert turn.budget_s == pytest.approx(10 * state.settings.thinking.seconds)


def test_the_driver_plays_a_computer_seat_through_update_and_leaves_a_person_s_turn_alone() -> None:
    page = Page(UiState())
    run_alone(page.settle(ev.SubmitSetup(ROBOTS, "9", 0)))
    moved = page.moves()
    assert len(moved) == 1 and not moved[0].simpler and isinstance(moved[0].action, Action)
    game = tiles_game(page.state)
    assert game.actions == [moved[0].action] and game.current == 1  # Ann's turn: the driver asks nothing more
    assert not any(isinstance(event, cev.ThinkFailed) for event in page.sent) and page.logged == []
    assert page.state.error is None and not page.state.thinking


def illegal_seat(turn: SeatTurn[Any, Any]) -> Any:
    """A seat whose every action is one the engine refuses (a play on a square that is taken or off the board)."""

    class Illegal:
        def act(self, view: PlayerView) -> Steps[Action]:
            yield
            return Action.exchange(("Z", "Z"))

    return Illegal()


def test_an_action_the_engine_refuses_leaves_the_game_unchanged_says_so_and_the_simpler_level_moves() -> None:
    page = Page(UiState(), seat=illegal_seat)
    page.dispatch(ev.SubmitSetup(ROBOTS, "9", 0))
    before = tiles_game(page.state)
    assert before.actions == []
    run_alone(page.settle())
    moves = page.moves()
    assert [m.simpler for m in moves] == [False, True]  # refused, then the medium level's own choice
    refused, simpler = moves
    assert refused.action == Action.exchange(("Z", "Z"))
    assert simpler.action == choose_action(before.view(0), "medium", seed_of(page, before))
    game = tiles_game(page.state)
    assert game.actions == [simpler.action]  # the refused action never reached the game; nothing else was swapped
    assert fx.StartComputer(page.state.generation, Fault.REFUSED) in page.effects
    assert any(isinstance(e, fx.Warn) and "refused" in e.text for e in page.effects)
    assert cev.ThinkFailed(page.state.generation, Fault.REFUSED) in page.sent
    assert page.state.error == think_failed(Fault.REFUSED, moved=True)


def seed_of(page: Page, game: Game) -> int:
    """The seed the computer seat got for the game's first turn (its session's)."""
    assert page.state.tiles is not None
    return replace(page.state.tiles.session, game=game).ai_seed()


def test_an_action_refused_twice_stops_the_computer_and_the_game_waits_as_it_was() -> None:
    state, _ = update(UiState(), ev.SubmitSetup(ROBOTS, "9", 0))
    bad = Action.exchange(("Z", "Z"))
    first, effects = update(state, cev.ComputerMoved(state.generation, 0, bad))
    assert tiles_game(first).actions == [] and fx.StartComputer(state.generation, Fault.REFUSED) in effects
    second, effects = update(first, cev.ComputerMoved(state.generation, 0, bad, simpler=True))
    assert tiles_game(second).actions == [] and not second.thinking
    assert second.error == think_failed(Fault.REFUSED, moved=False)
    assert fx.Warn in {type(e) for e in effects} and not any(isinstance(e, fx.StartComputer) for e in effects)
    gin_action = ginrummy.parse_action("draw stock")
    third, _ = update(first, cev.ComputerMoved(state.generation, 0, gin_action, simpler=True))  # another game's action
    assert tiles_game(third).actions == [] and isinstance(third.error, Words)


@pytest.mark.parametrize(
    ("kind", "fault"), [("fail", Fault.RAISED), ("overflow", Fault.OVERFLOW), ("hang", Fault.TOO_LONG)]
)
def test_a_think_that_raises_overflows_or_hangs_is_stopped_said_and_the_simpler_level_moves(
    kind: str, fault: Fault
) -> None:
    page = Page(UiState(), fault=kind)  # the easy level's hard budget is 1 s of thinking: "hang" takes that long
    run_alone(page.settle(ev.SubmitSetup(ROBOTS, "9", 0)))
    moves = page.moves()
    assert len(moves) == 1 and moves[0].simpler
    game = tiles_game(page.state)
    assert game.actions == [moves[0].action] and game.current == 1  # the game went on: Ann to move
    assert cev.ThinkFailed(page.state.generation, fault) in page.sent
    assert page.state.error == think_failed(fault, moved=True) and not page.state.thinking
    assert len(page.logged) == 1 and "medium" in page.logged[0]


def test_gin_rummy_s_computer_goes_through_the_same_seam() -> None:
    page = Page(UiState(), fault="fail")
    run_alone(page.settle(ev.SubmitSetup((), "4", 0, GameKind.GIN, GinLevel.HARD)))
    assert page.state.rummy is not None
    if not page.moves():  # you decide first: pass the upcard, then the computer decides
        run_alone(page.settle(GinAct(GinButton.PASS)))
    moves = page.moves()
    assert moves and all(m.simpler and isinstance(m.action, ginrummy.Action) for m in moves)
    played = page.state.rummy.session.game.actions
    assert all(m.action in played for m in moves)
    assert cev.ThinkFailed(page.state.generation, Fault.RAISED) in page.sent
    assert page.state.error == think_failed(Fault.RAISED, moved=True)


def test_a_gin_just_made_holds_the_next_computer_play_for_its_moment_unless_motion_is_off() -> None:
    state = quick(update(UiState(), ev.SubmitSetup(SOLO, "9", 0))[0])
    table = PageTable(lambda: state)
    assert table.pause() == table.delay() == Speed.FAST.delay
    assert state.tiles is not None
    state = replace(state, table=replace(state.tiles, gin=True))  # the last play shown made gin
    assert table.pause() == BUBBLE_MS / 1000 > table.delay()
    state = replace(state, settings=replace(state.settings, animations=False))
    assert table.pause() == table.delay()
