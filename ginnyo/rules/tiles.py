"""Cards, tiles, tile sets and card values, with their notation."""

from __future__ import annotations

from typing import NamedTuple

from .errors import NotationError

SUITS = "SHDC"
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
_SYMBOL_TO_SUIT = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}
RANK_NAMES = {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}
_NAME_TO_RANK = {"A": 1, "T": 10, "10": 10, "J": 11, "Q": 12, "K": 13}
_NAME_TO_RANK.update({str(n): n for n in range(2, 10)})
JOKER = "*"
ACE_IN_GROUP = 15


class Card(NamedTuple):
    """A playing card: rank 1 (ace) to 13 (king) and a suit letter S, H, D or C."""

    rank: int
    suit: str

    def __str__(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank)) + self.suit

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, as players read it: 10\u2665."""
        return RANK_NAMES.get(self.rank, str(self.rank)) + SUIT_SYMBOLS[self.suit]


ALL_CARDS: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in range(1, 14))


class Tile(NamedTuple):
    """One physical tile: its set (0 light, 1 dark) and code 0-53 (52 and 53 are jokers)."""

    deck: int
    code: int

    @property
    def is_joker(self) -> bool:
        return self.code >= 52

    @property
    def card(self) -> Card | None:
        """The card printed on the tile; None for a joker."""
        return None if self.is_joker else ALL_CARDS[self.code]

    def __str__(self) -> str:
        card = self.card
        return JOKER if card is None else str(card)


def tile_set(decks: int) -> list[Tile]:
    """All tiles of one or two sets, in a fixed order."""
    return [Tile(d, i) for d in range(decks) for i in range(54)]


def decks_for(players: int) -> int:
    """Two players share one set; three or four use two."""
    return 1 if players == 2 else 2


def parse_card(text: str) -> Card:
    """Parse `5H`, `10D`, `TD` or `5\u2665` into a Card."""
    t = text.strip().upper()
    if len(t) < 2:
        raise NotationError(f"'{text}' is not a card (write rank then suit, like 5H or 10D)")
    suit = _SYMBOL_TO_SUIT.get(t[-1], t[-1])
    rank = _NAME_TO_RANK.get(t[:-1])
    if rank is None or suit not in SUITS:
        raise NotationError(f"'{text}' is not a card (write rank then suit, like 5H or 10D)")
    return Card(rank, suit)


def parse_rack(text: str) -> tuple[list[Card], int]:
    """Parse a rack like `5H 6H * KS` into its cards and its number of jokers."""
    cards: list[Card] = []
    jokers = 0
    for word in text.split():
        if word == JOKER:
            jokers += 1
        else:
            cards.append(parse_card(word))
    return cards, jokers


def format_rack(cards: list[Card], jokers: int) -> str:
    """Write a rack in notation, cards sorted by suit then rank, jokers last."""
    ordered = sorted(cards, key=lambda c: (SUITS.index(c.suit), c.rank))
    return " ".join([str(c) for c in ordered] + [JOKER] * jokers)


def rank_value(rank: int, in_group: bool) -> int:
    """Points of a card by rank: ace 1 in a run and 15 in a group, courts 10."""
    if rank == 1:
        return ACE_IN_GROUP if in_group else 1
    return min(rank, 10)


def rack_penalty(tiles: list[Tile]) -> int:
    """End-of-game value of unplayed tiles: aces 15, jokers 0, others face value."""
    return sum(rank_value(t.card.rank, True) for t in tiles if t.card is not None)


def draw_rank(tile: Tile) -> int:
    """Strength of a tile in the draw for first turn: ace highest, jokers lowest."""
    card = tile.card
    if card is None:
        return 0
    return 14 if card.rank == 1 else card.rank
