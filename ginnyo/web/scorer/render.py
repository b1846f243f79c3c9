"""Writes the scorer's panel into the page (PyScript, main thread); the board's cells go through the page's board.

`html[data-scorer]` ("off", "on") lets the style sheet show the panel beside the board and hide the game's own
parts; the print style sheet shows only the score sheet.
"""

from __future__ import annotations

from pyscript import document

from ..browser.card_face import draw_face
from ..browser.dom import by_id, clear, el, show
from ..common.ids import Id
from ..words import scorer as words
from ..words.i18n import _
from .view import PaletteTile, ScorerView, SheetLine, palette_tiles

TOGGLES = ("joker", "dark")


class ScorerRenderer:
    """The panel, rewritten when its view changed (the palette once per language)."""

    def __init__(self) -> None:
        self.shown: ScorerView | None = None
        self.palette: tuple[PaletteTile, ...] = ()

    def render(self, view: ScorerView) -> None:
        document.documentElement.dataset.scorer = "off" if view.mode == "off" else "on"
        if view == self.shown:
            return
        self.shown = view
        panel = by_id(Id.SCORER)
        show(panel, view.mode != "off")
        if view.mode == "off":
            return
        self.words()
        self.elsewhere(view)
        by_id(Id.SCORER_DAMAGED).textContent = view.damaged
        show(by_id(Id.SCORER_DAMAGED), bool(view.damaged))
        setup = view.mode == "setup"
        show(by_id(Id.SCORER_SETUP), setup)
        show(by_id(Id.SCORER_MAIN), not setup)
        by_id(Id.SCORER_REPLACES).textContent = view.replaces
        if setup:
            by_id(Id.SCORER_SETUP_ERROR).textContent = view.error
            document.querySelector('[data-scorer="start"]').disabled = "start" not in view.enabled
            return
        by_id(Id.SCORER_TURN).textContent = view.turn
        by_id(Id.SCORER_NOTICE).textContent = view.notice
        by_id(Id.SCORER_ERROR).textContent = view.error
        self.buttons(view)
        self.cards()
        for tile in document.querySelectorAll(f"#{Id.SCORER_CARDS} .tile"):
            tile.classList.toggle("dark", bool(view.dark))
        show(by_id(Id.SCORER_PALETTE), view.palette)
        by_id(Id.SCORER_PALETTE_NOTE).textContent = view.palette_note
        show(document.querySelector('[data-scorer="dark"]'), view.dark is not None)
        entry = by_id(Id.SCORER_ENTRY)
        if str(entry.value) != view.entry:
            entry.value = view.entry
        entry.readOnly = bool(view.elsewhere)  # the entry in progress stays in sight, to be scored after "Use here"
        show(by_id(Id.SCORER_ENTRY_BOX), view.entering)
        for name in ("commit", "clear", "pass", "exchange"):
            show(document.querySelector(f'[data-scorer="{name}"]'), view.entering)
        self.preview(view)
        self.seats(view)
        self.sheet(view)
        self.remains(view)
        self.unseen(view)

    @staticmethod
    def words() -> None:
        by_id(Id.SCORER_TITLE).textContent = _(words.TITLE)
        for name, label in words.BUTTONS.items():
            for node in document.querySelectorAll(f'[data-scorer="{name}"]'):
                node.textContent = _(label)
        for node_id, label in words.LABELS.items():
            by_id(node_id).textContent = _(label)
        by_id(Id.SCORER_DECKS_DEFAULT).textContent = _(words.DECKS_DEFAULT)

    @staticmethod
    def elsewhere(view: ScorerView) -> None:
        """Why this tab only shows the sheet, and "Use here"; the focus goes to it from a control it disabled."""
        box = by_id(Id.SCORER_ELSEWHERE)
        arriving = bool(view.elsewhere) and box.hidden
        show(box, bool(view.elsewhere))
        by_id(Id.SCORER_ELSEWHERE_TEXT).textContent = view.elsewhere
        if arriving and by_id(Id.SCORER).contains(document.activeElement):
            document.querySelector('[data-scorer="use-here"]').focus()

    @staticmethod
    def buttons(view: ScorerView) -> None:
        for node in document.querySelectorAll(f"#{Id.SCORER_MAIN} button[data-scorer]"):
            node.disabled = str(node.getAttribute("data-scorer")) not in view.enabled
        for name in TOGGLES:
            pressed = view.joker if name == "joker" else bool(view.dark)
            document.querySelector(f'[data-scorer="{name}"]').setAttribute("aria-pressed", str(pressed).lower())
        show(document.querySelector('[data-scorer="cancel-edit"]'), "cancel-edit" in view.enabled)
        unseen = document.querySelector('[data-scorer="unseen"]')
        unseen.setAttribute("aria-expanded", "true" if view.unseen else "false")

    def cards(self) -> None:
        """The palette: 13 ranks of each suit, a tile button each (rewritten once per language for its names)."""
        tiles = palette_tiles()
        if tiles == self.palette:
            return
        self.palette = tiles
        box = by_id(Id.SCORER_CARDS)
        clear(box)
        for tile in tiles:
            button = el("button", None, "tile", type="button", data_card=tile.card, data_suit=tile.face.suit)
            button.setAttribute("aria-label", tile.label)
            box.append(draw_face(button, tile.face))

    @staticmethod
    def preview(view: ScorerView) -> None:
        box = by_id(Id.SCORER_PREVIEW)
        clear(box)
        if not view.preview_state:
            box.removeAttribute("data-state")
            return
        box.setAttribute("data-state", view.preview_state)
        box.append(el("p", view.preview[0], "preview-message"))
        if len(view.preview) > 1:
            items = el("ul", cls="breakdown")
            for line in view.preview[1:]:
                items.append(el("li", line))
            box.append(items)

    @staticmethod
    def seats(view: ScorerView) -> None:
        box = by_id(Id.SCORER_SEATS)
        clear(box)
        for seat in view.seats:
            item = el("li", cls="scorer-seat current" if seat.current else "scorer-seat")
            if seat.current:
                item.setAttribute("aria-current", "true")
            item.append(el("span", seat.name, "name"))
            item.append(el("span", seat.total, "score", data_seat_total=seat.seat))
            rename = el("button", "✎", "link", type="button", data_rename=seat.seat, aria_label=seat.rename)
            rename.disabled = bool(view.elsewhere)
            item.append(rename)
            box.append(item)
        form = by_id(Id.SCORER_RENAME)
        show(form, view.renaming is not None)
        if view.renaming is not None:
            form.setAttribute("data-seat", str(view.renaming))
            field = by_id(Id.SCORER_RENAME_NAME)
            if str(field.getAttribute("data-for")) != str(view.renaming):
                field.setAttribute("data-for", str(view.renaming))
                field.value = view.rename_value
                field.focus()

    @staticmethod
    def sheet(view: ScorerView) -> None:
        box = by_id(Id.SCORER_SHEET)
        clear(box)
        table = el("table")
        head = el("tr")
        for title in ("#", _(words.PLAYER), _(words.PLAY), _(words.POINTS), *view.names):
            head.append(el("th", title, scope="col"))
        thead, body = el("thead"), el("tbody")
        thead.append(head)
        for line in view.lines:
            body.append(ScorerRenderer.line(line, not view.elsewhere))
        if view.penalties:
            for title, cells in ((_(words.PENALTY), view.penalties), (_(words.TOTAL), view.finals)):
                row = el("tr", cls="scorer-final")
                row.append(el("th", title, scope="row", colspan=4))
                for text in cells:
                    row.append(el("td", text))
                body.append(row)
        table.append(thead, body)
        box.append(table)
        box.scrollTop = box.scrollHeight
        by_id(Id.SCORER_WINNERS).textContent = view.winners

    @staticmethod
    def line(line: SheetLine, correctable: bool) -> object:
        row = el("tr", cls="editing" if line.editing else "broken" if line.problem else None, data_turn=line.index)
        number = el("td")
        button = el("button", line.number, "link", type="button")
        button.setAttribute("aria-label", _(words.CORRECT).format(number=line.number))
        button.disabled = not correctable
        number.append(button)
        play = el("td", line.play, "notation")
        if line.problem:
            play.append(el("span", line.problem, "scorer-problem"))
        row.append(number, el("td", line.name), play, el("td", line.points))
        for total in line.totals:
            row.append(el("td", total))
        return row

    @staticmethod
    def remains(view: ScorerView) -> None:
        show(by_id(Id.SCORER_REMAINS), bool(view.remains))
        by_id(Id.SCORER_REMAINS_TEXT).textContent = view.remains

    @staticmethod
    def unseen(view: ScorerView) -> None:
        box = by_id(Id.SCORER_UNSEEN)
        clear(box)
        show(box, bool(view.unseen))
        if view.out:
            box.append(el("p", view.out, "note"))
        for symbol, tiles in view.unseen:
            line = el("p", cls="unseen-suit")
            line.append(el("span", symbol, "suit-symbol"))
            line.append(el("span", tiles, "unseen-cards"))
            box.append(line)
