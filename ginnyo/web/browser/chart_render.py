"""Draws a chart (`charts.Chart`) as SVG in a `<figure>` (PyScript, main thread): the one renderer of the
replay viewer's analysis, the Gin Rummy match review and the statistics panel.

The SVG is an image named by the chart's title and description (every number in words); the
caption repeats the title and, for lines, gives the legend, or for a captioned chart (the
statistics) writes the description too, hidden from screen readers that read it in the SVG.
"""

from __future__ import annotations

from pyscript import document

from ..common.charts import PAD, Chart
from .dom import Node, clear, el, show

SVG = "http://www.w3.org/2000/svg"


def svg(tag: str, cls: str = "", **attrs: object) -> Node:
    node = document.createElementNS(SVG, tag)
    if cls:
        node.setAttribute("class", cls)
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), str(value))
    return node


def figure(box: Node, name: str, chart: Chart | None) -> None:
    """`chart` in `box` (ids made from `name`), or the box hidden when there is none yet."""
    clear(box)
    show(box, chart is not None)
    if chart is None:
        return
    width, height = chart.width, chart.height
    image = svg("svg", viewBox=f"0 0 {width} {height}", role="img", aria_labelledby=f"{name}-title {name}-desc")
    image.classList.add("chart-svg")
    title, desc = svg("title", id=f"{name}-title"), svg("desc", id=f"{name}-desc")
    title.textContent, desc.textContent = chart.title, chart.desc
    image.append(title, desc)
    if chart.zero is None:
        image.append(svg("line", "axis", x1=PAD, y1=height - PAD, x2=width - PAD, y2=height - PAD))
        top = svg("text", "axis-label", x=PAD + 2, y=PAD + 8)
        top.textContent = chart.top
        image.append(top)
    for line in chart.lines:
        image.append(svg("polyline", f"series s{line.seat}", points=line.points))
    for bar in chart.bars:
        cls = f"bar s{bar.seat}" + (" current" if bar.current else "") + (" negative" if bar.negative else "")
        image.append(svg("rect", cls, x=bar.x, y=bar.y, width=bar.width, height=bar.height))
    if chart.zero is not None:
        image.append(svg("line", "zero", x1=0, y1=chart.zero, x2=width, y2=chart.zero))
    if chart.marker is not None:
        image.append(svg("line", "marker", x1=chart.marker, y1=PAD, x2=chart.marker, y2=height - PAD))
    box.append(image, caption(chart))


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
