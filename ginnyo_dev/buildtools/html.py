"""Find the tags of an HTML page that refer to other files, with their place in the text."""

from __future__ import annotations

import posixpath
import urllib.parse
from dataclasses import dataclass
from html.parser import HTMLParser

# Attributes that name another file of the site.
URL_ATTRIBUTES = ("src", "href", "config")


@dataclass(frozen=True)
class Element:
    """One start tag: its name, attributes and [start, end) offsets in the page text.

    For a <script>, `end` is just past its </script>, so the whole element can be replaced.
    """

    tag: str
    attrs: dict[str, str]
    start: int
    end: int
    start_tag_end: int

    def get(self, name: str) -> str:
        return self.attrs.get(name, "")


class _Scanner(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.text = text
        self.line_starts = [0]
        for index, char in enumerate(text):
            if char == "\n":
                self.line_starts.append(index + 1)
        self.elements: list[Element] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        line, column = self.getpos()
        start = self.line_starts[line - 1] + column
        raw = self.get_starttag_text() or ""
        start_tag_end = start + len(raw)
        end = start_tag_end
        if tag == "script":
            close = self.text.lower().find("</script>", start_tag_end)
            end = close + len("</script>") if close >= 0 else start_tag_end
        values = {name: value or "" for name, value in attrs}
        self.elements.append(Element(tag, values, start, end, start_tag_end))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)


def scan(text: str) -> list[Element]:
    """Every start tag of the page, in document order."""
    scanner = _Scanner(text)
    scanner.feed(text)
    scanner.close()
    return scanner.elements


def is_local(url: str) -> bool:
    """True for a relative URL of a file of the site (not data:, not another origin, not a fragment)."""
    if not url or url.startswith(("#", "//", "/")):
        return False
    return not urllib.parse.urlsplit(url).scheme


def resolve(base_path: str, url: str) -> str:
    """Site path ('static/x.css') of a relative `url` found in the file at site path `base_path`."""
    clean = urllib.parse.unquote(urllib.parse.urlsplit(url).path)
    joined = posixpath.normpath(posixpath.join(posixpath.dirname(base_path), clean))
    if joined.startswith("../") or joined == "..":
        raise ValueError(f"{url!r} in {base_path} points outside the site")
    return joined


def rel_url(from_path: str, to_path: str) -> str:
    """Relative URL from the file at `from_path` to the file at `to_path` ('./x/y')."""
    rel = posixpath.relpath(to_path, posixpath.dirname(from_path) or ".")
    return rel if rel.startswith("../") else "./" + rel
