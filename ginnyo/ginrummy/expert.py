"""The expert computer player: it decides draws and knocks by simulation, on its prior's discards.

For the options of a turn (take the upcard or draw; when the hard player knocks, that knock or
playing on for gin with the same discard) it samples deals consistent with what it believes of
the opponent's hand (`opponent.Belief`: known takes, refused cards, a hand kept for melding, and
none it would have knocked with), plays each option out on every deal to the hand's end with a
quick policy (`playout.Playout`) whose opponent knocks at once or hunts for gin as the match has
shown it to (`opponent.knocks_early`: a knocker until its hands show otherwise),
and chooses the option with the most points on average: knock, gin and undercut bonuses count
as the match scores them (`scoring.knock_points`), so the risk of being undercut or beaten to
gin is in the figures. Every option is played out on the same deals, so their differences are
not blurred by luck, and an option replaces the prior only when it gains by more than `margin`
standard errors.

The prior's choice (the page's expert: hard with learned discards and knocks, `discards.Learned`) is the
answer before the first deal, when the options are trivial (the upcard cannot help, the first
turn's pass or take, lay-offs) and on ties; its discard is the one simulated. A gin is taken at
once. The number of deals is fixed (`samples`), so a seed fixes the choice; a page that throws
`Enough` into `steps` gets the best option over the deals so far.
Simulated discards (`width` above 1) lost points against the hard player's own: see the docs.

At the end of the stock (the last draw and the knocks around it) the choice is exact instead
(`endstock`: every hand the opponent can hold, weighed alike), made before any pause where the page
may stop the think, so the page's expert, Hint and the review choose alike there whatever their
deals and thinking time.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from ..rules.rng import Rng
from ..rules.steps import READY, Enough, Steps, drain
from . import endstock
from .actions import DISCARD, DRAW, GIN, KNOCK, TAKE, Action
from .cards import parse_hand, parse_number
from .game import GinView, Phase
from .knowledge import Knowledge
from .melds import best_arrangement, least_cached
from .moves import layoff_action
from .opponent import Belief, knocks_early
from .playout import Playout, fast_discard, knock_value
from .thinker import Thinker


@dataclass(frozen=True)
class Expert:
    """A simulating player; `samples` deals decide each non-trivial choice."""

    prior: Thinker
    """The player whose choice stands until the simulations say otherwise (the hard player)."""
    samples: int = 24
    """Deals each option is played out on."""
    width: int = 1
    """How many of the prior's best-rated discards are simulated (more lost points: see the docs)."""
    doubt: float = 0.6
    """Weight factor of an unknown card for each refused card it would meld with."""
    keen: float = 0.4
    """Extra cards a sampled opponent hand throws, per card the opponent drew (`opponent.Belief`)."""
    margin: float = 1.0
    """How many standard errors an option must gain over the prior's to replace it."""
    playout: Playout = field(default_factory=Playout)
    adapt: bool = True
    """Whether the opponent's habit is read from the match (`opponent.knocks_early`): one taken for a
    knocker knocks at once in the play-outs and is dealt no hand within the knock limit."""
    exact: bool = True
    """Whether the end of the stock is decided exactly (`endstock`); off, it is simulated like any turn (a
    benchmark's comparison, `ginnyo_dev.gin_endstock_bench`)."""

    def decide(self, view: GinView, seed: int) -> Action:
        return drain(self.steps(view, seed))

    def steps(self, view: GinView, seed: int) -> Steps[Action]:
        """`decide` in slices: a `READY` pause after every play-out, where `Enough` answers with the best so far."""
        if view.phase == Phase.LAYOFF:
            return layoff_action(view)
        exact = (yield from endstock.decide_steps(view)) if self.exact else None
        if exact is not None:
            return exact.action
        prior: Action = yield from self.prior.steps(view, seed)
        if view.phase == Phase.FIRST:
            return prior
        hand = parse_hand(view.hand)
        options = self.options(view, hand, prior)
        if len(options) < 2:
            return options[0] if options else prior
        playout = self.playout_for(view)
        belief = Belief.of(view, self.doubt, self.keen, playout)
        rng = Rng(seed)
        upcard = parse_number(view.upcard) if view.phase == Phase.DRAW else -1
        gain = [0] * len(options)
        square = [0] * len(options)
        best = prior
        try:
            yield READY  # from here on it has an answer: it may be told `Enough` between play-outs
            for done in range(1, self.samples + 1):
                opponent, stock = belief.deal(rng)
                base = 0
                for k, option in enumerate(options):
                    value = self.value(option, hand, opponent, list(stock), upcard, playout)
                    base = value if k == 0 else base
                    gain[k] += value - base
                    square[k] += (value - base) ** 2
                    yield READY
                best = options[self.pick(gain, square, done)]
        except Enough:
            pass
        return best

    def playout_for(self, view: GinView) -> Playout:
        """The play-outs' policy, knocking within the match's deadwood limit; the opponent's seat
        knocks at once while it is taken for a knocker (`adapt`)."""
        playout = replace(self.playout, knock_limit=view.knock_limit)
        eager = self.adapt and knocks_early(view, playout.opponent_hunt)
        return replace(playout, opponent_hunt=-1) if eager else playout

    def pick(self, gain: list[int], square: list[int], done: int) -> int:
        """The option with the most points over the prior's (the first), counted only when that gain
        exceeds `margin` standard errors: otherwise the prior stands (its rating is worth more than
        a difference the deals have not shown yet)."""
        best, most = 0, 0.0
        for k in range(1, len(gain)):
            mean = gain[k] / done
            spread = math.sqrt(max(0.0, square[k] / done - mean * mean) / done)
            if mean > self.margin * spread and mean > most:
                best, most = k, mean
        return best

    def options(self, view: GinView, hand: int, prior: Action) -> list[Action]:
        """The choices worth simulating, the prior's first; a gin alone when there is one.

        A knock is weighed against playing on only when the prior knocks: knocking where the prior
        plays on for gin lost points in every trial (the quick play-outs play on worse than the
        hard player does, so they undervalue it)."""
        if view.phase == Phase.DRAW:
            if Action(TAKE) not in view.legal:
                return [prior]
            up = parse_number(view.upcard)
            grown = hand | 1 << up
            taken = min(least_cached(grown & ~(1 << n)) for n in range(52) if hand >> n & 1)
            if taken >= least_cached(hand):
                return [prior]
            return sorted([Action(TAKE), Action(DRAW)], key=lambda a: a != prior)
        know = Knowledge.of(view)
        shortlist = self.prior.shortlist(view, hand)
        rated = sorted(shortlist, key=lambda n: (n != prior.card, self.prior.score(hand & ~(1 << n), n, know), n))
        out = [prior] if prior.kind == KNOCK else []
        for card in rated[: self.width]:
            if least_cached(hand & ~(1 << card)) == 0:
                return [Action(GIN, card)]
            out.append(Action(DISCARD, card))
        return sorted(out, key=lambda a: a != prior)

    def value(self, option: Action, hand: int, opponent: int, stock: list[int], upcard: int, playout: Playout) -> int:
        """The expert's points from `option` on one deal (negative: the opponent's), played out by `playout`."""
        if option.kind in (TAKE, DRAW):
            drawn = upcard if option.kind == TAKE else stock.pop()
            grown = hand | 1 << drawn
            card, left = fast_discard(grown, 1 << drawn if option.kind == TAKE else 0)
            rest = grown & ~(1 << card)
            if playout.ends(left, len(stock), playout.hunt):
                return knock_value(rest, best_arrangement(rest).melds, opponent)
            return playout.play([rest, opponent], card, stock, 1)
        rest = hand & ~(1 << option.card)
        if option.kind == KNOCK:
            return knock_value(rest, option.melds, opponent)
        return playout.play([rest, opponent], option.card, stock, 1)
