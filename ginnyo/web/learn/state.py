"""The lessons' own state (no PyScript): which lesson is open, its table, the last verdict and the lessons done.

A lesson is played on the tables' own slices (`TilesUi`, `GinUi`) built from the lesson's position, held here
and never in the page's game: the shell shows them in the table's place while a lesson is open (`shell.state.shown`).
"""

from __future__ import annotations

from ginnyo.lessons import Verdict

from ..common.frozen import frozen
from ..rummy.state import GinUi
from ..tiles.state import TilesUi


@frozen
class LearnUi:
    """`open`: the lessons are on the page; `lesson` the id of the one open ('' for the list).

    `verdict` is the engine's answer to the player's last action (None before one, and after Show me or a
    new lesson); `done` the ids of the lessons met, kept in this browser; `damaged` why the stored progress
    could not be read (it is kept aside before the first save replaces it).
    """

    open: bool = False
    lesson: str = ""
    table: TilesUi | GinUi | None = None  # the lesson's table, of its game
    verdict: Verdict | None = None
    shown: bool = False  # Show me put the solution on the table
    done: frozenset[str] = frozenset()
    damaged: str | None = None

    @property
    def tiles(self) -> TilesUi | None:
        """The lesson's Ginny-O table, if it is a lesson of Ginny-O."""
        return self.table if isinstance(self.table, TilesUi) else None

    @property
    def gin(self) -> GinUi | None:
        """The lesson's Gin Rummy table, if it is a lesson of Gin Rummy."""
        return self.table if isinstance(self.table, GinUi) else None
