"""The medium and hard computer players: each discard scored by the deadwood the rest of the
hand can expect after the next draw; hard also avoids feeding the opponent's known melds, hides
lay-off targets when it knocks, and plays on for gin while its deadwood is low.

Why playing on pays: a player that knocks as soon as it may (the baseline, medium) knocks
with up to 9 deadwood, so a hand kept at 8 or less often undercuts that knock (25 bonus) or
goes gin first (25 bonus); tuning runs against the baseline gave about +3 points a hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.steps import Steps, drain
from .actions import DISCARD, DRAW, KNOCK, PASS, TAKE, Action
from .cards import VALUES, bits, parse_hand, parse_number
from .game import GinView, Phase
from .knowledge import Knowledge, popcount
from .melds import Arrangement, after_discard, arrangements, best_arrangement, least_cached
from .moves import candidates, finish, layoff_action, makes_meld


def draw_outcomes(rest: int, know: Knowledge) -> list[tuple[bool, int]]:
    """For each unknown card: whether it melds with `rest` (10 cards), and the deadwood kept after drawing
    it and the best discard.

    A drawn card that melds with the hand is solved exactly; any other replaces the highest
    deadwood card when it is lower (one draw ahead: pairs are worth their chances to meld).
    """
    arrangement = best_arrangement(rest)
    dead = arrangement.points
    high = max((VALUES[n] for n in bits(arrangement.deadwood)), default=0)
    out = []
    for u in bits(know.unknown):
        melds = makes_meld(rest, u)
        out.append((melds, after_discard(rest | 1 << u, least_cached) if melds else min(dead, dead - high + VALUES[u])))
    return out


def draws(rest: int, know: Knowledge) -> list[int]:
    """The deadwood `rest` keeps after drawing each unknown card and its best discard (`draw_outcomes`)."""
    return [after for _, after in draw_outcomes(rest, know)]


def after_draw(rest: int, know: Knowledge) -> float:
    """The deadwood `rest` can expect after its next stock draw and best discard (`draws`, on average)."""
    found = draws(rest, know)
    return sum(found) / len(found) if found else float(least_cached(rest))


def safest_melds(rest: int, know: Knowledge) -> tuple[int, ...]:
    """The least-deadwood arrangement whose lay-off targets the opponent most likely lacks:
    cards it is known to hold count three times, dead cards not at all."""

    def exposure(arrangement: Arrangement) -> int:
        targets = arrangement.layoff_targets()
        return 3 * popcount(targets & know.held) + popcount(targets & know.unknown)

    return min(arrangements(rest), key=exposure).melds


@dataclass(frozen=True)
class Thinker:
    """A player that looks one draw ahead; the fields set how cautious and patient it is."""

    caution: float = 0.0
    """Points a discard costs per unit of chance that it completes a meld with a card the
    opponent is known to hold (it took it from the discard pile)."""
    now: float = 0.0
    """Weight of the deadwood held now, against the opponent knocking before the next draw."""
    hunt: int = -1
    """Play on for gin instead of knocking with this deadwood or less ..."""
    hunt_stock: int = 0
    """... while the stock holds at least this many cards."""
    hide: bool = False
    """Whether a knock shows the melds that leave the opponent the fewest likely lay-offs."""
    spread: int = 10
    """Discards leaving more deadwood than the least plus this are not considered."""

    def decide(self, view: GinView, seed: int) -> Action:
        return drain(self.steps(view, seed))

    def steps(self, view: GinView, seed: int) -> Steps[Action]:
        """`decide` in slices (`ginnyo.rules.steps`): it yields after weighing each discard."""
        hand = parse_hand(view.hand)
        if view.phase == Phase.LAYOFF:
            return layoff_action(view)
        know = Knowledge.of(view)
        if view.phase in (Phase.FIRST, Phase.DRAW):
            if Action(TAKE) in view.legal and self.wants_upcard(view, hand, know):
                return Action(TAKE)
            return Action(PASS) if view.phase == Phase.FIRST else Action(DRAW)
        scored = []
        for n in self.shortlist(view, hand):
            scored.append((self.score(hand & ~(1 << n), n, know), n))
            yield
        return self.conclude(view, hand, min(scored)[1], know)

    def conclude(self, view: GinView, hand: int, card: int, know: Knowledge) -> Action:
        """Throw `card`: with a knock or gin when the rest allows it, unless it plays on for gin."""
        action = finish(view, hand, card)
        if action.kind != KNOCK:
            return action
        rest = hand & ~(1 << card)
        if least_cached(rest) <= self.hunt and view.stock_size >= self.hunt_stock:
            return Action(DISCARD, card)
        return Action(KNOCK, card, safest_melds(rest, know)) if self.hide else action

    def shortlist(self, view: GinView, hand: int) -> list[int]:
        """The discards worth a closer look: those within `spread` of the least deadwood."""
        scored = [(least_cached(hand & ~(1 << n)), n) for n in candidates(view, hand)]
        best = min(s for s, _ in scored)
        return [n for s, n in scored if s <= best + self.spread]

    def score(self, rest: int, card: int, know: Knowledge) -> float:
        """Lower is better: expected deadwood after the next draw, the deadwood held now, and
        the risk of feeding the opponent."""
        risk = know.danger(card) if self.caution else 0.0
        return after_draw(rest, know) + self.now * least_cached(rest) + self.caution * risk

    def wants_upcard(self, view: GinView, hand: int, know: Knowledge) -> bool:
        """Take the upcard when the best discard after it leaves less than a stock draw is expected to."""
        grown = hand | 1 << parse_number(view.upcard)
        taken = min(least_cached(grown & ~(1 << n)) for n in bits(hand))
        return taken < after_draw(hand, know)
