"""A Gin Rummy hand with a friend played live over WebRTC (two browser processes on this machine, no STUN server):
the guest's answer read by the host's camera (Chromium's fake camera, showing the guest's QR code), the
connection dropped mid-hand by a reload, and the hand finished by links."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from friend_play import gin_turn, idle, invite_to_gin, join, link_state, messages, open_device, settle, to_move
from gameplay import reload, state, wait_state
from playwright.sync_api import Browser, Page, Playwright
from qr_video import write_qr_video

from conftest import CHROMIUM_ARGS, find_chromium

pytestmark = pytest.mark.slow

LIVE = "#friend-live-code"
STORED_MORE = """(n) => {
    const kept = localStorage.getItem("ginnyo.friends");
    return kept !== null && JSON.parse(kept).games[0].messages.length > n;
}"""


def live_text(page: Page) -> str:
    page.wait_for_function("(sel) => document.querySelector(sel).textContent.includes('1.')", arg=LIVE)
    return str(page.text_content(LIVE))


@pytest.fixture
def camera(playwright: Playwright, tmp_path: Path) -> Iterator[tuple[Browser, Path]]:
    """A browser whose camera shows the video file (written once the code to show is known)."""
    video = tmp_path / "camera.y4m"
    executable = find_chromium()
    assert executable is not None
    fake = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"]
    args = [*CHROMIUM_ARGS, *fake, f"--use-file-for-fake-video-capture={video}"]
    browser = playwright.chromium.launch(executable_path=executable, args=args)
    yield browser, video
    browser.close()


def test_a_gin_rummy_hand_live_then_by_links_once_the_connection_drops(
    browser: Browser, camera: tuple[Browser, Path], base_url: str
) -> None:
    ann_device = open_device(camera[0], base_url)
    ann = ann_device.page
    invite_to_gin(ann)
    idle(ann)
    ann.click('[data-action="friend-connect"]')
    ann.wait_for_function(  # the invitation now carries the offer: a fifth part
        "() => document.querySelector('#friend-link').textContent.split('#friend=')[1].split('.').length === 5"
    )
    invitation = str(ann.text_content("#friend-link"))
    assert ann.locator("#friend-qr svg").count() == 1  # the invitation with its offer, as a QR code too
    bob = open_device(browser, base_url, "?speed=fast" + invitation[invitation.index("#") :]).page
    join(bob, "Bob")
    answer = live_text(bob)
    assert bob.get_attribute(LIVE, "data-friend") == "answer" and len(answer) < 200
    write_qr_video(camera[1], answer)  # the guest's screen, held up to the host's camera
    ann.click('[data-action="friend-scan"]')
    for page in (ann, bob):
        page.wait_for_function("() => document.querySelector('[data-friend=status]').dataset.state === 'connected'")
    arrivals = []
    for _ in range(4):  # live: each move reaches the other device with no link carried
        one, other = to_move(ann, bob)
        before = messages(other)
        started = time.monotonic()
        gin_turn(one)
        other.wait_for_function(STORED_MORE, arg=before)  # the move came over the channel: no link was carried
        arrivals.append(time.monotonic() - started)
    assert link_state(ann) == link_state(bob) == "connected"
    reload(ann_device)  # the connection drops; the game goes on by links on both devices
    bob.wait_for_function("() => document.querySelector('[data-friend=status]').dataset.state === 'messages'")
    wait_state(ann, "human", "friend")
    idle(ann)
    settle(ann, bob)
    for _ in range(200):
        if {"result", "over"} & {state(ann), state(bob)}:
            break
        gin_turn(to_move(ann, bob)[0])
        settle(ann, bob)
    for page in (ann, bob):
        idle(page)
        page.locator("#gin-result-dialog").wait_for(state="visible")
    assert ann.text_content("#gin-result-scores") == bob.text_content("#gin-result-scores")
    print(f"live moves arrived in {sorted(arrivals)} s")
