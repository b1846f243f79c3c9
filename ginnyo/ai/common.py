"""What every computer player shares: the interface, reading its view, valuing tiles, choosing tiles to return."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.actions import Action
from ..rules.game import PlayerView
from ..rules.steps import Steps, drain
from ..rules.tiles import JOKER, Card, parse_rack, rank_value


class Player:
    """The interface: `decide(view, seed)` returns the action for the seat the view belongs to; `steps` is the same
    work in slices (`ginnyo.rules.steps`), for a page that must not freeze while the computer thinks."""

    level = "base"

    def decide(self, view: PlayerView, seed: int) -> Action:
        return drain(self.steps(view, seed))

    def steps(self, view: PlayerView, seed: int) -> Steps[Action]:
        raise NotImplementedError


@dataclass(frozen=True)
class Hand:
    """A rack read from a view: its cards and its number of jokers."""

    cards: tuple[Card, ...]
    jokers: int

    @classmethod
    def of(cls, view: PlayerView) -> Hand:
        cards, jokers = parse_rack(view.rack)
        return cls(tuple(cards), jokers)

    @property
    def size(self) -> int:
        return len(self.cards) + self.jokers

    def texts(self) -> list[str]:
        """The tiles in notation, as an exchange names them."""
        return [str(c) for c in self.cards] + [JOKER] * self.jokers


def links(a: Card, b: Card) -> float:
    """How well two cards go together in a future meld."""
    if a == b:
        return 0.0  # the same card twice (two sets) never sits in one meld
    if a.rank == b.rank:
        return 1.0
    if a.suit != b.suit:
        return 0.0
    if 1 in (a.rank, b.rank):
        other = b.rank if a.rank == 1 else a.rank
        gap = min(other - 1, 14 - other)  # the ace sits before the 2 and after the king
    else:
        gap = abs(a.rank - b.rank)
    if gap == 1:
        return 1.0
    if gap == 2:
        return 0.4
    return 0.0


def synergy(cards: list[Card] | tuple[Card, ...]) -> list[float]:
    """For each card, the sum of its links with the other cards."""
    out = [0.0] * len(cards)
    for i in range(len(cards)):
        for j in range(i + 1, len(cards)):
            w = links(cards[i], cards[j])
            if w:
                out[i] += w
                out[j] += w
    return out


def penalty(card: Card) -> int:
    """What the card costs if it is still in the rack when the game ends."""
    return rank_value(card.rank, True)


def exchange_keeping(hand: Hand, keep_links: float = 0.5, at_least_one: bool = True) -> Action:
    """Return every card that links poorly with the rest; keep the jokers and the connected cards."""
    cards = list(hand.cards)
    syn = synergy(cards)
    back = [c for c, s in zip(cards, syn) if s < keep_links]
    if not back and at_least_one:
        if cards:
            # everything links: give back the card with the fewest links (the higher card on ties)
            worst = min(range(len(cards)), key=lambda i: (syn[i], -penalty(cards[i]), str(cards[i])))
            back = [cards[worst]]
        else:
            return Action.exchange((JOKER,))
    return Action.exchange(tuple(str(c) for c in back))


def no_play(view: PlayerView, hand: Hand, keep_links: float = 0.5) -> Action:
    """When no play exists: pass if the pile is empty (an exchange would give the tiles back), else exchange."""
    if view.can_pass and view.pile_size == 0:
        return Action.pass_turn()
    return exchange_keeping(hand, keep_links)
