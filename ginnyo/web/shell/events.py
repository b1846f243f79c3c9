"""What can happen to the page (no PyScript): its own events, and `Event`, composed of every feature's.

Input adapters turn DOM events into these events; `update.update` turns an event into a new
state and a list of effects (`common/effects.py`), which the wiring (`app.py`) carries out.
"""

from __future__ import annotations

from ..coach.events import AskHint, HintFound, Undo, UseHint
from ..common.computer_events import ComputerEvent, ThinkFailed
from ..common.enums import GameKind, GinLevel, SeatKind
from ..common.events import KeyEscape
from ..common.frozen import frozen
from ..common.stored import Content
from ..common.tabs import Elsewhere
from ..friend.events import FriendEvent
from ..learn.events import LearnEvent
from ..review.events import ReplayEvent
from ..review.events import ShowTurn as ShowTurn  # a past turn picked: `replay.py` handles it
from ..review.rummy_events import GinReviewEvent
from ..rummy.events import GinEvent
from ..rummy.session import GinSession
from ..scorer.events import ScorerEvent
from ..stats.events import StatsEvent
from ..tiles.events import TableEvent
from ..tiles.session import Session
from ..tips.events import DismissTip
from .settings import SettingChange

# -- events: the page and its games ------------------------------------------------------------------------


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
class PlayAgain:
    """A finished game's "Play again": the same players (or the same computer level) with a new deal, `seed`."""

    seed: int


@frozen
class SubmitSetup:
    """The new-game form: (name, kind) per seat, the seed as typed, a random seed for no seed.

    The form's adapter parses the kinds (`page/setup_form.py`), so the update gets typed values.
    In Gin Rummy (`game`) you play against the computer at `level`; `daily` dates a daily deal."""

    seats: tuple[tuple[str, SeatKind], ...]
    seed_text: str
    random_seed: int
    game: GameKind = GameKind.GINNYO
    level: GinLevel = GinLevel.MEDIUM
    daily: str = ""


@frozen
class ComputerSeatChosen:
    """The new-game form on screen has a computer seat: the computer's players may load now."""


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
class ZoomBoard:
    """A gesture on the board (``page/board_gestures.py``): zoom in around the play being built, or back out.

    `square` is where a double tap was (None: a pinch, or a tap off the squares): a double tap zooms only on an
    empty square with no tile picked, so tapping twice to place and pick a tile never zooms."""

    on: bool
    square: str | None = None
    tapped: bool = False


@frozen
class ToggleSound:
    """The header's sound button: sounds on, or muted (the settings' sound, remembered)."""


@frozen
class StorageWrite:
    """A write of `what` to this browser's storage worked or failed (sent when that changes, and on each failed write
    of the game, whose `actions` say which of its moves the storage does not hold)."""

    what: Content
    ok: bool
    actions: int = 0  # the game's actions in this write (a write of the game)


@frozen
class DismissAside:
    """The storage alert's "Got it" under the words that damaged settings, draft or stamp were kept aside."""


@frozen
class DamagedSaveDownloaded:
    """The unreadable save could not be kept aside in this browser, so it went to the downloads as `filename`."""

    filename: str


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


@frozen
class NotReopened:
    """The stored game was not opened: an earlier open of the page left its mark (`effects.MarkOpening`), so that
    load never finished (it froze or crashed the page). `saved`: a save is stored (else the address's link was
    what stopped it). `stopped`: the player cancelled its load (`page/loading.py`)."""

    saved: bool = True
    stopped: bool = False


@frozen
class TryReopen:
    """The unopened game's "Try again": open it (and the address's link) once more, marked again."""


@frozen
class DownloadUnopened:
    """The unopened game's "Download the save": the stored save, as it is, to a file."""


@frozen
class UnopenedDownloaded:
    """The unopened save went to the downloads as `filename`."""

    filename: str


@frozen
class NewGameInstead:
    """The unopened game's "Start a new game": the new-game form; the save is kept aside once a new game replaces
    it."""


UnopenedEvent = TryReopen | DownloadUnopened | UnopenedDownloaded | NewGameInstead

Saved = Resume | LoadFailed | OpenSetup | NotReopened
"""What the stored game is, as read at start-up (`page/persistence.saved_game`)."""


@frozen
class Watch:
    """Show the stored game (`saved`) read-only, `why`: another tab had it when this one opened or took it
    ("Play here" there), or another tab saved over what this one last saw (its save landed, or refused ours)."""

    saved: Saved
    why: Elsewhere
    refused: bool = False  # this tab's last save was refused: its last turn is not kept


@frozen
class PlayHere:
    """The banner's "Play here": take the game from the tab that has it."""


@frozen
class Claimed:
    """This tab has the game now: `saved`, read once the other tab let it go, is played here."""

    saved: Saved


TabEvent = Watch | PlayHere | Claimed


@frozen
class PointerUsed:
    """A mouse, finger or pen was used: the rack's digit keys hide until the next key press."""


Event = (
    FriendEvent
    | Resume
    | LoadFailed
    | OpenSetup
    | PlayAgain
    | SubmitSetup
    | ComputerSeatChosen
    | Imported
    | ImportRefused
    | ChangeSetting
    | ToggleZoom
    | ZoomBoard
    | ToggleSound
    | StorageWrite
    | DismissAside
    | DamagedSaveDownloaded
    | CloseDialog
    | ExportGame
    | Confirm
    | ChooseImport
    | PointerUsed
    | TabEvent
    | NotReopened
    | UnopenedEvent
    | AskHint
    | HintFound
    | UseHint
    | Undo
    | DismissTip
    | KeyEscape
    | TableEvent
    | ComputerEvent
    | ThinkFailed
    | GinEvent
    | GinReviewEvent
    | ReplayEvent
    | StatsEvent
    | LearnEvent
    | ScorerEvent
)
