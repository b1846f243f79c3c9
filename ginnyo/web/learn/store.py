"""The lessons done, kept in this browser's localStorage (PyScript), read through `browser.files` like saves.

Stored progress that cannot be read is refused (`LearnUi.damaged`) and copied to `ginnyo.lessons.damaged`
before the first lesson met writes over it.
"""

from __future__ import annotations

from ..browser.dom import storage_set
from ..browser.files import keep_aside, stored
from ..common.effects import KeepDamagedProgress, LearnEffect, SaveProgress
from ..common.stored import Refused
from .progress import parse_progress, progress_json
from .state import LearnUi

PROGRESS_KEY = "ginnyo.lessons"


def load() -> LearnUi:
    """The lessons done in this browser: none yet, read, or refused with the reason."""
    done = stored(PROGRESS_KEY, parse_progress)
    if done is None:
        return LearnUi()
    return LearnUi(damaged=done.detail) if isinstance(done, Refused) else LearnUi(done=done)


def perform(effect: LearnEffect, learn: LearnUi) -> None:
    match effect:
        case SaveProgress():
            storage_set(PROGRESS_KEY, progress_json(learn.done))
        case KeepDamagedProgress():
            keep_aside(PROGRESS_KEY)
