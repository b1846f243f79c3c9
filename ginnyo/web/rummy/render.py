"""Writes the Gin Rummy table's view (`view.GinScreen`) into the page (PyScript, main thread).

Each part is rewritten only when its description changed. `<html data-game>` says which game
the page shows (the style sheet shows that game's table and hides the other). Cards move: each
card's place is read before a rewrite and the card glides from there to where it is drawn now
(`motion.fly`); a card new to the table comes from where it must have: the stock or the opponent's
hand; a new hand is dealt from the stock. The coach's Hint and Undo and the match review (its buttons and dialog)
are drawn beside the table by the shell's renderer (``shell/render.py``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document
from pyscript.ffi import is_none

from ..browser.card_face import draw_face
from ..browser.celebrate import end_words
from ..browser.dom import Node, by_id, clear, el, show
from ..browser.motion import Place, fly, place
from ..common.ids import Id
from ..common.text import said
from ..words.i18n import _, language, number
from ..words.rummy import (
    ASK_KNOCK_SETTING,
    BY_MELDS,
    GIN_BUTTONS,
    GIN_CARD_BACK,
    GIN_DISCARDS,
    GIN_HAND_TITLE,
    GIN_HELP,
    GIN_NO_HANDS,
    GIN_RESULT_CLOSE,
    GIN_SHEET_HEADS,
    GIN_SHEET_TITLE,
    GIN_STOCK,
    drag_help,
)
from ..words.texts import cards
from .events import GinButton
from .match_end import MatchEndView, match_end_view
from .state import GinUi
from .view import CardView, GinPage, GinScreen, KnockView, ResultView, SheetLine, TableView, gin_screen

_NEVER = object()
CHEERED = ("gin", "knock", "undercut")
"""The endings the table celebrates: the winner's melds jump (a drawn hand has no winner)."""
DEAL_LAST = 21
"""The deal's step of the upcard, turned up after the 20 cards dealt."""


def card_node(card: CardView, button: bool = True, label: str = "", **attrs: object) -> Node:
    """A card face: `data-card="5H"`, its suit for the colour, its name for screen readers.

    A button's name is its content (the face hidden from screen readers, the spoken name shown only
    to them), so the name holds what is seen; a card that is only shown is an image with a label.
    """
    if not button:
        image = el("span", None, "card", data_card=card.card, data_suit=card.suit, role="img", aria_label=card.label)
        return draw_face(image, card.face)
    pressed = "true" if card.picked else "false"
    node = el(
        "button", None, "card", type="button", data_card=card.card, data_suit=card.suit, aria_pressed=pressed, **attrs
    )
    draw_face(node, card.face)
    node.append(el("span", label or card.label, "sr-only"))
    for cls, on in (("picked", card.picked), ("target", card.target), ("locked", card.locked), ("hinted", card.hinted)):
        node.classList.toggle(cls, on)
    return node


class GinRenderer:
    """The Gin Rummy table's DOM, kept equal to the view of the last state rendered."""

    def __init__(self) -> None:
        self.shown: dict[str, object] = {}
        self.last: GinScreen | None = None  # the view rendered last: what moved since

    def render(self, gin: GinUi | None, page: GinPage) -> None:
        """The table `gin` (None: another game is on), and what it reads of the page around it."""
        self.part("setting", page.ask_knock, self.setting)
        view = gin_screen(gin, page.thinking, page.watched, not page.thinking and page.error is not None)
        document.documentElement.dataset.game = "ginnyo" if view is None else "gin"
        if view is None:
            self.last = None
            return
        last, self.last = self.last, view
        moving = last is None or table_of(last) != table_of(view)
        before = places() if moving else {}
        table = by_id(Id.GIN)
        table.dataset.speed = str(page.speed)
        self.part("cheer", view.table, lambda t: cheer(table, t))
        by_id(Id.GIN_TURN).textContent = view.turn
        by_id(Id.GIN_HAND_INFO).textContent = view.hand_info
        by_id(Id.GIN_NOTICE).textContent = said(page.notice)
        by_id(Id.GIN_ERROR).textContent = said(page.error)
        top = (view.opponent, view.opponent_cards, view.table.opponent_open, view.scores)
        self.part("top", top, lambda _v: self.top(view))
        self.part("piles", (view.stock, view.upcard, view.hint_pile), lambda _v: self.piles(view))
        self.part("knock", view.knock, self.knock)
        self.part("hand", (view.hand, view.deadwood, view.pending), lambda _v: self.hand(view))
        self.part("buttons", (view.buttons, view.question, view.by_melds), lambda _v: self.buttons(view))
        self.part("sheet", (view.sheet, view.target), lambda _v: self.sheet(view.sheet, view.target))
        self.part("result", view.result, self.result)
        self.part("match-end", match_end_view(gin), self.match_end)
        if moving:
            moved(before, last, view)

    def part(self, name: str, view: Any, write: Callable[[Any], None]) -> None:
        """Rewrite one part when its description, or the language, changed."""
        if self.shown.get(name, _NEVER) != (language(), view):
            self.shown[name] = (language(), view)
            write(view)

    def setting(self, ask_knock: bool) -> None:
        """Gin Rummy's line of the settings panel: "Ask before knocking"."""
        by_id(Id.ASK_KNOCK_LABEL).textContent = _(ASK_KNOCK_SETTING)
        by_id(Id.ASK_KNOCK).checked = ask_knock

    @staticmethod
    def match_end(view: MatchEndView | None) -> None:
        """The match's cheer or lesson, and "Play again", in its last result's dialog (only at the end)."""
        show(by_id(Id.GIN_MATCH_END), view is not None)
        show(by_id(Id.GIN_PLAY_AGAIN), view is not None)
        by_id(Id.GIN_RESULT_DIALOG).classList.toggle("won", view is not None and bool(view.cheer))
        if view is not None:
            end_words((Id.GIN_MATCH_CHEER, Id.GIN_MATCH_LESSON), view.cheer, view.lesson)

    def top(self, view: GinScreen) -> None:
        by_id(Id.GIN_OPPONENT_TITLE).textContent = view.opponent
        backs = by_id(Id.GIN_OPPONENT_HAND)
        clear(backs)
        opened = view.table.opponent_open
        backs.classList.toggle("open", bool(opened))
        if opened:  # the hand is over: the opponent's cards laid open, melds then deadwood
            backs.setAttribute("role", "group")
            backs.setAttribute("aria-label", view.opponent)
            for n, group in enumerate(opened):
                if group:
                    node = el("div", cls="gin-group " + ("deadwood" if n == len(opened) - 1 else "meld"))
                    for step, card in enumerate(group):
                        face = card_node(card, button=False)
                        face.style.setProperty("--i", str(step))
                        node.append(face)
                    backs.append(node)
        else:
            backs.setAttribute("role", "img")
            backs.setAttribute("aria-label", f"{view.opponent}: {cards(view.opponent_cards)}")
            backs.style.setProperty("--n", str(view.opponent_cards))
            for n in range(view.opponent_cards):
                back = el("span", None, "card back", title=_(GIN_CARD_BACK))
                back.style.setProperty("--i", str(n))
                backs.append(back)
        by_id(Id.GIN_SCORES).textContent = view.scores
        by_id(Id.GIN_HELP).textContent = f"{_(GIN_HELP)} {drag_help()}"

    def piles(self, view: GinScreen) -> None:
        count, clickable, label = view.stock
        stock = by_id(Id.GIN_STOCK)
        clear(stock)
        stock.append(el("span", f"{_(GIN_STOCK)} {number(count)}", "count"))
        stock.setAttribute("aria-label", label)
        stock.dataset.depth = depth(count)
        stock.disabled = not clickable
        stock.classList.toggle("hinted", view.hint_pile == "stock")
        slot = by_id(Id.GIN_UPCARD_SLOT)
        clear(slot)
        card, clickable, label = view.upcard
        if card is None:
            slot.append(el("span", _(GIN_DISCARDS), "card empty", id=Id.GIN_UPCARD, data_pile="upcard"))
            return
        node = card_node(card, label=label, id=Id.GIN_UPCARD, data_pile="upcard", data_depth=depth(view.table.discards))
        node.removeAttribute("aria-pressed")
        node.disabled = not clickable
        node.classList.toggle("hinted", view.hint_pile == "upcard")
        slot.append(node)

    def knock(self, view: KnockView | None) -> None:
        box = by_id(Id.GIN_KNOCK)
        clear(box)
        show(box, view is not None)
        if view is None:
            return
        box.append(el("h3", view.title))
        row = el("div", cls="gin-groups")
        for meld in view.melds:
            group = el("button", None, "gin-group meld", type="button", data_meld=meld.index)
            group.classList.toggle("target", meld.target)
            group.classList.toggle("hinted", meld.hinted)
            for card in meld.cards:
                group.append(card_node(card, button=False))
            row.append(group)
        if view.deadwood:
            dead = el("div", cls="gin-group deadwood")
            for card in view.deadwood:
                dead.append(card_node(card, button=False))
            row.append(dead)
        box.append(row)

    def hand(self, view: GinScreen) -> None:
        """Your hand, a box per meld or stretch of deadwood; each card's `data-slot` is its place (drops aim at it)."""
        by_id(Id.GIN_HAND_TITLE).textContent = _(GIN_HAND_TITLE)
        by_id(Id.GIN_DEADWOOD).textContent = view.deadwood
        box = by_id(Id.GIN_HAND)
        clear(box)
        slot = 0
        for group in view.hand:
            node = el("div", cls="gin-group " + ("meld" if group.meld else "deadwood"))
            for card in group.cards:
                face = card_node(card, data_slot=slot)
                face.style.setProperty("--i", str(slot))
                node.append(face)
                slot += 1
            box.append(node)
        for _back in range(view.pending):  # drawn, its key still on its way from the friend's device
            box.append(el("span", cls="card back", aria_hidden="true"))

    def buttons(self, view: GinScreen) -> None:
        """The buttons of the phase; when "Knock now?" is asked, the question and its answers (focus on Knock)."""
        box = by_id(Id.GIN_BUTTONS)
        clear(box)
        if view.question:
            box.append(el("p", view.question, "gin-question"))
        for button in view.buttons:
            node = el("button", button.label, type="button", data_gin_action=button.name)
            node.disabled = not button.enabled
            node.classList.toggle("hinted", button.hinted)
            box.append(node)
        if view.by_melds:
            box.append(el("button", _(BY_MELDS), "gin-by-melds", type="button", data_gin_action=GinButton.BY_MELDS))
        if view.question:
            box.querySelector("button").focus()

    def sheet(self, lines: tuple[SheetLine, ...], target: int) -> None:
        by_id(Id.GIN_SHEET_TITLE).textContent = _(GIN_SHEET_TITLE).format(target=number(target))
        box = by_id(Id.GIN_SHEET)
        clear(box)
        if not lines:
            box.append(el("p", _(GIN_NO_HANDS), "note"))
            return
        head = el("tr")
        for title in GIN_SHEET_HEADS:
            head.append(el("th", _(title), scope="col"))
        thead, body = el("thead"), el("tbody")
        thead.append(head)
        for line in lines:
            row = el("tr", data_hand=line.number)
            for text in (number(line.number), line.result, line.points, number(line.scores[0]), number(line.scores[1])):
                row.append(el("td", text))
            body.append(row)
        table = el("table")
        table.append(thead, body)
        box.append(table)
        box.scrollTop = box.scrollHeight

    def result(self, view: ResultView | None) -> None:
        if view is None:
            return
        by_id(Id.GIN_RESULT_TITLE).textContent = view.title
        by_id(Id.GIN_RESULT_TEXT).textContent = view.text
        hands = by_id(Id.GIN_RESULT_HANDS)
        clear(hands)
        for whose, groups in view.hands:
            row = el("div", cls="gin-result-hand")
            row.append(el("p", whose, "name"))
            cards = el("div", cls="gin-groups")
            for n, group in enumerate(groups):
                if group:
                    node = el("div", cls="gin-group " + ("deadwood" if n == len(groups) - 1 else "meld"))
                    for card in group:
                        node.append(card_node(card, button=False))
                    cards.append(node)
            row.append(cards)
            hands.append(row)
        lines = by_id(Id.GIN_RESULT_LINES)
        clear(lines)
        for line in view.lines:
            lines.append(el("li", line))
        by_id(Id.GIN_RESULT_SCORES).textContent = view.scores
        by_id(Id.GIN_RESULT_WINNER).textContent = view.winner
        show(by_id(Id.GIN_RESULT_NEW), bool(view.winner))
        by_id(Id.GIN_NEXT).textContent = _(GIN_RESULT_CLOSE) if view.winner else _(GIN_BUTTONS[GinButton.NEXT])
        by_id(Id.GIN_NEXT).classList.toggle("primary", not view.winner)  # at the match's end Play again is the main one


def depth(cards: int) -> int:
    """How many edges a pile of `cards` shows under its top card (`data-depth`, 0 to 4)."""
    return min(4, (cards + 6) // 8)


def table_of(view: GinScreen) -> tuple[object, ...]:
    """What cards the table shows: when it changes, cards move."""
    return (view.hand, view.upcard, view.stock[0], view.knock, view.opponent_cards, view.table)


def cheer(table: Node, view: TableView) -> None:
    """`data-cheer` on the table and the result: whose melds celebrate a hand just knocked, ginned or undercut
    ('' while a hand is played)."""
    who = ("you" if view.won else "them") if view.ending in CHEERED else ""
    table.dataset.cheer = by_id(Id.GIN_RESULT_DIALOG).dataset.cheer = who


def places() -> dict[str, Place]:
    """Where every card of the table is drawn now (a card let go by a drag is where it lands: none)."""
    out: dict[str, Place] = {}
    for node in document.querySelectorAll(f"#{Id.GIN} [data-card]:not(.dropped)"):
        out[str(node.getAttribute("data-card"))] = place(node)
    piles = (
        ("stock", f"#{Id.GIN_STOCK}:not(.dropped)"),
        ("backs", f"#{Id.GIN_OPPONENT_HAND}"),
        ("upcard", f"#{Id.GIN_UPCARD}"),
    )
    for key, found in piles:
        node = document.querySelector(found)
        if not is_none(node):
            out[key] = place(node)
    return out


def moved(before: dict[str, Place], last: GinScreen | None, view: GinScreen) -> None:
    """Each card glides from where it was; a card new to your hand comes from the stock, one new elsewhere from
    the opponent's hand, a card the opponent drew from its pile; a fresh hand is dealt."""
    if view.table.fresh and (last is None or not last.table.fresh or last.table.hand != view.table.hand):
        deal()
        return
    if last is None:
        return
    drew = last.stock[0] > view.stock[0]
    opened = bool(view.table.opponent_open) and not last.table.opponent_open
    shown = last.opponent_cards > view.opponent_cards or opened
    mine, other = f"#{Id.GIN_HAND} [data-card]", f".gin-piles [data-card], #{Id.GIN_OPPONENT_HAND} [data-card]"
    for selector, origin in ((mine, "stock" if drew else ""), (other, "backs" if shown else "")):
        for node in document.querySelectorAll(selector):
            start = before.get(str(node.getAttribute("data-card"))) or before.get(origin)
            if start is not None:
                fly(node, start)
    drawn = document.querySelector(f"#{Id.GIN_OPPONENT_HAND} .back:last-child")
    start = before.get("stock" if drew else "upcard")
    if view.opponent_cards > last.opponent_cards and not is_none(drawn) and start is not None:
        fly(drawn, start)


def deal() -> None:
    """A new hand: one card at a time from the stock to each player in turn, then the upcard turned up."""
    start = place(by_id(Id.GIN_STOCK))
    for step, node in enumerate(document.querySelectorAll(f"#{Id.GIN_OPPONENT_HAND} .back")):
        fly(node, start, 2 * step)
    for step, node in enumerate(document.querySelectorAll(f"#{Id.GIN_HAND} [data-card]")):
        fly(node, start, 2 * step + 1)
    fly(by_id(Id.GIN_UPCARD), start, DEAL_LAST)
