"""The players' rules page: reachable from the game, offline, written for players."""

from __future__ import annotations

import http.client
import urllib.parse
from html.parser import HTMLParser

import pytest


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


@pytest.mark.parametrize("path", ["rules.html"])
def test_rules_page_is_local_and_complete(base_url: str, path: str) -> None:
    page = fetch(base_url, path)
    for url in page.urls:
        assert url.startswith(("./", "#", "data:")), f"not a relative URL: {url}"
        if url.startswith("./"):
            fetch(base_url, url.removeprefix("./").split("#")[0])  # every local link resolves
        elif url.startswith("#"):
            assert url[1:] in page.ids, f"broken anchor {url}"
    text = " ".join(" ".join(page.text).split())
    for phrase in ("Group:", "Run:", "Pair:", "Joker:", "Gin:", "Exchange:", "Pass:", "H8", "highest total wins"):
        assert phrase in text, phrase
    gin = ("10. Gin Rummy", "first upcard is a spade", "undercuts", "No lay-offs against gin", "reach 100 points")
    for phrase in gin:
        assert phrase in text, phrase
