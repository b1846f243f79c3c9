"""The computer-turn driver (PyScript): thinks on the page in slices, then shows the turn step by step.

The players are generators (`choice.py`); `Slicer` runs one ~10 ms at a time between pauses that
let the browser draw and take input, so the page stays live while the computer thinks and needs no
second interpreter. One think at a time (they share the replayed game). A think that fails or runs
past its cap gives way to the quick choice, and the page says so. The choice comes back as notation
and goes through `update` like every other event; this only times the steps (the speed setting) and
stops when the game was replaced meanwhile.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import replace

from pyscript import window

from ginnyo.rules.steps import Steps

from ..browser.dom import idle, spawn, warn
from ..coach.events import HintFound
from ..common.computer_events import (
    ComputerEvent,
    ComputerFinished,
    ComputerMoved,
    ComputerShown,
    ShowSquare,
    ThinkFailed,
)
from ..common.enums import SeatKind
from ..common.messages import ChooseRequest, Chosen, Failed, Hinted, HintRequest, Request, read_answer
from ..shell.state import UiState, actions_played, computer_request, saved
from ..tiles.events import ExchangeOffered
from . import choice
from .slices import REVIEW_CAP_S, Slicer, faulty

ON_PAGE: dict[str, Callable[[str], Steps[str]]] = {
    "choose": choice.choose,
    "hint": choice.hint,
    "analyse": choice.analyse,
}
"""What each question runs, in slices."""
Answer = ComputerEvent | HintFound | ExchangeOffered | ThinkFailed


def fault_hook() -> str:
    """The test hook ``?think=fail`` (or ``hang``): the computer's own think then fails, for the e2e tests."""
    return str(window.URLSearchParams.new(window.location.search).get("think") or "")


class Computer:
    """Runs computer turns; `state()` is the page's state now, `dispatch` sends it events."""

    def __init__(self, state: Callable[[], UiState], dispatch: Callable[[Answer], None]) -> None:
        self.state = state
        self.dispatch = dispatch
        self.slicer = Slicer(lambda: asyncio.sleep(0))  # a pause: the browser's event loop runs, then this goes on
        self.reviewer = replace(self.slicer, cap_s=REVIEW_CAP_S)
        self.lock = asyncio.Lock()
        self.fault = fault_hook()
        self.warmed = False

    def warm(self) -> None:
        """Import the players once the page is idle, so the computer's first think pays no import."""
        if not self.warmed:
            self.warmed = True
            spawn(self._warm())

    @staticmethod
    async def _warm() -> None:
        await idle()
        import ginnyo.ai.analysis  # noqa: F401  # Gin Rummy's players come with the page (`choice.py`)

    async def ask(self, request: Request) -> str:
        """The answer to a hint or a review `request` (`request.question`: hint, analyse) in JSON, worked out in
        slices (a hint, the expert's, within the thinking time); `Failed` if the think fails."""
        try:
            async with self.lock:
                if request.question == "analyse":
                    return await self.reviewer.run(ON_PAGE["analyse"](request.to_json()))
                budget = self.state().settings.thinking.seconds
                return await self.slicer.run(ON_PAGE[request.question](request.to_json()), budget)
        except Exception as exc:
            warn(f"Ginny-O: the computer could not {request.question} ({exc!r})")
            return Failed(str(exc)).to_json()

    async def choose(self, request: ChooseRequest) -> tuple[str, bool]:
        """The computer seat's choice in JSON, worked out in slices (the expert for its thinking time); and whether
        its own think failed (or ran too long), so that the quick choice (`choice.fallback`) was made instead."""
        args = request.to_json()
        budget = self.state().settings.thinking.seconds if request.level == SeatKind.EXPERT else None
        async with self.lock:
            own = faulty(self.fault) if self.fault else choice.choose(args)
            reply, fault = await self.slicer.run_or_fallback(own, lambda: choice.fallback(args), budget)
        if fault is not None:
            warn(f"Ginny-O: the computer's think failed ({fault!r}); it made the quick choice")
        return reply, fault is not None

    def hint(self, generation: int, turns: int, offer: bool) -> None:
        spawn(self.find_hint(generation, turns, offer))

    async def find_hint(self, generation: int, turns: int, offer: bool) -> None:
        """Ask for the expert's choice, as a hint or (`offer`) the exchange offered to a player with
        no legal play; `update` drops it if the game moved on meanwhile."""
        session = saved(self.state())  # either game
        if session is None:
            return
        reply = read_answer(await self.ask(HintRequest(session.to_json())), Hinted.from_json)
        action, score = (reply.action, reply.score) if isinstance(reply, Hinted) else ("", 0)
        answer = ExchangeOffered(generation, turns, action) if offer else HintFound(generation, turns, action, score)
        self.dispatch(answer)

    def start(self, generation: int) -> None:
        spawn(self.turn(generation))

    async def turn(self, generation: int) -> None:
        """Think, apply (through `update`), then show the play's tiles one by one (a Gin Rummy action at once).

        Applied, the action hands the turn on: a human to move next may act while the tiles still land.
        """
        request = computer_request(self.state())
        if request is None:
            return
        seat, choose = request
        started = time.monotonic()
        try:
            text, fell_back = await self.choose(choose)
            reply = read_answer(text, Chosen.from_json)
        except Exception as exc:  # even the quick choice failed: the update takes the first legal action
            warn(f"Ginny-O: the computer could not choose ({exc!r})")
            reply, fell_back = Failed(str(exc)), True
        delay = self.state().settings.speed.delay
        thought = time.monotonic() - started
        if thought < delay:
            await asyncio.sleep(delay - thought)
        if not self.current(generation):
            return
        self.dispatch(ComputerMoved(generation, seat, reply.action if isinstance(reply, Chosen) else ""))
        if fell_back:  # said as the next player's turn begins (which clears the table's last refusal)
            self.dispatch(ThinkFailed(generation))
        actions = actions_played(self.state())  # its steps stop once the game moves past it (you play meanwhile)
        while self.current(generation, actions) and (tiles := self.state().tiles) is not None and tiles.hidden:
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
        return self.state().generation == generation and actions in (None, actions_played(self.state()))
