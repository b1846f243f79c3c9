"""Every change of a Gin Rummy match on the page (no PyScript): where a match moves on (`GinSession.after`).

Clicks, taps and keys arrive as `gin_events`; what they mean depends on the phase of the hand
(a click on the upcard takes it before the draw and discards the picked card after). The
computer's actions arrive as the shared `ComputerMoved` and go through `computer_moved`.
"""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind, GinnyError, Phase, parse_action
from ginnyo.ginrummy.cards import name, parse_number

from ..common import effects as fx
from ..common.effects import Effect, Result
from ..common.enums import Dialog
from ..common.enums import Phase as PagePhase
from ..common.frozen import replace
from ..common.order import moved
from ..shell.state import UiState
from ..words.i18n import _
from ..words.rummy import GIN_NEED_PICK, gin_event_text, gin_refusal, gin_result_text, gin_start_text, knock_question
from ..words.verdicts import reason
from .events import (
    ACTION_OF,
    PAGE_ONLY,
    WITH_CARD,
    GinAct,
    GinButton,
    GinCard,
    GinDrop,
    GinEvent,
    GinMeld,
    GinMovePick,
    GinPile,
)
from .session import COMPUTER, HUMAN, GinSession
from .state import GinUi, deadwood_without, hand_order

TURN_NOTICE = 2
"""How many actions of the player's turn the notice tells (what was drawn, what was thrown)."""


def begin_gin(state: UiState, gin: GinUi, notice: str = "") -> Result[UiState]:
    """Replace whatever was played with this match: a fresh state (keeping the settings), then its next step."""
    fresh = UiState(
        rummy=gin,
        generation=state.generation + 1,
        settings=state.settings,
        notice=notice or gin_start_text(gin.session.game.view(0)),
        phase=state.phase,
    )
    new, effects = gin_next(fresh)
    return new, [fx.WarmWorker(), *effects]


def gin_next(state: UiState) -> Result[UiState]:
    """Set the page up for what the match waits for now: a result to read, the computer, or you."""
    gin = state.rummy
    assert gin is not None
    game = gin.session.game
    state = replace(state, rummy=replace(gin, pick="", asking=None), error="", thinking=False)
    if gin.result_pending:
        phase = PagePhase.OVER if game.phase is Phase.OVER else PagePhase.RESULT
        return replace(state, phase=phase, dialog=Dialog.GIN_RESULT), []
    if game.phase is Phase.OVER:
        return replace(state, phase=PagePhase.OVER), []
    if gin.session.is_computer(game.current):
        return replace(state, phase=PagePhase.AI, thinking=True), [fx.StartComputer(state.generation)]
    return replace(state, phase=PagePhase.HUMAN), []


def dismiss_result(state: UiState) -> Result[UiState]:
    """The player read the hand's result: on to the next hand (or the finished table), laid out by melds."""
    gin = state.rummy
    assert gin is not None
    return gin_next(replace(state, rummy=replace(gin, seen=len(gin.session.game.results), order=()), dialog=None))


def update_gin(state: UiState, event: GinEvent) -> Result[UiState]:
    gin = state.rummy
    if gin is None:
        return state, []
    if isinstance(event, GinAct) and event.button is GinButton.NEXT:
        return dismiss_result(state) if gin.result_pending else (state, [])
    if isinstance(event, GinDrop) and event.target == "hand" and event.source in hand_order(hand(gin)):
        return rearranged(state, gin, event.source, event.at)  # your hand is yours to arrange at any time
    if event == GinAct(GinButton.BY_MELDS):
        return replace(state, rummy=replace(gin, order=())), []
    if not gin.my_turn or state.dialog is not None:
        return state, []
    if gin.asking is not None:
        return answered(state, gin, event)
    match event:
        case GinAct(button) if button not in PAGE_ONLY:
            return pressed(state, gin, button)
        case GinDrop():
            return dropped(state, gin, event)
        case GinPile(pile):
            return pile_clicked(state, gin, pile)
        case GinCard(card):
            return card_clicked(state, gin, card)
        case GinMeld(index):
            return lay_off(state, gin, gin.pick, index) if gin.pick else (state, [])
        case GinMovePick(step):
            return move_pick(state, gin, step)
    return state, []


def pressed(state: UiState, gin: GinUi, button: GinButton) -> Result[UiState]:
    """A button: its action; one naming a card takes the picked one (Knock and Gin: the best one if none)."""
    kind = ACTION_OF[button]
    if kind not in WITH_CARD:
        return act(state, Action(kind))
    options = [a for a in gin.session.game.legal_actions() if a.kind == kind]
    if gin.pick:
        return knocking(state, gin, Action(kind, parse_number(gin.pick)))
    if kind is ActionKind.DISCARD or not options:
        return replace(state, error=_(GIN_NEED_PICK)), []
    return knocking(state, gin, min(options, key=lambda a: deadwood_without(hand(gin), name(a.card))))


def knocking(state: UiState, gin: GinUi, action: Action) -> Result[UiState]:
    """A legal knock leaving deadwood asks "Knock now?" first if the player wants it; any other action goes ahead."""
    knocks = (a.card for a in gin.session.game.legal_actions() if a.kind == ActionKind.KNOCK)
    legal = action.kind is ActionKind.KNOCK and action.card in knocks
    left = deadwood_without(hand(gin), name(action.card)) if legal else 0
    if not (state.settings.ask_knock and left):
        return act(state, action)
    question = knock_question(left, gin.session.game.names[COMPUTER])
    return replace(state, rummy=replace(gin, asking=action), error=""), [fx.Announce(question)]


def answered(state: UiState, gin: GinUi, event: GinEvent) -> Result[UiState]:
    """The knock asked about goes ahead on Knock; anything else puts the question away (and does what it does)."""
    if event == GinAct(GinButton.CONFIRM_KNOCK) and gin.asking is not None:
        return act(state, gin.asking)
    state = replace(state, rummy=replace(gin, asking=None))
    return (state, []) if event == GinAct(GinButton.KEEP_PLAYING) else update_gin(state, event)


def hand(gin: GinUi) -> str:
    return gin.session.game.view(HUMAN).hand


def rearranged(state: UiState, gin: GinUi, card: str, at: int) -> Result[UiState]:
    """Your card moved to place `at` of your hand as shown: from now on the hand keeps your order."""
    shown = hand_order(hand(gin), gin.order)
    order = tuple(moved(shown, shown.index(card), at))
    return replace(state, rummy=replace(gin, order=order)), []


def dropped(state: UiState, gin: GinUi, drop: GinDrop) -> Result[UiState]:
    """A drag on your turn: a pile onto your hand draws, a card onto the discard pile discards, onto a meld lays off."""
    phase = gin.session.game.phase
    if drop.source in ("stock", "upcard") and drop.target == "hand" and phase in (Phase.FIRST, Phase.DRAW):
        return drew_to(pile_clicked(state, gin, drop.source), drop.at)
    if drop.target == "upcard" and phase is Phase.DISCARD and drop.source in hand_order(hand(gin)):
        return act(state, Action(ActionKind.DISCARD, parse_number(drop.source)))
    if drop.target == "meld" and phase is Phase.LAYOFF:
        return lay_off(state, gin, drop.source, drop.at)
    return state, []


def drew_to(result: Result[UiState], at: int) -> Result[UiState]:
    """A card drawn by a drag lands where it was let go, if you arrange your hand yourself."""
    state, effects = result
    gin = state.rummy
    if gin is None or not gin.order:
        return result
    drawn = set(hand(gin).split()) - set(gin.order)
    if len(drawn) != 1:
        return result
    order = list(gin.order)
    order.insert(min(at, len(order)), drawn.pop())
    return replace(state, rummy=replace(gin, order=tuple(order))), effects


def pile_clicked(state: UiState, gin: GinUi, pile: str) -> Result[UiState]:
    phase = gin.session.game.phase
    if phase is Phase.DISCARD and pile == "upcard" and gin.pick:
        return act(state, Action(ActionKind.DISCARD, parse_number(gin.pick)))
    if phase in (Phase.FIRST, Phase.DRAW) and pile == "upcard":
        return act(state, Action(ActionKind.TAKE))
    if phase is Phase.DRAW and pile == "stock":
        return act(state, Action(ActionKind.DRAW))
    return state, []


def card_clicked(state: UiState, gin: GinUi, card: str) -> Result[UiState]:
    """A hand card: picked, discarded when picked again, or laid off when it fits one meld only."""
    game = gin.session.game
    if game.phase is Phase.DISCARD:
        if card == gin.pick:
            return act(state, Action(ActionKind.DISCARD, parse_number(card)))
        return replace(state, rummy=replace(gin, pick=card), error=""), []
    if game.phase is Phase.LAYOFF:
        melds = layoff_melds(gin, card)
        if len(melds) == 1:
            return lay_off(state, gin, card, melds[0])
        return replace(state, rummy=replace(gin, pick=card if melds else ""), error=""), []
    return state, []


def layoff_melds(gin: GinUi, card: str) -> list[int]:
    """The knocker's melds that `card` may be laid off on now."""
    number = parse_number(card)
    game = gin.session.game
    return [a.meld for a in game.legal_actions() if a.kind == ActionKind.LAYOFF and a.card == number]


def lay_off(state: UiState, gin: GinUi, card: str, meld: int) -> Result[UiState]:
    if meld not in layoff_melds(gin, card):
        return state, []
    return act(state, Action(ActionKind.LAYOFF, parse_number(card), meld=meld))


def move_pick(state: UiState, gin: GinUi, step: int) -> Result[UiState]:
    if gin.session.game.phase not in (Phase.DISCARD, Phase.LAYOFF):
        return state, []
    order = hand_order(hand(gin), gin.order)
    at = order.index(gin.pick) if gin.pick in order else (-1 if step > 0 else 0)
    return replace(state, rummy=replace(gin, pick=order[(at + step) % len(order)])), []


def act(state: UiState, action: Action) -> Result[UiState]:
    """Apply the human's action; a refusal shows the engine's reason and changes nothing."""
    gin = state.rummy
    assert gin is not None
    before = len(gin.session.game.results)
    try:
        gin = replace(gin, session=gin.session.after(action))
    except GinnyError as exc:
        return replace(state, error=gin_refusal(reason(exc))), []
    new, effects = gin_next(replace(state, rummy=gin, notice=notice_after(gin, before)))
    return new, [fx.Save(), *effects]


def notice_after(gin: GinUi, results_before: int) -> str:
    """What the last turn did so far (a draw, then a discard): the hand's result when it ended the hand."""
    game = gin.session.game
    if len(game.results) > results_before:
        return gin_result_text(game.names, game.results[-1])
    last = game.events[-1]
    turn = [last]
    for event in reversed(game.events[:-1]):
        if event.seat != last.seat or len(turn) == TURN_NOTICE:
            break
        turn.insert(0, event)
    return " ".join(gin_event_text(game.names, event) for event in turn)


def computer_moved(state: UiState, generation: int, seat: int, text: str) -> Result[UiState]:
    """Apply the computer's choice (the first legal action if the engine refuses it)."""
    gin = state.rummy
    if gin is None or generation != state.generation or gin.session.game.current != seat or gin.result_pending:
        return state, []
    session = gin.session
    before = len(session.game.results)
    effects: list[Effect] = [fx.Save()]
    try:
        gin = replace(gin, session=session.after(parse_action(text)))
    except GinnyError as exc:
        effects.insert(0, fx.Warn(f"Ginny-O: computer action refused ({exc}); using the first legal one"))
        gin = replace(gin, session=session.after(session.game.legal_actions()[0]))
    return replace(state, rummy=gin, notice=notice_after(gin, before)), effects


def resumed_notice(session: GinSession) -> str:
    """What the notice says when a saved match comes back: the hand's last action ('' for a fresh deal)."""
    game = session.game
    return gin_event_text(game.names, game.events[-1]) if game.events else ""
