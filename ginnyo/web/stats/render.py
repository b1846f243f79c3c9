"""Writes the statistics panel (its table and chart) and a daily deal's share text (PyScript).

`render.Renderer` calls these when their views (``stats/view.py``) changed; the chart is drawn by
``browser/chart_render.py``, as the replay viewer's and the match review's are.
"""

from __future__ import annotations

from pyscript import document

from ..browser.chart_render import figure
from ..browser.dom import by_id, clear, el, show
from ..words.stats import file_label
from .view import ShareView, StatsView


class StatsWriter:
    """The panel's DOM; it remembers whether the reset question was open, to move the focus with it."""

    def __init__(self) -> None:
        self.asking = False

    def panel(self, view: StatsView) -> None:
        for node_id, text in view.labels:
            by_id(node_id).textContent = text
        by_id("stats-file").setAttribute("aria-label", file_label())
        by_id("stats-message").textContent = view.message
        show(by_id("stats-message"), bool(view.message))
        lines = by_id("stats-lines")
        clear(lines)
        for line in view.lines:
            lines.append(el("li", line))
        self.table(view.rows)
        figure(by_id("stats-chart"), "stats-chart", view.chart)
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


def share(view: ShareView | None) -> None:
    show(by_id("share"), view is not None)
    if view is not None:
        by_id("share-text").textContent = view.text
        by_id("share-note").textContent = view.note
