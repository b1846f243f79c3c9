"""The geometry of the page's charts (no PyScript): one model for the replay viewer's analysis, the Gin
Rummy match review and the statistics, drawn by `browser/chart_render.py` as SVG in a `WIDTH` by
`HEIGHT` `viewBox` (the page scales it).

Every chart has axes: points up the left (a few round ticks, 0 always among them), the turns, hands or
games numbered along the bottom, and the name of each axis. Bars stand on the zero line, up or down; a
zero is a thin mark on the line (with its "0" written over it where every value is written), so it reads
as a value, not as a gap; a
bar is never wider than `MAX_BAR`, so one game is one slim bar, not a block. A chart carries its title
and a description listing every number (what a screen reader reads).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import ceil, floor

from .frozen import frozen

WIDTH, HEIGHT = 320, 140
LEFT, RIGHT, TOP, BOTTOM = 36, 10, 18, 28
"""The plot's margins: the points' ticks on the left, the axis names above and below, the numbers below."""
PLOT_WIDTH, PLOT_HEIGHT = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
BAR_SHARE = 0.8
"""The part of its slot a bar fills: a gap between bars."""
MAX_BAR = 24
"""The widest bar: a few bars stay bars."""
MIN_BAR = 3
"""The least height of a bar: a zero (or a value too small to see) is still a mark on the zero line."""
LABELLED = 12
"""Up to this many bars, each has its value written by it (more would crowd: a zero is then its mark alone)."""
X_LABELS = 10
"""About the most numbers written along the bottom; beyond, every second (third, …) one."""

Numeral = Callable[[int], str]


@frozen
class Tick:
    at: float  # x along the bottom, or y up the left
    label: str


@frozen
class Axes:
    x_name: str  # what the numbers along the bottom count: turns, hands, games
    y_name: str  # what the numbers up the left measure: points
    x_ticks: tuple[Tick, ...]
    y_ticks: tuple[Tick, ...]
    zero: float  # y of the value 0: the bars' baseline


@frozen
class Line:
    """A player's numbers as an SVG polyline (`points`: `x,y x,y …`), and a dot on each of a few points."""

    seat: int
    name: str
    points: str
    dots: tuple[tuple[float, float], ...] = ()


@frozen
class Bar:
    number: int  # what the bar stands for: a turn, a hand, a game
    seat: int
    x: float
    y: float
    width: float
    height: float
    current: bool
    negative: bool = False  # below the zero line
    label: str = ""  # its value, written over it (over the zero line when it hangs below); '' for none
    label_y: float = 0


@frozen
class Chart:
    title: str
    desc: str
    axes: Axes
    lines: tuple[Line, ...] = ()
    bars: tuple[Bar, ...] = ()
    marker: float | None = None  # x of the step shown
    captioned: bool = False  # the caption writes the description too (the statistics' few scores)


@frozen
class Scale:
    """Points from `low` to `high` (round numbers, 0 between them) in ticks of `step`, onto the plot's height."""

    low: int
    high: int
    step: int

    def y(self, value: int) -> float:
        return round(TOP + (self.high - value) * PLOT_HEIGHT / (self.high - self.low), 1)


def round_step(least: float) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50, … that is at least `least`."""
    power = 1
    while True:
        for step in (power, 2 * power, 5 * power):
            if step >= least:
                return step
        power *= 10


def scale(values: Sequence[int]) -> Scale:
    """Room for every value and 0, in at most four round ticks (0 to 1 when every value is 0)."""
    low, high = min(0, *values), max(0, *values)
    step = round_step((high - low) / 4)
    low, high = floor(low / step) * step, ceil(high / step) * step
    return Scale(low, high if high > low else step, step)


def axes(x_name: str, y_name: str, x_ticks: tuple[Tick, ...], points: Scale, numeral: Numeral) -> Axes:
    y_ticks = tuple(Tick(points.y(v), numeral(v)) for v in range(points.low, points.high + 1, points.step))
    return Axes(x_name, y_name, x_ticks, y_ticks, points.y(0))


def every(count: int) -> int:
    """Of `count` numbers along the bottom, write every this many."""
    return max(1, ceil(count / X_LABELS))


def step_x(index: int, steps: int) -> float:
    """x of step `index` of a line over `steps` steps (from step 0 at the left edge of the plot)."""
    return round(LEFT + index * PLOT_WIDTH / max(1, steps), 1)


def line_chart(
    title: str,
    desc: str,
    names: tuple[str, str],
    players: Sequence[str],
    series: Sequence[Sequence[int]],
    numeral: Numeral = str,
    marker: int | None = None,
) -> Chart:
    """A polyline per player over the same steps (each series starts at step 0), on one scale; the axes are
    named `names` (along the bottom, up the left); `marker` is the step shown."""
    points = scale([v for row in series for v in row])
    steps = max(len(row) for row in series) - 1
    ticks = tuple(Tick(step_x(i, steps), numeral(i)) for i in range(0, steps + 1, every(steps + 1)))

    def line(seat: int, name: str, row: Sequence[int]) -> Line:
        xy = [(step_x(i, steps), points.y(v)) for i, v in enumerate(row)]
        return Line(seat, name, " ".join(f"{x},{y}" for x, y in xy), tuple(xy) if len(xy) <= LABELLED else ())

    drawn = tuple(line(seat, name, row) for seat, (name, row) in enumerate(zip(players, series, strict=True)))
    at = step_x(marker, steps) if marker is not None else None
    return Chart(title, desc, axes(*names, ticks, points, numeral), lines=drawn, marker=at)


def bar_chart(
    title: str,
    desc: str,
    names: tuple[str, str],
    values: Sequence[tuple[int, int, int]],
    numeral: Numeral = str,
    current: int | None = None,
    captioned: bool = False,
) -> Chart:
    """A bar per (number, seat, value), side by side from the left, up or down from the zero line, on one
    scale; the axes are named `names`; the bar numbered `current` is marked."""
    points = scale([v for *_, v in values])
    slot = PLOT_WIDTH / max(1, len(values))
    width = round(min(slot * BAR_SHARE, MAX_BAR), 1)
    zero = points.y(0)
    labelled = len(values) <= LABELLED

    def bar(i: int, number: int, seat: int, value: int) -> Bar:
        centre = LEFT + (i + 0.5) * slot
        height = max(abs(points.y(value) - zero), MIN_BAR)
        top = zero if value < 0 else round(zero - height, 1)
        label = numeral(value) if labelled else ""
        return Bar(
            number,
            seat,
            round(centre - width / 2, 1),
            top,
            width,
            round(height, 1),
            number == current,
            value < 0,
            label,
            round(min(top, zero) - 2, 1),
        )

    drawn = tuple(bar(i, *value) for i, value in enumerate(values))
    centres = tuple(Tick(round(b.x + width / 2, 1), numeral(b.number)) for b in drawn)
    ticks = centres[:: every(len(centres))]
    marker = next((round(b.x + width / 2, 1) for b in drawn if b.current), None)
    return Chart(title, desc, axes(*names, ticks, points, numeral), bars=drawn, marker=marker, captioned=captioned)
