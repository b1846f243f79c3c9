"""A live connection's offer and answer, compacted by `common.sdp` and written back, connect two real browsers
(two browser processes, as two devices are), with no ICE server: the DataChannel opens and carries bytes both ways."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Playwright

from conftest import CHROMIUM_ARGS, find_chromium
from ginnyo.web.common.qr import L, encode
from ginnyo.web.common.sdp import Kind, compact, expand

pytestmark = pytest.mark.slow

GATHER_JS = """async ([role, remote]) => {
    const peer = new RTCPeerConnection({ iceServers: [] });
    window.peer = peer;
    window.got = [];
    const wire = (channel) => {
        window.channel = channel;
        channel.binaryType = "arraybuffer";
        channel.onmessage = (event) => window.got.push(Array.from(new Uint8Array(event.data)));
    };
    if (role === "offer") {
        wire(peer.createDataChannel("ginny-o", { ordered: true }));
        await peer.setLocalDescription(await peer.createOffer());
    } else {
        peer.ondatachannel = (event) => wire(event.channel);
        await peer.setRemoteDescription({ type: "offer", sdp: remote });
        await peer.setLocalDescription(await peer.createAnswer());
    }
    const start = performance.now();
    while (peer.iceGatheringState !== "complete" && performance.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return peer.localDescription.sdp;
}"""


@pytest.fixture
def second(playwright: Playwright) -> Iterator[Browser]:
    """Another browser process: the friend's device."""
    executable = find_chromium()
    assert executable is not None
    browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


def connected(offerer: Page, answerer: Page) -> tuple[str, str]:
    """Offer, answer (each compacted and written back on the way), and the channel open: the two codes."""
    offer = compact(offerer.evaluate(GATHER_JS, ["offer", ""]), Kind.OFFER)
    answer_sdp = answerer.evaluate(GATHER_JS, ["answer", expand(offer)])
    answer = compact(answer_sdp, Kind.ANSWER)
    offerer.evaluate("(sdp) => window.peer.setRemoteDescription({ type: 'answer', sdp })", expand(answer))
    for page in (offerer, answerer):
        page.wait_for_function("() => window.channel && window.channel.readyState === 'open'", timeout=10_000)
    return offer, answer


def test_two_browsers_connect_from_compact_codes_with_no_server(
    browser: Browser, second: Browser, base_url: str
) -> None:
    one, two = browser.new_page(), second.new_page()
    for page in (one, two):
        page.goto(base_url + "static/boot.js")  # a page of this origin (a secure context on 127.0.0.1)
    offer, answer = connected(one, two)
    for code in (offer, answer):
        assert 100 <= len(code) <= 140, code
        assert 5 <= encode(code.encode(), L).version <= 8
    one.evaluate("() => window.channel.send(new Uint8Array([1, 2, 3]))")
    two.evaluate("() => window.channel.send(new Uint8Array([250, 0]))")
    two.wait_for_function("() => window.got.length === 1")
    one.wait_for_function("() => window.got.length === 1")
    assert two.evaluate("() => window.got[0]") == [1, 2, 3]
    assert one.evaluate("() => window.got[0]") == [250, 0]
