"""The Ginny-O table's update (no PyScript): `update_table(stage, event) -> (stage, effects)`.

Where a game of Ginny-O moves on (`Session.after`, on a copy of the game): a human's play, exchange or pass,
and the action a computer seat chose. Steps that build a play live in `placing.py`.
"""

from __future__ import annotations

from ginnyo.rules import Action, GinnyError
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import square_name

from ..common import computer_events as cev
from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import Cue, Dialog, Mode, Phase
from ..common.frozen import replace
from ..common.table import refused
from ..common.text import Words
from ..words.computer import computer_refused
from ..words.i18n import N_
from ..words.lazy import phrase
from ..words.texts import about, describe_turn
from ..words.verdicts import reason
from . import events as tev
from . import placing, rack_order
from .announce import turn_said
from .placing import drafting
from .session import Draft
from .state import TilesStage, my_turn

TableUpdate = tev.TableEvent | cev.ComputerEvent


def update_table(stage: TilesStage, event: TableUpdate) -> Result[TilesStage]:
    """Events of the game in progress: building a play, acting, computer turns."""
    match event:
        case tev.TapRack(index):
            return placing.tap_rack(stage, index)
        case tev.TapSquare(square):
            return placing.tap_square(stage, square)
        case tev.TapRackArea():
            return placing.tap_rack_area(stage)
        case tev.Drop(source, square, on_rack, slot):
            return placing.drop_on(stage, source, square, on_rack, slot)
        case tev.SortRack():
            return rack_order.sort_rack(stage)
        case tev.ShuffleRack(seed):
            return rack_order.shuffle_rack(stage, seed)
        case tev.MoveCursor(columns, rows):
            return placing.move_cursor(stage, columns, rows)
        case tev.KeyPlace(position):
            return placing.key_place(stage, position)
        case tev.KeyTakeBack():
            return placing.key_take_back(stage)
        case tev.TakeBackAll():
            return placing.take_back_all(stage)
        case tev.AskJoker(square):
            return placing.ask_joker(stage, square)
        case tev.ChooseJoker(card):
            return placing.choose_joker(stage, card)
        case tev.CancelJoker():
            return placing.cancel_joker(stage)
        case cev.ComputerMoved() | cev.ShowSquare() | cev.ComputerShown() | cev.ComputerFinished():
            return update_computer(stage, event)
    return update_action(stage, event)


def update_action(stage: TilesStage, event: tev.TableEvent) -> Result[TilesStage]:
    """Events that end a turn or hand it over."""
    tiles = stage.ui
    match event:
        case tev.Play() | tev.KeyEnter():
            return play(stage)
        case tev.Pass():
            return act(stage, Action.pass_turn()) if my_turn(tiles, stage.thinking) else unchanged(stage)
        case tev.EnterExchange():
            if not my_turn(tiles, stage.thinking) or tiles.draft is None or tiles.draft.placed:
                return unchanged(stage)
            return stage.edit(mode=Mode.EXCHANGE, exchange=frozenset(), pick=None), []
        case tev.LeaveExchange():
            return stage.edit(mode=Mode.PLACE, exchange=frozenset()), []
        case tev.ConfirmExchange():
            return confirm_exchange(stage)
        case tev.ExchangeOffered():
            return exchange_offered(stage, event)
        case tev.Reveal():
            revealed = replace(stage.edit(revealed=tiles.session.game.current), dialog=None, phase=Phase.HUMAN)
            return revealed, offer_asked(revealed)
    return unchanged(stage)


def update_computer(stage: TilesStage, event: cev.ComputerEvent) -> Result[TilesStage]:
    """A computer seat's turn: its action (a human's next turn begins with it), its tiles shown one by one, then,
    once it was seen, the next computer's turn; a step of a turn the game has moved past changes nothing."""
    tiles = stage.ui
    if event.generation != stage.generation:
        return unchanged(stage)
    if isinstance(event, cev.ComputerMoved):
        return computer_moved(stage, event)
    if event.actions != len(tiles.session.game.actions):
        return unchanged(stage)
    match event:
        case cev.ShowSquare():
            return (stage.edit(hidden=tiles.hidden[1:]), stage.cue(Cue.PLACE)) if tiles.hidden else unchanged(stage)
        case cev.ComputerShown():
            game = tiles.session.game
            turn = game.log[-1]
            sound = stage.cue(Cue.FANFARE if tiles.gin else Cue.SCORE) if turn.kind is ActionKind.PLAY else []
            return replace(stage.edit(hidden=()), notice=Words(describe_turn, (game.names, turn))), sound
    if not stage.thinking:  # a human's turn, on since the computer's action
        return unchanged(stage)
    new, effects = next_turn(replace(stage, thinking=False))
    return new, effects + (stage.cue(Cue.FANFARE) if tiles.session.human_won else [])


def escape(stage: TilesStage) -> Result[TilesStage]:
    """Escape at the table: the joker dialog closes, exchange mode ends, or the placed tiles come back."""
    tiles = stage.ui
    if stage.dialog is Dialog.JOKER:
        return placing.cancel_joker(stage)
    if stage.dialog is not None:
        return unchanged(stage)
    if tiles.mode is Mode.EXCHANGE:
        return stage.edit(mode=Mode.PLACE, exchange=frozenset()), []
    if tiles.draft is not None and tiles.draft.placed:
        return placing.take_back_all(stage)
    return unchanged(stage)


def play(stage: TilesStage) -> Result[TilesStage]:
    """Play the placed tiles; a joker without a card asks for one first."""
    draft = drafting(stage)
    if draft is None or not draft.placed:
        return unchanged(stage)
    missing = draft.undeclared()
    if missing:
        return placing.ask_joker(stage, missing[0])
    return act(stage, Action.play(draft.placements()))


def confirm_exchange(stage: TilesStage) -> Result[TilesStage]:
    draft, picked = drafting(stage), stage.ui.exchange
    if draft is None or not picked:
        return unchanged(stage)
    return act(stage, Action.exchange(tuple(draft.rack[i] for i in sorted(picked))))


def exchange_offered(stage: TilesStage, event: tev.ExchangeOffered) -> Result[TilesStage]:
    """A player with no legal play gets the expert's exchange selected, unless they picked tiles already; an
    answer for another turn, or a pass, changes nothing."""
    tiles = stage.ui
    if not tiles.stuck or (event.generation, event.turns) != (stage.generation, len(tiles.session.game.log)):
        return unchanged(stage)
    action = event.action
    if action is None:
        return stage, [fx.Warn(f"Ginny-O: no exchange to offer ({action!r})")]
    if action.kind is not ActionKind.EXCHANGE or tiles.exchange:
        return unchanged(stage)
    new, effects = placing.laid(stage, action)
    return (new.edit(offer=action.tiles), effects) if new.ui.mode is Mode.EXCHANGE else (new, effects)


def act(stage: TilesStage, action: Action) -> Result[TilesStage]:
    """A human action through the engine, on a copy of the game; a refusal shows the engine's reason."""
    try:
        session = stage.ui.session.after(action)
    except GinnyError as exc:
        return replace(stage, error=phrase(N_("That is not allowed: {reason}."), reason=Words(reason, (exc,)))), []
    game = session.game
    turn = game.log[-1]
    played = turn.kind is ActionKind.PLAY
    bubble = (stage.generation, turn.number) if played else stage.ui.bubble
    stage = stage.edit(session=session, revealed=None, gin=turn.gin if played else stage.ui.gin, bubble=bubble)
    stage = replace(stage, notice=Words(describe_turn, (game.names, turn)))
    new, effects = next_turn(stage)
    sound = Cue.FANFARE if turn.gin or session.human_won else Cue.SCORE if played else None
    return new, [fx.Save(), turn_said(session), *effects, *(stage.cue(sound) if sound else [])]


def next_turn(stage: TilesStage) -> Result[TilesStage]:
    """Set the table up for whoever is to move now: nothing of the last turn stays."""
    session = stage.ui.session
    game = session.game
    stage = replace(
        stage.edit(
            draft=None,
            pick=None,
            mode=Mode.PLACE,
            exchange=frozenset(),
            hidden=(),
            joker_square=None,
            sheet_turn=None,
            hint=None,
            asking_hint=False,
            stuck=False,
            offer=(),
        ),
        error=None,
    )
    if game.over:
        return replace(stage, phase=Phase.OVER, dialog=Dialog.END), []
    current = game.current
    if session.is_computer(current):
        return replace(stage, phase=Phase.AI, thinking=True), [fx.StartComputer(stage.generation)]
    if current == session.away or not session.ready:
        return replace(stage, phase=Phase.FRIEND), []
    view = game.view(current)
    stuck = not view.board.has_legal_play(view.rack)
    stage = stage.edit(draft=Draft(tuple(view.rack.split())), stuck=stuck)
    if session.hot_seat and stage.ui.revealed != current:
        return replace(stage, phase=Phase.HANDOFF, dialog=Dialog.HANDOFF), []
    return replace(stage, phase=Phase.HUMAN), offer_asked(stage)


def offer_asked(stage: TilesStage) -> list[Effect]:
    """A player who sees their rack and has no legal play is offered the expert's exchange: the computer is
    asked (`exchange_offered` takes its answer)."""
    tiles = stage.ui
    return [fx.FindHint(stage.generation, len(tiles.session.game.log), offer=True)] if tiles.stuck else []


def computer_moved(stage: TilesStage, event: cev.ComputerMoved) -> Result[TilesStage]:
    """The computer's action, on a copy of the game, said aloud at once; its tiles start hidden. An action the
    engine refuses leaves the game as it was (`common.table.refused`)."""
    session = stage.ui.session
    if session.game.current != event.seat:
        return unchanged(stage)
    if not isinstance(event.action, Action):
        wrong = TypeError(f"not a Ginny-O action: {event.action!r}")
        return refused(stage, wrong, event.simpler, computer_refused(wrong))
    try:
        session = session.after(event.action)
    except GinnyError as exc:
        return refused(stage, exc, event.simpler, computer_refused(exc))
    effects: list[Effect] = [fx.Save()]
    seat = event.seat
    stage = stage.edit(session=session)
    effects.append(turn_said(session))
    turn = session.game.log[-1]
    if turn.kind is ActionKind.PLAY:
        hidden = tuple(square_name(p.square) for p in turn.placements)
        notice = Words(about, (session.game.names[seat], N_("You are playing…"), N_("{name} is playing…")))
        stage = replace(stage.edit(hidden=hidden, gin=turn.gin, bubble=(stage.generation, turn.number)), notice=notice)
    new, more = human_now(stage)
    return new, effects + more


def human_now(stage: TilesStage) -> Result[TilesStage]:
    """The next turn set up at once if it is a human's who can act in it: the computer's tiles go on landing
    (`hidden`), which is only drawing, and the notice says at once what it played, so "Your turn." never stands
    beside "… is playing…". Another computer's turn, a handoff or the end waits until the play was seen."""
    new, effects = next_turn(replace(stage, thinking=False))
    if new.phase is not Phase.HUMAN:
        return stage, []
    game = new.ui.session.game
    return replace(new.edit(hidden=stage.ui.hidden), notice=Words(describe_turn, (game.names, game.log[-1]))), effects
