"""Two tabs of one browser on one score sheet (issue 48): one keeps it, the other shows it read-only and follows
every entry, "Use here" moves it, a play typed but not scored survives the move, a closed tab lets it go, and a
reload of either keeps every entry. Screenshots of the read-only view go to /tmp/scorepad."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from gameplay import another_tab, reload
from playwright.sync_api import Browser, BrowserContext, Page, expect
from test_a11y import serious_violations
from test_page import LoadedPage
from test_scorer import DESKTOP, OPENING, PHONE, button, shot, typed

DRAFT = "G7:4H G9:6H"
"""A play typed in the tab that loses the sheet, scored once it takes the sheet back."""
Opener = Callable[[], LoadedPage]


@pytest.fixture
def context(browser: Browser, request: pytest.FixtureRequest) -> Iterator[BrowserContext]:
    """One browser profile (its storage and Web Locks shared by the tabs), at the size the test asks."""
    context = browser.new_context(**getattr(request, "param", DESKTOP))
    yield context
    context.close()


@pytest.fixture
def open_pad(context: BrowserContext, base_url: str) -> Iterator[Opener]:
    """Another tab of `context` on `#score`, ready; no error seen in any of them."""
    opened: list[LoadedPage] = []

    def open_one() -> LoadedPage:
        result = another_tab(context, base_url, "?speed=fast#score")
        expect(result.page.locator("#scorer")).to_be_visible()
        opened.append(result)
        return result

    yield open_one
    for tab in opened:
        assert not tab.page_errors and not tab.console_errors, (tab.page_errors, tab.console_errors)


def rows(page: Page, count: int) -> None:
    expect(page.locator("#scorer-sheet tbody tr")).to_have_count(count)


def keeps(page: Page) -> None:
    """This tab keeps the sheet: no read-only note, entry open."""
    expect(page.locator("#scorer-elsewhere")).to_be_hidden()
    expect(page.locator("#scorer-entry")).to_be_editable()


def shows(page: Page, words: str) -> None:
    """This tab only shows the sheet, and says why: nothing in it can change the sheet."""
    expect(page.locator("#scorer-elsewhere-text")).to_have_text(words)
    expect(page.locator('[data-scorer="use-here"]')).to_be_enabled()
    expect(page.locator("#scorer-entry")).not_to_be_editable()
    for name in ("commit", "exchange", "undo", "new", "load"):
        expect(button(page, name)).to_be_disabled()
    expect(page.locator("#scorer-palette")).to_be_hidden()


def use_here(page: Page) -> None:
    page.locator('[data-scorer="use-here"]').click()
    expect(page.locator("#scorer-notice")).to_have_text("The sheet is kept in this tab now.")
    keeps(page)


def test_one_tab_keeps_the_sheet_the_other_follows_and_takes_it_losing_nothing(open_pad: Opener) -> None:
    a_tab = open_pad()
    a = a_tab.page
    keeps(a)
    typed(a, OPENING)
    b_tab = open_pad()
    b = b_tab.page
    shows(b, "This sheet is kept in another tab, so here it is only shown.")
    rows(b, 1)
    typed(a, "J8:5C")
    rows(b, 2)  # B follows each entry A makes
    a.locator("#scorer-entry").fill(DRAFT)  # typed, not scored yet
    use_here(b)
    shows(a, "This sheet is now kept in another tab, so here it is only shown.")
    expect(a.locator("#scorer-entry")).to_have_value(DRAFT)  # still there, to be scored later
    expect(a.locator("#announce")).to_contain_text("now kept in another tab")
    button(b, "exchange").click()
    rows(b, 3)
    rows(a, 3)
    expect(a.locator("#scorer-entry")).to_have_value(DRAFT)
    use_here(a)
    expect(a.locator("#scorer-preview")).to_have_attribute("data-state", "legal")
    button(a, "commit").click()
    rows(a, 4)
    rows(b, 4)
    shows(b, "This sheet is now kept in another tab, so here it is only shown.")
    expect(b.locator('[data-seat-total="0"]')).to_have_text(a.locator('[data-seat-total="0"]').inner_text())
    reload(a_tab)  # the reloaded tab asks again: the lock it held is free, so it keeps the sheet
    rows(a, 4)
    keeps(a)
    reload(b_tab)
    rows(b, 4)
    shows(b, "This sheet is kept in another tab, so here it is only shown.")
    assert serious_violations(b) == []
    shot(b, "read-only-desktop")


@pytest.mark.parametrize("context", [PHONE], indirect=True)
def test_a_closed_tab_lets_the_sheet_go(open_pad: Opener, context: BrowserContext) -> None:
    a_tab = open_pad()
    typed(a_tab.page, OPENING)
    b_tab = open_pad()
    b = b_tab.page
    shows(b, "This sheet is kept in another tab, so here it is only shown.")
    assert serious_violations(b) == []
    shot(b, "read-only-phone")
    a_tab.page.close()
    use_here(b)
    button(b, "exchange").click()
    rows(b, 2)
    reload(b_tab)  # nobody else holds it now: kept here after a reload too
    rows(b, 2)
    keeps(b)
