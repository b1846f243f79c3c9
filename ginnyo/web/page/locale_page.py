"""The page's language (PyScript): chosen from the browser, written to `<html lang>`, the fixed
words of ``index.html`` re-worded, and numbers written by the browser's `Intl.NumberFormat`.

``index.html`` marks its fixed words for the catalogs: an element with ``data-i18n`` has its text
translated (its English text is the message id), one with ``data-i18n-attrs="title aria-label"``
those attributes. The English originals are kept on the element (``data-i18n``,
``data-i18n-title``...), so the page can be re-worded any number of times.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from pyscript import document, window

from ginnyo.rules.layout import STANDARD, parse_square

from ..common.ids import SEATS, Id, seat_name
from ..words.i18n import DEFAULT, _, language, preferred, set_language, use_number_formats
from ..words.names import kept, worded
from ..words.texts import square_label

PLAIN_BELOW = 1000
"""Numbers below this (and not negative) are plain digits in every language: no formatter needed."""
NUMBER_LOCALES = {"en": "en", "sv": "sv-SE", "it": "it-IT", "mr": "mr-IN-u-nu-latn"}
"""Marathi numbers in Latin digits, like the tiles, the board's coordinates and the scores on cards."""


def number_format(code: str) -> Callable[[int], str]:
    """Whole numbers as the browser's `Intl.NumberFormat` writes them in `code`.

    Every language of the game writes 0 to 999 as plain Latin digits, so the formatter (some
    30 ms to make, at start) is made only when a larger or a negative number is first shown.
    """
    formatter: Any = None

    def write(n: int) -> str:
        nonlocal formatter
        if 0 <= n < PLAIN_BELOW:
            return str(n)
        if formatter is None:
            formatter = window.Intl.NumberFormat.new(NUMBER_LOCALES.get(code, "en"))
        return str(formatter.format(n))

    return write


def browser_language() -> str:
    """The first of the browser's languages the game speaks (`sv-SE` -> `sv`), else English."""
    return preferred(str(tag) for tag in window.navigator.languages)


def start(chosen: str) -> None:
    """Word the page in the player's language (`chosen` in the settings, else the browser's)."""
    use_number_formats(number_format)
    english = set_language(chosen or browser_language()) == DEFAULT
    reword(fixed_words=not english)  # index.html is written in English


def switch(chosen: str) -> None:
    """The player picked another language (`SetLanguage`): word the page in it from now on."""
    set_language(chosen or browser_language())
    reword()


def reword(fixed_words: bool = True) -> None:
    """Write the page's words in the language now in use (`fixed_words`: those index.html has too)."""
    root = document.documentElement
    root.lang = language()
    version = ".".join(str(part) for part in sys.version_info[:3])
    about = _("Ginny-O runs in your browser on Python {version} (Pyodide).")
    document.getElementById(Id.ABOUT).textContent = about.format(version=version)
    for link in document.querySelectorAll("a[data-rules]"):  # the rules page in the same language
        link.setAttribute("href", "./rules.html" if language() == DEFAULT else f"./rules.{language()}.html")
    if fixed_words:
        marked_words()
        for node in document.querySelectorAll(f"#{Id.BOARD} [data-square]"):
            name = str(node.dataset.square)
            node.title = square_label(name, STANDARD.bonus(parse_square(name)))
    for seat in range(SEATS):  # the new-game form's default names, in the new language
        field = document.getElementById(seat_name(seat))
        field.value = worded(kept(str(field.value)))


def marked_words() -> None:
    """The texts and attributes ``index.html`` marks with ``data-i18n`` and ``data-i18n-attrs``."""
    for node in document.querySelectorAll("[data-i18n]"):
        if not node.dataset.i18n:
            node.dataset.i18n = " ".join(str(node.textContent).split())
        node.textContent = _(str(node.dataset.i18n))
    for node in document.querySelectorAll("[data-i18n-attrs]"):
        for attr in str(node.dataset.i18nAttrs).split():
            kept_as = f"data-i18n-{attr}"
            if not node.hasAttribute(kept_as):
                node.setAttribute(kept_as, node.getAttribute(attr))
            node.setAttribute(attr, _(str(node.getAttribute(kept_as))))
