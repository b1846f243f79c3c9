"""Long work on the page's thread cut into steps, with the browser's turn between them (no PyScript).

A task of the page's thread runs to its end before the browser handles a key, a click or draws a
frame; the page's start was one such task of 0.6 to 1.7 s. `Steps.pause` between small steps ends the
task once the steps have run for `BUDGET`: the rest runs in a new task (a macrotask of Pyodide's event
loop), after whatever the browser had waiting.
"""

from __future__ import annotations

import asyncio
import time

BUDGET = 0.03
"""Seconds of steps in one task: well under the 50 ms from which the browser counts a task as long."""


class Steps:
    """The clock of the steps run since the browser last had its turn."""

    def __init__(self) -> None:
        self.since = time.perf_counter()

    async def pause(self) -> None:
        """Give the browser its turn if the steps since the last one have run for `BUDGET`."""
        if time.perf_counter() - self.since >= BUDGET:
            await self.yield_now()

    async def yield_now(self) -> None:
        """Give the browser its turn now."""
        await asyncio.sleep(0)  # Pyodide's event loop resumes this in a task of its own
        self.since = time.perf_counter()
