"""A stored game whose last open never finished, without a browser: not reopened by itself, a dialog offers the way on.

The page marks in storage that it opens the stored game and takes the mark away once it is drawn (`app.py`); a mark
found at the next open (`page/persistence.saved_game`) is `NotReopened`. These are the update steps and the dialog's
view (`shell/update_unopened.py`, `shell/view_dialogs.unopened_view`).
"""

from __future__ import annotations

import pytest
from helpers import run_all

from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, Phase, SeatKind
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.common.tabs import Elsewhere
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.state import UiState, Unopened
from ginnyo.web.shell.update import update
from ginnyo.web.shell.view_dialogs import unopened_view
from ginnyo.web.shell.view_focus import first_control
from ginnyo.web.tiles.session import Session

SOLO = (("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY))


def run(state: UiState, *events: Event) -> tuple[UiState, list[fx.Effect]]:
    return run_all(update, state, events)


def stuck(saved: bool = True) -> UiState:
    state, effects = run(UiState(), ev.NotReopened(saved))
    assert effects == []  # nothing is read, nothing written: the player chooses first
    return state


def test_a_game_whose_last_open_never_finished_is_not_opened_and_the_dialog_says_so() -> None:
    state = stuck()
    assert state.dialog is Dialog.UNOPENED and state.phase is Phase.ERROR
    assert state.unopened == Unopened(saved=True) and state.tiles is None and state.rummy is None
    view = unopened_view(state)
    assert view is not None
    assert view.title == "Your game did not open last time"
    assert "stopped while it was opening your game" in view.text and "kept aside" in view.text
    assert view.buttons == ("Try again", "Download the save", "Start a new game")
    assert view.download and view.note == ""
    assert first_control(state) is None  # its first button, "Try again"
    assert unopened_view(UiState()) is None


def test_without_a_save_it_was_the_link_and_there_is_nothing_to_download() -> None:
    state = stuck(saved=False)
    view = unopened_view(state)
    assert view is not None and not view.download and "download" not in view.text
    assert run(state, ev.DownloadUnopened()) == (state, [])


def test_the_dialog_stays_until_a_choice_is_made() -> None:
    state = stuck()
    for event in (KeyEscape(), ev.CloseDialog()):
        assert run(state, event)[0].dialog is Dialog.UNOPENED


def test_try_again_marks_the_open_again_then_opens_the_stored_game() -> None:
    state, effects = run(stuck(), ev.TryReopen())
    assert state.dialog is None and effects == [fx.MarkOpening(), fx.OpenStored()]
    # the page reads the save and sends it as at start-up: the game is on, the dialog's state gone
    opened, _ = run(state, ev.Resume(Session.new(list(SOLO), 7)))
    assert opened.tiles is not None and opened.unopened is None and opened.dialog is None
    assert opened.phase is Phase.HUMAN


def test_download_offers_the_stored_save_and_says_where_it_went() -> None:
    state, effects = run(stuck(), ev.DownloadUnopened())
    assert effects == [fx.DownloadStored()] and state.dialog is Dialog.UNOPENED
    state, effects = run(state, ev.UnopenedDownloaded("ginnyo-save.json"))
    assert effects == [] and state.dialog is Dialog.UNOPENED  # the other choices are still there
    view = unopened_view(state)
    assert view is not None and view.note == "The save was downloaded as ginnyo-save.json."


def test_a_new_game_instead_opens_the_form_and_keeps_the_save_aside_before_replacing_it() -> None:
    form, effects = run(stuck(), ev.NewGameInstead())
    assert effects == [] and form.dialog is Dialog.SETUP and form.phase is Phase.SETUP
    assert not form.setup_can_cancel  # no game to go back to: the form or a reload (the dialog again)
    assert form.unopened is not None  # the save is still the stored one, marked, until a new game replaces it
    started, effects = run(form, ev.SubmitSetup(SOLO, "5", 0))
    assert started.tiles is not None and started.unopened is None
    # kept aside (or downloaded where there is no room), then the new game saved, then the mark taken away
    assert effects[:3] == [fx.KeepDamagedSave(), fx.Save(fresh=True), fx.ClearOpening()]


def test_a_game_loaded_from_a_file_instead_also_takes_the_mark_away() -> None:
    form, _ = run(stuck(), ev.NewGameInstead())
    _, effects = run(form, ev.Imported(Session.new(list(SOLO), 3), "game.json"))
    assert effects[:3] == [fx.KeepDamagedSave(), fx.Save(fresh=True), fx.ClearOpening()]


def test_a_game_begun_on_a_page_that_opened_normally_writes_no_mark() -> None:
    _, effects = run(UiState(), ev.OpenSetup(first=True), ev.SubmitSetup(SOLO, "5", 0))
    assert fx.ClearOpening() not in effects and fx.MarkOpening() not in effects


@pytest.mark.parametrize("event", [ev.TryReopen(), ev.DownloadUnopened(), ev.NewGameInstead()])
def test_the_choices_do_nothing_without_their_dialog(event: Event) -> None:
    playing, _ = run(UiState(), ev.Resume(Session.new(list(SOLO), 7)))
    assert run(playing, event) == (playing, [])
    assert run(UiState(), ev.UnopenedDownloaded("x.json")) == (UiState(), [])


def test_a_tab_that_watches_shows_no_dialog_and_play_here_meets_it_again() -> None:
    watching, _ = run(UiState(), ev.Watch(ev.NotReopened(), Elsewhere.OPEN))
    assert watching.elsewhere is Elsewhere.OPEN and watching.dialog is None
    assert run(watching, ev.TryReopen()) == (watching, [])  # the banner's "Play here" is the way on
    claimed, _ = run(watching, ev.Claimed(ev.NotReopened()))
    assert claimed.elsewhere is None and claimed.dialog is Dialog.UNOPENED
