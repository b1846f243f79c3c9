"""Game links in the page (PyScript): the address's `#game=…`, and copying a link to the clipboard.

The link is made in `update` (``ginnyo.rules.link``); this only reads and tidies the page's
address and asks ``browser/clipboard.py`` to copy. Nothing is sent anywhere: the game is in the fragment,
which the browser never sends to a server.
"""

from __future__ import annotations

from collections.abc import Callable

from pyscript import window

from ..browser.dom import listen, spawn
from ..learn.events import OpenLearn
from ..review.events import LinkCopied, OpenLink
from ..review.replay import read_link
from ..scorer.events import OpenScorer
from ..shell.events import Event
from . import clipboard, friend_page
from .loading import Loader

KEY = "#game="
LEARN = "#learn"  # the lessons' list; `#learn=<id>` one lesson
SCORE = "#score"  # the scorer: the sheet in progress, or a new one for "A" and "B"


def bind(dispatch: Callable[[Event], None], loader: Loader) -> None:
    """Open any game pasted into the address later (the page does not reload); `opened` opens the one it carries
    now."""
    listen(window, "hashchange", lambda _: spawn(opened(dispatch, loader)))


async def opened(dispatch: Callable[[Event], None], loader: Loader) -> None:
    """Open what the address carries: a game (read by `loader`: a long one in slices, with its Cancel, which leaves
    the page as it was), the lessons or the score pad."""
    fragment = str(window.location.hash)
    if fragment.startswith(KEY):
        link = await loader.run(read_link(fragment))
        if link is not None:
            dispatch(OpenLink(link))
    elif fragment == LEARN or fragment.startswith(LEARN + "="):
        dispatch(OpenLearn(fragment.removeprefix(LEARN).removeprefix("=")))
    elif fragment == SCORE:
        dispatch(OpenScorer(link=True))
    else:
        friend_page.opened(dispatch)


def address(fragment: str) -> str:
    """This page's address with `fragment` (`game=1.…`): the hosted site's or the single file's."""
    return str(window.location.href).split("#", 1)[0] + "#" + fragment


def forget() -> None:
    """Take the game out of the address (no reload, no history entry), so a reload shows your game."""
    if str(window.location.hash).startswith(KEY):
        window.history.replaceState(None, "", str(window.location.href).split("#", 1)[0])


def copy(fragment: str, dispatch: Callable[[Event], None]) -> None:
    spawn(write(address(fragment), dispatch))


async def write(url: str, dispatch: Callable[[Event], None]) -> None:
    """Put `url` on the clipboard; where it is refused (no permission, no secure context) the page shows it to copy."""
    dispatch(LinkCopied(url, await clipboard.written(url)))
