"""Thinking on the page in slices (no PyScript): the computer's work runs between frames.

The players and the review are generators (`ginnyo.rules.steps`) that yield every few
milliseconds of work; `Slicer.run` steps one until its slice of time is used, then pauses (lets
the browser draw and take input) and goes on, so the page never freezes while the computer
thinks and no second interpreter (a worker) is needed. A think that raises or runs past its cap
gives way to a quick fallback (`run_or_fallback`): the computer always moves. An anytime think (the
expert) gets a budget: once it is spent, `Enough` is thrown in at a pause where the think says it is ready
(`steps.READY`), and it answers with its best so far.
"""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from ginnyo.rules.steps import READY, Enough, Steps, T

SLICE_S = 0.010
"""Work between two pauses: well under a frame on CPython; the browser's Python is about twice as slow."""
CAP_S = 10.0
"""A computer turn or a hint still thinking after this long (wall time, pauses included) is given up."""
REVIEW_CAP_S = 60.0
"""The same for a row of a review: a turn's advice takes two looks ahead more than a hint."""


class TooLong(Exception):
    """A think ran past its cap."""


@dataclass(frozen=True)
class Slicer:
    """Runs stepwise work, calling `pause` whenever a slice's time is used."""

    pause: Callable[[], Awaitable[None]]
    slice_s: float = SLICE_S
    cap_s: float = CAP_S
    clock: Callable[[], float] = time.monotonic

    async def run(self, steps: Steps[T], budget_s: float | None = None) -> T:
        """The answer of `steps`; TooLong past the cap (the work is then closed). Past `budget_s` (None: no budget)
        the think is told `Enough` once, at its next `READY` pause, and answers with its best so far."""
        start = mark = self.clock()
        deadline, told, ready = start + (math.inf if budget_s is None else budget_s), False, False
        try:
            while True:
                try:
                    if told or not ready or self.clock() < deadline:
                        ready = next(steps) is READY
                    else:
                        told = True
                        ready = steps.throw(Enough()) is READY
                except StopIteration as done:
                    if self.clock() - mark >= self.slice_s / 2:  # the answer is drawn in a task of its own, not
                        await self.pause()  # in the one that ends a slice of thinking (the two made 100+ ms)
                    return done.value  # type: ignore[no-any-return]
                now = self.clock()
                if now - start > self.cap_s:
                    raise TooLong(f"still thinking after {self.cap_s:g} s")
                if now - mark >= self.slice_s:
                    await self.pause()
                    mark = self.clock()
        finally:
            steps.close()

    async def run_or_fallback(
        self, steps: Steps[T], fallback: Callable[[], Steps[T]], budget_s: float | None = None
    ) -> tuple[T, Exception | None]:
        """`run` (with `budget_s`), or when that raises (or runs too long) `fallback`'s answer; and what went wrong,
        if anything."""
        try:
            return await self.run(steps, budget_s), None
        except Exception as exc:
            return await self.run(fallback()), exc


def faulty(kind: str) -> Steps[str]:
    """A think that fails (`kind` "fail") or never ends ("hang"): the page's test hook puts it in place of the
    computer's (``?think=fail``), so the e2e tests prove the page still moves and says why."""
    while kind == "hang":
        yield
    raise RuntimeError(f"a think made to {kind} (test hook)")
