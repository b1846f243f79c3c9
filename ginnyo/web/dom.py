"""Small helpers over the page's DOM (PyScript, main thread only).

Text always goes in through `textContent`, never as HTML, so player names and messages
can never inject markup.
"""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]  # only exists in the browser
from pyscript.ffi import create_proxy, is_none  # type: ignore[import-not-found]

Node = Any

_PROXIES: list[Any] = []  # listeners stay alive as long as the page


def by_id(name: str) -> Node:
    return document.getElementById(name)


def el(tag: str, text: str | None = None, cls: str | None = None, **attrs: object) -> Node:
    """A new element; `data_tile="5H"` becomes the attribute data-tile="5H"."""
    node = document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        node.setAttribute(key.rstrip("_").replace("_", "-"), "" if value is True else str(value))
    return node


def clear(node: Node) -> None:
    node.replaceChildren()


def show(node: Node, visible: bool) -> None:
    node.hidden = not visible


def listen(target: Node, event: str, handler: Any) -> None:
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    target.addEventListener(event, proxy)


def closest(event: Any, selector: str) -> Node | None:
    """The event target's nearest ancestor-or-self matching `selector`, or None."""
    target = event.target
    if is_none(target) or not hasattr(target, "closest"):
        return None
    found = target.closest(selector)
    return None if is_none(found) else found


def storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage disabled by the browser
        return None
    return None if is_none(value) else str(value)


def storage_set(key: str, value: str) -> bool:
    try:
        window.localStorage.setItem(key, value)
    except Exception:  # quota exceeded or storage disabled
        return False
    return True


def set_state(name: str) -> None:
    """`<html data-state=...>`: setup, human, handoff, ai, over or error (tests wait on it)."""
    document.documentElement.dataset.state = name
