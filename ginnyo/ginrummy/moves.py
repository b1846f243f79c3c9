"""Moves every computer level shares: the upcard's meld test, the discard that knocks or goes
gin when it may, and the defender's lay-offs (an exact search)."""

from __future__ import annotations

from functools import lru_cache

from .actions import DISCARD, DONE, GIN, KNOCK, LAYOFF, Action
from .cards import bits, parse_hand, parse_number
from .game import GinView
from .knowledge import PAIRS
from .melds import is_meld, least_cached


def makes_meld(hand: int, card: int) -> bool:
    """Whether `card` forms a meld with cards of `hand` (the simple player's test for the upcard)."""
    return any(hand >> a & 1 and hand >> b & 1 for a, b in PAIRS[card])


def candidates(view: GinView, hand: int) -> list[int]:
    """The cards that may be discarded: all but the upcard just taken."""
    taken = parse_number(view.taken) if view.taken else -1
    return [n for n in bits(hand) if n != taken]


def finish(view: GinView, hand: int, card: int) -> Action:
    """Discard `card`, going gin or knocking when the rest allows it."""
    left = least_cached(hand & ~(1 << card))
    if left == 0:
        return Action(GIN, card)
    if left <= view.knock_limit:
        return Action(KNOCK, card)
    return Action(DISCARD, card)


@lru_cache(maxsize=1 << 16)
def best_layoffs(hand: int, melds: tuple[int, ...]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The least deadwood the defender can keep, and the lay-offs (card, meld index) reaching it."""
    best: tuple[int, tuple[tuple[int, int], ...]] = (least_cached(hand), ())
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
