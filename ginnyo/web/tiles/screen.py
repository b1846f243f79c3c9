"""What the page may show of a game of Ginny-O (no PyScript): public facts and one seat's view.

The views get a `Screen`, never the `Game`: `table` holds what every player may see, and `seen` is the `PlayerView`
of the one seat `visible_seat` allows, or None. So no other rack can reach the page. The shell builds it
(``shell/screen.py``).
"""

from __future__ import annotations

from ginnyo.rules import Board, PlayerView, Turn
from ginnyo.rules.layout import Square

from ..common.enums import SeatKind
from ..common.frozen import frozen


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
