"""What the page may show, built in one place (no PyScript): public facts and one seat's view.

The views get a `Screen`, never the `Game`: `table` holds what every player may see, and
`seen` is the `PlayerView` of the one seat `visible_seat` allows, or None. So no other rack
can reach the page.
"""

from __future__ import annotations

from ginnyo.rules import Board, PlayerView, Turn
from ginnyo.rules.layout import Square

from ..common.enums import SeatKind
from ..common.frozen import frozen
from ..tiles.state import visible_seat
from .state import UiState


@frozen
class Table:
    """The public side of the game."""

    names: tuple[str, ...]
    kinds: tuple[SeatKind, ...]
    totals: tuple[int, ...]
    scores: tuple[int, ...]
    penalties: tuple[int, ...]
    rack_sizes: tuple[int, ...]
    pile_size: int
    board: Board
    dark: frozenset[Square]  # squares holding a tile of the second (dark) set
    log: tuple[Turn, ...]
    current: int
    over: bool
    end_reason: str
    winners: tuple[int, ...]
    idle_rounds: int
    idle_left: int | None  # turns without a play before the game ends; None before the first meld
    hints: frozenset[int] = frozenset()  # turns where a hint was shown


@frozen
class Screen:
    table: Table | None
    seen: PlayerView | None


def screen(state: UiState) -> Screen:
    tiles = state.tiles
    if tiles is None:
        return Screen(None, None)
    session = tiles.session
    game = session.game
    table = Table(
        names=game.names,
        kinds=session.kinds,
        totals=tuple(game.totals()),
        scores=tuple(game.scores),
        penalties=tuple(game.penalties),
        rack_sizes=tuple(len(rack) for rack in game.racks),
        pile_size=len(game.pile),
        board=game.board,
        dark=frozenset(square for square, tile in game.board_tiles.items() if tile.deck == 1),
        log=tuple(game.log),
        current=game.current,
        over=game.over,
        end_reason=game.end_reason,
        winners=tuple(game.winners()),
        idle_rounds=game.options.idle_rounds,
        idle_left=game.idle_turns_left(),
        hints=frozenset(session.hints),
    )
    seat = None if state.replay is not None else visible_seat(tiles)  # the viewer shows its own racks
    return Screen(table, None if seat is None else game.view(seat))
