"""Every change of a Gin Rummy match on the page (no PyScript): where a match moves on (`GinSession.after`).

Clicks, taps and keys arrive as `gin_events`; what they mean depends on the phase of the hand
(a click on the upcard takes it before the draw and discards the picked card after). The
computer's actions arrive as the shared `ComputerMoved` and go through `computer_moved`.
"""

from __future__ import annotations

from ginnyo.ginrummy import Action, ActionKind, GinnyError, Phase
from ginnyo.ginrummy.cards import name, parse_number

from ..common import effects as fx
from ..common.computer_events import ComputerFinished, ComputerMoved
from ..common.effects import Effect, Result
from ..common.enums import Cue, Dialog
from ..common.enums import Phase as PagePhase
from ..common.frozen import replace
from ..common.order import moved
from ..common.table import Stage, refused
from ..common.text import Words, joined
from ..words.computer import computer_refused
from ..words.lazy import phrase
from ..words.rummy import GIN_NEED_PICK, gin_event_text, gin_refusal, gin_result_text, knock_question
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
from .session import GinSession
from .state import GinUi, deadwood_without, ended_table, hand_order

GinStage = Stage[GinUi]

TURN_NOTICE = 2
"""How many actions of the player's turn the notice tells (what was drawn, what was thrown)."""


def gin_next(state: GinStage) -> Result[GinStage]:
    """Set the page up for what the match waits for now: a result to read, the computer, or you."""
    gin = state.ui
    game = gin.session.game
    state = replace(state, ui=replace(gin, pick="", asking=None), error=None, thinking=False)
    if gin.result_pending:
        phase = PagePhase.OVER if game.phase is Phase.OVER else PagePhase.RESULT
        return replace(state, phase=phase, dialog=Dialog.GIN_RESULT), []
    if game.phase is Phase.OVER:
        return replace(state, phase=PagePhase.OVER), []
    if gin.session.is_computer(game.current):
        return replace(state, phase=PagePhase.AI, thinking=True), [fx.StartComputer(state.generation)]
    if not gin.my_turn:  # a friend on another device is to move, or their device owes this one a key
        return replace(state, phase=PagePhase.FRIEND), []
    return replace(state, phase=PagePhase.HUMAN), []


def dismiss_result(state: GinStage) -> Result[GinStage]:
    """The player read the hand's result: only now the next hand is dealt on the table, laid out by melds."""
    gin = replace(state.ui, seen=len(state.ui.session.game.results), order=(), ended=None)
    return gin_next(replace(state, ui=gin, dialog=None))


def update_gin(state: GinStage, event: GinEvent, ask_knock: bool) -> Result[GinStage]:
    """A click, tap, drag or key at the table; `ask_knock`: the player wants "Knock now?" asked first."""
    gin = state.ui
    if isinstance(event, GinAct) and event.button is GinButton.NEXT:
        return dismiss_result(state) if gin.result_pending else (state, [])
    if isinstance(event, GinDrop) and event.target == "hand" and event.source in hand_order(hand(gin)):
        return rearranged(state, gin, event.source, event.at)  # your hand is yours to arrange at any time
    if event == GinAct(GinButton.BY_MELDS):
        return replace(state, ui=replace(gin, order=())), []
    if not gin.my_turn or state.dialog is not None:
        return state, []
    if gin.asking is not None:
        return answered(state, gin, event, ask_knock)
    match event:
        case GinAct(button) if button not in PAGE_ONLY:
            return pressed(state, gin, button, ask_knock)
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


def pressed(state: GinStage, gin: GinUi, button: GinButton, ask_knock: bool) -> Result[GinStage]:
    """A button: its action; one naming a card takes the picked one (Knock and Gin: the best one if none)."""
    kind = ACTION_OF[button]
    if kind not in WITH_CARD:
        return act(state, Action(kind))
    options = [a for a in gin.session.game.legal_actions() if a.kind == kind]
    if gin.pick:
        return knocking(state, gin, Action(kind, parse_number(gin.pick)), ask_knock)
    if kind is ActionKind.DISCARD or not options:
        return replace(state, error=phrase(GIN_NEED_PICK)), []
    best = min(options, key=lambda a: deadwood_without(hand(gin), name(a.card)))
    return knocking(state, gin, best, ask_knock)


def knocking(state: GinStage, gin: GinUi, action: Action, ask_knock: bool) -> Result[GinStage]:
    """A legal knock leaving deadwood asks "Knock now?" first if the player wants it; any other action goes ahead."""
    knocks = (a.card for a in gin.session.game.legal_actions() if a.kind == ActionKind.KNOCK)
    legal = action.kind is ActionKind.KNOCK and action.card in knocks
    left = deadwood_without(hand(gin), name(action.card)) if legal else 0
    if not (ask_knock and left):
        return act(state, action)
    question = knock_question(left, gin.session.game.names[gin.session.other])
    return replace(state, ui=replace(gin, asking=action), error=None), [fx.Announce(question)]


def answered(state: GinStage, gin: GinUi, event: GinEvent, ask_knock: bool) -> Result[GinStage]:
    """The knock asked about goes ahead on Knock; anything else puts the question away (and does what it does)."""
    if event == GinAct(GinButton.CONFIRM_KNOCK) and gin.asking is not None:
        return act(state, gin.asking)
    state = replace(state, ui=replace(gin, asking=None))
    return (state, []) if event == GinAct(GinButton.KEEP_PLAYING) else update_gin(state, event, ask_knock)


def hand(gin: GinUi) -> str:
    return gin.session.game.view(gin.session.me).hand


def rearranged(state: GinStage, gin: GinUi, card: str, at: int) -> Result[GinStage]:
    """Your card moved to place `at` of your hand as shown: from now on the hand keeps your order."""
    shown = hand_order(hand(gin), gin.order)
    order = tuple(moved(shown, shown.index(card), at))
    return replace(state, ui=replace(gin, order=order)), []


def dropped(state: GinStage, gin: GinUi, drop: GinDrop) -> Result[GinStage]:
    """A drag on your turn: a pile onto your hand draws, a card onto the discard pile discards, onto a meld lays off."""
    phase = gin.session.game.phase
    if drop.source in ("stock", "upcard") and drop.target == "hand" and phase in (Phase.FIRST, Phase.DRAW):
        return drew_to(pile_clicked(state, gin, drop.source), drop.at)
    if drop.target == "upcard" and phase is Phase.DISCARD and drop.source in hand_order(hand(gin)):
        return act(state, Action(ActionKind.DISCARD, parse_number(drop.source)))
    if drop.target == "meld" and phase is Phase.LAYOFF:
        return lay_off(state, gin, drop.source, drop.at)
    return state, []


def drew_to(result: Result[GinStage], at: int) -> Result[GinStage]:
    """A card drawn by a drag lands where it was let go, if you arrange your hand yourself."""
    state, effects = result
    gin = state.ui
    if not gin.order:
        return result
    drawn = set(hand(gin).split()) - set(gin.order)
    if len(drawn) != 1:
        return result
    order = list(gin.order)
    order.insert(min(at, len(order)), drawn.pop())
    return replace(state, ui=replace(gin, order=tuple(order))), effects


def pile_clicked(state: GinStage, gin: GinUi, pile: str) -> Result[GinStage]:
    phase = gin.session.game.phase
    if phase is Phase.DISCARD and pile == "upcard" and gin.pick:
        return act(state, Action(ActionKind.DISCARD, parse_number(gin.pick)))
    if phase in (Phase.FIRST, Phase.DRAW) and pile == "upcard":
        return act(state, Action(ActionKind.TAKE))
    if phase is Phase.DRAW and pile == "stock":
        return act(state, Action(ActionKind.DRAW))
    return state, []


def card_clicked(state: GinStage, gin: GinUi, card: str) -> Result[GinStage]:
    """A hand card: picked, discarded when picked again, or laid off when it fits one meld only."""
    game = gin.session.game
    if game.phase is Phase.DISCARD:
        if card == gin.pick:
            return act(state, Action(ActionKind.DISCARD, parse_number(card)))
        return replace(state, ui=replace(gin, pick=card), error=None), []
    if game.phase is Phase.LAYOFF:
        melds = layoff_melds(gin, card)
        if len(melds) == 1:
            return lay_off(state, gin, card, melds[0])
        return replace(state, ui=replace(gin, pick=card if melds else ""), error=None), []
    return state, []


def layoff_melds(gin: GinUi, card: str) -> list[int]:
    """The knocker's melds that `card` may be laid off on now."""
    number = parse_number(card)
    game = gin.session.game
    return [a.meld for a in game.legal_actions() if a.kind == ActionKind.LAYOFF and a.card == number]


def lay_off(state: GinStage, gin: GinUi, card: str, meld: int) -> Result[GinStage]:
    if meld not in layoff_melds(gin, card):
        return state, []
    return act(state, Action(ActionKind.LAYOFF, parse_number(card), meld=meld))


def move_pick(state: GinStage, gin: GinUi, step: int) -> Result[GinStage]:
    if gin.session.game.phase not in (Phase.DISCARD, Phase.LAYOFF):
        return state, []
    order = hand_order(hand(gin), gin.order)
    at = order.index(gin.pick) if gin.pick in order else (-1 if step > 0 else 0)
    return replace(state, ui=replace(gin, pick=order[(at + step) % len(order)])), []


def act(state: GinStage, action: Action) -> Result[GinStage]:
    """Apply the human's action; a refusal shows the engine's reason and changes nothing."""
    gin = state.ui
    before = len(gin.session.game.results)
    try:
        gin = applied(gin, action)
    except GinnyError as exc:
        return replace(state, error=Words(gin_refusal, (Words(reason, (exc,)),))), []
    new, effects = gin_next(replace(state, ui=gin, notice=notice_after(gin, before)))
    return new, [fx.Save(), *effects, *match_won(state, gin, before)]


def applied(gin: GinUi, action: Action) -> GinUi:
    """`gin` once `action` is taken; a hand it ends keeps its table, shown behind the result until it is read."""
    before = gin.session.game
    gin = replace(gin, session=gin.session.after(action))
    if len(gin.session.game.results) == len(before.results):
        return gin
    return replace(gin, ended=ended_table(before, action, gin.session.me))


def notice_after(gin: GinUi, results_before: int) -> Words:
    """What the last turn did so far (a draw, then a discard): the hand's result when it ended the hand."""
    game = gin.session.game
    if len(game.results) > results_before:
        return Words(gin_result_text, (game.names, game.results[-1]))
    last = game.events[-1]
    turn = [last]
    for event in reversed(game.events[:-1]):
        if event.seat != last.seat or len(turn) == TURN_NOTICE:
            break
        turn.insert(0, event)
    return Words(joined, tuple(Words(gin_event_text, (game.names, event)) for event in turn))


def match_won(state: GinStage, gin: GinUi, results_before: int) -> list[Effect]:
    """The fanfare (sounds on) when the hand just scored won you the match."""
    game = gin.session.game
    return state.cue(Cue.FANFARE) if len(game.results) > results_before and game.winner == gin.session.me else []


def computer_moved(state: GinStage, event: ComputerMoved) -> Result[GinStage]:
    """Apply the computer's action; when you are to move next, your turn begins with it. An action the engine
    refuses leaves the match as it was (`common.table.refused`)."""
    gin = state.ui
    if event.generation != state.generation or gin.session.game.current != event.seat or gin.result_pending:
        return state, []
    before = len(gin.session.game.results)
    if not isinstance(event.action, Action):
        wrong = TypeError(f"not a Gin Rummy action: {event.action!r}")
        return refused(state, wrong, event.simpler, computer_refused(wrong))
    try:
        gin = applied(gin, event.action)
    except GinnyError as exc:
        return refused(state, exc, event.simpler, computer_refused(exc))
    effects: list[Effect] = [fx.Save()]
    moved = replace(state, ui=gin, notice=notice_after(gin, before))
    effects += match_won(state, gin, before)
    if not gin.my_turn:  # the computer again (its discard after its draw), or a result: after a pause
        return moved, effects
    new, more = gin_next(moved)
    return new, effects + more


def computer_finished(state: GinStage, event: ComputerFinished) -> Result[GinStage]:
    """The computer's action was seen: what comes next, unless your turn began with it or the match moved on."""
    if (event.generation, event.actions) != (state.generation, len(state.ui.session.game.actions)):
        return state, []
    return gin_next(state) if state.thinking else (state, [])


def resumed_notice(session: GinSession) -> Words | None:
    """What the notice says when a saved match comes back: the hand's last action (None for a fresh deal)."""
    game = session.game
    return Words(gin_event_text, (game.names, game.events[-1])) if game.events else None
