"""Every legal play for a rack, found along the lines of the board, fast.

A play's new tiles fill every empty square of one interval of a row or column, and the
squares just outside that interval are empty (or the edge), so each play is one interval
plus a card for each of its empty squares. The *main line* is that interval extended by
the tiles already touching its ends. Three shapes cover every play exactly once:

* one new tile: its row line and column line must both be valid, one of them a meld;
* two new tiles side by side whose main line is just those two: a pair, with a meld across;
* two or more new tiles whose main line holds 3 or more tiles: the main line is a run or
  a group.

Modules: `masks` (cards as bits, the rack, cross-checks: the cards an empty square accepts
given the tiles across the play's line), `lines` (what a row or column holds whatever the
rack), `position` (the board's analysis and the questions asked of it), `search` (the
shapes, line by line), `fills` (which tiles are jokers) and `breakdown` (the score of each
play). Every play generated is legal by construction, so its breakdown is built directly,
equal field by field to what `Board.check` returns; the tests prove both against a
brute-force enumerator (`ginnyo.brute`).

`Board.legal_plays`, `has_legal_play`, `best_play` and `best_total` are the entry points;
the functions here take a board and a rack and analyse the board afresh each time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..scoring import PlayScore
from ..tiles import Card
from .masks import Rack
from .position import Position

if TYPE_CHECKING:
    from ..board import Board

__all__ = ["Position", "Rack", "best_play", "best_total", "has_legal_play", "legal_plays"]


def legal_plays(board: Board, cards: list[Card], jokers: int) -> list[PlayScore]:
    """Every distinct legal play, highest score first, ties in notation order."""
    return Position(board).legal_plays(cards, jokers)


def has_legal_play(board: Board, cards: list[Card], jokers: int) -> bool:
    """Whether any legal play exists; stops at the first one found."""
    return Position(board).has_legal_play(cards, jokers)


def best_total(board: Board, cards: list[Card], jokers: int) -> int:
    """The highest total of any legal play (0 when there is none), without building the plays."""
    return Position(board).best_total(cards, jokers)


def best_play(board: Board, cards: list[Card], jokers: int) -> PlayScore | None:
    """A highest-scoring legal play (the first such in `legal_plays` order), or None."""
    return Position(board).best_play(cards, jokers)
