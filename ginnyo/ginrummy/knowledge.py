"""What a seat knows in a hand, read from its view alone: its hand, the dead cards (the discard
pile) and the cards the opponent took from the discard pile and still holds.

Cards the opponent passed over or threw away were also tried as evidence (cards meldable with
them made less likely): against the baseline it made the hard player's discards no better.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import DISCARD, GIN, KNOCK, TAKE
from .cards import DECK, FULL, mask_of, parse_hand, parse_number, rank, suit
from .game import GinView


def _pairs(n: int) -> tuple[tuple[int, int], ...]:
    """The pairs of cards that make a three-card meld with card n."""
    r, s = rank(n), suit(n)
    same = [t * 13 + r - 1 for t in range(4) if t != s]
    out = [(same[i], same[j]) for i in range(3) for j in range(i + 1, 3)]
    for low in (r - 2, r - 1, r):
        ranks = [x for x in (low, low + 1, low + 2) if x != r]
        if low >= 1 and low + 2 <= 13:
            out.append((s * 13 + ranks[0] - 1, s * 13 + ranks[1] - 1))
    return tuple(out)


PAIRS = tuple(_pairs(n) for n in range(DECK))


def popcount(mask: int) -> int:
    return bin(mask).count("1")


@dataclass(frozen=True)
class Knowledge:
    """Masks of cards: `hand` mine, `dead` out of play (the discard pile), `held` known in the
    opponent's hand; `unknown` the rest (the opponent's other cards and the stock)."""

    hand: int
    dead: int
    held: int
    opponent_cards: int

    @classmethod
    def of(cls, view: GinView) -> Knowledge:
        held = 0
        for event in view.events:
            if event.seat == view.seat or not event.card:
                continue
            if event.kind == TAKE:
                held |= 1 << parse_number(event.card)
            elif event.kind in (DISCARD, KNOCK, GIN):
                held &= ~(1 << parse_number(event.card))
        dead = mask_of(parse_number(c) for c in view.discards)
        return cls(parse_hand(view.hand), dead, held, view.opponent_cards)

    @property
    def unknown(self) -> int:
        return FULL & ~(self.hand | self.dead | self.held)

    def chance_held(self) -> float:
        """The chance that one unknown card is in the opponent's hand."""
        unknown = popcount(self.unknown)
        return max(0, self.opponent_cards - popcount(self.held)) / unknown if unknown else 0.0

    def danger(self, card: int) -> float:
        """The chance that `card` melds with a card the opponent is known to hold and one more
        it may hold: a discard it would take (pairs of two unknown cards are left out: tried,
        weighing them made the discards no better)."""
        q = self.chance_held()
        unknown, held = self.unknown, self.held

        def p(n: int) -> float:
            return 1.0 if held >> n & 1 else q if unknown >> n & 1 else 0.0

        safe = 1.0
        for a, b in PAIRS[card]:
            if (held >> a | held >> b) & 1:
                safe *= 1 - p(a) * p(b)
        return 1 - safe
