"""The lessons on the page without a browser: opening one, a right and a wrong action on each table, Show me,
next and previous, leaving them for the game, and the progress stored (a damaged one refused)."""

from __future__ import annotations

from test_web_update import SOLO, run, start

from ginnyo.lessons import lessons
from ginnyo.rules import parse_action
from ginnyo.rules.layout import square_name
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, Mode, Phase
from ginnyo.web.common.stored import Refusal, Refused, read_stored
from ginnyo.web.learn.events import LeaveLearn, OpenLearn, ShowMe, StepLesson
from ginnyo.web.learn.progress import parse_progress, progress_json
from ginnyo.web.learn.state import LearnUi
from ginnyo.web.learn.view import learn_view
from ginnyo.web.rummy.events import GinAct, GinButton, GinCard, GinPile
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState, shown
from ginnyo.web.tiles import events as tev
from ginnyo.web.words.learn import WELL_DONE


def opened(name: str, state: UiState | None = None) -> UiState:
    state, _ = run(state or UiState(), OpenLearn(name))
    return state


def placed(state: UiState, action: str) -> UiState:
    """Tap each tile of the play `action` onto its square, as a player does."""
    for placement in parse_action(action).placements:
        assert state.learn.tiles is not None and state.learn.tiles.draft is not None
        draft = state.learn.tiles.draft
        face = "*" if placement.joker else str(placement.card)
        index = next(i for i, tile in enumerate(draft.rack) if tile == face and draft.square_of(i) is None)
        state, _ = run(state, tev.TapRack(index), tev.TapSquare(square_name(placement.square)))
        if placement.joker:
            state, _ = run(state, tev.ChooseJoker(str(placement.card)))
    return state


def test_the_list_then_a_lesson_at_its_position() -> None:
    state = opened("")
    assert state.learn.open and state.learn.lesson == "" and learn_view(state.learn).mode == "list"
    state = opened("bonuses", state)
    tiles = state.learn.tiles
    assert tiles is not None and tiles.draft is not None and state.phase is Phase.HUMAN
    assert sorted(tiles.draft.rack) == sorted(["8H", "9H", "6D", "8D", "9D", "2S", "KC", "4C"])
    assert shown(state).tiles is tiles and state.tiles is None  # the page's own game is not touched
    view = learn_view(state.learn)
    assert (view.mode, view.title, view.marks, view.first) == (
        "lesson",
        "Bonus squares",
        ("G7", "G9", "H10", "H6"),
        False,
    )
    assert opened("no-such-lesson").learn.lesson == ""


def test_a_right_play_is_done_and_stored() -> None:
    state = placed(opened("bonuses"), "play G7:6D G9:8D G10:9D")  # not the stored solution: any play that meets
    state, effects = run(state, tev.Play())
    verdict = state.learn.verdict
    assert verdict is not None and verdict.met and verdict.score is not None and verdict.score.total == 44
    assert "bonuses" in state.learn.done and fx.SaveProgress() in effects
    lines = learn_view(state.learn).feedback
    assert lines[0] == WELL_DONE and "44" in lines[1] and len(lines) > 2  # the score's breakdown
    assert state.learn.tiles is not None and state.learn.tiles.session.game.board_tiles  # the play stays on the board
    assert not any(isinstance(effect, fx.StartComputer) for effect in effects)  # no computer answers a lesson


def test_a_wrong_play_says_why_and_puts_the_tiles_back() -> None:
    state = placed(opened("bonuses"), "play G9:8D G10:9D")
    state, effects = run(state, tev.Play())
    verdict = state.learn.verdict
    assert verdict is not None and not verdict.met and state.learn.done == frozenset()
    assert state.learn.tiles is not None and state.learn.tiles.draft is not None and not state.learn.tiles.draft.placed
    assert "too little" in learn_view(state.learn).feedback[0] and fx.SaveProgress() not in effects
    assert any(isinstance(effect, fx.Announce) and "too little" in effect.text for effect in effects)


def test_show_me_lays_the_solution_out_to_play() -> None:
    state, _ = run(opened("joker"), ShowMe())
    tiles = state.learn.tiles
    assert tiles is not None and tiles.draft is not None and state.learn.shown
    assert set(tiles.draft.placed) == {"G9", "G10"} and tiles.draft.undeclared() == []
    state, _ = run(state, tev.Play())
    assert state.learn.verdict is not None and state.learn.verdict.met
    state, _ = run(opened("exchange"), ShowMe())
    assert state.learn.tiles is not None and state.learn.tiles.mode is Mode.EXCHANGE
    state, _ = run(state, tev.ConfirmExchange())
    assert state.learn.verdict is not None and state.learn.verdict.met


def test_gin_rummy_lessons_judge_the_first_action() -> None:
    state, _ = run(opened("gin-upcard"), GinAct(GinButton.PASS))
    assert state.learn.verdict is not None and not state.learn.verdict.met
    assert state.learn.gin is not None and len(state.learn.gin.session.game.actions) == 0  # the cards back
    state, _ = run(state, GinPile("upcard"))
    assert state.learn.verdict is not None and state.learn.verdict.met and "gin-upcard" in state.learn.done
    state, _ = run(opened("gin-discard"), ShowMe())
    assert state.learn.gin is not None and state.learn.gin.pick == "KC"
    state, _ = run(state, GinAct(GinButton.DISCARD))
    assert state.learn.verdict is not None and state.learn.verdict.met
    state, _ = run(opened("gin-discard"), GinCard("8S"), GinAct(GinButton.DISCARD))
    assert state.learn.verdict is not None and not state.learn.verdict.met


def test_next_and_previous_step_through_every_lesson() -> None:
    ids = [lesson.id for lesson in lessons()]
    state = opened(ids[0])
    assert learn_view(state.learn).first
    for name in ids[1:]:
        state, _ = run(state, StepLesson(1))
        assert state.learn.lesson == name
    assert learn_view(state.learn).last and learn_view(state.learn).next == "Play a game"
    assert learn_view(run(state, StepLesson(-1))[0].learn).next == "Next lesson"
    ended, _ = run(state, StepLesson(1))  # past the last lesson, the next step is a game: the new-game form
    assert not ended.learn.open and ended.dialog is Dialog.SETUP and ended.phase is Phase.SETUP
    state, _ = run(state, StepLesson(-1))
    assert state.learn.lesson == ids[-2] and state.learn.gin is not None


def test_leaving_gives_the_game_back_or_the_form() -> None:
    state, _ = run(opened("melds"), LeaveLearn())
    assert not state.learn.open and state.dialog is Dialog.SETUP and state.phase is Phase.SETUP
    game = start(SOLO, 9)
    state, _ = run(game, OpenLearn("melds"), tev.TapRack(0), LeaveLearn())
    assert state.tiles is not None and state.tiles.session == game.tiles.session  # type: ignore[union-attr]
    assert state.generation > game.generation and state.phase is Phase.HUMAN and shown(state).tiles is state.tiles
    state, _ = run(done_melds(state), ev.SubmitSetup(SOLO, "3", 0))  # a new game keeps the lessons done
    assert state.learn.done == frozenset({"melds"})


def done_melds(state: UiState) -> UiState:
    state = placed(opened("melds", state), "play G8:QH H8:KH I8:AH")
    state, _ = run(state, tev.Play(), LeaveLearn())
    return state


def test_progress_is_versioned_json_and_a_damaged_one_is_refused() -> None:
    text = progress_json(frozenset({"melds", "gin"}))
    assert read_stored(text, parse_progress) == frozenset({"melds", "gin"})
    assert read_stored('{"version": 1, "done": ["melds", "gone"]}', parse_progress) == frozenset({"melds"})
    for damaged in ("not json", '{"version": 2, "done": []}', '{"version": 1}', '{"version": 1, "done": [3]}', "[]"):
        refused = read_stored(damaged, parse_progress)
        assert isinstance(refused, Refused) and refused.reason is Refusal.UNREADABLE
    state = UiState(learn=LearnUi(damaged="not json"))
    assert learn_view(opened("", state).learn).damaged
    state, effects = run(placed(opened("melds", state), "play G8:QH H8:KH I8:AH"), tev.Play())
    assert effects.index(fx.KeepDamagedProgress()) < effects.index(fx.SaveProgress()) and state.learn.damaged is None
