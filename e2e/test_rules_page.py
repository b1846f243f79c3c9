"""The players' rules page in each language: reachable from the game, offline, written for
players, accessible in both themes, and fitting a phone."""

from __future__ import annotations

import http.client
import urllib.parse
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest
from playwright.sync_api import Browser
from test_a11y import THEMES, serious_violations
from test_page import LoadedPage, instrument, is_local

# Page -> its language; the switcher names each language in itself.
PAGES = {"rules.html": "en", "rules.sv.html": "sv", "rules.it.html": "it", "rules.mr.html": "mr"}
NAMES = ["English", "svenska", "italiano", "मराठी"]
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []
        self.ids: set[str] = set()
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        for name in ("src", "href", "config"):
            value = attributes.get(name)
            if value is not None:
                self.urls.append(value)
        if attributes.get("id"):
            self.ids.add(str(attributes["id"]))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def fetch(base_url: str, path: str) -> _Links:
    parts = urllib.parse.urlsplit(base_url)
    connection = http.client.HTTPConnection(parts.netloc, timeout=10)
    try:
        connection.request("GET", parts.path + path)
        response = connection.getresponse()
        assert response.status == 200, (path, response.status)
        parser = _Links()
        parser.feed(response.read().decode("utf-8"))
    finally:
        connection.close()
    return parser


def test_game_links_to_the_rules(base_url: str) -> None:
    assert "./rules.html" in fetch(base_url, "").urls


@pytest.mark.parametrize("path", list(PAGES))
def test_rules_page_is_local(base_url: str, path: str) -> None:
    page = fetch(base_url, path)
    for url in page.urls:
        assert url.startswith(("./", "#", "data:")), f"not a relative URL: {url}"
        if url.startswith("./"):
            fetch(base_url, url.removeprefix("./").split("#")[0])  # every local link resolves
        elif url.startswith("#"):
            assert url[1:] in page.ids, f"broken anchor {url}"


def test_english_rules_page_is_complete(base_url: str) -> None:
    text = " ".join(" ".join(fetch(base_url, "rules.html").text).split())
    for phrase in ("Group:", "Run:", "Pair:", "Joker:", "Gin:", "Exchange:", "Pass:", "H8", "highest total wins"):
        assert phrase in text, phrase
    gin = ("10. Gin Rummy", "first upcard is a spade", "undercuts", "No lay-offs against gin", "reach 100 points")
    for phrase in gin:
        assert phrase in text, phrase


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[LoadedPage]:
    """A fresh phone-sized tab (390 x 844) for each test."""
    context = browser.new_context(base_url=base_url, **PHONE)
    parts = urllib.parse.urlsplit(base_url)
    try:
        yield instrument(context, f"{parts.scheme}://{parts.netloc}")
    finally:
        context.close()


@pytest.mark.parametrize("path", list(PAGES))
def test_rules_page_in_a_phone(phone: LoadedPage, path: str) -> None:
    page = phone.page
    page.goto(f"./{path}")
    assert page.evaluate("() => document.documentElement.lang") == PAGES[path]
    links = page.locator("nav.languages a").evaluate_all(
        "links => links.map((a) => [a.getAttribute('href'), a.lang, a.textContent, a.ariaCurrent])"
    )
    assert links == [
        [f"./{other}", lang, name, "page" if other == path else None]
        for (other, lang), name in zip(PAGES.items(), NAMES)
    ]
    extent = page.evaluate("() => [document.documentElement.scrollWidth, innerWidth]")
    assert extent[0] <= extent[1], f"wider than the phone: {extent}"
    for theme in THEMES:
        assert serious_violations(page, theme) == [], theme
    assert [url for url in phone.requests if not is_local(url, phone.origin)] == []
    assert phone.console_errors == [] and phone.page_errors == [] and phone.failed_requests == []


def test_language_links_switch_the_rules_page(phone: LoadedPage) -> None:
    page = phone.page
    page.goto("./rules.html")
    for (path, lang), name in zip(PAGES.items(), NAMES):
        page.locator("nav.languages").get_by_role("link", name=name).click()
        page.wait_for_url(f"**/{path}")
        assert page.evaluate("() => document.documentElement.lang") == lang
    # Marathi is set in Devanagari system fonts (nothing downloaded).
    family = page.evaluate("() => getComputedStyle(document.querySelector('main p')).fontFamily")
    assert family.startswith('"Noto Sans Devanagari", "Nirmala UI", Mangal, "Kohinoor Devanagari"'), family


@pytest.mark.parametrize("path", list(PAGES))
def test_rules_figures_render_with_their_words_and_lesson_links(phone: LoadedPage, path: str) -> None:
    """Each example is drawn (a board of squares and tiles, or a hand), labelled for screen readers in
    the page's language, within a phone's width; its "Try it" link opens the lesson in the game."""
    page = phone.page
    page.goto(f"./{path}")
    board = page.locator("#fig-example-orange .fig-board")
    board.scroll_into_view_if_needed()
    assert board.is_visible()
    assert board.locator(".sq").count() == 25 and board.locator(".sq.new .tile").count() == 2
    box = board.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    label = board.get_attribute("aria-label") or ""
    words = {"en": "Scores 24.", "sv": "Ger 24 poäng.", "it": "Vale 24 punti.", "mr": "24 गुण."}
    assert label.endswith(words[PAGES[path]]) and "F2" in label, label
    assert page.get_by_role("img", name=label).count() == 1  # the text alternative is its accessible name
    hand = page.locator("#fig-gin-knock .fig-hand")
    assert hand.is_visible() and hand.locator(".tile").count() == 11
    tries = page.locator("figure.fig a.try")
    assert tries.count() == page.locator("figure.fig").count() == 14
    assert page.locator("#fig-example-gin a.try").get_attribute("href") == "./index.html#learn=gin"
