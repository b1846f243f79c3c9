"""The replay viewer in the page (no PyScript): its slice of the page's state cut out and put back, its update
step run on it, and the state the renderer draws while it is open.

The viewer's steps (``review/replay.py``) and views (``review/view.py``, ``review/render.py``) read and set a
`ReplayPage`, never the page's whole `UiState`: the viewer, its analysis, your game of Ginny-O behind it and the
page fields it touches. `update` routes its events here (`captures`, `update_replay`) and forgets a shared game's
link when a game replaces it (`link_left`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeGuard

from ..common.effects import Effect, Result
from ..common.events import KeyEscape
from ..common.frozen import replace
from ..review import replay
from ..review.events import ReplayEvent
from ..review.state import ReplayPage
from ..review.view import stepped
from .state import Message, UiState, cursor, saved


def viewer(state: UiState) -> ReplayPage:
    """What the viewer reads of the page."""
    return ReplayPage(
        state.replay,
        state.analysis,
        state.tiles,
        state.dialog,
        state.generation,
        state.thinking,
        has_game=saved(state) is not None,
    )


def put(state: UiState, page: ReplayPage) -> UiState:
    """The page after a step of the viewer: its slice put back, and the message of a link refused."""
    refused = page.refused
    message = state.message if refused is None else Message(refused.title, refused.text, offers=refused.offers)
    table = state.table if page.tiles is state.tiles else page.tiles  # the score sheet's picked turn
    return replace(
        state,
        replay=page.replay,
        analysis=page.analysis,
        table=table,
        dialog=page.dialog,
        generation=page.generation,
        thinking=page.thinking,
        message=message,
    )


def captures(event: object, state: UiState) -> TypeGuard[ReplayEvent | KeyEscape]:
    """Whether `update_replay` handles `event`: the viewer's own, and (while it is open) Escape (a dialog open
    over it closes first)."""
    return replay.captures(event, state.replay is not None, state.dialog)


def update_replay(
    state: UiState, event: ReplayEvent | KeyEscape, next_turn: Callable[[UiState], Result[UiState]]
) -> Result[UiState]:
    """The viewer's events; `next_turn` (``shell/update.py``) sets your game going again on leaving."""
    before = viewer(state)
    page, effects = replay.update_replay(before, event)
    if page is before:
        return state, effects
    new = put(state, page)
    if page.resume:
        new, more = next_turn(new)
        effects = [*effects, *more]
    return new, effects


def link_left(state: UiState) -> list[Effect]:
    """A shared game leaves the address when its viewer goes (closed, or a new game begun): a reload shows yours."""
    return replay.link_left(state.replay)


def viewed(state: UiState) -> UiState:
    """The state to draw: yours, or (the viewer open) the game at the viewer's step."""
    if state.replay is None:
        return state
    table, notice = stepped(state.replay, cursor(state))
    return replace(state, table=table, notice=notice, error=None)
