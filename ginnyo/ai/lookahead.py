"""The look-ahead the hard and expert players share: a candidate's next plies on sampled deals of the unseen tiles.

A deal is one order of the tiles a player cannot see: the next player's rack first, then the pile.
On each deal the next player answers with its best play by points and this player then makes its
best play by points (greedy replies): the candidate is worth minus the reply plus that next play.
"""

from __future__ import annotations

from ..rules.board import Board
from ..rules.game import RACK, PlayerView
from ..rules.rng import Rng
from ..rules.scoring import PlayScore
from ..rules.steps import Steps
from ..rules.tiles import JOKER, Card, parse_card


def sample_deals(view: PlayerView, seed: int, count: int) -> list[list[str]]:
    """`count` orders of the unseen tiles, drawn with the seed (the same seed gives the same deals)."""
    rng = Rng(seed)
    pool = [text for text, n in view.unseen.items() for _ in range(n)]
    deals = []
    for _ in range(count):
        rng.shuffle(pool)
        deals.append(list(pool))
    return deals


def read_tiles(texts: list[str]) -> tuple[list[Card], int]:
    """Tiles in notation as cards and a number of jokers."""
    cards = [parse_card(t) for t in texts if t != JOKER]
    return cards, len(texts) - len(cards)


class Rollout:
    """One candidate (a play, or an exchange or pass when `play` is None) ready to be played out deal by deal.

    The board after the play is built once and analysed once for all deals; an exchange's `returned`
    tiles are mixed into the pile of each deal.
    """

    def __init__(
        self,
        view: PlayerView,
        board: Board,
        play: PlayScore | None,
        cards: list[Card],
        jokers: int,
        returned: list[str] | None = None,
    ) -> None:
        self.cards = cards
        self.jokers = jokers
        self.returned = returned
        nxt = (view.seat + 1) % len(view.rack_sizes)
        self.size = view.rack_sizes[nxt]
        pile = view.pile_size + len(returned or [])
        self.refill = min(RACK - len(cards) - jokers, pile)  # after the play or exchange we draw back to RACK,
        self.they_draw = pile - self.refill > 0  # the next player draws one,
        self.we_draw = pile - self.refill > 1  # and so do we at our next turn
        self.after = board.copy()
        if play is not None:
            self.after.play(play.placements)

    def deal_steps(self, k: int, deal: list[str], reply_weight: float = 1.0, next_weight: float = 1.0) -> Steps[float]:
        """On deal number `k`: -(the next player's best reply) + (our best play after it), weighted. In slices."""
        order = deal[self.size :]
        if self.returned:
            mixer = Rng(k)
            order = order.copy()
            for text in self.returned:
                order.insert(mixer.below(len(order) + 1), text)
        refill = self.refill
        their_cards, their_jokers = read_tiles(deal[: self.size] + order[refill : refill + self.they_draw])
        drawn, drawn_jokers = read_tiles(order[:refill] + order[refill + 1 : refill + 1 + self.we_draw])
        mine = (self.cards + drawn, self.jokers + drawn_jokers)
        reply = yield from self.after.best_play_steps((their_cards, their_jokers))
        if reply is None:
            return next_weight * (yield from self.after.best_total_steps(mine))
        replied = self.after.copy()
        replied.play(reply.placements)
        return -reply_weight * reply.total + next_weight * (yield from replied.best_total_steps(mine))
