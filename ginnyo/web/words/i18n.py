"""The one door for translated words: the page's texts pass through `_` and `ngettext` when they
are shown (never when a module is imported), so changing the language re-words everything.

Texts kept in module constants are marked with `N_` (for extraction) and translated where shown.
Placeholders are named (`{name}`), so a language can put them in its own order. The catalogs are
gettext `.mo` files under ``ginnyo/web/words/locale/`` (compiled from the `.po` sources by
``python -m ginnyo i18n`` and by the archive step), read through `importlib.resources`: the page
imports the game from its zip, where there is no folder to open; numbers are written by `number`, which the
page sets to the browser's `Intl.NumberFormat` for the language (plain digits in CPython).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterable
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

DOMAIN = "ginnyo"
LOCALE_DIR: Traversable | None = None
"""Where the catalogs are: None for ``locale/`` of this package (tests point it at compiled ones)."""
LANGUAGES = {"en": "English", "sv": "svenska", "it": "italiano", "mr": "मराठी"}
"""Every language of the game, named in itself (as the picker shows it); English is the source."""
DEFAULT = "en"

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT
_number: Callable[[int], str] = str
NumberFormats = Callable[[str], Callable[[int], str]]
"""How a language writes whole numbers, by language code (the page gives Intl.NumberFormat)."""
_formats: NumberFormats = lambda _code: str  # noqa: E731


def N_(message: str) -> str:
    """Mark a text for the catalogs without translating it yet (a module constant)."""
    return message


def _(message: str) -> str:
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog.ngettext(singular, plural, n)


def language() -> str:
    return _language


@cache
def catalog(code: str, localedir: Traversable | None = None) -> gettext.NullTranslations:
    """The translations of a language (English, or a language without its `.mo`: the msgids).

    Read once: the page asks for every language's words whenever it reads back a default name.
    """
    if code == DEFAULT:
        return gettext.NullTranslations()
    mo = (localedir or LOCALE_DIR or _package_locale()) / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if not mo.is_file():
        return gettext.NullTranslations()
    with mo.open("rb") as data:
        return gettext.GNUTranslations(data)


def _package_locale() -> Traversable:
    """``locale/`` beside this module, in a folder or in a zip (imported here: English never needs it)."""
    from importlib.resources import files

    return files(__package__) / "locale"


def use_number_formats(formats: NumberFormats) -> None:
    """Write numbers with `formats` from the next `set_language` on."""
    global _formats
    _formats = formats


def set_language(code: str, translations: gettext.NullTranslations | None = None) -> str:
    """Word everything in `code` (an unknown code: English) from now on, by its `.mo` or (the build tools, which
    compile the `.po` files) by `translations`."""
    global _catalog, _language, _number
    code = code if code in LANGUAGES else DEFAULT
    _catalog, _language, _number = translations or catalog(code), code, _formats(code)
    return code


def preferred(tags: Iterable[str]) -> str:
    """The first of the browser's languages (`navigator.languages`) the game speaks, by prefix: `sv-SE` -> `sv`."""
    for tag in tags:
        code = tag.split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def number(n: int) -> str:
    """A whole number as the language writes it (`1 234` in Swedish, `1.234` in Italian)."""
    return _number(n)
