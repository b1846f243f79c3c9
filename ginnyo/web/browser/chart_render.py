"""Draws a chart (`charts.Chart`) as SVG in a `<figure>` (PyScript, main thread).

The SVG is an image named by the chart's title and description (every number in words); the
caption repeats the title and, for lines, gives the legend.
"""

from __future__ import annotations

from pyscript import document

from ..common.charts import HEIGHT, PAD, WIDTH, Chart
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
    image = svg("svg", viewBox=f"0 0 {WIDTH} {HEIGHT}", role="img", aria_labelledby=f"{name}-title {name}-desc")
    image.classList.add("chart-svg")
    title, desc = svg("title", id=f"{name}-title"), svg("desc", id=f"{name}-desc")
    title.textContent, desc.textContent = chart.title, chart.desc
    image.append(title, desc, svg("line", "axis", x1=PAD, y1=HEIGHT - PAD, x2=WIDTH - PAD, y2=HEIGHT - PAD))
    top = svg("text", "axis-label", x=PAD + 2, y=PAD + 8)
    top.textContent = chart.top
    image.append(top)
    for line in chart.lines:
        image.append(svg("polyline", f"series s{line.seat}", points=line.points))
    for bar in chart.bars:
        cls = f"bar s{bar.seat}" + (" current" if bar.current else "")
        image.append(svg("rect", cls, x=bar.x, y=bar.y, width=bar.width, height=bar.height))
    if chart.marker is not None:
        image.append(svg("line", "marker", x1=chart.marker, y1=PAD, x2=chart.marker, y2=HEIGHT - PAD))
    caption = el("figcaption", chart.title)
    if chart.lines:
        legend = el("ul", cls="chart-legend")
        for line in chart.lines:
            item = el("li")
            item.append(el("span", None, f"key s{line.seat}", aria_hidden="true"), line.name)
            legend.append(item)
        caption.append(legend)
    box.append(image, caption)
