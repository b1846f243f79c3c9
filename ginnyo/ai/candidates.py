"""The actions the look-ahead players (hard, expert) consider: a shortlist of plays and a few exchanges."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..rules.scoring import PlayScore
from ..rules.tiles import JOKER, Card
from .common import Hand, penalty, synergy
from .lookahead import read_tiles

Leave = Callable[[Sequence[Card], int, float], float]
"""A value of the tiles kept: (cards, jokers, stage of the game from 0 to 1) -> points."""


def given_back(hand: Hand, keep: Sequence[Card]) -> list[Card]:
    """The cards an exchange that keeps `keep` (and the jokers) returns to the pile."""
    back = list(hand.cards)
    for card in keep:
        back.remove(card)
    return back


def kept_after(hand: Hand, tiles: Sequence[str]) -> tuple[list[Card], int]:
    """The cards and jokers left in the rack once `tiles` (in notation: an exchange's; none for a pass) go back."""
    kept = hand.texts()
    for text in tiles:
        kept.remove(text)
    return read_tiles(kept)


def leave_of(hand: Hand, play: PlayScore) -> tuple[list[Card], int]:
    """The cards and jokers `play` leaves in the rack."""
    cards = list(hand.cards)
    jokers = hand.jokers
    for p in play.placements:
        if p.joker:
            jokers -= 1
        else:
            cards.remove(p.card)
    return cards, jokers


def shortlist(
    hand: Hand, plays: list[PlayScore], late: float, by_value: int, by_points: int, weight: float, leave: Leave
) -> list[PlayScore]:
    """The plays worth looking ahead for, best first (plays come best first by points): the `by_value` best
    by points plus `weight` times the value of the tiles kept, the `by_points` best by points, and with jokers
    in the rack the best that keeps them."""
    leaves: dict[tuple[str, ...], float] = {}  # many plays use the same tiles on other squares

    def value(n: int) -> float:
        play = plays[n]
        used = tuple(sorted(p.tile_text if not p.joker else JOKER for p in play.placements))
        if used not in leaves:
            leaves[used] = leave(*leave_of(hand, play), late)
        return play.total + weight * leaves[used]

    valued = sorted(range(len(plays)), key=lambda n: (-value(n), n))
    chosen = valued[:by_value] + list(range(min(by_points, len(plays))))
    if hand.jokers and plays:
        chosen += [next((n for n, p in enumerate(plays) if not any(t.joker for t in p.placements)), 0)]
    return [plays[n] for n in dict.fromkeys(chosen)]


def keep_sets(hand: Hand) -> list[tuple[Card, ...]]:
    """Cards worth keeping through an exchange (the jokers are always kept): a few candidate sets."""
    cards = list(hand.cards)
    syn = synergy(cards)
    order = sorted(range(len(cards)), key=lambda i: (-syn[i], penalty(cards[i]), str(cards[i])))
    sets: dict[tuple[Card, ...], None] = {}
    for threshold in (0.4, 1.0, 2.0):
        sets[tuple(cards[i] for i in order if syn[i] >= threshold)] = None
    for size in (len(cards) - 1, len(cards) - 2, 2):
        if 0 < size < len(cards):
            sets[tuple(cards[i] for i in order[:size])] = None
    sets[()] = None
    return [keep for keep in sets if len(keep) < len(cards)][:6]
