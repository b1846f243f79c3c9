"""What the page must do after an event (effects), below every feature: each feature returns them (no PyScript).

`shell.update` turns an event into a new state and a list of these; the wiring (`app.py`) carries them out.
A feature's update returns a `Result` of its own state (its slice, or the page's `UiState` while it still takes
the whole page) and the effects.
"""

from __future__ import annotations

from typing import TypeVar

from ginnyo import ginrummy
from ginnyo.fairdeal.duel import Duel
from ginnyo.rules import Game
from ginnyo.rules.steps import Steps

from .computer_events import Fault
from .enums import Cue
from .frozen import frozen

# -- the page --------------------------------------------------------------------------------------


@frozen
class Save:
    """Autosave the game's record, compare-and-set (`common/tabs.py`); `fresh`: a game begun here (new, loaded)."""

    fresh: bool = False


@frozen
class TakeGame:
    """Take the game from the tab that has it ("Play here"), then read the save afresh (`Claimed`)."""


@frozen
class KeepDamagedSave:
    """Copy the unreadable save aside before a new game replaces it."""


@frozen
class MarkOpening:
    """Mark in storage that this tab opens the stored game now (and then the address's link): found by the page's
    next open while still there, that load never finished (it froze or crashed the page), so the save is not
    reopened by itself (`shell/update_unopened.py`)."""


@frozen
class ClearOpening:
    """Take the mark away: the stored game is open and drawn, or a new game has replaced it."""


@frozen
class OpenStored:
    """Open the stored game (and the address's link) as the page's start does: "Try again", once it is marked."""


@frozen
class DownloadStored:
    """Offer the stored game, as stored (not opened), as a file: the save a last open could not open."""


@frozen
class SaveSettings:
    pass


@frozen
class SetLanguage:
    """Word the page in language `code` from now on ('' for the browser's), then render it again."""

    code: str


@frozen
class StartComputer:
    """Let the seat to move act in game `generation` (a computer thinks on the page, in slices); after its action was
    refused (`refused`), its simpler level moves instead. Its think is marked in storage while it runs (a think the
    page's last open left marked froze it: the simpler level moves at once)."""

    generation: int
    refused: Fault | None = None


@frozen
class SaveDraft:
    """Keep the play being built (the Ginny-O table's draft) beside the autosave, so a reload lays it again."""


@frozen
class MarkThinking:
    """Mark in storage that the computer thinks about turn `key` now (`shell.seating.think_key`)."""

    key: str


@frozen
class ClearThinking:
    """Take the think's mark away: it ended, or the page is going away while it still runs (no freeze)."""


@frozen
class WarmComputer:
    """Load the computer's players early, while the page is idle: its first think then pays no import."""


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


# -- coaching --------------------------------------------------------------------------------------


@frozen
class FindHint:
    """Ask the computer for the expert's choice in game `generation` (`turns` turns in); an `offer` (a player
    with no legal play) is answered as the exchange offered, not shown as a hint."""

    generation: int
    turns: int
    offer: bool = False


@frozen
class SaveTips:
    """Store the tips seen (`tips.state.tips_json`)."""


# -- the replay viewer and game links --------------------------------------------------------------


@frozen
class FindAnalysis:
    """Ask the computer to review `game` (`record`, its JSON, names it): every turn, then the expert's choice turn
    by turn from turn `advised` (counted from 0)."""

    record: str
    game: Game
    advised: int


@frozen
class ShareLink:
    """Copy the page's address with this fragment (`game=1.…`) to the clipboard."""

    fragment: str


@frozen
class ForgetLink:
    """Take the game out of the page's address, so a reload shows your own game."""


# -- the Gin Rummy review --------------------------------------------------------------------------


@frozen
class FindGinReview:
    """Ask the computer to review match `game` (`record`, its JSON, names it): every hand at once, then the hard
    player's choices hand by hand from hand `advised` + 1."""

    record: str
    game: ginrummy.Game
    advised: int


# -- statistics ------------------------------------------------------------------------------------


@frozen
class SaveStats:
    """Store the statistics (`stats_json`)."""


@frozen
class KeepDamagedStats:
    """Copy unreadable stored statistics aside before they are replaced: never lost silently."""


@frozen
class DownloadStats:
    pass


@frozen
class ChooseStatsFile:
    pass


# -- lessons --------------------------------------------------------------------------------------


@frozen
class SaveProgress:
    """Store the lessons done (`learn.progress.progress_json`)."""


@frozen
class KeepDamagedProgress:
    """Copy unreadable stored progress aside before it is replaced: never lost silently."""


# -- the scorer ------------------------------------------------------------------------------------


@frozen
class StoreSheet:
    """Store the scorer's sheet (`ginnyo.tally.record`), so that a reload resumes it."""


@frozen
class TakeSheet:
    """Keep the sheet in this tab ("Use here"): take it from the tab that keeps it, then read it afresh."""


@frozen
class KeepDamagedSheet:
    """Copy an unreadable stored sheet aside before it is replaced: never lost silently."""


@frozen
class DownloadSheet:
    """Save the sheet to a file (its versioned record)."""


@frozen
class ChooseSheetFile:
    """Pick a sheet file to load."""


@frozen
class DownloadCsv:
    """Save the sheet as CSV, its words in the player's language."""


@frozen
class PrintPage:
    """Open the browser's print dialog (the print style sheet shows only the score sheet)."""


@frozen
class ScoreLink:
    """Put `#score` in the page's address while the scorer is open (`on`), so a reload comes back to it."""

    on: bool


@frozen
class CountScored:
    """A game scored at the table has ended: counted apart from the games played on the page."""


@frozen
class CopyText:
    text: str


# -- a game with a friend ---------------------------------------------------------------------------


@frozen
class FriendWork:
    """Run a side of a game with a friend in slices (a mixing, the check at the end, a restore): `FriendWorked` or
    `FriendFailed` follows. `heard`: the steps take in a message of the friend's."""

    steps: Steps[Duel]
    heard: bool = False


@frozen
class KeepFriends:
    """Write the games with friends to this browser's storage (`friend/store.py`)."""


@frozen
class LandMove:
    """The friend's play just taken in lands tile by tile, as a computer's does (the driver's `show`)."""

    generation: int


@frozen
class MakeOffer:
    """Start a live connection: gather this device's offer (`LiveMade(offer=…)` follows)."""


@frozen
class MakeAnswer:
    """Answer the friend's live offer (`LiveMade(answer=…)` follows)."""

    offer: str


@frozen
class TakeAnswer:
    """Open the live connection with the friend's answer to this device's offer (`LiveOpened` follows)."""

    answer: str


@frozen
class SendLive:
    """Send these messages over the live connection, in order."""

    sealed: tuple[bytes, ...]


LiveEffect = MakeOffer | MakeAnswer | TakeAnswer | SendLive
FriendEffect = FriendWork | KeepFriends | LandMove | LiveEffect


PageEffect = (
    Save
    | SaveDraft
    | TakeGame
    | TakeSheet
    | KeepDamagedSave
    | MarkOpening
    | ClearOpening
    | OpenStored
    | DownloadStored
    | SaveSettings
    | SetLanguage
    | StartComputer
    | MarkThinking
    | ClearThinking
    | WarmComputer
    | Export
    | ChooseFile
    | Announce
    | Warn
    | PlaySound
)
ReplayEffect = FindAnalysis | ShareLink | ForgetLink
StorageEffect = (
    Save
    | SaveDraft
    | KeepDamagedSave
    | SaveSettings
    | SaveTips
    | MarkOpening
    | ClearOpening
    | MarkThinking
    | ClearThinking
)
"""The page's own writes to this browser's storage (`App.store`): a tab that watches saves its settings and tips, not
the game's draft or thinking marks, and its autosave is refused by the compare-and-set."""
StoreEffect = SaveStats | KeepDamagedStats | DownloadStats | ChooseStatsFile
"""The effects `stats/store.py` carries out (the wiring copies `CopyText` to the clipboard)."""
StatsEffect = StoreEffect | CopyText
LearnEffect = SaveProgress | KeepDamagedProgress
ScorerEffect = StoreSheet | KeepDamagedSheet | DownloadSheet | ChooseSheetFile | DownloadCsv | PrintPage | ScoreLink
SCORER_EFFECTS = (StoreSheet, KeepDamagedSheet, DownloadSheet, ChooseSheetFile, DownloadCsv, PrintPage, ScoreLink)
"""The effects `scorer/store.py` carries out (`CountScored` goes to the statistics)."""
Effect = (
    PageEffect
    | FindHint
    | SaveTips
    | ReplayEffect
    | FindGinReview
    | StatsEffect
    | LearnEffect
    | ScorerEffect
    | CountScored
    | FriendEffect
)

S = TypeVar("S")
Result = tuple[S, list[Effect]]
"""A feature's new state and the effects it asks for."""


def unchanged(state: S) -> Result[S]:
    return state, []
