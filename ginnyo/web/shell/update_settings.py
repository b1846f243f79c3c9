"""Settings changes (no PyScript): theme, speed, animations, sound, zoom and the page's language.

A new language re-words the page without touching the game: the views word everything again,
and the notice (the last turn) is said again in the new language.
"""

from __future__ import annotations

from ..common import effects as fx
from ..common.effects import Result, unchanged
from ..common.frozen import replace
from ..rummy import update as gin_update
from ..tiles.session import Session
from ..words.i18n import set_language
from ..words.texts import describe_turn, draw_text
from . import events as ev
from .settings import SetSound
from .state import UiState


def resumed_notice(session: Session) -> str:
    """What the notice says when a saved game comes back: its last turn, or the draw."""
    game = session.game
    return describe_turn(game.names, game.log[-1]) if game.log else draw_text(game.names, game.draws, game.starter)


def reworded(state: UiState) -> UiState:
    """The state's own words (the notice, a refusal) in the language now in use."""
    if state.rummy is not None:
        return replace(state, notice=gin_update.resumed_notice(state.rummy.session), error="")
    if state.tiles is not None:
        return replace(state, notice=resumed_notice(state.tiles.session), error="")
    return replace(state, error="")


def update_settings(state: UiState, event: ev.ChangeSetting | ev.ToggleZoom | ev.ToggleSound) -> Result[UiState]:
    """The settings panel, the zoom toggle and the sound button: how the page looks and sounds, never the game."""
    if isinstance(event, ev.ToggleZoom):
        return replace(state, zoomed=not state.zoomed), []
    change = SetSound(not state.settings.sound) if isinstance(event, ev.ToggleSound) else event.change
    settings = state.settings.changed(change)
    if settings == state.settings:
        return unchanged(state)
    if settings.language == state.settings.language:
        return replace(state, settings=settings), [fx.SaveSettings()]
    set_language(settings.language)
    return reworded(replace(state, settings=settings)), [fx.SaveSettings()]  # the page re-words its fixed texts
