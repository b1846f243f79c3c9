"""Writes the Gin Rummy match review (`gin_review_view.GinReviewView`) into its dialog, and the
"Review match" buttons (PyScript, main thread). The charts are drawn by `chart_render`."""

from __future__ import annotations

from ..browser.chart_render import figure
from ..browser.dom import Node, by_id, clear, el, progress, show
from ..words.i18n import number
from ..words.rummy_review import review_button_label
from .rummy_view import GinReviewView, HandSection

REVIEW_BUTTONS = ("gin-review-button", "gin-review-open")
"""On the table (beside the score sheet) and in a hand's result."""


def buttons(offered: bool) -> None:
    """The table's button stays in place (disabled while the computer moves); the result's shows only when it works."""
    for node_id in REVIEW_BUTTONS:
        by_id(node_id).textContent = review_button_label()
    table = by_id("gin-review-button")
    show(table, True)
    table.disabled = not offered
    show(by_id("gin-review-open"), offered)


def panel(view: GinReviewView | None) -> None:
    if view is None:
        return
    by_id("gin-review-title").textContent = view.title
    by_id("gin-review-close").textContent = view.close
    by_id("gin-review-status").textContent = view.status
    progress(by_id("gin-review-progress"), *view.progress)
    figure(by_id("gin-scores-figure"), "gin-scores-chart", view.scores)
    figure(by_id("gin-extra-figure"), "gin-extra-chart", view.extra)
    by_id("gin-review-summary").textContent = view.summary
    box = by_id("gin-review-hands")
    clear(box)
    for hand in view.hands:
        box.append(section(hand, view.heads))


def section(hand: HandSection, heads: tuple[str, ...]) -> Node:
    """A hand: its title, result and score, how often you agreed, and the table of decisions that differ."""
    title_id = f"gin-review-hand-{hand.number}"
    node = el("section", None, "gin-review-hand", data_hand=hand.number, aria_labelledby=title_id)
    node.append(el("h3", hand.title, id=title_id), el("p", hand.result, "gin-review-result"))
    if hand.scores:
        node.append(el("p", hand.scores, "note"))
    node.append(el("p", hand.agreement, "gin-review-agreement"))
    if hand.rows:
        node.append(table(hand, heads))
    return node


def table(hand: HandSection, heads: tuple[str, ...]) -> Node:
    head = el("tr")
    for text in heads:
        head.append(el("th", text, scope="col"))
    thead, body = el("thead"), el("tbody")
    thead.append(head)
    for row in hand.rows:
        line = el("tr", data_action_number=row.number)
        line.append(el("th", number(row.number), scope="row"), el("td", row.played), el("td", row.advice))
        line.append(el("td", row.extra))
        body.append(line)
    node = el("table", None, "end-table gin-review-table")
    node.append(el("caption", hand.title, "visually-hidden"), thead, body)
    return node
