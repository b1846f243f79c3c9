"""Computer players for Gin Rummy; each decides from its `GinView` alone and a seed.

Levels, weakest first:
- `baseline`: the classic "simple" player of the EAAI Gin Rummy challenge: takes the upcard
  only when it makes a meld, discards to leave the least deadwood, knocks as soon as it may;
- `easy`: the baseline with a careless discard now and then;
- `medium`: weighs each discard by the melds the rest of the hand can still make;
- `hard`: also remembers what the opponent took, threw away and passed over, avoids feeding
  it, takes the upcard when it helps, and plays on for gin when a knock risks an undercut.
Every level lays off as much as it can (an exact search) when the opponent knocks.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..rules.rng import Rng
from .actions import DISCARD, DONE, DRAW, GIN, KNOCK, LAYOFF, PASS, TAKE, Action
from .cards import VALUES, bits, parse_hand, parse_number
from .game import GinView, Phase
from .knowledge import PAIRS, Knowledge, popcount
from .melds import Arrangement, after_discard, arrangements, best_arrangement, is_meld, least

LEVELS = ("baseline", "easy", "medium", "hard")


def makes_meld(hand: int, card: int) -> bool:
    """Whether `card` forms a meld with cards of `hand` (the simple player's test for the upcard)."""
    return any(hand >> a & 1 and hand >> b & 1 for a, b in PAIRS[card])


# -- lay-offs ------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def best_layoffs(hand: int, melds: tuple[int, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The least deadwood the defender can keep, and the lay-offs (card, meld index) reaching it."""
    best: tuple[int, tuple[tuple[int, int], ...]] = (least(hand), ())
    for n in bits(hand):
        for i, m in enumerate(melds):
            if is_meld(m | 1 << n):
                grown = melds[:i] + (m | 1 << n,) + melds[i + 1 :]
                left, rest = best_layoffs(hand & ~(1 << n), grown)
                if left < best[0]:
                    best = (left, ((n, i), *rest))
    return best


def layoff_action(view: GinView) -> Action:
    """The next lay-off of the best sequence, or done."""
    assert view.knock is not None
    melds = tuple(parse_hand(m) for m in view.knock.melds)
    _, steps = best_layoffs(parse_hand(view.hand), melds)
    if not steps:
        return Action(DONE)
    card, meld = steps[0]
    return Action(LAYOFF, card, meld=meld)


# -- the players ---------------------------------------------------------------------------


def finish(view: GinView, hand: int, card: int) -> Action:
    """Discard `card`, going gin or knocking when the rest allows it."""
    left = least(hand & ~(1 << card))
    if left == 0:
        return Action(GIN, card)
    if left <= view.knock_limit:
        return Action(KNOCK, card)
    return Action(DISCARD, card)


def candidates(view: GinView, hand: int) -> list[int]:
    taken = parse_number(view.taken) if view.taken else -1
    return [n for n in bits(hand) if n != taken]


@dataclass(frozen=True)
class Baseline:
    """The EAAI challenge's simple player."""

    careless: float = 0.0
    """How often (0-1) the easy level throws a random deadwood card instead."""

    def decide(self, view: GinView, seed: int) -> Action:
        hand = parse_hand(view.hand)
        if view.phase == Phase.LAYOFF:
            return layoff_action(view)
        if view.phase in (Phase.FIRST, Phase.DRAW):
            wanted = makes_meld(hand, parse_number(view.upcard))
            if Action(TAKE) in view.legal and wanted:
                return Action(TAKE)
            return Action(PASS) if view.phase == Phase.FIRST else Action(DRAW)
        rng = Rng(seed)
        options = candidates(view, hand)
        scored = [(least(hand & ~(1 << n)), n) for n in options]
        best = min(s for s, _ in scored)
        if self.careless and rng.below(1000) < self.careless * 1000:
            loose = [n for s, n in scored if s > best] or options
            return Action(DISCARD, loose[rng.below(len(loose))])
        ties = [n for s, n in scored if s == best]
        return finish(view, hand, ties[rng.below(len(ties))])


@lru_cache(maxsize=1 << 18)
def least_cached(hand: int) -> int:
    """`least`, remembered: the players ask for the same hands again and again."""
    return least(hand)


def after_draw(rest: int, know: Knowledge) -> float:
    """The deadwood `rest` (10 cards) can expect after its next stock draw and best discard.

    A drawn card that melds with the hand is solved exactly; any other replaces the highest
    deadwood card when it is lower (one draw ahead: pairs are worth their chances to meld).
    """
    arrangement = best_arrangement(rest)
    dead = arrangement.points
    high = max((VALUES[n] for n in bits(arrangement.deadwood)), default=0)
    total, count = 0.0, 0
    for u in bits(know.unknown):
        if makes_meld(rest, u):
            total += after_discard(rest | 1 << u, least_cached)
        else:
            total += min(dead, dead - high + VALUES[u])
        count += 1
    return total / count if count else float(dead)


def safest_melds(rest: int, know: Knowledge) -> tuple[int, ...]:
    """The least-deadwood arrangement whose lay-off targets the opponent most likely lacks:
    cards it is known to hold count three times, dead cards not at all."""

    def exposure(arrangement: Arrangement) -> int:
        targets = arrangement.layoff_targets()
        return 3 * popcount(targets & know.held) + popcount(targets & know.unknown)

    return min(arrangements(rest), key=exposure).melds


@dataclass(frozen=True)
class Thinker:
    """Medium and hard: each discard scored by the deadwood the rest can expect after the next
    draw and, for hard, by the chance of feeding the opponent; the upcard is taken when it beats
    the stock's expected draw."""

    caution: float = 0.0
    """Points a discard costs per unit of chance that the opponent melds it."""
    memory: bool = False
    """Whether cards near what the opponent threw away count as safer."""
    margin: float = 0.0
    """How much better than a stock draw the upcard must be to be taken."""
    late: int = 0
    """With this many cards or fewer left in the stock, knock only with `late_knock` or less."""
    late_knock: int = 9
    spread: int = 10
    """Discards leaving more deadwood than the least plus this are not considered."""
    now: float = 0.0
    """Weight of the deadwood held now, against a knock before the next draw."""

    def decide(self, view: GinView, seed: int) -> Action:
        hand = parse_hand(view.hand)
        if view.phase == Phase.LAYOFF:
            return layoff_action(view)
        know = Knowledge.of(view)
        if view.phase in (Phase.FIRST, Phase.DRAW):
            if Action(TAKE) in view.legal and self.wants_upcard(view, hand, know):
                return Action(TAKE)
            return Action(PASS) if view.phase == Phase.FIRST else Action(DRAW)
        options = self.shortlist(view, hand)
        best = min(options, key=lambda n: (self.score(hand & ~(1 << n), n, know), n))
        action = finish(view, hand, best)
        if action.kind == KNOCK and self.plays_on(view, hand & ~(1 << best)):
            return Action(DISCARD, best)
        if action.kind == KNOCK and self.memory:
            return Action(KNOCK, best, safest_melds(hand & ~(1 << best), know))
        return action

    def shortlist(self, view: GinView, hand: int) -> list[int]:
        """The discards worth a closer look: those within `spread` of the least deadwood."""
        scored = [(least_cached(hand & ~(1 << n)), n) for n in candidates(view, hand)]
        best = min(s for s, _ in scored)
        return [n for s, n in scored if s <= best + self.spread]

    def score(self, rest: int, card: int, know: Knowledge) -> float:
        """Lower is better: expected deadwood after the next draw, plus the risk of feeding the opponent."""
        risk = 0.0
        if self.caution:
            risk = know.danger(card) * (0.5 if self.memory and know.refused_near(card) else 1.0)
        return after_draw(rest, know) + self.now * least_cached(rest) + self.caution * risk

    def wants_upcard(self, view: GinView, hand: int, know: Knowledge) -> bool:
        up = parse_number(view.upcard)
        grown = hand | 1 << up
        taken = min(least(grown & ~(1 << n)) for n in bits(hand))
        return taken < after_draw(hand, know) - self.margin

    def plays_on(self, view: GinView, rest: int) -> bool:
        return view.stock_size <= self.late and least(rest) > self.late_knock


PLAYERS: dict[str, Baseline | Thinker] = {
    "baseline": Baseline(),
    "easy": Baseline(careless=0.3),
    "medium": Thinker(),
    "hard": Thinker(caution=3.0, memory=True, now=0.5, late=12, late_knock=5),
}


def make_player(level: str) -> Baseline | Thinker:
    try:
        return PLAYERS[level]
    except KeyError:
        raise ValueError(f"unknown player '{level}' (choose from {', '.join(LEVELS)})") from None


def choose_action(view: GinView, level: str, seed: int) -> Action:
    """The action of the computer `level` for this view."""
    return make_player(level).decide(view, seed)
