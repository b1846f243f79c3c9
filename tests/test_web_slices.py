"""The computer thinks in slices: the players' stepwise forms give the plain answers, and the page's `Slicer`
pauses between slices and stops a think that raises, overflows the stack or thinks past its hard budget."""

from __future__ import annotations

import pytest
from helpers import Clock, run_alone

from ginnyo.ai import choose_action, choose_steps
from ginnyo.ginrummy import Game as GinGame
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.rules import Game
from ginnyo.rules.steps import READY, Enough, Steps, anytime, drain
from ginnyo.web.common.computer_events import Fault
from ginnyo.web.computer.slices import Slicer, ThinkFault, faulty


def counting(n: int, answer: str) -> Steps[str]:
    for _ in range(n):
        yield
    return answer


def slicer(tick: float, pauses: list[int]) -> Slicer:
    async def pause() -> None:
        pauses.append(1)

    return Slicer(pause, slice_s=0.010, clock=Clock(tick))


def test_the_slicer_pauses_once_a_slice_of_time_is_used_and_returns_the_answer() -> None:
    pauses: list[int] = []
    assert run_alone(slicer(0.004, pauses).run(counting(30, "done"), 10.0)) == "done"
    assert 8 <= len(pauses) <= 15  # every two or three steps of 4 ms, never after each one
    quick: list[int] = []
    assert run_alone(slicer(0.0001, quick).run(counting(30, "done"), 10.0)) == "done" and quick == []


def test_an_answer_after_a_long_slice_is_given_after_a_pause_and_a_quick_one_at_once() -> None:
    """The page draws an answer in the task that receives it: after most of a slice of thinking, a pause comes
    first, so the thinking and the drawing are two tasks, not one of both."""
    late: list[int] = []
    assert run_alone(slicer(0.003, late).run(counting(2, "done"), 10.0)) == "done" and late == [1]
    at_once: list[int] = []
    assert run_alone(slicer(0.001, at_once).run(counting(2, "done"), 10.0)) == "done" and at_once == []


def test_a_think_past_its_hard_budget_stops_and_is_closed() -> None:
    closed: list[bool] = []

    def endless() -> Steps[str]:
        try:
            while True:
                yield
        finally:
            closed.append(True)

    pauses: list[int] = []
    with pytest.raises(ThinkFault) as stopped:
        run_alone(slicer(0.5, pauses).run(endless(), 10.0))
    assert stopped.value.fault is Fault.TOO_LONG and closed == [True]
    assert len(pauses) <= 25  # stopped once 10 s of thinking were spent, not much later


def test_only_the_time_spent_thinking_counts_against_the_budget() -> None:
    """A tab in the background pauses for seconds between slices: that time is not the think's."""
    clock = Clock(0.001)

    async def long_pause() -> None:
        clock.now += 5.0

    slow = Slicer(long_pause, slice_s=0.010, clock=clock)
    assert run_alone(slow.run(counting(40, "done"), 1.0)) == "done"


@pytest.mark.parametrize(("kind", "fault"), [("fail", Fault.RAISED), ("overflow", Fault.OVERFLOW)])
def test_a_think_that_raises_or_overflows_the_stack_stops_and_says_which(kind: str, fault: Fault) -> None:
    with pytest.raises(ThinkFault) as stopped:
        run_alone(slicer(0.001, []).run(faulty(kind), 10.0))
    assert stopped.value.fault is fault and stopped.value.detail


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


def test_an_anytime_think_is_told_enough_at_a_ready_pause_once_its_thinking_time_is_spent() -> None:
    pauses: list[int] = []
    assert run_alone(slicer(0.004, pauses).run(pondering(3, "better"), 10.0, thinking_s=0.1)) == "better"
    # its time spent during the plain pauses, it is told only at the first READY one: it still answers
    assert run_alone(slicer(0.05, []).run(pondering(5, "better"), 10.0, thinking_s=0.01)) == "first"
    assert anytime(pondering(2, "better")) == "first"


def test_without_a_thinking_time_a_think_that_never_ends_runs_into_its_hard_budget() -> None:
    with pytest.raises(ThinkFault) as stopped:
        run_alone(slicer(0.004, []).run(pondering(0, "never"), 1.0))
    assert stopped.value.fault is Fault.TOO_LONG
