"""The per-game adapters (no PyScript): everything the shell asks of the game on the page, written once per game.

`UiState.table` holds one table, Ginny-O's (`TilesUi`) or Gin Rummy's (`GinUi`); the shell never asks which: it
finds the table's adapter by its `kind` (`adapter`) and calls it. Each adapter speaks for its game's table, coach
and seats: how a game starts, comes back and starts again, whose turn is next, which events of a turn it takes,
what Escape does, who sits where. A new game (or a friend's seat on another device) is a new adapter, not a branch
in every feature. `tests/test_game_kinds.py` fails on a game-kind branch anywhere else in the web layer.
"""

from __future__ import annotations

from typing import Any, Protocol

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import square_name

from ..coach import events as coach_events
from ..coach import flow as coach
from ..coach.rummy import RUMMY
from ..coach.tiles import TILES, settled, use_hint
from ..common import computer_events as cev
from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import GameKind, GinLevel, SeatKind
from ..common.frozen import replace
from ..common.text import Words
from ..computer.seats import (
    GIN_SIMPLER,
    TILES_SIMPLER,
    Computer,
    Person,
    Seat,
    gin_computer,
    tiles_computer,
)
from ..friend.table import drawn_unseen, gin_drawn_unseen
from ..rummy import update as gin_update
from ..rummy.events import GinEvent
from ..rummy.session import GinSession
from ..rummy.state import GinUi, ended_table, resumed
from ..tiles import update as tiles_update
from ..tiles.session import Session, restored_draft
from ..tiles.state import TilesUi
from ..tiles.update import TableUpdate
from ..words.rummy import gin_start_text
from ..words.texts import describe_turn
from . import events as ev
from .state import Table, UiState, on_table
from .update_settings import drawn, resumed_notice


class GameTable(Protocol):
    """What the shell asks of one game's table."""

    @property
    def says_notices(self) -> bool:
        """Every new notice is said aloud (Gin Rummy's: what was drawn and thrown), not only a new refusal."""
        ...

    def started(self, event: ev.SubmitSetup, seed: int) -> tuple[Table, Words]:
        """The table of the new-game form's game, and the notice it opens with."""
        ...

    def opened(self, session: Any) -> tuple[Table, Words]:
        """The table of a game read back (the autosave, a file), and what the notice says of it."""
        ...

    def again(self, table: Any, seed: int) -> tuple[Table, Words]:
        """A finished game's "Play again": a new deal for the same seats."""
        ...

    def next_turn(self, state: UiState) -> Result[UiState]:
        """The table set up for whoever is to move now."""
        ...

    def resumed(self, state: UiState, effects: list[Effect], draft: str | None) -> Result[UiState]:
        """A game read back, set up: the play its player was building laid again, the hint asked for shown again."""
        ...

    def on_turn(self, state: UiState, event: object) -> Result[UiState]:
        """An event of the game in progress (the coach's, the computer's, the table's own)."""
        ...

    def escape(self, state: UiState) -> Result[UiState]:
        """Escape at the table, no dialog open."""
        ...

    def close_result(self, state: UiState) -> Result[UiState]:
        """The result dialog of a hand closed."""
        ...

    def settled(self, state: UiState) -> UiState:
        """The table after any page event (a hint that no longer fits the table goes)."""
        ...

    def seat(self, session: Any, seat: int, seed: int) -> Seat[Any, Any]:
        """Who plays seat `seat` (`seed`: the turn's seed for a computer)."""
        ...

    def friend_seated(self, state: UiState, session: Any, moved: bool) -> Result[UiState]:
        """The table of a game with a friend set from its side's engine (`session`); `moved`: a message of the
        friend's was taken in, and its move is told as it lands."""
        ...

    def friend_move(self, old: Any, new: Any, me: int) -> tuple[Table, object] | None:
        """The table once this device's move, just made at the table, waits for its side (what it drew face down),
        and the move; None when the table did not move for this device."""
        ...

    def simpler(self, seed: int) -> Computer[Any, Any]:
        """The simpler level that moves for a computer whose own think failed."""
        ...


class TilesTable:
    """Ginny-O: 2 to 4 seats, each a person here or a computer level; the play being built is kept across reloads."""

    says_notices = False

    def started(self, event: ev.SubmitSetup, seed: int) -> tuple[Table, Words]:
        session = Session.new(list(event.seats), seed, event.daily)
        return TilesUi(session), drawn(session)

    def opened(self, session: Session) -> tuple[Table, Words]:
        return TilesUi(session), resumed_notice(session)

    def again(self, table: TilesUi, seed: int) -> tuple[Table, Words]:
        session = table.session
        seats = [(name, str(kind)) for name, kind in zip(session.game.names, session.kinds, strict=True)]
        fresh = Session.new(seats, seed)
        return TilesUi(fresh), drawn(fresh)

    def next_turn(self, state: UiState) -> Result[UiState]:
        return on_table(state, state.tiles, tiles_update.next_turn)

    def resumed(self, state: UiState, effects: list[Effect], draft: str | None) -> Result[UiState]:
        tiles = state.tiles
        if draft is not None and tiles is not None and tiles.draft is not None:
            restored = restored_draft(tiles.draft, draft, tiles.session.game)
            state = replace(state, table=replace(tiles, draft=restored))
        return on_table(state, state.tiles, lambda stage: coach.rehint(stage, effects, TILES))

    def on_turn(self, state: UiState, event: object) -> Result[UiState]:
        match event:
            case coach_events.AskHint() | coach_events.HintFound() | coach_events.Undo():
                step = tiles_update.next_turn
                return on_table(state, state.tiles, lambda s: coach.update_coach(s, event, TILES, step))
            case coach_events.UseHint():
                return on_table(state, state.tiles, use_hint)
        if isinstance(event, TableUpdate):
            return on_table(state, state.tiles, lambda s: tiles_update.update_table(s, event))
        return unchanged(state)

    def escape(self, state: UiState) -> Result[UiState]:
        return on_table(state, state.tiles, tiles_update.escape)

    def close_result(self, state: UiState) -> Result[UiState]:
        return replace(state, dialog=None), []

    def settled(self, state: UiState) -> UiState:
        return state if state.tiles is None else replace(state, table=settled(state.tiles))

    def seat(self, session: Session, seat: int, seed: int) -> Seat[Any, Any]:
        kind = session.kinds[seat]
        return tiles_computer(kind, seed) if kind.is_computer else Person()

    def simpler(self, seed: int) -> Computer[Any, Any]:
        return tiles_computer(SeatKind(TILES_SIMPLER), seed)

    def friend_seated(self, state: UiState, session: Session, moved: bool) -> Result[UiState]:
        """A play of the friend's lands tile by tile, as a computer's does."""
        old = state.tiles
        before = -1 if old is None else len(old.session.game.actions)
        table = TilesUi(session) if old is None else replace(old, session=session)
        new, effects = on_table(replace(state, table=table), table, tiles_update.next_turn)
        game = session.game
        if not moved or before < 0 or len(game.actions) <= before:
            return new, effects
        turn = game.log[-1]
        if turn.player != session.away:
            return new, effects
        notice = Words(describe_turn, (game.names, turn))
        if turn.kind is not ActionKind.PLAY or new.tiles is None:
            return replace(new, notice=notice), effects
        hidden = tuple(square_name(p.square) for p in turn.placements)
        landing = replace(new.tiles, hidden=hidden, gin=turn.gin, bubble=(new.generation, turn.number))
        return replace(new, table=landing, notice=notice), [*effects, fx.LandMove(new.generation)]

    def friend_move(self, old: TilesUi, new: TilesUi, me: int) -> tuple[Table, object] | None:
        """The tiles drawn stay face down until the friend's device opens them."""
        action = new.session.game.actions[-1]
        if new.session.game.log[-1].player != me:
            return None
        veiled = drawn_unseen(old.session.game, new.session.game, me, action)
        return replace(new, session=replace(new.session, veiled=veiled, ready=False)), action


def gin_started(session: GinSession) -> Words:
    """The notice a new Gin Rummy hand opens with (your hand, as seat 0 sees it)."""
    return Words(gin_start_text, (session.game.view(0),))


class GinTable:
    """Gin Rummy: you (seat 0) against the computer at one level; a hand's result waits to be read."""

    says_notices = True

    def started(self, event: ev.SubmitSetup, seed: int) -> tuple[Table, Words]:
        session = GinSession.new(event.level, seed)
        return GinUi(session), gin_started(session)

    def opened(self, session: GinSession) -> tuple[Table, Words]:
        gin = resumed(session)
        return gin, gin_update.resumed_notice(session) or gin_started(session)

    def again(self, table: GinUi, seed: int) -> tuple[Table, Words]:
        session = GinSession.new(table.session.level, seed)
        return GinUi(session), gin_started(session)

    def next_turn(self, state: UiState) -> Result[UiState]:
        return on_table(state, state.rummy, gin_update.gin_next)

    def resumed(self, state: UiState, effects: list[Effect], draft: str | None) -> Result[UiState]:
        return on_table(state, state.rummy, lambda stage: coach.rehint(stage, effects, RUMMY))

    def on_turn(self, state: UiState, event: object) -> Result[UiState]:
        match event:
            case coach_events.AskHint() | coach_events.HintFound() | coach_events.Undo():
                return on_table(state, state.rummy, lambda s: coach.update_coach(s, event, RUMMY, gin_update.gin_next))
            case cev.ComputerMoved():
                return on_table(state, state.rummy, lambda s: gin_update.computer_moved(s, event))
            case cev.ComputerFinished():
                return on_table(state, state.rummy, lambda s: gin_update.computer_finished(s, event))
        if isinstance(event, GinEvent):
            ask = state.settings.ask_knock
            return on_table(state, state.rummy, lambda s: gin_update.update_gin(s, event, ask))
        return unchanged(state)

    def escape(self, state: UiState) -> Result[UiState]:
        return unchanged(state)

    def close_result(self, state: UiState) -> Result[UiState]:
        return on_table(state, state.rummy, gin_update.dismiss_result)

    def settled(self, state: UiState) -> UiState:
        return state

    def seat(self, session: GinSession, seat: int, seed: int) -> Seat[Any, Any]:
        return gin_computer(session.level, seed) if session.is_computer(seat) else Person()

    def simpler(self, seed: int) -> Computer[Any, Any]:
        return gin_computer(GinLevel(GIN_SIMPLER), seed)

    def friend_seated(self, state: UiState, session: GinSession, moved: bool) -> Result[UiState]:
        """The result of a hand that just ended waits to be read, the table as it ended behind it."""
        old = state.rummy
        if old is None:
            table = resumed(session)
            return on_table(replace(state, table=table), table, gin_update.gin_next)
        game, before = session.game, old.session.game
        table = replace(old, session=session)
        if len(game.results) > len(before.results) and len(game.actions) > len(before.actions):
            table = replace(table, ended=ended_table(before, game.actions[len(before.actions)], session.me))
        new, effects = on_table(replace(state, table=table), table, gin_update.gin_next)
        if moved and len(game.actions) > len(before.actions):
            new = replace(new, notice=gin_update.notice_after(table, len(before.results)))
        return new, effects

    def friend_move(self, old: GinUi, new: GinUi, me: int) -> tuple[Table, object] | None:
        """A card drawn from the stock stays face down until its key arrives; an action that ended the hand waits
        for the friend's hand (its score needs it), the table as it was."""
        action = new.session.game.actions[-1]
        if old.session.game.current != me:
            return None
        if len(new.session.game.results) > len(old.session.game.results):
            return replace(old, session=replace(old.session, ready=False)), action
        veiled = old.session.veiled | gin_drawn_unseen(old.session.game, new.session.game, me, action)
        return replace(new, session=replace(new.session, veiled=veiled, ready=False)), action


ADAPTERS: dict[GameKind, GameTable] = {GameKind.GINNYO: TilesTable(), GameKind.GIN: GinTable()}
"""Each game's adapter, by the game's kind (the new-game form's choice, a table's or a session's `kind`)."""


def adapter(state: UiState) -> GameTable | None:
    """The adapter of the game on the page, or None with no game."""
    return None if state.table is None else ADAPTERS[state.table.kind]
