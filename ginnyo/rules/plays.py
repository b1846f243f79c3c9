"""Placements and plays, with their notation: `G8:5H H8:*5S`."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .errors import NotationError
from .layout import Square, parse_square, square_name
from .tiles import JOKER, Card, parse_card


class Placement(NamedTuple):
    """A tile on a square: the card it shows, and whether it is a joker standing for that card."""

    square: Square
    card: Card
    joker: bool = False

    @property
    def tile_text(self) -> str:
        return (JOKER if self.joker else "") + str(self.card)

    @property
    def pretty(self) -> str:
        return (JOKER if self.joker else "") + self.card.pretty

    def __str__(self) -> str:
        return f"{square_name(self.square)}:{self.tile_text}"


Play = tuple[Placement, ...]


def parse_placement(text: str) -> Placement:
    square_text, sep, tile_text = text.partition(":")
    if not sep:
        raise NotationError(f"'{text}' is not a placement (write square:tile, like H8:5S)")
    square = parse_square(square_text)
    tile_text = tile_text.strip()
    if tile_text.startswith(JOKER):
        if tile_text == JOKER:
            raise NotationError(
                f"the joker on {square_name(square)} needs the card it stands for, like {square_name(square)}:*5H"
            )
        return Placement(square, parse_card(tile_text[1:]), True)
    return Placement(square, parse_card(tile_text))


def parse_play(text: str) -> Play:
    """Parse placements separated by spaces; the same format writes positions."""
    return tuple(parse_placement(word) for word in text.split())


def format_play(placements: Iterable[Placement]) -> str:
    """Write placements in reading order (row by row, left to right)."""
    ordered = sorted(placements, key=lambda p: (p.square[1], p.square[0]))
    return " ".join(str(p) for p in ordered)


def play_key(placements: Iterable[Placement]) -> frozenset[Placement]:
    """Identity of a play: the set of placements, whatever their order."""
    return frozenset(placements)
