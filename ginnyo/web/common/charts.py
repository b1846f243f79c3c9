"""The geometry of the page's small charts (no PyScript): lines and bars in a `WIDTH` by `HEIGHT`
`viewBox` (the page scales it), for the replay viewer's analysis and the Gin Rummy match review, and
bars above and below a zero line in a `SCORES_WIDTH` by `SCORES_HEIGHT` one for the statistics.

A chart carries its title and a description listing every number (what a screen reader reads);
`browser/chart_render.py` draws every chart as SVG.
"""

from __future__ import annotations

from collections.abc import Sequence

from .frozen import frozen

WIDTH, HEIGHT, PAD = 320, 90, 6
SCORES_WIDTH, SCORES_HEIGHT = 300, 100
"""The statistics' chart of your last scores: bars from edge to edge, no axis."""
BAR_SHARE = 0.8
"""The part of its slot a bar fills: a gap between bars."""


@frozen
class Line:
    """A player's numbers as an SVG polyline (`points`: `x,y x,y …`)."""

    seat: int
    name: str
    points: str


@frozen
class Bar:
    turn: int  # what the bar stands for: a turn, a hand
    seat: int
    x: float
    y: float
    width: float
    height: float
    current: bool
    negative: bool = False  # below the zero line


@frozen
class Chart:
    title: str
    desc: str
    top: str  # the largest number, written at the top of the axis
    lines: tuple[Line, ...] = ()
    bars: tuple[Bar, ...] = ()
    marker: float | None = None  # x of the step shown
    width: int = WIDTH
    height: int = HEIGHT
    zero: float | None = None  # y of a zero line, drawn over the bars instead of an axis below them
    captioned: bool = False  # the caption writes the description too (the statistics' few scores)


def x_of(index: int, count: int) -> float:
    return round(PAD + index * (WIDTH - 2 * PAD) / max(1, count), 1)


def y_of(value: int, top: int) -> float:
    return round(HEIGHT - PAD - value * (HEIGHT - 2 * PAD) / max(1, top), 1)


def bar_width(count: int) -> float:
    return round((WIDTH - 2 * PAD) / max(1, count) * BAR_SHARE, 1)


def lines(names: Sequence[str], series: Sequence[Sequence[int]]) -> tuple[Line, ...]:
    """A polyline per player over the same steps (each series starts at step 0), on one scale."""
    top = max((max(row) for row in series), default=0)
    count = max(len(row) for row in series) - 1
    return tuple(
        Line(seat, name, " ".join(f"{x_of(i, count)},{y_of(v, top)}" for i, v in enumerate(row)))
        for seat, (name, row) in enumerate(zip(names, series, strict=True))
    )


def bars(values: Sequence[tuple[int, int, int]], current: int | None = None) -> tuple[Bar, ...]:
    """A bar per (number, seat, value), side by side from the left, on one scale; `current` is marked."""
    top, count = max((v for *_, v in values), default=0), len(values)
    return tuple(
        Bar(number, seat, x_of(i, count), y, bar_width(count), round(HEIGHT - PAD - y, 1), number == current)
        for i, (number, seat, value) in enumerate(values)
        for y in [y_of(value, top)]
    )


def signed_bars(title: str, desc: str, values: Sequence[int]) -> Chart:
    """A bar per value (of seat 0: yours) from a zero line, up or down, oldest on the left, edge to edge."""
    top, bottom = max(0, *values), min(0, *values)
    unit = SCORES_HEIGHT / ((top - bottom) or 1)
    slot = SCORES_WIDTH / len(values)
    zero, width = top * unit, round(slot * BAR_SHARE, 2)

    def bar(i: int, value: int) -> Bar:
        x, y = round((i + (1 - BAR_SHARE) / 2) * slot, 2), round(zero - max(value, 0) * unit, 2)
        return Bar(i, 0, x, y, width, round(abs(value) * unit, 2), current=False, negative=value < 0)

    drawn = tuple(bar(i, value) for i, value in enumerate(values))
    return Chart(
        title, desc, "", bars=drawn, width=SCORES_WIDTH, height=SCORES_HEIGHT, zero=round(zero, 2), captioned=True
    )
