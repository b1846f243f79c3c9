"""Writes Hint and Undo at the Gin Rummy table (PyScript, main thread): the buttons stay in the page, so a focused
one keeps its focus. The shell's renderer calls it beside the table's (``rummy/render.py``)."""

from __future__ import annotations

from ..browser.dom import by_id, show
from ..common.ids import Id
from .rummy_view import CoachButton


def coach_buttons(buttons: tuple[CoachButton, ...]) -> None:
    """Hint and Undo, hidden when the match is over."""
    shown = {b.action: b for b in buttons}
    for node in by_id(Id.GIN_COACH).querySelectorAll("button"):
        button = shown.get(str(node.getAttribute("data-action")))
        show(node, button is not None)
        if button is not None:
            node.textContent, node.title, node.disabled = button.label, button.title, not button.enabled
