"""The scorer's sheet as stored and as a file (no PyScript): its versioned record (`ginnyo.tally.record`), and what
the scorer starts from once the stored value is read through `common.stored` (a refusal kept as the reason).

A file is the record alone; this browser's stored copy wraps it with whether the statistics have counted the
sheet's end, so a finished sheet whose end is undone and entered again (even after a reload) counts once."""

from __future__ import annotations

import json
from typing import NamedTuple

from ginnyo.rules.errors import RecordError
from ginnyo.tally import Tally, record

from ..common.stored import Refused
from .state import ScorerUi

STORED = "ginnyo-scorer-stored"


def read_sheet(text: str) -> Tally:
    """A sheet from its JSON record; a damaged or foreign one raises (RecordError, a ValueError)."""
    return record.loads(text)


def sheet_json(tally: Tally) -> str:
    return json.dumps(record.to_json(tally), ensure_ascii=False)


class Kept(NamedTuple):
    """The sheet this browser kept: whether the statistics counted its end, and its revision (each write by any
    tab adds one, so that a tab never overwrites a sheet newer than the one it shows)."""

    tally: Tally
    counted: bool
    revision: int = 0


def read_kept(text: str) -> Kept:
    """The sheet this browser kept (a copy kept before revisions is revision 0); raises like `read_sheet`."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != STORED or not isinstance(data.get("counted"), bool):
        raise RecordError("it is not a score sheet kept by this page")
    revision = data.get("revision", 0)
    if not isinstance(revision, int) or isinstance(revision, bool) or revision < 0:
        raise RecordError("its revision is not a count")
    return Kept(record.from_json(data.get("sheet")), data["counted"], revision)


def kept_json(tally: Tally, counted: bool, revision: int = 0) -> str:
    kept = {"format": STORED, "sheet": record.to_json(tally), "counted": counted, "revision": revision}
    return json.dumps(kept, ensure_ascii=False)


def loaded(kept: Kept | Refused | None) -> ScorerUi:
    """The scorer at start-up: no sheet yet, the stored one (closed until opened), or why it could not be read."""
    if kept is None:
        return ScorerUi()
    if isinstance(kept, Refused):
        return ScorerUi(damaged=kept.detail)
    return ScorerUi(tally=kept.tally, counted=kept.counted, revision=kept.revision)


def filename(tally: Tally, extension: str) -> str:
    """`ginnyo-sheet-Ann-Bo.json`: the players' names, as far as a file name takes them."""
    names = "-".join("".join(c for c in name if c.isalnum()) or "player" for name in tally.setup.names)
    return f"ginnyo-sheet-{names}.{extension}"
