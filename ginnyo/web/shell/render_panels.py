"""Writes the table's side panels and the settings' looks into the page (PyScript, main thread).

`render.Renderer` calls these when their views (``tiles/view_panel.py``, ``settings.py``) changed.
"""

from __future__ import annotations

from pyscript import document
from pyscript.ffi import is_none

from ..browser.dom import Node, attr, by_id, clear, el, show
from ..common.ids import Id
from ..common.stored import Aside, Content
from ..tiles.view_board import zoom_label
from ..tiles.view_panel import PlayerRow, SheetRow, TurnView, UnseenView
from ..words.i18n import _, language
from .settings import Settings

RED_SUITS = {"♥": "H", "♦": "D"}


def storage_alert(alert: tuple[frozenset[Content], frozenset[Aside], str]) -> None:
    """The alert that this browser keeps nothing now, or that damaged values were kept aside (`storage_alert_text`),
    with the way to a file for each thing it could not keep and "Got it" for what was kept aside."""
    unsaved, aside, text = alert
    by_id(Id.STORAGE_ALERT).hidden = not unsaved and not aside
    by_id(Id.STORAGE_ALERT_TEXT).textContent = text
    by_id(Id.ASIDE_DISMISS).hidden = not aside
    by_id(Id.STORAGE_EXPORT).hidden = Content.GAME not in unsaved
    by_id(Id.STORAGE_STATS_EXPORT).hidden = Content.STATS not in unsaved


def players(rows: tuple[PlayerRow, ...]) -> None:
    """The players' rows; a score that went up since they were drawn climbs to its new value (the style sheet's
    "moments": a counter from `--from` to `--to`; its text, read aloud and by tests, is the new score at once).

    The same seats keep their rows, and a score that did not change keeps its node, so that a climb under way
    goes on while the next player's turn redraws the rest."""
    box = by_id(Id.PLAYERS)
    items = list(box.querySelectorAll(".player"))
    if [attr(n, "data-seat") for n in items] != [str(row.seat) for row in rows]:
        clear(box)
        items = [el("li", cls="player", data_seat=row.seat) for row in rows]
        box.append(*items)
    for item, row in zip(items, rows, strict=True):
        player_row(item, row)


def player_row(item: Node, row: PlayerRow) -> None:
    was = attr(item, "data-points")
    item.classList.toggle("current", row.current)
    if row.current:
        item.setAttribute("aria-current", "true")
    else:
        item.removeAttribute("aria-current")
    old = item.querySelector(".score")
    keep = was == str(row.points) and not is_none(old) and str(old.textContent) == row.score
    score = old if keep else el("span", row.score, "score")
    score.setAttribute("aria-label", _("score {score}").format(score=row.score))
    if not keep and was is not None and int(was) < row.points:
        score.setAttribute("data-climb", "up")
        score.style.setProperty("--from", was)
        score.style.setProperty("--to", str(row.points))
    item.setAttribute("data-points", str(row.points))
    for part in item.querySelectorAll(":scope > span:not(.score)"):
        part.remove()
    if not keep and not is_none(old):
        old.remove()
    item.prepend(el("span", row.name, "name"), el("span", row.kind, "kind"))
    if not keep:
        item.append(score)
    item.append(el("span", row.rack_size, "rack-size"))


def pile(texts: tuple[str, str]) -> None:
    by_id(Id.PILE).textContent, by_id(Id.TILE_SETS_INFO).textContent = texts


def sheet_pick(view: tuple[int | None, tuple[SheetRow, ...]]) -> None:
    """The row whose play is marked on the board (its squares: `Cell.marked`)."""
    picked = view[0]
    for row in document.querySelectorAll(f"#{Id.SHEET} tr[data-play]"):
        on = attr(row, "data-turn") == str(picked)
        row.classList.toggle("picked", on)
        row.querySelector("button").setAttribute("aria-pressed", "true" if on else "false")


def unseen(view: UnseenView) -> None:
    box = by_id(Id.UNSEEN)
    clear(box)
    by_id(Id.UNSEEN_TITLE).textContent = view.title
    if view.note:
        box.append(el("p", view.note, "note"))
    for symbol, cards in view.groups:
        line = el("p", cls="unseen-suit")
        line.append(el("span", symbol, "suit-symbol", data_suit=RED_SUITS.get(symbol)))
        line.append(el("span", cards, "unseen-cards"))
        box.append(line)


def turn(view: TurnView) -> None:
    node = by_id(Id.TURN)
    node.textContent = view.text
    if view.turns is not None:
        document.documentElement.dataset.turns = str(view.turns)
    if view.current is not None:
        node.setAttribute("data-current", str(view.current))


def tip(text: str) -> None:
    by_id(Id.TIP_TEXT).textContent = text
    show(by_id(Id.TIP), bool(text))


def thinking(think: tuple[int, float] | None) -> None:
    """The expert's thinking time as a bar under the turn line (`html[data-thinking]`, filled by the style sheet:
    the parity restarts it for each think)."""
    root = document.documentElement
    if think is None:
        root.removeAttribute("data-thinking")
        return
    root.dataset.thinking = str(think[0])
    root.style.setProperty("--think-time", f"{think[1]:g}s")


def looks(view: tuple[Settings, bool]) -> None:
    """The settings as `<html>` attributes (the style sheet reads them) and as the panel's controls."""
    settings, zoomed = view
    root = document.documentElement
    root.dataset.theme = str(settings.theme)
    root.dataset.motion = "on" if settings.animations else "off"
    root.dataset.zoom = "on" if zoomed else "off"
    by_id(Id.THEME).value = str(settings.theme)
    by_id(Id.SPEED).value = str(settings.speed)
    by_id(Id.THINKING).value = str(settings.thinking)
    by_id(Id.LANGUAGE).value = by_id(Id.SETUP_LANGUAGE).value = settings.language or language()
    by_id(Id.ANIMATIONS).checked = settings.animations
    by_id(Id.SOUND).checked = settings.sound
    by_id(Id.WARN_GIN).checked = settings.warn_gin
    by_id(Id.TIPS).checked = settings.tips
    stun = by_id(Id.STUN)
    if document.activeElement != stun:  # never under the player's typing
        stun.value = " ".join(settings.stun)
    by_id(Id.SOUND_TOGGLE).setAttribute("aria-pressed", "true" if settings.sound else "false")
    by_id(Id.ZOOM).setAttribute("aria-pressed", "true" if zoomed else "false")
    by_id(Id.ZOOM).textContent = zoom_label(zoomed)
    if zoomed:  # start from the middle of the board, where play begins
        box = by_id(Id.BOARD_BOX)
        box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2
        box.scrollTop = (box.scrollHeight - box.clientHeight) / 2


class Sheet:
    """The turns' table; it scrolls to its end when a turn was added (not when a row was picked)."""

    def __init__(self) -> None:
        self.size = 0

    def write(self, sheet: tuple[tuple[SheetRow, ...], str]) -> None:
        """The rows, after the note of the first turns left out (`view_panel.sheet_note`) if any."""
        rows, note = sheet
        box = by_id(Id.SHEET)
        clear(box)
        if not rows:
            box.append(el("p", _("No turns yet."), "note"))
            return
        if note:
            box.append(el("p", note, "note"))
        head = el("tr")
        for title in ("#", _("Player"), _("Turn"), _("Points")):
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
            if row.mark:
                what.append(el("span", row.mark, "hint-mark"))
            line.append(el("td", row.name), what, el("td", row.score))
            body.append(line)
        table = el("table")
        table.append(thead, body)
        box.append(table)
        if len(rows) != self.size:  # a new turn: show it; a row picked: stay where the player is
            self.size = len(rows)
            box.scrollTop = box.scrollHeight
