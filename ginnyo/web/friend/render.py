"""Writes the panel of a game with a friend and the list "Games with friends" into the page (PyScript).

`html[data-friend]` ("waiting", "on" or "off") lets the style sheet give the panel its place above the table.
"""

from __future__ import annotations

from pyscript import document, window

from ..browser.dom import Node, attr, by_id, clear, el, show
from ..common.ids import Button, Id
from ..common.qr import Level, encode, svg
from ..words.i18n import _
from .state import Link
from .view import FriendView, KeptRow


def address(fragment: str) -> str:
    """This page's address with `fragment`: the hosted site's or the single file's."""
    return str(window.location.href).split("#", 1)[0] + "#" + fragment


class FriendRenderer:
    """The panel and the list, rewritten when their views changed."""

    def __init__(self) -> None:
        self.shown: FriendView | None = None
        self.rows: tuple[KeptRow, ...] | None = None
        self.title = str(document.title)

    def render(self, view: FriendView, rows: tuple[KeptRow, ...]) -> None:
        if view != self.shown:
            self.shown = view
            self.panel(view)
        if rows != self.rows:
            self.rows = rows
            self.games(rows)

    def panel(self, view: FriendView) -> None:
        # "waiting" (not started: the invitation and its QR code) gets a taller strip than a game in play ("on")
        document.documentElement.dataset.friend = (
            ("waiting" if view.link is Link.WAITING else "on") if view.shown else "off"
        )
        show(by_id(Id.FRIEND), view.shown)
        status = by_id(Id.FRIEND_STATUS)
        status.dataset.state = str(view.link)
        status.dataset.busy = "true" if view.busy else "false"  # tests wait for a side's slices to finish
        status.textContent = view.status
        by_id(Id.FRIEND_HEARD).textContent = view.heard
        show(by_id(Id.FRIEND_JOIN), bool(view.join))
        by_id(Id.FRIEND_JOIN_TEXT).textContent = view.join
        name = by_id(Id.FRIEND_NAME)
        if view.join and not str(name.value):
            name.value = _("Player 2")
        show(by_id(Id.FRIEND_OUT), bool(view.fragment))
        by_id(Id.FRIEND_OUT_TEXT).textContent = view.out
        link = by_id(Id.FRIEND_LINK)
        link.textContent = address(view.fragment) if view.fragment else ""
        link.dataset.friend = "invite" if view.invitation else "move-link"
        by_id(Id.FRIEND_ERROR).textContent = view.error
        qr_code(by_id(Id.FRIEND_QR), address(view.fragment) if view.invitation and view.fragment else "")
        self.live(view)
        show(document.querySelector(f'[data-action="{Button.FRIEND_CONNECT}"]'), view.offering)
        document.title = f"● {_('Your turn')} · {self.title}" if view.yours else self.title  # seen from another tab
        for verdict in (by_id(Id.END_VERDICT), by_id(Id.GIN_RESULT_VERDICT)):
            verdict.textContent = view.verdict
            show(verdict, bool(view.verdict))

    def live(self, view: FriendView) -> None:
        """This device's live offer (a link, with its QR code) or its answer (a code, `data-friend="answer"`)."""
        box, code = by_id(Id.FRIEND_LIVE), by_id(Id.FRIEND_LIVE_CODE)
        text = address(view.live) if view.live else view.answer
        show(box, bool(text))
        code.textContent = text
        code.dataset.friend = "answer" if view.answer else "live-offer"
        by_id(Id.FRIEND_LIVE_TEXT).textContent = (
            _("Show this code to your friend, or let them scan it: their device opens the live connection with it.")
            if view.answer
            else _("Your friend opens this link or scans the code, then shows you their answer to paste or scan.")
        )
        qr_code(by_id(Id.FRIEND_LIVE_QR), text)

    def games(self, rows: tuple[KeptRow, ...]) -> None:
        listing = by_id(Id.FRIENDS_LIST)
        clear(listing)
        show(by_id(Id.FRIENDS_EMPTY), not rows)
        for row in rows:
            item = el("li", cls="friends-row")
            item.append(el("strong", row.title))
            item.append(el("span", row.detail, cls="note"))
            item.append(el("button", _("Open"), type="button", data_action=Button.FRIEND_RESUME, data_game=row.game))
            if row.fragment:
                item.append(
                    el(
                        "button",
                        _("Send again"),
                        type="button",
                        data_action=Button.FRIEND_AGAIN,
                        data_fragment=row.fragment,
                    )
                )
            listing.append(item)


def qr_code(box: Node, text: str) -> None:
    """`text` as a QR code a phone camera reads (drawn in the text's colour), or nothing for ''."""
    show(box, bool(text))
    if (attr(box, "data-text") or "") == text:
        return
    box.setAttribute("data-text", text)
    box.innerHTML = svg(encode(text.encode(), Level.L)) if text else ""
    box.setAttribute("aria-label", _("QR code of the link") if text else "")
