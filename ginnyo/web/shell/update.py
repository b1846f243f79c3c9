"""`update(state, event) -> (state, effects)`: every change of the page's state (no PyScript).

The shell composes the features: each table's update (`tiles/update.py`, `rummy/update.py`) and the
coach get a `Stage` of their slice (`on_table`); the viewers and the statistics get theirs. What is left
here is the page's own: loading, the new-game form, dialogs, settings, replacing a game.
"""

from __future__ import annotations

from typing import TypeVar

from ..coach import events as coach_events
from ..common import computer_events as cev
from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import Dialog, Phase, Replace
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..common.stored import Content
from ..common.text import Refusal, Words, joined
from ..friend.events import FriendEvent, LiveEvent
from ..learn.events import OpenLearn
from ..review import rummy_update as gin_review_update
from ..review.rummy_update import ReviewPage
from ..review.state import Analysis, analysed_record
from ..rummy.session import GinSession
from ..stats import update as stats_update
from ..stats.events import StatsEvent
from ..stats.update import StatsPage
from ..stats.view import daily_share
from ..tiles import events as tev
from ..tiles.events import TableEvent
from ..tiles.session import Session
from ..tips.events import DismissTip
from ..tips.update import dismissed, noticed
from ..words.computer import think_failed
from ..words.i18n import N_
from ..words.lazy import phrase
from ..words.texts import REPLACE_QUESTIONS, SAVE_UNREADABLE, capitalized, sentence
from . import events as ev
from . import replay, update_friend, update_learn, update_live, update_scorer, update_tabs, update_unopened, zoom
from .events import Event
from .state import Message, Table, UiState, saved, session_of
from .tables import ADAPTERS, adapter
from .update_settings import update_settings
from .view_dialogs import player

VIEWER_WAITS = TableEvent | coach_events.AskHint | coach_events.UseHint | coach_events.Undo
"""What the replay viewer ignores while it is open: the inputs that would build or make a turn."""
KEYS = (tev.MoveCursor, tev.KeyPlace, tev.KeyTakeBack, tev.KeyEnter, KeyEscape)
T = TypeVar("T")


def update(state: UiState, event: Event) -> Result[UiState]:
    """The new state after `event`, and what the page must do about it (and say aloud)."""
    if update_tabs.ignored(state, event):  # another tab plays the game: this one only shows it
        return unchanged(state)
    if isinstance(event, DismissTip):
        return replace(state, tips=dismissed(state.tips)), []
    if isinstance(event, LiveEvent):
        return update_live.update_live(state, event)
    if isinstance(event, FriendEvent):
        new, effects = update_friend.update_friend(state, event)
        return new, [*effects, *said(state, new)]
    if isinstance(event, OpenLearn) and state.scorer.open:  # the lessons take the scorer's place, its sheet kept
        new, effects = update(replace(state, scorer=update_scorer.closed(state.scorer)), event)
        return new, [*update_scorer.link_left(state), *effects]
    if update_scorer.captures(event, state):  # the scorer's events, and the tables' while it is open
        new, effects = update_scorer.update_scoring(state, event)
        return new, [*effects, *said(state, new)]
    if update_learn.captures(event, state):  # the lessons' events, and the tables' while the lessons are open
        new, effects = update_learn.update_learning(state, event)
        return new, [*effects, *said(state, new)]
    if isinstance(event, StatsEvent):
        (stats, dialog), effects = stats_update.update_stats(
            state.stats, event, StatsPage(state.dialog, daily_share(session_of(state)))
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
        new, effects = update_page(state, event)
        table = adapter(new)
        if table is not None:
            new = table.settled(new)
    new, effects = taught(state, new, effects)
    new, effects = analysed(new, effects)
    new, effects = counted(state, new, [*effects, *drafted(state, new), *said(state, new)])
    return (new, effects) if new.friend is None else update_friend.after_update(state, new, effects)


def drafted(old: UiState, new: UiState) -> list[Effect]:
    """The play being built is kept whenever it changes (a reload lays it again on the same turn)."""
    draft = None if new.tiles is None else new.tiles.draft
    return [fx.SaveDraft()] if draft is not None and draft != (None if old.tiles is None else old.tiles.draft) else []


def taught(old: UiState, new: UiState, effects: list[Effect]) -> Result[UiState]:
    """`new` with the tips of `old`, and the tip whose moment has just come at the Ginny-O table."""
    before = old.tiles if old.generation == new.generation else None  # a new game has no last turn to notice
    tips, more = noticed(old.tips, before, new.tiles, new.thinking, new.settings.tips, new.learn.open)
    return replace(new, tips=tips), [*effects, *more]


def next_turn(state: UiState) -> Result[UiState]:
    """The table set up for whoever is to move now (after the replay viewer closes, say)."""
    table = adapter(state)
    return unchanged(state) if table is None else table.next_turn(state)


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


def analysed(new: UiState, effects: list[Effect]) -> Result[UiState]:
    """A finished game of Ginny-O the lone human lost gets its analysis started under the end dialog, which
    names the turn that cost most once it comes (the viewer, opened later, goes on with the same analysis)."""
    session = session_of(new)
    if new.dialog is not Dialog.END or session is None or new.replay is not None:
        return new, effects
    seat = player(session.kinds)
    if seat is None or seat in session.game.winners():
        return new, effects
    record = analysed_record(session)
    if new.analysis is not None and new.analysis.record == record:
        return new, effects
    return replace(new, analysis=Analysis(record)), [*effects, fx.FindAnalysis(record, session.game, 0)]


def review_page(state: UiState) -> ReviewPage:
    """What the match review reads of the page."""
    gin = state.rummy
    offered = gin is not None and gin.can_review(state.thinking, state.dialog)
    return ReviewPage(state.dialog, None if gin is None else gin.session, offered)


def said(old: UiState, new: UiState) -> list[Effect]:
    """A new refusal is said aloud; in Gin Rummy so is a new notice (what was drawn and thrown)."""
    news = [new.error] if new.error and new.error != old.error else []
    table = adapter(new)
    if table is not None and table.says_notices and new.notice and new.notice != old.notice:
        news.append(new.notice)
    return [fx.Announce(" ".join(str(words) for words in news))] if news else []


def update_page(state: UiState, event: Event) -> Result[UiState]:
    """Events of the page and its games: loading, the form, dialogs, settings."""
    match event:
        case ev.Resume(session, draft):
            table = ADAPTERS[session.kind]
            new, effects = begin(state, *table.opened(session))
            return table.resumed(new, effects, draft)
        case ev.Imported(session, filename):
            new, effects = imported(state, session, filename)
            return new, [*replaced(state), *effects]
        case ev.LoadFailed(why):
            title = phrase(N_("The saved game could not be loaded"))
            message = Message(title, phrase(SAVE_UNREADABLE), Words(capitalized, (why,)), True)
            return show_message(replace(state, phase=Phase.ERROR), message)
        case ev.ImportRefused(text, detail):
            keep = N_("Your current game is unchanged.") if state.table is not None else N_("Nothing was changed.")
            title, refusal = phrase(N_("This file cannot be loaded")), Words(joined, (phrase(text), phrase(keep)))
            message = Message(title, refusal, Words(capitalized, (detail,)), offers=True)
            return show_message(state, message)
        case ev.OpenSetup(first):
            return ask_replace(state, Replace.NEW_GAME) if in_progress(state) else open_setup(state, first)
        case ev.Confirm():
            return confirmed(state)
        case ev.SubmitSetup():
            return submit_setup(state, event)
        case ev.PlayAgain(seed):
            return play_again(state, seed)
        case ev.ComputerSeatChosen():
            return state, [fx.WarmComputer()] if state.dialog is Dialog.SETUP else []
        case ev.ChangeSetting() | ev.ToggleZoom() | ev.ToggleSound():
            return update_settings(state, event)
        case ev.ZoomBoard():
            return zoom.zoom_board(state, event)
        case cev.ThinkFailed(generation, fault, moved) if generation == state.generation:
            return replace(state, error=think_failed(fault, moved), thinking=state.thinking and moved), []
        case ev.StorageWrite(what, ok, actions):
            return storage_written(state, what, ok, actions), []
        case ev.DismissAside():
            return replace(state, aside=frozenset()), []
        case ev.DamagedSaveDownloaded(filename):
            return show_message(state, damaged_downloaded(filename))
        case ev.CloseDialog():
            return close_dialog(state)
        case ev.ExportGame():
            if saved(state) is None:
                nothing = Message(phrase(N_("Nothing to save")), phrase(N_("Start a game first.")))
                return show_message(state, nothing)
            return state, [fx.Export()]
        case ev.ChooseImport():
            return ask_replace(state, Replace.LOAD_FILE) if in_progress(state) else (state, [fx.ChooseFile()])
        case ev.Watch() | ev.PlayHere() | ev.Claimed():  # the stored game shown as at start-up, or taken
            return update_tabs.update_tabs(state, event, update_page)
        case ev.NotReopened() | ev.TryReopen() | ev.DownloadUnopened() | ev.UnopenedDownloaded() | ev.NewGameInstead():
            return update_unopened.update_unopened(state, event, open_setup)
        case _:
            return update_turn(state, event)


def update_turn(state: UiState, event: Event) -> Result[UiState]:
    """Events of the game in progress: the table's, the coach's, Escape and the pointer."""
    match event:
        case ev.PointerUsed():
            return replace(state, keyboard=False), []
        case KeyEscape():
            return escape(state)
    table = adapter(state)
    if table is None:
        return unchanged(state)
    new, effects = table.on_turn(state, event)
    return zoom.played_out(state, new), effects


# -- games --------------------------------------------------------------------------------


def in_progress(state: UiState) -> bool:
    """A game that is not over would be lost by replacing it: the player confirms first."""
    game = saved(state)
    return game is not None and not game.game.over


def keep_damaged(state: UiState) -> list[Effect]:
    """Before the first game of the page replaces the stored save, an unreadable one (or one left unopened) is kept
    aside."""
    return [fx.KeepDamagedSave()] if saved(state) is None else []


def replaced(state: UiState) -> list[Effect]:
    """A game begun here replaces the stored one: the old save kept aside if need be, the new one saved, and the
    mark of a save left unopened taken away."""
    return [*keep_damaged(state), fx.Save(fresh=True), *update_unopened.cleared(state)]


def imported(state: UiState, session: Session | GinSession, filename: str) -> Result[UiState]:
    loaded = phrase(N_("Game loaded from {filename}."), filename=filename)
    table, notice = ADAPTERS[session.kind].opened(session)
    return begin(state, table, Words(joined, (loaded, notice)))


def ask_replace(state: UiState, what: Replace) -> Result[UiState]:
    title, text, label = (phrase(words) for words in REPLACE_QUESTIONS[what])
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


def begin(state: UiState, table: Table, notice: Words) -> Result[UiState]:
    """Replace the game: a fresh state (keeping the settings and the storage alert's words) with `table`, then its
    first turn; a shared game's link goes, and the computer's players load early if a computer plays."""
    fresh = UiState(
        table=table,
        generation=state.generation + 1,
        settings=state.settings,
        unsaved=state.unsaved,
        unsaved_from=state.unsaved_from,
        aside=state.aside,
        notice=notice,
        phase=state.phase,
        learn=update_learn.closed_learn(state.learn),
        scorer=update_scorer.closed(state.scorer),
    )
    session = table.session
    warm: list[Effect] = [fx.WarmComputer()] if session.has_computer and not session.game.over else []
    new, effects = ADAPTERS[table.kind].next_turn(fresh)
    return new, [*replay.link_left(state), *update_scorer.link_left(state), *warm, *effects]


def open_setup(state: UiState, first: bool) -> Result[UiState]:
    phase = Phase.SETUP if saved(state) is None else state.phase
    can_cancel = saved(state) is not None and not first
    return replace(state, dialog=Dialog.SETUP, setup_error=None, setup_can_cancel=can_cancel, phase=phase), []


def submit_setup(state: UiState, event: ev.SubmitSetup) -> Result[UiState]:
    """Start the game of the new-game form, or say what is wrong with it."""
    text = event.seed_text.strip()
    try:
        if text and not text.isdigit():
            raise Refusal(phrase(N_("the seed is a whole number, like 42")))
        seed = int(text) if text else event.random_seed
        table, notice = ADAPTERS[event.game].started(event, seed)
    except ValueError as exc:
        return replace(state, setup_error=Words(sentence, (exc,))), []
    new, effects = begin(state, table, notice)
    return new, [*replaced(state), *effects]


def play_again(state: UiState, seed: int) -> Result[UiState]:
    """A finished game's "Play again": a new deal for the same players (a daily deal's players, on any deal)."""
    table = state.table
    if table is None or not table.session.game.over:
        return unchanged(state)
    new, effects = begin(state, *ADAPTERS[table.kind].again(table, seed))
    return new, [fx.Save(fresh=True), *effects]


def damaged_downloaded(filename: str) -> Message:
    """Why a file was downloaded as a new game began: the old save, unreadable, had no room to be kept aside."""
    return Message(
        phrase(N_("Your old save was downloaded")),
        phrase(
            N_(
                "Your old save could not be read, and this browser had no room to keep it aside, so it was saved to "
                "your downloads as {filename}. Your new game has started."
            ),
            filename=filename,
        ),
    )


def show_message(state: UiState, message: Message) -> Result[UiState]:
    return replace(state, dialog=Dialog.MESSAGE, message=message), []


def can_close_dialog(state: UiState) -> bool:
    """Every message closes (the menu always offers New game and Load from file); without a game the form stays."""
    return state.dialog is Dialog.MESSAGE or saved(state) is not None


def close_dialog(state: UiState) -> Result[UiState]:
    """Close the dialog; closing a Gin Rummy hand's result goes on to the next hand."""
    table = adapter(state)
    if state.dialog is Dialog.GIN_RESULT and table is not None:
        return table.close_result(state)
    return (replace(state, dialog=None) if can_close_dialog(state) else state), []


def escape(state: UiState) -> Result[UiState]:
    """Escape closes a dialog, or leaves exchange mode, or takes the placed tiles back (`tiles.update.escape`).

    It never does what the player did not choose: a Gin Rummy hand's result stays (closing it deals the next hand,
    which is Next hand's to do)."""
    if state.dialog is Dialog.GIN_RESULT:
        return unchanged(state)
    if state.dialog in (Dialog.SETUP, Dialog.MESSAGE, Dialog.END):
        return close_dialog(state)
    table = adapter(state)
    return unchanged(state) if table is None else table.escape(state)


def storage_written(state: UiState, what: Content, ok: bool, actions: int) -> UiState:
    """A write that worked or failed: what is unsaved, and for the game the first move that a failing write did not
    keep (the write before it held the moves before; a new game's failing write starts again from its first)."""
    if ok:
        return replace(state, unsaved=state.unsaved - {what})
    unsaved = state.unsaved | {what}
    if what is not Content.GAME or (Content.GAME in state.unsaved and actions >= state.unsaved_from):
        return replace(state, unsaved=unsaved)
    return replace(state, unsaved=unsaved, unsaved_from=max(actions, 1))
