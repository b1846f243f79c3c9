"""What the page may show, built in one place (no PyScript): public facts and one seat's view.

The views get a `Screen` (``tiles/screen.py``), never the `Game`: `table` holds what every player may see, and
`seen` is the `PlayerView` of the one seat `visible_seat` allows, or None. So no other rack
can reach the page.
"""

from __future__ import annotations

from ..tiles.screen import Screen, Table, veiled
from ..tiles.state import visible_seat
from .state import UiState


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
        away=session.away,
    )
    seat = None if state.replay is not None else visible_seat(tiles)  # the viewer shows its own racks
    if seat is None:
        return Screen(table, None)
    return Screen(table, veiled(game.view(seat), session.veiled), len(session.veiled))
