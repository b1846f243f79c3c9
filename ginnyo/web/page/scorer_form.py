"""The scorer's inputs (PyScript): its buttons, the palette, the sheet's rows, and its small forms become events.

The forms' fields (the new sheet's names, a new name, the points of the tiles left) are read here, at the edge,
when their button is pressed or Enter is typed in them; the notation field sends what is typed as it changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..browser.dom import attr, by_id, closest, el, listen, show
from ..common.ids import SEATS, Id, scorer_name, scorer_seat
from ..scorer import events as sev
from ..shell.events import Event
from ..words.i18n import _
from ..words.names import shown

BUTTONS: dict[str, Event] = {
    "commit": sev.Commit(),
    "clear": sev.ClearPlay(),
    "pass": sev.NoPlayTurn(False),
    "exchange": sev.NoPlayTurn(True),
    "undo": sev.UndoEntry(),
    "cancel-edit": sev.CancelEdit(),
    "unseen": sev.ToggleUnseen(),
    "new": sev.AskNewSheet(),
    "save": sev.SaveSheet(),
    "load": sev.LoadSheet(),
    "csv": sev.ExportCsv(),
    "print": sev.PrintSheet(),
    "close": sev.LeaveScorer(),
    "open": sev.OpenScorer(),
    "joker": sev.ToggleJoker(),
    "dark": sev.ToggleDark(),
    "remains-done": sev.RemainsDone(),
    "remains-drop": sev.DropRemains(),
    "use-here": sev.UseHere(),
}


ENTER = {Id.SCORER_ENTRY: "commit", Id.SCORER_RENAME_NAME: "rename-ok", Id.SCORER_REMAINS_POINTS: "remains-points"}
"""Enter in these fields presses their button."""


def click(event: Any) -> Event | None:
    """A click on the scorer: one of its buttons, a palette tile, a player's rename, a row of its sheet."""
    button = closest(event, "button[data-scorer]")
    if button is not None:
        name = str(button.getAttribute("data-scorer"))
        if button.disabled:
            return None
        return forms(name) or BUTTONS.get(name)
    tile = closest(event, f"#{Id.SCORER_CARDS} [data-card]")
    if tile is not None:
        return sev.PickTile(str(tile.getAttribute("data-card")))
    rename = closest(event, f"#{Id.SCORER_SEATS} [data-rename]")
    if rename is not None:
        return sev.AskRename(int(rename.getAttribute("data-rename")))
    row = closest(event, f"#{Id.SCORER_SHEET} tr[data-turn]")
    return None if row is None else sev.EditTurn(int(row.getAttribute("data-turn")))


def forms(name: str) -> Event | None:
    """The buttons that send what their form holds."""
    if name == "start":
        count = int(by_id(Id.SCORER_COUNT).value)
        names = tuple(str(by_id(scorer_name(seat)).value) for seat in range(count))
        return sev.StartSheet(names, int(by_id(Id.SCORER_DECKS).value), int(by_id(Id.SCORER_STARTER).value))
    if name == "rename-ok":
        return sev.Rename(int(attr(by_id(Id.SCORER_RENAME), "data-seat") or 0), str(by_id(Id.SCORER_RENAME_NAME).value))
    if name == "remains-points":
        return sev.RemainsPoints(str(by_id(Id.SCORER_REMAINS_POINTS).value))
    return None


def refresh() -> None:
    """The new sheet's form: as many name fields as players, and who may start among them."""
    count = int(by_id(Id.SCORER_COUNT).value)
    starter = by_id(Id.SCORER_STARTER)
    chosen = int(starter.value or 0)
    starter.replaceChildren()
    for seat in range(SEATS):
        show(by_id(scorer_seat(seat)), seat < count)
        if seat < count:
            name = str(by_id(scorer_name(seat)).value).strip() or _("Player {number}").format(number=seat + 1)
            starter.append(el("option", shown(name), value=seat))
    starter.value = str(min(chosen, count - 1))


def bind(dispatch: Callable[[Event], None]) -> None:
    """Typing in the notation field, Enter in the scorer's fields, the new sheet's form following its players."""

    def on_key(event: Any) -> None:
        name = ENTER.get(str(event.target.id)) if str(event.key) == "Enter" else None
        if name is not None:
            event.preventDefault()
            found = forms(name) or BUTTONS.get(name)
            if found is not None:
                dispatch(found)

    listen(by_id(Id.SCORER_ENTRY), "input", lambda event: dispatch(sev.TypeEntry(str(event.target.value))))
    listen(by_id(Id.SCORER), "keydown", on_key)
    listen(by_id(Id.SCORER_COUNT), "change", lambda _event: refresh())
    for seat in range(SEATS):
        listen(by_id(scorer_name(seat)), "input", lambda _event: refresh())
    refresh()
