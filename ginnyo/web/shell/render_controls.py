"""Writes the play controls and the live preview into the page (PyScript, main thread).

`render.Renderer` calls these when their views (``shell/view_controls.py``) changed.
"""

from __future__ import annotations

from pyscript import document

from ..browser.dom import badge, by_id, clear, el, show
from ..common.ids import Button, Id
from .view_controls import ControlsView, PreviewView


def controls(view: ControlsView) -> None:
    for name, enabled in view.enabled.items():
        document.querySelector(f'[data-action="{name}"]').disabled = not enabled
    document.querySelector(f'[data-action="{Button.PASS}"]').title = view.pass_title
    show(document.querySelector(f'[data-action="{Button.UNDO}"]'), view.undo_offered)
    show(by_id(Id.EXCHANGE_BAR), view.exchanging)
    document.querySelector(f'[data-action="{Button.EXCHANGE_CONFIRM}"]').textContent = view.confirm_text
    by_id(Id.CONTROLS).hidden = view.exchanging


def preview(view: PreviewView) -> None:
    box = by_id(Id.PREVIEW)
    clear(box)
    if view.state is None:
        box.removeAttribute("data-state")
        return
    box.setAttribute("data-state", view.state)
    message = el("p", view.message, "preview-message")
    if view.mark[0]:
        message.append(badge(*view.mark))
    box.append(message)
    if view.reason:
        box.append(el("p", view.reason, "preview-reason"))
    if view.lines:
        items = el("ul", cls="breakdown")
        for line in view.lines:
            items.append(el("li", line))
        box.append(items)
    for text in view.dangers:
        box.append(el("p", text, "preview-danger"))
    for square, text in view.jokers:
        box.append(el("button", text, "link", type="button", data_action=Button.JOKER, data_joker_square=square))
    if view.use:
        box.append(el("button", view.use, "use-hint", type="button", data_action=Button.USE_HINT))
