"""Accessibility of a game with a friend: axe-core finds nothing serious or critical on its screens, light and dark
(the invitation with its QR code, joining, the game waiting for the friend, the list "Games with friends", whose main
action stays in view at every size)."""

from __future__ import annotations

import pytest
from friend_play import join, link_text, open_device, settle
from playwright.sync_api import Browser, expect
from test_a11y import serious_violations
from test_dialog_actions import in_view

pytestmark = pytest.mark.slow


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_a_game_with_a_friend(browser: Browser, base_url: str, theme: str) -> None:
    ann = open_device(browser, base_url, "?speed=fast#friend").page
    invitation = link_text(ann)
    ann.click('[data-action="friend-connect"]')
    expect(ann.locator("#friend-qr svg")).to_be_visible()
    assert serious_violations(ann, theme) == []
    bob = open_device(browser, base_url, "?speed=fast" + invitation[invitation.index("#") :]).page
    expect(bob.locator("#friend-join")).to_be_visible()
    assert serious_violations(bob, theme) == []
    join(bob, "Bob")
    settle(ann, bob)
    for page in (ann, bob):
        assert serious_violations(page, theme) == []
    ann.click('#friend [data-action="friend-games"]')
    expect(ann.locator("#friends-dialog")).to_be_visible()
    expect(ann.locator("#friends-list li")).to_have_count(1)
    assert serious_violations(ann, theme) == []
    in_view(ann, "#friends-dialog", '[data-action="friend-invite"]')  # its main action, at every size
