"""Stored and imported JSON through its one gate (`common.stored`): saves, game files and statistics are
refused with a reason and never raise, whatever the text; nesting is refused before any `json.loads`
(deep JSON overflows Pyodide's stack); the refusals are worded from one table."""

from __future__ import annotations

import json

import pytest
from test_web_stats import golden

from ginnyo.rules import safejson
from ginnyo.rules.record import RecordError
from ginnyo.rules.safejson import nesting
from ginnyo.web.common.stored import (
    MAX_BYTES,
    MAX_DEPTH,
    Content,
    Refusal,
    Refused,
    read_stored,
)
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.shell.state import read_game
from ginnyo.web.stats.totals import Stats, parse_stats, recorded, stats_json
from ginnyo.web.tiles.session import Session
from ginnyo.web.words.files import REFUSALS
from ginnyo.web.words.i18n import _

SAVE = Session(golden(), (Session.new([("A", "human"), ("B", "easy")], 1).kinds)).to_json()
STATS = recorded(Stats(), Session.from_json(SAVE))


class Reader:
    """A reader that remembers whether it was asked: a refused text never reaches it."""

    def __init__(self) -> None:
        self.asked = False

    def __call__(self, text: str) -> object:
        self.asked = True
        return json.loads(text)


def test_saves_of_both_games_and_statistics_come_through_the_same_gate() -> None:
    game = read_stored(SAVE, read_game)
    assert isinstance(game, Session) and game.game.log == golden().log
    gin = GinSession.new("easy", 4)
    assert read_stored(gin.to_json(), read_game) == gin
    assert read_stored(stats_json(STATS), parse_stats) == STATS


def test_a_text_over_the_cap_is_refused_by_its_bytes_unread() -> None:
    reader = Reader()
    fits = json.dumps("x" * (MAX_BYTES - 2))  # exactly MAX_BYTES bytes with its quotes
    assert read_stored(fits, reader) == "x" * (MAX_BYTES - 2) and reader.asked
    for text in [fits + " ", json.dumps("é" * (MAX_BYTES // 2))]:  # the second has fewer characters than the cap
        reader = Reader()
        assert read_stored(text, reader) == Refused(Refusal.TOO_LARGE, f"more than {MAX_BYTES} bytes")
        assert not reader.asked


@pytest.mark.parametrize(
    ("text", "read", "detail"),
    [
        ("{ this is not json", read_game, "the save is not valid JSON"),
        ("\x89PNG\r\n\x1a\n", parse_stats, "the statistics are not valid JSON"),
        ("", read_game, "the save is not valid JSON"),
        (stats_json(Stats()), read_game, "it is not a Ginny-O game record"),
        (SAVE, parse_stats, "these are not Ginny-O statistics"),
        ('{"format": "ginnyo-record", "version": 1, "seed": -4}', read_game, "the seed is missing or invalid"),
        ('{"format": "ginnyo-stats", "version": 1}', parse_stats, "KeyError('wins')"),
        ("[]", read_game, "it is not a Ginny-O game record"),
    ],
)
def test_what_is_not_json_or_not_the_right_shape_is_refused_with_its_reason(
    text: str, read: object, detail: str
) -> None:
    refused = read_stored(text, read)  # type: ignore[arg-type]
    assert isinstance(refused, Refused) and refused.reason is Refusal.UNREADABLE
    assert detail in refused.detail


def test_a_truncated_save_or_statistics_file_is_refused_never_raised() -> None:
    for text, read in [(SAVE, read_game), (stats_json(STATS), parse_stats)]:
        for end in range(0, len(text) - 1, 53):
            refused = read_stored(text[:end], read)
            assert isinstance(refused, Refused) and refused.reason is Refusal.UNREADABLE


def test_deep_nesting_is_refused_before_json_loads() -> None:
    for text in ["[" * 100_000, '{"a":' * 50_000, "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)]:
        reader = Reader()
        refused = read_stored(text, reader)
        assert refused == Refused(Refusal.UNREADABLE, f"it nests more than {MAX_DEPTH} levels deep")
        assert not reader.asked
    deepest = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert read_stored(deepest, Reader()) == json.loads(deepest)


def test_a_save_is_scanned_once_through_the_gate_and_the_record_checks_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    scanned: list[str] = []

    def counted(text: str, limit: int = MAX_DEPTH) -> int:
        scanned.append(text)
        return nesting(text, limit)

    monkeypatch.setattr(safejson, "nesting", counted)
    for save, load in [(SAVE, Session.from_json), (GinSession.new("easy", 4).to_json(), GinSession.from_json)]:
        scanned.clear()
        loaded = read_stored(save, read_game)
        assert scanned == [save]  # the gate's scan: the record does not scan the checked text again
        scanned.clear()
        assert load(save) == loaded and scanned == [save]  # no gate: the record scans on its own
        with pytest.raises(RecordError, match=f"nests more than {MAX_DEPTH} levels"):
            load("[" * 100_000)
    assert read_stored("[" * 100_000, read_game) == Refused(
        Refusal.UNREADABLE, f"it nests more than {MAX_DEPTH} levels deep"
    )


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('["[[[[", {"{": "]]"}]', 2),
        (r'["\"[[[", [1]]', 2),
        (r'["\\", [[1]]]', 3),
        ('{"a": [{"b": []}]}', 4),
        ("42", 0),
        ('"[[[[[[', 6),  # an unterminated string is no string: its brackets count (json.loads refuses it anyway)
    ],
)
def test_nesting_counts_brackets_outside_strings(text: str, depth: int) -> None:
    assert nesting(text) == depth


def test_stored_saves_and_statistics_nest_far_below_the_cap() -> None:
    assert nesting(SAVE) <= 4 and nesting(stats_json(STATS)) <= 4
    assert nesting(GinSession.new("hard", 9).to_json()) <= 4


def test_only_the_errors_of_damaged_data_become_refusals() -> None:
    def missing(text: str) -> object:
        empty: dict[str, object] = {}
        return empty[text]

    def broken(text: str) -> object:
        raise RuntimeError(text)

    assert read_stored("[]", missing) == Refused(Refusal.UNREADABLE, "'[]'")
    with pytest.raises(RuntimeError):  # a bug is not taken for a damaged file
        read_stored("[]", broken)


def test_every_refusal_is_worded_for_both_kinds_of_file() -> None:
    assert {(content, reason) for content in REFUSALS for reason in REFUSALS[content]} == {
        (content, reason) for content in Content for reason in Refusal
    }
    assert len({text for texts in REFUSALS.values() for text in texts.values()}) == len(Content) * len(Refusal)
    assert all(_(text) for texts in REFUSALS.values() for text in texts.values())
