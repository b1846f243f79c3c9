"""Score sheet records: versioned JSON (setup, every turn in notation, the tiles left) that replay a tally.

Read like the game's records (`ginnyo.rules.record`): the same JSON gate, name check and cap on
turns, and any damage raises `RecordError` with its reason, never a half-built tally. A turn that
no longer fits (after a correction) is part of a sheet and loads marked, as it was saved.
"""

from __future__ import annotations

from typing import Any

from ginnyo.rules.errors import GinnyError, InvalidName, RecordError, RecordNameError
from ginnyo.rules.record import is_int, parse_json, replay, require

from .entries import Entry, NoPlay, Remains, Setup, parse_entry, parse_tiles
from .model import Tally

FORMAT = "ginnyo-tally"
VERSION = 1
MAX_TEXT = 160
"""The longest turn or rack in notation a record may hold: a play of 8 tiles takes about 90 characters."""
PASS = "pass"
EXCHANGE = "exchange"


def entry_text(entry: Entry) -> str:
    """A turn as a record writes it: a play in the tally's notation, or `pass` / `exchange`."""
    if isinstance(entry, NoPlay):
        return EXCHANGE if entry.exchange else PASS
    return str(entry)


def parse_text(text: str) -> Entry:
    """`entry_text` read back; NotationError if it is neither."""
    if text in (PASS, EXCHANGE):
        return NoPlay(text == EXCHANGE)
    return parse_entry(text)


def summary(tally: Tally) -> dict[str, Any]:
    return {"turns": len(tally.entries), "totals": list(tally.totals())}


def to_json(tally: Tally) -> dict[str, Any]:
    """The record of a sheet so far; the remains in the order they were entered (`undo` takes the last back)."""
    setup = tally.setup
    remains = [tally.remains[seat] for seat in tally.remains_order]
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(setup.names),
        "decks": setup.decks,
        "starter": setup.starter,
        "idle_rounds": setup.idle_rounds,
        "entries": [entry_text(e) for e in tally.entries],
        "remains": [remains_json(r) for r in remains if r is not None],
        "summary": summary(tally),
    }


def remains_json(remains: Remains) -> dict[str, Any]:
    if remains.tiles is not None:
        return {"seat": remains.seat, "tiles": " ".join(str(h) for h in remains.tiles)}
    return {"seat": remains.seat, "points": remains.points}


def loads(text: str) -> Tally:
    """Parse and replay a record in JSON (`from_json`)."""
    return from_json(parse_json(text))


def from_json(data: object) -> Tally:
    """Replay a record (parsed JSON): version, shape, names, turns and summary checked; RecordError if damaged."""
    require(isinstance(data, dict) and data.get("format") == FORMAT, "it is not a Ginny-O score sheet")
    assert isinstance(data, dict)
    require(data.get("version") == VERSION, f"score sheet version {data.get('version')!r} is not supported")
    names, decks, starter, idle = (data.get(k) for k in ("players", "decks", "starter", "idle_rounds"))
    require(isinstance(names, list) and all(isinstance(n, str) for n in names), "the players are invalid")
    require(is_int(decks, 1, 3) and is_int(starter, 0, 4) and is_int(idle, 1, 1000), "the setup is invalid")
    assert isinstance(names, list) and isinstance(decks, int) and isinstance(starter, int) and isinstance(idle, int)
    try:
        tally = Tally.new(Setup(tuple(names), decks, starter, idle))
    except InvalidName as refusal:
        raise RecordNameError(refusal) from None
    except GinnyError as exc:
        raise RecordError(f"the save is damaged: {exc}") from None
    texts, remains = data.get("entries"), data.get("remains")
    require(isinstance(texts, list) and all(is_text(t) for t in texts), "the turns are invalid")
    require(isinstance(remains, list) and len(remains) <= len(names), "the tiles left are invalid")
    assert isinstance(texts, list) and isinstance(remains, list)
    entries: list[Entry] = []
    replay(lambda text: entries.append(parse_text(text)), texts, lambda: True)
    tally = Tally(tally.setup, tuple(entries), tally.remains)
    for n, item in enumerate(remains, 1):
        try:
            tally = tally.with_remains(remains_of(item))
        except RecordError:
            raise
        except GinnyError as exc:
            raise RecordError(f"the save is damaged: the tiles left {n} cannot be entered: {exc}") from None
    require(data.get("summary") == summary(tally), "its summary does not match its turns")
    return tally


def is_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= MAX_TEXT


def remains_of(item: object) -> Remains:
    """One seat's tiles left as a record holds them: its seat, and its tiles in notation or its points."""
    require(isinstance(item, dict) and is_int(item.get("seat"), 0, 4), "an entry of tiles left is invalid")
    assert isinstance(item, dict)
    tiles, points = item.get("tiles"), item.get("points")
    require((tiles is None) != (points is None), "an entry of tiles left is invalid")
    require(tiles is None or is_text(tiles), "an entry of tiles left is invalid")
    require(points is None or is_int(points, 0, 1000), "an entry of tiles left is invalid")
    assert tiles is None or isinstance(tiles, str)
    assert points is None or isinstance(points, int)
    return Remains(item["seat"], None if tiles is None else parse_tiles(tiles), points)
