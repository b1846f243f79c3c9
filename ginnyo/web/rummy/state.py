"""The page's state of a Gin Rummy match (no PyScript): the match, the card picked, the results seen.

It lives in `UiState.rummy`; `gin_update.py` computes each new one. The engine deals the next hand
as soon as one is scored, so `seen` (results the player has dismissed) says whether a hand's
result is still to be shown, and `ended` keeps the finished hand's table to show behind it: the
next deal appears only once the result is closed.
"""

from __future__ import annotations

from itertools import groupby

from ginnyo.ginrummy import Action, ActionKind, Game, GinView, Phase, best_melds, deadwood
from ginnyo.ginrummy.cards import bits, format_hand, name, rank

from ..common.enums import Dialog, GameKind
from ..common.frozen import frozen, replace
from .session import GinSession


@frozen
class GinHint:
    """A hint asked for the decision after `actions` actions of the match; `action` None while it is worked out."""

    actions: int
    action: Action | None = None


@frozen
class GinUi:
    session: GinSession
    pick: str = ""
    """The hand card picked to discard, knock with or lay off (notation), or ''."""
    seen: int = 0
    """How many hand results the player has dismissed."""
    order: tuple[str, ...] = ()
    """Your hand as you arranged it by dragging (cards drawn since go last); (): by melds."""
    asking: Action | None = None
    """The knock that waits for "Knock now?" to be answered (the setting "Ask before knocking")."""
    hint: GinHint | None = None
    """The last hint asked for (it shows only while the match is still at that decision)."""
    ended: GinView | None = None
    """Your view of the table as the hand whose result waits ended (None: the table as the match is now)."""

    @property
    def kind(self) -> GameKind:
        """Which game this table plays: the shell's per-game adapter is found by it (`shell/tables.py`)."""
        return GameKind.GIN

    @property
    def result_pending(self) -> bool:
        return len(self.session.game.results) > self.seen

    @property
    def my_turn(self) -> bool:
        """The human may act: the match is on, no result waits, and the human is to move."""
        game, session = self.session.game, self.session
        return not self.result_pending and game.phase is not Phase.OVER and game.current == session.me and session.ready

    @property
    def shown_hint(self) -> Action | None:
        """The expert's choice for the decision you are at, if you asked for it."""
        hint = self.hint
        current = hint is not None and hint.actions == len(self.session.game.actions) and self.my_turn
        return hint.action if current and hint is not None else None

    def can_review(self, thinking: bool, dialog: Dialog | None) -> bool:
        """The match review is offered once an action was played: at a hand's result, on your turn, or after the
        match (never while the computer is about to move, nor over another dialog)."""
        if not self.session.game.actions or thinking:
            return False
        still = self.result_pending or self.my_turn or self.session.game.phase is Phase.OVER
        return still and dialog in (None, Dialog.GIN_RESULT)

    def can_hint(self, thinking: bool) -> bool:
        """A hint is offered on your turn, once per decision (it stays shown until you act)."""
        asked = self.hint is not None and self.hint.actions == len(self.session.game.actions)
        return self.my_turn and not thinking and self.asking is None and not asked


def resumed(session: GinSession) -> GinUi:
    """A match read back: the last result shows again if no card of the next hand moved yet (or the match is over)."""
    game = session.game
    unshown = bool(game.results) and (not game.events or game.phase is Phase.OVER)
    if not unshown:
        return GinUi(session, seen=len(game.results))
    last = len(game.actions) - 1
    ended = ended_table(game.rewound(last), game.actions[last], session.me)
    return GinUi(session, seen=len(game.results) - 1, ended=ended)


def ended_table(before: Game, action: Action, me: int) -> GinView:
    """Your view of the table once `action` ended the hand (the engine has dealt the next): its card on the pile."""
    view = before.view(me)
    if action.kind is ActionKind.DONE:  # the lay-offs are over: the table is as it was
        return replace(view, legal=())
    card = name(action.card)
    mine = before.current == me
    hand = " ".join(c for c in view.hand.split() if c != card)
    return replace(
        view,
        hand=hand,
        opponent_cards=view.opponent_cards - (not mine),
        discards=(*view.discards, card),
        taken="",
        legal=(),
    )


def deadwood_without(hand: str, card: str) -> int:
    """The deadwood of `hand` once `card` is gone (discarded, or the knock's discard)."""
    return deadwood(" ".join(c for c in hand.split() if c != card))


def arranged(hand: str) -> tuple[str, ...]:
    """A hand laid out by the page (unless you arrange it): its default melds, then its deadwood by rank."""
    best = best_melds(hand) if hand else None
    if best is None:
        return ()
    melds = [c for m in best.melds for c in format_hand(m).split()]
    dead = sorted(bits(best.deadwood), key=lambda n: (rank(n), n))
    return (*melds, *(name(n) for n in dead))


def hand_order(hand: str, order: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The cards of a hand in the order the page shows them (arrow keys follow it): yours, else by melds."""
    if not order:
        return arranged(hand)
    cards = set(hand.split())
    kept = tuple(c for c in order if c in cards)
    return kept + tuple(c for c in arranged(hand) if c not in kept)


def hand_groups(hand: str, order: tuple[str, ...] = ()) -> tuple[tuple[bool, tuple[str, ...]], ...]:
    """The hand as shown, cut where the meld changes: (in a meld, cards), one group per stretch.

    In the default order this is each meld, then the deadwood; in yours, a meld kept together
    still shows as one.
    """
    melds = {c: n for n, m in enumerate(best_melds(hand).melds) for c in format_hand(m).split()} if hand else {}
    stretches = groupby(hand_order(hand, order), key=lambda c: melds.get(c, -1))
    return tuple((meld >= 0, tuple(cards)) for meld, cards in stretches)
