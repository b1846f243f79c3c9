"""Computer players for Gin Rummy; each decides from its `GinView` alone and a seed.

Levels, weakest first (by the rating ladder of docs/computer-players.md):
- `easy`: the baseline (next) with a careless discard now and then (a beginner);
- `baseline`: the classic "simple" player of the EAAI Gin Rummy challenge: takes the upcard
  only when it makes a meld, discards to leave the least deadwood, knocks as soon as it may;
- `medium`: weighs each discard by the deadwood the rest can expect after the next draw, and
  takes the upcard when it beats a stock draw (`thinker.py`);
- `hard`: medium that also weighs the deadwood held now, avoids feeding the melds the opponent
  is known to hold, hides lay-off targets when it knocks, and plays on for gin while its
  deadwood is 8 or less (an opponent's knock then is often undercut);
- `expert`: hard with learned discards and knocks (`discards.py`: among hard's close best, the
  discard a model fitted to hard's own play-outs values most; `knocks.py`: knock or play on as
  another such model says), its draws and knocks decided by playing the hand out over deals
  sampled from a model of the opponent's hand (`expert.py`); `COACH` is it with fewer deals.
Every level lays off as much as it can (an exact search) when the opponent knocks.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..rules.rng import Rng
from ..rules.steps import Steps, drain
from .actions import DISCARD, DRAW, PASS, TAKE, Action
from .cards import parse_hand, parse_number
from .discards import Learned
from .expert import Expert
from .game import GinView, Phase
from .melds import least
from .moves import best_layoffs, candidates, finish, layoff_action, makes_meld
from .thinker import Thinker

LEVELS = ("easy", "baseline", "medium", "hard", "expert")
__all__ = [
    "COACH",
    "HARD",
    "LEARNED",
    "LEVELS",
    "Baseline",
    "Expert",
    "Thinker",
    "best_layoffs",
    "choose_action",
    "choose_steps",
    "make_player",
]


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

    def steps(self, view: GinView, seed: int) -> Steps[Action]:
        """`decide` as one slice (`ginnyo.rules.steps`): it takes a millisecond or two."""
        yield
        return self.decide(view, seed)


HARD = Thinker(caution=3.0, now=1.0, hunt=8, hunt_stock=6, hide=True)
LEARNED = Learned(**asdict(HARD))
"""The expert's prior: hard with the learned choice among its close discards and the learned knocks."""
COACH = Expert(LEARNED, samples=6)
"""The expert with a quarter of the page's deals: Hint and the review ask it, where time matters."""
Player = Baseline | Thinker | Expert
PLAYERS: dict[str, Player] = {
    "easy": Baseline(careless=0.06),
    "baseline": Baseline(),
    "medium": Thinker(),
    "hard": HARD,
    "expert": Expert(LEARNED, samples=24),
}


def make_player(level: str) -> Player:
    try:
        return PLAYERS[level]
    except KeyError:
        raise ValueError(f"unknown player '{level}' (choose from {', '.join(LEVELS)})") from None


def choose_action(view: GinView, level: str, seed: int) -> Action:
    """The action of the computer `level` for this view."""
    return drain(choose_steps(view, level, seed))


def choose_steps(view: GinView, level: str, seed: int) -> Steps[Action]:
    """`choose_action` in slices."""
    return make_player(level).steps(view, seed)
