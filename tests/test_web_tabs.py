"""Two tabs on one game without a browser: the autosave's compare-and-set and the read-only tab's update steps."""

from __future__ import annotations

import pytest
from helpers import run_all

from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, GinLevel, Phase, SeatKind
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.stored import Refused, read_stored
from ginnyo.web.common.tabs import Elsewhere, Seen, Stamp, clash, next_stamp
from ginnyo.web.learn.state import LearnUi
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.rummy.view import gin_screen
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update
from ginnyo.web.shell.update_tabs import banner_text, ignored, watching
from ginnyo.web.stats.events import StatsStored
from ginnyo.web.stats.totals import Stats
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_panel import turn_view

SOLO = [("Ann", SeatKind.HUMAN), ("Robo", SeatKind.EASY)]
MINE = Seen("game 11, turn 4", Stamp("a1", 4))


def run(state: UiState, *events: Event) -> tuple[UiState, list[fx.Effect]]:
    return run_all(update, state, events)


def session(seed: int) -> Session:
    return Session.new(list(SOLO), seed)


# -- compare-and-set ---------------------------------------------------------------------------------------


def test_a_tab_writes_over_what_it_saw_or_over_nothing() -> None:
    assert clash(MINE, Seen("game 11, turn 4", Stamp("a1", 4))) is None
    assert clash(MINE, Seen()) is None  # storage cleared: nothing newer to lose
    assert clash(Seen(), Seen()) is None  # a first game


def test_a_newer_save_or_another_game_refuses_the_write() -> None:
    assert clash(MINE, Seen("game 11, turn 5", Stamp("a1", 5))) is Elsewhere.NEWER
    assert clash(MINE, Seen("game 33, turn 0", Stamp("b7", 1))) is Elsewhere.OTHER
    assert clash(Seen(), Seen("game 33, turn 0", Stamp("b7", 1))) is Elsewhere.NEWER  # a tab that read nothing
    # a save written without its stamp (an older page): the text alone tells it changed
    assert clash(MINE, Seen("game 11, turn 6", Stamp("a1", 4))) is Elsewhere.NEWER
    assert clash(Seen("game 11, turn 4"), Seen("game 11, turn 5")) is Elsewhere.NEWER


def test_the_stamp_counts_writes_and_a_new_game_gets_a_new_id() -> None:
    assert next_stamp(MINE, False, "zz") == Stamp("a1", 5)
    assert next_stamp(MINE, True, "zz") == Stamp("zz", 1)
    assert next_stamp(Seen("an older page's save"), False, "zz") == Stamp("zz", 1)


def test_a_stamp_is_read_back_and_a_damaged_one_refused() -> None:
    stamp = Stamp("a1", 4)
    assert read_stored(stamp.to_json(), Stamp.from_json) == stamp
    for text in ('{"game": 3, "writes": 1}', '{"game": "a1", "writes": true}', '{"game": "a1"}', "[]", "not json"):
        assert isinstance(read_stored(text, Stamp.from_json), Refused), text


# -- the read-only tab -------------------------------------------------------------------------------------


def test_a_second_tab_shows_the_game_read_only_and_does_nothing_about_it() -> None:
    game = session(14)  # the computer moves first: a playing tab would start it
    _, playing = run(UiState(), ev.Resume(game))
    assert fx.StartComputer in {type(effect) for effect in playing}
    watching, effects = run(UiState(), ev.Watch(ev.Resume(game), Elsewhere.OPEN))
    assert watching.elsewhere is Elsewhere.OPEN and watching.tiles is not None and watching.tiles.session is game
    assert not watching.thinking and watching.dialog is None
    assert effects == [fx.Announce("This game is open in another tab, so here it is only shown.")]
    assert banner_text(watching) == "This game is open in another tab, so here it is only shown."


@pytest.mark.parametrize(
    "event",
    [
        tev.Play(),
        tev.TapRack(0),
        tev.KeyPlace(0),
        tev.Pass(),
        ev.OpenSetup(),
        ev.ChooseImport(),
        ev.Imported(session(12), "game.json"),
        ev.SubmitSetup(tuple(SOLO), "33", 0),
        ev.ExportGame(),
    ],
)
def test_a_tab_that_watches_takes_no_input(event: Event) -> None:
    watching, _ = run(UiState(), ev.Watch(ev.Resume(session(12)), Elsewhere.OPEN))
    assert update(watching, event) == (watching, [])


def test_no_dialog_covers_the_banner() -> None:
    """The form (and any message) closes: "Play here" in the banner is the way on."""
    form, _ = run(UiState(), ev.OpenSetup(first=True))
    assert form.dialog is Dialog.SETUP
    watching, _ = run(form, ev.Watch(ev.OpenSetup(first=True), Elsewhere.OPEN))
    assert watching.dialog is None and watching.elsewhere is Elsewhere.OPEN
    failed, _ = run(UiState(), ev.Watch(ev.LoadFailed("not JSON"), Elsewhere.OPEN))
    assert failed.dialog is None and failed.phase is Phase.ERROR


def test_play_here_takes_the_game_and_plays_the_newest_save() -> None:
    watching, _ = run(UiState(), ev.Watch(ev.Resume(session(12)), Elsewhere.OPEN))
    assert run(watching, ev.PlayHere()) == (watching, [fx.TakeGame()])
    assert run(UiState(), ev.PlayHere()) == (UiState(), [])  # a tab that plays has nothing to take
    newest = session(14)
    playing, effects = run(watching, ev.Claimed(ev.Resume(newest)))
    assert playing.elsewhere is None and playing.tiles is not None and playing.tiles.session is newest
    assert fx.StartComputer(playing.generation) in effects and playing.generation > watching.generation
    moved, _ = run(playing, tev.Play())
    assert moved.elsewhere is None


def test_a_watching_tab_keeps_its_reason_until_the_game_is_taken() -> None:
    refused, _ = run(UiState(), ev.Watch(ev.Resume(session(33)), Elsewhere.OTHER, refused=True))
    expected = (
        "Another game was started in another tab: here it is only shown. Your last turn in this tab was not saved."
    )
    assert banner_text(refused) == expected
    followed, effects = run(refused, ev.Watch(ev.Resume(session(14)), Elsewhere.NEWER))  # the other tab plays on
    assert followed.elsewhere is Elsewhere.OTHER and followed.lost_turn and effects == []
    assert followed.tiles is not None and followed.tiles.session.game.seed == 14
    taken, effects = run(followed, ev.Watch(ev.Resume(session(14)), Elsewhere.MOVED))  # "Play here" there
    assert taken.elsewhere is Elsewhere.MOVED and not taken.lost_turn
    assert effects == [fx.Announce("This game is now played in another tab, so here it is only shown.")]


def test_stale_computer_answers_are_dropped_in_a_tab_that_watches() -> None:
    game = session(14)
    playing, _ = run(UiState(), ev.Resume(game))
    late = cev.ComputerMoved(playing.generation, 1, game.game.legal_actions()[0])
    moved, effects = run(playing, late)
    assert len(moved.tiles.session.game.log) == 1 and fx.Save() in effects  # as the tab that plays takes it
    assert moved.tiles.session.game.actions == [late.action]
    watching, _ = run(playing, ev.Watch(ev.Resume(game), Elsewhere.MOVED))
    assert update(watching, late) == (watching, [])


def test_a_tab_that_watches_takes_the_statistics_another_tab_stored() -> None:
    """Statistics stay shared: the playing tab counts a game, the watching one goes on from it."""
    watching, _ = run(UiState(), ev.Watch(ev.Resume(session(12)), Elsewhere.OPEN))
    elsewhere = Stats(games=3)
    after, _ = run(watching, StatsStored(elsewhere))
    assert after.stats.stats == elsewhere and after.elsewhere is Elsewhere.OPEN


def test_the_lessons_are_played_in_a_tab_that_watches_the_game() -> None:
    watcher = replace(UiState(), elsewhere=Elsewhere.OPEN)
    learning = replace(watcher, learn=LearnUi(open=True))
    assert watching(watcher) is Elsewhere.OPEN and ignored(watcher, ev.CloseDialog())
    assert watching(learning) is None and not ignored(learning, ev.CloseDialog()) and banner_text(learning) is None


def test_a_tab_that_watches_says_whose_turn_it_is_and_that_it_is_taken_elsewhere() -> None:
    game = session(12)
    playing, _ = run(UiState(), ev.Resume(game))
    assert turn_view(playing.tiles, screen(playing)).text == "Your turn, Ann."
    shown, _ = run(UiState(), ev.Watch(ev.Resume(game), Elsewhere.OPEN))
    turn = turn_view(shown.tiles, screen(shown), watching(shown) is not None)
    assert turn.text == "Ann's turn, in the tab that plays this game."
    match = GinSession.new(GinLevel.MEDIUM, 3)
    gin, _ = run(UiState(), ev.Watch(ev.Resume(match), Elsewhere.OPEN))
    gin_view = gin_screen(gin.rummy, gin.thinking, watching(gin) is not None)
    assert gin_view is not None and gin_view.turn.endswith("in the tab that plays this game.")
