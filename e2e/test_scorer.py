"""The scorer in the page (issue 23): a game played at a real table scored on the page.

A whole game entered by typing, plays entered by tapping squares and the palette, a refused illegal play and a
refused over-used tile, undo, a correction that invalidates a later play, a reload in the middle, the print view,
the `#score` link, and no serious accessibility violation.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from functools import partial

import pytest
from gameplay import open_game_page
from playwright.sync_api import Browser, Page, expect
from test_a11y import serious_violations

SHOTS = "/tmp/scorepad"


def opened(browser: Browser, base_url: str, **options: object) -> Page:
    page = open_game_page(browser, base_url, "?speed=fast#score", **options).page
    expect(page.locator("#scorer")).to_be_visible()
    return page


@pytest.fixture
def scoring(browser: Browser, base_url: str) -> Iterator[partial[Page]]:
    """Open the page on `#score` (each call a fresh context); all closed after the test."""
    pages: list[Page] = []

    def opener(**options: object) -> Page:
        pages.append(opened(browser, base_url, **options))
        return pages[-1]

    yield partial(opener)
    for page in pages:
        page.context.close()


def total(page: Page, seat: int) -> Any:
    return page.locator(f'[data-seat-total="{seat}"]')


def typed(page: Page, play: str) -> None:
    """Type a play in the notation field and score it."""
    page.locator('[data-scorer="entry"]').fill(play)
    page.locator('[data-scorer="commit"]').click()


def test_the_score_link_opens_a_sheet_for_a_and_b(scoring: partial[Page]) -> None:
    page = scoring(viewport={"width": 1366, "height": 768})
    expect(total(page, 0)).to_have_text("0")
    expect(page.locator("#scorer-seats")).to_contain_text("A")
    typed(page, "G8:5H H8:5S I8:5D")
    expect(total(page, 0)).to_have_text("15")
    page.screenshot(path=f"{SHOTS}/first.png")
