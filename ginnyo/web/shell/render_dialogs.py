"""Opens the page's dialogs and writes their contents (PyScript, main thread).

`render.Renderer` decides when a dialog opens and where the focus goes; the contents come from
``shell/view_dialogs.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import document

from ..browser.card_face import draw_face
from ..browser.celebrate import end_words
from ..browser.dom import FOCUSABLE, by_id, clear, el, focusable, show
from ..common.enums import Dialog
from ..common.face import card_face
from ..common.ids import Id
from .state import UiState
from .view_dialogs import EndView, HandoffView, JokerView, MessageView, UnopenedView
from .view_focus import first_control


def show_dialog(dialog: Dialog | None, refresh_form: Callable[[], None]) -> None:
    """Show one dialog (the page behind it takes no focus or clicks), or none; the new-game form is refreshed as it
    opens (`refresh_form`: the page's ``page/setup_form.refresh``, handed to the renderer)."""
    if dialog is Dialog.SETUP:
        refresh_form()
    by_id(Id.OVERLAY).hidden = dialog is None
    for node in document.querySelectorAll(f"#{Id.OVERLAY} .dialog"):
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
    cards = by_id(Id.JOKER_CARDS)
    clear(cards)
    if view is None:
        return  # nothing of a turn stays in the page after it
    by_id(Id.JOKER_NOTE).textContent = view.note
    cards.classList.toggle("all", view.every_card)
    for card, suit, spoken in view.cards:
        button = el("button", None, "card", type="button", data_card=card, data_suit=suit, aria_label=spoken)
        cards.append(draw_face(button, card_face(card)))


def message(view: MessageView | None) -> None:
    if view is None:
        return
    by_id(Id.MESSAGE_TITLE).textContent = view.title
    by_id(Id.MESSAGE_TEXT).textContent = view.text
    by_id(Id.MESSAGE_DETAIL).textContent = view.detail
    show(by_id(Id.MESSAGE_DETAILS), bool(view.detail))
    by_id(Id.MESSAGE_DETAILS).open = False
    for node_id in (Id.MESSAGE_NEW, Id.MESSAGE_IMPORT):
        show(by_id(node_id), view.offers)
    show(by_id(Id.MESSAGE_CONFIRM), bool(view.confirm_label))
    by_id(Id.MESSAGE_CONFIRM).textContent = view.confirm_label
    by_id(Id.MESSAGE_CLOSE).textContent = view.close_label


def unopened(view: UnopenedView | None) -> None:
    """The stored game left unopened: why, and its three ways on."""
    if view is None:
        return
    by_id(Id.UNOPENED_TITLE).textContent = view.title
    by_id(Id.UNOPENED_TEXT).textContent = view.text
    by_id(Id.UNOPENED_NOTE).textContent = view.note
    buttons = (Id.UNOPENED_RETRY, Id.UNOPENED_DOWNLOAD, Id.UNOPENED_NEW)
    for node_id, label in zip(buttons, view.buttons, strict=True):
        by_id(node_id).textContent = label
    show(by_id(Id.UNOPENED_DOWNLOAD), view.download)


def handoff(view: HandoffView | None) -> None:
    if view is not None:
        by_id(Id.HANDOFF_TITLE).textContent = view.title
        by_id(Id.HANDOFF_TEXT).textContent = view.text
        by_id(Id.REVEAL_BUTTON).textContent = view.button


def end(view: EndView | None) -> None:
    if view is None:
        return
    by_id(Id.END_REASON).textContent = view.reason
    by_id(Id.END_WINNERS).textContent = view.winners
    end_words((Id.END_CHEER, Id.END_LESSON), view.cheer, view.lesson)
    by_id(Id.END_DIALOG).classList.toggle("won", bool(view.cheer))
    body = document.querySelector(f"#{Id.END_TABLE} tbody")
    clear(body)
    for row in view.rows:
        line = el("tr", cls="winner" if row.winner else None)
        line.append(el("th", row.name, scope="row"))
        for text in row.cells:
            line.append(el("td", text))
        body.append(line)
