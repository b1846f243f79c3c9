"""The page's state of a Gin Rummy match (no PyScript): the match, the card picked, the results seen.

It lives in `UiState.rummy`; `gin_update.py` computes each new one. The engine deals the next hand
as soon as one is scored, so `seen` (results the player has dismissed) says whether a hand's
result is still to be shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginnyo.ginrummy import Phase, best_melds
from ginnyo.ginrummy.cards import bits, format_hand, name, rank

from .gin_session import HUMAN, GinSession


@dataclass(frozen=True)
class GinUi:
    session: GinSession
    pick: str = ""
    """The hand card picked to discard, knock with or lay off (notation), or ''."""
    seen: int = 0
    """How many hand results the player has dismissed."""

    @property
    def result_pending(self) -> bool:
        return len(self.session.game.results) > self.seen

    @property
    def my_turn(self) -> bool:
        """The human may act: the match is on, no result waits, and the human is to move."""
        game = self.session.game
        return not self.result_pending and game.phase is not Phase.OVER and game.current == HUMAN


def resumed(session: GinSession) -> GinUi:
    """A match read back: the last result shows again if no card of the next hand moved yet (or the match is over)."""
    game = session.game
    unshown = bool(game.results) and (not game.events or game.phase is Phase.OVER)
    return GinUi(session, seen=len(game.results) - unshown)


def arranged(hand: str) -> tuple[tuple[str, ...], ...]:
    """A hand as the page lays it out: its melds (the default arrangement), then its deadwood by rank."""
    if not hand:
        return ((),)
    best = best_melds(hand)
    melds = tuple(tuple(format_hand(m).split()) for m in best.melds)
    dead = sorted(bits(best.deadwood), key=lambda n: (rank(n), n))
    return (*melds, tuple(name(n) for n in dead))


def hand_order(hand: str) -> tuple[str, ...]:
    """The cards of a hand in the order the page shows them (arrow keys follow it)."""
    return tuple(card for group in arranged(hand) for card in group)
