"""Exact endgames on the page: the hint, the review row, the analysis and the computer seat say the same.

`pass_position` is seed 7 of medium self-play, 33 turns in: B holds 2♥ alone and could play it for 4 points,
but passing ends the game 6 points better for B (the solver's value, which `tests/test_endgame.py` checks against
a brute force). The page's hint says "pass", marks it exact and says why in words; a review of B playing 2♥
there gives the same advice, exact, with the solved values; the computer seat in B's place passes. The same
agreement holds on the empty-pile positions of `tests/test_endgame.py` (`positions`).
"""

from __future__ import annotations

import functools

import pytest
from computer_turns import analysis_found, computer_action, hint_found
from test_endgame import positions
from test_web_seats import Page, run_alone
from test_web_update import run

from ginnyo.ai.analysis import Basis, Forgone, TurnReview, analyse, hint
from ginnyo.ai.expert import Expert
from ginnyo.rules import Action, Game
from ginnyo.rules.actions import EXCHANGE, PASS
from ginnyo.rules.plays import parse_play
from ginnyo.rules.steps import drain
from ginnyo.web.coach.events import AskHint
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import FindAnalysis, FindHint
from ginnyo.web.common.enums import SeatKind, Thinking
from ginnyo.web.common.frozen import replace
from ginnyo.web.computer import choice
from ginnyo.web.computer.choice import Hinted, ReviewAsked
from ginnyo.web.review.analysis_view import analysis_view
from ginnyo.web.review.events import OpenReview
from ginnyo.web.review.view import replay_view
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.view_controls import preview_view
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.reasons import forgone_text
from ginnyo_dev.endgame_bench import self_played

EXACT = ("exact", "Solved exactly to the end of the game.")
REASON = "Solved to the end of the game: passing ends 6 points better for you than the best play, H10:2♥ (4 points)."


@functools.cache
def pass_position() -> Game:
    """Seed 7, medium against medium, 33 turns in: B to move, the pile empty (see the module's docstring)."""
    return self_played(7, 33)


def at_table(game: Game, mover: SeatKind) -> UiState:
    """`game` on the page, its seat to move a `mover`, the other an expert; thinking long, so the budget is the
    solver's node count and not this machine's load."""
    kinds = tuple(mover if seat == game.current else SeatKind.EXPERT for seat in range(2))
    state, _ = run(UiState(), ev.Resume(Session(game.clone(), kinds)))
    return replace(state, settings=replace(state.settings, thinking=Thinking.LONG))


def page_hint(game: Game) -> Hinted:
    """The hint as the page's driver works it out for a person to move in `game`."""
    hinted = run_alone(Page(at_table(game, SeatKind.HUMAN)).driver.hint(game.clone()))
    assert isinstance(hinted, Hinted)
    return hinted


def computer_choice(game: Game) -> Action:
    """What an expert seat to move in `game` plays, through the page's driver and `update`."""
    page = Page(UiState())
    run_alone(page.settle(ev.Resume(Session(game.clone(), (SeatKind.EXPERT, SeatKind.EXPERT)))))
    action = page.moves()[0].action
    assert isinstance(action, Action)
    return action


def reviewed(game: Game, played: Action) -> tuple[str, bool]:
    """The review's advice for the turn `played` in `game`, and whether it is exact."""
    after = game.clone()
    after.apply(played)
    row = analyse(after, start=len(game.log), stop=len(game.log) + 1)[0]
    return row.advice, row.exact


def test_an_exact_pass_hint_shows_its_mark_and_says_why_in_words() -> None:
    state, effects = run(at_table(pass_position(), SeatKind.HUMAN), AskHint())
    find = effects[0]
    assert isinstance(find, FindHint)
    found = hint_found(state, find)
    assert found.action == Action.pass_turn() and found.exact and found.forgone is not None
    state, effects = run(state, found)
    preview = preview_view(state, screen(state))
    assert (preview.message, preview.mark, preview.reason) == ("Hint: pass", EXACT, REASON)
    assert effects == [fx.Save(), fx.Announce(f"Hint: pass. {REASON}")]  # the reason says it was solved


def test_an_exact_play_hint_is_marked_without_a_reason() -> None:
    game = pass_position().rewound(32)  # A to move, holding 7♥ 2♦ 10♦: the solver plays 7♥
    state, effects = run(at_table(game, SeatKind.HUMAN), AskHint())
    assert isinstance(effects[0], FindHint)
    state, effects = run(state, hint_found(state, effects[0]))
    preview = preview_view(state, screen(state))
    assert (preview.message, preview.lines, preview.mark, preview.reason) == ("Hint: 7 points", ("D3:7♥",), EXACT, "")
    assert fx.Announce(f"Hint: 7 points, D3:7♥. {EXACT[1]}") in effects


def test_the_review_of_a_play_where_passing_was_better_is_exact_and_worded() -> None:
    """B plays 2♥ where the solver passes: the analysis table marks the row exact, counts the 6 points the play
    lost to the end of the game (though it was the best play by score), its reason gives the solved values, and the
    viewer's text for that turn says it was solved exactly."""
    game = pass_position().clone()
    game.apply(Action.play(parse_play("H10:2H")))
    while not game.over:
        game.apply(game.legal_actions()[0])
    state, effects = run(UiState(), ev.Resume(Session(game, (SeatKind.EXPERT, SeatKind.EXPERT))), OpenReview())
    find = effects[0]
    assert isinstance(find, FindAnalysis)
    state, _ = run(state, analysis_found(find, ReviewAsked()), analysis_found(find, ReviewAsked(True, 33, 34)))
    view = analysis_view(state.replay, state.analysis)
    assert view is not None
    row = view.rows[33]
    assert (row.advice, row.lost, row.mark) == ("pass (0)", "6", EXACT)  # by the solved values, not by score
    assert row.reason == (
        "It scores 4 points less now. Solved to the end of the game, both playing their best: the score difference "
        "from here ends at 10 for it against 4 for yours."
    )
    assert all(other.mark == ("", "") for other in view.rows[:33])  # not asked yet, or the pile was not empty
    state, _ = run(state, ev.ShowTurn(34))
    said = replay_view(state.replay, state.analysis, True)
    assert said is not None and f"Expert: pass, 0 points. 6 points left on the table. {EXACT[1]} It " in said.review


@pytest.mark.parametrize("margin, words", [(1, "1 point better"), (7, "7 points better")])
def test_a_solved_reason_counts_its_points_in_the_right_form(margin: int, words: str) -> None:
    play = Action.play(parse_play("H10:2H"))
    forgone = Forgone(play, 1, ("2H",), margin, 0, Basis.SOLVED)
    assert f"passing ends {words} for you than the best play, H10:2♥ (1 point)." in forgone_text(
        Action.pass_turn(), forgone
    )
    searched = forgone_text(Action.exchange(("2H",)), replace(forgone, basis=Basis.SEARCHED))
    assert searched.startswith("Looking as many turns ahead as its time allowed, the expert finds that giving back 2♥")


def test_a_sampled_exchange_hint_gives_the_expert_s_own_estimates() -> None:
    """Seed 0, 8 turns of medium self-play in: the expert (sampling: the pile is not empty) gives all 8 tiles back
    though a 21-point play exists; the reason holds the best play by points and the expert's own estimates."""
    game = self_played(0, 8)
    told = hint(game)
    assert told.action.kind == EXCHANGE and not told.exact and told.forgone is not None
    best = game.legal_plays()[0]
    view, seed, expert = game.view(game.current), game.turn_seed(), Expert.coach()
    assert told.forgone == Forgone(
        Action.play(best.placements),
        best.total,
        (),
        round(expert.estimate(view, seed, told.action)),
        round(expert.estimate(view, seed, Action.play(best.placements))),
        Basis.SAMPLED,
    )
    assert told.margin > 0 and forgone_text(told.action, told.forgone).startswith("It gives back every tile rather ")


def test_a_sampled_reason_names_the_tiles_kept_and_both_estimates() -> None:
    play = Action.play(parse_play("H8:5S I8:5H J8:5D"))
    exchange = Action.exchange(("2D", "9C"))
    forgone = Forgone(play, 15, ("*", "6H"), 30, 21, Basis.SAMPLED)
    assert forgone_text(exchange, forgone) == (
        "It keeps ★ and 6♥ rather than play H8:5♠ I8:5♥ J8:5♦ (15 points). Played out over many draws (its points, "
        "less the replies, plus what the tiles kept are worth), the expert expects 30 for this against 21 for that "
        "play."
    )
    close = forgone_text(exchange, replace(forgone, kept=(), advice_value=20))
    assert close == (
        "It gives back every tile rather than play H8:5♠ I8:5♥ J8:5♦ (15 points). Played out over many draws, the "
        "expert finds the two close: 20 for this against 21 for that play."
    )


def agreement(game: Game, hinted: Hinted, chosen: Action) -> None:
    """The hint, the review of a turn there (the hint's or another), and the computer seat's choice agree."""
    assert hinted.exact and chosen == hinted.action
    assert reviewed(game, hinted.action) == (str(hinted.action), True)
    other = next(a for a in game.legal_actions() if a != hinted.action)
    assert reviewed(game, other) == (str(hinted.action), True)
    if hinted.action.kind == PASS and game.legal_plays():
        assert hinted.forgone is not None and hinted.forgone.basis is Basis.SOLVED and hinted.forgone.points > 0


def test_hint_review_and_computer_agree_on_the_pass_position_through_the_driver() -> None:
    game = pass_position()
    agreement(game, page_hint(game), computer_choice(game))


@pytest.mark.slow
@pytest.mark.parametrize("index", range(8))
def test_hint_review_and_computer_agree_on_the_endgame_positions(index: int) -> None:
    """The same work as the driver's, drained: its thinking time is wall-clock, which a busy machine would make
    the limit; drained, the solver's node budget alone decides (the same for the hint and the computer)."""
    game = positions()[index]
    state = at_table(game, SeatKind.EXPERT)
    agreement(game, drain(choice.hint(game.clone())), computer_action(state))


def test_a_review_row_keeps_exact_through_json_and_refuses_a_wrong_type() -> None:
    row = TurnReview(34, 1, "B", "play H10:2H", 4, "play H10:2H", 4, "pass", 0, 4, 10, "2H", "", True)
    data = row.to_json()
    assert data["lost"] == 6 and TurnReview.from_json(data) == row
    with pytest.raises(ValueError, match="wrong types"):
        TurnReview.from_json({**data, "exact": 1})
