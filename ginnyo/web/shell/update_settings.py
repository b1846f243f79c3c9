"""Settings changes (no PyScript): theme, speed, animations, sound, zoom and the page's language.

A new language re-words the page without touching the game or the state: its texts are `Words`, worded
when shown, and the page sets the language (`SetLanguage`) before it renders again.
"""

from __future__ import annotations

from ..common import effects as fx
from ..common.effects import Result, unchanged
from ..common.enums import Zoom
from ..common.frozen import replace
from ..common.text import Words
from ..tiles.session import Session
from ..words.texts import describe_turn, draw_text
from . import events as ev
from .settings import SetSound
from .state import UiState


def drawn(session: Session) -> Words:
    """Who drew what for the first turn, and who starts."""
    game = session.game
    return Words(draw_text, (game.names, tuple(tuple(drawn) for drawn in game.draws), game.starter))


def resumed_notice(session: Session) -> Words:
    """What the notice says when a saved game comes back: its last turn, or the draw."""
    game = session.game
    return Words(describe_turn, (game.names, game.log[-1])) if game.log else drawn(session)


def update_settings(state: UiState, event: ev.ChangeSetting | ev.ToggleZoom | ev.ToggleSound) -> Result[UiState]:
    """The settings panel, the zoom toggle and the sound button: how the page looks and sounds, never the game."""
    if isinstance(event, ev.ToggleZoom):
        return replace(state, zoom=Zoom.OUT if state.zoomed else Zoom.BUTTON, zoom_at=None), []
    change = SetSound(not state.settings.sound) if isinstance(event, ev.ToggleSound) else event.change
    settings = state.settings.changed(change)
    if settings == state.settings:
        return unchanged(state)
    language: list[fx.Effect] = []
    if settings.language != state.settings.language:  # the live region's last words are the old language's: gone
        language = [fx.SetLanguage(settings.language), fx.Announce("")]
    return replace(state, settings=settings), [*language, fx.SaveSettings()]
