"""Writes the view modules' descriptions into the page (PyScript, main thread).

Every part is rewritten only when its description changed; the descriptions come from a
`Screen` (public facts plus the visible seat's view), so no other rack can reach the DOM.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none

from ginnyo.rules.game import RACK

from ..browser.card_face import draw_face
from ..browser.celebrate import celebrate
from ..browser.dom import Node, attr, by_id, clear, el, focusable, inside, set_state, show
from ..browser.motion import arrive
from ..coach import rummy_render as gin_coach_render
from ..coach.rummy_view import gin_coach_view
from ..common.enums import Dialog, Zoom
from ..common.ids import Id
from ..common.text import said
from ..review import rummy_render as gin_review_render
from ..review.render import ReplayRenderer
from ..review.rummy_view import gin_review_view
from ..rummy.render import GinRenderer
from ..rummy.view import GinPage
from ..scorer.view import scorer_cells
from ..stats import render as render_stats
from ..stats.view import share_view, stats_view
from ..tiles.screen import Screen
from ..tiles.state import START_SQUARE
from ..tiles.view_board import (
    BUBBLE_MS,
    QUIET,
    Bubble,
    Cell,
    CellKind,
    TileLook,
    board_cells,
    bubble_pops,
    bubble_view,
    scroll_by,
)
from ..tiles.view_panel import (
    pile_texts,
    player_rows,
    sheet_note,
    sheet_rows,
    turn_view,
    unseen_view,
)
from ..tiles.view_rack import RackView, rack_view
from ..tips.view import tip_view
from ..words.files import storage_alert_text
from ..words.i18n import language
from . import render_controls, render_dialogs, render_panels
from .replay import viewed, viewer
from .screen import screen
from .state import UiState, actions_played, cursor, expert_thinking, session_of, stopped, watching
from .view_controls import controls_view, preview_view
from .view_dialogs import (
    cheering,
    end_view,
    handoff_view,
    joker_view,
    message_view,
    unopened_view,
)
from .view_focus import Home, home

_NEVER_SHOWN = object()
MAX_ARRIVING = 8  # more new tiles at once (a game loaded): they just appear


def tile_node(tag: str, look: TileLook, **attrs: object) -> Node:
    node = el(tag, None, "tile", data_suit=look.suit or None, data_joker=look.joker or None, **attrs)
    if look.dark:
        node.classList.add("dark")
    return draw_face(node, look.card, look.word)


def follow(squares: list[Node]) -> None:
    """Scroll the zoomed board's box so these squares show, clear of its sticky row and column labels."""
    box = by_id(Id.BOARD_BOX)
    view, corner = box.getBoundingClientRect(), box.querySelector(".label.corner").getBoundingClientRect()
    rects = [square.getBoundingClientRect() for square in squares]
    right, bottom = view.left + box.clientWidth, view.top + box.clientHeight
    box.scrollLeft += scroll_by(min(r.left for r in rects), max(r.right for r in rects), corner.right, right)
    box.scrollTop += scroll_by(min(r.top for r in rects), max(r.bottom for r in rects), corner.bottom, bottom)


class Renderer:
    """The page's DOM, kept equal to the views of the last state rendered."""

    def __init__(self, refresh_form: Callable[[], None]) -> None:
        self.squares = {
            str(n.getAttribute("data-square")): n for n in document.querySelectorAll(f"#{Id.BOARD} [data-square]")
        }
        # a square is named by its content: these words (its letter and tile face are aria-hidden)
        self.names = {square: el("span", None, "visually-hidden") for square in self.squares}
        for square, name in self.names.items():
            self.squares[square].append(name)
        self.cells: dict[str, Cell] = {}
        self.shown: dict[str, object] = {}
        self.dialog: Dialog | None = None
        self.sheet = render_panels.Sheet()
        self.cursor = START_SQUARE
        self.opener: Node = None  # what had the focus when the open dialog opened
        self.opened_in = 0  # the game generation then
        self.popped: tuple[int, int] | None = None  # the last play whose score bubble popped
        self.replay = ReplayRenderer(self.part, tile_node)
        self.stats = render_stats.StatsWriter()
        self.gin = GinRenderer()
        self.refresh_form = refresh_form  # the new-game form's fields, refreshed as it opens (``page/setup_form.py``)

    def render(self, state: UiState) -> None:
        self.gin_table(state)
        page = viewer(state)
        self.replay.render(page)  # the viewer's panel; while it is open, the page shows its step
        state = viewed(state)
        view = screen(state)
        before = document.activeElement
        if state.phase is not None:
            set_state(state.phase)
        cells = scorer_cells(state.scorer) if state.scorer.open else board_cells(state.tiles, state.thinking, view)
        landed = self.board(cells)
        self.part("bubble", bubble_view(state.tiles, view), self.bubble)
        self.part("rack", rack_view(state.tiles, state.thinking, view), self.rack)
        self.part("controls", controls_view(state, view), render_controls.controls)
        self.part("preview", preview_view(state, view), render_controls.preview)
        self.part("players", player_rows(view), render_panels.players)
        self.part("pile", pile_texts(view), render_panels.pile)
        rows = sheet_rows(view)
        self.part("sheet", (rows, sheet_note(view)), self.sheet.write)
        self.part(
            "sheet-pick", (None if state.tiles is None else state.tiles.sheet_turn, rows), render_panels.sheet_pick
        )
        self.part("unseen", unseen_view(view), render_panels.unseen)
        replayed = None if state.replay is None else (state.replay.step, state.replay.turns)
        turn = turn_view(state.tiles, view, watching(state) is not None, replayed, stopped(state))
        self.part("turn", turn, render_panels.turn)
        self.part("tip", tip_view(state.tips, state.settings.tips, state.learn.open), render_panels.tip)
        alert = storage_alert_text(state.unsaved, state.aside, state.unsaved_from, actions_played(state))
        self.part("storage", (state.unsaved, state.aside, alert), render_panels.storage_alert)
        self.part("looks", (state.settings, state.zoomed), render_panels.looks)
        self.part("zoom", (state.zoom, state.zoom_at), self.zoom_around)
        self.part("thinking", expert_thinking(state), render_panels.thinking)
        # the digit keys show by a style, so a press does not rebuild the rack under the pointer
        document.documentElement.dataset.keys = "on" if state.keyboard else "off"
        by_id(Id.LAST_ACTION).textContent = said(state.notice)
        by_id(Id.PLAY_ERROR).textContent = said(state.error)
        if not self.dialogs(state, view, before):
            self.keep_focus(state, before)
        self.replay.take_focus(page)
        if state.zoomed and landed:  # after the focus moved (which scrolls too): the play is what to see
            follow(landed)

    def zoom_around(self, view: tuple[Zoom, str | None]) -> None:
        """A gesture's zoom shows the play being built, else the square tapped (the button's starts mid-board)."""
        zoom, tapped = view
        built = [self.squares[c.square] for c in self.cells.values() if c.placed]
        around = built or ([self.squares[tapped]] if tapped in self.squares else [])
        if zoom is Zoom.PLAY and around:
            follow(around)

    def prepare(self, state: UiState) -> None:
        """Draw the board's 225 squares ahead of the page's first full drawing, in a start-up step of their own, so
        that drawing (a task after ready) is shorter."""
        self.board(board_cells(state.tiles, state.thinking, screen(state)))

    def gin_table(self, state: UiState) -> None:
        """The Gin Rummy table (``rummy/render.py``), then beside it the coach's Hint and Undo and the match review."""
        gin = state.rummy
        settings = state.settings
        around = GinPage(
            state.thinking, watching(state) is not None, state.notice, state.error, settings.ask_knock, settings.speed
        )
        self.gin.render(gin, around)
        if gin is None:
            return
        self.part("gin-coach", gin_coach_view(gin, state.thinking), gin_coach_render.coach_buttons)
        self.part("gin-review-buttons", gin.can_review(state.thinking, state.dialog), gin_review_render.buttons)
        review = gin_review_view(state.gin_review, state.dialog, gin.session.game)
        self.part("gin-review", review, gin_review_render.panel)

    def part(self, name: str, view: Any, write: Callable[[Any], None]) -> None:
        """Rewrite one part of the page when its description, or the language, changed."""
        if self.shown.get(name, _NEVER_SHOWN) != (language(), view):
            self.shown[name] = (language(), view)
            write(view)

    def board(self, cells: tuple[Cell, ...]) -> list[Node]:
        """Rewrite the squares that changed; tiles new on a square arrive (CSS motion), unless many at once.

        Give the last play's squares when one of its tiles has just landed (a computer's arrive one by one),
        for the zoomed board to follow.
        """
        changed = [cell for cell in cells if self.cells.get(cell.square) != cell]
        new = {c.square for c in changed if c.kind not in QUIET and self.cells and self.cells[c.square].kind in QUIET}
        arriving = new if len(new) <= MAX_ARRIVING else set()
        for cell in changed:
            old = self.cells.get(cell.square)
            self.cells[cell.square] = cell
            node = self.squares[cell.square]
            if old is None and cell.kind is CellKind.EMPTY:
                self.first(node, cell)
            elif old is not None and (old.kind, old.tile, old.label) == (cell.kind, cell.tile, cell.label):
                self.marks(node, cell)  # the same tile: keep its node (and any motion it is in)
            else:
                self.square(node, cell, cell.square in arriving)
        if not any(c.kind is CellKind.LAST and c.square in new for c in changed):
            return []
        return [self.squares[c.square] for c in cells if c.kind is CellKind.LAST]

    def first(self, node: Node, cell: Cell) -> None:
        """An empty square drawn the first time: index.html drew it bare, the start square the only tab stop."""
        self.names[cell.square].textContent = cell.label
        if cell.cursor or cell.square == START_SQUARE:  # an empty square is never marked
            self.marks(node, cell)

    def marks(self, node: Node, cell: Cell) -> None:
        node.classList.toggle("cursor", cell.cursor)
        if cell.ring is None:
            node.removeAttribute("data-ring")
        else:
            node.setAttribute("data-ring", cell.ring)
        node.classList.toggle("marked", cell.marked)
        if cell.glow is not None:
            light_up(node, cell.glow)
        node.tabIndex = 0 if cell.cursor else -1  # roving: Tab enters the grid on the cursor

    def square(self, node: Node, cell: Cell, arriving: bool) -> None:
        old = node.querySelector(".tile")
        if not is_none(old):
            old.remove()
        node.removeAttribute("data-gin")  # another tile: its own glow, if any (marks)
        self.marks(node, cell)
        node.classList.toggle("covered", cell.tile is not None)
        node.removeAttribute("data-placed")
        self.names[cell.square].textContent = cell.label
        if cell.tile is None:
            return
        tile = tile_node("span", cell.tile)
        if arriving:
            arrive(tile, node, cell.placed)
        if cell.placed:
            tile.classList.add("pending")
            node.setAttribute("data-placed", cell.square)
        if cell.kind is CellKind.SELECTED:
            tile.classList.add("selected")
        tile.classList.toggle("hint-tile", cell.kind is CellKind.HINT)
        node.append(tile)

    def bubble(self, view: Bubble | None) -> None:
        """The play's score beside it: it pops once (rises and fades), and goes after `BUBBLE_MS`."""
        old = by_id(Id.SCORE_BUBBLE)
        pops = bubble_pops(view, self.popped)
        if not is_none(old) and (view is None or pops):
            old.remove()
        elif not is_none(old) and view is not None:
            old.textContent = view.text  # the same bubble, reworded
        if view is None or not pops:
            return
        self.popped = view.key
        bubble = el("span", view.text, "bubble", id=Id.SCORE_BUBBLE, aria_hidden="true")
        bubble.classList.toggle("left", view.left)
        self.squares[view.square].append(bubble)
        window.setTimeout(create_proxy(lambda: bubble.remove()), BUBBLE_MS)

    # -- focus ------------------------------------------------------------------------------

    def keep_focus(self, state: UiState, before: Node) -> None:
        """The focus in the board (or nowhere) follows the cursor; a control that went away hands it home."""
        moved, self.cursor = cursor(state) != self.cursor, cursor(state)
        if is_none(before) or before.isSameNode(document.body) or inside(before, f"#{Id.BOARD}"):
            if moved:
                self.squares[cursor(state)].focus()
        elif not focusable(before):
            twin = self.twin(before)
            (self.home(state) if twin is None else twin).focus()

    @staticmethod
    def twin(node: Node) -> Node | None:
        """The control rewritten in place of `node` (the same rack tile), if it can take the focus."""
        index = attr(node, "data-index") if node.matches(".rack-tile") else None
        found = None if index is None else document.querySelector(f'#{Id.RACK} [data-index="{index}"]')
        return found if focusable(found) else None

    def home(self, state: UiState) -> Node:
        tile = document.querySelector(f"#{Id.RACK} button[data-index]") if home(state) is Home.RACK else None
        return tile if focusable(tile) else self.squares[cursor(state)]

    def rack(self, view: RackView) -> None:
        rack = by_id(Id.RACK)
        clear(rack)
        by_id(Id.RACK_TITLE).textContent = view.title
        if (
            not view.tiles and not view.pending
        ):  # its empty places, as the page's HTML has them before Python: nothing moves
            rack.append(*(el("span", cls="slot", aria_hidden="true") for _ in range(RACK)))
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
        for _back in range(view.pending):  # a friend's device has not opened them yet: their backs only
            rack.append(el("span", cls="rack-tile tile-back", aria_hidden="true"))
        if view.note:
            rack.append(el("p", view.note, "rack-note"))

    # -- dialogs ----------------------------------------------------------------------------

    def dialogs(self, state: UiState, view: Screen, before: Node) -> bool:
        """Fill the dialogs, then open the state's dialog (or close them) when it changed; say if it did."""
        self.part("joker", joker_view(state, view), render_dialogs.joker)
        self.part("handoff", handoff_view(state, view), render_dialogs.handoff)
        self.part("end", end_view(state, view), render_dialogs.end)
        self.part("message", message_view(state), render_dialogs.message)
        self.part("unopened", unopened_view(state), render_dialogs.unopened)
        self.part("stats", stats_view(state.stats), self.stats.panel)
        self.part("share", share_view(state.stats, session_of(state)), render_stats.share)
        show(by_id(Id.SETUP_CANCEL), state.setup_can_cancel)
        by_id(Id.SETUP_ERROR).textContent = said(state.setup_error)
        if state.dialog == self.dialog and by_id(Id.OVERLAY).hidden == (state.dialog is None):
            return False  # (the form boot.js opened is closed too when the first state has none: a tab that watches)
        if self.dialog is None:
            self.opener, self.opened_in = before, state.generation
        self.dialog = state.dialog
        render_dialogs.show_dialog(state.dialog, self.refresh_form)
        celebrate(cheering(state, view), state.settings.animations)
        if state.dialog is not None and not by_id(state.dialog).contains(document.activeElement):  # (boot.js form)
            render_dialogs.focus_first(state, state.dialog)
        else:  # back where it was; after a new game began, home
            back = state.generation == self.opened_in and focusable(self.opener)
            (self.opener if back else self.home(state)).focus()
            self.opener, self.cursor = None, cursor(state)
        return True


def light_up(square: Node, place: int) -> None:
    """A tile of the gin just made lights up in its `place` (the style sheet's "moments": `--gin`), for as long as
    the play's score shows, even when the next turn begins at once (a fast computer): it goes by itself."""
    square.setAttribute("data-gin", "on")
    square.style.setProperty("--gin", str(place))
    window.setTimeout(create_proxy(lambda: square.removeAttribute("data-gin")), BUBBLE_MS)
