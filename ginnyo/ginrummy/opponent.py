"""What the expert believes of the opponent's hand, and deals consistent with it.

Cards it took from the pile and still holds are certain (`Knowledge.held`). A card it passed over
or threw away says it held no two cards melding with it, so each card that pairs into a meld with
that card is made less likely (weight times `doubt` per such card).

A deal samples the opponent's other cards by those weights, plus extra cards for the ones it drew
from the stock this hand (`keen` of them), and lets it throw the extras as a least-deadwood player
would: the hand it holds was kept for melding, not dealt at random (random cards carried half as
much deadwood again as the hard player's real hands, which made every knock look safe; with
`keen` 0.4 the sampled deadwood matched the real mean, 26, on 247 positions). The rest is
shuffled into the stock.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules.rng import Rng
from .actions import DISCARD, DRAW, GIN, KNOCK, PASS, TAKE
from .cards import bits, parse_number
from .game import GinView
from .knowledge import PAIRS, Knowledge, popcount
from .playout import fast_discard


def refused(view: GinView) -> list[int]:
    """The cards the opponent passed over (as the upcard) or threw away this hand, oldest first.

    The pile is followed through the events, so a declined upcard is known even when the
    opponent then drew from the stock."""
    pile = [parse_number(view.first_upcard)]
    out = []
    for event in view.events:
        mine = event.seat == view.seat
        if event.kind == TAKE and pile:
            pile.pop()
        elif event.kind in (DISCARD, KNOCK, GIN):
            pile.append(parse_number(event.card))
            if not mine:
                out.append(pile[-1])
        elif event.kind in (PASS, DRAW) and not mine and pile:
            out.append(pile[-1])
    return out


@dataclass(frozen=True)
class Belief:
    """The opponent's certain cards and a weight for each unknown card (its odds of being held)."""

    know: Knowledge
    stock_size: int
    weights: tuple[tuple[int, float], ...]
    draws: int
    """Extra cards a deal gives the opponent to throw (it kept the best of what it saw)."""

    @classmethod
    def of(cls, view: GinView, doubt: float, keen: float) -> Belief:
        know = Knowledge.of(view)
        weight = dict.fromkeys(bits(know.unknown), 1.0)
        for card in refused(view):
            for pair in PAIRS[card]:
                for n in pair:
                    if n in weight:
                        weight[n] *= doubt
        draws = sum(1 for e in view.events if e.seat != view.seat and e.kind == DRAW)
        return cls(know, view.stock_size, tuple(weight.items()), round(draws * keen))

    def deal(self, rng: Rng) -> tuple[int, list[int]]:
        """A sampled opponent hand (mask) and stock (drawn from the end), by the weights.

        The opponent's unknown cards are a weighted sample without replacement (each card's key
        is u ** (1 / weight), the largest keys win); the stock is the rest, in random order."""
        need = max(0, self.know.opponent_cards - popcount(self.know.held))
        keyed = sorted(((math.log((rng.next() >> 11) / 2**53 + 1e-300) / w, n) for n, w in self.weights), reverse=True)
        seen = min(len(keyed), need + self.draws)
        hand = self.know.held
        for _, n in keyed[:seen]:
            hand |= 1 << n
        stock = [n for _, n in keyed[seen:]]
        for _ in range(seen - need):
            card, _ = fast_discard(hand, self.know.held)
            hand &= ~(1 << card)
            stock.append(card)
        rng.shuffle(stock)
        return hand, stock
