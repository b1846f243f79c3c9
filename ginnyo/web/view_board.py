"""The board as the page shows it (no PyScript): one `Cell` per square, and how a tile looks."""

from __future__ import annotations

from dataclasses import dataclass

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import COLUMNS, SIZE, square_name
from ginnyo.rules.tiles import JOKER

from .screen import Screen
from .state import SquarePick, UiState, building
from .texts import pretty_tile, spoken_tile, suit_of

SQUARES = tuple(square_name((col, row)) for row in range(SIZE) for col in range(len(COLUMNS)))


@dataclass(frozen=True)
class TileLook:
    """A tile's face: `data-suit`, `data-joker`, dark set, and its (class, text) parts."""

    suit: str
    joker: bool
    dark: bool
    parts: tuple[tuple[str, str], ...]


def tile_look(text: str, dark: bool) -> TileLook:
    if text.startswith(JOKER):
        parts = (("star", "\u2605"), *((("as", pretty_tile(text[1:])),) if len(text) > 1 else ()))
        return TileLook(suit_of(text), True, dark, parts)
    return TileLook(suit_of(text), False, dark, (("face", pretty_tile(text)),))


@dataclass(frozen=True)
class Cell:
    """One square: `kind` is '' (empty), 'board', 'last' (the last play), 'pending' or 'selected'."""

    square: str
    kind: str
    tile: TileLook | None
    spoken: str  # the tile's accessible name ('' for an empty square)
    cursor: bool

    @property
    def placed(self) -> bool:
        """A tile placed this turn (it can be dragged, moved or taken back)."""
        return self.kind in ("pending", "selected")


def last_play(screen: Screen) -> set[str]:
    table = screen.table
    for turn in reversed(table.log if table else ()):
        if turn.kind is ActionKind.PLAY:
            return {square_name(p.square) for p in turn.placements}
    return set()


def board_cells(state: UiState, screen: Screen) -> tuple[Cell, ...]:
    """Every square: the board's tiles (a computer play's appear one by one), then this turn's."""
    table = screen.table
    draft = building(state)
    last = last_play(screen) if not state.hidden else set()
    cells = []
    for name in SQUARES:
        square = (COLUMNS.index(name[0]), int(name[1:]) - 1)
        placement = table.board.cells.get(square) if table is not None else None
        kind, text, dark = "", "", False
        if placement is not None and table is not None and name not in state.hidden:
            kind, text, dark = ("last" if name in last else "board"), placement.tile_text, square in table.dark
        elif draft is not None and name in draft.placed:
            kind, text = ("selected" if state.pick == SquarePick(name) else "pending"), draft.tile_text(name)
        spoken = ""
        if text:
            spoken = (spoken_tile(text) if text != JOKER else "joker, card not chosen") + (
                " (placed this turn)" if kind in ("pending", "selected") else ""
            )
        look = tile_look(text, dark) if text else None
        cells.append(Cell(name, kind, look, spoken, name == state.cursor))
    return tuple(cells)
