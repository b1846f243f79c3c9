"""What the page may show of a game of Ginny-O (no PyScript): public facts and one seat's view.

The views get a `Screen`, never the `Game`: `table` holds what every player may see, and `seen` is the `PlayerView`
of the one seat `visible_seat` allows, or None. So no other rack can reach the page. The shell builds it
(``shell/screen.py``).
"""

from __future__ import annotations

from dataclasses import replace

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
    away: int | None = None  # the seat of a friend on another device


@frozen
class Screen:
    table: Table | None
    seen: PlayerView | None
    pending: int = 0  # tiles of the seen rack on their way (a friend's device has not opened them): drawn face down


def veiled(view: PlayerView, tiles: tuple[str, ...]) -> PlayerView:
    """`view` without `tiles` of its rack (stand-ins for tiles not opened to this device), which count as unseen."""
    rack = view.rack.split()
    sets = list(view.rack_sets)
    for text in tiles:
        at = rack.index(text)
        del rack[at], sets[at]
    unseen = dict(view.unseen)
    for text in tiles:
        unseen[text] = unseen.get(text, 0) + 1
    return replace(view, rack=" ".join(rack), rack_sets=tuple(sets), unseen=unseen)
