"""Update steps of the statistics (no PyScript): the panel, its file and reset, the daily share text,
and the one place a finished game is counted.

`state.stats` changes only here: `carried` gives every other step's new state the statistics of the
last one (a new game starts from a fresh `UiState`), adding the game that has just ended in play.
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
from ..common.enums import Dialog, Phase
from ..common.frozen import replace
from ..shell.state import UiState, saved
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
from .totals import Stats, StatsUi, recorded, recorded_match
from .view import share_text


def update_stats(state: UiState, event: StatsEvent) -> Result[UiState]:
    """The panel's buttons, a statistics file read or refused, and the share text's copy."""
    ui = state.stats
    match event:
        case OpenStats():
            back = ui.back if state.dialog is Dialog.STATS else state.dialog
            return replace(state, dialog=Dialog.STATS, stats=replace(ui, back=back, asking_reset=False, note="")), []
        case CloseStats() if state.dialog is Dialog.STATS:
            return replace(state, dialog=ui.back, stats=replace(ui, back=None, asking_reset=False)), []
        case ExportStats() if not ui.damaged:
            return state, [DownloadStats()]
        case ImportStats():
            return state, [ChooseStatsFile()]
        case StatsImported(stats, filename):
            return replaced(state, stats, loaded_text(filename))
        case StatsStored(stats) if not ui.damaged:  # already stored: saving it again would undo nothing
            return replace(state, stats=replace(ui, stats=stats)), []
        case StatsRefused(text, detail):
            return replace(state, stats=replace(ui, note=f"{_(text)} {capitalized(detail)}.")), []
        case AskReset():
            return replace(state, stats=replace(ui, asking_reset=True, note="")), []
        case AnswerReset(True) if ui.asking_reset:
            return replaced(state, Stats(), _(RESET_DONE))
        case AnswerReset(False):
            return replace(state, stats=replace(ui, asking_reset=False)), []
        case CopyShare() if state.session is not None and state.session.daily and state.session.game.over:
            return state, [CopyText(share_text(state.session))]
        case ShareCopied(ok):
            return replace(state, stats=replace(ui, copied=ok)), []
    return unchanged(state)


def replaced(state: UiState, stats: Stats, note: str) -> Result[UiState]:
    """New statistics (loaded or reset) stored in place of the old; unreadable old ones are kept aside first."""
    ui = state.stats
    keep: list[Effect] = [KeepDamagedStats()] if ui.damaged else []
    return replace(state, stats=StatsUi(stats, back=ui.back, note=note)), [*keep, SaveStats()]


def carried(old: UiState, new: UiState, effects: list[Effect]) -> Result[UiState]:
    """`new` with the statistics of `old`, plus the game (or Gin Rummy match) that has just ended in play.

    A game counts when it ends in front of the player (a turn played, the computer's last turn
    shown), not when a finished game is loaded; `recorded` counts each game once anyway.
    """
    ui = old.stats if new.session is old.session else replace(old.stats, copied=None)
    session = saved(new)
    ended = session is not None and session is saved(old) and old.phase is not Phase.OVER
    if not ended or new.phase is not Phase.OVER or ui.damaged:
        return replace(new, stats=ui), effects
    if new.session is not None:
        stats = recorded(ui.stats, new.session)
    else:
        assert new.rummy is not None
        stats = recorded_match(ui.stats, new.rummy.session)
    if stats == ui.stats:
        return replace(new, stats=ui), effects
    return replace(new, stats=replace(ui, stats=stats)), [*effects, SaveStats()]
