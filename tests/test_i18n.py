"""The catalogs: every text of the page translated into every language, with the same placeholders,
plural forms right for each language, and the engine's reasons all worded."""

from __future__ import annotations

import gettext
import json
import string
from collections.abc import Mapping
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Catalog
from test_web_update import run, start

from ginnyo.ginrummy import ActionKind, Ending
from ginnyo.ginrummy import Phase as GinPhase
from ginnyo.rules.errors import ACTION_MESSAGES, PLAY_MESSAGES, ActionRule, IllegalAction, IllegalPlay, PlayRule
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import CellKind, GinButton, Replace
from ginnyo.web.common.text import said
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import SetLanguage, Settings, setting_change
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.view_board import tile_look
from ginnyo.web.words import i18n
from ginnyo.web.words.names import default_names, kept, shown
from ginnyo.web.words.rummy import GIN_BUTTONS, GIN_ENDINGS, GIN_EVENTS, GIN_PROMPTS, GIN_WINS
from ginnyo.web.words.rummy_coach import GIN_HINTS
from ginnyo.web.words.rummy_review import ACTION_WORDS
from ginnyo.web.words.texts import CELL_NOTES, REPLACE_QUESTIONS, points, tiles
from ginnyo.web.words.verdicts import reason
from ginnyo_dev.build import manifest
from ginnyo_dev.buildtools import catalogs

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = sorted(catalogs.PLURAL_FORMS)


def placeholders(text: str) -> set[str]:
    return {field for _text, field, _spec, _conv in string.Formatter().parse(text) if field is not None}


def ids(catalog: Catalog) -> set[str | tuple[str, str]]:
    return {m.id if isinstance(m.id, str) else (m.id[0], m.id[1]) for m in catalog if m.id}


@pytest.fixture(scope="module")
def template() -> Catalog:
    return catalogs.template(ROOT)


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The compiled catalogs in a locale folder, as the archive ships them."""
    folder = tmp_path_factory.mktemp("locale")
    for path, data in catalogs.mo_files(ROOT).items():
        target = folder / Path(path).relative_to(catalogs.LOCALE)
        target.parent.mkdir(parents=True)
        target.write_bytes(data)
    return folder


def test_the_languages_are_the_pickers() -> None:
    assert set(i18n.LANGUAGES) == {"en", *LANGUAGES}
    assert list(i18n.LANGUAGES.values()) == ["English", "svenska", "italiano", "मराठी"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated_with_its_placeholders(template: Catalog, language: str) -> None:
    catalog = catalogs.read(catalogs.po_path(ROOT, language))
    assert ids(catalog) == ids(template), "rerun `python -m ginnyo i18n` and translate the new texts"
    assert catalog.num_plurals == int(catalogs.PLURAL_FORMS[language].split(";")[0].split("=")[1])
    for message in catalog:
        if not message.id:
            continue
        assert not message.fuzzy, message.id
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert len(forms) == (catalog.num_plurals if isinstance(message.id, tuple) else 1), message.id
        source = message.id[-1] if isinstance(message.id, tuple) else message.id
        for form in forms:
            assert form, f"{language}: {message.id!r} is not translated"
            assert placeholders(form) == placeholders(source), f"{language}: {message.id!r} -> {form!r}"


def test_every_engine_reason_has_a_message_in_the_catalogs(template: Catalog) -> None:
    assert set(PLAY_MESSAGES) == set(PlayRule) and set(ACTION_MESSAGES) == set(ActionRule)
    assert {*PLAY_MESSAGES.values(), *ACTION_MESSAGES.values()} <= ids(template)


def test_the_text_tables_are_keyed_by_their_enums_and_word_every_member() -> None:
    page_only = {GinButton.CONFIRM_KNOCK, GinButton.KEEP_PLAYING, GinButton.BY_MELDS}  # worded beside their view
    tables: list[tuple[Mapping[Any, object], set[Any]]] = [
        (GIN_EVENTS, set(ActionKind)),
        (GIN_HINTS, set(ActionKind)),
        (ACTION_WORDS, set(ActionKind)),
        (GIN_PROMPTS, set(GinPhase) - {GinPhase.OVER}),
        (GIN_WINS, set(Ending) - {Ending.DRAW}),
        (GIN_ENDINGS, set(Ending)),
        (GIN_BUTTONS, set(GinButton) - page_only),
        (REPLACE_QUESTIONS, set(Replace)),
        (CELL_NOTES, {CellKind.LAST, CellKind.PENDING, CellKind.SELECTED}),
    ]
    for table, members in tables:
        assert set(table) == members and all(type(key) is type(next(iter(members))) for key in table), table


@pytest.mark.parametrize(
    ("language", "forms"),
    [
        ("sv", {0: 1, 1: 0, 2: 1, 21: 1, 1000000: 1}),
        ("mr", {0: 1, 1: 0, 2: 1, 21: 1, 1000000: 1}),
        ("it", {0: 2, 1: 0, 2: 2, 1000: 2, 1000000: 1, 2000000: 1, 1000001: 2}),
    ],
)
def test_plural_forms(translated: Path, language: str, forms: dict[int, int]) -> None:
    catalog = i18n.catalog(language, translated)
    assert isinstance(catalog, gettext.GNUTranslations)
    for n, form in forms.items():
        assert catalog.plural(n) == form, (language, n)  # type: ignore[attr-defined]


def test_italian_large_round_numbers_take_di(translated: Path) -> None:
    catalog = i18n.catalog("it", translated)
    assert catalog.ngettext("{count} point", "{count} points", 1) == "{count} punto"
    assert catalog.ngettext("{count} point", "{count} points", 12) == "{count} punti"
    assert catalog.ngettext("{count} point", "{count} points", 1000000) == "{count} di punti"


def test_a_language_words_the_engine_and_the_counts(translated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "LOCALE_DIR", translated)
    try:
        assert i18n.set_language("sv") == "sv"
        assert tiles(1) == "1 bricka" and tiles(3) == "3 brickor" and points(2) == "2 poäng"
        refusal = IllegalPlay(PlayRule.COVERED, square="H8")
        assert reason(refusal) == "H8 är redan täckt"
        assert reason(IllegalAction(ActionRule.NOT_IN_HAND, card="5H")) == "din hand har ingen 5H"
        assert shown("Computer 2 (hard)") == "Dator 2 (svår)" and kept("Dator (lätt)") == "Computer (easy)"
        assert shown("You") == "Du" and kept("Du") == "You"
        assert shown("Computer (steady)") == "Dator (stadig)" and kept("Dator (stadig)") == "Computer (steady)"
        assert shown("Computer (baseline)") == "Dator (stadig)"  # a game saved before the level's plain word
        assert default_names([("Du", "human"), ("Dator (medel)", "hard")]) == ["Du", "Dator (svår)"]
        assert i18n.set_language("xx") == "en" and tiles(3) == "3 tiles"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("language,word", [("en", "JOKER"), ("sv", "JOKER"), ("it", "JOLLY"), ("mr", "जोकर")])
def test_a_joker_tile_carries_its_word_in_the_language(
    translated: Path, monkeypatch: pytest.MonkeyPatch, language: str, word: str
) -> None:
    """The word a joker's large face shows under its star is worded by the view, in the page's language."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", translated)
    try:
        i18n.set_language(language)
        assert tile_look("*", False).word == tile_look("*5H", True).word == word
        assert tile_look("5H", False).word == ""
    finally:
        i18n.set_language("en")


def test_the_browser_language_by_prefix() -> None:
    assert i18n.preferred(["sv-SE", "en-US"]) == "sv"
    assert i18n.preferred(["de-DE", "it"]) == "it" and i18n.preferred(["mr-IN"]) == "mr"
    assert i18n.preferred(["de-DE", "fr"]) == "en" and i18n.preferred([]) == "en"


def test_the_catalogs_compile_for_gettext(translated: Path) -> None:
    for language in LANGUAGES:
        data = (translated / language / "LC_MESSAGES" / "ginnyo.mo").read_bytes()
        assert gettext.GNUTranslations(BytesIO(data)).gettext("New game") != "New game"


def test_the_manifest_describes_the_game_in_every_language() -> None:
    data = json.loads(manifest(ROOT))
    assert data["lang"] == "en" and sorted(data["translations"]) == LANGUAGES
    assert all(entry["description"] != data["description"] for entry in data["translations"].values())


def test_a_language_change_is_an_effect_and_the_state_keeps_its_words(
    translated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Update never sets the language (the page does, for `SetLanguage`); the same state's words follow it."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", translated)
    state = start((("You", "human"), ("Computer (easy)", "easy")), 9)
    state, _ = run(state, tev.Pass())  # refused: the pile is not empty
    assert state.notice is not None and state.error is not None and state.tiles.session is not None
    record = state.tiles.session.to_json()
    swedish, effects = run(state, ev.ChangeSetting(SetLanguage("sv")))
    assert i18n.language() == "en" and effects == [fx.SetLanguage("sv"), fx.Announce(""), fx.SaveSettings()]
    assert (swedish.notice, swedish.error, swedish.settings.language) == (state.notice, state.error, "sv")
    assert swedish.tiles.session.to_json() == record
    assert Settings.from_json(swedish.settings.to_json()).language == "sv"
    notice, error = said(swedish.notice), said(swedish.error)
    assert notice.startswith("Draw for the first turn:") and error.startswith("That is not allowed: ")
    refused = i18n.catalog("sv", translated).gettext("That is not allowed: {reason}.").split("{reason}")[0]
    try:
        i18n.set_language("sv")  # what the page does for the effect, before it renders again
        assert said(swedish.notice).startswith("Dragning om vem som börjar:") and said(swedish.notice).endswith(
            "Du börjar."
        )
        assert said(swedish.error).startswith(refused) and refused != "That is not allowed: "
        assert said(swedish.error) != error
    finally:
        i18n.set_language("en")
    back, effects = run(swedish, ev.ChangeSetting(SetLanguage("en")))
    assert (said(back.notice), said(back.error)) == (notice, error) and effects[0] == fx.SetLanguage("en")
    assert Settings.from_json('{"language": "de"}').language == "" and setting_change("language", "xx") is None


def test_the_page_carries_its_marked_words_in_every_language_for_before_python() -> None:
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    words = catalogs.boot_words(ROOT)
    assert catalogs.with_boot_words(page, words) == page, "run python -m ginnyo i18n"
    marked = {text for _source, text, _line, _note in catalogs.page_words(ROOT)}
    for language, found in words.items():
        assert set(found) == marked | set(catalogs.phrases(language, ROOT)), language  # every marked word, translated
    assert words["sv"]["Start game"] != "Start game"
