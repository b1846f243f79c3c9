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
    """Values plays by points now, the tiles kept, and the best reply it leaves the next player.

    Fixed work: the `shortlist` best plays by points and tiles kept are tried on a copy of the
    board against `samples` racks drawn (with the seed) from the tiles it cannot see.
    """

    level = "hard"

    def __init__(
        self,
        shortlist: int = 6,
        samples: int = 4,
        reply_weight: float = 0.6,
        leave_weight: float = 1.0,
        rollout: bool = False,
        next_weight: float = 0.5,
    ) -> None:
        self.shortlist = shortlist
        self.samples = samples
        self.reply_weight = reply_weight
        self.leave_weight = leave_weight
        self.rollout = rollout
        self.next_weight = next_weight

    def decide(self, view: PlayerView, seed: int) -> Action:
        hand = Hand.of(view)
        plays = legal_plays(view.board, list(hand.cards), hand.jokers)
        if not plays:
            return no_play(view, hand)
        late = max(0.0, 1.0 - view.pile_size / 30.0)
        ranked = sorted(
            ((p.total + self.leave_weight * leave_value(*leave_of(hand, p), late), n) for n, p in enumerate(plays)),
            key=lambda t: (-t[0], t[1]),
        )
        shortlist = [(value, plays[n]) for value, n in ranked[: self.shortlist]]
        if len(shortlist) == 1 or self.samples == 0:
            return Action.play(shortlist[0][1].placements)
        if self.rollout:
            return self.by_rollout(view, hand, shortlist, Rng(seed))
        racks = self.sample_racks(view, Rng(seed))
        best: tuple[float, int] | None = None
        for n, (value, play) in enumerate(shortlist):
            board = view.board.copy()
            board.play(play.placements)
            reply = sum(best_total(board, cards, jokers) for cards, jokers in racks) / len(racks)
            score = value - self.reply_weight * reply
            if best is None or score > best[0]:
                best = (score, n)
        assert best is not None
        return Action.play(shortlist[best[1]][1].placements)

    def by_rollout(self, view: PlayerView, hand: Hand, shortlist: list[tuple[float, PlayScore]], rng: Rng) -> Action:
        """Each shortlisted play, then the next player's best reply and our best next play, on sampled tiles."""
        pool = [text for text, n in view.unseen.items() for _ in range(n)]
        nxt = (view.seat + 1) % len(view.rack_sizes)
        theirs = min(len(pool), view.rack_sizes[nxt] + (1 if view.pile_size > 0 else 0))
        deals = []
        for _ in range(self.samples):
            rng.shuffle(pool)
            deals.append(list(pool))
        best: tuple[float, int] | None = None
        for n, (_, play) in enumerate(shortlist):
            cards, jokers = leave_of(hand, play)
            mine = min(8, len(cards) + jokers + len(play.placements) + 1) - len(cards) - jokers
            total = 0.0
            for deal in deals:
                board = view.board.copy()
                board.play(play.placements)
                opp_cards, opp_jokers = _read(deal[:theirs])
                reply = best_play(board, opp_cards, opp_jokers)
                if reply is not None:
                    board.play(reply.placements)
                    total -= self.reply_weight * reply.total
                draw_cards, draw_jokers = _read(deal[theirs : theirs + max(0, mine)])
                total += self.next_weight * best_total(board, cards + draw_cards, jokers + draw_jokers)
            score = play.total + total / len(deals)
            if best is None or score > best[0]:
                best = (score, n)
        assert best is not None
        return Action.play(shortlist[best[1]][1].placements)

    def sample_racks(self, view: PlayerView, rng: Rng) -> list[tuple[list[Card], int]]:
        """Racks the next player might hold, drawn from the unseen tiles."""
        pool = [text for text, n in view.unseen.items() for _ in range(n)]
        nxt = (view.seat + 1) % len(view.rack_sizes)
        size = min(len(pool), view.rack_sizes[nxt] + (1 if view.pile_size > 0 else 0))
        racks = []
        for _ in range(self.samples):
            rng.shuffle(pool)
            texts = pool[:size]
            cards = [parse_card(t) for t in texts if t != JOKER]
            racks.append((cards, len(texts) - len(cards)))
        return racks


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
