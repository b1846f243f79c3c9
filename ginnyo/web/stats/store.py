"""Your statistics in this browser (PyScript): localStorage, a file to save and load them, the clipboard.

The statistics are a file of their own (`ginnyo-stats-DATE.json`, `stats.stats_json`), apart from
the game files: loading a game never touches them, and loading them never touches the game.
Stored statistics that cannot be read stay where they are (`StatsUi.damaged`) until the player
resets them or loads others; then they are first copied to `ginnyo.stats.damaged`.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from pyscript import window
from pyscript.ffi import is_none

from ..browser.dom import by_id, chosen_file, download, listen, spawn, storage_get, storage_set
from ..page import clipboard
from ..shell.events import Event
from ..words.stats import FILE_TOO_LARGE, NOT_STATS
from .daily import utc_date
from .events import (
    ChooseStatsFile,
    CopyText,
    DownloadStats,
    KeepDamagedStats,
    SaveStats,
    StatsEffect,
    StatsImported,
    StatsRefused,
    StatsStored,
)
from .totals import Stats, StatsUi, parse_stats, stats_json

STATS_KEY = "ginnyo.stats"
DAMAGED_KEY = "ginnyo.stats.damaged"
MAX_BYTES = 1_000_000


def load() -> StatsUi:
    """The statistics stored in this browser: none yet, read, or refused with the reason."""
    stored = storage_get(STATS_KEY)
    if stored is None:
        return StatsUi()
    try:
        return StatsUi(parse_stats(stored))
    except ValueError as exc:  # StatsError: damaged, foreign, another version
        return StatsUi(damaged=str(exc))


def perform(effect: StatsEffect, stats: Stats, dispatch: Callable[[Event], None]) -> None:
    match effect:
        case SaveStats():
            storage_set(STATS_KEY, stats_json(stats))
        case KeepDamagedStats():
            stored = storage_get(STATS_KEY)
            if stored is not None:
                storage_set(DAMAGED_KEY, stored)
        case DownloadStats():
            download(stats_json(stats), f"ginnyo-stats-{utc_date(datetime.now(UTC))}.json")
        case ChooseStatsFile():
            by_id("stats-file").click()
        case CopyText(text):
            spawn(clipboard.copy(text, dispatch))


async def read_file(dispatch: Callable[[Event], None]) -> None:
    """Read the chosen statistics file: `StatsImported`, or `StatsRefused` saying why."""
    chosen = await chosen_file(by_id("stats-file"), MAX_BYTES)
    if chosen is None:
        return
    name, text = chosen
    if text is None:
        dispatch(StatsRefused(FILE_TOO_LARGE, f"more than {MAX_BYTES} bytes"))
        return
    try:
        stats = parse_stats(text)
    except ValueError as exc:
        dispatch(StatsRefused(NOT_STATS, str(exc)))
        return
    dispatch(StatsImported(stats, name))


def bind(dispatch: Callable[[Event], None]) -> None:
    def on_change(_event: Any) -> None:
        spawn(read_file(dispatch))

    listen(by_id("stats-file"), "change", on_change)
    listen(window, "storage", lambda event: stored_elsewhere(event, dispatch))


def stored_elsewhere(event: Any, dispatch: Callable[[Event], None]) -> None:
    """Another tab stored statistics: this one takes them, so its next game adds to them instead of
    writing over them (unreadable ones are left to that tab)."""
    if str(event.key) != STATS_KEY or is_none(event.newValue):
        return
    try:
        dispatch(StatsStored(parse_stats(str(event.newValue))))
    except ValueError:
        return
