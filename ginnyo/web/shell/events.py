"""What can happen to the page (events) and what the page must do about it (effects); no PyScript.

Input adapters turn DOM events into these events; `update.update` turns an event into a new
state and a list of effects, which the wiring (`app.py`) carries out.
"""

from __future__ import annotations

from ..coach.events import AskHint, FindHint, HintFound, Undo
from ..common.enums import Cue, GameKind, GinLevel
from ..common.frozen import frozen
from ..review.events import ReplayEffect, ReplayEvent
from ..review.events import ShowTurn as ShowTurn  # a past turn picked: `replay.py` handles it
from ..review.rummy_events import FindGinReview, GinReviewEvent
from ..rummy.events import GinEvent
from ..rummy.session import GinSession
from ..stats.events import StatsEffect, StatsEvent
from ..tiles.session import Session
from .settings import SettingChange
from .state import Pick

# -- events: games ------------------------------------------------------------------------


@frozen
class Resume:
    """A saved game was read at start-up, with the play being built when the page was left (JSON)."""

    session: Session | GinSession
    draft: str | None = None


@frozen
class LoadFailed:
    """The saved game could not be read."""

    reason: str


@frozen
class OpenSetup:
    first: bool = False


@frozen
class SubmitSetup:
    """The new-game form: (name, kind) per seat, the seed as typed, a random seed for no seed.

    In Gin Rummy (`game`) you play against the computer at `level`; `daily` dates a daily deal."""

    seats: tuple[tuple[str, str], ...]
    seed_text: str
    random_seed: int
    game: GameKind = GameKind.GINNYO
    level: GinLevel = GinLevel.MEDIUM
    daily: str = ""


@frozen
class ComputerSeatChosen:
    """The new-game form on screen has a computer seat: its worker may start booting now."""


@frozen
class Imported:
    session: Session | GinSession
    filename: str


@frozen
class ImportRefused:
    """A file that is no game: `text` says so in a player's words, `detail` technically."""

    text: str
    detail: str = ""


@frozen
class ChangeSetting:
    """A control of the settings panel (or the form's language) changed one setting."""

    change: SettingChange


@frozen
class ToggleZoom:
    """Show the board larger (scrolling in its box) on a small screen, or back to fit."""


@frozen
class ToggleSound:
    """The header's sound button: sounds on, or muted (the settings' sound, remembered)."""


@frozen
class SaveFailed:
    pass


@frozen
class CloseDialog:
    pass


@frozen
class ExportGame:
    pass


@frozen
class Confirm:
    """The player confirmed replacing the game in progress (the message's `confirm`)."""


@frozen
class ChooseImport:
    pass


# -- events: building a play ----------------------------------------------------------------


@frozen
class TapRack:
    index: int


@frozen
class TapSquare:
    square: str


@frozen
class TapRackArea:
    """A tap on the rack's area (not on a tile): a picked board tile goes back."""


@frozen
class Drop:
    """A drag ended: on a square, on the rack's area (`slot`: on that rack position), or elsewhere."""

    source: Pick
    square: str | None
    on_rack: bool = False
    slot: int | None = None


@frozen
class SortRack:
    """Arrange the rack by suit, then by rank."""


@frozen
class ShuffleRack:
    """Arrange the rack in a new order drawn from `seed` (the input adapter draws it)."""

    seed: int


@frozen
class PointerUsed:
    """A mouse, finger or pen was used: the rack's digit keys hide until the next key press."""


@frozen
class MoveCursor:
    columns: int
    rows: int


@frozen
class KeyPlace:
    """A digit key: put the n-th tile still in the rack (from 0) on the cursor."""

    position: int


@frozen
class KeyTakeBack:
    pass


@frozen
class KeyEnter:
    pass


@frozen
class KeyEscape:
    pass


@frozen
class TakeBackAll:
    pass


@frozen
class AskJoker:
    square: str


@frozen
class ChooseJoker:
    card: str


@frozen
class CancelJoker:
    pass


# -- events: turns ----------------------------------------------------------------------------


@frozen
class Play:
    pass


@frozen
class Pass:
    pass


@frozen
class EnterExchange:
    pass


@frozen
class LeaveExchange:
    pass


@frozen
class ConfirmExchange:
    pass


@frozen
class Reveal:
    """The hot-seat player to move dismissed the "Pass the device" screen."""


@frozen
class ComputerMoved:
    """The computer seat `seat` chose `action` (notation) in game `generation`."""

    generation: int
    seat: int
    action: str


@frozen
class ShowSquare:
    """Show the next tile of the computer's play."""

    generation: int


@frozen
class ComputerShown:
    """The computer's play is all on the board: say what it was."""

    generation: int


@frozen
class ComputerFinished:
    generation: int


Event = (
    Resume
    | LoadFailed
    | OpenSetup
    | SubmitSetup
    | ComputerSeatChosen
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
    | GinReviewEvent
    | ReplayEvent
    | StatsEvent
)

# -- effects -------------------------------------------------------------------------------


@frozen
class Save:
    """Autosave the game's record."""


@frozen
class KeepDamagedSave:
    """Copy the unreadable save aside before a new game replaces it."""


@frozen
class SaveSettings:
    pass


@frozen
class StartComputer:
    """Let the computer seat to move think (in the worker) for game `generation`."""

    generation: int


@frozen
class WarmWorker:
    """Start the worker early: it takes seconds to boot."""


@frozen
class Export:
    pass


@frozen
class ChooseFile:
    pass


@frozen
class Announce:
    """Say `text` through the page's live region (heard with a screen reader, not shown)."""

    text: str


@frozen
class Warn:
    text: str


@frozen
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
    | ReplayEffect
    | FindGinReview
    | StatsEffect
)
