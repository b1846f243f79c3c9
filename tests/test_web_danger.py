"""The preview's warning of a gin left to the next player, without a browser.

The position: seed 7 with You (human) against the medium computer, 8 turns of best plays in (as
`e2e/gameplay.mid_game_save(seed=7)` makes it). The H8 section holds 5 tiles (J♦ ★10♦ 9♦ 8♦ 7♦ on
row 8); your rack is 10♠ J♠ A♥ 6♥ 8♥ 6♦ K♣ ★.
"""

from __future__ import annotations

from test_web_update import run, tap_place

from ginnyo.rules import parse_play
from ginnyo.web.common.enums import PreviewState
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.settings import Settings, SetWarnGin, setting_change
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.view_controls import controls_view, preview_view
from ginnyo.web.tiles.session import Session

WARNING = "This leaves the section of H8 at 7 tiles: a 3-tile play there gives the next player gin, +100."


def position() -> UiState:
    session = Session.new([("You", "human"), ("Computer", "medium")], 7)
    game = session.game
    while len(game.log) < 8 or game.current != 0:
        game.apply(game.legal_actions()[0])
    state, _ = run(UiState(), ev.Resume(session))
    return state


def placed(state: UiState, play: str) -> UiState:
    for p in parse_play(play):
        state = tap_place(state, p)
    return state


def test_a_play_that_leaves_a_section_three_tiles_from_gin_is_warned_of() -> None:
    state = placed(position(), "J7:6H J8:6D")  # a group of 6s down column J: the section grows to 7 tiles
    view = preview_view(state, screen(state))
    assert view.state is PreviewState.LEGAL and view.message == "Legal play: 12 points"
    assert view.dangers == (WARNING,)
    assert controls_view(state, screen(state)).enabled["play"]  # a warning, never a refusal


def test_a_play_that_leaves_no_section_near_its_gin_is_not_warned_of() -> None:
    state = placed(position(), "B12:*9S C12:10S D12:JS")  # opens D12 with 3 tiles; H8 stays at 5, 5 from gin
    view = preview_view(state, screen(state))
    assert view.state is PreviewState.LEGAL and view.dangers == ()


def test_no_warning_for_a_draft_that_is_not_a_legal_play() -> None:
    state = placed(position(), "J7:6H")
    view = preview_view(state, screen(state))
    assert view.state is PreviewState.ILLEGAL and view.dangers == ()


def test_the_setting_turns_the_warning_off_and_is_kept() -> None:
    assert Settings().warn_gin  # on by default
    assert setting_change("warn_gin", False) == SetWarnGin(False)
    state, _ = run(placed(position(), "J7:6H J8:6D"), ev.ChangeSetting(SetWarnGin(False)))
    view = preview_view(state, screen(state))
    assert view.state is PreviewState.LEGAL and view.dangers == ()
    assert not Settings.from_json(state.settings.to_json()).warn_gin
    assert Settings.from_json('{"warn_gin": "no"}').warn_gin  # only a stored false turns it off
