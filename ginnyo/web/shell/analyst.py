"""The analysis driver: asks the computer (`Driver.review`, on the page in slices) to review a game, one question at
a time.

First the whole game at once without the expert (a fraction of a second), then the hard
player's choices a step at a time (a turn of Ginny-O takes a second or two; a hand of Gin Rummy,
your decisions only, a fraction of that), so the panel fills as the answers come and the page
never waits. It stops when the panel closes or shows another game. A `Job` says what is asked for each kind of game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..common.answers import Failed, Reviewed
from ..common.enums import Dialog
from ..common.frozen import frozen
from ..computer.choice import AnyGame, ReviewAsked
from ..computer.driver import Driver, Spawn
from ..review.events import AnalysisFound
from ..review.rummy_events import GinReviewFound
from ..rummy.session import HUMAN
from .state import UiState

Found = AnalysisFound | GinReviewFound


@frozen
class Job:
    """One kind of review: how far the expert's choices go (None: no longer wanted), whose
    actions they are asked for, and the event that brings an answer back. A step is one row (a
    turn of Ginny-O, a hand of Gin Rummy)."""

    progress: Callable[[UiState, str], int | None]
    seat: int | None  # whose actions the expert is asked about (None: every seat's)
    found: Callable[[str, Any], Found]


def replay_progress(state: UiState, record: str) -> int | None:
    """Turns advised, while the viewer shows this game and its analysis is not finished."""
    analysis = state.analysis
    wanted = state.replay is not None and analysis is not None and analysis.record == record and not analysis.done
    return analysis.advised if wanted and analysis is not None else None


def gin_progress(state: UiState, record: str) -> int | None:
    """Hands advised, while the match review of this record is open and not finished."""
    review = state.gin_review
    wanted = state.dialog is Dialog.GIN_REVIEW and review is not None and review.record == record and not review.done
    return review.advised if wanted and review is not None else None


REPLAY = Job(replay_progress, None, AnalysisFound)
GIN_REVIEW = Job(gin_progress, HUMAN, GinReviewFound)


class Analyst:
    def __init__(
        self, driver: Driver, state: Callable[[], UiState], dispatch: Callable[[Found], None], spawn: Spawn
    ) -> None:
        self.driver = driver
        self.spawn = spawn
        self.state = state
        self.dispatch = dispatch
        self.running: str | None = None  # the record being analysed

    def start(self, record: str, game: AnyGame, advised: int, job: Job) -> None:
        if self.running != record:
            self.running = record
            self.spawn(self.run(record, game, advised, job))

    async def run(self, record: str, game: AnyGame, advised: int, job: Job) -> None:
        try:
            if advised == 0:
                await self.ask(record, game, ReviewAsked(), job)  # quick: every row without the advice
            while (step := job.progress(self.state(), record)) is not None:
                await self.ask(record, game, ReviewAsked(True, step, step + 1, job.seat), job)  # the next row
                after = job.progress(self.state(), record)
                if after is not None and after <= step:  # no progress: stop asking
                    break
        finally:
            if self.running == record:
                self.running = None

    async def ask(self, record: str, game: AnyGame, asked: ReviewAsked, job: Job) -> None:
        reply: Reviewed[Any] | Failed
        try:
            reply = await self.driver.review(game, asked)
        except Exception as exc:  # it failed: the panel says so, never "working" for ever
            reply = Failed(f"{type(exc).__name__}: {exc}")
        self.dispatch(job.found(record, reply))
