"""Opens the page's dialogs and writes their contents (PyScript, main thread).

`render.Renderer` decides when a dialog opens and where the focus goes; the contents come from
``shell/view_dialogs.py``.
"""

from __future__ import annotations

from pyscript import document

from ..browser.card_face import draw_face
from ..browser.celebrate import end_words
from ..browser.dom import FOCUSABLE, by_id, clear, el, focusable, show
from ..common.enums import Dialog
from ..common.face import card_face
from ..page import setup_form
from .state import UiState
from .view_dialogs import EndView, HandoffView, JokerView, MessageView
from .view_focus import first_control


def show_dialog(dialog: Dialog | None) -> None:
    """Show one dialog (the page behind it takes no focus or clicks), or none."""
    if dialog is Dialog.SETUP:
        setup_form.refresh()
    by_id("overlay").hidden = dialog is None
    for node in document.querySelectorAll("#overlay .dialog"):
        node.hidden = str(node.id) != dialog
    for node in document.querySelectorAll("body > header, body > main"):
        node.inert = dialog is not None


def focus_first(state: UiState, dialog: Dialog) -> None:
    """The dialog's first sensible control takes the focus (`view_focus.first_control`)."""
    wanted = first_control(state)
    node = by_id(wanted) if wanted else None
    if not focusable(node):
        node = next((n for n in by_id(dialog).querySelectorAll(FOCUSABLE) if focusable(n)), None)
    if node is not None:
        node.focus()


def joker(view: JokerView | None) -> None:
    cards = by_id("joker-cards")
    clear(cards)
    if view is None:
        return  # nothing of a turn stays in the page after it
    by_id("joker-note").textContent = view.note
    cards.classList.toggle("all", view.every_card)
    for card, suit, spoken in view.cards:
        button = el("button", None, "card", type="button", data_card=card, data_suit=suit, aria_label=spoken)
        cards.append(draw_face(button, card_face(card)))


def message(view: MessageView | None) -> None:
    if view is None:
        return
    by_id("message-title").textContent = view.title
    by_id("message-text").textContent = view.text
    by_id("message-detail").textContent = view.detail
    show(by_id("message-details"), bool(view.detail))
    by_id("message-details").open = False
    for node_id in ("message-new", "message-import"):
        show(by_id(node_id), view.offers)
    show(by_id("message-confirm"), bool(view.confirm_label))
    by_id("message-confirm").textContent = view.confirm_label
    by_id("message-close").textContent = view.close_label


def handoff(view: HandoffView | None) -> None:
    if view is not None:
        by_id("handoff-title").textContent = view.title
        by_id("handoff-text").textContent = view.text
        by_id("reveal-button").textContent = view.button


def end(view: EndView | None) -> None:
    if view is None:
        return
    by_id("end-reason").textContent = view.reason
    by_id("end-winners").textContent = view.winners
    end_words("end", view.cheer, view.lesson)
    by_id("end-dialog").classList.toggle("won", bool(view.cheer))
    body = document.querySelector("#end-table tbody")
    clear(body)
    for row in view.rows:
        line = el("tr", cls="winner" if row.winner else None)
        line.append(el("th", row.name, scope="row"))
        for text in row.cells:
            line.append(el("td", text))
        body.append(line)
