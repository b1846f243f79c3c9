"""The score sheet as CSV (RFC 4180, as spreadsheets read it), in the words the caller gives.

The words come from the caller so that the page writes the sheet in the player's language.
A text cell that a spreadsheet would take for a formula (a name like `=1+2`) starts with `'`.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from .entries import NoPlay
from .model import Tally

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list)."""


@dataclass(frozen=True)
class CsvWords:
    """The sheet's words: column heads (the players' names head their totals), and the rows' words."""

    turn: str = "Turn"
    player: str = "Player"
    play: str = "Play"
    points: str = "Points"
    passed: str = "Pass"
    exchanged: str = "Exchange"
    problem: str = "to fix"
    penalty: str = "Penalty"
    total: str = "Total"


def text_cell(text: str) -> str:
    return f"'{text}" if text.startswith(FORMULA_STARTS) else text


def to_csv(tally: Tally, headers: CsvWords) -> str:
    """One row per turn (number, player, play or the turn's word, points, every seat's running total),
    then once the sheet is final a row of penalties and a row of final totals."""
    names, words = tally.setup.names, headers
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow([text_cell(w) for w in (words.turn, words.player, words.play, words.points, *names)])
    for line in tally.lines():
        entry = line.entry
        what = (words.exchanged if entry.exchange else words.passed) if isinstance(entry, NoPlay) else str(entry)
        if line.problem is not None:
            what = f"{what} ({words.problem})"
        writer.writerow([line.index + 1, text_cell(names[line.seat]), text_cell(what), line.points, *line.totals])
    final = tally.final()
    if final is not None:
        writer.writerow(["", text_cell(words.penalty), "", "", *(-p for p in final.penalties)])
        writer.writerow(["", text_cell(words.total), "", "", *final.totals])
    return out.getvalue()
