"""Files chosen by the player and JSON kept in localStorage, read through `common.stored` (PyScript, main thread).

Saves, game files, statistics, settings and the draft play all come in here: one size cap, one nesting
cap, one error path. A stored value that cannot be read is copied aside (`keep_aside`) before the page
writes over it, so it is never lost silently.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from pyscript.ffi import is_none

from ..common.stored import Refused, read_stored, too_large
from .dom import Node, listen, spawn, storage_get, storage_remove, storage_set

T = TypeVar("T")


def damaged_key(key: str) -> str:
    """Where an unreadable value of `key` is kept aside (`ginnyo.save.damaged`, `ginnyo.stats.damaged`)."""
    return f"{key}.damaged"


def stored(key: str, read: Callable[[str], T]) -> T | Refused | None:
    """The value stored under `key` as `read` makes it, a refusal saying why not, or None when none is stored."""
    text = storage_get(key)
    return None if text is None else read_stored(text, read)


def keep_aside(key: str) -> str | None:
    """Copy the value stored under `key` to `damaged_key(key)`, before a readable one replaces it; the value
    itself when it could not be kept (the caller offers it as a file), else None."""
    text = storage_get(key)
    if text is None or storage_set(damaged_key(key), text):
        return None
    return None if move_aside(key, text) else text


def move_aside(key: str, text: str) -> bool:
    """Move `text` from `key` to `damaged_key(key)`: a large value (~2.6 MB) fits once but not twice.
    When even that fails it is put back under `key`, and False says it is not kept aside."""
    storage_remove(key)
    if storage_set(damaged_key(key), text):
        return True
    storage_set(key, text)
    return False


async def chosen(chooser: Node) -> tuple[str, str | Refused] | None:
    """The file picked in the file input `chooser`: its name and its text (or why it is not read); None if none.

    A file over the size cap is refused before it is read."""
    files = chooser.files
    if is_none(files) or files.length == 0:
        return None
    file = files.item(0)
    chooser.value = ""  # the same file may be chosen again
    refused = too_large(int(file.size))
    return str(file.name), refused if refused is not None else str(await file.text())


def on_file_text(chooser: Node, answer: Callable[[str, str | Refused], Awaitable[None]]) -> None:
    """Each time a file is picked in `chooser`: `answer` its name and text (or why it is not read), which reads it
    (a long game's record in slices, `page/persistence.py`)."""

    async def read_chosen() -> None:
        file = await chosen(chooser)
        if file is not None:
            await answer(*file)

    listen(chooser, "change", lambda _event: spawn(read_chosen()))


def on_file(chooser: Node, read: Callable[[str], T], answer: Callable[[str, T | Refused], None]) -> None:
    """Each time a file is picked in `chooser`: `answer` its name and what `read` makes of it (or why not)."""

    async def read_text(name: str, text: str | Refused) -> None:
        answer(name, text if isinstance(text, Refused) else read_stored(text, read))

    on_file_text(chooser, read_text)
