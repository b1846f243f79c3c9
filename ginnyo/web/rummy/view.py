"""What the Gin Rummy table shows (no PyScript), built from the human's `GinView` alone.

Never the computer's hand nor the stock's order: the view holds the opponent's card count, and
the computer's cards appear only as the engine makes them public (a knock's melds, a result).
While a hand's result waits, the table is that hand as it ended (`GinUi.ended`), both hands laid
open when it was knocked or ginned; the scores and the sheet are the match's.
A hint shown is marked on the table like a ghost: the pile to draw from, the card to discard (knock or go gin with)
or lay off, the knocker's meld it goes on, the button that does it. Hint and Undo themselves are the coach's
(``coach/rummy_view.py``).
"""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind, GinView, HandResult, Phase, deadwood
from ginnyo.ginrummy.cards import name, parse_number

from ..common.enums import Speed
from ..common.face import CardFace, card_face
from ..common.frozen import frozen, replace
from ..common.text import Words
from ..words.i18n import N_, _, number
from ..words.names import shown
from ..words.rummy import (
    CONFIRM_KNOCK,
    GIN_BUTTONS,
    GIN_ENDINGS,
    KEEP_PLAYING,
    gin_deadwood_text,
    gin_hand_info,
    gin_pile_label,
    gin_result_lines,
    gin_result_text,
    gin_scores_text,
    gin_turn_text,
    knock_question,
)
from ..words.texts import about, pretty_tile, spoken_tile, suit_of
from .events import ACTION_OF, GinButton
from .state import GinUi, deadwood_without, hand_groups


@frozen
class CardView:
    card: str  # notation, `data-card`
    text: str  # 5♥
    suit: str
    label: str  # 5 of hearts
    picked: bool = False
    target: bool = False  # a legal lay-off (on your card) or where the picked card may go (on a meld)
    locked: bool = False  # the upcard just taken: it may not be discarded now
    hinted: bool = False  # the card the hint plays

    @property
    def face(self) -> CardFace:
        return card_face(self.card)


@frozen
class HandGroup:
    """A stretch of your hand as shown: a meld's cards, or deadwood."""

    meld: bool
    cards: tuple[CardView, ...]


@frozen
class MeldView:
    index: int
    cards: tuple[CardView, ...]
    target: bool
    hinted: bool = False  # the hint lays off on it


@frozen
class KnockView:
    title: str
    melds: tuple[MeldView, ...]
    deadwood: tuple[CardView, ...]


@frozen
class ButtonView:
    name: str
    label: str
    enabled: bool
    hinted: bool = False  # the hint's action


@frozen
class SheetLine:
    number: int
    result: str
    points: str
    scores: tuple[int, int]


@frozen
class ResultView:
    title: str
    text: str
    lines: tuple[str, ...]
    hands: tuple[tuple[str, tuple[tuple[CardView, ...], ...]], ...]  # (whose, groups: melds then deadwood)
    scores: str
    winner: str  # the match's winner, after its last hand


@frozen
class TableView:
    """Which hand the table shows, for the page's motion: a fresh deal is dealt, a finished hand celebrated."""

    hand: int  # its number
    discards: int = 0  # the discard pile's cards (its depth is drawn)
    fresh: bool = False  # dealt, and no card moved yet
    ending: str = ""  # a finished hand's `Ending` ('' while it is played)
    won: bool = False  # you won the finished hand
    opponent_open: tuple[tuple[CardView, ...], ...] = ()  # the opponent's hand laid open: melds, then deadwood


@frozen
class GinScreen:
    turn: str
    hand_info: str
    scores: str
    opponent: str
    opponent_cards: int
    stock: tuple[int, bool, str]  # cards, clickable, label
    upcard: tuple[CardView | None, bool, str]
    knock: KnockView | None
    hand: tuple[HandGroup, ...]
    deadwood: str
    buttons: tuple[ButtonView, ...]
    question: str  # "Knock now?" while it waits for an answer
    by_melds: bool  # you arranged your hand yourself: a button lays it out by melds again
    sheet: tuple[SheetLine, ...]
    target: int
    result: ResultView | None
    hint_pile: str = ""  # the pile the hint draws from
    table: TableView = TableView(0)
    pending: int = 0  # cards drawn whose key a friend's device has not sent yet: their backs, after the hand


@frozen
class GinPage:
    """What the Gin Rummy table reads of the page around its slice."""

    thinking: bool = False  # a computer turn is in progress
    watched: bool = False  # another tab plays the match: this one only shows it
    notice: Words | None = None
    error: Words | None = None
    ask_knock: bool = False  # the setting "Ask before knocking"
    speed: Speed = Speed.NORMAL  # the computer's speed, which the cards' motion follows


HINT_PILES = {ActionKind.DRAW: "stock", ActionKind.TAKE: "upcard"}


def hint_pile(hint: Action | None) -> str:
    """The pile the hint draws from (`stock`, `upcard`), or ''."""
    return "" if hint is None else HINT_PILES.get(hint.kind, "")


def hint_card(hint: Action | None) -> str:
    """The card of your hand the hint plays (discards, knocks or goes gin with, lays off), or ''."""
    return "" if hint is None or hint.card < 0 or hint.kind is ActionKind.TAKE else name(hint.card)


def hint_meld(hint: Action | None) -> int:
    """The knocker's meld the hint lays off on, or -1."""
    return hint.meld if hint is not None and hint.kind is ActionKind.LAYOFF else -1


def card_view(card: str, **flags: bool) -> CardView:
    return CardView(card, pretty_tile(card), suit_of(card), spoken_tile(card), **flags)


def gin_screen(gin: GinUi | None, thinking: bool, watched: bool = False, stopped: bool = False) -> GinScreen | None:
    """The table `gin` (`thinking`: a computer turn is in progress; `watched`: another tab plays the match;
    `stopped`: a computer turn went wrong and stopped, its message says why)."""
    if gin is None:
        return None
    me, veiled = gin.session.me, gin.session.veiled
    now = gin.session.game.view(me)
    if veiled:  # stand-ins of the engine for cards not opened to this device: never shown
        now = replace(now, hand=" ".join(card for card in now.hand.split() if card not in veiled))
    ended = gin.ended if gin.result_pending else None
    view = now if ended is None else ended
    acting = gin.my_turn and not thinking
    legal = view.legal if acting else ()
    hint = gin.shown_hint if acting else None
    stock_ok = any(a.kind == ActionKind.DRAW for a in legal)
    up_ok = any(a.kind == ActionKind.TAKE for a in legal) or (view.phase is Phase.DISCARD and bool(gin.pick) and acting)
    upcard = card_view(view.upcard) if view.upcard else None
    return GinScreen(
        turn=gin_turn_text(view, thinking, watched, stopped, gin.session.away is not None, gin.session.ready)
        if not gin.result_pending
        else "",
        hand_info=gin_hand_info(view),
        scores=gin_scores_text(now.names, now.scores, gin.session.game.options.target),
        opponent=shown(view.names[1 - me]),
        opponent_cards=view.opponent_cards,
        stock=(view.stock_size, stock_ok, gin_pile_label("stock", view.stock_size)),
        upcard=(upcard, up_ok, gin_pile_label("upcard", len(view.discards), view.upcard)),
        knock=knock_view(view, gin, hint) if ended is None else None,
        hand=hand_view(view, gin, legal, hint) if ended is None else ended_hand(view, now.results[gin.seen], me),
        deadwood=deadwood_text(view),
        buttons=buttons(view, gin, legal, hint),
        question=question(view, gin),
        by_melds=bool(gin.order),
        sheet=tuple(sheet_line(r) for r in now.results),
        target=gin.session.game.options.target,
        result=result_view(now, gin) if gin.result_pending else None,
        hint_pile=hint_pile(hint),
        table=table_view(view, now.results[gin.seen] if ended is not None else None, me),
        pending=len(veiled),
    )


def seat_groups(result: HandResult, seat: int) -> tuple[tuple[CardView, ...], ...]:
    """A hand the result lays open: its melds (the knocker's with the cards laid off), then its deadwood."""
    if seat == result.knocker:
        return _groups(result.knocker_melds, result.knocker_deadwood_cards)
    return _groups(result.defender_melds, result.defender_deadwood_cards)


def ended_hand(view: GinView, result: HandResult, me: int) -> tuple[HandGroup, ...]:
    """Your hand as the hand ended: as the result lays it open, else (a drawn hand) by melds."""
    if result.knocker is None:
        return tuple(HandGroup(meld, tuple(card_view(c) for c in cards)) for meld, cards in hand_groups(view.hand))
    groups = seat_groups(result, me)
    return tuple(HandGroup(n < len(groups) - 1, cards) for n, cards in enumerate(groups) if cards)


def table_view(view: GinView, result: HandResult | None, me: int) -> TableView:
    pile = len(view.discards)
    if result is None:
        return TableView(view.hand_number, pile, fresh=not view.events)
    opened = seat_groups(result, 1 - me) if result.knocker is not None else ()
    won = result.winner == me
    return TableView(view.hand_number, pile, ending=str(result.ending), won=won, opponent_open=opened)


def layoff_cards(legal: tuple[Action, ...]) -> dict[str, set[int]]:
    """Each card that may be laid off now, and the melds it fits."""
    out: dict[str, set[int]] = {}
    for a in legal:
        if a.kind == ActionKind.LAYOFF:
            out.setdefault(name(a.card), set()).add(a.meld)
    return out


def hand_view(view: GinView, gin: GinUi, legal: tuple[Action, ...], hint: Action | None) -> tuple[HandGroup, ...]:
    targets = layoff_cards(legal)
    hinted = hint_card(hint)

    def in_hand(c: str) -> CardView:
        return card_view(c, picked=c == gin.pick, target=c in targets, locked=c == view.taken, hinted=c == hinted)

    return tuple(HandGroup(meld, tuple(in_hand(c) for c in cards)) for meld, cards in hand_groups(view.hand, gin.order))


def deadwood_text(view: GinView) -> str:
    """Your deadwood now, and with 11 cards the least it can be after a discard."""
    cards = view.hand.split()
    after = None
    if len(cards) == 11:
        after = min(deadwood(" ".join(c for c in cards if c != out)) for out in cards if out != view.taken)
    return gin_deadwood_text(deadwood(view.hand), after)


def knock_view(view: GinView, gin: GinUi, hint: Action | None) -> KnockView | None:
    knock = view.knock
    if knock is None:
        return None
    picked = layoff_cards(view.legal).get(gin.pick, set()) if view.current == view.seat else set()
    on = hint_meld(hint)
    melds = tuple(
        MeldView(i, tuple(card_view(c) for c in m.split()), i in picked, i == on) for i, m in enumerate(knock.melds)
    )
    you, other = N_("You knocked with {dead} deadwood"), N_("{name} knocked with {dead} deadwood")
    title = about(view.names[knock.knocker], you, other, dead=number(knock.deadwood))
    return KnockView(title, melds, tuple(card_view(c) for c in knock.deadwood_cards.split()))


def buttons(view: GinView, gin: GinUi, legal: tuple[Action, ...], hint: Action | None) -> tuple[ButtonView, ...]:
    """The buttons of the phase, the hint's one marked."""
    shown = phase_buttons(view, gin, legal)
    kind = None if hint is None else str(hint.kind)
    return tuple(replace(b, hinted=True) if b.name == kind else b for b in shown)


def phase_buttons(view: GinView, gin: GinUi, legal: tuple[Action, ...]) -> tuple[ButtonView, ...]:
    """The buttons that fit the phase; Knock and Gin only when they are legal."""
    kinds = {a.kind for a in legal}
    if not legal:
        return ()
    if gin.asking is not None:
        return (
            ButtonView(str(GinButton.CONFIRM_KNOCK), _(CONFIRM_KNOCK), True),
            ButtonView(str(GinButton.KEEP_PLAYING), _(KEEP_PLAYING), True),
        )
    if view.phase is Phase.LAYOFF:
        return (ButtonView(str(GinButton.DONE), _(GIN_BUTTONS[GinButton.DONE]), True),)
    if view.phase is not Phase.DISCARD:
        shown = [b for b in (GinButton.DRAW, GinButton.TAKE, GinButton.PASS) if ACTION_OF[b] in kinds]
        return tuple(ButtonView(str(b), _(GIN_BUTTONS[b]), True) for b in shown)
    pick = parse_number(gin.pick) if gin.pick else -1
    out = []
    for button in (GinButton.DISCARD, GinButton.KNOCK, GinButton.GIN):
        kind = ACTION_OF[button]
        fits = {a.card for a in legal if a.kind == kind}
        if not fits:
            continue
        enabled = pick in fits if kind == ActionKind.DISCARD else (pick < 0 or pick in fits)
        out.append(ButtonView(str(button), _(GIN_BUTTONS[button]), enabled))
    return tuple(out)


def question(view: GinView, gin: GinUi) -> str:
    """The question asked before a knock that could be undercut, while it waits ('' otherwise)."""
    if gin.asking is None:
        return ""
    return knock_question(deadwood_without(view.hand, name(gin.asking.card)), view.names[1 - view.seat])


def sheet_line(result: HandResult) -> SheetLine:
    ending = _(GIN_ENDINGS[result.ending])
    return SheetLine(result.number, ending, number(result.points if result.winner is not None else 0), result.scores)


def result_view(view: GinView, gin: GinUi) -> ResultView:
    result = view.results[gin.seen]
    names = view.names
    hands: tuple[tuple[str, tuple[tuple[CardView, ...], ...]], ...] = ()
    if result.knocker is not None:
        seats = (result.knocker, 1 - result.knocker)
        hands = tuple((shown(names[seat]), seat_groups(result, seat)) for seat in seats)
    over = view.winner is not None and gin.seen == len(view.results) - 1
    return ResultView(
        title=_("Hand {hand}").format(hand=number(result.number)),
        text=gin_result_text(names, result),
        lines=gin_result_lines(names, result),
        hands=hands,
        scores=gin_scores_text(names, result.scores, gin.session.game.options.target),
        winner=gin_turn_text(view, False) if over else "",
    )


def _groups(melds: tuple[str, ...], dead: str) -> tuple[tuple[CardView, ...], ...]:
    return tuple(tuple(card_view(c) for c in m.split()) for m in (*melds, dead))
