"""`update(state, event) -> (state, effects)`: every change of the page's state (no PyScript).

The only place a game moves on (`Session.after`, on a copy of the game): a human's play, exchange
or pass, and the action a computer seat chose. Steps that build a play live in ``tiles/placing.py``.
"""

from __future__ import annotations

from ginnyo.rules import Action, GinnyError
from ginnyo.rules.actions import ActionKind, parse_action
from ginnyo.rules.layout import square_name

from ..coach import events as coach_events
from ..coach import flow as coach
from ..coach.rummy import RUMMY
from ..coach.tiles import TILES, settled
from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import Cue, Dialog, GameKind, Mode, Phase, Replace
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..computer import events as cev
from ..computer.choice import fallback_action
from ..review import replay
from ..review import rummy_update as gin_review_update
from ..review.rummy_update import ReviewPage
from ..rummy import update as gin_update
from ..rummy.events import GinEvent
from ..rummy.session import GinSession
from ..rummy.state import GinUi, resumed
from ..stats import update as stats_update
from ..stats.events import StatsEvent
from ..stats.update import StatsPage
from ..stats.view import daily_share
from ..tiles import events as tev
from ..tiles import placing, rack_order
from ..tiles.events import TableEvent
from ..tiles.placing import cue
from ..tiles.session import Draft, Session, restored_draft
from ..words.i18n import N_, _
from ..words.texts import REPLACE_QUESTIONS, SAVE_UNREADABLE, about, capitalized, describe_turn, draw_text
from ..words.verdicts import reason
from . import events as ev
from .announce import turn_said
from .events import Event
from .state import Message, UiState, my_turn, saved
from .update_settings import resumed_notice, update_settings

SAVE_FAILED = N_("The game could not be saved in this browser (storage is full or disabled).")
VIEWER_WAITS = TableEvent | coach_events.AskHint | coach_events.Undo
"""What the replay viewer ignores while it is open: the inputs that would build or make a turn."""
KEYS = (tev.MoveCursor, tev.KeyPlace, tev.KeyTakeBack, tev.KeyEnter, KeyEscape)


def update(state: UiState, event: Event) -> Result[UiState]:
    """The new state after `event`, and what the page must do about it (and say aloud)."""
    if isinstance(event, GinEvent):
        new, effects = gin_update.update_gin(state, event)
    elif isinstance(event, StatsEvent):
        (stats, dialog), effects = stats_update.update_stats(
            state.stats, event, StatsPage(state.dialog, daily_share(state.session))
        )
        return replace(state, stats=stats, dialog=dialog), effects
    elif gin_review_update.captures(event, state.dialog):  # the match review's events, and Escape while it is open
        (review, dialog), effects = gin_review_update.update_review(state.gin_review, event, review_page(state))
        new = replace(state, gin_review=review, dialog=dialog)
    elif replay.captures(event, state):  # the viewer's events, and Escape while it is open
        new, effects = replay.update_replay(state, event, next_turn)
    elif state.replay is not None and isinstance(event, VIEWER_WAITS):  # the game behind the viewer waits
        new, effects = unchanged(state)
    else:
        if isinstance(event, KEYS) and not state.keyboard:
            state = replace(state, keyboard=True)  # the rack shows its digit keys
        new, effects = settled(update_page(state, event))
    return counted(state, new, [*effects, *said(state, new)])


def counted(old: UiState, new: UiState, effects: list[Effect]) -> Result[UiState]:
    """`new` with the statistics of `old`, plus the game (or Gin Rummy match) that has just ended in play.

    A game counts when it ends in front of the player (a turn played, the computer's last turn
    shown), not when a finished game is loaded. The game is the same while `generation` is: every
    turn brings a new session, and only a new game (or a pause, an undo) bumps the generation.
    """
    game = saved(new)
    same = new.generation == old.generation
    ended = game is not None and same and old.phase is not Phase.OVER and new.phase is Phase.OVER
    stats, more = stats_update.carried(old.stats, not same, game if ended else None)
    return replace(new, stats=stats), [*effects, *more]


def review_page(state: UiState) -> ReviewPage:
    """What the match review reads of the page."""
    gin = state.rummy
    offered = gin is not None and gin.can_review(state.thinking, state.dialog)
    return ReviewPage(state.dialog, None if gin is None else gin.session, offered)


def said(old: UiState, new: UiState) -> list[Effect]:
    """A new refusal is said aloud; in Gin Rummy so is a new notice (what was drawn and thrown)."""
    news = [new.error] if new.error and new.error != old.error else []
    if new.rummy is not None and new.notice and new.notice != old.notice:
        news.append(new.notice)
    return [fx.Announce(" ".join(news))] if news else []


def update_page(state: UiState, event: Event) -> Result[UiState]:
    """Events of the page and its games: loading, the form, dialogs, settings."""
    match event:
        case ev.Resume(GinSession() as gin, _):
            return coach.rehint(*begin_match(state, resumed(gin), gin_update.resumed_notice(gin)), RUMMY)
        case ev.Resume(Session() as session, draft):
            new, effects = begin(state, session, resumed_notice(session))
            return coach.rehint(restore(new, draft), effects, TILES)
        case ev.Imported(session, filename):
            new, effects = imported(state, session, filename)
            return new, [*keep_damaged(state), fx.Save(), *effects]
        case ev.LoadFailed(why):
            message = Message(_("The saved game could not be loaded"), _(SAVE_UNREADABLE), capitalized(why), True)
            return show_message(replace(state, phase=Phase.ERROR), message)
        case ev.ImportRefused(text, detail):
            keep = _("Your current game is unchanged.") if state.session is not None else _("Nothing was changed.")
            message = Message(_("This file cannot be loaded"), f"{_(text)} {keep}", capitalized(detail), offers=True)
            return show_message(state, message)
        case ev.OpenSetup(first):
            return ask_replace(state, Replace.NEW_GAME) if in_progress(state) else open_setup(state, first)
        case ev.Confirm():
            return confirmed(state)
        case ev.SubmitSetup():
            return submit_setup(state, event)
        case ev.ComputerSeatChosen():
            return state, [fx.WarmWorker()] if state.dialog is Dialog.SETUP else []
        case ev.ChangeSetting() | ev.ToggleZoom() | ev.ToggleSound():
            return update_settings(state, event)
        case ev.SaveFailed():
            return replace(state, error=_(SAVE_FAILED)), []
        case ev.CloseDialog():
            return close_dialog(state)
        case ev.ExportGame():
            if saved(state) is None:
                return show_message(state, Message(_("Nothing to save"), _("Start a game first.")))
            return state, [fx.Export()]
        case ev.ChooseImport():
            return ask_replace(state, Replace.LOAD_FILE) if in_progress(state) else (state, [fx.ChooseFile()])
        case _:
            return update_turn(state, event)


def update_turn(state: UiState, event: Event) -> Result[UiState]:
    """Events of the game in progress: building a play, acting, computer turns."""
    match event:
        case tev.TapRack(index):
            return placing.tap_rack(state, index)
        case tev.TapSquare(square):
            return placing.tap_square(state, square)
        case tev.TapRackArea():
            return placing.tap_rack_area(state)
        case tev.Drop(source, square, on_rack, slot):
            return placing.drop_on(state, source, square, on_rack, slot)
        case tev.SortRack():
            return rack_order.sort_rack(state)
        case tev.ShuffleRack(seed):
            return rack_order.shuffle_rack(state, seed)
        case ev.PointerUsed():
            return replace(state, keyboard=False), []
        case tev.MoveCursor(columns, rows):
            return placing.move_cursor(state, columns, rows)
        case tev.KeyPlace(position):
            return placing.key_place(state, position)
        case tev.KeyTakeBack():
            return placing.key_take_back(state)
        case tev.KeyEnter():
            return play(state)
        case KeyEscape():
            return escape(state)
        case tev.TakeBackAll():
            return placing.take_back_all(state)
        case tev.AskJoker(square):
            return placing.ask_joker(state, square)
        case tev.ChooseJoker(card):
            return placing.choose_joker(state, card)
        case tev.CancelJoker():
            return placing.cancel_joker(state)
        case _:
            return update_action(state, event)


def update_action(state: UiState, event: Event) -> Result[UiState]:
    """Events that end a turn or hand it over."""
    match event:
        case tev.Play():
            return play(state)
        case tev.Pass():
            return act(state, Action.pass_turn()) if my_turn(state) else unchanged(state)
        case tev.EnterExchange():
            if not my_turn(state) or state.draft is None or state.draft.placed:
                return unchanged(state)
            return replace(state, mode=Mode.EXCHANGE, exchange=frozenset(), pick=None), []
        case tev.LeaveExchange():
            return replace(state, mode=Mode.PLACE, exchange=frozenset()), []
        case tev.ConfirmExchange():
            return confirm_exchange(state)
        case coach_events.AskHint() | coach_events.HintFound() | coach_events.Undo() if state.rummy is not None:
            return coach.update_coach(state, event, RUMMY, gin_update.gin_next)
        case coach_events.AskHint() | coach_events.HintFound() | coach_events.Undo():
            return coach.update_coach(state, event, TILES, next_turn)
        case tev.Reveal():
            if state.session is None:
                return unchanged(state)
            revealed = state.session.game.current
            return replace(state, revealed=revealed, dialog=None, phase=Phase.HUMAN), []
        case cev.ComputerMoved(generation, seat, action) if state.rummy is not None:
            return gin_update.computer_moved(state, generation, seat, action)
        case cev.ComputerMoved(generation, seat, action):
            return computer_moved(state, generation, seat, action)
        case cev.ComputerFinished(generation) if generation == state.generation and state.rummy is not None:
            return gin_update.gin_next(state)
        case cev.ShowSquare(generation) if generation == state.generation:
            return replace(state, hidden=state.hidden[1:]), cue(state, Cue.PLACE)
        case cev.ComputerShown(generation) if generation == state.generation and state.session is not None:
            game = state.session.game
            turn = game.log[-1]
            sound = cue(state, Cue.FANFARE if state.gin else Cue.SCORE) if turn.kind is ActionKind.PLAY else []
            return replace(state, notice=describe_turn(game.names, turn)), [turn_said(state.session), *sound]
        case cev.ComputerFinished(generation) if generation == state.generation:
            new, effects = next_turn(replace(state, thinking=False))
            return new, effects + (cue(state, Cue.FANFARE) if new.phase is Phase.OVER else [])
    return unchanged(state)


# -- games --------------------------------------------------------------------------------


def in_progress(state: UiState) -> bool:
    """A game that is not over would be lost by replacing it: the player confirms first."""
    game = saved(state)
    return game is not None and not game.game.over


def keep_damaged(state: UiState) -> list[Effect]:
    """Before the first game of the page replaces the stored save, an unreadable one is kept aside."""
    return [fx.KeepDamagedSave()] if saved(state) is None else []


def imported(state: UiState, session: Session | GinSession, filename: str) -> Result[UiState]:
    loaded = _("Game loaded from {filename}.").format(filename=filename) + " "
    if isinstance(session, GinSession):
        return begin_match(state, resumed(session), loaded + gin_update.resumed_notice(session))
    return begin(state, session, loaded + resumed_notice(session))


def restore(state: UiState, saved: str | None) -> UiState:
    """The play being built when the page was left, laid again on this turn's rack."""
    if saved is None or state.draft is None or state.session is None:
        return state
    return replace(state, draft=restored_draft(state.draft, saved, state.session.game))


def ask_replace(state: UiState, what: Replace) -> Result[UiState]:
    title, text, label = (_(words) for words in REPLACE_QUESTIONS[what])
    return show_message(state, Message(title, text, confirm=what, confirm_label=label))


def confirmed(state: UiState) -> Result[UiState]:
    """The player agreed to replace the game: open the new-game form, or the file chooser."""
    what = state.message.confirm if state.dialog is Dialog.MESSAGE and state.message is not None else None
    closed = replace(state, dialog=None, message=None)
    if what is Replace.NEW_GAME:
        return open_setup(closed, False)
    if what is Replace.LOAD_FILE:
        return closed, [fx.ChooseFile()]
    return unchanged(state)


def begin(state: UiState, session: Session, notice: str) -> Result[UiState]:
    """Replace the game: a fresh state (keeping the settings), then the first turn."""
    generation = state.generation + 1
    fresh = UiState(session=session, generation=generation, settings=state.settings, notice=notice, phase=state.phase)
    warm: list[Effect] = [fx.WarmWorker()] if session.has_computer and not session.game.over else []
    new, effects = next_turn(fresh)
    return new, [*replay.link_left(state), *warm, *effects]


def begin_match(state: UiState, gin: GinUi, notice: str = "") -> Result[UiState]:
    """Replace the game by a Gin Rummy match (`rummy/update.py` sets it up); a shared game's link goes."""
    new, effects = gin_update.begin_gin(state, gin, notice)
    return new, [*replay.link_left(state), *effects]


def open_setup(state: UiState, first: bool) -> Result[UiState]:
    phase = Phase.SETUP if saved(state) is None else state.phase
    can_cancel = saved(state) is not None and not first
    return replace(state, dialog=Dialog.SETUP, setup_error="", setup_can_cancel=can_cancel, phase=phase), []


def submit_setup(state: UiState, event: ev.SubmitSetup) -> Result[UiState]:
    """Start the game of the new-game form, or say what is wrong with it."""
    text = event.seed_text.strip()
    try:
        if text and not text.isdigit():
            raise ValueError(_("the seed is a whole number, like 42"))
        seed = int(text) if text else event.random_seed
        if event.game is GameKind.GIN:
            new, effects = begin_match(state, GinUi(GinSession.new(event.level, seed)))
            return new, [*keep_damaged(state), fx.Save(), *effects]
        session = Session.new(list(event.seats), seed, event.daily)
    except ValueError as exc:
        return replace(state, setup_error=capitalized(str(exc)) + "."), []
    new, effects = begin(state, session, draw_text(session.game.names, session.game.draws, session.game.starter))
    return new, [*keep_damaged(state), fx.Save(), *effects]


def show_message(state: UiState, message: Message) -> Result[UiState]:
    return replace(state, dialog=Dialog.MESSAGE, message=message), []


def can_close_dialog(state: UiState) -> bool:
    """Every message closes (the menu always offers New game and Load from file); without a game the form stays."""
    return state.dialog is Dialog.MESSAGE or saved(state) is not None


def close_dialog(state: UiState) -> Result[UiState]:
    """Close the dialog; closing a Gin Rummy hand's result goes on to the next hand."""
    if state.dialog is Dialog.GIN_RESULT:
        return gin_update.dismiss_result(state)
    return (replace(state, dialog=None) if can_close_dialog(state) else state), []


def escape(state: UiState) -> Result[UiState]:
    """Escape closes a dialog, leaves exchange mode, or takes the placed tiles back."""
    if state.dialog is Dialog.JOKER:
        return placing.cancel_joker(state)
    if state.dialog in (Dialog.SETUP, Dialog.MESSAGE, Dialog.END, Dialog.GIN_RESULT):
        return close_dialog(state)
    if state.dialog is not None:
        return unchanged(state)
    if state.mode is Mode.EXCHANGE:
        return replace(state, mode=Mode.PLACE, exchange=frozenset()), []
    if state.draft is not None and state.draft.placed:
        return placing.take_back_all(state)
    return unchanged(state)


# -- turns --------------------------------------------------------------------------------


def play(state: UiState) -> Result[UiState]:
    """Play the placed tiles; a joker without a card asks for one first."""
    draft = state.draft
    if not my_turn(state) or draft is None or not draft.placed:
        return unchanged(state)
    missing = draft.undeclared()
    if missing:
        return placing.ask_joker(state, missing[0])
    return act(state, Action.play(draft.placements()))


def confirm_exchange(state: UiState) -> Result[UiState]:
    draft = state.draft
    if not my_turn(state) or draft is None or not state.exchange:
        return unchanged(state)
    return act(state, Action.exchange(tuple(draft.rack[i] for i in sorted(state.exchange))))


def act(state: UiState, action: Action) -> Result[UiState]:
    """Apply a human action through the engine; a refusal shows the engine's reason."""
    assert state.session is not None
    try:
        session = state.session.after(action)
    except GinnyError as exc:
        return replace(state, error=_("That is not allowed: {reason}.").format(reason=reason(exc))), []
    game = session.game
    turn = game.log[-1]
    played = turn.kind is ActionKind.PLAY
    notice = describe_turn(game.names, turn)
    state = replace(state, session=session, notice=notice, revealed=None, gin=turn.gin if played else state.gin)
    new, effects = next_turn(state)
    sound = Cue.FANFARE if turn.gin or game.over else Cue.SCORE if played else None
    return new, [fx.Save(), turn_said(session), *effects, *(cue(state, sound) if sound else [])]


def next_turn(state: UiState) -> Result[UiState]:
    """Set the page up for whoever is to move now: nothing of the last turn stays."""
    assert state.session is not None
    session = state.session
    game = session.game
    state = replace(
        state,
        draft=None,
        pick=None,
        mode=Mode.PLACE,
        exchange=frozenset(),
        hidden=(),
        error="",
        joker_square=None,
        sheet_turn=None,
        hint=None,
        asking_hint=False,
    )
    if game.over:
        return replace(state, phase=Phase.OVER, dialog=Dialog.END), []
    current = game.current
    if session.is_computer(current):
        return replace(state, phase=Phase.AI, thinking=True), [fx.StartComputer(state.generation)]
    state = replace(state, draft=Draft(tuple(game.view(current).rack.split())))
    if session.hot_seat and state.revealed != current:
        return replace(state, phase=Phase.HANDOFF, dialog=Dialog.HANDOFF), []
    return replace(state, phase=Phase.HUMAN), []


def computer_moved(state: UiState, generation: int, seat: int, text: str) -> Result[UiState]:
    """Apply the computer's choice (its best fallback if the engine refuses it); its tiles start hidden."""
    session = state.session
    if session is None or generation != state.generation or session.game.current != seat:
        return unchanged(state)
    effects: list[Effect] = [fx.Save()]
    try:
        session = session.after(parse_action(text))
    except GinnyError as exc:
        effects.insert(0, fx.Warn(f"Ginny-O: computer action refused ({exc}); using the fallback"))
        session = session.after(fallback_action(session.game.view(seat)))
    state = replace(state, session=session)
    turn = session.game.log[-1]
    if turn.kind is not ActionKind.PLAY:
        return state, effects
    hidden = tuple(square_name(p.square) for p in turn.placements)
    notice = about(session.game.names[seat], N_("You are playing…"), N_("{name} is playing…"))
    return replace(state, hidden=hidden, gin=turn.gin, notice=notice), effects
