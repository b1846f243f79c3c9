"""What a tile's or a card's face shows (no PyScript): its corner index and the kind of its centre.

The index (rank over suit) is the face's text, `5♥`, as every table, dialog and test reads it; the
centre (a large suit or a number card's pips, a court card's frame and figure, a joker's star) is drawn
by the style sheet from `glyph` and `pips`, so it never repeats in the text.
"""

from __future__ import annotations

from enum import StrEnum

from ginnyo.rules.tiles import JOKER, RANK_NAMES, SUIT_SYMBOLS, parse_card

from .frozen import frozen
from .pips import Pip, pips

STAR = "\u2605"
TEXT_STYLE = "\ufe0e"  # a chess figure drawn as text, never as a colour emoji
COURT_FIGURES = {11: "\u265e", 12: "\u265b", 13: "\u265a"}  # J a knight (the knave), Q a queen, K a king


class FaceKind(StrEnum):
    """How the centre is drawn (`data-face`): a number card's suit, a court card's frame, a joker's star."""

    NUMBER = "number"
    COURT = "court"
    JOKER = "joker"


@frozen
class CardFace:
    rank: str  # `10`, `Q`; empty for a joker that stands for no card yet
    symbol: str  # `♥`; empty as the rank
    suit: str  # `H` (`data-suit`); empty as the rank
    kind: FaceKind
    glyph: str  # the centre: the suit, a court figure, or the joker's star
    pips: tuple[Pip, ...] = ()  # a number card's, laid out as on a printed deck (a large face shows them)

    @property
    def text(self) -> str:
        """The face's text: `5♥`, `★`, `★5♥` (a joker showing its card)."""
        return (STAR if self.kind is FaceKind.JOKER else "") + self.rank + self.symbol


def card_face(text: str) -> CardFace:
    """The face of `5H`, `QS`, `*` or `*5H`."""
    if text == JOKER:
        return CardFace("", "", "", FaceKind.JOKER, STAR)
    card = parse_card(text.removeprefix(JOKER))
    rank, symbol = RANK_NAMES.get(card.rank, str(card.rank)), SUIT_SYMBOLS[card.suit]
    if text.startswith(JOKER):
        return CardFace(rank, symbol, card.suit, FaceKind.JOKER, STAR)
    if card.rank in COURT_FIGURES:
        return CardFace(rank, symbol, card.suit, FaceKind.COURT, COURT_FIGURES[card.rank] + TEXT_STYLE)
    return CardFace(rank, symbol, card.suit, FaceKind.NUMBER, symbol, pips(card.rank))
