"""The computer thinks in slices: the players' stepwise forms give the plain answers, and the page's driver
(`Slicer`) pauses between slices, gives up past its cap and falls back when a think fails."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import pytest

from ginnyo.ai import choose_action, choose_steps
from ginnyo.ginrummy import Game as GinGame
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Game, record
from ginnyo.rules.steps import READY, Enough, Steps, anytime, drain
from ginnyo.web.common.messages import ChooseRequest, Chosen, read_answer
from ginnyo.web.computer import choice
from ginnyo.web.computer.slices import Slicer, TooLong, faulty


class Clock:
    """A clock that moves `tick` seconds each time it is read."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


T = TypeVar("T")


def run_alone(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` in a thread of its own: in the full run Playwright's sync API keeps a loop in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


def counting(n: int, answer: str) -> Steps[str]:
    for _ in range(n):
        yield
    return answer


def slicer(tick: float, pauses: list[int], cap_s: float = 10.0) -> Slicer:
    async def pause() -> None:
        pauses.append(1)

    return Slicer(pause, slice_s=0.010, cap_s=cap_s, clock=Clock(tick))


def test_the_slicer_pauses_once_a_slice_of_time_is_used_and_returns_the_answer() -> None:
    pauses: list[int] = []
    assert run_alone(slicer(0.004, pauses).run(counting(30, "done"))) == "done"
    assert 8 <= len(pauses) <= 15  # every two or three steps of 4 ms, never after each one
    quick: list[int] = []
    assert run_alone(slicer(0.0001, quick).run(counting(30, "done"))) == "done" and quick == []


def test_an_answer_after_a_long_slice_is_given_after_a_pause_and_a_quick_one_at_once() -> None:
    """The page draws an answer in the task that receives it: after most of a slice of thinking, a pause comes
    first, so the thinking and the drawing are two tasks, not one of both."""
    late: list[int] = []
    assert run_alone(slicer(0.003, late).run(counting(2, "done"))) == "done" and late == [1]
    at_once: list[int] = []
    assert run_alone(slicer(0.001, at_once).run(counting(2, "done"))) == "done" and at_once == []


def test_a_think_past_its_cap_stops_and_the_fallback_answers() -> None:
    pauses: list[int] = []
    closed: list[bool] = []

    def endless() -> Steps[str]:
        try:
            while True:
                yield
        finally:
            closed.append(True)

    run = slicer(0.5, pauses, cap_s=10.0).run_or_fallback(endless(), lambda: counting(3, "quick"))
    answer, fault = run_alone(run)
    assert answer == "quick" and isinstance(fault, TooLong) and closed == [True]


def test_a_think_that_fails_gives_way_to_the_fallback_and_says_why() -> None:
    answer, fault = run_alone(slicer(0.001, []).run_or_fallback(faulty("fail"), lambda: counting(2, "quick")))
    assert answer == "quick" and isinstance(fault, RuntimeError) and "fail" in str(fault)
    answer, fault = run_alone(slicer(0.001, []).run_or_fallback(counting(2, "own"), lambda: counting(2, "quick")))
    assert (answer, fault) == ("own", None)


def test_the_stepwise_players_yield_and_choose_as_the_plain_ones() -> None:
    game = Game(("Ann", "Bob"), seed=4)
    for _ in range(4):
        view, seed = game.view(game.current), game.turn_seed()
        steps = choose_steps(view, "hard", seed)
        slices = 0
        while True:
            try:
                next(steps)
                slices += 1
            except StopIteration as done:
                action = done.value
                break
        assert slices > 10 and action == choose_action(view, "hard", seed)
        game.apply(action)
    gin = GinGame(("Ann", "Bob"), seed=2)
    for _ in range(6):
        seen, seed = gin.view(gin.current), gin.turn_seed()
        assert drain(gin_ai.choose_steps(seen, "hard", seed)) == gin_ai.choose_action(seen, "hard", seed)
        gin.apply(gin_ai.choose_action(seen, "hard", seed))


def test_the_fallback_is_the_quick_legal_choice_of_either_game() -> None:
    game = Game(("Ann", "Bob"), seed=4)
    text = record.dumps(game)
    told = read_answer(drain(choice.fallback(ChooseRequest(text, 5, "hard").to_json())), Chosen.from_json)
    assert told == Chosen(str(choose_action(game.view(game.current), "medium", 5)))
    gin = GinGame(("Ann", "Bob"), seed=2)
    text = gin_record.dumps(gin)
    told = read_answer(drain(choice.fallback(ChooseRequest(text, 5, "hard").to_json())), Chosen.from_json)
    assert told == Chosen(str(gin_ai.choose_action(gin.view(gin.current), "baseline", 5)))


def pondering(ready_after: int, answer: str) -> Steps[str]:
    """An anytime think: `ready_after` plain pauses (its move generation), then READY pauses until it is told."""
    for _ in range(ready_after):
        yield
    best = "first"
    try:
        while True:
            yield READY
            best = answer
    except Enough:
        return best


def test_an_anytime_think_is_told_enough_at_a_ready_pause_once_its_budget_is_spent() -> None:
    pauses: list[int] = []
    assert run_alone(slicer(0.004, pauses).run(pondering(3, "better"), budget_s=0.1)) == "better"
    # its budget spent during the plain pauses, it is told only at the first READY one: it still answers
    assert run_alone(slicer(0.05, []).run(pondering(5, "better"), budget_s=0.01)) == "first"
    assert anytime(pondering(2, "better")) == "first"


def test_without_a_budget_a_think_that_never_ends_runs_into_the_cap() -> None:
    with pytest.raises(TooLong):
        run_alone(slicer(0.004, [], cap_s=1.0).run(pondering(0, "never")))
