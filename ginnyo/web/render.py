"""Writes the view modules' descriptions into the page (PyScript, main thread).

Every part is rewritten only when its description changed; the descriptions come from a
`Screen` (public facts plus the visible seat's view), so no other rack can reach the DOM.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document
from pyscript.ffi import is_none

from . import setup_form
from .dom import Node, attr, by_id, clear, el, set_state, show
from .enums import Dialog
from .screen import Screen, screen
from .settings import Settings
from .state import UiState
from .texts import HINT_MARK, HINT_MARK_LABEL
from .view_board import Bubble, Cell, CellKind, TileLook, board_cells, bubble_view
from .view_controls import ControlsView, PreviewView, controls_view, preview_view
from .view_dialogs import EndView, HandoffView, JokerView, MessageView, end_view, handoff_view, joker_view, message_view
from .view_panel import (
    PlayerRow,
    SheetRow,
    TurnView,
    UnseenView,
    pile_texts,
    player_rows,
    sheet_rows,
    turn_view,
    unseen_view,
)
from .view_rack import RackView, rack_view

RED_SUITS = {"♥": "H", "♦": "D"}
_NEVER_SHOWN = object()
MAX_ARRIVING = 8  # more new tiles at once (a game loaded): they just appear


def tile_node(tag: str, look: TileLook, **attrs: object) -> Node:
    node = el(tag, None, "tile", data_suit=look.suit or None, data_joker=look.joker or None, **attrs)
    if look.dark:
        node.classList.add("dark")
    for cls, text in look.parts:
        node.append(el("span", text, cls, aria_hidden="true"))
    return node


class Renderer:
    """The page's DOM, kept equal to the views of the last state rendered."""

    def __init__(self) -> None:
        self.squares = {
            str(n.getAttribute("data-square")): n for n in document.querySelectorAll("#board [data-square]")
        }
        self.cells: dict[str, Cell] = {}
        self.shown: dict[str, object] = {}
        self.dialog: Dialog | None = None
        self.sheet_size = 0

    def render(self, state: UiState) -> None:
        view = screen(state)
        if state.phase is not None:
            set_state(state.phase)
        self.board(board_cells(state, view))
        self.part("bubble", bubble_view(state, view), self.bubble)
        self.part("rack", rack_view(state, view), self.rack)
        self.part("controls", controls_view(state, view), self.controls)
        self.part("preview", preview_view(state, view), self.preview)
        self.part("players", player_rows(view), self.players)
        self.part("pile", pile_texts(view), self.pile)
        rows = sheet_rows(view)
        self.part("sheet", rows, self.sheet)
        self.part("sheet-pick", (state.sheet_turn, rows), self.sheet_pick)
        self.part("unseen", unseen_view(view), self.unseen)
        self.part("turn", turn_view(state, view), self.turn)
        self.part("looks", (state.settings, state.zoomed), self.looks)
        # the digit keys show by a style, so a press does not rebuild the rack under the pointer
        document.documentElement.dataset.keys = "on" if state.keyboard else "off"
        by_id("last-action").textContent = state.notice
        by_id("play-error").textContent = state.error
        self.dialogs(state, view)

    def part(self, name: str, view: Any, write: Callable[[Any], None]) -> None:
        """Rewrite one part of the page when its description changed."""
        if self.shown.get(name, _NEVER_SHOWN) != view:
            self.shown[name] = view
            write(view)

    def board(self, cells: tuple[Cell, ...]) -> None:
        """Rewrite the squares that changed; tiles new on a square arrive (CSS motion), unless many at once."""
        changed = [cell for cell in cells if self.cells.get(cell.square) != cell]
        new = {c.square for c in changed if self.arrives(c)}
        arriving = new if len(new) <= MAX_ARRIVING else set()
        for cell in changed:
            old = self.cells.get(cell.square)
            self.cells[cell.square] = cell
            node = self.squares[cell.square]
            if old is not None and (old.kind, old.tile, old.spoken) == (cell.kind, cell.tile, cell.spoken):
                self.marks(node, cell)  # the same tile: keep its node (and any motion it is in)
            else:
                self.square(node, cell, cell.square in arriving)

    def arrives(self, cell: Cell) -> bool:
        """A tile new on its square (where none, or only a hint's ghost, was); ghosts just appear."""
        old = self.cells.get(cell.square)
        if cell.tile is None or cell.kind is CellKind.HINT or old is None:
            return False
        return old.tile is None or old.kind is CellKind.HINT

    def marks(self, node: Node, cell: Cell) -> None:
        node.classList.toggle("cursor", cell.cursor)
        node.classList.toggle("last", cell.kind is CellKind.LAST)
        node.classList.toggle("marked", cell.marked)

    def square(self, node: Node, cell: Cell, arriving: bool) -> None:
        old = node.querySelector(".tile")
        if not is_none(old):
            old.remove()
        self.marks(node, cell)
        node.classList.toggle("covered", cell.tile is not None)
        node.removeAttribute("data-placed")
        label = attr(node, "title") or cell.square
        if cell.tile is None:
            node.setAttribute("aria-label", label)
            return
        tile = tile_node("span", cell.tile)
        if arriving:
            tile.classList.add("arrive")
        if cell.placed:
            tile.classList.add("pending")
            node.setAttribute("data-placed", cell.square)
        if cell.kind is CellKind.SELECTED:
            tile.classList.add("selected")
        if cell.kind is CellKind.HINT:
            tile.classList.add("hint-tile")
        node.append(tile)
        node.setAttribute("aria-label", f"{label}: {cell.spoken}")

    def bubble(self, view: Bubble | None) -> None:
        """The last play's score beside it (it rises and fades; without motion it stays)."""
        old = by_id("score-bubble")
        if not is_none(old):
            old.remove()
        if view is not None:
            bubble = el("span", view.text, "bubble", id="score-bubble", aria_hidden="true")
            bubble.classList.toggle("left", view.left)
            self.squares[view.square].append(bubble)

    def announce_cursor(self, square: str) -> None:
        node = self.squares[square]
        where = attr(node, "aria-label") or attr(node, "title") or square
        by_id("board").setAttribute("aria-label", f"Game board, 15 by 15; cursor on {where}")

    def rack(self, view: RackView) -> None:
        rack = by_id("rack")
        clear(rack)
        by_id("rack-title").textContent = view.title
        for tile in view.tiles:
            if tile.index is None:
                node = tile_node("span", tile.look, data_tile=tile.text, role="img", aria_label=tile.label)
                node.classList.add("rack-tile", "idle")
            else:
                pressed = "true" if tile.picked or tile.selected else "false"
                attrs = {"type": "button", "data_tile": tile.text, "data_index": tile.index, "aria_pressed": pressed}
                node = tile_node("button", tile.look, aria_label=tile.label, data_slot=tile.slot, **attrs)
                node.classList.add("rack-tile")
                node.classList.toggle("selected", tile.selected)
                node.classList.toggle("picked", tile.picked)
                node.append(el("span", str(tile.slot + 1), "key", aria_hidden="true"))
            rack.append(node)
        if view.note:
            rack.append(el("p", view.note, "rack-note"))

    def controls(self, view: ControlsView) -> None:
        for name, enabled in view.enabled.items():
            document.querySelector(f'[data-action="{name}"]').disabled = not enabled
        document.querySelector('[data-action="pass"]').title = view.pass_title
        show(document.querySelector('[data-action="undo"]'), view.undo_offered)
        show(by_id("exchange-bar"), view.exchanging)
        document.querySelector('[data-action="exchange-confirm"]').textContent = view.confirm_text
        by_id("controls").hidden = view.exchanging

    def preview(self, view: PreviewView) -> None:
        box = by_id("preview")
        clear(box)
        if view.state is None:
            box.removeAttribute("data-state")
            return
        box.setAttribute("data-state", view.state)
        box.append(el("p", view.message, "preview-message"))
        if view.lines:
            items = el("ul", cls="breakdown")
            for line in view.lines:
                items.append(el("li", line))
            box.append(items)
        for square, text in view.jokers:
            box.append(el("button", text, "link", type="button", data_action="joker", data_joker_square=square))

    def players(self, rows: tuple[PlayerRow, ...]) -> None:
        box = by_id("players")
        clear(box)
        for row in rows:
            item = el("li", cls="player", data_seat=row.seat)
            if row.current:
                item.classList.add("current")
                item.setAttribute("aria-current", "true")
            item.append(el("span", row.name, "name"))
            item.append(el("span", row.kind, "kind"))
            item.append(el("span", str(row.score), "score", aria_label=f"score {row.score}"))
            item.append(el("span", row.rack_size, "rack-size"))
            box.append(item)

    def pile(self, texts: tuple[str, str]) -> None:
        by_id("pile").textContent, by_id("tile-sets-info").textContent = texts

    def sheet(self, rows: tuple[SheetRow, ...]) -> None:
        box = by_id("sheet")
        clear(box)
        if not rows:
            box.append(el("p", "No turns yet.", "note"))
            return
        head = el("tr")
        for title in ("#", "Player", "Turn", "Points"):
            head.append(el("th", title, scope="col"))
        thead, body = el("thead"), el("tbody")
        thead.append(head)
        for row in rows:
            cls = "last" if row.last else "penalty" if row.number is None else None
            line = el("tr", cls=cls, data_turn=row.number, data_play=row.play)
            number = el("td")
            if row.play:  # a button, so that the keyboard can pick the row too
                show = el("button", str(row.number), "link", type="button")
                show.setAttribute("aria-pressed", "false")
                number.append(show)
            elif row.number is not None:
                number.textContent = str(row.number)
            line.append(number)
            what = el("td", row.what, "notation")
            if row.hinted:
                what.append(el("span", HINT_MARK, "hint-mark", title=HINT_MARK_LABEL))
            line.append(el("td", row.name), what, el("td", row.score))
            body.append(line)
        table = el("table")
        table.append(thead, body)
        box.append(table)
        if len(rows) != self.sheet_size:  # a new turn: show it; a row picked: stay where the player is
            self.sheet_size = len(rows)
            box.scrollTop = box.scrollHeight

    def sheet_pick(self, view: tuple[int | None, tuple[SheetRow, ...]]) -> None:
        """The row whose play is marked on the board (its squares: `Cell.marked`)."""
        picked = view[0]
        for row in document.querySelectorAll("#sheet tr[data-play]"):
            on = attr(row, "data-turn") == str(picked)
            row.classList.toggle("picked", on)
            row.querySelector("button").setAttribute("aria-pressed", "true" if on else "false")

    def unseen(self, view: UnseenView) -> None:
        box = by_id("unseen")
        clear(box)
        by_id("unseen-title").textContent = view.title
        if view.note:
            box.append(el("p", view.note, "note"))
        for symbol, cards in view.groups:
            line = el("p", cls="unseen-suit")
            line.append(el("span", symbol, "suit-symbol", data_suit=RED_SUITS.get(symbol)))
            line.append(el("span", cards, "unseen-cards"))
            box.append(line)

    def turn(self, view: TurnView) -> None:
        node = by_id("turn")
        node.textContent = view.text
        if view.turns is not None:
            document.documentElement.dataset.turns = str(view.turns)
        if view.current is not None:
            node.setAttribute("data-current", str(view.current))

    def looks(self, looks: tuple[Settings, bool]) -> None:
        """The settings as `<html>` attributes (the style sheet reads them) and as the panel's controls."""
        settings, zoomed = looks
        root = document.documentElement
        root.dataset.theme = str(settings.theme)
        root.dataset.motion = "on" if settings.animations else "off"
        root.dataset.zoom = "on" if zoomed else "off"
        by_id("theme").value = str(settings.theme)
        by_id("speed").value = str(settings.speed)
        by_id("animations").checked = settings.animations
        by_id("sound").checked = settings.sound
        by_id("sound-toggle").setAttribute("aria-pressed", "true" if settings.sound else "false")
        by_id("zoom").setAttribute("aria-pressed", "true" if zoomed else "false")
        if zoomed:  # start from the middle of the board, where play begins
            box = by_id("board-box")
            box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2
            box.scrollTop = (box.scrollHeight - box.clientHeight) / 2

    # -- dialogs ----------------------------------------------------------------------------

    def dialogs(self, state: UiState, view: Screen) -> None:
        """Fill the dialogs, then open the state's dialog (or close them) when it changed."""
        self.part("joker", joker_view(state, view), self.joker)
        self.part("handoff", handoff_view(state, view), self.handoff)
        self.part("end", end_view(view), self.end)
        self.part("message", message_view(state), self.message)
        show(by_id("setup-cancel"), state.setup_can_cancel)
        by_id("setup-error").textContent = state.setup_error
        if state.dialog != self.dialog:
            self.dialog = state.dialog
            self.open(state.dialog)

    def open(self, dialog: Dialog | None) -> None:
        """Show one dialog (the page behind it takes no focus or clicks), or none."""
        if dialog is Dialog.SETUP:
            setup_form.refresh()
        by_id("overlay").hidden = dialog is None
        for node in document.querySelectorAll("#overlay .dialog"):
            node.hidden = str(node.id) != dialog
        for node in document.querySelectorAll("body > header, body > main"):
            node.inert = dialog is not None
        if dialog is not None:
            first = document.querySelector(f"#{dialog} button:not([hidden]), #{dialog} input, #{dialog} select")
            if not is_none(first):
                first.focus()

    def joker(self, view: JokerView | None) -> None:
        cards = by_id("joker-cards")
        clear(cards)
        if view is None:
            return  # nothing of a turn stays in the page after it
        by_id("joker-note").textContent = view.note
        cards.classList.toggle("all", view.every_card)
        for card, pretty, suit, spoken in view.cards:
            cards.append(el("button", pretty, "card", type="button", data_card=card, data_suit=suit, aria_label=spoken))

    def message(self, view: MessageView | None) -> None:
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

    def handoff(self, view: HandoffView | None) -> None:
        if view is not None:
            by_id("handoff-title").textContent = view.title
            by_id("handoff-text").textContent = view.text
            by_id("reveal-button").textContent = view.button

    def end(self, view: EndView | None) -> None:
        if view is None:
            return
        by_id("end-reason").textContent = view.reason
        by_id("end-winners").textContent = view.winners
        body = document.querySelector("#end-table tbody")
        clear(body)
        for row in view.rows:
            line = el("tr", cls="winner" if row.winner else None)
            line.append(el("th", row.name, scope="row"))
            for text in row.cells:
                line.append(el("td", text))
            body.append(line)
