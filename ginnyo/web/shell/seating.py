"""Who moves at the table in play (no PyScript): the seat to move as the driver sees it (`computer.seats`).

Each game's seats come from its session: Ginny-O's kinds (a person or a computer level per seat), the Gin Rummy
table's one computer level (you are seat 0). `PageTable` is what the seats' driver reads of the page's state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ginnyo.rules import Action

from ..coach.events import HintFound
from ..common.answers import Failed
from ..computer.choice import AnyGame, Hinted
from ..computer.seats import (
    Computer,
    SeatTurn,
    hard_budget,
)
from ..tiles.events import ExchangeOffered
from ..tiles.view_board import BUBBLE_MS
from .state import UiState, actions_played
from .tables import ADAPTERS


def seat_turn(state: UiState) -> SeatTurn[Any, Any] | None:
    """The seat to move in the game in play, with its own view; None with no game or a finished one."""
    table = state.table
    if table is None or table.session.game.over:
        return None
    seats, session = ADAPTERS[table.kind], table.session
    game, seed = session.game, session.ai_seed()
    level, thinking = session.level_of(game.current), state.settings.thinking.seconds
    seat = seats.seat(session, game.current, seed)
    anytime = thinking if level == "expert" else None
    view, budget = game.view(game.current), hard_budget(level, thinking)
    return SeatTurn(state.generation, game.current, seat, view, seats.simpler(seed), anytime, budget)


def think_key(state: UiState) -> str | None:
    """The turn a computer seat is about to think about, as the think's mark in storage names it; None if the seat to
    move is no computer."""
    turn = seat_turn(state)
    if turn is None or not isinstance(turn.player, Computer):
        return None
    game = game_in_play(state)
    return None if game is None else f"{turn.player.level}:{game.seed}:{len(game.actions)}:{turn.player.seed}"


class PageTable:
    """The page's state as the seats' driver reads it (`computer.driver.Table`)."""

    def __init__(self, state: Callable[[], UiState]) -> None:
        self.state = state

    def seat_turn(self) -> SeatTurn[Any, Any] | None:
        return seat_turn(self.state())

    def generation(self) -> int:
        return self.state().generation

    def actions(self) -> int:
        return actions_played(self.state())

    def landing(self) -> bool:
        tiles = self.state().tiles
        return tiles is not None and bool(tiles.hidden)

    def delay(self) -> float:
        return self.state().settings.speed.delay

    def pause(self) -> float:
        """A gin just made (with motion on) holds the next computer's play until its tiles have lit up and its
        score has shown (`view_board.BUBBLE_MS`), at any speed: the game's moment is never cut short."""
        state = self.state()
        gin = state.tiles is not None and state.tiles.gin and state.settings.animations
        return max(self.delay(), BUBBLE_MS / 1000) if gin else self.delay()

    def thinking_s(self) -> float:
        return self.state().settings.thinking.seconds


def game_in_play(state: UiState) -> AnyGame | None:
    """The engine's game at the table (either kind), for the computer's coaching questions."""
    return None if state.table is None else state.table.session.game


def hint_answer(generation: int, turns: int, offer: bool, reply: Hinted | Failed) -> HintFound | ExchangeOffered:
    """The computer's hint as the event that shows it, or (`offer`) as the exchange offered to a player with no legal
    play; a failed think answers no action."""
    if not isinstance(reply, Hinted):
        return ExchangeOffered(generation, turns, None) if offer else HintFound(generation, turns, None, 0)
    if offer:
        return ExchangeOffered(generation, turns, reply.action if isinstance(reply.action, Action) else None)
    return HintFound(generation, turns, reply.action, reply.score, reply.exact, reply.forgone)
