"""The new-game form in ``index.html`` holds, before Python, what Python writes there once it is ready.

The form is painted at once and filled in while Python loads (``static/boot.js``); anything Python
then wrote in a different shape would move the form under the player's pointer (a layout shift).
The computer levels' phrases are composed by Python (``ginnyo/web/words/levels.py``): the page holds
them in English and ``#boot-words`` in every language (``python -m ginnyo i18n``).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ginnyo.web.words import i18n
from ginnyo.web.words.levels import level_phrases
from ginnyo_dev.buildtools import catalogs

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "index.html").read_text(encoding="utf-8")


def listed(list_id: str) -> list[str]:
    block = PAGE[PAGE.index(f'<ul id="{list_id}"') :]
    return re.findall(r"<li data-phrase>(.*?)</li>", block[: block.index("</ul>")])


@pytest.mark.parametrize("language", ["sv", "it", "mr"])
def test_the_form_lists_the_levels_as_python_words_them(language: str) -> None:
    english = {"ginnyo-levels": list(level_phrases(False)), "gin-levels": list(level_phrases(True))}
    assert {list_id: listed(list_id) for list_id in english} == english
    words = json.loads(re.search(r'<script type="application/json" id="boot-words">(.*?)</script>', PAGE).group(1))
    try:
        i18n.set_language(language, catalogs.translations(ROOT, language))  # a fresh clone has no .mo files
        worded = {list_id: list(level_phrases(list_id == "gin-levels")) for list_id in english}
    finally:
        i18n.set_language(i18n.DEFAULT)
    assert {list_id: [words[language][text] for text in texts] for list_id, texts in english.items()} == worded
    assert all(worded[list_id] != english[list_id] for list_id in english)
