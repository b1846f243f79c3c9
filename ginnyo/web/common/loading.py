"""A long record read in slices (no PyScript): a save, a file or a link of thousands of actions takes a second or
more to replay in the browser's Python, so the page replays it stepwise (`ginnyo.rules.record.replaying`) with the
browser's turn between slices, says how far it is and may stop it (`page/loading.py` draws it).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from ginnyo.rules.record import Replayed
from ginnyo.rules.steps import Steps, T

SLICE_S = 0.015
"""Replay between two pauses: a step is `REPLAY_STEP` actions (a few milliseconds), so a slice stays well under the
50 ms from which the browser counts a task as long, even in the browser's Python (a few times slower than CPython)."""


async def sliced(
    steps: Steps[T],
    pause: Callable[[Replayed | None], Awaitable[bool]],
    slice_s: float = SLICE_S,
    clock: Callable[[], float] = time.monotonic,
) -> T | None:
    """The answer of `steps`, run a slice at a time. Between slices `pause(progress)` gives the browser its turn with
    the last progress the steps told (None: none yet) and says whether to go on; None once it says stop (the steps are
    closed: the half-built game is dropped, nothing else changed)."""
    progress: Replayed | None = None
    paused = False
    try:
        mark = clock()
        while True:
            try:
                told = next(steps)
            except StopIteration as done:
                if paused and not await pause(progress):  # a long read's game is drawn in a task of its own,
                    return None  # not in the one of its last slice
                return done.value  # type: ignore[no-any-return]
            if isinstance(told, Replayed):
                progress = told
            if clock() - mark >= slice_s:
                if not await pause(progress):
                    return None
                paused, mark = True, clock()
    finally:
        steps.close()
