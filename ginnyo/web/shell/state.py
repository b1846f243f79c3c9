"""The page's state as one immutable value (no PyScript), and the rule of whose rack may show.

`update.py` computes each new `UiState` from the last and an event; the view modules read
it. A game held in it never changes either: `update.py` moves on with a copy (`TurnHints.after`),
so the previous state stays whole.
"""

from __future__ import annotations

import json
from dataclasses import field

from ginnyo.ginrummy import record
from ginnyo.rules import Action

from ..common import session as common
from ..common.enums import Dialog, Mode, Phase, Replace
from ..common.frozen import frozen
from ..common.messages import ChooseRequest
from ..review.rummy_state import GinReview
from ..review.state import Analysis, Replay
from ..rummy.session import GinSession
from ..rummy.state import GinUi
from ..stats.totals import StatsUi
from ..tiles.session import Draft, Session
from ..tiles.state import Pick
from .settings import Settings

START_SQUARE = "H8"


@frozen
class Message:
    """The message dialog: a refusal, a failure or a question, always with a way on.

    `detail` is the technical reason, behind a "Details" toggle; `offers` says whether New game
    and Load from file are offered; `confirm` asks before replacing the game in progress.
    """

    title: str
    text: str
    detail: str = ""
    offers: bool = False
    confirm: Replace | None = None
    confirm_label: str = ""


@frozen
class ShownHint:
    """The hard player's choice for the turn to play, shown as a ghost on the board (a play) or in words."""

    action: Action
    score: int


@frozen
class UiState:
    """Everything the page shows, besides the game itself."""

    session: Session | None = None
    rummy: GinUi | None = None  # a Gin Rummy match instead of a game of Ginny-O
    phase: Phase | None = None  # None: as the static page left it
    draft: Draft | None = None
    pick: Pick | None = None
    mode: Mode = Mode.PLACE
    exchange: frozenset[int] = frozenset()  # rack indices picked for an exchange
    revealed: int | None = None  # hot seat: whose rack was shown this turn
    cursor: str = START_SQUARE
    step: tuple[int, int] = (1, 0)  # where the keyboard cursor goes after a placement
    hidden: tuple[str, ...] = ()  # squares of a computer play not shown yet, in order
    joker_square: str | None = None
    dialog: Dialog | None = None
    message: Message | None = None
    setup_can_cancel: bool = False
    setup_error: str = ""
    notice: str = ""
    error: str = ""
    generation: int = 0  # bumped when a game is replaced: stale computer turns stop
    thinking: bool = False  # a computer turn of this generation is in progress
    settings: Settings = field(default_factory=Settings)
    zoomed: bool = False  # the board shown larger than its box (small screens)
    rack_orders: dict[int, tuple[str, ...]] = field(default_factory=dict)  # seat: its tiles as arranged
    keyboard: bool = False  # the keyboard is in use: rack tiles show their digit keys
    sheet_turn: int | None = None  # the play picked in the score sheet, marked on the board
    gin: bool = False  # the last play shown made gin (its bubble says so)
    hint: ShownHint | None = None  # cleared by placing a tile or by the next turn
    asking_hint: bool = False  # the worker is looking for a hint
    replay: Replay | None = None  # the replay viewer, open over the game (which it never changes)
    analysis: Analysis | None = None  # the last game analysed (kept when the viewer closes)
    gin_review: GinReview | None = None  # the Gin Rummy match's review (kept when it closes)
    stats: StatsUi = field(default_factory=StatsUi)  # changed only in ``stats/update.py``


def visible_seat(state: UiState) -> int | None:
    """The one seat whose rack (and unseen tiles) the page may show now, or None.

    A lone human sees their rack all game long; with two or more humans (hot seat) the
    player to move sees theirs only after dismissing the "Pass the device" screen.
    """
    session = state.session
    if session is None or state.replay is not None:  # the viewer shows its own racks (`replay_state`)
        return None
    owner = session.rack_owner()
    if owner is not None and session.hot_seat and (owner != session.game.current or state.revealed != owner):
        return None
    return owner


def my_turn(state: UiState) -> bool:
    """A human is to move and sees their rack: the page takes their placements."""
    session = state.session
    if session is None or session.game.over or state.thinking:
        return False
    current = session.game.current
    return not session.is_computer(current) and visible_seat(state) == current


def building(state: UiState) -> Draft | None:
    """The draft when the player to move may change it (a play in the making), else None."""
    return state.draft if my_turn(state) else None


def saved(state: UiState) -> common.GameSession | None:
    """The game a save holds: Ginny-O's session or the Gin Rummy match, whichever is played."""
    if state.session is not None:
        return state.session
    return None if state.rummy is None else state.rummy.session


def read_game(text: str) -> Session | GinSession:
    """A saved game of either kind, told apart by its format; a damaged one raises an error (RecordError)."""
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, dict) and data.get("format") == record.FORMAT:
        return GinSession.from_json(text)
    return Session.from_json(text)


def computer_request(state: UiState) -> tuple[int, ChooseRequest] | None:
    """The computer seat to move and what the worker is asked, or None."""
    if state.rummy is not None:
        gin = state.rummy.session
        level, seat = str(gin.level), gin.game.current
    elif state.session is not None:
        level, seat = str(state.session.kinds[state.session.game.current]), state.session.game.current
    else:
        return None
    game = saved(state)
    assert game is not None
    return seat, ChooseRequest(game.to_json(), game.ai_seed(), level)


def can_hint(state: UiState) -> bool:
    """A hint is offered on your turn, before any tile is placed, once per turn (it stays shown)."""
    draft = building(state)
    idle = not state.asking_hint and state.hint is None
    return idle and draft is not None and not draft.placed and state.mode is Mode.PLACE


def can_undo(state: UiState) -> bool:
    """Undo is offered to a lone human against computers, once they have played, until the game is over."""
    session = state.session
    if session is None or session.you is None or session.game.over:
        return False
    return session.game.last_turn_of(session.you) is not None
