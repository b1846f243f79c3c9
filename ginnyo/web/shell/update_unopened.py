"""A stored game whose last open never finished (no PyScript): not reopened by itself, a choice offered instead.

The page marks in storage that it opens the stored game (and then the address's link) just before it does, and
takes the mark away once the game is drawn (`effects.MarkOpening`, `ClearOpening`, carried out by `app.py`). A
load that froze or crashed the page leaves the mark, so the next open does not load that save again by itself
(`page/persistence.saved_game` answers `NotReopened`): its dialog says so and offers "Try again" (marked again),
"Download the save" (as stored) and "Start a new game" (the form; the save is kept aside when the new game
replaces it, as an unreadable one is, and the mark goes once the new game is saved).
"""

from __future__ import annotations

from collections.abc import Callable

from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.enums import Dialog, Phase
from ..common.frozen import replace
from . import events as ev
from .state import UiState, Unopened

OpenSetup = Callable[[UiState, bool], Result[UiState]]


def update_unopened(state: UiState, event: ev.NotReopened | ev.UnopenedEvent, open_setup: OpenSetup) -> Result[UiState]:
    """`open_setup(state, first)` opens the new-game form, as the shell's update does."""
    unopened = state.unopened
    if isinstance(event, ev.NotReopened):
        return replace(
            state, phase=Phase.ERROR, dialog=Dialog.UNOPENED, unopened=Unopened(event.saved, stopped=event.stopped)
        ), []
    if unopened is None:
        return unchanged(state)
    match event:
        case ev.UnopenedDownloaded(filename):
            return replace(state, unopened=replace(unopened, downloaded=filename)), []
    if state.dialog is not Dialog.UNOPENED:
        return unchanged(state)
    match event:
        case ev.TryReopen():
            return replace(state, dialog=None), [fx.MarkOpening(), fx.OpenStored()]
        case ev.DownloadUnopened() if unopened.saved:
            return state, [fx.DownloadStored()]
        case ev.NewGameInstead():
            return open_setup(replace(state, dialog=None), True)
    return unchanged(state)


def cleared(state: UiState) -> list[Effect]:
    """A new game (or one loaded from a file) has replaced the unopened save (kept aside first, `keep_damaged`):
    its mark goes, after the new game's save."""
    return [fx.ClearOpening()] if state.unopened is not None else []
