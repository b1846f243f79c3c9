"""Engine queries for a user interface: which card a joker may stand for while a play is built.

Pure and typed. Every answer comes from the board's own rules (`Board.check`, the lines it
reads), never from a second copy of them.

>>> from ginnyo.rules import Board
>>> board = Board.from_notation("G8:5H H8:5S I8:5D")
>>> options = joker_options(board, "", "J8")
>>> [str(c) for c in options.legal]
['5C']
>>> options.offer == options.legal
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import DIRECTIONS, Board, as_play
from .errors import IllegalPlay
from .layout import Square, parse_square
from .melds import classify
from .plays import Placement
from .tiles import ALL_CARDS, Card

FEW = 12
"""Up to this many candidates, a joker's choice is limited to them; more, and any card is offered."""


@dataclass(frozen=True)
class JokerOptions:
    """Cards a joker on one square may stand for, given the other tiles placed this turn.

    `legal`: cards that make the whole play legal (`Board.check` accepts it).
    `fitting`: cards that make every line through the joker's square a meld or a pair.
    `offer`: what to offer the player: `legal` when there are few, else `fitting` when
    there are few, else every card.
    """

    legal: tuple[Card, ...]
    fitting: tuple[Card, ...]
    offer: tuple[Card, ...]

    @property
    def limited(self) -> bool:
        """Whether `offer` is narrower than every card."""
        return len(self.offer) < len(ALL_CARDS)


def _square(square: Square | str) -> Square:
    return parse_square(square) if isinstance(square, str) else square


def fits_lines(board: Board, placements: Iterable[Placement], square: Square, card: Card) -> bool:
    """Whether `card` on `square` leaves every line through it a meld or a pair."""
    new = {p.square: p for p in placements if p.square != square}
    new[square] = Placement(square, card, True)
    for d in DIRECTIONS:
        line = board.line_through(square, d, new)
        if len(line) >= 2 and classify([p.card for p in line]) is None:
            return False
    return True


def joker_options(
    board: Board, placed: str | Iterable[Placement], square: Square | str, few: int = FEW
) -> JokerOptions:
    """The cards a joker on `square` may stand for, next to the tiles `placed` this turn.

    `placed` may already hold a placement on `square` (the joker's earlier choice): it is
    replaced. Placements whose square is covered on the board are ignored.
    """
    target = _square(square)
    others = [p for p in as_play(placed) if p.square != target and p.square not in board.cells]
    legal: list[Card] = []
    fitting: list[Card] = []
    for card in ALL_CARDS:
        if not fits_lines(board, others, target, card):
            continue
        fitting.append(card)
        try:
            board.check([*others, Placement(target, card, True)])
        except IllegalPlay:
            continue
        legal.append(card)
    if 0 < len(legal) <= few:
        offer = legal
    elif 0 < len(fitting) <= few:
        offer = fitting
    else:
        offer = list(ALL_CARDS)
    return JokerOptions(tuple(legal), tuple(fitting), tuple(offer))
