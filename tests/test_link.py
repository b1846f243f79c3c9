"""Games shared as links: the round trip, and every kind of bad link refused with a message."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest

from ginnyo.rules import RecordError, record
from ginnyo.rules.link import from_link, to_link
from ginnyo.rules.safejson import MAX_DEPTH, nesting

SAVE = Path(__file__).parent / "data" / "save-v1.json"


def saved() -> dict[str, object]:
    data: dict[str, object] = json.loads(SAVE.read_text(encoding="utf-8"))
    return data


def test_a_link_carries_the_whole_game_in_a_short_url_safe_fragment() -> None:
    game, kinds = record.from_record(saved())
    fragment = to_link(record.to_record(game, kinds))
    assert fragment.startswith("game=1.") and len(fragment) < len(SAVE.read_text(encoding="utf-8"))
    assert set(fragment[7:]) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    again, again_kinds = record.from_record(from_link("#" + fragment))
    assert again == game and again_kinds == kinds and again.totals() == game.totals()


def pack(text: bytes) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text)).decode().rstrip("=")


@pytest.mark.parametrize(
    ("fragment", "message"),
    [
        ("", "does not carry a game"),
        ("section=rules", "does not carry a game"),
        ("game=2." + pack(b"{}"), r"another version of Ginny-O \(link format 2\)"),
        ("game=" + pack(b"{}"), "another version"),
        ("game=1.", "damaged"),
        ("game=1.%%%", "damaged"),
        ("game=1." + pack(b'{"format": "ginnyo-record"}')[:-6], "damaged"),
        ("game=1." + pack(b"\xff\xfe"), "damaged"),
        ("game=1." + pack(b"not json"), "not valid JSON"),
        ("game=1." + pack(b" " * (2 << 20)), "damaged"),
    ],
)
def test_bad_links_are_refused_with_a_message(fragment: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        from_link(fragment)


def test_a_link_whose_record_was_tampered_with_is_refused_by_the_record_check() -> None:
    data = saved()
    data["actions"] = list(data["actions"])[:-1]  # type: ignore[call-overload]
    with pytest.raises(RecordError, match="summary does not match"):
        record.from_record(from_link(to_link(data)))


def test_a_link_nested_deeper_than_any_record_is_refused_before_it_is_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thousands of levels overflow Pyodide's stack inside json.loads: the link never reaches it."""
    parsed: list[str] = []
    monkeypatch.setattr(json, "loads", lambda text: parsed.append(text))
    deep = "[" * 20_000 + "]" * 20_000
    packed = base64.urlsafe_b64encode(zlib.compress(deep.encode(), 9)).decode().rstrip("=")
    with pytest.raises(RecordError, match=f"nests more than {MAX_DEPTH} levels deep"):
        from_link(f"#game=1.{packed}")
    assert parsed == []


@pytest.mark.parametrize("depth", [MAX_DEPTH, MAX_DEPTH + 1])
def test_records_are_read_up_to_the_depth_cap(depth: int) -> None:
    text = "[" * depth + "]" * depth
    if depth <= MAX_DEPTH:
        assert nesting(text) == depth and record.parse_json(text) is not None
    else:
        with pytest.raises(RecordError, match="nests more than"):
            record.parse_json(text)
    assert nesting('["[[[[", {"a": "}}}"}]') == 2  # brackets inside strings do not nest
