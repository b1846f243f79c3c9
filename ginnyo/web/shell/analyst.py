"""The analysis driver (PyScript): asks the computer (`Computer.ask`, on the page in slices) to review a game, one
question at a time.

First the whole game at once without the expert (a fraction of a second), then the hard
player's choices a step at a time (a turn of Ginny-O takes a second or two; a hand of Gin Rummy,
your decisions only, a fraction of that), so the panel fills as the answers come and the page
never waits. It stops when the panel closes or shows another game. A `Job` says what is asked for each kind of game.
"""

from __future__ import annotations

from collections.abc import Callable

from ..browser.dom import spawn
from ..common.enums import Dialog
from ..common.frozen import frozen
from ..common.messages import Failed, ReviewRequest
from ..computer.driver import Computer
from ..rummy.session import HUMAN
from ..shell.state import UiState
from .events import AnalysisFound
from .rummy_events import GinReviewFound

Found = AnalysisFound | GinReviewFound


@frozen
class Job:
    """One kind of review: how far the expert's choices go (None: no longer wanted), whose
    actions they are asked for, and the event that brings an answer back. A step is one row (a
    turn of Ginny-O, a hand of Gin Rummy)."""

    progress: Callable[[UiState, str], int | None]
    seat: int | None  # whose actions the expert is asked about (None: every seat's)
    found: Callable[[str, str], Found]


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
    def __init__(self, computer: Computer, state: Callable[[], UiState], dispatch: Callable[[Found], None]) -> None:
        self.computer = computer
        self.state = state
        self.dispatch = dispatch
        self.running: str | None = None  # the record being analysed

    def start(self, record: str, advised: int, job: Job) -> None:
        if self.running != record:
            self.running = record
            spawn(self.run(record, advised, job))

    async def run(self, record: str, advised: int, job: Job) -> None:
        try:
            if advised == 0:
                await self.ask(ReviewRequest(record), job)  # quick: every row without the advice
            while (step := job.progress(self.state(), record)) is not None:
                await self.ask(ReviewRequest(record, True, step, step + 1, job.seat), job)  # the next row
                after = job.progress(self.state(), record)
                if after is not None and after <= step:  # no progress: stop asking
                    break
        finally:
            if self.running == record:
                self.running = None

    async def ask(self, request: ReviewRequest, job: Job) -> None:
        try:
            reply = await self.computer.ask(request)
        except Exception as exc:  # it failed: the panel says so, never "working" for ever
            reply = Failed(str(exc)).to_json()
        self.dispatch(job.found(request.record, reply))
