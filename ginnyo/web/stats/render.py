"""Writes the statistics panel (its table and chart) and a daily deal's share text (PyScript).

`render.Renderer` calls these when their views (``stats/view.py``) changed; the chart is drawn by
``browser/chart_render.py``, as the replay viewer's and the match review's are.
"""

from __future__ import annotations

from pyscript import document

from ..browser.chart_render import figure
from ..browser.dom import by_id, clear, el, show
from ..common.ids import Id
from ..words.stats import file_label
from .view import ShareView, StatsView


class StatsWriter:
    """The panel's DOM; it remembers whether the reset question was open, to move the focus with it."""

    def __init__(self) -> None:
        self.asking = False

    def panel(self, view: StatsView) -> None:
        for node_id, text in view.labels:
            by_id(node_id).textContent = text
        by_id(Id.STATS_FILE).setAttribute("aria-label", file_label())
        by_id(Id.STATS_MESSAGE).textContent = view.message
        show(by_id(Id.STATS_MESSAGE), bool(view.message))
        lines = by_id(Id.STATS_LINES)
        clear(lines)
        for line in view.lines:
            lines.append(el("li", line))
        self.table(view.rows)
        figure(by_id(Id.STATS_CHART), Id.STATS_CHART, view.chart)
        by_id(Id.STATS_NOTE).textContent = view.note
        by_id(Id.STATS_EXPORT).disabled = not view.can_export
        show(by_id(Id.STATS_CONFIRM), view.asking_reset)
        if view.asking_reset != self.asking:  # the question opens on Cancel, the safe answer; then back to Reset
            self.asking = view.asking_reset
            by_id(Id.STATS_RESET_CANCEL if view.asking_reset else Id.STATS_RESET).focus()

    @staticmethod
    def table(rows: tuple[tuple[str, int, int], ...]) -> None:
        show(by_id(Id.STATS_TABLE), bool(rows))
        body = document.querySelector(f"#{Id.STATS_TABLE} tbody")
        clear(body)
        for label, games, wins in rows:
            line = el("tr")
            line.append(el("th", label, scope="row"), el("td", str(games)), el("td", str(wins)))
            body.append(line)


def share(view: ShareView | None) -> None:
    show(by_id(Id.SHARE), view is not None)
    if view is not None:
        by_id(Id.SHARE_TEXT).textContent = view.text
        by_id(Id.SHARE_NOTE).textContent = view.note
