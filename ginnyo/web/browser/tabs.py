"""This tab's hold on what only one tab may change (PyScript): a Web Lock, and what other tabs store.

Two things are held so, each under its own lock: the game (`page/tabs.py`) and the score sheet
(`scorer/store.py`). The lock (`navigator.locks`) is held for as long as the tab keeps it: the request's
callback returns a promise that never settles, and closing or reloading the tab lets it go. "Play here"
or "Use here" in another tab steals it, and the request's promise here then rejects: the tab learns it
lost it. A browser without Web Locks (an insecure origin, say), or one that refuses the lock to the page,
holds it in every tab; the stored value's compare-and-set still guards it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import window
from pyscript.ffi import create_proxy, is_none, to_js

from .dom import listen


class Hold:
    """This tab's claim on the lock named `lock`; `lost` is called when another tab takes it."""

    def __init__(self, lock: str, lost: Callable[[], None]) -> None:
        self.lock = lock
        self.lost = lost
        self.asked = 0  # the latest request: an older one of this tab that lets go is no loss
        self.proxies: list[Any] = []

    def ask(self, answer: Callable[[bool], None]) -> None:
        """Take the lock unless another tab holds it: `answer(True)` if taken (or no Web Locks), `answer(False)`."""
        self.request({"ifAvailable": True}, answer)

    def take(self, granted: Callable[[], None]) -> None:
        """Take the lock from whichever tab holds it (that tab's `lost` is called), then `granted()`."""
        self.request({"steal": True}, lambda _held: granted())

    def request(self, options: dict[str, bool], answer: Callable[[bool], None]) -> None:
        if not hasattr(window.navigator, "locks"):
            answer(True)
            return
        self.asked += 1
        asked, answered = self.asked, []

        def held(lock: Any) -> Any:
            answered.append(not is_none(lock))
            answer(answered[0])
            return window.Promise.new(self.proxy(lambda _resolve, _reject: None)) if answered[0] else None

        def let_go(_error: Any) -> None:
            if not answered:  # the lock refused to this page (a SecurityError): it plays, guarded by compare-and-set
                answer(True)
            elif asked == self.asked:  # stolen by "Play here" ("Use here") in another tab
                self.lost()

        try:
            window.navigator.locks.request(self.lock, to_js(options), self.proxy(held)).catch(self.proxy(let_go))
        except Exception:  # the same refusal, thrown at once
            answer(True)

    def proxy(self, function: Callable[..., Any]) -> Any:
        made = create_proxy(function)
        self.proxies.append(made)  # alive as long as the page: the lock's callbacks may come at any time
        return made


def on_stored(keys: tuple[str, ...], changed: Callable[[], None]) -> None:
    """`changed()` each time another tab of this browser writes one of `keys` in localStorage."""
    listen(window, "storage", lambda event: changed() if str(event.key) in keys else None)
