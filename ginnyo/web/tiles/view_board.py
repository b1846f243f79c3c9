"""The board as the page shows it (no PyScript): one `Cell` per square, and how a tile looks."""

from __future__ import annotations

from enum import StrEnum

from ginnyo.rules import Turn
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.grid import Grid
from ginnyo.rules.layout import SIZE, STANDARD, Square, square_name

from ..common.enums import CellKind as CellKind  # what lies on a square, worded in ``words/texts.py``
from ..common.face import CardFace, FaceKind, card_face
from ..common.frozen import frozen, replace
from ..words.i18n import _, number
from ..words.texts import (
    GIN_BUBBLE,
    HINT_MARK,
    JOKER_WORD,
    ZOOM_IN,
    ZOOM_OUT,
    spoken_on_board,
    spoken_tile,
    square_label,
)
from .screen import Screen, Table
from .session import Draft
from .state import START_SQUARE, SquarePick, TilesUi, building

SQUARES = tuple((square_name((col, row)), (col, row)) for row in range(SIZE) for col in range(SIZE))


@frozen
class TileLook:
    """A tile's face and its set: the second set (`dark`) is drawn in a darker colour, with a double line inside.

    `word` is a joker's word, worded when the view is made (empty for any other tile): a large face shows it.
    """

    card: CardFace
    dark: bool
    word: str = ""

    @property
    def suit(self) -> str:
        return self.card.suit

    @property
    def joker(self) -> bool:
        return self.card.kind is FaceKind.JOKER

    @property
    def face(self) -> str:
        """The text the tile shows: `5♥`, `★`, `★5♥`."""
        return self.card.text


def tile_look(text: str, dark: bool) -> TileLook:
    face = card_face(text)
    return TileLook(face, dark, _(JOKER_WORD) if face.kind is FaceKind.JOKER else "")


QUIET = (CellKind.EMPTY, CellKind.HINT)
"""Squares a tile arrives on with motion; a hint's ghost just appears, and gives way like an empty square."""


class Ring(StrEnum):
    """A square's ring (`data-ring`): the last play's solid, the play being built dashed, so not by colour alone."""

    LAST = "last"
    BUILDING = "building"


@frozen
class Cell:
    square: str
    kind: CellKind
    tile: TileLook | None
    label: str  # the square's accessible name: square, bonus, tile
    cursor: bool
    marked: bool = False  # a tile of the play picked in the score sheet
    glow: int | None = None  # its place in the gin just made, lit up in order from the start square

    @property
    def placed(self) -> bool:
        """A tile placed this turn (it can be dragged, moved or taken back)."""
        return self.kind in (CellKind.PENDING, CellKind.SELECTED)

    @property
    def ring(self) -> Ring | None:
        if self.kind is CellKind.LAST:
            return Ring.LAST
        return Ring.BUILDING if self.placed else None


def scroll_by(start: float, end: float, low: float, high: float) -> float:
    """How far to scroll so that `start`..`end` shows within `low`..`high` (its start, when it is wider)."""
    by = max(0.0, end - high)
    return start - low if start - by < low else by


def zoom_label(zoomed: bool) -> str:
    """The zoom button says what a press does: zoom in, or back out."""
    return _(ZOOM_OUT if zoomed else ZOOM_IN)


BUBBLE_MS = 2_400
"""How long a score bubble stays: its rise and fade in ``static/ginnyo.css`` (`.bubble`), motion or none."""


@frozen
class Bubble:
    """The score of the play just made, beside its last tile: `+24` (`Gin! +124`); `key` tells plays apart."""

    square: str
    text: str
    key: tuple[int, int]  # (generation, turn) of the play (`TilesUi.bubble`)
    left: bool  # near the right edge: the bubble goes to the tile's left, inside the board


def last_turn_played(screen: Screen) -> Turn | None:
    table = screen.table
    return next((t for t in reversed(table.log) if t.kind is ActionKind.PLAY), None) if table else None


def squares_of(turn: Turn | None) -> set[str]:
    return {square_name(p.square) for p in turn.placements} if turn is not None else set()


def bubble_view(tiles: TilesUi | None, screen: Screen) -> Bubble | None:
    """The bubble of the play just made here, once all its tiles show (a computer's arrive one by one), until the
    next turn is taken: none for a game loaded, a turn undone or a game stepped through in the viewer."""
    table = screen.table
    if tiles is None or table is None or tiles.bubble is None or tiles.hidden or not table.log:
        return None
    turn = table.log[-1]
    if turn.kind is not ActionKind.PLAY or turn.number != tiles.bubble[1]:
        return None
    end = max(p.square for p in turn.placements)  # its right or lower end
    text = f"+{number(turn.score)}"
    return Bubble(square_name(end), f"{_(GIN_BUBBLE)} {text}" if tiles.gin else text, tiles.bubble, end[0] >= SIZE - 3)


def bubble_pops(view: Bubble | None, popped: tuple[int, int] | None) -> bool:
    """Whether `view` pops now: each play's bubble once (`popped`: the last that did). Drawn again for a language
    switch, a dialog closed or the viewer left, it keeps its place and time and pops no more."""
    return view is not None and view.key != popped


def board_cells(tiles: TilesUi | None, thinking: bool, screen: Screen) -> tuple[Cell, ...]:
    """Every square of the table `tiles` (`thinking`: a computer turn is in progress): the board's tiles (a computer
    play's appear one by one), then this turn's."""
    table = screen.table
    if tiles is None or table is None:
        return tuple(
            Cell(name, CellKind.EMPTY, None, square_label(name, STANDARD.bonus(square)), name == START_SQUARE)
            for name, square in SQUARES
        )
    last = squares_of(last_turn_played(screen)) if not tiles.hidden else set()
    marked = squares_of(next((t for t in table.log if t.number == tiles.sheet_turn), None))
    marks = Marks(tiles, building(tiles, thinking), table, last)
    glows = gin_glows(table.board, table.log[-1]) if tiles.gin and bubble_view(tiles, screen) is not None else {}
    cells = (cell_of(name, square, marks, name in marked) for name, square in SQUARES)
    return tuple(replace(c, glow=glows[c.square]) if c.square in glows else c for c in cells)


def gin_glows(board: Grid, gin: Turn) -> dict[str, int]:
    """The squares of the section a gin completed, by their place in `Grid.section_path`: the page lights them
    up one after another, outward from the red start square (at once, and steady, without motion)."""
    section = board.section_of.get(gin.placements[0].square) if gin.placements else None
    path = board.section_path(section) if section is not None else ()
    return {square_name(square): n for n, square in enumerate(path)}


@frozen
class Marks:
    """What the cells of a board in play are drawn from, besides their square."""

    tiles: TilesUi
    draft: Draft | None  # the play in the making, while its player may change it
    table: Table
    last: set[str]  # the last play's squares


def ghost_tiles(tiles: TilesUi, draft: Draft | None) -> dict[str, str]:
    """The hint's tiles by square (`5H`, `*5H`) while it shows, on your turn."""
    if tiles.hint is None or draft is None:
        return {}
    return {square_name(p.square): p.tile_text for p in tiles.hint.action.placements}


def cell_of(name: str, square: Square, marks: Marks, marked: bool) -> Cell:
    tiles, draft, table = marks.tiles, marks.draft, marks.table
    cursor = name == tiles.cursor
    bonus = STANDARD.bonus(square)
    placement = table.board.cells.get(square)
    if placement is not None and name not in tiles.hidden:
        kind, text = (CellKind.LAST if name in marks.last else CellKind.BOARD), placement.tile_text
        look = tile_look(text, square in table.dark)
        return Cell(name, kind, look, square_label(name, bonus, spoken_on_board(text, kind)), cursor, marked)
    if draft is not None and name in draft.placed:
        kind = CellKind.SELECTED if tiles.pick == SquarePick(name) else CellKind.PENDING
        text = draft.tile_text(name)
        return Cell(name, kind, tile_look(text, False), square_label(name, bonus, spoken_on_board(text, kind)), cursor)
    ghost = ghost_tiles(tiles, draft).get(name)
    if ghost is not None:
        spoken = f"{_(HINT_MARK)}: {spoken_tile(ghost)}"
        return Cell(name, CellKind.HINT, tile_look(ghost, False), square_label(name, bonus, spoken), cursor)
    return Cell(name, CellKind.EMPTY, None, square_label(name, bonus), cursor)
