"""Update steps of the statistics (no PyScript): the panel, its file and reset, the daily share text,
and the one place a finished game is counted.

They take and return the statistics' slice (`StatsUi`), never the page's state: `shell/update.py` hands them
what they read of the page and puts the slice back. `carried` gives every other step's new state the
statistics of the last one (a new game starts from a fresh `UiState`), adding the game that has just ended.
"""

from __future__ import annotations

from ..common.effects import (
    ChooseStatsFile,
    CopyText,
    DownloadStats,
    Effect,
    KeepDamagedStats,
    Result,
    SaveStats,
    unchanged,
)
from ..common.enums import Dialog
from ..common.frozen import frozen, replace
from ..rummy.session import GinSession
from ..tiles.session import Session
from ..words.i18n import _
from ..words.stats import RESET_DONE, loaded_text
from ..words.texts import capitalized
from .events import (
    AnswerReset,
    AskReset,
    CloseStats,
    CopyShare,
    ExportStats,
    ImportStats,
    OpenStats,
    ShareCopied,
    StatsEvent,
    StatsImported,
    StatsRefused,
    StatsStored,
)
from .totals import Stats, StatsUi, counted


@frozen
class StatsPage:
    """What the statistics read of the page: the dialog on top (the panel is one of them), and the text a finished
    daily deal shares (None without one)."""

    dialog: Dialog | None
    share: str | None = None


Shown = tuple[StatsUi, Dialog | None]
"""The statistics and the dialog the page shows after a step."""


def update_stats(ui: StatsUi, event: StatsEvent, page: StatsPage) -> Result[Shown]:
    """The panel's buttons, a statistics file read or refused, and the share text's copy."""
    dialog = page.dialog
    match event:
        case OpenStats():
            back = ui.back if dialog is Dialog.STATS else dialog
            return (replace(ui, back=back, asking_reset=False, note=""), Dialog.STATS), []
        case CloseStats() if dialog is Dialog.STATS:
            return (replace(ui, back=None, asking_reset=False), ui.back), []
        case ExportStats() if not ui.damaged:
            return (ui, dialog), [DownloadStats()]
        case ImportStats():
            return (ui, dialog), [ChooseStatsFile()]
        case StatsImported(stats, filename):
            return replaced(ui, dialog, stats, loaded_text(filename))
        case StatsStored(stats) if not ui.damaged:  # already stored: saving it again would undo nothing
            return (replace(ui, stats=stats), dialog), []
        case StatsRefused(text, detail):
            return (replace(ui, note=f"{_(text)} {capitalized(detail)}."), dialog), []
        case AskReset():
            return (replace(ui, asking_reset=True, note=""), dialog), []
        case AnswerReset(True) if ui.asking_reset:
            return replaced(ui, dialog, Stats(), _(RESET_DONE))
        case AnswerReset(False):
            return (replace(ui, asking_reset=False), dialog), []
        case CopyShare() if page.share is not None:
            return (ui, dialog), [CopyText(page.share)]
        case ShareCopied(ok):
            return (replace(ui, copied=ok), dialog), []
    return unchanged((ui, dialog))


def replaced(ui: StatsUi, dialog: Dialog | None, stats: Stats, note: str) -> Result[Shown]:
    """New statistics (loaded or reset) stored in place of the old; unreadable old ones are kept aside first."""
    keep: list[Effect] = [KeepDamagedStats()] if ui.damaged else []
    return (StatsUi(stats, back=ui.back, note=note), dialog), [*keep, SaveStats()]


def carried(ui: StatsUi, new_game: bool, ended: Session | GinSession | None) -> Result[StatsUi]:
    """The statistics after any other step: a new game forgets whether its share text was copied, and the game
    (or Gin Rummy match) that has just `ended` in play is counted (`counted` counts each game once anyway)."""
    if new_game:
        ui = replace(ui, copied=None)
    if ended is None or ui.damaged:
        return ui, []
    stats = counted(ui.stats, ended)
    return (ui, []) if stats == ui.stats else (replace(ui, stats=stats), [SaveStats()])


def scored_at_table(ui: StatsUi) -> Result[StatsUi]:
    """A game scored at a real table (the scorer's sheet finished): counted apart from the games played here."""
    if ui.damaged:
        return ui, []
    return replace(ui, stats=replace(ui.stats, table=ui.stats.table + 1)), [SaveStats()]
