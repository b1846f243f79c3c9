"""The board zoomed by a gesture (no PyScript): in around the play being built, out again once it is played.

The zoom button's zoom (`update_settings`) stays until pressed again, and follows the computer's plays; a
gesture's is for the play at hand, so the turn played takes it away.
"""

from __future__ import annotations

from ginnyo.rules.layout import parse_square

from ..common.effects import Result, unchanged
from ..common.enums import Zoom
from ..common.frozen import replace
from . import events as ev
from .state import UiState, actions_played


def zoom_board(state: UiState, event: ev.ZoomBoard) -> Result[UiState]:
    """A pinch, or a double tap where a tap does nothing (an empty square, no tile picked), zooms in or out."""
    if event.tapped and not idle_tap(state, event.square):
        return unchanged(state)
    zoom = Zoom.PLAY if event.on else Zoom.OUT
    return replace(state, zoom=zoom, zoom_at=event.square if event.on else None), []


def idle_tap(state: UiState, square: str | None) -> bool:
    """A tap here places nothing and picks nothing: no tile is picked, and the square (if any) is empty."""
    tiles = state.tiles
    if tiles is None or tiles.pick is not None:
        return tiles is None
    if square is None:
        return True
    placed = tiles.draft is not None and square in tiles.draft.placed
    return not placed and parse_square(square) not in tiles.session.game.board.cells


def played_out(old: UiState, new: UiState) -> UiState:
    """A gesture's zoom ends with the turn it was for: out once an action is played."""
    if new.zoom is Zoom.PLAY and actions_played(new) > actions_played(old):
        return replace(new, zoom=Zoom.OUT, zoom_at=None)
    return new
