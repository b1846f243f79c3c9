"""The Ginny-O table's own state (no PyScript): the game, the play in the making and what the table shows.

`TilesUi` is the table's slice of the page's state; its update (`tiles/update.py`) takes and returns a
`Stage` of it. The helpers below say whose rack may show and when the player to move may act.
"""

from __future__ import annotations

from dataclasses import field

from ginnyo.ai.analysis import Forgone
from ginnyo.rules import Action

from ..common.enums import GameKind, Mode
from ..common.frozen import frozen
from ..common.table import Stage
from .session import Draft, Session

START_SQUARE = "H8"


@frozen
class RackPick:
    """A rack tile picked (by tap or drag), by its index in the rack."""

    index: int


@frozen
class SquarePick:
    """A tile placed this turn, picked up again from its square."""

    square: str


Pick = RackPick | SquarePick


@frozen
class ShownHint:
    """The expert's choice for the turn to play, shown as a ghost on the board (a play) or in words; whether the
    endgame was solved to its end, and why a pass or an exchange though a play exists (`analysis.Forgone`)."""

    action: Action
    score: int
    exact: bool = False
    forgone: Forgone | None = None


@frozen
class TilesUi:
    """A game of Ginny-O on the page: the session, and everything of the table besides the game itself."""

    session: Session
    draft: Draft | None = None
    pick: Pick | None = None
    mode: Mode = Mode.PLACE
    exchange: frozenset[int] = frozenset()  # rack indices picked for an exchange
    revealed: int | None = None  # hot seat: whose rack was shown this turn
    cursor: str = START_SQUARE
    step: tuple[int, int] = (1, 0)  # where the keyboard cursor goes after a placement
    hidden: tuple[str, ...] = ()  # squares of a computer play not shown yet, in order
    joker_square: str | None = None
    rack_orders: dict[int, tuple[str, ...]] = field(default_factory=dict)  # seat: its tiles as arranged
    sheet_turn: int | None = None  # the play picked in the score sheet, marked on the board
    gin: bool = False  # the last play shown made gin (its bubble says so)
    bubble: tuple[int, int] | None = None  # (generation, turn) of the play just made here: its score pops once
    hint: ShownHint | None = None  # cleared by placing a tile or by the next turn
    asking_hint: bool = False  # the computer is looking for a hint
    stuck: bool = False  # the player to move has no legal play (their turn line says so)
    offer: tuple[str, ...] = ()  # the tiles the expert would exchange instead, selected for them

    @property
    def kind(self) -> GameKind:
        """Which game this table plays: the shell's per-game adapter is found by it (`shell/tables.py`)."""
        return GameKind.GINNYO


TilesStage = Stage[TilesUi]


def visible_seat(tiles: TilesUi) -> int | None:
    """The one seat whose rack (and unseen tiles) the table may show now, or None.

    A lone human sees their rack all game long; with two or more humans (hot seat) the
    player to move sees theirs only after dismissing the "Pass the device" screen.
    """
    session = tiles.session
    owner = session.rack_owner()
    if owner is not None and session.hot_seat and (owner != session.game.current or tiles.revealed != owner):
        return None
    return owner


def my_turn(tiles: TilesUi, thinking: bool) -> bool:
    """A human is to move and sees their rack: the table takes their placements."""
    game = tiles.session.game
    if game.over or thinking:
        return False
    return not tiles.session.is_computer(game.current) and visible_seat(tiles) == game.current


def building(tiles: TilesUi, thinking: bool) -> Draft | None:
    """The draft when the player to move may change it (a play in the making), else None."""
    return tiles.draft if my_turn(tiles, thinking) else None


def can_hint(tiles: TilesUi, thinking: bool) -> bool:
    """A hint is offered on your turn, before any tile is placed, once per turn (it stays shown)."""
    draft = building(tiles, thinking)
    idle = not tiles.asking_hint and tiles.hint is None
    return idle and draft is not None and not draft.placed and tiles.mode is Mode.PLACE


def can_undo(tiles: TilesUi) -> bool:
    """Undo is offered to a lone human against computers, once they have played, until the game is over."""
    session = tiles.session
    if session.you is None or session.game.over:
        return False
    return session.game.last_turn_of(session.you) is not None
