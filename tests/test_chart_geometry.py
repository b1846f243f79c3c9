"""The charts' one model (`common/charts.py`): axes with round ticks and named, zero values that show,
bars that stay bars with one game or one hand, lines that show with one step."""

from __future__ import annotations

import pytest

from ginnyo.web.common.charts import (
    HEIGHT,
    LEFT,
    MAX_BAR,
    MIN_BAR,
    TOP,
    WIDTH,
    X_LABELS,
    bar_chart,
    line_chart,
    round_step,
    scale,
)

NAMES = ("Turn", "Points")


@pytest.mark.parametrize(("least", "step"), [(0, 1), (0.25, 1), (1.5, 2), (3, 5), (7, 10), (26, 50), (101, 200)])
def test_ticks_are_round_numbers(least: float, step: int) -> None:
    assert round_step(least) == step


@pytest.mark.parametrize(
    ("values", "ticks"),
    [
        ([0, 0], (0, 1, 1)),
        ([7], (0, 8, 2)),
        ([300, -100, 0], (-100, 300, 100)),
        ([-5, -20], (-20, 0, 5)),
        ([13, 42], (0, 60, 20)),
    ],
)
def test_the_scale_holds_every_value_and_zero(values: list[int], ticks: tuple[int, int, int]) -> None:
    points = scale(values)
    assert (points.low, points.high, points.step) == ticks
    assert points.y(points.high) == TOP and points.low <= min(values) and points.high >= max(values)


def test_a_bar_chart_has_named_axes_numbered_ticks_and_its_values_written() -> None:
    chart = bar_chart("t", "d", NAMES, [(1, 0, 12), (2, 1, 0), (3, 0, 30)], current=2)
    axes = chart.axes
    assert (axes.x_name, axes.y_name) == NAMES
    assert [t.label for t in axes.y_ticks] == ["0", "10", "20", "30"]
    assert [t.at for t in axes.y_ticks] == sorted((t.at for t in axes.y_ticks), reverse=True)  # up the left
    assert axes.y_ticks[0].at == axes.zero and axes.y_ticks[-1].at == TOP
    assert [t.label for t in axes.x_ticks] == ["1", "2", "3"]
    assert [t.at for t in axes.x_ticks] == [round(b.x + b.width / 2, 1) for b in chart.bars]  # under each bar
    twelve, nothing, thirty = chart.bars
    assert [b.label for b in chart.bars] == ["12", "0", "30"]
    assert twelve.y + twelve.height == axes.zero == thirty.y + thirty.height
    assert thirty.height == pytest.approx(2.5 * twelve.height, abs=0.2)
    assert nothing.current and chart.marker == axes.x_ticks[1].at


def test_a_zero_is_a_thin_mark_on_the_zero_line_with_its_0() -> None:
    few = bar_chart("t", "d", NAMES, [(n, 0, v) for n, v in enumerate([0, 0, 5], 1)])
    nothing = few.bars[0]
    assert nothing.height == MIN_BAR and nothing.y + MIN_BAR == few.axes.zero
    assert nothing.label == "0" and nothing.label_y < nothing.y
    many = bar_chart("t", "d", NAMES, [(n, 0, v) for n, v in enumerate([0] * 20 + [5], 1)])
    assert many.bars[0].height == MIN_BAR  # many bars: a zero is still its mark on the line...
    assert {bar.label for bar in many.bars} == {""}  # ...and no value is written, not to crowd the chart
    all_zero = bar_chart("t", "d", NAMES, [(1, 0, 0)])
    assert all_zero.bars[0].height == MIN_BAR and [t.label for t in all_zero.axes.y_ticks] == ["0", "1"]


def test_one_bar_is_a_slim_bar_in_the_middle_not_a_block() -> None:
    (bar,) = bar_chart("t", "d", ("Games", "Points"), [(1, 0, 250)]).bars
    assert bar.width == MAX_BAR and bar.width < WIDTH / 10
    assert bar.x + bar.width / 2 == pytest.approx(LEFT + (WIDTH - LEFT - 10) / 2, abs=0.1)
    assert bar.y > TOP - 1 and bar.height < HEIGHT


def test_many_bars_number_every_few_along_the_bottom() -> None:
    chart = bar_chart("t", "d", NAMES, [(n, n % 2, n) for n in range(1, 41)])
    labels = [t.label for t in chart.axes.x_ticks]
    assert len(labels) <= X_LABELS and labels[:3] == ["1", "5", "9"]
    assert all(0 < b.width <= MAX_BAR for b in chart.bars) and all(b.label == "" for b in chart.bars)


def test_a_negative_bar_hangs_below_the_zero_line_its_value_written_over_it() -> None:
    chart = bar_chart("t", "d", NAMES, [(1, 0, -40), (2, 0, 20)], numeral=lambda v: f"{v:+}")
    low, high = chart.bars
    assert low.negative and low.y == chart.axes.zero and low.height == pytest.approx(2 * high.height, abs=0.2)
    assert low.label == "-40" and low.label_y < chart.axes.zero
    assert [t.label for t in chart.axes.y_ticks] == ["-40", "-20", "+0", "+20"]


def test_a_line_chart_numbers_its_steps_and_dots_few_points() -> None:
    chart = line_chart("t", "d", NAMES, ["Ann", "Bo"], [[0, 10, 25], [0, 0, 8]], marker=1)
    assert [t.label for t in chart.axes.x_ticks] == ["0", "1", "2"]
    assert [t.label for t in chart.axes.y_ticks] == ["0", "10", "20", "30"]
    ann = chart.lines[0]
    assert ann.points.split()[0] == f"{float(LEFT)},{chart.axes.zero}" and len(ann.dots) == 3
    assert chart.marker == chart.axes.x_ticks[1].at
    one = line_chart("t", "d", NAMES, ["Ann"], [[0]])  # no step yet: a dot on the zero line
    assert one.lines[0].dots == ((LEFT, one.axes.zero),) and [t.label for t in one.axes.x_ticks] == ["0"]
    long = line_chart("t", "d", NAMES, ["Ann"], [list(range(60))])
    assert long.lines[0].dots == () and len(long.axes.x_ticks) <= X_LABELS
