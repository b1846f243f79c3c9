"""Words checked in every language: the keys a Marathi player reads are named in Marathi, and the game Gin Rummy is
called by its name, capitalised, in Swedish and Italian (in the catalogs and in the rules pages alike)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).parent.parent
LOCALE = ROOT / "ginnyo" / "web" / "words" / "locale"
MARATHI_KEYS = {"Enter": "एंटर", "Space": "स्पेस", "Backspace": "बॅकस्पेस", "Escape": "एस्केप"}
"""The keyboard's named keys as the Marathi texts say them (a letter key, S or K, is the letter on the key)."""
ENGLISH_KEY = re.compile(rf"\b({'|'.join(MARATHI_KEYS)}|Esc|Delete|Tab)\b")
KEYBOARD = re.compile(r"\b(Keyboard|keys?)\b")
"""A text about the keyboard, where Enter is a key (elsewhere "Enter" may be the verb)."""
GIN_RUMMY = re.compile(r"\bgin[\s\u00a0-]+rummy\b", re.IGNORECASE)


def translations(code: str) -> Iterator[tuple[str, str]]:
    """Each message of language `code`'s catalog: its English id and each of its texts."""
    with (LOCALE / code / "LC_MESSAGES" / "ginnyo.po").open("rb") as file:
        catalog = read_po(file)
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        for text in texts:
            yield ids[0], text


def test_marathi_names_the_keys_in_marathi() -> None:
    named = 0
    for english, text in translations("mr"):
        assert not ENGLISH_KEY.search(text), text
        for key, word in MARATHI_KEYS.items():
            if KEYBOARD.search(english) and re.search(rf"\b{key}\b", english):
                named += 1
                assert word in text, (key, text)
    assert named >= 4  # the keys of both tables' help are there to check


def test_the_marathi_rules_name_the_keys_in_marathi() -> None:
    text = (ROOT / "rules.mr.html").read_text(encoding="utf-8")
    assert not ENGLISH_KEY.search(text)
    assert all(word in text for word in ("एंटर", "एस्केप", "बॅकस्पेस"))


@pytest.mark.parametrize("code", ["sv", "it"])
def test_gin_rummy_is_the_games_name_capitalised(code: str) -> None:
    names = 0
    for english, text in translations(code):
        for found in GIN_RUMMY.finditer(text):
            assert re.fullmatch(r"Gin[\s\u00a0]Rummy", found[0]), text
            names += 1
        if GIN_RUMMY.search(english):
            assert GIN_RUMMY.search(text), text  # the name is kept, never translated away
    assert names >= 5
    rules = (ROOT / f"rules.{code}.html").read_text(encoding="utf-8")
    assert all(found[0] == "Gin Rummy" for found in GIN_RUMMY.finditer(rules)) and "Gin Rummy" in rules


def test_a_lower_case_name_or_an_english_key_is_caught() -> None:
    assert GIN_RUMMY.search("spelade givar i gin rummy") and ENGLISH_KEY.search("Enter चाल खेळते")
