"""What a table's update works on (no PyScript): its own slice and the few page fields a turn reads and sets.

Each game's table (`tiles`, `rummy`) and the coach update a `Stage` of their slice, never the page's whole
`UiState`: the shell cuts the stage out of its state and puts the result back, so a table knows nothing of the
other table, the statistics or the viewers.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from ginnyo.rules.errors import at_limit

from .computer_events import Fault
from .effects import Effect, PlaySound, Result, StartComputer, Warn
from .enums import Cue, Dialog, Phase
from .frozen import frozen, replace
from .text import Words

S = TypeVar("S")


@frozen
class Stage(Generic[S]):
    """A table's slice `ui` with the page fields its turns change (what shows, what is said) and read."""

    ui: S
    phase: Phase | None = None
    dialog: Dialog | None = None
    notice: Words | None = None
    error: Words | None = None
    generation: int = 0  # the game's number on this page: a stale computer reply or hint is dropped
    thinking: bool = False  # a computer turn of this generation is in progress
    sound: bool = False  # the player has sounds on

    def edit(self, **changes: Any) -> Stage[S]:
        """The stage with fields of its slice changed."""
        return replace(self, ui=replace(self.ui, **changes))

    def cue(self, sound: Cue) -> list[Effect]:
        """The sound to make, while the player has sounds on."""
        return [PlaySound(sound)] if self.sound else []


def refused(stage: Stage[S], error: Exception, simpler: bool, stuck: Words) -> Result[Stage[S]]:
    """A computer's action that the engine refused: the game stays as it was and the log says why. The seat's simpler
    level moves instead; if its action was the one refused, the page says `stuck` and the computer stops. A game at
    the most actions a game takes (`at_limit`) refuses any action: the computer stops at once, `stuck` says why."""
    if at_limit(error):
        return replace(stage, thinking=False, error=stuck), []
    log = Warn(f"Ginny-O: the rules refused the computer's action ({error})")
    if not simpler:
        return stage, [log, StartComputer(stage.generation, Fault.REFUSED)]
    return replace(stage, thinking=False, error=stuck), [log]
