"""The scorer's own state (no PyScript): the score sheet of a game played at a real table, and what is being entered.

The sheet is the tally model's `Tally` (`ginnyo.tally`): the page never knows a rack or the pile, only what the
players enter. Everything else here is the entry in progress (the square picked, the tiles placed, the notation
typed, the palette's toggles) and what the page says about it, kept as `Words` (never a translated text).
"""

from __future__ import annotations

from ginnyo.tally import Held, Placed, Tally

from ..common.frozen import frozen
from ..common.tabs import Elsewhere
from ..common.text import Words


@frozen
class ScorerUi:
    """`open`: the scorer is on the page (over any game, which waits); `tally` the sheet (None before the first).

    `square` is the square picked for the next tile, `placed` the tiles of the play being entered (from taps or
    from `entry`, the notation typed), `joker`/`dark` the palette's toggles (the next tile is a joker standing for
    the card picked; it comes from the second, dark set). `editing` is the turn being corrected (its play is in
    `placed`), `remains` the tiles left picked for the player asked once the game is over, `unseen` shows the tiles
    still out. `setup` shows the form for a new sheet (it warns when one is in
    progress). `damaged` says why the stored sheet could not be read (kept aside before the first
    save replaces it). `counted`: the statistics have counted this sheet's end (once per sheet). `revision` is the
    stored sheet's revision this tab shows: each change adds one, and is stored only over the revision before it.
    `elsewhere`: another tab keeps the sheet (why), so this one only shows it and follows what that tab stores; the
    entry in progress stays, to be scored once "Use here" makes this tab the one that keeps it.
    """

    open: bool = False
    tally: Tally | None = None
    square: str | None = None
    placed: tuple[Placed, ...] = ()
    entry: str = ""
    joker: bool = False
    dark: bool = False
    editing: int | None = None
    remains: tuple[Held, ...] = ()
    unseen: bool = False
    setup: bool = False
    renaming: int | None = None
    error: Words | None = None
    notice: Words | None = None
    damaged: str | None = None
    counted: bool = False
    revision: int = 0
    elsewhere: Elsewhere | None = None

    @property
    def busy(self) -> bool:
        """A sheet with turns on it that is not finished: a new one would replace it only once confirmed."""
        return self.tally is not None and bool(self.tally.entries) and self.tally.final() is None
