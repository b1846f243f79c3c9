"""Game records: versioned JSON (seed, options, players, every action) that replay a game exactly."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .actions import parse_action
from .errors import MAX_ACTIONS, GinnyError, InvalidName, RecordError, RecordNameError, TooManyActions
from .game import Game, Options
from .names import check_names
from .safejson import MAX_DEPTH, shallow
from .steps import Steps, drain

FORMAT = "ginnyo-record"
VERSION = 1
SEED_END = 2**64
"""A record's seed (of either game) is a whole number below this."""


class SeatKind(StrEnum):
    """Who plays a seat: a person, or a computer level (`ginnyo.ai.LEVELS`); the value is saved."""

    HUMAN = "human"
    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"

    @property
    def is_computer(self) -> bool:
        return self is not SeatKind.HUMAN


KINDS = tuple(kind.value for kind in SeatKind)


def to_record(game: Game, kinds: tuple[str, ...] | None = None, hints: tuple[int, ...] = ()) -> dict[str, Any]:
    """The record of a game so far, with a summary the loader checks against its replay.

    `hints` are the turn numbers where a hint was shown (optional: older saves have none).
    """
    seat_kinds = kinds or ("human",) * game.players
    return {
        "format": FORMAT,
        "version": VERSION,
        "seed": game.seed,
        "options": {"decks": game.decks, "idle_rounds": game.options.idle_rounds},
        "players": [{"name": n, "kind": k} for n, k in zip(game.names, seat_kinds, strict=True)],
        "actions": [str(a) for a in game.actions],
        "summary": summary(game),
    } | ({"hints": list(hints)} if hints else {})


def summary(game: Game) -> dict[str, Any]:
    return {"turns": len(game.log), "scores": game.totals(), "board": game.board.to_notation()}


def dumps(game: Game, kinds: tuple[str, ...] | None = None, hints: tuple[int, ...] = ()) -> str:
    return json.dumps(to_record(game, kinds, hints), ensure_ascii=False)


def loads(text: str) -> tuple[Game, tuple[str, ...]]:
    """Parse and replay a record in JSON; any damage raises RecordError, never a half-built game."""
    return from_record(parse_json(text))


def parse_json(text: str) -> object:
    """The JSON of a saved record; not JSON, or nested deeper than any record, raises RecordError.

    Shared by both games' records and by links; the nesting is checked before `json.loads`, unless the
    text comes `Shallow` from a gate that checked it (`safejson`)."""
    if shallow(text) is None:
        raise RecordError(f"the save is damaged: it nests more than {MAX_DEPTH} levels deep")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise RecordError(f"the save is not valid JSON ({exc})") from None


def is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value < high


def require(ok: bool, what: str) -> None:
    if not ok:
        raise RecordError(f"the save is damaged: {what}")


def players_of(players: list[Any], kinds: tuple[str, ...]) -> tuple[str, ...]:
    """The names of a record's player entries, checked as the new-game form checks them (each
    entry a name and one of `kinds`); a bad entry raises RecordError, a refused name RecordNameError."""
    for p in players:
        require(
            isinstance(p, dict) and isinstance(p.get("name"), str) and p.get("kind") in kinds,
            "a player entry is invalid",
        )
    try:
        return check_names(p["name"] for p in players)
    except InvalidName as refusal:
        raise RecordNameError(refusal) from None


REPLAY_STEP = 25
"""Actions `replaying` applies between two pauses: about 2 ms in CPython (a few times that in the browser's Python,
on a slow machine), so that a page can draw and take a click between them while it reads a long record."""


@dataclass(frozen=True)
class Replayed:
    """What a replay yields at a pause (`replaying`): `done` of the record's `total` actions are applied."""

    done: int
    total: int


def replaying(
    apply: Callable[[str], object], actions: list[str], check: Callable[[], bool], limit: int = MAX_ACTIONS
) -> Steps[None]:
    """Apply a record's actions in order, then `check` its summary; the first failure raises RecordError
    (more than `limit` raises TooManyActions before any is applied). Stepwise (`steps`): it yields `Replayed` after
    every `REPLAY_STEP` actions."""
    if len(actions) > limit:
        raise TooManyActions(len(actions), limit)
    for n, text in enumerate(actions, 1):
        try:
            apply(text)
        except GinnyError as exc:
            raise RecordError(f"the save is damaged: action {n} ('{text}') cannot be replayed: {exc}") from None
        if n % REPLAY_STEP == 0:
            yield Replayed(n, len(actions))
    require(check(), "its summary does not match its actions")


def replay(
    apply: Callable[[str], object], actions: list[str], check: Callable[[], bool], limit: int = MAX_ACTIONS
) -> None:
    """`replaying` at once."""
    drain(replaying(apply, actions, check, limit))


def from_record(data: object) -> tuple[Game, tuple[str, ...]]:
    """Replay a record (parsed JSON); returns the game and each seat's kind (human, easy...)."""
    return drain(from_record_steps(data))


def from_record_steps(data: object) -> Steps[tuple[Game, tuple[str, ...]]]:
    """`from_record` stepwise: the replay yields `Replayed` now and then (`replaying`)."""
    require(isinstance(data, dict), "it is not a Ginny-O game record")
    assert isinstance(data, dict)
    require(data.get("format") == FORMAT, "it is not a Ginny-O game record")
    require(data.get("version") == VERSION, f"record version {data.get('version')!r} is not supported")
    seed, options, players, actions = (data.get(k) for k in ("seed", "options", "players", "actions"))
    require(is_int(seed, 0, SEED_END), "the seed is missing or invalid")
    require(isinstance(options, dict), "the options are missing")
    assert isinstance(options, dict)
    decks, idle = options.get("decks"), options.get("idle_rounds")
    require(is_int(decks, 1, 3) and is_int(idle, 1, 1000), "the options are invalid")
    require(isinstance(players, list) and 2 <= len(players) <= 4, "a game has 2 to 4 players")
    assert isinstance(players, list)
    names = players_of(players, KINDS)
    require(isinstance(actions, list) and all(isinstance(a, str) for a in actions), "the actions are invalid")
    assert isinstance(actions, list) and isinstance(seed, int) and isinstance(idle, int) and isinstance(decks, int)
    game = Game(names, seed, Options(decks, idle))
    expected = data.get("summary")
    yield  # checked: a pause before the replay
    yield from replaying(
        lambda text: game.apply(parse_action(text)), actions, lambda: expected in (None, summary(game))
    )
    hints_of(data, game)
    return game, tuple(p["kind"] for p in players)


def hints_of(data: dict[str, Any], game: Game) -> tuple[int, ...]:
    """The turns of a record where a hint was shown: increasing numbers up to the turn to play."""
    return numbers_upto(data.get("hints", []), len(game.log) + 1)


def numbers_upto(hints: object, limit: int) -> tuple[int, ...]:
    """A record's hints (either game's): increasing numbers from 1 to `limit`, else RecordError."""
    require(isinstance(hints, list), "the hints are invalid")
    assert isinstance(hints, list)
    last = 0
    for number in hints:
        require(is_int(number, last + 1, limit + 1), "a hint entry is invalid")
        last = number
    return tuple(hints)
