"""The end of the stock, decided exactly: the last draw, and the knocks after it, by every hand the opponent can hold.

Near the end of the stock few cards are unseen: the opponent's (less those it is known to hold: upcards it took and
kept, `Knowledge`) and the stock's. The model: every split of the unseen cards into the opponent's missing cards and
the stock is equally likely, and the stock's order is uniform (so a card drawn is any unseen card alike). Under it the
last turns have exact expected values, summed over every consistent opponent hand, in points as the match scores them
(gin and undercut bonuses, spade doubling):

- after the last draw (the discard phase with `STOCK_LEFT` cards in the stock): a plain discard ends the hand drawn
  (0); a knock is worth its points against the defender's best lay-offs (`moves.best_layoffs`, with the arrangement
  of the knocker's melds that scores best); a gin its points against the defender's whole deadwood;
- the turn before (the draw phase with one card more): drawing is worth, over each card it may bring, the best of a
  drawn hand, the knocks and the gin it allows (the choice made knowing that card only); taking the upcard is worth
  its best knock or gin. A plain discard after taking is never worth more than drawing: the opponent may then draw
  and discard, which ends the hand drawn (0), while drawing is worth at least 0;
- the discard with one card more in the stock (after taking the upcard at the last draw, or drawing the card before
  it): a knock or gin worth 0 or more is the best choice, for the same reason.

Everywhere else the value of a plain discard depends on how the opponent plays a hand it cannot see, and no exact
figure exists: `decide` answers None and the expert thinks as before. The work is bounded by the unseen cards: at
most 13 of them, so 286 opponent hands when taking the upcard and 13 draws of 66 hands each when drawing; it yields
after each draw, and is never stopped midway (no `READY`), so a hint, a review and a computer seat choose alike
(times in CPython and the page's Python: docs/computer-players.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb

from ..rules.steps import Steps, drain
from .actions import DISCARD, DRAW, GIN, KNOCK, TAKE, Action
from .cards import bits, parse_hand, parse_number
from .game import GinView, Phase
from .knowledge import Knowledge, popcount
from .melds import arrangements, least
from .moves import best_layoffs, finish
from .options import STOCK_LEFT
from .scoring import knock_points


@dataclass(frozen=True)
class Exact:
    """The best action and its exact expected points for the seat to move (the model above), and every choice valued
    (a plain discard at three cards is not: its value is at most 0)."""

    action: Action
    value: Fraction
    options: tuple[tuple[Action, Fraction], ...]


def decide(view: GinView) -> Exact | None:
    """The exact choice for `view`, or None where the end of the stock does not settle it."""
    return drain(decide_steps(view))


def decide_steps(view: GinView) -> Steps[Exact | None]:
    """`decide` in slices: it yields (None) after each card a draw may bring."""
    if view.stock_size > STOCK_LEFT + 1 or view.phase not in (Phase.DRAW, Phase.DISCARD):
        return None  # the common case, answered before reading the view
    know = Knowledge.of(view)
    hand = parse_hand(view.hand)
    scale = 2 if view.doubled else 1
    if view.phase == Phase.DISCARD and view.stock_size == STOCK_LEFT:
        return best([(act, Fraction(scale * total, count)) for act, total, count in endings(view, hand, know, True)])
    if view.phase == Phase.DISCARD and view.stock_size == STOCK_LEFT + 1:
        found = best([(act, Fraction(scale * total, count)) for act, total, count in endings(view, hand, know, False)])
        return found if found is not None and found.value >= 0 else None
    if view.phase == Phase.DRAW and view.stock_size == STOCK_LEFT + 1:
        drawn: Fraction = yield from draw_value(view, hand, know)
        options = [(Action(DRAW), drawn * scale)]
        taken = take_value(view, hand, know) if Action(TAKE) in view.legal else None
        return best(options + ([(Action(TAKE), taken * scale)] if taken is not None else []))
    return None


def best(options: list[tuple[Action, Fraction]]) -> Exact | None:
    """The option worth most; the first listed among equals."""
    if not options:
        return None
    action, value = max(options, key=lambda option: option[1])
    return Exact(action, value, tuple(options))


def opponent_hands(know: Knowledge, pool: int) -> Iterator[int]:
    """Every hand the opponent may hold: its known cards and the rest from `pool`."""
    missing = know.opponent_cards - popcount(know.held)
    for chosen in combinations(bits(pool), missing):
        yield know.held | sum(1 << n for n in chosen)


def endings(view: GinView, hand: int, know: Knowledge, last: bool) -> list[tuple[Action, int, int]]:
    """The discard phase's choices that end the hand with their points summed over the opponent's hands, and how
    many hands: knocks and gins, and plain discards too when they end it drawn (`last`)."""
    hands = list(opponent_hands(know, know.unknown))
    out = []
    for act in view.legal:
        if act.kind == DISCARD and last:
            out.append((act, 0, len(hands)))
        elif act.kind in (KNOCK, GIN):
            out.append((*scored(act, hand & ~(1 << act.card), hands), len(hands)))
    return out


def scored(act: Action, rest: int, hands: list[int]) -> tuple[Action, int]:
    """A knock or gin keeping `rest`, with its points summed over `hands`; a knock with the knocker's arrangement
    that scores most (its melds named when not the default)."""
    kept = least(rest)
    if act.kind == GIN:
        return Action(GIN, act.card), sum(knock_points(0, least(h)) for h in hands)
    options = arrangements(rest)
    totals = [sum(knock_points(kept, best_layoffs(h, a.melds)[0]) for h in hands) for a in options]
    top = max(range(len(options)), key=lambda k: (totals[k], -k))
    return Action(KNOCK, act.card, options[top].melds if top else ()), totals[top]


def draw_value(view: GinView, hand: int, know: Knowledge) -> Steps[Fraction]:
    """The expected points of drawing the last stock card but two: each unseen card alike, then the best ending it
    allows, weighed over the opponent's hands without it."""
    missing = know.opponent_cards - popcount(know.held)
    unseen = list(bits(know.unknown))
    total = 0
    for card in unseen:
        grown = hand | 1 << card
        hands = list(opponent_hands(know, know.unknown & ~(1 << card)))
        ends = [finish(view, grown, n) for n in bits(grown)]
        total += max([0] + [scored(act, grown & ~(1 << act.card), hands)[1] for act in ends if act.kind != DISCARD])
        yield None
    return Fraction(total, len(unseen) * comb(len(unseen) - 1, missing))


def take_value(view: GinView, hand: int, know: Knowledge) -> Fraction | None:
    """The expected points of taking the upcard and ending the hand with its best knock or gin (None: it allows
    none); a plain discard after it is never worth more than drawing (see the module's docstring)."""
    up = parse_number(view.upcard)
    grown = hand | 1 << up
    hands = list(opponent_hands(know, know.unknown))
    ends = [finish(view, grown, n) for n in bits(grown) if n != up]
    totals = [scored(act, grown & ~(1 << act.card), hands)[1] for act in ends if act.kind != DISCARD]
    return Fraction(max(totals), len(hands)) if totals else None
