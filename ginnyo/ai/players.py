"""The computer players: easy, medium and hard. Each sees only a PlayerView and a seed."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import Action
from ..rules.game import PlayerView
from ..rules.movegen import best_play, best_total, legal_plays
from ..rules.rng import Rng
from ..rules.scoring import PlayScore
from ..rules.tiles import JOKER, Card, parse_card
from .common import Hand, no_play, penalty, synergy


class Player:
    """The interface: `decide(view, seed)` returns the action for the seat the view belongs to."""

    level = "base"

    def decide(self, view: PlayerView, seed: int) -> Action:
        raise NotImplementedError


class Easy(Player):
    """Fair but weak: often a modest play, no plan; exchanges sensibly when it cannot play."""

    level = "easy"

    def decide(self, view: PlayerView, seed: int) -> Action:
        hand = Hand.of(view)
        plays = legal_plays(view.board, list(hand.cards), hand.jokers)
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

    def decide(self, view: PlayerView, seed: int) -> Action:
        hand = Hand.of(view)
        plays = legal_plays(view.board, list(hand.cards), hand.jokers)
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


def leave_of(hand: Hand, play: PlayScore) -> tuple[list[Card], int]:
    cards = list(hand.cards)
    jokers = hand.jokers
    for p in play.placements:
        if p.joker:
            jokers -= 1
        else:
            cards.remove(p.card)
    return cards, jokers


class Hard(Player):
    """Looks two turns ahead: each shortlisted play, the next player's best reply, its own best next play.

    The shortlist holds the best plays by points plus the value of the tiles kept, the best by
    points alone and the best that keeps the jokers. Each is played on a copy of the board
    against `samples` deals drawn with the seed from the tiles it cannot see: the next
    player's rack, and the tiles it would draw itself. A play is worth its points, minus the
    reply's points, plus its own best next play (both as greedy players would choose). The
    work is fixed by these numbers, never by a clock.
    """

    level = "hard"

    def __init__(
        self,
        by_value: int = 4,
        by_points: int = 3,
        samples: int = 4,
        reply_weight: float = 1.0,
        next_weight: float = 1.0,
        leave_weight: float = 1.0,
    ) -> None:
        self.by_value = by_value
        self.by_points = by_points
        self.samples = samples
        self.reply_weight = reply_weight
        self.next_weight = next_weight
        self.leave_weight = leave_weight

    def decide(self, view: PlayerView, seed: int) -> Action:
        hand = Hand.of(view)
        plays = legal_plays(view.board, list(hand.cards), hand.jokers)
        if not plays:
            return no_play(view, hand)
        shortlist = self.shortlist(view, hand, plays)
        if len(shortlist) == 1 or self.samples == 0:
            return Action.play(shortlist[0].placements)
        rng = Rng(seed)
        pool = [text for text, n in view.unseen.items() for _ in range(n)]
        deals = []
        for _ in range(self.samples):
            rng.shuffle(pool)
            deals.append(list(pool))
        best: tuple[float, int] | None = None
        for n, play in enumerate(shortlist):
            value = play.total + self.lookahead(view, hand, play, deals)
            if best is None or value > best[0]:
                best = (value, n)
        assert best is not None
        return Action.play(shortlist[best[1]].placements)

    def shortlist(self, view: PlayerView, hand: Hand, plays: list[PlayScore]) -> list[PlayScore]:
        """The plays worth looking ahead for, best first (plays come best first by points)."""
        late = max(0.0, 1.0 - view.pile_size / 30.0)
        valued = sorted(
            range(len(plays)),
            key=lambda n: (-(plays[n].total + self.leave_weight * leave_value(*leave_of(hand, plays[n]), late)), n),
        )
        chosen = valued[: self.by_value] + list(range(min(self.by_points, len(plays))))
        if hand.jokers:
            chosen += [next((n for n, p in enumerate(plays) if not any(t.joker for t in p.placements)), 0)]
        return [plays[n] for n in dict.fromkeys(chosen)]

    def lookahead(self, view: PlayerView, hand: Hand, play: PlayScore, deals: list[list[str]]) -> float:
        """Mean over the deals of: -(the next player's best reply) + (our best play after it)."""
        nxt = (view.seat + 1) % len(view.rack_sizes)
        cards, jokers = leave_of(hand, play)
        kept = len(cards) + jokers
        total = 0.0
        for deal in deals:
            theirs = min(len(deal), view.rack_sizes[nxt] + (1 if view.pile_size > 0 else 0))
            # we refill to 7 after the play, then draw one more at our next turn
            ours = max(0, min(8 - kept, view.pile_size - len(play.placements) - 1))
            board = view.board.copy()
            board.play(play.placements)
            their_cards, their_jokers = _read(deal[:theirs])
            reply = best_play(board, their_cards, their_jokers)
            if reply is not None:
                board.play(reply.placements)
                total -= self.reply_weight * reply.total
            drawn, drawn_jokers = _read(deal[theirs : theirs + ours])
            total += self.next_weight * best_total(board, cards + drawn, jokers + drawn_jokers)
        return total / len(deals)


def _read(texts: list[str]) -> tuple[list[Card], int]:
    cards = [parse_card(t) for t in texts if t != JOKER]
    return cards, len(texts) - len(cards)


LEVELS: dict[str, type[Player]] = {"easy": Easy, "medium": Medium, "hard": Hard}


def make_player(level: str) -> Player:
    try:
        return LEVELS[level]()
    except KeyError:
        raise ValueError(f"unknown level '{level}' (choose from {', '.join(LEVELS)})") from None


def choose_action(view: PlayerView, level: str, seed: int) -> Action:
    """The action a computer player of this level takes, seeing only `view`."""
    return make_player(level).decide(view, seed)
