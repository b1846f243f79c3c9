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

A hand the opponent would have knocked or gone gin with after its last discard, by the play-outs'
model of it (`Playout.ends`), is dealt again: against an opponent that knocks at once every hand
within the knock limit is ruled out, against a gin hunter only the deadwood just above its hunt.
Which of the two the opponent is, its past hands of the match say (`knocks_early`); a knocker until
they show otherwise.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..rules.rng import Rng
from .actions import DISCARD, DRAW, GIN, KNOCK, PASS, TAKE
from .cards import bits, parse_number
from .game import GinView
from .knowledge import PAIRS, Knowledge, popcount
from .melds import least_cached
from .playout import Playout, fast_discard
from .scoring import Ending

REDEALS = 20
"""How many times a deal is dealt again at most while the opponent would have ended the hand with it."""


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


def knocks_early(view: GinView, hunt: int) -> bool:
    """Whether the opponent is played as a knocker rather than a gin hunter: so it is until its past hands
    of the match show more hunts (gins, or a hand it played on with a deadwood it could have knocked with,
    seen when this seat ended the hand) than knocks with 1 to `hunt` deadwood (a hunter's is more)."""
    theirs = [r for r in view.results if r.knocker == 1 - view.seat]
    early = sum(1 for r in theirs if r.ending != Ending.GIN and 0 < r.knocker_deadwood <= hunt)
    hunts = sum(1 for r in theirs if r.ending == Ending.GIN)
    hunts += sum(1 for r in view.results if r.knocker == view.seat and r.defender_deadwood_before <= view.knock_limit)
    return early >= hunts


def stock_at_last_discard(view: GinView) -> int | None:
    """The stock's size when the opponent last discarded this hand (None: it has not discarded yet)."""
    stock = view.stock_size
    for event in reversed(view.events):
        if event.seat != view.seat and event.kind == DISCARD:
            return stock
        if event.kind == DRAW:
            stock += 1
    return None


@dataclass(frozen=True)
class Belief:
    """The opponent's certain cards and a weight for each unknown card (its odds of being held)."""

    know: Knowledge
    stock_size: int
    weights: tuple[tuple[int, float], ...]
    draws: int
    """Extra cards a deal gives the opponent to throw (it kept the best of what it saw)."""
    ended: frozenset[int] = frozenset()
    """Deadwood the opponent would have knocked or gone gin with: a dealt hand with it is dealt again."""

    @classmethod
    def of(cls, view: GinView, doubt: float, keen: float, playout: Playout | None = None) -> Belief:
        """The belief for `view`; with `playout`, the hands its opponent would have ended the hand with are out."""
        know = Knowledge.of(view)
        weight = dict.fromkeys(bits(know.unknown), 1.0)
        for card in refused(view):
            for pair in PAIRS[card]:
                for n in pair:
                    if n in weight:
                        weight[n] *= doubt
        draws = sum(1 for e in view.events if e.seat != view.seat and e.kind == DRAW)
        stock = stock_at_last_discard(view)
        ended: frozenset[int] = frozenset()
        if playout is not None and stock is not None:
            hunt = playout.opponent_hunt
            ended = frozenset(d for d in range(playout.knock_limit + 1) if playout.ends(d, stock, hunt))
        return cls(know, view.stock_size, tuple(weight.items()), round(draws * keen), ended)

    def deal(self, rng: Rng) -> tuple[int, list[int]]:
        """A sampled opponent hand (mask) and stock (drawn from the end): `deal_once`, again while the
        opponent would have ended the hand with that hand (`REDEALS` times at most)."""
        for _ in range(REDEALS):
            hand, stock = self.deal_once(rng)
            if least_cached(hand) not in self.ended:
                break
        return hand, stock

    def deal_once(self, rng: Rng) -> tuple[int, list[int]]:
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
