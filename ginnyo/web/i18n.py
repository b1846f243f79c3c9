"""The one door for translated words: the page's texts pass through `_` and `ngettext` when they
are shown (never when a module is imported), so changing the language re-words everything.

Texts kept in module constants are marked with `N_` (for extraction) and translated where shown.
Placeholders are named (`{name}`), so a language can put them in its own order.
"""

from __future__ import annotations

import gettext

_catalog: gettext.NullTranslations = gettext.NullTranslations()


def N_(message: str) -> str:
    """Mark a text for the catalogs without translating it yet (a module constant)."""
    return message


def _(message: str) -> str:
    return _catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalog.ngettext(singular, plural, n)
