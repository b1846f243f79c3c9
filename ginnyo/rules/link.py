"""Games shared as links: a record, compressed, in the URL fragment (`#game=1.eJy…`).

The fragment never reaches a server, so a shared game stays between the people who share it.
The number before the dot is the link format's version; a link of another version is refused
with a message that says so, never misread. Both games' records travel this way (the record's
own `format` says which game it is).

>>> from ginnyo.rules import Game, record
>>> game = Game(("Ann", "Bob"), seed=7)
>>> _ = game.apply(game.legal_actions()[0])
>>> fragment = to_link(record.to_record(game))
>>> fragment.startswith("game=1.")
True
>>> replayed, kinds = record.from_record(from_link(fragment))
>>> replayed.board.to_notation() == game.board.to_notation(), replayed.totals() == game.totals()
(True, True)
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .errors import RecordError
from .record import parse_json

KEY = "game="
VERSION = 1
LIMIT = 1 << 20
"""The most bytes a link may unpack to: far more than any game, far less than a zip bomb."""


def to_link(data: dict[str, Any]) -> str:
    """The URL fragment (without `#`) that carries a record."""
    packed = zlib.compress(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode(), 9)
    return f"{KEY}{VERSION}.{base64.urlsafe_b64encode(packed).decode().rstrip('=')}"


def from_link(fragment: str) -> object:
    """The record a link carries (parsed JSON, to load with the game's `from_record`); a
    fragment that is not a game link, of another version, or damaged raises RecordError."""
    text = fragment.removeprefix("#")
    if not text.startswith(KEY):
        raise RecordError("this link does not carry a game")
    version, dot, payload = text[len(KEY) :].partition(".")
    if not dot or version != str(VERSION):
        raise RecordError(f"this game link was made by another version of Ginny-O (link format {version or '?'})")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj()
        raw = unpacker.decompress(packed, LIMIT)
        whole = unpacker.eof and not unpacker.unconsumed_tail
        record = raw.decode() if whole else None
    except (binascii.Error, ValueError, zlib.error):  # a bad UTF-8 sequence is a ValueError too
        record = None
    if record is None:
        raise RecordError("this game link is damaged (was it cut short?)")
    return parse_json(record)
