"""The computer players: easy, medium, hard and expert (`expert.py`). Each sees only a PlayerView and a seed."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import EXCHANGE, PASS, PLAY, Action
from ..rules.board import Board
from ..rules.game import PlayerView
from ..rules.rng import Rng
from ..rules.scoring import PlayScore
from ..rules.steps import Steps, drain
from ..rules.tiles import Card
from .candidates import given_back, keep_sets, kept_after, leave_of, shortlist
from .common import Hand, Player, no_play, penalty, synergy
from .endgame import solvable, solve_steps
from .expert import Expert
from .leaves import stage
from .lookahead import Rollout, sample_deals


class Easy(Player):
    """Fair but weak: often a modest play, no plan; exchanges sensibly when it cannot play."""

    level = "easy"

    def steps(self, view: PlayerView, seed: int) -> Steps[Action]:
        hand = Hand.of(view)
        plays = yield from view.board.legal_plays_steps((list(hand.cards), hand.jokers))
        if not plays:
            return no_play(view, hand, keep_links=1.0)
        rng = Rng(seed)
        # plays are best first: take one from the lower-scoring half, now and then the best
        if rng.below(4) == 0:
            return Action.play(plays[0].placements)
        low = len(plays) // 2
        return Action.play(plays[low + rng.below(len(plays) - low)].placements)


class Medium(Player):
    """The highest-scoring play now; exchanges the loose tiles when no play exists."""

    level = "medium"

    def steps(self, view: PlayerView, seed: int) -> Steps[Action]:
        hand = Hand.of(view)
        plays = yield from view.board.legal_plays_steps((list(hand.cards), hand.jokers))
        if not plays:
            return no_play(view, hand)
        return Action.play(plays[0].placements)


def leave_value(cards: Sequence[Card], jokers: int, late: float) -> float:
    """What the tiles kept are worth for the next turns, minus what they may cost at the end.

    `late` runs from 0 (full pile) to 1 (the pile is empty): connections and jokers matter less
    and rack penalties more as the game nears its end.
    """
    value = jokers * (14.0 - 8.0 * late)
    syn = synergy(list(cards))
    for card, s in zip(cards, syn):
        value += min(s, 2.0) * 3.0 * (1.0 - 0.6 * late)
        value -= penalty(card) * (0.08 + 0.9 * late * late)
    return value


HARD_NODES = 1_500
"""Hard's budget for checking a pass against the solved endgame (`endgame.py`)."""


class Hard(Player):
    """Looks two turns ahead: each candidate, the next player's best reply, its own best next play.

    The candidates are the best plays by points plus the value of the tiles kept, the best by
    points alone, the best that keeps the jokers, and a few exchanges (keeping the tiles that
    link best). Each is tried on a copy of the board against `samples` deals drawn with the
    seed from the tiles it cannot see: the next player's rack, and the tiles both would draw.
    A candidate is worth its points, minus the reply's points, plus its own best next play
    (both chosen as a greedy player would). This is what makes it take gin, keep the next
    player away from gin and bonus squares, keep jokers for better use, and exchange rather
    than open a gin. The work is fixed by these numbers, never by a clock.
    """

    level = "hard"

    def __init__(
        self,
        by_value: int = 6,
        by_points: int = 3,
        samples: int = 6,
        reply_weight: float = 1.0,
        next_weight: float = 1.0,
        leave_weight: float = 1.0,
        exchanges: bool = True,
    ) -> None:
        self.exchanges = exchanges
        self.by_value = by_value
        self.by_points = by_points
        self.samples = samples
        self.reply_weight = reply_weight
        self.next_weight = next_weight
        self.leave_weight = leave_weight

    def steps(self, view: PlayerView, seed: int) -> Steps[Action]:
        hand = Hand.of(view)
        plays = yield from view.board.legal_plays_steps((list(hand.cards), hand.jokers))
        if not plays and view.can_pass and view.pile_size == 0:
            return Action.pass_turn()  # an exchange would give the same tiles back
        shortlist = self.shortlist(view, hand, plays) if plays else []
        if len(shortlist) == 1 or (plays and self.samples == 0):
            return Action.play(shortlist[0].placements)
        if not self.samples:
            return no_play(view, hand)
        deals = self.deals(view, seed)
        best: tuple[float, Action] | None = None
        for play in shortlist:
            cards, jokers = leave_of(hand, play)
            value = play.total + (yield from self.lookahead(view, view.board, play, cards, jokers, deals))
            if best is None or value > best[0]:
                best = (value, Action.play(play.placements))
        if not plays or self.exchanges:
            for keep in keep_sets(hand):
                back = given_back(hand, keep)
                if not back:
                    continue
                returned = [str(c) for c in back]
                value = yield from self.lookahead(view, view.board, None, list(keep), hand.jokers, deals, returned)
                if best is None or value > best[0]:
                    best = (value, Action.exchange(tuple(str(c) for c in back)))
        if best is None:
            return no_play(view, hand)
        if best[1].kind == EXCHANGE and view.can_pass and view.pile_size == 0:
            return (yield from self.checked(view, Action.pass_turn()))  # an exchange would give the tiles back
        return best[1]

    def checked(self, view: PlayerView, chosen: Action) -> Steps[Action]:
        """A pass on an empty pile, checked against the solved endgame (two players, within `HARD_NODES`):
        where it is exact and a play is worth more, that play."""
        if not solvable(view):
            return chosen
        solution = yield from solve_steps(view, HARD_NODES)
        play = solution.best_play()
        pass_value = dict((a.kind, v) for a, v in solution.values).get(PASS)
        if solution.exact and play is not None and pass_value is not None and play[1] > pass_value:
            return play[0]
        return chosen

    def deals(self, view: PlayerView, seed: int) -> list[list[str]]:
        """The sampled orders of the unseen tiles that every candidate is tried against, from the seed."""
        return sample_deals(view, seed, self.samples)

    def estimate(self, view: PlayerView, seed: int, action: Action) -> float:
        """What `decide` reckons `action` worth (any legal action, chosen or not), on the same deals: its
        points, less the next player's best reply, plus this player's best next play; the analysis says it."""
        return drain(self.estimate_steps(view, seed, action))

    def estimate_steps(self, view: PlayerView, seed: int, action: Action) -> Steps[float]:
        """`estimate` in slices."""
        hand = Hand.of(view)
        deals = self.deals(view, seed)
        if action.kind == PLAY:
            play = view.board.check(action.placements)
            cards, jokers = leave_of(hand, play)
            return play.total + (yield from self.lookahead(view, view.board, play, cards, jokers, deals))
        back = list(action.tiles)  # an exchange's tiles; none for a pass
        cards, jokers = kept_after(hand, back)
        return (yield from self.lookahead(view, view.board, None, cards, jokers, deals, back or None))

    def shortlist(self, view: PlayerView, hand: Hand, plays: list[PlayScore]) -> list[PlayScore]:
        """The plays worth looking ahead for, best first (plays come best first by points)."""
        return shortlist(
            hand, plays, stage(view.pile_size), self.by_value, self.by_points, self.leave_weight, leave_value
        )

    def lookahead(
        self,
        view: PlayerView,
        board: Board,
        play: PlayScore | None,
        cards: list[Card],
        jokers: int,
        deals: list[list[str]],
        returned: list[str] | None = None,
    ) -> Steps[float]:
        """Mean over the deals of: -(the next player's best reply) + (our best play after it).

        Each deal is an order of the unseen tiles: the next player's rack first, then the
        pile. `play` is None for an exchange, whose `returned` cards are mixed into the pile. In slices: it
        yields within each search for a best play.
        """
        rollout = Rollout(view, board, play, cards, jokers, returned)
        total = 0.0
        for k, deal in enumerate(deals):
            total += yield from rollout.deal_steps(k, deal, self.reply_weight, self.next_weight)
        return total / len(deals)


LEVELS: dict[str, type[Player]] = {"easy": Easy, "medium": Medium, "hard": Hard, "expert": Expert}


def make_player(level: str) -> Player:
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level '{level}' (choose from {', '.join(LEVELS)})") from None


def choose_action(view: PlayerView, level: str, seed: int) -> Action:
    """The action a computer player of this level takes, seeing only `view`."""
    return drain(choose_steps(view, level, seed))


def choose_steps(view: PlayerView, level: str, seed: int) -> Steps[Action]:
    """`choose_action` in slices."""
    return make_player(level).steps(view, seed)
