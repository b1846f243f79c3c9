"""Players' names: the one check for the new-game form and for loaded records and links.

A name is kept trimmed, with each run of spaces inside as one space, in Unicode's composed form (NFC) and
without zero-width characters. It must not be blank, longer than `MAX_NAME`, or hold a control character or
one that changes the direction of text (which could make a name show as another, or scramble the score sheet
around it); no two players may share a name, whatever the case and whatever joiners they hold (`name_key`):
"Ann" and "An\u200dn" look the same, so they would be two players nobody can tell apart.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .errors import InvalidName, NameRule

MAX_NAME = 40
"""Longest player name, in characters."""

DIRECTION_MARKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The bidirectional marks, embeddings, overrides and isolates of Unicode."""


ZERO_WIDTH = frozenset("\u200b\u2060\u2061\u2062\u2063\u2064\ufeff")
"""Characters that show nothing and mean nothing in a name: taken out of it."""

JOINERS = frozenset("\u200c\u200d")
"""The zero-width (non-)joiners: kept, as emoji sequences and scripts such as Marathi's need them, but two names
that differ only by them are the same name."""


def clean_name(text: str) -> str:
    """A name as a game keeps it: composed (NFC), without zero-width characters, trimmed, each run of whitespace
    inside as one space."""
    visible = "".join(c for c in unicodedata.normalize("NFC", text) if c not in ZERO_WIDTH)
    return " ".join(visible.split())


def name_key(name: str) -> str:
    """What two names must not share: the cleaned name without joiners (trimmed again: a joiner may stand beside a
    space), case folded (and composed again, as folding can decompose)."""
    bare = " ".join("".join(c for c in clean_name(name) if c not in JOINERS).split())  # a joiner beside a space
    return unicodedata.normalize("NFC", bare.casefold())


def is_hidden(char: str) -> bool:
    """A control character, or one that changes the direction of the text around it."""
    return char in DIRECTION_MARKS or unicodedata.category(char) == "Cc"


def check_names(names: Iterable[str]) -> tuple[str, ...]:
    """The names cleaned (`clean_name`), in seat order; the first one refused raises InvalidName."""
    kept: list[str] = []
    folded: list[str] = []
    for seat, name in enumerate(names):
        clean = clean_name(name)
        number = str(seat + 1)
        if not name_key(clean).strip():
            raise InvalidName(NameRule.BLANK, seat, number=number)
        if len(clean) > MAX_NAME:
            raise InvalidName(NameRule.TOO_LONG, seat, number=number, limit=str(MAX_NAME))
        if any(is_hidden(c) for c in clean):
            raise InvalidName(NameRule.HIDDEN, seat, number=number)
        if name_key(clean) in folded:
            raise InvalidName(NameRule.DUPLICATE, seat, number=number, name=clean)
        kept.append(clean)
        folded.append(name_key(clean))
    return tuple(kept)
