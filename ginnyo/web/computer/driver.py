"""The computer-turn driver (PyScript): asks the `ai` worker, then shows the turn step by step.

The worker (``ai_worker.py``) boots in the background, when the page is idle, as soon as the
new-game form or a game has a computer seat (or at the computer's first turn, at the latest);
until it is up, the page thinks itself. The choice comes back as notation and goes through
`update` like every other event; this only times the steps (the speed setting) and stops when
the game was replaced meanwhile.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from pyscript import document, window, workers
from pyscript.ffi import is_none

from ..browser.dom import by_id, idle, spawn, warn
from ..coach.events import HintFound
from ..common.computer_events import ComputerEvent, ComputerFinished, ComputerMoved, ComputerShown, ShowSquare
from ..common.messages import Chosen, Hinted, HintRequest, Request, read_answer
from ..shell.state import UiState, actions_played, computer_request, saved
from ..tiles.events import ExchangeOffered
from .choice import analyse_json, choose_json, hint_json

WORKER_TEMPLATE = "ai-worker-template"
WORKER_TIMEOUT_S = 120.0
ON_PAGE = {"choose": choose_json, "hint": hint_json, "analyse": analyse_json}
"""The worker's exports, run on the page when the worker fails."""
Answer = ComputerEvent | HintFound | ExchangeOffered


class Computer:
    """Runs computer turns; `state()` is the page's state now, `dispatch` sends it events."""

    def __init__(self, state: Callable[[], UiState], dispatch: Callable[[Answer], None]) -> None:
        self.state = state
        self.dispatch = dispatch
        self.worker_task: asyncio.Future[Any] | None = None

    async def worker(self) -> Any:
        """The `ai` worker's exports; the first call starts the worker.

        The worker is declared in index.html as ``<script type="py" worker name="ai">``
        inside a ``<template>`` (inert), and started by putting a copy in the page. A build
        that provides the worker its own way may empty the template: then `workers["ai"]`
        alone gives it.
        """
        if self.worker_task is None:
            template = by_id(WORKER_TEMPLATE)
            if not is_none(template) and not is_none(template.content.querySelector("script")):
                document.body.append(template.content.cloneNode(True))
            self.worker_task = spawn(self._await_worker())
        return await self.worker_task

    async def _await_worker(self) -> Any:
        worker = await workers["ai"]
        window.performance.mark("ginnyo-worker-ready")  # scripts/bench_first_move.py reads it
        return worker

    def warm(self) -> None:
        """Start the worker once the page is idle: it takes seconds to boot, and boots while the page is used."""
        if self.worker_task is None:
            spawn(self._warm())

    async def _warm(self) -> None:
        await idle()
        await self.worker()

    def booted(self) -> bool:
        return self.worker_task is not None and self.worker_task.done()

    async def ask(self, request: Request) -> str:
        """The worker's answer to `request` (its export `request.question`: choose, hint, analyse) in JSON, or the
        same worked out on the page.

        While the worker still boots (seconds, at the very start), one think on the page is far
        quicker than waiting for it: the computer's first move then takes no longer than the later ones.
        """
        if not self.booted():
            if self.worker_task is None:
                spawn(self.worker())  # now, without waiting for the page to be idle
            return self.on_page(request, "page-booting")
        try:
            worker = await asyncio.wait_for(self.worker(), WORKER_TIMEOUT_S)
            reply = str(await asyncio.wait_for(getattr(worker, request.question)(request.to_json()), WORKER_TIMEOUT_S))
            document.documentElement.dataset.aiSource = "worker"
            return reply
        except Exception as exc:  # the worker failed: think on the page instead (slower, but never stuck)
            warn(f"Ginny-O: the ai worker failed ({exc}); thinking on the main thread")
            return self.on_page(request, "page")

    @staticmethod
    def on_page(request: Request, source: str) -> str:
        document.documentElement.dataset.aiSource = source
        return ON_PAGE[request.question](request.to_json())

    def hint(self, generation: int, turns: int, offer: bool) -> None:
        spawn(self.find_hint(generation, turns, offer))

    async def find_hint(self, generation: int, turns: int, offer: bool) -> None:
        """Ask the worker for the hard player's choice, as a hint or (`offer`) the exchange offered to a player with
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
        reply = read_answer(await self.ask(choose), Chosen.from_json)
        delay = self.state().settings.speed.delay
        thought = time.monotonic() - started
        if thought < delay:
            await asyncio.sleep(delay - thought)
        if not self.current(generation):
            return
        self.dispatch(ComputerMoved(generation, seat, reply.action if isinstance(reply, Chosen) else ""))
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
