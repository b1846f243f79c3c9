"""Your statistics in this browser (PyScript): localStorage, and a file to save and load them.

The statistics are a file of their own (`ginnyo-stats-DATE.json`, `stats.stats_json`), apart from
the game files: loading a game never touches them, and loading them never touches the game.
Stored statistics that cannot be read stay where they are (`StatsUi.damaged`) until the player
resets them or loads others; then they are first copied to `ginnyo.stats.damaged`. The stored value,
a chosen file and another tab's value are all read through `browser.files`, as saves are.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from pyscript import window
from pyscript.ffi import is_none

from ..browser.dom import by_id, download, listen, storage_set
from ..browser.files import keep_aside, on_file, stored
from ..common.effects import ChooseStatsFile, DownloadStats, KeepDamagedStats, SaveStats, StoreEffect
from ..common.ids import Id
from ..common.stored import Content, Refused, read_stored
from ..tiles.daily import utc_date
from ..words.files import REFUSALS
from .events import StatsEvent, StatsImported, StatsRefused, StatsStored
from .totals import Stats, StatsUi, parse_stats, stats_json

STATS_KEY = "ginnyo.stats"


def load() -> StatsUi:
    """The statistics stored in this browser: none yet, read, or refused with the reason."""
    stats = stored(STATS_KEY, parse_stats)
    if stats is None:
        return StatsUi()
    return StatsUi(damaged=stats.detail) if isinstance(stats, Refused) else StatsUi(stats)


def perform(effect: StoreEffect, stats: Stats) -> bool | None:
    """Carry out `effect`; for a write of the statistics, whether this browser kept it (None for the others)."""
    match effect:
        case SaveStats():
            return storage_set(STATS_KEY, stats_json(stats))
        case KeepDamagedStats():
            keep_aside(STATS_KEY)
        case DownloadStats():
            download(stats_json(stats), f"ginnyo-stats-{utc_date(datetime.now(UTC))}.json")
        case ChooseStatsFile():
            by_id(Id.STATS_FILE).click()
    return None


def bind(dispatch: Callable[[StatsEvent], None]) -> None:
    """A statistics file picked: `StatsImported`, or `StatsRefused` saying why; another tab's statistics."""

    def answer(name: str, stats: Stats | Refused) -> None:
        if isinstance(stats, Refused):
            dispatch(StatsRefused(REFUSALS[Content.STATS][stats.reason], stats.detail))
        else:
            dispatch(StatsImported(stats, name))

    on_file(by_id(Id.STATS_FILE), parse_stats, answer)
    listen(window, "storage", lambda event: stored_elsewhere(event, dispatch))


def stored_elsewhere(event: Any, dispatch: Callable[[StatsEvent], None]) -> None:
    """Another tab stored statistics: this one takes them, so its next game adds to them instead of
    writing over them (unreadable ones are left to that tab)."""
    if str(event.key) != STATS_KEY or is_none(event.newValue):
        return
    stats = read_stored(str(event.newValue), parse_stats)
    if not isinstance(stats, Refused):
        dispatch(StatsStored(stats))
