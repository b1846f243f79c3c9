"""A game with a friend played by messages between two devices (two browser contexts: each its own storage, as two
browser profiles or two phones are), the links carried by the test as a messenger would."""

from __future__ import annotations

import pytest
from friend_play import (
    idle,
    join,
    kept,
    link_state,
    link_text,
    messages,
    open_device,
    paste,
    play_a_move,
    settle,
    side,
    to_move,
)
from gameplay import reload, state, wait_state
from playwright.sync_api import Browser, Page, expect
from test_page import LoadedPage

pytestmark = pytest.mark.slow


def started(browser: Browser, base_url: str) -> tuple[LoadedPage, LoadedPage]:
    """Ann invites (`#friend`), Bob opens the invitation's link and joins, and the deal is made."""
    ann = open_device(browser, base_url, "?speed=fast#friend")
    invitation = link_text(ann.page)
    assert "#friend=1." in invitation and ann.page.get_attribute("#friend-link", "data-friend") == "invite"
    assert link_state(ann.page) == "waiting"
    bob = open_device(browser, base_url, "?speed=fast" + invitation[invitation.index("#") :])
    join(bob.page, "Bob")
    settle(ann.page, bob.page)
    return ann, bob


def mover(ann: Page, bob: Page) -> tuple[Page, Page]:
    return to_move(ann, bob)


def hidden_from(page: Page, other: Page) -> None:
    """What `page` stores opens none of the tiles `other` holds: restored from its storage alone, the device has seen
    none of the other's slots (nor any of the pile), and its engine's stand-ins are not the other's rack."""
    mine, theirs = side(page), side(other)
    their_slots = set(theirs.held[theirs.me])
    assert not their_slots & set(mine.known), "a tile of the other's rack is open to this device"
    assert not set(mine.pile) & set(mine.known)
    for slot in their_slots:
        assert mine.open_slot(slot) is None


def test_a_whole_game_by_messages_verified_on_both_devices(browser: Browser, base_url: str) -> None:
    """A whole game by links, with a reload on each side mid-game, ends verified on both devices."""
    ann, bob = started(browser, base_url)
    assert link_state(ann.page) == link_state(bob.page) == "messages"
    moves = 0
    while state(ann.page) != "over" or state(bob.page) != "over":
        one, other = mover(ann.page, bob.page)
        assert state(other) == "friend"
        play_a_move(one)
        settle(one, other)
        moves += 1
        if moves == 3:
            hidden_from(ann.page, bob.page)
            hidden_from(bob.page, ann.page)
            for device in (ann, bob):  # a reload on each side mid-game takes the game up again
                reload(device)
                wait_state(device.page, "human", "friend")
                idle(device.page)
        assert moves < 200
    settle(ann.page, bob.page)
    assert link_state(ann.page) == link_state(bob.page) == "verified"
    for device in (ann, bob):  # the end screen says so on both devices
        expect(device.page.locator("#end-verdict")).to_contain_text("verified")
    assert kept(ann.page)[0].moves == kept(bob.page)[0].moves == moves
    for device in (ann, bob):
        assert not device.page_errors and not device.console_errors


def test_a_replayed_a_tampered_and_another_game_s_link_change_nothing(browser: Browser, base_url: str) -> None:
    ann, bob = started(browser, base_url)
    one, other = mover(ann.page, bob.page)
    play_a_move(one)
    link = link_text(one)
    settle(one, other)
    before = (messages(other), state(other), other.text_content("#rack"))

    def refused(text: str, words: str) -> None:
        paste(other, text)
        idle(other)
        assert words in str(other.text_content("#friend-error"))
        assert (messages(other), state(other), other.text_content("#rack")) == before

    refused(link, "already taken in")
    code = link[link.index("#friend=") + len("#friend=") :]
    head, tail = code[:-12], code[-12:]
    refused(head + ("A" if tail[0] != "A" else "B") + tail[1:], "changed on its way")
    carol = open_device(browser, base_url, "?speed=fast#friend").page  # a third device, in a game of its own
    idle(carol)
    paste(carol, link)
    idle(carol)
    assert "holds no game with a friend that this link belongs to" in str(carol.text_content("#friend-error"))
    assert messages(carol) == 1
