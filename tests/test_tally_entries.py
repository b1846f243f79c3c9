"""The tally's turns (issue 23): plays and turns without a play, refusals, the package's example."""

from __future__ import annotations

import doctest

import pytest

import ginnyo.tally
from ginnyo.rules.errors import IllegalPlay, PlayRule
from ginnyo.tally import NoPlay, Setup, Tally, TallyError, TallyRule, parse_entry

OPEN = "G8:5H H8:5S I8:5D"


def two() -> Tally:
    return Tally.new(Setup(("Ann", "Bo")))


def test_package_example_runs() -> None:
    result = doctest.testmod(ginnyo.tally)
    assert result.attempted >= 5 and result.failed == 0


def test_a_play_scores_and_passes_the_turn() -> None:
    tally = two().with_entry(parse_entry(OPEN))
    [line] = tally.lines()
    assert (line.seat, line.points, line.totals, line.problem) == (0, 15, (15, 0), None)
    assert tally.to_move() == 1 and tally.board().to_notation() == OPEN
    assert tally.pile() == 54 - 3 - 14


def test_an_illegal_play_keeps_the_engines_rule_and_squares() -> None:
    with pytest.raises(IllegalPlay) as caught:
        two().with_entry(parse_entry("A1:5H B1:5S C1:5D"))
    assert caught.value.rule is PlayRule.OFF_CENTRE


def test_a_pass_needs_an_empty_pile_an_exchange_does_not() -> None:
    with pytest.raises(TallyError) as caught:
        two().with_entry(NoPlay(exchange=False))
    assert caught.value.rule is TallyRule.NOT_YOUR_PASS
    assert two().with_entry(NoPlay(exchange=True)).to_move() == 1
