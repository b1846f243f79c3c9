"""Update steps that build a play (no PyScript): taps, drops, the keyboard cursor, jokers.

Each takes the table's stage and returns the new stage plus effects; `tiles/update.py` dispatches to them.
The game is only read here: nothing is applied until the player plays.
"""

from __future__ import annotations

from ginnyo.rules import Action
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import SIZE, on_board, parse_square, square_name
from ginnyo.rules.tiles import JOKER

from ..common.effects import Result, unchanged
from ..common.enums import Cue, Dialog, Mode
from ..common.frozen import replace
from ..common.text import Words
from .rack_order import move_in_rack, shown_indices
from .session import Draft
from .state import Pick, RackPick, SquarePick, TilesStage, building


def drafting(stage: TilesStage) -> Draft | None:
    """The draft while the player to move may change it."""
    return building(stage.ui, stage.thinking)


def placing(stage: TilesStage) -> Draft | None:
    """The draft when tiles may be placed now (the player's turn, not choosing an exchange)."""
    return drafting(stage) if stage.ui.mode is Mode.PLACE else None


def place(stage: TilesStage, index: int, square: str) -> Result[TilesStage]:
    """Put rack tile `index` on `square`; a joker then asks for its card."""
    tiles = stage.ui
    assert tiles.draft is not None
    try:
        draft = tiles.draft.place(index, square, tiles.session.game.board)
    except ValueError as exc:
        # covered by a computer's tile still landing: its play shows at once, so the refusal makes sense
        shown = stage.edit(hidden=()) if square in tiles.hidden else stage
        return replace(shown, error=Words(str, (exc,))), []  # a `Refusal`: worded when shown
    stage = replace(stage.edit(draft=draft, pick=None), error=None)
    if draft.is_joker(index):
        return ask_joker(stage, square)
    return stage, stage.cue(Cue.PLACE)


def move_tile(stage: TilesStage, source: str, target: str) -> Result[TilesStage]:
    """Move a tile placed this turn; when the target refuses it, it stays where it was."""
    draft = stage.ui.draft
    assert draft is not None
    index = draft.placed.get(source)
    if index is None:
        return unchanged(stage)
    moved, effects = place(stage.edit(draft=draft.take_back(source), pick=None), index, target)
    if moved.error:
        return replace(stage.edit(pick=None, hidden=moved.ui.hidden), error=moved.error), []
    return moved, effects


def take_back(stage: TilesStage, square: str) -> Result[TilesStage]:
    draft = stage.ui.draft
    if draft is None:
        return unchanged(stage)
    return replace(stage.edit(draft=draft.take_back(square), pick=None), error=None), []


def take_back_all(stage: TilesStage) -> Result[TilesStage]:
    draft = stage.ui.draft
    if draft is None:
        return unchanged(stage)
    return replace(stage.edit(draft=draft.cleared(), pick=None), error=None), []


def tap_rack(stage: TilesStage, index: int) -> Result[TilesStage]:
    """Pick (or drop the pick of) a rack tile; in exchange mode, mark it for the exchange."""
    tiles = stage.ui
    if drafting(stage) is None:
        return unchanged(stage)
    if tiles.mode is Mode.EXCHANGE:
        return stage.edit(exchange=tiles.exchange ^ {index}), []
    pick = None if tiles.pick == RackPick(index) else RackPick(index)
    return stage.edit(pick=pick), []


def tap_square(stage: TilesStage, square: str) -> Result[TilesStage]:
    """Tap-tap placement: a picked tile goes to the square; a placed tile is picked, then taken back."""
    stage = stage.edit(cursor=square)
    draft = placing(stage)
    if draft is None:
        return unchanged(stage)
    pick = stage.ui.pick
    if square in draft.placed:
        if pick == SquarePick(square):
            return take_back(stage, square)
        return stage.edit(pick=SquarePick(square)), []
    if pick is None:
        return unchanged(stage)
    return drop(stage.edit(pick=None), pick, square)


def drop(stage: TilesStage, source: Pick, square: str) -> Result[TilesStage]:
    """A rack tile or a placed tile let go on `square`."""
    if isinstance(source, RackPick):
        return place(stage, source.index, square)
    if square == source.square:
        return unchanged(stage)
    return move_tile(stage, source.square, square)


def drop_on(
    stage: TilesStage, source: Pick, square: str | None, on_rack: bool, slot: int | None = None
) -> Result[TilesStage]:
    """The end of a drag: on a square, back on the rack (on position `slot`: put there), or nowhere."""
    draft = placing(stage)
    if draft is None:
        return unchanged(stage)
    stage = stage.edit(pick=None)
    if square is not None:
        return drop(stage, source, square)
    if not on_rack:
        return unchanged(stage)
    index = draft.placed.get(source.square) if isinstance(source, SquarePick) else source.index
    if isinstance(source, SquarePick):
        stage, _ = take_back(stage, source.square)
    return move_in_rack(stage, index, slot) if index is not None and slot is not None else unchanged(stage)


def tap_rack_area(stage: TilesStage) -> Result[TilesStage]:
    pick = stage.ui.pick
    if isinstance(pick, SquarePick):
        return take_back(stage, pick.square)
    return unchanged(stage)


def step_from(square: str, step: tuple[int, int]) -> tuple[int, int]:
    col, row = parse_square(square)
    return col + step[0], row + step[1]


def move_cursor(stage: TilesStage, columns: int, rows: int) -> Result[TilesStage]:
    col, row = step_from(stage.ui.cursor, (columns, rows))
    cursor = square_name((min(max(col, 0), SIZE - 1), min(max(row, 0), SIZE - 1)))
    return stage.edit(cursor=cursor, step=(abs(columns), abs(rows))), []


def advance_cursor(stage: TilesStage) -> TilesStage:
    """After a keyboard placement: the next empty square in the direction last moved."""
    tiles = stage.ui
    cells = tiles.session.game.board.cells
    col, row = step_from(tiles.cursor, tiles.step)
    while on_board((col, row)):
        if (col, row) not in cells:
            return stage.edit(cursor=square_name((col, row)))
        col, row = col + tiles.step[0], row + tiles.step[1]
    return stage


def key_place(stage: TilesStage, position: int) -> Result[TilesStage]:
    """Digit key: the tile numbered so in the rack as shown goes under the cursor (replacing one placed there).

    Numbers stay with their tiles while others go to the board: the key of a placed tile does nothing.
    """
    draft = drafting(stage)
    shown = shown_indices(stage.ui)
    if draft is None or not 0 <= position < len(shown) or shown[position] not in draft.in_rack():
        return unchanged(stage)
    index, square = shown[position], stage.ui.cursor
    if square in draft.placed:
        stage, _ = take_back(stage, square)
    stage, effects = place(stage, index, square)
    placed = stage.ui.draft
    assert placed is not None
    if placed.placed.get(square) == index and not placed.is_joker(index):
        stage = advance_cursor(stage)
    return stage, effects


def key_take_back(stage: TilesStage) -> Result[TilesStage]:
    draft = stage.ui.draft
    if draft is not None and stage.ui.cursor in draft.placed:
        return take_back(stage, stage.ui.cursor)
    return unchanged(stage)


def ask_joker(stage: TilesStage, square: str) -> Result[TilesStage]:
    """Open the joker dialog for the joker placed on `square`."""
    draft = stage.ui.draft
    if draft is None or square not in draft.placed:
        return unchanged(stage)
    return replace(stage.edit(joker_square=square), dialog=Dialog.JOKER), []


def choose_joker(stage: TilesStage, card: str) -> Result[TilesStage]:
    draft, square = stage.ui.draft, stage.ui.joker_square
    if draft is None or square is None:
        return unchanged(stage)
    return replace(stage.edit(draft=draft.declare(square, card), joker_square=None), dialog=None), []


def cancel_joker(stage: TilesStage) -> Result[TilesStage]:
    """Close the joker dialog; a joker that has no card yet goes back to the rack."""
    square, draft = stage.ui.joker_square, stage.ui.draft
    stage = replace(stage.edit(joker_square=None), dialog=None)
    if square is not None and draft is not None and square not in draft.declared:
        stage = stage.edit(draft=draft.take_back(square))
    return stage, []


def rack_indices(rack: tuple[str, ...], wanted: tuple[str, ...]) -> list[int] | None:
    """The rack positions holding the tiles `wanted` (in notation, `*` a joker), each used once; None if one is
    missing."""
    free = list(range(len(rack)))
    found = []
    for text in wanted:
        index = next((i for i in free if rack[i] == text), None)
        if index is None:
            return None
        free.remove(index)
        found.append(index)
    return found


def laid(stage: TilesStage, action: Action) -> Result[TilesStage]:
    """The expert's choice put on the table for the player to confirm or change, before they placed a tile:
    a play as a draft (its jokers declared as chosen), an exchange's tiles picked in exchange mode."""
    draft = drafting(stage)
    if draft is None or draft.placed:
        return unchanged(stage)
    if action.kind is ActionKind.EXCHANGE:
        picked = rack_indices(draft.rack, action.tiles)
        if picked is None:
            return unchanged(stage)
        return replace(stage.edit(mode=Mode.EXCHANGE, exchange=frozenset(picked), pick=None), error=None), []
    used = tuple(JOKER if p.joker else str(p.card) for p in action.placements)
    indices = rack_indices(draft.rack, used) if action.kind is ActionKind.PLAY else None
    if indices is None:
        return unchanged(stage)
    board = stage.ui.session.game.board
    for placement, index in zip(action.placements, indices, strict=True):
        square = square_name(placement.square)
        draft = draft.place(index, square, board)
        if placement.joker:
            draft = draft.declare(square, str(placement.card))
    stage = replace(stage.edit(draft=draft, pick=None, mode=Mode.PLACE, exchange=frozenset()), error=None)
    return stage, stage.cue(Cue.PLACE)
