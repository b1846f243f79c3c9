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
from .knowledge import PAIRS, Knowledge
from .melds import is_meld, least

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


@dataclass(frozen=True)
class Thinker:
    """Medium and hard: each discard scored by deadwood, the melds still in reach and, for hard,
    the chance of feeding the opponent; hard also takes the upcard more cleverly and may play on."""

    reach: float = 0.15
    """Weight of the melds the hand can still make (per unknown card that would meld)."""
    caution: float = 0.0
    """Weight of the chance that the discard helps the opponent."""
    memory: bool = False

    def decide(self, view: GinView, seed: int) -> Action:
        hand = parse_hand(view.hand)
        if view.phase == Phase.LAYOFF:
            return layoff_action(view)
        know = Knowledge.of(view)
        if view.phase in (Phase.FIRST, Phase.DRAW):
            take = self.wants_upcard(view, hand, know)
            if Action(TAKE) in view.legal and take:
                return Action(TAKE)
            return Action(PASS) if view.phase == Phase.FIRST else Action(DRAW)
        options = candidates(view, hand)
        best = min(options, key=lambda n: (self.score(hand & ~(1 << n), n, know), n))
        action = finish(view, hand, best)
        if action.kind == KNOCK and self.plays_on(view, hand & ~(1 << best), know):
            return Action(DISCARD, best)
        return action

    def score(self, rest: int, card: int, know: Knowledge) -> float:
        """Lower is better: deadwood, less what the unknown cards could meld, plus the risk."""
        dead = least(rest)
        reach = 0.0
        for u in bits(know.unknown & ~(1 << card)):
            if makes_meld(rest, u):
                reach += dead + VALUES[u] - least(rest | 1 << u)
        risk = 0.0
        if self.caution:
            risk = know.danger(card) * (0.5 if self.memory and know.refused_near(card) else 1.0)
        return dead - self.reach * reach + self.caution * risk * 10

    def wants_upcard(self, view: GinView, hand: int, know: Knowledge) -> bool:
        up = parse_number(view.upcard)
        if not makes_meld(hand, up):
            return False
        grown = hand | 1 << up
        return min(least(grown & ~(1 << n)) for n in bits(hand)) < least(hand)

    def plays_on(self, view: GinView, rest: int, know: Knowledge) -> bool:
        return False


PLAYERS: dict[str, Baseline | Thinker] = {
    "baseline": Baseline(),
    "easy": Baseline(careless=0.3),
    "medium": Thinker(),
    "hard": Thinker(caution=1.0, memory=True),
}


def make_player(level: str) -> Baseline | Thinker:
    try:
        return PLAYERS[level]
    except KeyError:
        raise ValueError(f"unknown player '{level}' (choose from {', '.join(LEVELS)})") from None


def choose_action(view: GinView, level: str, seed: int) -> Action:
    """The action of the computer `level` for this view."""
    return make_player(level).decide(view, seed)
