"""What can happen to the page (events) and what the page must do about it (effects); no PyScript.

Input adapters turn DOM events into these events; `update.update` turns an event into a new
state and a list of effects, which the wiring (`app.py`) carries out.
"""

from __future__ import annotations

from dataclasses import dataclass

from .coach_events import AskHint, FindHint, HintFound, Undo
from .enums import Cue
from .gin_events import GinEvent
from .gin_session import GinSession
from .session import Session
from .state import Pick

# -- events: games ------------------------------------------------------------------------


@dataclass(frozen=True)
class Resume:
    """A saved game was read at start-up, with the play being built when the page was left (JSON)."""

    session: Session | GinSession
    draft: str | None = None


@dataclass(frozen=True)
class LoadFailed:
    """The saved game could not be read."""

    reason: str


@dataclass(frozen=True)
class OpenSetup:
    first: bool = False


@dataclass(frozen=True)
class SubmitSetup:
    """The new-game form: (name, kind) per seat, the seed as typed, a random seed for no seed.

    `game` is `ginnyo` or `gin` (Gin Rummy: you against the computer at `level`; `seats` unused)."""

    seats: tuple[tuple[str, str], ...]
    seed_text: str
    random_seed: int
    game: str = "ginnyo"
    level: str = "medium"


@dataclass(frozen=True)
class Imported:
    session: Session | GinSession
    filename: str


@dataclass(frozen=True)
class ImportRefused:
    """A file that is no game: `text` says so in a player's words, `detail` technically."""

    text: str
    detail: str = ""


@dataclass(frozen=True)
class ChangeSetting:
    """A control of the settings panel changed: its name (theme, speed, animations) and value."""

    name: str
    value: str


@dataclass(frozen=True)
class ToggleZoom:
    """Show the board larger (scrolling in its box) on a small screen, or back to fit."""


@dataclass(frozen=True)
class ToggleSound:
    """The header's sound button: sounds on, or muted (the settings' sound, remembered)."""


@dataclass(frozen=True)
class SaveFailed:
    pass


@dataclass(frozen=True)
class CloseDialog:
    pass


@dataclass(frozen=True)
class ExportGame:
    pass


@dataclass(frozen=True)
class Confirm:
    """The player confirmed replacing the game in progress (the message's `confirm`)."""


@dataclass(frozen=True)
class ChooseImport:
    pass


# -- events: building a play ----------------------------------------------------------------


@dataclass(frozen=True)
class TapRack:
    index: int


@dataclass(frozen=True)
class TapSquare:
    square: str


@dataclass(frozen=True)
class TapRackArea:
    """A tap on the rack's area (not on a tile): a picked board tile goes back."""


@dataclass(frozen=True)
class Drop:
    """A drag ended: on a square, on the rack's area (`slot`: on that rack position), or elsewhere."""

    source: Pick
    square: str | None
    on_rack: bool = False
    slot: int | None = None


@dataclass(frozen=True)
class SortRack:
    """Arrange the rack by suit, then by rank."""


@dataclass(frozen=True)
class ShuffleRack:
    """Arrange the rack in a new order drawn from `seed` (the input adapter draws it)."""

    seed: int


@dataclass(frozen=True)
class PointerUsed:
    """A mouse, finger or pen was used: the rack's digit keys hide until the next key press."""


@dataclass(frozen=True)
class ShowTurn:
    """A score-sheet row was picked: mark that play's squares on the board (again: unmark)."""

    number: int


@dataclass(frozen=True)
class MoveCursor:
    columns: int
    rows: int


@dataclass(frozen=True)
class KeyPlace:
    """A digit key: put the n-th tile still in the rack (from 0) on the cursor."""

    position: int


@dataclass(frozen=True)
class KeyTakeBack:
    pass


@dataclass(frozen=True)
class KeyEnter:
    pass


@dataclass(frozen=True)
class KeyEscape:
    pass


@dataclass(frozen=True)
class TakeBackAll:
    pass


@dataclass(frozen=True)
class AskJoker:
    square: str


@dataclass(frozen=True)
class ChooseJoker:
    card: str


@dataclass(frozen=True)
class CancelJoker:
    pass


# -- events: turns ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Play:
    pass


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class EnterExchange:
    pass


@dataclass(frozen=True)
class LeaveExchange:
    pass


@dataclass(frozen=True)
class ConfirmExchange:
    pass


@dataclass(frozen=True)
class Reveal:
    """The hot-seat player to move dismissed the "Pass the device" screen."""


@dataclass(frozen=True)
class ComputerMoved:
    """The computer seat `seat` chose `action` (notation) in game `generation`."""

    generation: int
    seat: int
    action: str


@dataclass(frozen=True)
class ShowSquare:
    """Show the next tile of the computer's play."""

    generation: int


@dataclass(frozen=True)
class ComputerShown:
    """The computer's play is all on the board: say what it was."""

    generation: int


@dataclass(frozen=True)
class ComputerFinished:
    generation: int


Event = (
    Resume
    | LoadFailed
    | OpenSetup
    | SubmitSetup
    | Imported
    | ImportRefused
    | ChangeSetting
    | ToggleZoom
    | ToggleSound
    | SaveFailed
    | CloseDialog
    | ExportGame
    | Confirm
    | ChooseImport
    | TapRack
    | TapSquare
    | TapRackArea
    | Drop
    | SortRack
    | ShuffleRack
    | PointerUsed
    | ShowTurn
    | MoveCursor
    | KeyPlace
    | KeyTakeBack
    | KeyEnter
    | KeyEscape
    | TakeBackAll
    | AskJoker
    | ChooseJoker
    | CancelJoker
    | Play
    | Pass
    | EnterExchange
    | LeaveExchange
    | ConfirmExchange
    | AskHint
    | HintFound
    | Undo
    | Reveal
    | ComputerMoved
    | ShowSquare
    | ComputerShown
    | ComputerFinished
    | GinEvent
)

# -- effects -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Save:
    """Autosave the game's record."""


@dataclass(frozen=True)
class KeepDamagedSave:
    """Copy the unreadable save aside before a new game replaces it."""


@dataclass(frozen=True)
class SaveSettings:
    pass


@dataclass(frozen=True)
class StartComputer:
    """Let the computer seat to move think (in the worker) for game `generation`."""

    generation: int


@dataclass(frozen=True)
class WarmWorker:
    """Start the worker early: it takes seconds to boot."""


@dataclass(frozen=True)
class Export:
    pass


@dataclass(frozen=True)
class ChooseFile:
    pass


@dataclass(frozen=True)
class Announce:
    """Say `text` through the page's live region (heard with a screen reader, not shown)."""

    text: str


@dataclass(frozen=True)
class Warn:
    text: str


@dataclass(frozen=True)
class PlaySound:
    """Make the sound `cue` (only sent while the sound setting is on)."""

    cue: Cue


Effect = (
    Save
    | KeepDamagedSave
    | SaveSettings
    | StartComputer
    | FindHint
    | WarmWorker
    | Export
    | ChooseFile
    | Announce
    | Warn
    | PlaySound
)
