"""The analysis driver (PyScript): asks the `ai` worker to review a game, one question at a time.

First every turn at once without the hard player (a fraction of a second, on the page while
the worker boots), then the hard player's choice turn by turn in the worker (a second or two
each), so the panel fills as the answers come and the page never waits. It stops when the
viewer closes or shows another game.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable

from .computer import WORKER_TIMEOUT_S, Computer
from .dom import spawn
from .events import Event
from .replay_events import AnalysisFound
from .state import UiState


class Analyst:
    def __init__(self, computer: Computer, state: Callable[[], UiState], dispatch: Callable[[Event], None]) -> None:
        self.computer = computer
        self.state = state
        self.dispatch = dispatch
        self.running: str | None = None  # the record being analysed

    def start(self, record: str, advised: int) -> None:
        if self.running != record:
            self.running = record
            spawn(self.run(record, advised))

    def wanted(self, record: str) -> bool:
        """The viewer still shows this game and its analysis is not finished."""
        state = self.state()
        analysis = state.analysis
        return state.replay is not None and analysis is not None and analysis.record == record and not analysis.done

    async def run(self, record: str, advised: int) -> None:
        try:
            if advised == 0:
                await self.ask(record, {"advice": False})  # quick: on the page while the worker boots
            # the slow part only in the worker: the page never waits on it (`ask` thinks on the page if it cannot start)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.computer.worker(), WORKER_TIMEOUT_S)
            while self.wanted(record):
                turn = self.advised()
                await self.ask(record, {"advice": True, "start": turn, "stop": turn + 1})
                if self.advised() <= turn:  # no progress (another game now): stop asking
                    break
        finally:
            if self.running == record:
                self.running = None

    def advised(self) -> int:
        analysis = self.state().analysis
        return -1 if analysis is None else analysis.advised

    async def ask(self, record: str, question: dict[str, object]) -> None:
        try:
            reply = await self.computer.ask(json.dumps({"record": record, **question}), "analyse")
        except Exception as exc:  # even on the page it failed: the panel says so, never "working" for ever
            reply = json.dumps({"error": str(exc)})
        self.dispatch(AnalysisFound(record, reply))
