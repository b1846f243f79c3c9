"""The header's menu on a phone (PyScript): a disclosure button that shows and hides the menu.

Only a narrow screen's style sheet folds the menu behind the button (``html[data-menu]``); a wide one shows
both rows of the header as they are and never shows the button. The menu closes when one of its items is
used (its action opens what it opens), on a click or a focus outside the header, and on Escape, which gives
the focus back to the button and does nothing else (the game's own Escape is not also done).
"""

from __future__ import annotations

from typing import Any

from pyscript import document
from pyscript.ffi import is_none

from ..browser.dom import attr, by_id, closest, closest_in, listen
from ..common.ids import Id


def is_open() -> bool:
    return attr(document.documentElement, "data-menu") == "open"


def set_open(on: bool) -> None:
    if on:
        document.documentElement.setAttribute("data-menu", "open")
    else:
        document.documentElement.removeAttribute("data-menu")
    by_id(Id.MENU_BUTTON).setAttribute("aria-expanded", "true" if on else "false")


def on_click(event: Any) -> None:
    if closest(event, f"#{Id.MENU_BUTTON}") is not None:
        set_open(not is_open())
    elif is_open():
        used = closest(event, f"#{Id.GAME_MENU} :is(button, a)") is not None
        if used or closest(event, "header.top") is None:
            set_open(False)


def on_key(event: Any) -> None:
    if str(event.key) == "Escape" and is_open():
        event.preventDefault()
        event.stopPropagation()
        set_open(False)
        by_id(Id.MENU_BUTTON).focus()


def on_focus_out(event: Any) -> None:
    """Tab past the last item (or Shift+Tab before the button) closes the menu; a click is `on_click`'s."""
    going = event.relatedTarget
    if is_open() and not is_none(going) and closest_in(going, "header.top") is None:
        set_open(False)


def bind() -> None:
    """Listen: clicks anywhere, keys before the game's listener (on the body, not the document), focus leaving."""
    listen(document, "click", on_click)
    listen(document.body, "keydown", on_key)
    listen(document.querySelector("header.top"), "focusout", on_focus_out)
