"""Fast play of a hand to its end on bitmasks, for the expert's simulations.

Both seats follow one quick policy: take the upcard when it melds with the hand (the simple
player's rule), discard the card that leaves the least deadwood (of the cards in no meld only
the highest is tried), go gin at once and knock when allowed, but play on for gin while the
deadwood is `hunt` or less and the stock is long (as the hard player does); a knock keeps to the
match's deadwood limit (`knock_limit`: 9, or 10 when knocking at ten). A knock is scored with the
defender's best lay-offs by `scoring.knock_points`, so gin and undercut bonuses count
exactly as in a match (before spade doubling, which scales every outcome of a hand alike).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .cards import VALUES, bits
from .melds import best_arrangement, covered, least, least_cached
from .moves import best_layoffs, makes_meld
from .options import STOCK_LEFT, Options
from .scoring import knock_points

HUNT_STOCK = 6
"""Play on for gin only while the stock holds at least this many cards (the hard player's figure)."""
TURNS = 60
"""A play-out that lasts longer is a draw: seats that take each other's discards may never draw."""


@lru_cache(maxsize=1 << 16)
def loose_cards(hand: int) -> int:
    """The cards of `hand` in none of its melds."""
    return hand & ~covered(hand)


def fast_discard(hand: int, keep: int = 0) -> tuple[int, int]:
    """The discard leaving the least deadwood, and that deadwood (cards in `keep` may not go)."""
    cover = covered(hand)
    loose = list(bits(hand & ~cover & ~keep))
    best, card = 1 << 30, -1
    top = 0
    if loose:
        card = max(loose, key=lambda n: (VALUES[n], n))
        top = VALUES[card]
        best = least(hand & ~(1 << card))
    for n in bits(cover & ~keep):
        if VALUES[n] > top:
            left = least(hand & ~(1 << n))
            if left < best:
                best, card = left, n
    return card, best


def knock_value(rest: int, melds: tuple[int, ...], defender: int) -> int:
    """The knocker's points for knocking with `rest` (laid out as `melds`) against `defender`."""
    left, _ = best_layoffs(defender, melds)
    return knock_points(least(rest), left)


@dataclass(frozen=True)
class Playout:
    """The quick policy's patience: `hunt` for the expert's own seat and for the opponent's."""

    hunt: int = 8
    opponent_hunt: int = 8
    knock_limit: int = Options().knock_limit
    """The most deadwood a knock may leave (the expert sets the match's, `GinView.knock_limit`)."""

    def ends(self, left: int, stock: int, hunt: int) -> bool:
        """Whether a seat with deadwood `left` after its discard knocks (or goes gin) now."""
        return left == 0 or (left <= self.knock_limit and (left > hunt or stock < HUNT_STOCK))

    def play(self, hands: list[int], upcard: int, stock: list[int], mover: int) -> int:
        """Play on from `mover`'s draw (seat 0 is the expert) with `upcard` on the pile; the expert's
        points (negative: the opponent's). `stock` is consumed from its end.

        Each seat's deadwood and cards in no meld are kept up to date: a drawn card that melds
        with nothing is loose, and the highest loose card goes without a search."""
        loose = [loose_cards(h) for h in hands]
        dead = [least_cached(h) for h in hands]
        for _ in range(TURNS):
            if len(stock) <= STOCK_LEFT:
                break
            hand = hands[mover]
            if makes_meld(hand, upcard):
                card, left = fast_discard(hand | 1 << upcard, 1 << upcard)
                hand = (hand | 1 << upcard) & ~(1 << card)
                loose[mover] = hand & ~covered(hand)
            else:
                drawn = stock.pop()
                if makes_meld(hand, drawn):
                    card, left = fast_discard(hand | 1 << drawn)
                    hand = (hand | 1 << drawn) & ~(1 << card)
                    loose[mover] = hand & ~covered(hand)
                else:
                    free = loose[mover] | 1 << drawn
                    card = max(bits(free), key=lambda n: (VALUES[n], n))
                    left = dead[mover] + VALUES[drawn] - VALUES[card]
                    hand = (hand | 1 << drawn) & ~(1 << card)
                    loose[mover] = free & ~(1 << card)
            hands[mover], dead[mover] = hand, left
            if self.ends(left, len(stock), self.hunt if mover == 0 else self.opponent_hunt):
                points = knock_value(hand, best_arrangement(hand).melds, hands[1 - mover])
                return points if mover == 0 else -points
            upcard = card
            mover = 1 - mover
        return 0
