"""The exact endgame solver against a brute force written apart: plain minimax over `Game.clone`/`apply`, no
pruning, no table, on empty-pile positions from seeded self-play."""

from __future__ import annotations

import functools

import pytest

from ginnyo.ai import Expert, endgame, make_player
from ginnyo.ai.analysis import analyse, hint
from ginnyo.ai.endgame import Solver, root_state, solve, solve_steps
from ginnyo.rules import Game
from ginnyo.rules.actions import PASS, PLAY, Action
from ginnyo.rules.steps import anytime, drain
from ginnyo_dev.endgame_bench import positions as bench_positions

MAX_TILES = 6
"""Tiles in both racks together at a test position: small enough for the brute force to take a second."""


def brute(game: Game) -> int:
    """The score difference still to come for the player to move, both playing best: every play, the pass (an
    exchange on an empty pile draws its tiles back, the same turn), or from 8 tiles every single discard."""
    seat, best = game.current, None
    rack = sorted({str(t) for t in game.rack})
    moves = [Action.play(p.placements) for p in game.legal_plays()]
    moves += [Action.pass_turn()] if game.can_pass() else [Action.exchange((t,)) for t in rack]
    for move in moves:
        child = game.clone()
        child.apply(move)
        if child.over:
            totals = child.totals()
            value = totals[seat] - totals[1 - seat] - (game.totals()[seat] - game.totals()[1 - seat])
        else:
            before = child.totals()[seat] - child.totals()[1 - seat]
            value = before - (game.totals()[seat] - game.totals()[1 - seat]) - brute(child)
        best = value if best is None else max(best, value)
    assert best is not None
    return best


@functools.cache
def positions() -> list[Game]:
    """The benchmark's positions: medium self-play, both racks holding `MAX_TILES` or fewer in all."""
    return bench_positions(8, MAX_TILES)


def test_there_are_positions() -> None:
    assert len(positions()) >= 5


@pytest.mark.slow
@pytest.mark.parametrize("index", range(8))
def test_solver_equals_brute_force(index: int) -> None:
    game = positions()[index]
    solution = solve(game.view(game.current))
    assert solution.exact
    assert solution.value == brute(game)
    # the line's first action is worth the value, as the brute force sees it after it
    child = game.clone()
    child.apply(solution.action)
    seat = game.current
    gained = child.totals()[seat] - child.totals()[1 - seat] - (game.totals()[seat] - game.totals()[1 - seat])
    assert solution.value == (gained if child.over else gained - brute(child))


BEFORE_MEMO = [
    (8, "play A3:3C B3:3D C3:3H", 188),
    (0, "play D1:5S", 169),
    (8, "play A5:2S", 340),
    (1, "play G10:6C", 247),
    (-20, "play L7:JS", 1297),
    (-3, "pass", 2),
    (2, "play A9:KD", 760),
    (-12, "play D13:8S", 111),
]
"""Each position's value, choice and nodes searched, measured on the solver before its `Memo` (66a13c8)."""


def test_the_memo_changes_no_result() -> None:
    """The boards and moves made once (`endgame.Memo`) save time only: the same values, choices and nodes."""
    found = []
    for game in positions():
        solution = solve(game.view(game.current))
        found.append((solution.value, str(solution.action), solution.nodes))
    assert found == BEFORE_MEMO


def test_a_search_keeps_a_bounded_number_of_board_analyses(monkeypatch: pytest.MonkeyPatch) -> None:
    """The boards' move generation (tens of kilobytes each) is kept for the last `ANALYSED` boards only, and the
    answer is the same as with every analysis kept."""
    game = positions()[4]
    unbounded = solve(game.view(game.current))
    monkeypatch.setattr(endgame, "ANALYSED", 8)
    solver = Solver()
    bounded = drain(solver.root_steps(root_state(game.view(game.current))))
    boards = [board for board, _ in solver.memo.boards.values()]
    assert len(boards) > 8 * 8
    assert sum(board._position is not None for board in boards) <= 8
    assert (bounded.value, bounded.action, bounded.nodes) == (unbounded.value, unbounded.action, unbounded.nodes)


def test_solver_never_passes_below_a_play() -> None:
    """The solver never prefers passing to a play worth more."""
    for game in positions()[:4]:
        solution = solve(game.view(game.current))
        play = solution.best_play()
        if solution.action.kind == PASS:
            assert play is None or play[1] <= solution.value


def test_anytime_answers_with_a_legal_action() -> None:
    game = positions()[0]
    view = game.view(game.current)
    action = anytime(solve_steps(view)).action
    assert action.kind in (PLAY, PASS, "exchange")
    game.clone().apply(action)


@pytest.mark.slow
def test_expert_loses_nothing() -> None:
    for game in positions()[:4]:
        view = game.view(game.current)
        chosen = Expert.coach().decide(view, game.turn_seed())
        values = dict((str(a), v) for a, v in solve(view).values)
        assert values[str(chosen)] == solve(view).value


@pytest.mark.slow
def test_hard_never_passes_below_a_play() -> None:
    for game in positions():
        view = game.view(game.current)
        solution = solve(view)
        chosen = make_player("hard").decide(view, game.turn_seed())
        play = solution.best_play()
        if chosen.kind == PASS and play is not None:
            assert dict((a.kind, v) for a, v in solution.values)[PASS] >= play[1]


@pytest.mark.slow
def test_hint_and_review_agree_with_the_computer() -> None:
    for game in positions()[:4]:
        view = game.view(game.current)
        told = hint(game)
        assert told.exact
        assert told.action == Expert().decide(view, game.turn_seed()) == Expert.coach().decide(view, 0)
        finished = game.clone()
        finished.apply(told.action)
        review = analyse(finished, start=len(game.log), stop=len(game.log) + 1)[0]
        assert review.advice == str(told.action)
        if told.action.kind == PASS and solve(view).best_play() is not None:
            assert told.margin > 0
