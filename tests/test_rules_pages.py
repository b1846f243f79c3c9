"""The rules page in each language (rules.html, rules.sv.html, ...) has the same structure.

The translations are written by hand, so a section, a rule or a table row added to one page
and not the others would go unnoticed: this compares their outlines and language links.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
# Language -> its rules page, and its name in itself (as the language switcher shows it).
PAGES = {"en": "rules.html", "sv": "rules.sv.html", "it": "rules.it.html", "mr": "rules.mr.html"}
NAMES = {"en": "English", "sv": "svenska", "it": "italiano", "mr": "मराठी"}
COUNTED = ("h2", "p", "li", "tr", "strong", "table")


@dataclass
class Outline:
    """What must match across languages: the sections and what each holds, and the links."""

    lang: str = ""
    sections: list[str] = field(default_factory=list)
    counts: dict[str, dict[str, int]] = field(default_factory=dict)  # section id -> tag -> count
    anchors: list[str] = field(default_factory=list)  # in-page links (the contents)
    languages: list[tuple[str, str, str, bool]] = field(default_factory=list)  # href, lang, name, current
    headings: list[str] = field(default_factory=list)


class _OutlineParser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.outline = Outline()
        self.section = ""
        self.in_languages = False
        self.text: list[str] | None = None  # the text of the heading or language link being read
        self.link: dict[str, str | None] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        if tag == "html":
            self.outline.lang = attributes.get("lang") or ""
        elif tag == "section":
            self.section = attributes.get("id") or ""
            self.outline.sections.append(self.section)
        elif tag == "nav" and "languages" in (attributes.get("class") or ""):
            self.in_languages = True
        elif tag == "a" and (attributes.get("href") or "").startswith("#"):
            self.outline.anchors.append(str(attributes["href"]))
        if (tag == "a" and self.in_languages) or tag == "h2":
            self.link, self.text = attributes, []
        if self.section and tag in COUNTED:
            counts = self.outline.counts.setdefault(self.section, {})
            counts[tag] = counts.get(tag, 0) + 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "section":
            self.section = ""
        elif tag == "nav":
            self.in_languages = False
        elif tag == "h2" and self.text is not None:
            self.outline.headings.append("".join(self.text).split(" ", 1)[0])  # its number: "1."
            self.text = None
        elif tag == "a" and self.in_languages and self.text is not None:
            link = self.link
            entry = (str(link["href"]), str(link["lang"]), "".join(self.text), link.get("aria-current") == "page")
            self.outline.languages.append(entry)
            self.text = None

    def handle_data(self, data: str) -> None:
        if self.text is not None:
            self.text.append(data)


def outline(path: str) -> Outline:
    parser = _OutlineParser()
    parser.feed((REPO_ROOT / path).read_text(encoding="utf-8"))
    return parser.outline


@pytest.mark.parametrize("lang", [lang for lang in PAGES if lang != "en"])
def test_each_translation_has_the_english_pages_structure(lang: str) -> None:
    english, translated = outline(PAGES["en"]), outline(PAGES[lang])
    assert translated.sections == english.sections
    assert translated.anchors == english.anchors
    assert translated.headings == english.headings
    for section in english.sections:
        assert translated.counts[section] == english.counts[section], section


@pytest.mark.parametrize("lang", list(PAGES))
def test_each_page_names_its_language_and_links_all_four(lang: str) -> None:
    page = outline(PAGES[lang])
    assert page.lang == lang
    expected = [(f"./{PAGES[other]}", other, NAMES[other], other == lang) for other in PAGES]
    assert page.languages == expected
    assert [f"#{section}" for section in page.sections] == page.anchors  # the contents list every section
