"""The game's translations: gettext catalogs extracted from the page's code, updated, compiled.

``python -m ginnyo i18n`` (rerun it whenever texts change) extracts every ``_()``, ``ngettext()``
and ``N_()`` of ``ginnyo/web/`` (any module, new ones too), the words ``index.html`` marks with
``data-i18n`` / ``data-i18n-attrs``, and the engine's rule messages (``PLAY_MESSAGES``,
``ACTION_MESSAGES``, ``NAME_MESSAGES``: the page words the engine's reasons with them) and the lessons'
titles, texts and reasons (``ginnyo/lessons/*.json``, ``goals.py``) into ``ginnyo.pot``, merges
it into each language's ``.po`` (new texts come in untranslated, changed ones fuzzy) and
compiles the ``.mo`` files. The archive step compiles them again into the page's archive
(``archive.py``), so the browser's ``gettext`` finds them. Babel is a development tool only.
"""

from __future__ import annotations

import gettext
import html
import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from io import BytesIO
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from ginnyo.lessons import MESSAGES, lessons
from ginnyo.rules.errors import ACTION_MESSAGES, NAME_MESSAGES, PLAY_MESSAGES
from ginnyo.web.words import i18n
from ginnyo.web.words.levels import level_phrases

DOMAIN = "ginnyo"
WEB = "ginnyo/web"
LOCALE = f"{WEB}/words/locale"
PAGE = "index.html"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
PLURAL_FORMS = {
    "sv": "nplurals=2; plural=(n != 1);",
    "mr": "nplurals=2; plural=(n != 1);",
    # CLDR's Italian: one (1), many (a whole million, 2 000 000...: "di" before the noun), other.
    "it": "nplurals=3; plural=(n == 1 ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2);",
}
"""The languages of the catalogs and their plural rules, written by hand (Babel's Italian has 2 forms)."""

BOOT_WORDS = re.compile(r'(<script type="application/json" id="boot-words">)(.*?)(</script>)', re.S)
"""Where ``index.html`` carries its marked words in each language, for ``static/boot.js``."""
HEADER = "# Ginny-O's words, translated (python -m ginnyo i18n updates this file; translate the empty msgstr)."
Message = tuple[str, str | tuple[str, str], int, str]
"""(source file, msgid or (singular, plural), line, a note for translators) of one text to translate."""


class MarkedWords(HTMLParser):
    """The texts a page marks for translation: an element's text (``data-i18n``), its listed attributes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, int]] = []
        self.open: list[tuple[str, list[str], int]] = []  # (tag, text so far, line) of marked elements

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        line = self.getpos()[0]
        for name in (values.get("data-i18n-attrs") or "").split():
            self.found.append((str(values.get(name) or ""), line))
        if "data-i18n" in values:
            self.open.append((tag, [], line))

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][1].append(data)

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag:
            _tag, text, line = self.open.pop()
            self.found.append((" ".join("".join(text).split()), line))


def page_words(root: Path) -> Iterator[Message]:
    parser = MarkedWords()
    parser.feed((root / PAGE).read_text(encoding="utf-8"))
    for text, line in parser.found:
        if text:
            yield PAGE, text, line, ""


def code_words(root: Path) -> Iterator[Message]:
    for path in sorted((root / WEB).rglob("*.py")):
        name = path.relative_to(root).as_posix()
        for line, message, _comments, _context in extract_from_file("python", path, keywords=KEYWORDS):
            yield name, message if isinstance(message, str) else (message[0], message[1]), line, ""


def engine_words() -> Iterator[Message]:
    for rule, text in [*PLAY_MESSAGES.items(), *ACTION_MESSAGES.items(), *NAME_MESSAGES.items()]:
        yield "ginnyo/rules/errors.py", text, 0, f"the engine's reason {rule.value!r}"


def lesson_words() -> Iterator[Message]:
    for item in lessons():
        source = f"ginnyo/lessons/{item.game}.json"
        yield source, item.title, 0, f"the title of the lesson {item.id!r}"
        yield source, item.text, 0, f"the text of the lesson {item.id!r}"
    for text in MESSAGES:
        yield "ginnyo/lessons/goals.py", text, 0, "why an action misses a lesson's goal"


def template(root: Path) -> Catalog:
    """Every text of the page to translate, with where it comes from."""
    catalog = Catalog(project="Ginny-O", domain=DOMAIN, charset="utf-8", fuzzy=False)
    for source, message, line, note in [*code_words(root), *page_words(root), *engine_words(), *lesson_words()]:
        catalog.add(message, locations=[(source, line)], auto_comments=[note] if note else [])
    return catalog


def po_path(root: Path, language: str) -> Path:
    return root / LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, domain=DOMAIN)


def write(path: Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    out = BytesIO()
    write_po(out, catalog, width=100, include_lineno=False)
    path.write_bytes(out.getvalue())


def updated(root: Path, language: str, pot: Catalog) -> Catalog:
    """The language's catalog merged with the template (a missing one starts empty)."""
    path = po_path(root, language)
    fresh = Catalog(language, DOMAIN, HEADER, "Ginny-O", charset="utf-8", fuzzy=False)
    catalog = read(path) if path.is_file() else fresh
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language]), ("Language", language)]
    catalog.update(pot, update_creation_date=False)
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
    return catalog


def entries(catalog: Catalog) -> list[tuple[object, ...]]:
    return [(m.id, [path for path, _line in m.locations], m.auto_comments) for m in catalog if m.id]


def compiled(catalog: Catalog) -> bytes:
    """The `.mo` of a catalog (fuzzy entries left out: gettext then shows the English)."""
    out = BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def mo_files(root: Path) -> dict[str, bytes]:
    """Site path -> compiled `.mo` of each language's `.po` in the repository."""
    return {
        po_path(root, language).with_suffix(".mo").relative_to(root).as_posix(): compiled(read(po_path(root, language)))
        for language in PLURAL_FORMS
        if po_path(root, language).is_file()
    }


def boot_words(root: Path) -> dict[str, dict[str, str]]:
    """Each language's words for the texts ``index.html`` marks: ``boot.js`` writes them before Python
    is ready (``locale_page.py`` writes the same once it is), so the first screen is in the language;
    and the new-game form's phrases (`phrases`), which Python writes the same once it is ready."""
    marked = {text for _source, text, _line, _note in page_words(root)}
    found: dict[str, dict[str, str]] = {}
    for language in PLURAL_FORMS:
        catalog = read(po_path(root, language))
        found[language] = {
            str(m.id): m.string
            for m in catalog
            if m.id in marked and isinstance(m.string, str) and m.string and not m.fuzzy
        } | phrases(language, root)
    return found


def translations(root: Path, language: str) -> gettext.GNUTranslations:
    """`language`'s catalog compiled from its `.po` in `root` (a fresh clone has no `.mo` files)."""
    return gettext.GNUTranslations(BytesIO(compiled(read(po_path(root, language)))))


def phrases(language: str, root: Path) -> dict[str, str]:
    """The computer levels as the new-game form describes them (``data-phrase`` in ``index.html``), English ->
    `language`, by the game's own words (its catalog compiled from the `.po`)."""
    english = [*level_phrases(False), *level_phrases(True)]
    try:
        i18n.set_language(language, translations(root, language))
        return dict(zip(english, [*level_phrases(False), *level_phrases(True)], strict=True))
    finally:
        i18n.set_language(i18n.DEFAULT)


def with_level_lists(page: str) -> str:
    """The page with the new-game form's level lists (``#ginnyo-levels``, ``#gin-levels``) in English as Python
    words them, so the form painted before Python holds what Python then writes (no layout shift)."""
    for list_id, gin in (("ginnyo-levels", False), ("gin-levels", True)):
        start = page.index(f'<ul id="{list_id}"')
        end = page.index("</ul>", start)
        indent = re.search(r"\n([ \t]*)<li data-phrase>", page[start:end])
        pad = indent.group(1) if indent else "    "
        items = "".join(f"\n{pad}<li data-phrase>{html.escape(text, quote=False)}</li>" for text in level_phrases(gin))
        head = page.index(">", start) + 1
        close = page.rindex("\n", head, end)
        page = page[:head] + items + page[close:]
    return page


def with_boot_words(page: str, words: dict[str, dict[str, str]]) -> str:
    """The page with `words` in its ``#boot-words`` script (as JSON that cannot close the script)."""
    text = json.dumps(words, ensure_ascii=False, sort_keys=True, separators=(",", ":")).replace("</", "<\\/")
    return BOOT_WORDS.sub(lambda m: m.group(1) + text + m.group(3), page, count=1)


def run(root: Path) -> list[str]:
    """Extract, update every language's `.po`, compile the `.mo` files; a line of figures per language."""
    pot, pot_path = template(root), root / LOCALE / f"{DOMAIN}.pot"
    if not pot_path.is_file() or entries(read(pot_path)) != entries(pot):  # no new date for the same texts
        write(pot_path, pot)
    report = [f"{DOMAIN}.pot: {len(pot)} messages"]
    for language in PLURAL_FORMS:
        catalog = updated(root, language, pot)
        write(po_path(root, language), catalog)
        po_path(root, language).with_suffix(".mo").write_bytes(compiled(catalog))
        missing = sum(
            1 for m in catalog if m.id and (m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string]))
        )
        report.append(f"{language}: {len(catalog)} messages, {missing} untranslated or fuzzy")
    page = (root / PAGE).read_text(encoding="utf-8")
    worded = with_boot_words(with_level_lists(page), boot_words(root))
    if worded != page:
        (root / PAGE).write_text(worded, encoding="utf-8")
    report.append(f"{PAGE}: its marked words in {len(PLURAL_FORMS)} languages for before Python is ready")
    return report
