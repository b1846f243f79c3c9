"""Writes the replay viewer and its analysis panel into the page (PyScript, main thread).

`html[data-replay="on"]` swaps the rack's area for the viewer and the side column's contents
for the analysis (the style sheet does it); the board, scores and sheet are the renderer's,
drawn from `replay_view.viewed`. The charts are drawn by `chart_render`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document

from ..browser.chart_render import figure
from ..browser.dom import Node, attr, badge, by_id, clear, el, focusable, progress, show
from ..common.ids import Id
from ..words.review import analysis_title, review_label
from .analysis_view import AnalysisRow, AnalysisView, analysis_view
from .state import ReplayPage
from .view import ReplayView, replay_view

Part = Callable[[str, Any, Callable[[Any], None]], None]


class ReplayRenderer:
    """The viewer's panel and the analysis; `part` is the page renderer's rewrite-when-changed."""

    def __init__(self, part: Part, tile_node: Callable[..., Node]) -> None:
        self.part = part
        self.tile_node = tile_node
        self.open = False

    def render(self, page: ReplayPage) -> None:
        """The viewer's panel, its analysis, and "Review the game" (your game of Ginny-O `page.tiles`, once over)."""
        over = page.tiles is not None and page.tiles.session.game.over
        show(by_id(Id.REVIEW_BUTTON), over and page.replay is None and page.dialog is None)
        by_id(Id.REVIEW_BUTTON).textContent = by_id(Id.END_REVIEW).textContent = review_label()
        self.part("replay", replay_view(page.replay, page.analysis, page.has_game), self.viewer)
        self.part("analysis", analysis_view(page.replay, page.analysis), self.analysis)

    def take_focus(self, page: ReplayPage) -> None:
        """Once the page is drawn: a viewer just opened takes the focus (its first button that works)."""
        opening, self.open = page.replay is not None and not self.open, page.replay is not None
        if opening and page.dialog is None:
            first = next((n for n in document.querySelectorAll(f"#{Id.REPLAY} button") if focusable(n)), None)
            if first is not None:
                first.focus()

    def viewer(self, view: ReplayView | None) -> None:
        document.documentElement.dataset.replay = "off" if view is None else "on"
        by_id(Id.REPLAY).hidden = view is None
        if view is None:
            return
        by_id(Id.REPLAY_TITLE).textContent = view.title
        for action, label, enabled in view.moves:
            button = document.querySelector(f'#{Id.REPLAY} [data-action="{action}"]')
            button.textContent = label
            button.disabled = not enabled
        by_id(Id.REPLAY_REVIEW).textContent = view.review
        by_id(Id.REPLAY_RACK_TITLE).textContent = view.rack_title or view.rack_note
        rack = by_id(Id.REPLAY_RACK)
        clear(rack)
        for tile in view.rack:
            node = self.tile_node("span", tile.look, data_tile=tile.text, role="img", aria_label=tile.label)
            node.classList.add("rack-tile", "idle")
            rack.append(node)
        show(rack, bool(view.rack))
        by_id(Id.COPY_LINK).textContent = view.copy
        by_id(Id.REPLAY_CLOSE).textContent = view.close
        url, status, label = view.link
        by_id(Id.LINK_STATUS).textContent = status
        field = by_id(Id.LINK_FIELD)
        field.value = url
        field.setAttribute("aria-label", label)
        show(field, bool(url))

    def analysis(self, view: AnalysisView | None) -> None:
        show(by_id(Id.ANALYSIS), view is not None)
        if view is None:  # closed: its table and charts go (thousands of nodes), drawn again on opening
            figure(by_id(Id.SCORES_FIGURE), Id.SCORES_CHART, None)
            figure(by_id(Id.LOST_FIGURE), Id.LOST_CHART, None)
            self.part("analysis-rows", None, self.table)
            self.part("analysis-pick", None, self.pick)
            return
        by_id(Id.ANALYSIS_TITLE).textContent = view.title
        by_id(Id.ANALYSIS_STATUS).textContent = view.status
        progress(by_id(Id.ANALYSIS_PROGRESS), *view.progress)
        figure(by_id(Id.SCORES_FIGURE), Id.SCORES_CHART, view.scores)
        figure(by_id(Id.LOST_FIGURE), Id.LOST_CHART, view.lost)
        by_id(Id.ANALYSIS_SUMMARY).textContent = view.summary
        self.part("analysis-rows", (view.heads, view.rows), self.table)
        self.part("analysis-pick", (view.step, view.rows), self.pick)

    @staticmethod
    def table(view: tuple[tuple[str, ...], tuple[AnalysisRow, ...]] | None) -> None:
        """A row per turn; its number is a button that shows the turn in the viewer. None: no table."""
        box = by_id(Id.ANALYSIS_TABLE)
        clear(box)
        if view is None:
            return
        heads, rows = view
        table = el("table")
        table.append(el("caption", analysis_title(), "visually-hidden"))
        head = el("tr")
        for text in heads:
            head.append(el("th", text, scope="col"))
        thead, body = el("thead"), el("tbody")
        thead.append(head)
        for row in rows:
            line = el("tr", data_turn=row.turn)
            number = el("td")
            number.append(el("button", str(row.turn), "link", type="button"))
            line.append(number, el("td", row.name), el("td", row.played, "notation"))
            advice = el("td", row.advice, "notation")
            if row.mark[0]:
                advice.append(badge(*row.mark))
            if row.reason:
                advice.append(el("p", row.reason, "note reason"))
            line.append(el("td", row.best, "notation"), advice, el("td", row.lost))
            body.append(line)
        table.append(thead, body)
        box.append(table)

    @staticmethod
    def pick(view: tuple[int, tuple[AnalysisRow, ...]] | None) -> None:
        """The row of the turn the viewer shows (rewriting only this as the viewer steps); None: the table is gone."""
        for row in document.querySelectorAll(f"#{Id.ANALYSIS_TABLE} tr[data-turn]"):
            on = view is not None and attr(row, "data-turn") == str(view[0])
            row.classList.toggle("picked", on)
            button = row.querySelector("button")
            if on:
                button.setAttribute("aria-current", "step")
            else:
                button.removeAttribute("aria-current")
