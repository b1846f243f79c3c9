"""The live connection of a game with a friend in the page (PyScript): one WebRTC connection at a time, no server.

The update asks for an offer, an answer or to take the friend's answer (`fx.MakeOffer`, `fx.MakeAnswer`,
`fx.TakeAnswer`) and to send messages (`fx.SendLive`); the connection's news come back as events (`LiveMade`,
`LiveOpened`, `LiveMessage`, `LiveClosed`). A new offer or answer replaces the connection before it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..browser.rtc import Live
from ..friend import events as fev
from ..shell.events import Event

GATHER_S = 3.0
"""The longest wait for the browser to gather its ways in (ICE): on one network it takes well under a second; an
unreachable STUN server would hold it about 40 s (STACK.md), so what was found by then is used."""


class LivePage:
    def __init__(self, dispatch: Callable[[Event], None], stun: Callable[[], tuple[str, ...]]) -> None:
        self.dispatch = dispatch
        self.stun = stun
        self.live: Live | None = None

    def renew(self) -> Live:
        """A new connection in place of any before it, its news sent to the update."""
        if self.live is not None:
            self.live.close()
        live = Live()
        live.on_open = lambda: self.dispatch(fev.LiveOpened())
        live.on_message = lambda data: self.dispatch(fev.LiveMessage(bytes(data)))
        live.on_close = lambda: self.closed(live)
        self.live = live
        return live

    def closed(self, live: Live) -> None:
        if live is self.live:  # a connection replaced by a new one closes unheard
            self.live = None
            self.dispatch(fev.LiveClosed())

    async def offer(self) -> None:
        live = self.renew()
        try:
            code = await live.offer(self.stun(), GATHER_S)
        except Exception as why:  # no way found, or the browser refused: said, and the game goes on by links
            self.dispatch(fev.LiveClosed(str(why)))
            return
        self.dispatch(fev.LiveMade(offer=code))

    async def answer(self, offer: str) -> None:
        live = self.renew()
        try:
            code = await live.answer(offer, self.stun(), GATHER_S)
        except Exception as why:  # a damaged offer, or no way found
            self.dispatch(fev.LiveClosed(str(why)))
            return
        self.dispatch(fev.LiveMade(answer=code))

    async def accept(self, answer: str) -> None:
        live = self.live
        if live is None:
            self.dispatch(fev.LiveClosed("no offer was made on this device"))
            return
        try:
            await live.accept(answer)
        except Exception as why:  # a damaged answer, or an answer to another offer
            self.dispatch(fev.LiveClosed(str(why)))

    def send(self, sealed: tuple[bytes, ...]) -> None:
        """Each message over the connection; with none open they wait for the links, which carry them all."""
        if self.live is not None:
            for message in sealed:
                self.live.send(message)
