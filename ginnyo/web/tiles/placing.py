"""Update steps that build a play (no PyScript): taps, drops, the keyboard cursor, jokers.

Each takes the state and returns the new state plus effects; `update.py` dispatches to them.
The game is only read here: nothing is applied until the player plays.
"""

from __future__ import annotations

from ginnyo.rules.layout import SIZE, on_board, parse_square, square_name

from ..common.effects import Effect, PlaySound, Result, unchanged
from ..common.enums import Cue, Dialog, Mode
from ..common.frozen import replace
from ..shell.state import UiState, building
from ..tiles.state import Pick, RackPick, SquarePick
from ..words.lazy import Words
from .rack_order import move_in_rack, shown_indices
from .session import Draft


def cue(state: UiState, sound: Cue) -> list[Effect]:
    """The sound to make, while the player has sounds on."""
    return [PlaySound(sound)] if state.settings.sound else []


def placing(state: UiState) -> Draft | None:
    """The draft when tiles may be placed now (the player's turn, not choosing an exchange)."""
    return building(state) if state.mode is Mode.PLACE else None


def place(state: UiState, index: int, square: str) -> Result[UiState]:
    """Put rack tile `index` on `square`; a joker then asks for its card."""
    assert state.draft is not None and state.session is not None
    try:
        draft = state.draft.place(index, square, state.session.game.board)
    except ValueError as exc:
        return replace(state, error=Words(str, (exc,))), []  # a `Refusal`: worded when shown
    state = replace(state, draft=draft, pick=None, error=None)
    if draft.is_joker(index):
        return ask_joker(state, square)
    return state, cue(state, Cue.PLACE)


def move_tile(state: UiState, source: str, target: str) -> Result[UiState]:
    """Move a tile placed this turn; when the target refuses it, it stays where it was."""
    draft = state.draft
    assert draft is not None
    index = draft.placed.get(source)
    if index is None:
        return unchanged(state)
    moved, effects = place(replace(state, draft=draft.take_back(source), pick=None), index, target)
    if moved.error:
        return replace(state, pick=None, error=moved.error), []
    return moved, effects


def take_back(state: UiState, square: str) -> Result[UiState]:
    if state.draft is None:
        return unchanged(state)
    return replace(state, draft=state.draft.take_back(square), pick=None, error=None), []


def take_back_all(state: UiState) -> Result[UiState]:
    if state.draft is None:
        return unchanged(state)
    return replace(state, draft=state.draft.cleared(), pick=None, error=None), []


def tap_rack(state: UiState, index: int) -> Result[UiState]:
    """Pick (or drop the pick of) a rack tile; in exchange mode, mark it for the exchange."""
    if building(state) is None:
        return unchanged(state)
    if state.mode is Mode.EXCHANGE:
        return replace(state, exchange=state.exchange ^ {index}), []
    pick = None if state.pick == RackPick(index) else RackPick(index)
    return replace(state, pick=pick), []


def tap_square(state: UiState, square: str) -> Result[UiState]:
    """Tap-tap placement: a picked tile goes to the square; a placed tile is picked, then taken back."""
    state = replace(state, cursor=square)
    draft = placing(state)
    if draft is None:
        return unchanged(state)
    pick = state.pick
    if square in draft.placed:
        if pick == SquarePick(square):
            return take_back(state, square)
        return replace(state, pick=SquarePick(square)), []
    if pick is None:
        return unchanged(state)
    return drop(replace(state, pick=None), pick, square)


def drop(state: UiState, source: Pick, square: str) -> Result[UiState]:
    """A rack tile or a placed tile let go on `square`."""
    if isinstance(source, RackPick):
        return place(state, source.index, square)
    if square == source.square:
        return unchanged(state)
    return move_tile(state, source.square, square)


def drop_on(
    state: UiState, source: Pick, square: str | None, on_rack: bool, slot: int | None = None
) -> Result[UiState]:
    """The end of a drag: on a square, back on the rack (on position `slot`: put there), or nowhere."""
    draft = placing(state)
    if draft is None:
        return unchanged(state)
    state = replace(state, pick=None)
    if square is not None:
        return drop(state, source, square)
    if not on_rack:
        return unchanged(state)
    index = draft.placed.get(source.square) if isinstance(source, SquarePick) else source.index
    if isinstance(source, SquarePick):
        state, _ = take_back(state, source.square)
    return move_in_rack(state, index, slot) if index is not None and slot is not None else unchanged(state)


def tap_rack_area(state: UiState) -> Result[UiState]:
    if isinstance(state.pick, SquarePick):
        return take_back(state, state.pick.square)
    return unchanged(state)


def step_from(square: str, step: tuple[int, int]) -> tuple[int, int]:
    col, row = parse_square(square)
    return col + step[0], row + step[1]


def move_cursor(state: UiState, columns: int, rows: int) -> Result[UiState]:
    col, row = step_from(state.cursor, (columns, rows))
    cursor = square_name((min(max(col, 0), SIZE - 1), min(max(row, 0), SIZE - 1)))
    return replace(state, cursor=cursor, step=(abs(columns), abs(rows))), []


def advance_cursor(state: UiState) -> UiState:
    """After a keyboard placement: the next empty square in the direction last moved."""
    assert state.session is not None
    cells = state.session.game.board.cells
    col, row = step_from(state.cursor, state.step)
    while on_board((col, row)):
        if (col, row) not in cells:
            return replace(state, cursor=square_name((col, row)))
        col, row = col + state.step[0], row + state.step[1]
    return state


def key_place(state: UiState, position: int) -> Result[UiState]:
    """Digit key: the tile numbered so in the rack as shown goes under the cursor (replacing one placed there).

    Numbers stay with their tiles while others go to the board: the key of a placed tile does nothing.
    """
    draft = building(state)
    shown = shown_indices(state)
    if draft is None or not 0 <= position < len(shown) or shown[position] not in draft.in_rack():
        return unchanged(state)
    index, square = shown[position], state.cursor
    if square in draft.placed:
        state, _ = take_back(state, square)
    state, effects = place(state, index, square)
    assert state.draft is not None
    if state.draft.placed.get(square) == index and not state.draft.is_joker(index):
        state = advance_cursor(state)
    return state, effects


def key_take_back(state: UiState) -> Result[UiState]:
    if state.draft is not None and state.cursor in state.draft.placed:
        return take_back(state, state.cursor)
    return unchanged(state)


def ask_joker(state: UiState, square: str) -> Result[UiState]:
    """Open the joker dialog for the joker placed on `square`."""
    if state.draft is None or square not in state.draft.placed:
        return unchanged(state)
    return replace(state, joker_square=square, dialog=Dialog.JOKER), []


def choose_joker(state: UiState, card: str) -> Result[UiState]:
    if state.draft is None or state.joker_square is None:
        return unchanged(state)
    draft = state.draft.declare(state.joker_square, card)
    return replace(state, draft=draft, joker_square=None, dialog=None), []


def cancel_joker(state: UiState) -> Result[UiState]:
    """Close the joker dialog; a joker that has no card yet goes back to the rack."""
    square, draft = state.joker_square, state.draft
    state = replace(state, joker_square=None, dialog=None)
    if square is not None and draft is not None and square not in draft.declared:
        state = replace(state, draft=draft.take_back(square))
    return state, []
