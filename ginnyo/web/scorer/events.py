"""What the players do on the scorer (no PyScript); `scorer/update.py` says what it means."""

from __future__ import annotations

from ginnyo.tally import Tally

from ..common.frozen import frozen
from ..common.stored import Refused
from .saved import Kept


@frozen
class OpenScorer:
    """Open the scorer (the new-game form's "Score a real game"); `link`: by `#score`, which starts a sheet for
    two players "A" and "B" when none is in progress."""

    link: bool = False


@frozen
class LeaveScorer:
    """Close the scorer: the page's own game (or the new-game form) comes back; the sheet is kept."""


@frozen
class AskNewSheet:
    """Show the form for a new sheet (asked again before it replaces a sheet in progress)."""


@frozen
class StartSheet:
    """The form for a new sheet: the names in seating order, the tile sets (0: the rulebook's), who starts."""

    names: tuple[str, ...]
    decks: int
    starter: int


@frozen
class PickSquare:
    """A square of the board tapped: the next tile goes there (a tile placed there is taken back)."""

    square: str


@frozen
class MoveSquare:
    """An arrow key on the board: the square picked moves by `columns` and `rows` (from the start square)."""

    columns: int
    rows: int


@frozen
class PickTile:
    """A tile of the palette picked (`5H`): placed on the square picked, or counted in a player's tiles left."""

    card: str


@frozen
class ToggleJoker:
    """The palette's joker: the next card picked is a joker standing for it."""


@frozen
class ToggleDark:
    """The palette's light/dark switch (two tile sets): the next tile is from the dark set."""


@frozen
class TypeEntry:
    """The notation field changed (`H8:5H I8:5S J8:5D`)."""

    text: str


@frozen
class DropRemains:
    """Take back the last tile picked among a player's tiles left at the end."""


@frozen
class SheetNewer:
    """Another tab stored the sheet (`kept`): this tab shows it. `refused`: this tab's last change was not stored
    over it (compare-and-set); a play it scored goes back into the entry."""

    kept: Kept
    refused: bool = False


@frozen
class SheetHeld:
    """Whether this tab keeps the sheet, as the page starts (the first tab open does; `scorer/store.SheetTab`)."""

    mine: bool


@frozen
class SheetMoved:
    """ "Use here" was pressed in another tab: that tab keeps the sheet now, this one only shows it."""


@frozen
class UseHere:
    """ "Use here": keep the sheet in this tab (the tab that kept it only shows it then)."""


@frozen
class SheetClaimed:
    """This tab keeps the sheet now: the sheet as stored (`kept`; None when none can be read) is entered here."""

    kept: Kept | None


@frozen
class Commit:
    """Score: the play entered goes on the sheet (or replaces the turn being corrected)."""


@frozen
class ClearPlay:
    """Take back the tiles of the play being entered."""


@frozen
class NoPlayTurn:
    """Pass (`exchange` False) or Exchange: a turn without a play."""

    exchange: bool


@frozen
class UndoEntry:
    """Take back the last entry (a turn, or a player's tiles left)."""


@frozen
class EditTurn:
    """An earlier turn tapped on the sheet: its play comes back to be corrected (`index`, from 0)."""

    index: int


@frozen
class CancelEdit:
    """Stop correcting a turn: the sheet stays as it was."""


@frozen
class AskRename:
    """Show the name field of `seat`."""

    seat: int


@frozen
class Rename:
    seat: int
    name: str


@frozen
class ToggleUnseen:
    """Show or hide the tiles still out (in racks or the pile)."""


@frozen
class RemainsPoints:
    """The points of the tiles left of the seat being asked (instead of picking them one by one)."""

    points: str


@frozen
class RemainsDone:
    """The tiles picked for the seat being asked are all its tiles left."""


@frozen
class SaveSheet:
    """Save the sheet to a file."""


@frozen
class LoadSheet:
    """Pick a sheet file to load."""


@frozen
class SheetLoaded:
    """A sheet file was read (`tally`) or refused; `filename` for the notice."""

    tally: Tally | Refused
    filename: str


@frozen
class ExportCsv:
    pass


@frozen
class PrintSheet:
    pass


ScorerEvent = (
    OpenScorer
    | LeaveScorer
    | AskNewSheet
    | StartSheet
    | PickSquare
    | MoveSquare
    | PickTile
    | ToggleJoker
    | ToggleDark
    | TypeEntry
    | Commit
    | ClearPlay
    | NoPlayTurn
    | UndoEntry
    | EditTurn
    | CancelEdit
    | AskRename
    | Rename
    | ToggleUnseen
    | RemainsPoints
    | RemainsDone
    | DropRemains
    | SheetNewer
    | SheetHeld
    | SheetMoved
    | UseHere
    | SheetClaimed
    | SaveSheet
    | LoadSheet
    | SheetLoaded
    | ExportCsv
    | PrintSheet
)
SheetTabEvent = SheetNewer | SheetHeld | SheetMoved | SheetClaimed
"""Which tab keeps the sheet, and what the others store: taken even while this tab's game is only shown."""
