"""A game with a friend in the page (PyScript): its buttons and forms become events, carrying the random bytes a new
side needs (`crypto.getRandomValues`); its links go to the share sheet or the clipboard; `#friend…` in the address
opens (then leaves the address, so a reload does not open it again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import window

from ginnyo.fairdeal.envelope import from_text

from ..browser import camera
from ..browser.dom import by_id, closest, listen, say, spawn
from ..common.enums import GameKind
from ..common.ids import Button, Id, seat_name
from ..friend import events as fev
from ..friend.render import address
from ..shell.events import Event
from ..words.i18n import _
from . import clipboard

KEY = "#friend"


def entropy() -> bytes:
    """Fresh random bytes for a new side (never Python's `random`: the deal's secrecy rests on them)."""
    array = window.Uint8Array.new(fev.ENTROPY)
    window.crypto.getRandomValues(array)
    return bytes(array.to_py())


def form_name() -> str:
    """The name of the new-game form's first seat: the host's name in the invitation."""
    name = str(by_id(seat_name(0)).value).strip()
    return _("Player 1") if name in ("", _("You")) else name  # "You" would name the host to the friend too


def click(event: Any) -> Event | None:
    """The friend's buttons (None for any other click)."""
    button = closest(event, "[data-action]")
    if button is None or button.disabled:
        return None
    name = str(button.getAttribute("data-action"))
    match name:
        case Button.FRIEND_INVITE:  # the game the new-game form has chosen
            return fev.InviteFriend(GameKind(str(by_id(Id.GAME_KIND).value)), form_name(), entropy())
        case Button.FRIEND_GAMES:
            return fev.ShowFriends(True)
        case Button.FRIENDS_CLOSE:
            return fev.ShowFriends(False)
        case Button.FRIEND_LEAVE:
            return fev.LeaveFriend()
        case Button.FRIEND_CONNECT:
            return fev.GoLive()
        case Button.FRIEND_SCAN:
            SCANNER.start()
        case Button.FRIEND_SCAN_STOP:
            SCANNER.stopping = True
        case Button.FRIEND_LIVE_COPY:
            spawn(send(str(by_id(Id.FRIEND_LIVE_CODE).textContent), False))
        case Button.FRIEND_RESUME:
            return fev.ResumeFriend(from_text(str(button.getAttribute("data-game"))))
        case Button.FRIEND_SHARE | Button.FRIEND_COPY:
            spawn(send(str(by_id(Id.FRIEND_LINK).textContent), name == Button.FRIEND_SHARE))
        case Button.FRIEND_AGAIN:
            spawn(send(address(str(button.getAttribute("data-fragment"))), True))
    return None


def bind(dispatch: Callable[[Event], None]) -> None:
    """The join form and the field for the friend's link or code (Enter submits either)."""

    def joined(event: Any) -> None:
        event.preventDefault()
        name = str(by_id(Id.FRIEND_NAME).value).strip()
        if name:
            dispatch(fev.JoinFriend(name, entropy()))

    def pasted(event: Any) -> None:
        event.preventDefault()
        field = by_id(Id.FRIEND_PASTE)
        text = str(field.value).strip()
        field.value = ""
        if text:
            dispatch(fev.OpenFriendCode(text))

    SCANNER.dispatch = dispatch
    listen(by_id(Id.FRIEND_JOIN), "submit", joined)
    listen(by_id(Id.FRIEND_PASTE_FORM), "submit", pasted)


def opened(dispatch: Callable[[Event], None]) -> bool:
    """Open what the address's `#friend…` carries (a new invitation, or the friend's link); False when it has none."""
    fragment = str(window.location.hash)
    if fragment != KEY and not fragment.startswith(KEY + "="):
        return False
    window.history.replaceState(None, "", str(window.location.href).split("#", 1)[0])
    if fragment == KEY:
        dispatch(fev.InviteFriend(GameKind.GINNYO, form_name(), entropy()))
    else:
        dispatch(fev.OpenFriendCode(fragment))
    return True


async def send(url: str, share: bool) -> None:
    """The share sheet where the browser has one (and `share`), else the clipboard; the page says which worked."""
    if share and hasattr(window.navigator, "share"):
        try:
            options = window.Object.new()
            options.url = url
            await window.navigator.share(options)
        except Exception:  # dismissed, or not allowed here: nothing was sent, and nothing needs saying
            return
        return
    copied = await clipboard.written(url)
    say(by_id(Id.ANNOUNCE), _("Link copied.") if copied else _("Copy the link shown."))
    if not copied:
        selection = window.getSelection()
        selection.selectAllChildren(by_id(Id.FRIEND_LINK))


class Scanner:
    """The camera's QR reader in the panel: one scan at a time; the code it reads is opened as if pasted."""

    def __init__(self) -> None:
        self.dispatch: Callable[[Event], None] | None = None
        self.running = False
        self.stopping = False

    def start(self) -> None:
        if not self.running:
            self.running, self.stopping = True, False
            spawn(self.run())

    async def run(self) -> None:
        box, words = by_id(Id.FRIEND_SCAN), by_id(Id.FRIEND_SCAN_TEXT)
        box.hidden = False
        words.textContent = _("Point the camera at your friend's QR code.")
        try:
            text = await camera.scan(by_id(Id.FRIEND_VIDEO), lambda: self.stopping)
        except Exception:  # no camera, or the player refused it: the code can still be pasted
            words.textContent = _("No camera could be opened: paste the code instead.")
            self.running = False
            return
        self.running = False
        box.hidden = True
        if text and self.dispatch is not None:
            self.dispatch(fev.OpenFriendCode(text))


SCANNER = Scanner()
