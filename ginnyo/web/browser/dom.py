"""Small helpers over the page's DOM (PyScript, main thread only).

Text always goes in through `textContent`, never as HTML, so player names and messages
can never inject markup.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

Node = Any

_PROXIES: list[Any] = []  # listeners stay alive as long as the page
_TASKS: set[asyncio.Future[Any]] = set()  # background tasks stay alive until they finish


def spawn(coroutine: Coroutine[Any, Any, Any]) -> asyncio.Future[Any]:
    """Run a coroutine in the background, keeping a reference until it finishes."""
    task: asyncio.Future[Any] = asyncio.ensure_future(coroutine)
    _TASKS.add(task)
    task.add_done_callback(_finished)
    return task


def _finished(task: asyncio.Future[Any]) -> None:
    _TASKS.discard(task)
    if not task.cancelled() and task.exception() is not None:
        warn(f"Ginny-O: background task failed: {task.exception()!r}")


async def idle(timeout_ms: int = 3000) -> None:
    """Until the browser is idle (the page drawn, pending input handled), `timeout_ms` at most."""
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def finish(*_: Any) -> None:
        if not done.done():
            done.set_result(None)

    callback = create_proxy(finish)
    try:
        if hasattr(window, "requestIdleCallback"):
            window.requestIdleCallback(callback, to_js({"timeout": timeout_ms}))
        else:  # Safari has no idle callbacks
            window.setTimeout(callback, timeout_ms // 10)
        await done
    finally:
        callback.destroy()


def warn(text: str) -> None:
    window.console.warn(text)


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


def badge(shown: str, said: str) -> Node:
    """A short word shown beside a text (`exact`), which screen readers skip for the sentence `said` in its place."""
    node = el("span", None, "badge")
    node.append(el("span", shown, aria_hidden="true"), el("span", said, "visually-hidden"))
    return node


def attr(node: Node, name: str) -> str | None:
    value = node.getAttribute(name)
    return None if is_none(value) else str(value)


def clear(node: Node) -> None:
    node.replaceChildren()


def show(node: Node, visible: bool) -> None:
    node.hidden = not visible


def progress(node: Node, done: int, total: int) -> None:
    """A `<progress>` bar at `done` of `total`, shown only while there is more to come (both reviews' bars)."""
    node.value, node.max = done, total
    show(node, done < total)


def listen(target: Node, event: str, handler: Any) -> None:
    proxy = create_proxy(handler)
    _PROXIES.append(proxy)
    target.addEventListener(event, proxy)


def closest(event: Any, selector: str) -> Node | None:
    """The event target's nearest ancestor-or-self matching `selector`, or None."""
    return closest_in(event.target, selector)


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


def storage_remove(key: str) -> None:
    try:
        window.localStorage.removeItem(key)
    except Exception:  # storage disabled by the browser
        return


def set_state(name: str) -> None:
    """`<html data-state=...>`: setup, human, handoff, ai, over or error (tests wait on it)."""
    document.documentElement.dataset.state = name


def closest_in(node: Node, selector: str) -> Node | None:
    """`node.closest(selector)`, or None (for a node, or nothing at all)."""
    if is_none(node) or not hasattr(node, "closest"):
        return None
    found = node.closest(selector)
    return None if is_none(found) else found


FOCUSABLE = "button, input, select, textarea, summary, a[href], [tabindex]"
"""The elements that may take the focus (`focusable` says whether one can now)."""


def inside(node: Node, selector: str) -> bool:
    return closest_in(node, selector) is not None


def focusable(node: Node | None) -> bool:
    """`node` can take the focus now: in the page (not its body), shown, enabled, not inert."""
    if node is None or is_none(node) or not hasattr(node, "matches") or not node.isConnected:
        return False
    if node.isSameNode(document.body):
        return False
    return not node.matches(":disabled") and node.getClientRects().length > 0 and not inside(node, "[inert]")


def cycle_tab(event: Any, box: Node) -> None:
    """Tab and Shift+Tab go round the controls of `box` (an open dialog) and never leave it."""
    items = [n for n in box.querySelectorAll(FOCUSABLE) if n.tabIndex >= 0 and focusable(n)]
    active = document.activeElement
    if not items:
        event.preventDefault()
    elif event.shiftKey and (items[0].isSameNode(active) or not box.contains(active)):
        event.preventDefault()
        items[-1].focus()
    elif not event.shiftKey and (items[-1].isSameNode(active) or not box.contains(active)):
        event.preventDefault()
        items[0].focus()


def download(text: str, filename: str, kind: str = "application/json") -> None:
    """Offer `text` (JSON, or of the media type `kind`) as a file to download, named `filename`."""
    blob = window.Blob.new(to_js([text]), to_js({"type": kind}))
    url = window.URL.createObjectURL(blob)
    link = el("a", href=url, download=filename)
    document.body.append(link)
    link.click()
    link.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 10_000)


def say(node: Node, text: str) -> None:
    """Put `text` in a live region as a new text node, so the same words twice are heard twice."""
    node.replaceChildren(document.createTextNode(text))
