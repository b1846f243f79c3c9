"""The daily deal (no PyScript): one game a day, the same tiles for everyone that day.

The seed comes from the UTC date alone: the first 6 bytes (big-endian) of
SHA-256("ginnyo-daily-YYYY-MM-DD"), so every copy of the game deals the same tiles that day and
nobody needs a server. You play it against the computer at `LEVEL`; the record keeps its date
(`"daily"`), which the statistics use to count it once however often it is played.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, date, datetime

from ..common.enums import SeatKind

LEVEL = SeatKind.MEDIUM


def utc_date(now: datetime) -> str:
    """The day of the deal, `YYYY-MM-DD`: `now` (aware of its time zone) as a UTC date."""
    return now.astimezone(UTC).date().isoformat()


def daily_seed(day: str) -> int:
    """The seed of the deal of `day` (`YYYY-MM-DD`); another text raises ValueError."""
    try:
        valid = date.fromisoformat(day).isoformat() == day
    except ValueError:
        valid = False
    if not valid:
        raise ValueError(f"{day!r} is not a date like 2026-11-30")
    return int.from_bytes(hashlib.sha256(f"ginnyo-daily-{day}".encode()).digest()[:6], "big")


def is_daily(day: str, seed: int) -> bool:
    """`seed` is the deal of `day` (a record's daily mark is checked against its seed)."""
    try:
        return daily_seed(day) == seed
    except ValueError:
        return False
