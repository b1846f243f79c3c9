"""The scorer in the page's update (CPython): opened over the page, a tap on the board picks a square, the game's
inputs wait, a finished sheet is counted apart in the statistics, and leaving brings back the new-game form."""

from __future__ import annotations

from helpers import run_all

from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.enums import Dialog, SeatKind
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.learn.events import OpenLearn
from ginnyo.web.scorer import events as sev
from ginnyo.web.shell.events import Event, SubmitSetup
from ginnyo.web.shell.state import UiState, cursor, shown
from ginnyo.web.shell.update import update
from ginnyo.web.stats.totals import Stats, parse_stats, stats_json
from ginnyo.web.stats.view import stats_view
from ginnyo.web.tiles import events as tev


def run(state: UiState, *events: Event) -> tuple[UiState, list[Effect]]:
    return run_all(update, state, events)


def test_the_scorer_takes_the_boards_taps_and_the_game_waits() -> None:
    state, _ = run(UiState(dialog=Dialog.SETUP), sev.OpenScorer(link=True))
    assert state.scorer.open and state.dialog is None and state.generation == 1
    assert shown(state).tiles is None
    state, _ = run(state, tev.TapSquare("G8"), sev.PickTile("5H"), tev.Pass(), tev.KeyEnter())
    assert state.scorer.entry == "G8:5H" and state.scorer.tally is not None and state.scorer.tally.entries == ()
    _, effects = run(state, sev.PickTile("5S"))  # a refusal is said through the page's one live region
    assert fx.Announce("Tap a square of the board first, then pick its tile.") in effects
    state, _ = run(state, sev.TypeEntry("G8:5H H8:5S I8:5D"), tev.KeyEnter())  # Enter on the board scores it
    assert state.scorer.tally is not None and state.scorer.tally.totals() == (15, 0)
    state, _ = run(state, tev.TapSquare("J8"), sev.PickTile("5C"), KeyEscape())  # Escape takes it back
    assert state.scorer.placed == () and state.scorer.entry == ""


def test_arrow_keys_move_the_square_picked_and_the_cursor_follows() -> None:
    state, _ = run(UiState(), sev.OpenScorer(link=True), tev.MoveCursor(1, 0), tev.MoveCursor(0, -1))
    assert state.scorer.square == "I7" and cursor(state) == "I7"
    state, _ = run(state, tev.MoveCursor(-20, 0))
    assert state.scorer.square == "A7"


def test_a_new_game_or_the_lessons_close_the_scorer_and_keep_its_sheet() -> None:
    state, _ = run(UiState(), sev.OpenScorer(link=True), sev.TypeEntry("G8:5H H8:5S I8:5D"), sev.Commit())
    sheet = state.scorer.tally
    learning, effects = run(state, OpenLearn())
    assert learning.learn.open and not learning.scorer.open and learning.scorer.tally == sheet
    assert fx.ScoreLink(False) in effects
    seats = (("You", SeatKind.HUMAN), ("Bo", SeatKind.HUMAN))
    playing, effects = run(state, SubmitSetup(seats, "7", 0))
    assert playing.tiles is not None and not playing.scorer.open and playing.scorer.tally == sheet
    assert fx.ScoreLink(False) in effects


def test_a_finished_sheet_is_counted_apart_from_the_games_played_here() -> None:
    state, _ = run(UiState(), sev.OpenScorer(link=True), sev.TypeEntry("G8:5H H8:5S I8:5D"), sev.Commit())
    while state.scorer.tally is not None and state.scorer.tally.over() is None:
        state, _ = run(state, sev.NoPlayTurn(True))
    state, effects = run(state, sev.RemainsPoints("0"), sev.RemainsPoints("3"))
    assert state.stats.stats.table == 1 and state.stats.stats.games == 0
    assert fx.SaveStats() in effects and fx.CountScored() not in effects
    assert parse_stats(stats_json(state.stats.stats)).table == 1
    assert "1 game scored at a real table (not counted above)" in stats_view(state.stats).lines
    older = stats_json(Stats()).replace(', "table": 0', "")
    assert parse_stats(older).table == 0  # statistics written before the scorer


def test_leaving_the_scorer_without_a_game_opens_the_new_game_form() -> None:
    state, effects = run(UiState(), sev.OpenScorer(link=True), sev.LeaveScorer())
    assert not state.scorer.open and state.dialog is Dialog.SETUP and fx.ScoreLink(False) in effects
    assert state.scorer.tally is not None  # the sheet is kept
