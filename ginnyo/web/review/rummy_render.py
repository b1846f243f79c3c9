"""Writes the Gin Rummy match review (`gin_review_view.GinReviewView`) into its dialog, and the
"Review match" buttons (PyScript, main thread). The charts are drawn by `chart_render`."""

from __future__ import annotations

from ..browser.chart_render import figure
from ..browser.dom import Node, by_id, clear, el, progress, show
from ..common.ids import Id
from ..words.i18n import number
from ..words.rummy_review import review_button_label
from .rummy_view import GinReviewView, HandSection

REVIEW_BUTTONS = (Id.GIN_REVIEW_BUTTON, Id.GIN_REVIEW_OPEN)
"""On the table (beside the score sheet) and in a hand's result."""


def buttons(offered: bool) -> None:
    """The table's button stays in place (disabled while the computer moves); the result's shows only when it works."""
    for node_id in REVIEW_BUTTONS:
        by_id(node_id).textContent = review_button_label()
    table = by_id(Id.GIN_REVIEW_BUTTON)
    show(table, True)
    table.disabled = not offered
    show(by_id(Id.GIN_REVIEW_OPEN), offered)


def panel(view: GinReviewView | None) -> None:
    if view is None:
        return
    by_id(Id.GIN_REVIEW_TITLE).textContent = view.title
    by_id(Id.GIN_REVIEW_CLOSE).textContent = view.close
    by_id(Id.GIN_REVIEW_STATUS).textContent = view.status
    progress(by_id(Id.GIN_REVIEW_PROGRESS), *view.progress)
    figure(by_id(Id.GIN_SCORES_FIGURE), Id.GIN_SCORES_CHART, view.scores)
    figure(by_id(Id.GIN_EXTRA_FIGURE), Id.GIN_EXTRA_CHART, view.extra)
    by_id(Id.GIN_REVIEW_SUMMARY).textContent = view.summary
    box = by_id(Id.GIN_REVIEW_HANDS)
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
