"""Stored or imported JSON read safely (no PyScript): saves, game files, statistics, settings, drafts.

Every text the page did not just write itself (a file chosen, a value of localStorage) passes
`read_stored` before its reader: one size cap, one nesting cap, one set of caught exceptions, and a
refusal with its reason (`Refusal`, worded by `words.files`) instead of an exception. The nesting is
counted before any `json.loads`: JSON nested thousands of levels deep overflows Pyodide's stack,
which kills the page rather than raising. The reader gets the text marked `Shallow`, so that the
record's own check (`ginnyo.rules.record.parse_json`) does not scan it a second time. The record's own cap on
actions (`TooManyActions`, the engine's `MAX_ACTIONS`) is the third bound; the engine never makes a longer game.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TypeVar

from ginnyo.rules.errors import TooManyActions
from ginnyo.rules.safejson import MAX_DEPTH, shallow
from ginnyo.rules.steps import Steps, drain

from .frozen import frozen

T = TypeVar("T")

MAX_BYTES = 1_000_000
"""The largest file or stored value read: far above any game or statistics the page writes."""
CAUGHT = (ValueError, LookupError, TypeError, AttributeError, RecursionError)
"""What damaged or foreign data makes a reader raise (JSON errors, RecordError and StatsError are ValueErrors)."""


class Content(StrEnum):
    """What a file or stored value should hold: its refusals are worded for it (`words.files`)."""

    GAME = "game"
    STATS = "stats"


class Aside(StrEnum):
    """A stored value besides the game, statistics, lessons and sheet (which say so in their own place) that was
    found damaged at start-up: moved aside (`browser.files.move_aside`), started afresh, and said (`words.files`)."""

    SETTINGS = "settings"
    DRAFT = "draft"  # the play being built
    STAMP = "stamp"  # the save's stamp, which tells the tabs' writes apart


class Refusal(StrEnum):
    TOO_LARGE = "too-large"  # more bytes than `MAX_BYTES`, or a record of more actions than a game has
    UNREADABLE = "unreadable"  # not JSON, nested too deep, or not what was expected


@frozen
class Refused:
    """Why a text was not read: `reason` for the player (worded by `words.files`), `detail` technically."""

    reason: Refusal
    detail: str


def too_large(size: int) -> Refused | None:
    """A refusal for `size` bytes over the cap (also asked of a file before it is read)."""
    return Refused(Refusal.TOO_LARGE, f"more than {MAX_BYTES} bytes") if size > MAX_BYTES else None


def read_stored(text: str, read: Callable[[str], T]) -> T | Refused:
    """`read(text)` once `text` is small and shallow enough; a refusal (never an exception) otherwise."""
    return drain(read_stored_steps(text, lambda checked: at_once(read(checked))))


def at_once(value: T) -> Steps[T]:
    """`value` as steps that have nothing to pause for."""
    return value
    yield  # a generator (it never gets here)


def read_stored_steps(text: str, read: Callable[[str], Steps[T]]) -> Steps[T | Refused]:
    """`read_stored` with a stepwise reader (a long game's replay, `page/loading.py`): the same caps and refusals."""
    refused = too_large(len(text.encode("utf-8", "surrogatepass")))
    if refused is not None:
        return refused
    checked = shallow(text)
    if checked is None:
        return Refused(Refusal.UNREADABLE, f"it nests more than {MAX_DEPTH} levels deep")
    yield  # a pause after the nesting is counted (a long record's takes a slice of its own)
    try:
        return (yield from read(checked))
    except TooManyActions as exc:  # refused before any replay: as good as too large for the player
        return Refused(Refusal.TOO_LARGE, str(exc))
    except CAUGHT as exc:
        return Refused(Refusal.UNREADABLE, str(exc) or type(exc).__name__)
