"""A Gin Rummy hand with a friend between two devices (two browser contexts, each its own storage), by messages."""

from __future__ import annotations

import pytest
from friend_play import gin_turn, idle, invite_to_gin, join, link_text, open_device, settle, to_move
from gameplay import state
from playwright.sync_api import Browser

pytestmark = pytest.mark.slow


def test_a_gin_rummy_hand_by_messages_ends_with_one_result_on_both(browser: Browser, base_url: str) -> None:
    ann = open_device(browser, base_url).page
    invite_to_gin(ann)
    invitation = link_text(ann)
    bob = open_device(browser, base_url, "?speed=fast" + invitation[invitation.index("#") :]).page
    join(bob, "Bob")
    settle(ann, bob)
    for _ in range(200):
        if {"result", "over"} & {state(ann), state(bob)}:
            break
        one, other = to_move(ann, bob)
        assert state(other) == "friend"
        gin_turn(one)
        settle(one, other)
    for page in (ann, bob):
        idle(page)
        page.locator("#gin-result-dialog").wait_for(state="visible")
    assert ann.text_content("#gin-result-scores") == bob.text_content("#gin-result-scores")
