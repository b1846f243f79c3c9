"""Cards as bit positions: 52-bit card masks, 14-bit value lanes for runs, and the rack.

A card's code is its index in `ALL_CARDS` (suit * 13 + rank - 1). Runs are matched for all
four suits at once on *value lanes*: one 32-bit lane per suit, bit v-1 for value v (1-14, the
ace both 1 and 14), all packed in one integer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ..melds import classify
from ..tiles import ALL_CARDS, Card, rank_value

ALL_MASK = (1 << 52) - 1
CODE: dict[Card, int] = {card: i for i, card in enumerate(ALL_CARDS)}
CARD_TEXT = tuple(str(c) for c in ALL_CARDS)
RUN_VALUE = tuple(rank_value(c.rank, False) for c in ALL_CARDS)
GROUP_VALUE = tuple(rank_value(c.rank, True) for c in ALL_CARDS)
ALL_RANKS = (1 << 13) - 1

LANE = 32
ALL14 = (1 << 14) - 1
LANE_ALL = sum(ALL14 << (LANE * s) for s in range(4))


def _lanes14(bits: int) -> int:
    return sum(bits << (LANE * s) for s in range(4))


# starting values (bit v-1) of a run of length L: ascending v+L-1 <= 14, descending v-L+1 >= 1
ASC_LIMIT = tuple(_lanes14(((1 << max(0, 15 - n)) - 1) & ALL14) for n in range(16))
DESC_LIMIT = tuple(_lanes14(ALL14 & ~((1 << max(0, n - 1)) - 1)) if n <= 14 else 0 for n in range(16))


def _card_lanes(code: int) -> int:
    """The value lanes of one card: its suit's lane, value = rank, the ace also 14."""
    rank = code % 13 + 1
    bits = (1 << (rank - 1)) | ((1 << 13) if rank == 1 else 0)
    return bits << (LANE * (code // 13))


CARD_LANES = tuple(_card_lanes(c) for c in range(52))


def mask_lanes(mask: int) -> int:
    """The value lanes of a set of cards."""
    out = 0
    for s in range(4):
        m = (mask >> (13 * s)) & ALL_RANKS
        if m:
            out |= (m | ((m & 1) << 13)) << (LANE * s)
    return out


def mask_ranks_by_suit(mask: int, rank: int) -> int:
    """The 4-bit set of suits in which a set of cards holds this rank (0 for the ace to 12 for the king)."""
    return sum(1 << s for s in range(4) if mask >> (13 * s + rank) & 1)


def mask_ranks(mask: int) -> int:
    """The 13-bit set of ranks (bit rank-1) present in a set of cards."""
    return (mask | (mask >> 13) | (mask >> 26) | (mask >> 39)) & ALL_RANKS


def _partners(code: int) -> int:
    """Cards that make a pair with this one: same rank other suit, or same suit next rank (K-A too)."""
    rank, suit = code % 13, code // 13
    out = 0
    for s in range(4):
        if s != suit:
            out |= 1 << (s * 13 + rank)
    out |= 1 << (suit * 13 + (rank + 1) % 13)
    out |= 1 << (suit * 13 + (rank - 1) % 13)
    return out


PARTNERS = tuple(_partners(c) for c in range(52))


def bits_of(mask: int) -> Iterator[int]:
    """The set bits of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


class Rack:
    """A multiset of cards plus a number of jokers: the tiles a play may use."""

    def __init__(self, cards: list[Card], jokers: int) -> None:
        self.counts = Counter(cards)
        self.jokers = jokers
        self.size = len(cards) + jokers
        self.count = [0] * 52
        for card, n in self.counts.items():
            self.count[CODE[card]] = n
        self.mask = sum(1 << CODE[card] for card in self.counts)
        # the cards a tile of this rack can show: its own, or any card with a joker
        self.any = ALL_MASK if jokers else self.mask
        # ranks (13-bit mask) that can fill m squares of one group: m different suits, jokers helping
        suits_of_rank = [bin(mask_ranks_by_suit(self.mask, r)).count("1") for r in range(13)]
        self.group_ranks = [sum(1 << r for r in range(13) if suits_of_rank[r] + jokers >= m) for m in range(5)]

    def supplies(self, codes: list[int]) -> bool:
        """Whether the rack holds these cards (a card may repeat), with jokers for the missing ones."""
        count = self.count
        missing = sum(max(0, n - count[c]) for c, n in Counter(codes).items())
        return missing <= self.jokers


_CROSS: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}
_CROSS_LIMIT = 50_000


def cross_mask(before: tuple[int, ...], after: tuple[int, ...]) -> int:
    """Cards c (as a mask) for which before + c + after reads as a meld or a pair."""
    key = (before, after)
    found = _CROSS.get(key)
    if found is not None:
        return found
    candidates = ALL_MASK
    if before:
        candidates &= PARTNERS[before[-1]]
    if after:
        candidates &= PARTNERS[after[0]]
    head = [ALL_CARDS[c] for c in before]
    tail = [ALL_CARDS[c] for c in after]
    mask = 0
    for c in bits_of(candidates):
        if classify([*head, ALL_CARDS[c], *tail]) is not None:
            mask |= 1 << c
    if len(_CROSS) >= _CROSS_LIMIT:
        _CROSS.clear()
    _CROSS[key] = mask
    return mask
