"""Writes the statistics panel (its table and SVG chart) and a daily deal's share text (PyScript).

`render.Renderer` calls these when their views (``stats/view.py``) changed.
"""

from __future__ import annotations

from pyscript import document

from ..browser.dom import Node, by_id, clear, el, show
from ..words.stats import file_label
from .view import CHART_HEIGHT, CHART_WIDTH, ChartView, ShareView, StatsView

SVG = "http://www.w3.org/2000/svg"
SHOWN_ONCE_LABELLED = ("stats-button", "setup-stats", "daily-box")
"""Hidden in the page's HTML until Python has given them their words."""


def svg(tag: str, text: str | None = None, **attrs: object) -> Node:
    node = document.createElementNS(SVG, tag)
    for key, value in attrs.items():
        node.setAttribute(key.rstrip("_").replace("_", "-"), str(value))
    if text is not None:
        node.textContent = text
    return node


class StatsWriter:
    """The panel's DOM; it remembers whether the reset question was open, to move the focus with it."""

    def __init__(self) -> None:
        self.asking = False

    def panel(self, view: StatsView) -> None:
        for node_id, text in view.labels:
            by_id(node_id).textContent = text
        for node_id in SHOWN_ONCE_LABELLED:
            show(by_id(node_id), True)
        by_id("stats-file").setAttribute("aria-label", file_label())
        by_id("stats-message").textContent = view.message
        show(by_id("stats-message"), bool(view.message))
        lines = by_id("stats-lines")
        clear(lines)
        for line in view.lines:
            lines.append(el("li", line))
        self.table(view.rows)
        self.chart(view.chart)
        by_id("stats-note").textContent = view.note
        by_id("stats-export").disabled = not view.can_export
        show(by_id("stats-confirm"), view.asking_reset)
        if view.asking_reset != self.asking:  # the question opens on Cancel, the safe answer; then back to Reset
            self.asking = view.asking_reset
            by_id("stats-reset-cancel" if view.asking_reset else "stats-reset").focus()

    @staticmethod
    def table(rows: tuple[tuple[str, int, int], ...]) -> None:
        show(by_id("stats-table"), bool(rows))
        body = document.querySelector("#stats-table tbody")
        clear(body)
        for label, games, wins in rows:
            line = el("tr")
            line.append(el("th", label, scope="row"), el("td", str(games)), el("td", str(wins)))
            body.append(line)

    @staticmethod
    def chart(view: ChartView | None) -> None:
        """Bars of your last scores from a zero line, with its title and its numbers as text."""
        figure = by_id("stats-chart")
        clear(figure)
        show(figure, view is not None)
        if view is None:
            return
        box = f"0 0 {CHART_WIDTH} {CHART_HEIGHT}"
        chart = svg("svg", viewBox=box, role="img", aria_labelledby="stats-chart-title stats-chart-desc")
        chart.append(svg("title", view.title, id="stats-chart-title"), svg("desc", view.desc, id="stats-chart-desc"))
        for bar in view.bars:
            rect = svg("rect", x=f"{bar.x:.2f}", y=f"{bar.y:.2f}", width=f"{bar.width:.2f}", height=f"{bar.height:.2f}")
            rect.setAttribute("class", "bar negative" if bar.negative else "bar")
            chart.append(rect)
        chart.append(svg("line", x1=0, x2=CHART_WIDTH, y1=f"{view.zero:.2f}", y2=f"{view.zero:.2f}", class_="zero"))
        caption = el("figcaption", aria_hidden="true")  # the same words as the chart's title and desc
        caption.append(el("strong", view.title), el("span", f" {view.desc}"))
        figure.append(chart, caption)


def share(view: ShareView | None) -> None:
    show(by_id("share"), view is not None)
    if view is not None:
        by_id("share-text").textContent = view.text
        by_id("share-note").textContent = view.note
