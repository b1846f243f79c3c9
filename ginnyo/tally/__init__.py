"""The score sheet of a physical game of Ginny-O (issue 23): pure, like `ginnyo.rules`, whose rules it asks.

The players enter turns; the tally replays them on the engine's board, refuses what the rules or
the tile sets forbid, and knows the end of the game and its penalties (RULES.md 5-8).

>>> from ginnyo.tally import NoPlay, Remains, Setup, Tally, parse_entry
>>> tally = Tally.new(Setup(("Ann", "Bo")))
>>> tally = tally.with_entry(parse_entry("G8:5H H8:5S I8:5D"))
>>> tally.totals(), tally.to_move(), tally.pile()
((15, 0), 1, 37)
>>> tally.with_entry(parse_entry("J8:5C")).totals()
(15, 10)
>>> tally.with_entry(parse_entry("G9:7C"))
Traceback (most recent call last):
...
ginnyo.rules.errors.IllegalPlay: G8–G9 (5♥ 7♣) is not a meld or a pair
>>> tally.with_entry(parse_entry("J8:5H"))
Traceback (most recent call last):
...
ginnyo.tally.errors.TallyError: the 5♥ is on the board
>>> tally.with_entry(NoPlay(exchange=True)).lines()[-1].points
0
"""

from ginnyo.rules.game import EndReason

from .entries import (
    Entry,
    Final,
    Held,
    NoPlay,
    Placed,
    Play,
    Remains,
    Setup,
    Shade,
    TileKind,
    TurnLine,
    parse_entry,
    parse_tiles,
)
from .errors import TallyError, TallyRule
from .export import CsvWords, to_csv
from .model import Tally

__all__ = [
    "CsvWords",
    "EndReason",
    "Entry",
    "Final",
    "Held",
    "NoPlay",
    "Placed",
    "Play",
    "Remains",
    "Setup",
    "Shade",
    "Tally",
    "TallyError",
    "TallyRule",
    "TileKind",
    "TurnLine",
    "parse_entry",
    "parse_tiles",
    "to_csv",
]
