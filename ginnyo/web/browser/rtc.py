"""A live connection to a friend's device (PyScript): one `RTCPeerConnection` and one ordered DataChannel, set up
with no signalling server by a compact offer and answer the players carry (`common.sdp`).

Gathering is not trickled: the offer and the answer hold every candidate, so each crosses once. No ICE server is
asked unless the player set STUN addresses; an unreachable one would hold gathering about 40 s, so the wait is
capped and what was found by then is used. Messages are bytes (`binaryType = "arraybuffer"`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

from pyscript import window
from pyscript.ffi import create_proxy, to_js

from ..common.sdp import Kind, compact, expand

LABEL = "ginny-o"


def nothing() -> None:
    """No one listens yet."""


class Live:
    """The connection, its callbacks set by the caller before it opens."""

    def __init__(self) -> None:
        self.peer: Any = None
        self.channel: Any = None
        self.on_open: Callable[[], None] = nothing
        self.on_message: Callable[[bytes], None] = lambda _data: None
        self.on_close: Callable[[], None] = nothing
        self.proxies: list[Any] = []
        self.closed = False

    def proxy(self, handler: Callable[[Any], None]) -> Any:
        made = create_proxy(handler)
        self.proxies.append(made)
        return made

    def connect(self, stun: tuple[str, ...]) -> Any:
        servers = [{"urls": list(stun)}] if stun else []
        config = to_js({"iceServers": servers})
        peer = window.RTCPeerConnection.new(config)
        peer.onconnectionstatechange = self.proxy(lambda _event: self.state_changed())
        self.peer = peer
        return peer

    def state_changed(self) -> None:
        if str(self.peer.connectionState) in ("failed", "closed", "disconnected"):
            self.ended()

    def wire(self, channel: Any) -> None:
        """The channel's news to the callbacks."""
        self.channel = channel
        channel.binaryType = "arraybuffer"
        channel.onopen = self.proxy(lambda _event: self.on_open())
        channel.onmessage = self.proxy(lambda event: self.on_message(bytes(window.Uint8Array.new(event.data).to_py())))
        channel.onclose = self.proxy(lambda _event: self.ended())

    def ended(self) -> None:
        if not self.closed:
            self.closed = True
            self.on_close()

    async def gathered(self, wait_s: float) -> str:
        """The local description once gathering is complete, or `wait_s` has passed."""
        deadline = time.monotonic() + wait_s
        while str(self.peer.iceGatheringState) != "complete" and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        return str(self.peer.localDescription.sdp)

    async def offer(self, stun: tuple[str, ...], wait_s: float) -> str:
        """This device's offer, as a code."""
        peer = self.connect(stun)
        self.wire(peer.createDataChannel(LABEL, to_js({"ordered": True})))
        await peer.setLocalDescription(await peer.createOffer())
        return compact(await self.gathered(wait_s), Kind.OFFER)

    async def answer(self, offer: str, stun: tuple[str, ...], wait_s: float) -> str:
        """The answer to the friend's offer, as a code; the channel arrives with the connection."""
        description = expand(offer)  # a damaged code raises before anything is made
        peer = self.connect(stun)
        peer.ondatachannel = self.proxy(lambda event: self.wire(event.channel))
        remote = to_js({"type": "offer", "sdp": description})
        await peer.setRemoteDescription(remote)
        await peer.setLocalDescription(await peer.createAnswer())
        return compact(await self.gathered(wait_s), Kind.ANSWER)

    async def accept(self, answer: str) -> None:
        """The friend's answer to this device's offer: the connection opens."""
        remote = to_js({"type": "answer", "sdp": expand(answer)})
        await self.peer.setRemoteDescription(remote)

    def send(self, data: bytes) -> bool:
        """Send `data`; False when the channel is not open."""
        channel = self.channel
        if channel is None or str(channel.readyState) != "open":
            return False
        channel.send(to_js(data))
        return True

    def close(self) -> None:
        """Close the connection without telling the caller (it replaced it)."""
        self.closed = True
        if self.peer is not None:
            self.peer.close()
