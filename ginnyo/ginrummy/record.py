"""Gin Rummy match records: versioned JSON (seed, options, players, every action) that replay exactly."""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from ..rules.errors import MAX_ACTIONS
from ..rules.record import SEED_END, is_int, numbers_upto, parse_json, players_of, replaying, require
from ..rules.steps import Steps, drain
from .actions import parse_action
from .game import Game, Options

FORMAT = "ginnyo-gin-record"
VERSION = 1
KINDS = ("human", "easy", "baseline", "medium", "hard", "expert")
"""Who plays a seat: a person or a computer level (`ginnyo.ginrummy.ai.LEVELS`)."""


def to_record(game: Game, kinds: tuple[str, str] = ("human", "human"), hints: tuple[int, ...] = ()) -> dict[str, Any]:
    """The record of a match so far, with a summary the loader checks against its replay.

    `hints` are the numbers of the actions (from 1) a hint was asked for: optional, older records have none.
    """
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "options": asdict(game.options),
        "players": [{"name": n, "kind": k} for n, k in zip(game.names, kinds, strict=True)],
        "actions": [str(a) for a in game.actions],
        "summary": summary(game),
    } | ({"hints": list(hints)} if hints else {})


def summary(game: Game) -> dict[str, Any]:
    return {"hands": len(game.results), "scores": game.totals(), "phase": str(game.phase), "winner": game.winner}


def dumps(game: Game, kinds: tuple[str, str] = ("human", "human"), hints: tuple[int, ...] = ()) -> str:
    return json.dumps(to_record(game, kinds, hints), ensure_ascii=False)


def loads(text: str) -> tuple[Game, tuple[str, str]]:
    """Parse and replay a record in JSON; any damage raises RecordError, never a half-built match."""
    return from_record(parse_json(text))


def _options(data: object) -> Options:
    require(isinstance(data, dict) and set(data) == set(asdict(Options())), "the options are missing or invalid")
    assert isinstance(data, dict)
    flags = all(isinstance(data[k], bool) for k in ("knock_at_ten", "line_bonus"))
    numbers = is_int(data["target"], 1, 10_000) and is_int(data["first_dealer"], 0, 2)
    require(flags and numbers, "the options are invalid")
    return Options(**data)


def from_record(data: object) -> tuple[Game, tuple[str, str]]:
    """Replay a record (parsed JSON); returns the match and each seat's kind."""
    return drain(from_record_steps(data))


def from_record_steps(data: object) -> Steps[tuple[Game, tuple[str, str]]]:
    """`from_record` stepwise: the replay yields `Replayed` now and then (`rules.record.replaying`)."""
    require(isinstance(data, dict) and data.get("format") == FORMAT, "it is not a Gin Rummy match record")
    assert isinstance(data, dict)
    require(data.get("version") == VERSION, f"record version {data.get('version')!r} is not supported")
    seed, players, actions = (data.get(k) for k in ("seed", "players", "actions"))
    require(is_int(seed, 0, SEED_END), "the seed is missing or invalid")
    options = _options(data.get("options"))
    require(isinstance(players, list) and len(players) == 2, "a match has 2 players")
    assert isinstance(players, list)
    first, second = players_of(players, KINDS)
    require(isinstance(actions, list) and all(isinstance(a, str) for a in actions), "the actions are invalid")
    assert isinstance(actions, list) and isinstance(seed, int)
    game = Game((first, second), seed, options)
    expected = data.get("summary")
    yield  # checked: a pause before the replay
    yield from replaying(
        lambda text: game.apply(parse_action(text)), actions, lambda: expected in (None, summary(game)), MAX_ACTIONS
    )
    hints_of(data, game)
    return game, (players[0]["kind"], players[1]["kind"])


def hints_of(data: dict[str, Any], game: Game) -> tuple[int, ...]:
    """The actions of a record a hint was asked for: increasing numbers up to the action to take."""
    return numbers_upto(data.get("hints", []), len(game.actions) + 1)
