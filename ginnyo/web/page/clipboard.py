"""The clipboard (PyScript): the one place the page writes to it, when the player asks."""

from __future__ import annotations

from collections.abc import Callable

from pyscript import window

from ..stats.events import ShareCopied


async def copy(text: str, dispatch: Callable[[ShareCopied], None]) -> None:
    """Copy `text`; `ShareCopied` says whether it worked (the browser may refuse)."""
    dispatch(ShareCopied(await written(text)))


async def written(text: str) -> bool:
    """Put `text` on the clipboard; False where the browser refuses."""
    try:
        await window.navigator.clipboard.writeText(text)
    except Exception:  # no permission, no secure context, or no clipboard at all
        return False
    return True
