"""Thinking on the page in slices (no PyScript): the computer's work runs between frames.

The players and the reviews are generators (`ginnyo.rules.steps`) that yield every few milliseconds of work;
`Slicer.run` steps one until its slice of time is used, then pauses (lets the browser draw and take input) and goes
on, so the page never freezes while the computer thinks and no second interpreter is needed. A think that raises
(a stack overflow included) or thinks past its hard budget stops: `run` raises `ThinkFault`, which says which, and
the driver has a simpler seat move instead. An anytime think (the expert) also gets a thinking time: once it is
spent, `Enough` is thrown in at a pause where the think says it is ready (`steps.READY`), and it answers with its
best so far.
"""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Callable

from ginnyo.rules.steps import READY, Enough, Steps, T

from ..common.computer_events import Fault
from ..common.frozen import frozen

SLICE_S = 0.010
"""Work between two pauses: well under a frame on CPython; the browser's Python is about twice as slow."""
REVIEW_BUDGET_S = 60.0
"""The hard budget of a row of a review: a turn's advice takes two looks ahead more than a hint."""


class ThinkFault(Exception):
    """A think stopped: `fault` says how, `detail` what (for the log)."""

    def __init__(self, fault: Fault, detail: str) -> None:
        super().__init__(f"{fault}: {detail}")
        self.fault = fault
        self.detail = detail


def fault_of(exc: BaseException) -> ThinkFault:
    """The fault a think's exception is (a RecursionError is a stack overflow)."""
    if isinstance(exc, ThinkFault):
        return exc
    kind = Fault.OVERFLOW if isinstance(exc, RecursionError) else Fault.RAISED
    return ThinkFault(kind, f"{type(exc).__name__}: {exc}")


@frozen
class Slicer:
    """Runs stepwise work, calling `pause` whenever a slice's time is used."""

    pause: Callable[[], Awaitable[None]]
    slice_s: float = SLICE_S
    clock: Callable[[], float] = time.monotonic

    async def run(self, steps: Steps[T], budget_s: float, thinking_s: float | None = None) -> T:
        """The answer of `steps`. Past `thinking_s` of thinking (None: no thinking time) the think is told `Enough`
        once, at its next `READY` pause, and answers with its best so far (wall time: the page's bar shows it). A think
        that raises, or has thought for `budget_s` (only the time spent thinking counts, not the pauses: a tab in the
        background pauses long), raises `ThinkFault`; the work is closed."""
        thought, told, ready = 0.0, False, False
        now = self.clock()
        enough = now + (math.inf if thinking_s is None else thinking_s)
        try:
            while True:
                mark = now
                try:
                    while now - mark < self.slice_s:
                        if told or not ready or now < enough:
                            ready = next(steps) is READY
                        else:
                            told = True
                            ready = steps.throw(Enough()) is READY
                        now = self.clock()
                except StopIteration as done:
                    if self.clock() - mark >= self.slice_s / 2:  # the answer is drawn in a task of its own, not
                        await self.pause()  # in the one that ends a slice of thinking (the two made 100+ ms)
                    return done.value  # type: ignore[no-any-return]
                except Exception as exc:
                    raise fault_of(exc) from exc
                thought += now - mark
                if thought > budget_s:
                    raise ThinkFault(Fault.TOO_LONG, f"still thinking after {budget_s:g} s")
                await self.pause()
                now = self.clock()
        finally:
            steps.close()


def faulty(kind: str, freeze_now: Callable[[], bool] = lambda: True) -> Steps[object]:
    """A think made to go wrong for the e2e tests (the test hook ``?think=…``, `app.fault_hook`): "hang" never ends
    (it yields, as every engine loop does), "freeze" never ends and, once `freeze_now()` (the test says when),
    never yields again (the page freezes), "overflow" recurses until the stack is full, anything else raises."""
    while kind == "hang" or (kind == "freeze" and not freeze_now()):
        yield
    while kind == "freeze":
        pass
    if kind == "overflow":
        return deep(0)
    raise RuntimeError(f"a think made to {kind} (test hook)")


def deep(depth: int) -> int:
    """Recursion without end: a stack overflow."""
    return deep(depth + 1) + 1
