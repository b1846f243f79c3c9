"""The player's settings without a browser: stored as JSON, changed only through `update`."""

from __future__ import annotations

from ginnyo.web.common.enums import Speed
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import Settings, Theme
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update


def test_settings_round_trip_through_json() -> None:
    settings = Settings(theme=Theme.DARK, speed=Speed.SLOW, animations=False)
    assert Settings.from_json(settings.to_json()) == settings


def test_damaged_or_missing_settings_fall_back_to_the_defaults() -> None:
    for text in (None, "", "not json", "[1, 2]", '{"theme": "purple", "speed": 3, "animations": "maybe"}'):
        assert Settings.from_json(text) == Settings()


def test_the_address_sets_the_speed_over_the_stored_one() -> None:
    stored = Settings(theme=Theme.LIGHT, speed=Speed.SLOW).to_json()
    assert Settings.from_json(stored, "?seed=1&speed=fast") == Settings(theme=Theme.LIGHT, speed=Speed.FAST)
    assert Settings.from_json(stored, "?speed=warp").speed is Speed.SLOW


def test_a_changed_setting_is_saved_and_an_unknown_value_changes_nothing() -> None:
    state, effects = update(UiState(), ev.ChangeSetting("theme", "dark"))
    assert state.settings.theme is Theme.DARK
    assert effects == [ev.SaveSettings()]
    state, effects = update(state, ev.ChangeSetting("animations", "off"))
    assert state.settings == Settings(theme=Theme.DARK, animations=False)
    assert effects == [ev.SaveSettings()]
    for event in (
        ev.ChangeSetting("theme", "purple"),
        ev.ChangeSetting("volume", "11"),
        ev.ChangeSetting("theme", "dark"),
    ):
        assert update(state, event) == (state, [])


def test_settings_and_not_the_zoom_outlive_a_new_game() -> None:
    state, _ = update(UiState(), ev.ChangeSetting("speed", "fast"))
    state, effects = update(state, ev.ToggleZoom())
    assert state.zoomed and effects == []
    state, _ = update(state, ev.SubmitSetup((("Ann", "human"), ("Robo", "easy")), "9", 0))
    assert state.session is not None
    assert state.settings.speed is Speed.FAST
    assert not state.zoomed
