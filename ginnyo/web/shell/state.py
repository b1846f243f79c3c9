"""The page's state as one immutable value (no PyScript): the tables' slices beside the page's own fields.

`update.py` computes each new `UiState` from the last and an event; the view modules read it. A table's
update gets a `Stage` of its slice (`stage`) and the shell puts the result back (`staged`). A game held in
it never changes either: the tables move on with a copy (`TurnHints.after`), so the previous state stays whole.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import field
from typing import TypeVar

from ginnyo.ginrummy import record
from ginnyo.rules.record import parse_json
from ginnyo.rules.steps import Steps, drain

from ..common.effects import Result, unchanged
from ..common.enums import Dialog, Phase, Replace, SeatKind, Zoom
from ..common.frozen import frozen, replace
from ..common.stored import Aside, Content
from ..common.table import Stage
from ..common.tabs import Elsewhere
from ..common.text import Words
from ..friend.record import Kept
from ..friend.state import FriendUi
from ..learn.state import LearnUi
from ..review.rummy_state import GinReview
from ..review.state import Analysis, Replay
from ..rummy.session import GinSession
from ..rummy.state import GinUi
from ..scorer.state import ScorerUi
from ..stats.totals import StatsUi
from ..tiles.session import Draft, Session
from ..tiles.state import START_SQUARE, TilesStage, TilesUi, building
from ..tips.state import TipsUi
from .settings import Settings

T = TypeVar("T")
Table = TilesUi | GinUi
"""The table of the game on the page."""


@frozen
class Message:
    """The message dialog: a refusal, a failure or a question, always with a way on.

    `detail` is the technical reason, behind a "Details" toggle; `offers` says whether New game
    and Load from file are offered; `confirm` asks before replacing the game in progress. Its texts
    are worded when shown (`Words`), like the notice and the refusals.
    """

    title: Words
    text: Words
    detail: Words | None = None
    offers: bool = False
    confirm: Replace | None = None
    confirm_label: Words | None = None


@frozen
class Unopened:
    """The stored game, not reopened: the page's last open never finished it (`events.NotReopened`), so its dialog
    offers to try again, to download the save or to start a new game (`update_unopened.py`)."""

    saved: bool = True  # a save is stored (else the address's link was what stopped the last open)
    downloaded: str = ""  # the file the save went to, once downloaded
    stopped: bool = False  # its load was cancelled by the player (not a load that never finished)


@frozen
class UiState:
    """Everything the page shows, besides the game itself."""

    table: Table | None = None  # the game on the page: a game of Ginny-O or a Gin Rummy match (`shell/tables.py`)
    phase: Phase | None = None  # None: as the static page left it
    dialog: Dialog | None = None
    message: Message | None = None
    setup_can_cancel: bool = False
    setup_error: Words | None = None
    notice: Words | None = None  # the last turn, or what the page just did
    error: Words | None = None  # a refusal
    generation: int = 0  # bumped when a game is replaced: stale computer turns stop
    thinking: bool = False  # a computer turn of this generation is in progress
    settings: Settings = field(default_factory=Settings)
    zoom: Zoom = Zoom.OUT  # the board shown larger than its box (small screens), and until when
    zoom_at: str | None = None  # the square a double tap zoomed around
    keyboard: bool = False  # the keyboard is in use: rack tiles show their digit keys
    replay: Replay | None = None  # the replay viewer, open over the game (which it never changes)
    analysis: Analysis | None = None  # the last game analysed (kept when the viewer closes)
    gin_review: GinReview | None = None  # the Gin Rummy match's review (kept when it closes)
    stats: StatsUi = field(default_factory=StatsUi)  # changed only in ``stats/update.py``
    learn: LearnUi = field(default_factory=LearnUi)  # the lessons (``learn/``), over the game while open
    scorer: ScorerUi = field(default_factory=ScorerUi)  # the score pad of a real game (``scorer/``), over the game
    tips: TipsUi = field(default_factory=TipsUi)  # changed only in ``tips/update.py``
    elsewhere: Elsewhere | None = None  # another tab plays the game: this one shows it read-only (``update_tabs.py``)
    lost_turn: bool = False  # while `elsewhere`: this tab's last save was refused (its last turn is not kept)
    unsaved: frozenset[Content] = frozenset()  # what this browser's storage refused to keep, until it keeps it
    aside: frozenset[Aside] = frozenset()  # damaged stored values found at start-up and kept aside, until dismissed
    unsaved_from: int = 0  # while the game is unsaved: its first move (from 1) that the storage does not hold
    unopened: Unopened | None = None  # the stored game, left unopened (its last open never finished) until replaced
    friend: FriendUi | None = None  # a game with a friend on another device: `table` is its table (``friend/``)
    friends: tuple[Kept, ...] = ()  # the games with friends this browser keeps, the latest first

    @property
    def zoomed(self) -> bool:
        """The board is zoomed, by its button or by a gesture."""
        return self.zoom is not Zoom.OUT

    @property
    def tiles(self) -> TilesUi | None:
        """The Ginny-O table, for the features that only Ginny-O has (the replay viewer, the tips, the board's
        views); None while another game is on. Which game is on is asked only of the adapters (`tables.py`)."""
        return self.table if isinstance(self.table, TilesUi) else None

    @property
    def rummy(self) -> GinUi | None:
        """The Gin Rummy table, for the features that only Gin Rummy has (the match review); None otherwise."""
        return self.table if isinstance(self.table, GinUi) else None


def stage(state: UiState, ui: T) -> Stage[T]:
    """A table's slice with the page fields its update reads and sets (see `common/table.py`)."""
    return Stage(
        ui, state.phase, state.dialog, state.notice, state.error, state.generation, state.thinking, state.settings.sound
    )


def staged(state: UiState, stage: Stage[T]) -> UiState:
    """The page after a table's update: its slice and the page fields the stage carries put back."""
    ui = stage.ui
    slot = {"learn": ui} if isinstance(ui, LearnUi) else {"table": ui}
    return replace(
        state,
        **slot,
        phase=stage.phase,
        dialog=stage.dialog,
        notice=stage.notice,
        error=stage.error,
        generation=stage.generation,
        thinking=stage.thinking,
    )


def on_table(state: UiState, ui: T | None, step: Callable[[Stage[T]], Result[Stage[T]]]) -> Result[UiState]:
    """`step` on the stage of the table `ui` (the page's Ginny-O or Gin Rummy slice); nothing without one."""
    if ui is None:
        return unchanged(state)
    new, effects = step(stage(state, ui))
    return staged(state, new), effects


def shown(state: UiState) -> UiState:
    """The state the tables draw: the page's own, or (a lesson open) the lesson's table in the tables' place; with
    the scorer open, no game (the board shows the scorer's sheet)."""
    if state.scorer.open:
        return replace(state, table=None, replay=None)
    learn = state.learn
    if not learn.lesson:
        return state
    return replace(state, table=learn.table, replay=None)


def tiles_stage(state: UiState) -> TilesStage | None:
    """The Ginny-O table's stage, when a game of Ginny-O is on the page."""
    return None if state.tiles is None else stage(state, state.tiles)


def cursor(state: UiState) -> str:
    """The keyboard cursor's square (the start square until a game of Ginny-O, or the scorer, moves it)."""
    if state.scorer.open:
        return state.scorer.square or START_SQUARE
    return START_SQUARE if state.tiles is None else state.tiles.cursor


def building_now(state: UiState) -> Draft | None:
    """The play in the making while its player may change it (never while a replay is viewed)."""
    return None if state.tiles is None else building(state.tiles, state.thinking)


def session_of(state: UiState) -> Session | None:
    """The game of Ginny-O on the page, if any."""
    return None if state.tiles is None else state.tiles.session


def saved(state: UiState) -> Session | GinSession | None:
    """The game a save holds: Ginny-O's session or the Gin Rummy match, whichever is played."""
    return None if state.table is None else state.table.session


def actions_played(state: UiState) -> int:
    """How many actions the game in play holds (-1: none); a computer's steps after its action carry the count."""
    game = saved(state)
    return -1 if game is None else len(game.game.actions)


def read_game(text: str) -> Session | GinSession:
    """A saved game of either kind, told apart by its format; a damaged one raises an error (RecordError)."""
    return drain(read_game_steps(text))


def read_game_steps(text: str) -> Steps[Session | GinSession]:
    """`read_game` stepwise (`ginnyo.rules.steps`): a long record is replayed in slices (`page/loading.py`)."""
    data = parse_json(text)
    yield  # parsed: a pause before the replay
    if isinstance(data, dict) and data.get("format") == record.FORMAT:
        return (yield from GinSession.from_data_steps(data))
    return (yield from Session.from_data_steps(data))


def to_move(state: UiState) -> tuple[int, str, int] | None:
    """The seat to move, the level it is asked at (a Ginny-O seat's kind; the Gin Rummy table's computer level,
    whoever is to move) and the actions played so far; None: no game."""
    session = saved(state)
    if session is None:
        return None
    game = session.game
    return game.current, session.level_of(game.current), len(game.actions)


def stopped(state: UiState) -> bool:
    """Whether a turn that went wrong stopped the page's thinking: the message says why, and a computer to move is
    not said to think (`common.table.refused`)."""
    return not state.thinking and state.error is not None


def expert_thinking(state: UiState) -> tuple[int, float] | None:
    """While the expert computer thinks: the parity of the actions played (each think restarts the page's bar) and
    its thinking time (the setting), which the bar fills; None otherwise."""
    moving = to_move(state) if state.thinking else None
    if moving is None or moving[1] != SeatKind.EXPERT:
        return None
    return moving[2] % 2, state.settings.thinking.seconds


def watching(state: UiState) -> Elsewhere | None:
    """Why this tab only shows the game, or None while it plays. The lessons are not the game: open over it,
    they are played in every tab (the banner comes back when they close)."""
    return None if state.learn.open or state.scorer.open else state.elsewhere
