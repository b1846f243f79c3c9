"""Players' names: the one check for the new-game form and for loaded records and links.

A name is kept trimmed, with each run of spaces inside as one space. It must not be blank,
longer than `MAX_NAME`, or hold a control character or one that changes the direction of text
(which could make a name show as another, or scramble the score sheet around it); no two
players may share a name, whatever the case.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .errors import InvalidName, NameRule

MAX_NAME = 40
"""Longest player name, in characters."""

DIRECTION_MARKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
"""The bidirectional marks, embeddings, overrides and isolates of Unicode."""


def clean_name(text: str) -> str:
    """A name as a game keeps it: trimmed, each run of whitespace inside as one space."""
    return " ".join(text.split())


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
        if not clean:
            raise InvalidName(NameRule.BLANK, seat, number=number)
        if len(clean) > MAX_NAME:
            raise InvalidName(NameRule.TOO_LONG, seat, number=number, limit=str(MAX_NAME))
        if any(is_hidden(c) for c in clean):
            raise InvalidName(NameRule.HIDDEN, seat, number=number)
        if clean.casefold() in folded:
            raise InvalidName(NameRule.DUPLICATE, seat, number=number, name=clean)
        kept.append(clean)
        folded.append(clean.casefold())
    return tuple(kept)
