"""The player's settings without a browser: stored as JSON, changed only through `update`."""

from __future__ import annotations

import json
import re
from pathlib import Path

from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import SeatKind, Speed, Thinking
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import (
    SetAnimations,
    SetAskKnock,
    SetLanguage,
    SetSound,
    SetSpeed,
    SetTheme,
    SetThinking,
    Settings,
    Theme,
    setting_change,
)
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


def test_a_changed_setting_is_saved_and_an_unchanged_one_saves_nothing() -> None:
    state, effects = update(UiState(), ev.ChangeSetting(SetTheme(Theme.DARK)))
    assert state.settings.theme is Theme.DARK
    assert effects == [fx.SaveSettings()]
    state, effects = update(state, ev.ChangeSetting(SetAnimations(False)))
    assert state.settings == Settings(theme=Theme.DARK, animations=False)
    assert effects == [fx.SaveSettings()]
    assert update(state, ev.ChangeSetting(SetTheme(Theme.DARK))) == (state, [])
    state, effects = update(state, ev.ToggleSound())
    assert state.settings.sound and effects == [fx.SaveSettings()]


def test_a_control_is_read_once_into_a_typed_change_and_an_unknown_one_is_refused() -> None:
    assert setting_change("theme", "dark") == SetTheme(Theme.DARK)
    assert setting_change("speed", "slow") == SetSpeed(Speed.SLOW)
    assert setting_change("animations", False) == SetAnimations(False)
    assert setting_change("sound", True) == SetSound(True)
    assert setting_change("ask_knock", True) == SetAskKnock(True)
    assert setting_change("language", "sv") == SetLanguage("sv")
    for name, value in (("theme", "purple"), ("speed", "warp"), ("language", "xx"), ("volume", "11"), ("sound", "on")):
        assert setting_change(name, value) is None, name


def test_settings_and_not_the_zoom_outlive_a_new_game() -> None:
    state, _ = update(UiState(), ev.ChangeSetting(SetSpeed(Speed.FAST)))
    state, effects = update(state, ev.ToggleZoom())
    assert state.zoomed and effects == []
    state, _ = update(state, ev.SubmitSetup((("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY)), "9", 0))
    assert state.tiles is not None
    assert state.settings.speed is Speed.FAST
    assert not state.zoomed


def test_the_wood_theme_is_chosen_kept_as_boot_js_reads_it_and_offered_in_the_page() -> None:
    assert setting_change("theme", "wood") == SetTheme(Theme.WOOD)
    state, effects = update(UiState(), ev.ChangeSetting(SetTheme(Theme.WOOD)))
    assert state.settings.theme is Theme.WOOD and effects == [fx.SaveSettings()]
    stored = state.settings.to_json()
    assert json.loads(stored)["theme"] == "wood" and Settings.from_json(stored).theme is Theme.WOOD
    page = (Path(__file__).resolve().parent.parent / "index.html").read_text(encoding="utf-8")
    select = page[page.index('<select id="theme"') : page.index("</select>", page.index('<select id="theme"'))]
    assert re.findall(r'<option value="(\w+)"', select) == [str(theme) for theme in Theme]
    css = (Path(__file__).resolve().parent.parent / "static" / "ginnyo.css").read_text(encoding="utf-8")
    assert all(f':root[data-theme="{theme}"]' in css for theme in Theme if theme is not Theme.SYSTEM)


def test_the_experts_thinking_time_is_a_setting_kept_with_the_others() -> None:
    assert Settings().thinking is Thinking.NORMAL and Thinking.NORMAL.seconds == 2.0
    assert setting_change("thinking", "long") == SetThinking(Thinking.LONG)
    assert setting_change("thinking", "forever") is None
    settings = Settings(thinking=Thinking.SHORT)
    assert Settings.from_json(settings.to_json()) == settings
    assert Settings.from_json('{"thinking": "forever"}').thinking is Thinking.NORMAL
    state, effects = update(UiState(), ev.ChangeSetting(SetThinking(Thinking.LONG)))
    assert state.settings.thinking.seconds == 5.0 and effects == [fx.SaveSettings()]


def test_stun_servers_are_kept_only_as_webrtc_takes_them() -> None:
    from ginnyo.web.shell.settings import SetStun, Settings, setting_change, stun_servers

    typed = "stun:stun.example.org:3478, nonsense  stun:[2001:db8::1]:19302 stun:stun.example.org:3478 http://x"
    assert stun_servers(typed) == ("stun:stun.example.org:3478", "stun:[2001:db8::1]:19302")
    assert setting_change("stun", typed) == SetStun(stun_servers(typed))
    settings = Settings().changed(SetStun(("stun:a.example:1",)))
    assert Settings.from_json(settings.to_json()).stun == ("stun:a.example:1",)
    assert Settings().stun == ()  # none by default: nothing is asked of another host
