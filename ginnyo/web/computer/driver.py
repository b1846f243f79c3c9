"""The seats' driver: asks the seat to move for its action, thinks on the page in slices, then shows the turn.

The driver knows the page only through a `Table` (what it reads of the page's state, given by the wiring) and the
events it sends. It hands the seat to move its own view and gets a typed action (`seats.py`); a person at this
screen (or a friend elsewhere) answers None and moves by events of its own. A computer's think that raises,
overflows the stack or thinks past its hard budget stops (`slices.ThinkFault`): the log says what happened, the
seat's simpler level moves instead, and the page says so in plain words (`ThinkFailed`). The action goes through
`update` like every other event; an action the engine refuses leaves the game as it was (`update` says so). This
module also times the steps that show a turn (the speed setting) and stops when the game was replaced meanwhile.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from ginnyo.rules.steps import Steps

from ..common.answers import Failed, Reviewed
from ..common.computer_events import (
    ComputerEvent,
    ComputerFinished,
    ComputerMoved,
    ComputerShown,
    Fault,
    ShowSquare,
    ThinkFailed,
)
from . import choice
from .choice import AnyGame, Hinted, ReviewAsked
from .seats import FALLBACK_BUDGET_S, SeatTurn, hard_budget
from .slices import REVIEW_BUDGET_S, Slicer, ThinkFault


class Table(Protocol):
    """What the driver reads of the page's state now."""

    def seat_turn(self) -> SeatTurn[Any, Any] | None:
        """The seat to move, or None (no game, or the game is over)."""
        ...

    def generation(self) -> int: ...

    def actions(self) -> int:
        """The actions the game in play holds (-1: none)."""
        ...

    def landing(self) -> bool:
        """A computer's tiles are still being shown one by one."""
        ...

    def delay(self) -> float:
        """The pause between the steps of a computer's turn (the speed setting), seconds."""
        ...

    def pause(self) -> float:
        """How long a computer's action waits, from the start of its think, before it is shown: the delay, or more
        while a gin just made has its moment on the board, seconds."""
        ...

    def thinking_s(self) -> float:
        """The expert's thinking time (Settings), seconds."""
        ...


Sent = ComputerEvent | ThinkFailed


Spawn = Callable[[Coroutine[Any, Any, None]], object]


class Driver:
    """Runs the seats' turns and the computer's coaching, one think at a time (`lock`). It touches no page: the
    wiring gives it the page's `Table`, `dispatch`, the log (`log`: the console) and the way to run a task."""

    def __init__(
        self,
        table: Table,
        dispatch: Callable[[Sent], None],
        log: Callable[[str], None],
        spawn: Spawn,
        fault: Callable[[], Steps[Any]] | None = None,
        ended: Callable[[], None] = lambda: None,
    ) -> None:
        self.table = table
        self.dispatch = dispatch
        self.log = log
        self.spawn = spawn
        self.slicer = Slicer(lambda: asyncio.sleep(0))  # a pause: the browser's event loop runs, then this goes on
        self.lock = asyncio.Lock()
        self.fault = fault  # the test hook (`?think=…`): a think that goes wrong, in place of the computer's own
        self.ended = ended  # a seat's think is over (its answer in, or given up)

    async def hint(self, game: AnyGame) -> Hinted | Failed:
        """The expert's choice for the seat to move in `game`, within the thinking time; `Failed` if its think
        fails."""
        thinking = self.table.thinking_s()
        hinted: Hinted | Failed = await self._answer(
            choice.hint(game), hard_budget("expert", thinking), thinking, "hint"
        )
        return hinted

    async def review(self, game: AnyGame, asked: ReviewAsked) -> Reviewed[Any] | Failed:
        """Rows of `game`'s review; `Failed` if the think fails."""
        from ginnyo.rules import Game

        steps: Steps[Reviewed[Any]] = (
            choice.tiles_review(game, asked) if isinstance(game, Game) else choice.gin_review(game, asked)
        )
        reviewed: Reviewed[Any] | Failed = await self._answer(steps, REVIEW_BUDGET_S, None, "review the game")
        return reviewed

    async def _answer(self, steps: Steps[Any], budget_s: float, thinking_s: float | None, what: str) -> Any:
        try:
            async with self.lock:
                return await self.slicer.run(steps, budget_s, thinking_s)
        except ThinkFault as fault:
            self.log(f"Ginny-O: the computer could not {what} ({fault})")
            return Failed(str(fault))

    def start(self, generation: int, failed: Fault | None = None) -> None:
        self.spawn(self.turn(generation, failed))

    async def turn(self, generation: int, failed: Fault | None = None) -> None:
        """The seat to move acts (a computer thinks; its simpler level at once when its own think or action already
        `failed`); the action goes through `update`, then a play's tiles are shown one by one (a Gin Rummy action at
        once).

        Applied, the action hands the turn on: a human to move next may act while the tiles still land.
        """
        turn = self.table.seat_turn()
        if turn is None or turn.generation != generation:
            return
        started = time.monotonic()
        try:
            moved = await self.think(turn, failed)
        finally:
            self.ended()
        if moved is None:
            return
        action, fault = moved
        delay, pause = self.table.delay(), self.table.pause()
        thought = time.monotonic() - started
        if thought < pause:
            await asyncio.sleep(pause - thought)
        if not self.current(generation):
            return
        before = self.table.actions()
        self.dispatch(ComputerMoved(generation, turn.seat, action, fault is not None))
        if self.table.actions() == before:  # refused: the game is as it was, and `update` said what comes next
            return
        if fault is not None:  # said as the next player's turn begins (which clears the table's last refusal)
            self.dispatch(ThinkFailed(generation, fault))
        await self.show(generation, delay)

    async def think(self, turn: SeatTurn[Any, Any], failed: Fault | None) -> tuple[Any, Fault | None] | None:
        """The seat's action, and the fault of its own think (or an earlier one: `failed`) if the simpler level moved
        instead; None when the seat moves by its own events, or even the simpler level failed (the page says so)."""
        fault = failed
        if fault is None:
            own = turn.think()
            if own is None:
                return None
            if self.fault is not None:
                own = self.fault()
            try:
                async with self.lock:
                    return await self.slicer.run(own, turn.budget_s, turn.thinking_s), None
            except ThinkFault as stopped:
                self.log(f"Ginny-O: the computer's think failed ({stopped}); {turn.simpler.level} moves instead")
                fault = stopped.fault
        try:
            async with self.lock:
                return await self.slicer.run(turn.simpler.act(turn.view), FALLBACK_BUDGET_S), fault
        except ThinkFault as stopped:
            self.log(f"Ginny-O: the {turn.simpler.level} level could not move either ({stopped})")
            self.dispatch(ThinkFailed(turn.generation, fault, moved=False))
            return None

    async def show(self, generation: int, delay: float) -> None:
        """The steps after an action: its tiles land one by one, then the turn is seen and the next seat may move."""
        actions = self.table.actions()  # its steps stop once the game moves past it (you play meanwhile)
        while self.current(generation, actions) and self.table.landing():
            await asyncio.sleep(delay)
            if self.current(generation, actions):
                self.dispatch(ShowSquare(generation, actions))
        if not self.current(generation, actions):
            return
        self.dispatch(ComputerShown(generation, actions))
        await asyncio.sleep(delay * 2)
        if self.current(generation, actions):
            self.dispatch(ComputerFinished(generation, actions))

    def current(self, generation: int, actions: int | None = None) -> bool:
        """Whether the game is still `generation` (and, given `actions`, still at that many actions)."""
        return self.table.generation() == generation and actions in (None, self.table.actions())
