"""Update step of the settings (no PyScript): the panel, the zoom toggle and the sound button."""

from __future__ import annotations

from dataclasses import replace

from . import events as ev
from .placing import Result, unchanged
from .state import UiState


def update_settings(state: UiState, event: ev.ChangeSetting | ev.ToggleZoom | ev.ToggleSound) -> Result:
    """The settings panel, the zoom toggle and the sound button: how the page looks and sounds, never the game."""
    if isinstance(event, ev.ToggleZoom):
        return replace(state, zoomed=not state.zoomed), []
    if isinstance(event, ev.ToggleSound):
        event = ev.ChangeSetting("sound", "off" if state.settings.sound else "on")
    settings = state.settings.changed(event.name, event.value)
    if settings == state.settings:
        return unchanged(state)
    return replace(state, settings=settings), [ev.SaveSettings()]
