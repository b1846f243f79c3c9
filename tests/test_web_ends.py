"""The end screens without a browser: a won game or match cheered, a lost one's costliest turn or hand, Play again.

Ginny-O games are played out by the engine's first legal action (seed 22: Ann, the human, wins; seed 3:
Robo wins), or with Ann's third-best plays (`imperfect`). Gin Rummy matches have you play at the easy
level against the medium computer (seed 21: you win in one hand; seed 3: the computer wins, its biggest
hand the ninth, 45 points).
"""

from __future__ import annotations

from dataclasses import replace

from test_web_replay import analysis_answer, played, resumed
from test_web_update import DUO, SOLO, run

from ginnyo.ai.analysis import TurnReview, analyse
from ginnyo.ginrummy.ai import choose_action
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import FindAnalysis
from ginnyo.web.common.enums import Cue, Dialog, GinLevel, SeatKind
from ginnyo.web.common.table import Stage
from ginnyo.web.review.events import OpenReview
from ginnyo.web.review.state import analysed_record
from ginnyo.web.rummy.match_end import match_end_view
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.rummy.state import GinUi
from ginnyo.web.rummy.update import match_won
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.view_dialogs import cheering, costliest, end_view
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.ends import cheer_text, costliest_turn_text, match_cheer_text, working_out_text


def review(turn: int, seat: int, score: int, best_score: int) -> TurnReview:
    return TurnReview(turn, seat, "Ann", "pass", score, "play H8:5S", best_score, "", 0, 0, 0, "", "")


def test_the_costliest_turn_is_the_players_own_that_lost_most_the_first_of_equals() -> None:
    rows = (review(1, 0, 10, 30), review(2, 1, 0, 90), review(3, 0, 5, 25), review(5, 0, 40, 40))
    found = costliest(rows, 0)
    assert found is not None and found.turn == 1  # 20 lost at turns 1 and 3: the first; turn 2 is Robo's
    assert costliest((review(1, 0, 30, 30),), 0) is None
    assert costliest_turn_text(None).startswith("Each of your turns scored as much as the best play")


def test_an_exact_row_costs_what_the_solved_values_say_and_is_worded_so() -> None:
    """A pass where the solver plays: it scored as much as the best play by score (a pass may lose 0 that way),
    but lost 6 to the end of the game; without it, the lesson does not claim every turn was best by score."""
    exact = replace(review(4, 0, 0, 4), advice="play H10:2H", advice_score=4, played_value=4, advice_value=10)
    exact = replace(exact, exact=True)
    assert costliest((review(1, 0, 10, 12), exact), 0) == exact
    assert costliest_turn_text(exact) == (
        "Turn 4 cost you most: solved to the end of the game, H10:2♥ would have ended 6 points better."
    )
    agreed = replace(exact, advice="pass", advice_score=0, played_value=0, advice_value=0)
    assert agreed.lost == 0 and costliest((agreed,), 0) is None
    assert costliest_turn_text(None, solved=True).startswith("None of your turns lost a point")


def test_a_won_game_is_cheered_and_not_analysed() -> None:
    state = resumed(played(SOLO, 22))
    end = end_view(state, screen(state))
    assert state.dialog is Dialog.END and end is not None
    assert end.winners == "Ann wins" and end.cheer == cheer_text() and end.lesson == ""
    assert state.analysis is None and cheering(state, screen(state))
    closed, _ = run(state, ev.CloseDialog())
    assert not cheering(closed, screen(closed))


def imperfect(seed: int) -> Session:
    """A finished game where Ann plays her third-best play when she can (seed 22: she loses, turn 10 costs 111)."""
    session = Session.new(list(SOLO), seed)
    game = session.game
    while not game.over:
        game.apply(game.legal_actions()[2 if game.current == 0 and len(game.legal_plays()) > 2 else 0])
    return session


def test_a_lost_game_names_the_costliest_turn_once_the_analysis_comes() -> None:
    session = imperfect(22)
    state, effects = run(UiState(), ev.Resume(session))
    find = next(e for e in effects if isinstance(e, FindAnalysis))
    assert find == FindAnalysis(analysed_record(session), session.game, 0)
    end = end_view(state, screen(state))
    assert end is not None and end.winners == "Robo wins" and end.cheer == "" and end.lesson == working_out_text()
    assert not cheering(state, screen(state))
    again, effects = run(state, ev.PointerUsed())  # already asked: not again
    assert not any(isinstance(e, FindAnalysis) for e in effects)
    state, _ = run(again, analysis_answer(find))
    mine = [r for r in analyse(session.game, advice=False) if r.seat == 0]
    worst = max(r.lost for r in mine)
    expected = next(r for r in mine if r.lost == worst)
    end = end_view(state, screen(state))
    assert end is not None and end.lesson == costliest_turn_text(expected)
    assert expected.turn == 10 and end.lesson.startswith("Turn 10 cost you most: you scored ")
    viewing, _ = run(state, OpenReview())  # the viewer goes on with the same analysis
    assert viewing.analysis is not None and viewing.analysis.rows == state.analysis.rows


def test_a_loss_without_a_costly_turn_says_so() -> None:
    session = played(SOLO, 3)  # Ann always plays the best by score, and still loses
    state, effects = run(UiState(), ev.Resume(session))
    state, _ = run(state, analysis_answer(next(e for e in effects if isinstance(e, FindAnalysis))))
    end = end_view(state, screen(state))
    assert end is not None and end.lesson == costliest_turn_text(None)


def test_a_game_between_humans_cheers_its_winner_and_teaches_nobody() -> None:
    state = resumed(played(DUO, 3))
    end = end_view(state, screen(state))
    assert end is not None and end.cheer == cheer_text() and end.lesson == "" and state.analysis is None


def test_play_again_deals_a_new_game_for_the_same_players_once_the_game_is_over() -> None:
    session = played(SOLO, 3)
    state = resumed(session)
    again, effects = run(state, ev.PlayAgain(7))
    new = again.tiles.session if again.tiles is not None else None
    assert new is not None and new.game.seed == 7 and not new.game.over and new.game.names == session.game.names
    assert new.kinds == (SeatKind.HUMAN, SeatKind.EASY) and again.dialog is None and again.analysis is None
    assert again.generation == state.generation + 1 and fx.Save(fresh=True) in effects
    playing = resumed(played(SOLO, 3, turns=4))
    assert run(playing, ev.PlayAgain(7)) == (playing, [])  # a game in progress is never replaced by it


def finished_match(seed: int) -> GinSession:
    session = GinSession.new(GinLevel.MEDIUM, seed)
    game = session.game
    while not game.over:
        game.apply(choose_action(game.view(game.current), ("easy", "medium")[game.current], len(game.actions)))
    return session


def test_a_won_match_is_cheered_with_the_fanfare() -> None:
    session = finished_match(21)
    state = resumed_match(session)
    end = match_end_view(state.rummy)
    assert state.dialog is Dialog.GIN_RESULT and end is not None and end.cheer == match_cheer_text()
    assert end.lesson == "" and cheering(state, screen(state))
    gin = GinUi(session)
    assert match_won(Stage(gin, sound=True), gin, 0) == [fx.PlaySound(Cue.FANFARE)]
    assert match_won(Stage(gin, sound=False), gin, 0) == [] and match_won(Stage(gin, sound=True), gin, 1) == []
    closed, _ = run(state, ev.CloseDialog())  # the finished table: the match's end is no longer shown
    assert match_end_view(closed.rummy) is None and not cheering(closed, screen(closed))


def resumed_match(session: GinSession) -> UiState:
    state, _ = run(UiState(), ev.Resume(session))
    return state


def test_a_lost_match_names_the_hand_that_cost_most_and_play_again_starts_one_at_the_same_level() -> None:
    session = finished_match(3)
    state = resumed_match(session)
    end = match_end_view(state.rummy)
    assert end is not None and end.cheer == "" and not cheering(state, screen(state))
    assert end.lesson == "The hand that cost you most: Computer (medium) won hand 9 with a knock: 45 points."
    gin = GinUi(session)
    assert match_won(Stage(gin, sound=True), gin, 8) == []
    again, _ = run(state, ev.PlayAgain(5))
    assert again.rummy is not None and again.rummy.session.level is GinLevel.MEDIUM
    assert again.rummy.session.game.seed == 5 and not again.rummy.session.game.over


def test_the_fanfare_plays_for_a_win_not_for_a_loss() -> None:
    assert played(SOLO, 22).human_won  # Ann wins
    assert not imperfect(22).human_won  # Robo wins
    assert not Session.new(list(SOLO), 22).human_won  # not over yet
