"""Draws a chart (`charts.Chart`) as SVG in a `<figure>` (PyScript, main thread): the one renderer of the
replay viewer's analysis, the Gin Rummy match review and the statistics panel.

The SVG is an image named by the chart's title and description (every number in words), so its axes,
ticks and labels are drawn for the eye only; the caption repeats the title and, for lines, gives the
legend, or for a captioned chart (the statistics) writes the description too, hidden from screen
readers that read it in the SVG.
"""

from __future__ import annotations

from pyscript import document

from ..common.charts import BOTTOM, HEIGHT, LEFT, PLOT_WIDTH, RIGHT, TOP, WIDTH, Axes, Chart
from .dom import Node, clear, el, show

SVG = "http://www.w3.org/2000/svg"
DOT = 2.2
"""The radius of a line's dot on each point."""


def svg(tag: str, cls: str = "", **attrs: object) -> Node:
    node = document.createElementNS(SVG, tag)
    if cls:
        node.setAttribute("class", cls)
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), str(value))
    return node


def text(words: str, cls: str, **attrs: object) -> Node:
    node = svg("text", cls, **attrs)
    node.textContent = words
    return node


def figure(box: Node, name: str, chart: Chart | None) -> None:
    """`chart` in `box` (ids made from `name`), or the box hidden when there is none yet."""
    clear(box)
    show(box, chart is not None)
    if chart is None:
        return
    image = svg("svg", viewBox=f"0 0 {WIDTH} {HEIGHT}", role="img", aria_labelledby=f"{name}-title {name}-desc")
    image.classList.add("chart-svg")
    title, desc = svg("title", id=f"{name}-title"), svg("desc", id=f"{name}-desc")
    title.textContent, desc.textContent = chart.title, chart.desc
    image.append(title, desc, *grid(chart.axes))
    for line in chart.lines:
        image.append(svg("polyline", f"series s{line.seat}", points=line.points))
        image.append(*(svg("circle", f"dot s{line.seat}", cx=x, cy=y, r=DOT) for x, y in line.dots))
    for bar in chart.bars:
        cls = f"bar s{bar.seat}" + (" current" if bar.current else "") + (" negative" if bar.negative else "")
        image.append(svg("rect", cls, x=bar.x, y=bar.y, width=bar.width, height=bar.height))
        if bar.label:
            image.append(text(bar.label, "value-label", x=round(bar.x + bar.width / 2, 1), y=bar.label_y))
    image.append(svg("line", "zero", x1=LEFT, y1=chart.axes.zero, x2=WIDTH - RIGHT, y2=chart.axes.zero))
    if chart.marker is not None:
        image.append(svg("line", "marker", x1=chart.marker, y1=TOP, x2=chart.marker, y2=HEIGHT - BOTTOM))
    box.append(image, caption(chart))


def grid(axes: Axes) -> list[Node]:
    """The axes: a line and a number per tick of points, the numbers along the bottom, the two names."""
    below = HEIGHT - BOTTOM + 12
    nodes = [svg("line", "axis", x1=LEFT, y1=TOP, x2=LEFT, y2=HEIGHT - BOTTOM)]
    for tick in axes.y_ticks:
        nodes.append(svg("line", "gridline", x1=LEFT, y1=tick.at, x2=WIDTH - RIGHT, y2=tick.at))
        nodes.append(text(tick.label, "axis-label y-tick", x=LEFT - 4, y=round(tick.at + 3, 1)))
    nodes += [text(tick.label, "axis-label x-tick", x=tick.at, y=below) for tick in axes.x_ticks]
    nodes.append(text(axes.x_name, "axis-name x-name", x=round(LEFT + PLOT_WIDTH / 2, 1), y=HEIGHT - 3))
    nodes.append(text(axes.y_name, "axis-name y-name", x=2, y=TOP - 8))
    return nodes


def caption(chart: Chart) -> Node:
    if chart.captioned:
        words = el("figcaption", aria_hidden="true")  # the same words as the chart's title and desc
        words.append(el("strong", chart.title), el("span", f" {chart.desc}"))
        return words
    words = el("figcaption", chart.title)
    if chart.lines:
        legend = el("ul", cls="chart-legend")
        for line in chart.lines:
            item = el("li")
            item.append(el("span", None, f"key s{line.seat}", aria_hidden="true"), line.name)
            legend.append(item)
        words.append(legend)
    return words
