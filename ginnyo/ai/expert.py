"""The expert: hard's look-ahead, simulated over many more deals where it matters, valuing kept tiles as learned.

Candidates are a wide shortlist of plays, a few exchanges (or the pass, when the pile is empty), each with a
prior: its points plus the learned value of the tiles it keeps (`leaves.py`). Each is then played out on
sampled deals of the unseen tiles (`lookahead.Rollout`: the next player's best reply, then this player's
best next play) and is worth its prior plus the mean of those deals. The deals are spent by successive
halving: every candidate gets a few, the better half gets more, and so on until two remain; all share the
same deals, so they are compared on equal luck. The reply sees gins the next player could make, and the
next play gins this player could make with the jokers it kept.

With two players and the pile empty the rest of the game is solved instead (`endgame.py`, within
`endgame_nodes`), the same for the page's configuration and the coach's, so Hint and the computer agree. With
three or four players and the pile empty, sampled splits of the unseen tiles between the other racks are searched
the same way (`splits.py`, within the same budget).

Anytime: `iterations` (deals played out, over all candidates) alone decide, so a seed gives one answer;
`steps` yields `READY` between deals (every few ms), where a page that runs out of time throws `Enough`
into it, and it then returns the best so far (the prior's best before the first deal).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..rules.actions import PLAY, Action
from ..rules.game import PlayerView
from ..rules.scoring import PlayScore
from ..rules.steps import READY, Enough, Steps, drain
from ..rules.tiles import Card
from .candidates import given_back, keep_sets, kept_after, leave_of, shortlist
from .common import Hand, Player
from .endgame import NODES, solvable, solve_steps
from .leaves import learned_leave, stage
from .lookahead import Rollout, sample_deals
from .splits import sampled, search_steps

PAGE_ITERATIONS = 256
"""The page's configuration (`make_player("expert")`): about 1 s of CPU a decision in CPython, on average."""
TYPICAL_CANDIDATES = 16


@dataclass
class Candidate:
    """An action with its prior (points plus the weighed value of the tiles kept) and its deals played out."""

    action: Action
    prior: float
    rollout: Rollout
    values: list[float] = field(default_factory=list)

    def score(self, deals: int) -> float:
        """The prior plus the mean of the first `deals` deals played out."""
        return self.prior + sum(self.values[:deals]) / deals if deals else self.prior


def schedule(count: int, iterations: int) -> list[tuple[int, int]]:
    """Successive halving of `count` candidates: each round's (candidates left, deals each has by its end),
    with about `iterations` deals played out in all, an equal share a round, until two are left."""
    rounds = max(1, math.ceil(math.log2(max(count, 2))))
    out, left, deals = [], count, 0
    for _ in range(rounds):
        deals += max(1, iterations // rounds // left)
        out.append((left, deals))
        left = (left + 1) // 2
    return out


class Expert(Player):
    """Simulates a wide shortlist over many sampled deals; see the module's docstring."""

    level = "expert"

    def __init__(
        self,
        iterations: int = PAGE_ITERATIONS,
        by_value: int = 9,
        by_points: int = 4,
        leave_weight: float = 0.5,
        reply_weight: float = 1.0,
        endgame_nodes: int = NODES,
    ) -> None:
        self.endgame_nodes = endgame_nodes
        self.iterations = iterations
        self.by_value = by_value
        self.by_points = by_points
        self.leave_weight = leave_weight
        self.reply_weight = reply_weight

    @classmethod
    def coach(cls) -> Expert:
        """The configuration of Hint and the analysis: a quarter of the page's work."""
        return cls(iterations=PAGE_ITERATIONS // 4)

    def steps(self, view: PlayerView, seed: int) -> Steps[Action]:
        if solvable(view):  # the rest of the game is perfect information: solved, not sampled
            return (yield from solve_steps(view, self.endgame_nodes)).action
        if sampled(view):  # the same with three or four players, on sampled splits of the unseen tiles
            return (yield from search_steps(view, seed, self.endgame_nodes)).action
        hand = Hand.of(view)
        rack = (list(hand.cards), hand.jokers)
        plays = yield from view.board.legal_plays_steps(rack)
        candidates = self.candidates(view, hand, plays)
        best = max(candidates, key=lambda c: c.prior)
        if len(candidates) == 1:
            return best.action
        plan = schedule(len(candidates), self.iterations)
        deals = sample_deals(view, seed, plan[-1][1])
        left = sorted(candidates, key=lambda c: -c.prior)
        try:
            yield READY  # from here on it has an answer: it may be told `Enough` between deals
            for count, upto in plan:
                left = left[:count]
                for candidate in left:
                    for k in range(len(candidate.values), upto):
                        value = yield from candidate.rollout.deal_steps(k, deals[k], self.reply_weight)
                        candidate.values.append(value)
                        yield READY
                left.sort(key=lambda c: -c.score(upto))
                best = left[0]
        except Enough:
            done = min(len(c.values) for c in left)
            if done:
                best = max(left, key=lambda c: c.score(done))
        return best.action

    def candidates(self, view: PlayerView, hand: Hand, plays: list[PlayScore]) -> list[Candidate]:
        """The plays of the shortlist, then the exchanges of `keep_sets` (or the pass, with an empty pile)."""
        late = stage(view.pile_size)
        out = []
        for play in shortlist(hand, plays, late, self.by_value, self.by_points, 1.0, learned_leave):
            out.append(self.candidate(view, Action.play(play.placements), play, *leave_of(hand, play)))
        if view.can_pass and view.pile_size == 0:  # an exchange would give the same tiles back
            return [*out, self.candidate(view, Action.pass_turn(), None, list(hand.cards), hand.jokers)]
        for keep in keep_sets(hand):
            returned = tuple(str(c) for c in given_back(hand, keep))
            out.append(self.candidate(view, Action.exchange(returned), None, list(keep), hand.jokers))
        return out

    def candidate(
        self, view: PlayerView, action: Action, play: PlayScore | None, cards: list[Card], jokers: int
    ) -> Candidate:
        """`action` (`play` when it is one) keeping `cards` and `jokers`, ready to be played out."""
        prior = (play.total if play else 0) + self.leave_weight * learned_leave(cards, jokers, stage(view.pile_size))
        return Candidate(action, prior, Rollout(view, view.board, play, cards, jokers, list(action.tiles) or None))

    def estimate(self, view: PlayerView, seed: int, action: Action) -> float:
        """What the expert reckons `action` worth (any legal action, chosen or not), on the scale of its choice:
        its points plus the weighed value of the tiles kept plus the mean over the deals of the next plies."""
        return drain(self.estimate_steps(view, seed, action))

    def estimate_steps(self, view: PlayerView, seed: int, action: Action) -> Steps[float]:
        """`estimate` in slices, on as many deals as a finalist of a typical decision gets."""
        hand = Hand.of(view)
        deals = sample_deals(view, seed, schedule(TYPICAL_CANDIDATES, self.iterations)[-1][1])
        if action.kind == PLAY:
            play = view.board.check(action.placements)
            candidate = self.candidate(view, action, play, *leave_of(hand, play))
        else:
            candidate = self.candidate(view, action, None, *kept_after(hand, action.tiles))
        for k, deal in enumerate(deals):
            candidate.values.append((yield from candidate.rollout.deal_steps(k, deal, self.reply_weight)))
        return candidate.score(len(deals))
