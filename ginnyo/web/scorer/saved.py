"""The scorer's sheet as stored and as a file (no PyScript): its versioned record (`ginnyo.tally.record`), and what
the scorer starts from once the stored value is read through `common.stored` (a refusal kept as the reason)."""

from __future__ import annotations

import json

from ginnyo.tally import Tally, record

from ..common.stored import Refused
from .state import ScorerUi


def read_sheet(text: str) -> Tally:
    """A sheet from its JSON record; a damaged or foreign one raises (RecordError, a ValueError)."""
    return record.from_json(json.loads(text))


def sheet_json(tally: Tally) -> str:
    return json.dumps(record.to_json(tally), ensure_ascii=False)


def loaded(tally: Tally | Refused | None) -> ScorerUi:
    """The scorer at start-up: no sheet yet, the stored one (closed until opened), or why it could not be read."""
    if tally is None:
        return ScorerUi()
    return ScorerUi(damaged=tally.detail) if isinstance(tally, Refused) else ScorerUi(tally=tally)


def filename(tally: Tally, extension: str) -> str:
    """`ginnyo-sheet-Ann-Bo.json`: the players' names, as far as a file name takes them."""
    names = "-".join("".join(c for c in name if c.isalnum()) or "player" for name in tally.setup.names)
    return f"ginnyo-sheet-{names}.{extension}"
