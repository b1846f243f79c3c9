"""Cards as numbers 0-51 and hands as 52-bit masks, in the notation Ginny-O uses (`5H`, `10D`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..rules.errors import NotationError
from ..rules.tiles import ALL_CARDS, SUITS, Card, parse_card

DECK = 52
FULL = (1 << DECK) - 1
VALUES = tuple(min(card.rank, 10) for card in ALL_CARDS)
"""Deadwood value of each card number: ace 1, 2-10 face, J Q K 10."""
NAMES = tuple(str(card) for card in ALL_CARDS)


def number(card: Card) -> int:
    """The card's number: suit S H D C in blocks of 13, ace first."""
    return SUITS.index(card.suit) * 13 + card.rank - 1


def rank(n: int) -> int:
    return n % 13 + 1


def suit(n: int) -> int:
    return n // 13


def bits(mask: int) -> Iterator[int]:
    """The card numbers in a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(numbers: Iterable[int]) -> int:
    out = 0
    for n in numbers:
        out |= 1 << n
    return out


def value(mask: int) -> int:
    """Total deadwood value of the cards in a mask."""
    return sum(VALUES[n] for n in bits(mask))


def parse_number(text: str) -> int:
    return number(parse_card(text))


def parse_hand(text: str) -> int:
    """Parse `5H 6H KS` into a mask; a card named twice is an error."""
    out = 0
    for word in text.split():
        bit = 1 << parse_number(word)
        if out & bit:
            raise NotationError(f"the card {word} is named twice")
        out |= bit
    return out


def name(n: int) -> str:
    return NAMES[n]


def format_hand(mask: int) -> str:
    """The cards of a mask in notation, by suit (S H D C) then rank."""
    return " ".join(NAMES[n] for n in bits(mask))
