"""What a live game's connection costs, in two real Chromium processes on this machine with no ICE server: the size
of an offer raw and as the compact code the page shows (`ginnyo.web.common.sdp`), its QR code's version, the time
to gather an offer, to open the channel once the answer is set, and a DataChannel round trip.

    .venv/bin/python scripts/bench_live.py [--repeat 5]

Each figure is the median of `--repeat` connections. Needs ``make setup`` and ``bash scripts/ensure_browser.sh``.
Not a test: quote the figures with the machine's load (a message's whole arrival on the page adds the side's work
on it, `scripts/bench_fairdeal.py`: about 21 ms in Pyodide for a turn taken in).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "e2e"))

from ginnyo.web.common.qr import L, encode  # noqa: E402
from ginnyo.web.common.sdp import Kind, compact, expand  # noqa: E402
from ginnyo_dev import serve  # noqa: E402

_conftest: Any = importlib.import_module("conftest")  # the e2e tests' browser set-up (which Chromium, which flags)
CHROMIUM_ARGS: list[str] = _conftest.CHROMIUM_ARGS
find_chromium: Callable[[], str | None] = _conftest.find_chromium

GATHER_JS = """async ([role, remote]) => {
    const start = performance.now();
    const peer = new RTCPeerConnection({ iceServers: [] });
    window.peer = peer;
    const wire = (channel) => {
        window.channel = channel;
        channel.binaryType = "arraybuffer";
        channel.onmessage = (event) => { if (window.echo) channel.send(event.data); else window.back(event); };
    };
    if (role === "offer") {
        wire(peer.createDataChannel("ginny-o", { ordered: true }));
        await peer.setLocalDescription(await peer.createOffer());
    } else {
        window.echo = true;
        peer.ondatachannel = (event) => wire(event.channel);
        await peer.setRemoteDescription({ type: "offer", sdp: remote });
        await peer.setLocalDescription(await peer.createAnswer());
    }
    while (peer.iceGatheringState !== "complete" && performance.now() - start < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return [peer.localDescription.sdp, performance.now() - start];
}"""
OPEN_JS = """async (sdp) => {
    const start = performance.now();
    await window.peer.setRemoteDescription({ type: "answer", sdp });
    while (!window.channel || window.channel.readyState !== "open") {
        await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return performance.now() - start;
}"""
ROUND_TRIP_JS = """async () => {
    const times = [];
    for (let i = 0; i < 20; i++) {
        const start = performance.now();
        await new Promise((resolve) => { window.back = resolve; window.channel.send(new Uint8Array(600)); });
        times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return times[10];
}"""


def connection(one: Page, two: Page) -> dict[str, float]:
    offer_sdp, gathered = one.evaluate(GATHER_JS, ["offer", ""])
    offer = compact(offer_sdp, Kind.OFFER)
    answer_sdp, _ = two.evaluate(GATHER_JS, ["answer", expand(offer)])
    opened = one.evaluate(OPEN_JS, expand(compact(answer_sdp, Kind.ANSWER)))
    return {
        "offer, raw SDP (bytes)": len(offer_sdp.encode()),
        "offer, compact code (characters)": len(offer),
        "its QR code's version (level L)": encode(offer.encode(), L).version,
        "raw SDP's QR code's version (L)": encode(offer_sdp.encode(), L).version,
        "offer gathered (ms)": gathered,
        "channel open after the answer (ms)": opened,
        "round trip of a 600-byte message (ms)": one.evaluate(ROUND_TRIP_JS),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="connections measured (default 5)")
    args = parser.parse_args(argv)
    executable = find_chromium()
    if executable is None:
        raise SystemExit("no Chromium found: run `bash scripts/ensure_browser.sh`")
    runs: list[dict[str, float]] = []
    with serve.serving_repository(REPO_ROOT) as url, sync_playwright() as playwright:
        browsers = [playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS) for _ in range(2)]
        for _ in range(args.repeat):
            one, two = (browser.new_page() for browser in browsers)
            for page in (one, two):
                page.goto(url + "static/boot.js")  # this origin: a secure context on 127.0.0.1
            runs.append(connection(one, two))
            one.close()
            two.close()
    print(f"live connection, two Chromium processes, no ICE server, median of {args.repeat}")
    for name in runs[0]:
        print(f"  {name:<40} {statistics.median(run[name] for run in runs):8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
