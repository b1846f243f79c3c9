"""Every legal play for a rack, found along the lines of the board, fast.

A play's new tiles fill every empty square of one interval of a row or column, and the
squares just outside that interval are empty (or the edge), so each play is one interval
plus a card for each of its empty squares. The *main line* is that interval extended by
the tiles already touching its ends. Three shapes cover every play exactly once:

* one new tile: its row line and column line must both be valid, one of them a meld;
* two new tiles side by side whose main line is just those two: a pair, with a meld across;
* two or more new tiles whose main line holds 3 or more tiles: the main line is a run or
  a group.

Modules, each importing only those before it: `masks` (cards as bits, the rack, cross-checks:
the cards an empty square accepts given the tiles across the play's line), `fills` (which
tiles are jokers), `lines` (the board's analysis whatever the rack: the squares a play can
anchor on, the lines across them, what each row or column holds), `breakdown` (the score of
each play), `search` (the shapes, line by line) and `position` (the questions asked about a
rack). Which section a play joins is the grid's to say (`Grid.claim`, RULES.md 6.6-6.7).

Every play generated is legal by construction, so its breakdown is built directly, equal
field by field to what `Board.check` returns; the tests prove both against a brute-force
enumerator (`ginnyo_dev.brute`).

`Board.legal_plays`, `has_legal_play`, `best_play` and `best_total` are the entry points;
the functions here take a grid (a `Board`) and a rack and analyse the board afresh each time.
"""

from __future__ import annotations

from ..grid import Grid
from ..scoring import PlayScore
from ..tiles import Card
from .masks import Rack
from .position import Position

__all__ = ["Position", "Rack", "best_play", "best_total", "has_legal_play", "legal_plays"]


def legal_plays(board: Grid, cards: list[Card], jokers: int) -> list[PlayScore]:
    """Every distinct legal play, highest score first, ties in notation order."""
    return Position(board).legal_plays(cards, jokers)


def has_legal_play(board: Grid, cards: list[Card], jokers: int) -> bool:
    """Whether any legal play exists; stops at the first one found."""
    return Position(board).has_legal_play(cards, jokers)


def best_total(board: Grid, cards: list[Card], jokers: int) -> int:
    """The highest total of any legal play (0 when there is none), without building the plays."""
    return Position(board).best_total(cards, jokers)


def best_play(board: Grid, cards: list[Card], jokers: int) -> PlayScore | None:
    """A highest-scoring legal play (the first such in `legal_plays` order), or None."""
    return Position(board).best_play(cards, jokers)
