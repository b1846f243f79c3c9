"""No tip over a lesson: while the lessons are open no tip shows and no tip's moment counts (the lesson is the one
teaching); a tip that was showing shows again, still unread, once they close."""

from __future__ import annotations

from test_web_update import SOLO, run, start

from ginnyo.web.learn.events import LeaveLearn, OpenLearn
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState
from ginnyo.web.tips.state import Tip, TipsUi
from ginnyo.web.tips.update import noticed
from ginnyo.web.tips.view import tip_view


def shown(state: UiState) -> str:
    return tip_view(state.tips, state.settings.tips, state.learn.open)


def test_a_lesson_hides_the_tip_showing_and_gives_it_back() -> None:
    game = start(SOLO, 9)
    assert game.tips.showing is Tip.START and shown(game)
    lesson, _ = run(game, OpenLearn("melds"))
    assert lesson.learn.open and shown(lesson) == ""
    assert tip_view(lesson.tips, True, False) == shown(game)  # hidden, not dismissed
    back, _ = run(lesson, LeaveLearn())
    assert not back.learn.open and back.tips.showing is Tip.START and shown(back) == shown(game)


def test_no_tips_moment_counts_during_a_lesson() -> None:
    game = start(SOLO, 9)
    assert game.tiles is not None
    tips, effects = noticed(TipsUi(), None, game.tiles, False, True, True)
    assert tips == TipsUi() and effects == []  # not shown, and not marked seen either
    tips, effects = noticed(TipsUi(), None, game.tiles, False, True, False)
    assert tips.showing is Tip.START and effects  # the same moment at the game shows it


def test_a_game_started_from_a_lesson_shows_its_tip_at_the_game() -> None:
    lesson, _ = run(UiState(), OpenLearn("melds"))
    assert shown(lesson) == "" and lesson.tips.showing is None
    left, _ = run(lesson, LeaveLearn())
    game, _ = run(left, ev.SubmitSetup(SOLO, "9", 0))
    assert not game.learn.open and game.tips.showing is Tip.START and shown(game)
