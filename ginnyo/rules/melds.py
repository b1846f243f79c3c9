"""Which lines of cards are melds (groups and runs) or incomplete melds (pairs)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from .tiles import Card


class Kind(Enum):
    GROUP = "group"
    RUN = "run"
    PAIR = "pair"


def is_group(cards: Sequence[Card]) -> bool:
    """3 or 4 cards of one rank, every suit different."""
    return 3 <= len(cards) <= 4 and len({c.rank for c in cards}) == 1 and len({c.suit for c in cards}) == len(cards)


def run_ranks(first: int, step: int, length: int) -> list[int] | None:
    """Ranks (1-13) of a run from `first` (1-14, 14 = high ace) stepping by +1 or -1."""
    last = first + step * (length - 1)
    if not (1 <= first <= 14 and 1 <= last <= 14):
        return None
    return [((first + step * i - 1) % 13) + 1 for i in range(length)]


def run_starts(cards: Sequence[Card]) -> list[tuple[int, int]]:
    """Every (first, step) that reads the cards as one run; aces low or high, never K-A-2."""
    if len(cards) < 3 or len({c.suit for c in cards}) != 1:
        return []
    firsts = (1, 14) if cards[0].rank == 1 else (cards[0].rank,)
    ranks = [c.rank for c in cards]
    return [(first, step) for first in firsts for step in (1, -1) if run_ranks(first, step, len(cards)) == ranks]


def is_run(cards: Sequence[Card]) -> bool:
    return bool(run_starts(cards))


def is_pair(cards: Sequence[Card]) -> bool:
    """Two cards that could belong to one meld: same rank and suits differ, or same suit, adjacent."""
    if len(cards) != 2:
        return False
    a, b = cards
    if a.rank == b.rank:
        return a.suit != b.suit
    return a.suit == b.suit and (abs(a.rank - b.rank) == 1 or {a.rank, b.rank} == {1, 13})


def classify(cards: Sequence[Card]) -> Kind | None:
    """The kind of a line of 2 or more cards, or None when it is neither meld nor pair."""
    if len(cards) == 2:
        return Kind.PAIR if is_pair(cards) else None
    if is_group(cards):
        return Kind.GROUP
    if is_run(cards):
        return Kind.RUN
    return None
