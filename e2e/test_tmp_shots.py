from friend_play import join, link_text, open_device, play_a_move, settle
from gameplay import state
from playwright.sync_api import Browser


def test_shots(browser: Browser, base_url: str) -> None:
    ann = open_device(browser, base_url, "?speed=fast#friend", viewport={"width": 1366, "height": 768}).page
    invitation = link_text(ann)
    bob = open_device(
        browser,
        base_url,
        "?speed=fast" + invitation[invitation.index("#") :],
        viewport={"width": 390, "height": 844},
        color_scheme="dark",
    ).page
    join(bob, "Bob")
    settle(ann, bob)
    mover = ann if state(ann) == "human" else bob
    other = bob if mover is ann else ann
    play_a_move(mover)
    settle(mover, other)
    other.wait_for_timeout(1500)
    ann.screenshot(path="/tmp/shots/f-ann.png")
    bob.screenshot(path="/tmp/shots/f-bob.png")
    ann.click('[data-action="friend-connect"]')
    ann.wait_for_timeout(3000)
    ann.screenshot(path="/tmp/shots/f-live.png")
