"""What this browser keeps of each game with a friend (no PyScript): enough to take it up again, and a summary for
the list "Games with friends".

A game is kept as this device's side of it and nothing more: its secret, its half of the coin, the game's id and key,
and the messages of the game (`fairdeal.Duel.restore_steps` replays them). None of that opens the friend's rack or
the pile: only the friend's keys do, and they arrive as the rules reveal each tile. The summary (names, whose turn,
the last move, the code to send again) is read from the side at once, so the list never replays a game.
"""

from __future__ import annotations

import json
from enum import StrEnum

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.envelope import from_text, to_text
from ginnyo.fairdeal.gin_duel import GinDuel
from ginnyo.fairdeal.tiles_duel import TilesDuel
from ginnyo.rules.steps import Steps

from ..common.enums import GameKind
from ..common.frozen import frozen
from .state import answered, last_code

VERSION = 1
LIMIT = 50
"""The most games kept: the oldest finished ones go first."""

DUELS: dict[GameKind, type[Duel]] = {GameKind.GINNYO: TilesDuel, GameKind.GIN: GinDuel}
"""Each game's side of a game between devices."""


class Whose(StrEnum):
    """Whose move a kept game waits for."""

    WAITING = "waiting"  # not started yet
    YOU = "you"
    FRIEND = "friend"
    OVER = "over"


@frozen
class Kept:
    """One game with a friend as this browser keeps it."""

    kind: GameKind
    me: int
    seed: bytes
    coin: bytes
    game: bytes
    key: bytes
    transcript: tuple[bytes, ...]
    names: tuple[str, str]
    whose: Whose
    moves: int
    last: str  # the last move in notation ('' before the first)
    code: str  # this device's last message as a code (to send again)
    answered: bool  # the friend's device has answered that message

    @property
    def id(self) -> str:
        return to_text(self.game)

    @property
    def friend(self) -> str:
        return self.names[1 - self.me]


def kept(kind: GameKind, duel: Duel) -> Kept:
    """The record of `duel` (its summary read from it at once)."""
    if not duel.started:
        whose, moves, last = Whose.WAITING, 0, ""
    else:
        actions = duel.game.actions
        moves, last = len(actions), str(actions[-1]) if actions else ""
        whose = Whose.OVER if duel.game_over() else Whose.YOU if duel.to_act() == duel.me else Whose.FRIEND
    return Kept(
        kind,
        duel.me,
        duel.secret.seed,
        duel.coin,
        duel.chain.game,
        duel.chain.key,
        tuple(duel.transcript),
        (duel.names[0], duel.names[1]),
        whose,
        moves,
        last,
        last_code(duel),
        answered(duel),
    )


def restore_steps(game: Kept) -> Steps[Duel]:
    """The side again, from its secret and the messages (each checked again), in slices."""
    duel_type = DUELS[game.kind]
    duel: Duel = yield from duel_type.restore_steps(game.me, game.seed, game.coin, game.game, game.key, game.transcript)
    return duel


def with_game(games: tuple[Kept, ...], game: Kept) -> tuple[Kept, ...]:
    """The list with `game` first (replacing its older record), cut to `LIMIT` (finished games go first)."""
    rest = [g for g in games if g.game != game.game]
    while len(rest) >= LIMIT:
        over = [g for g in rest if g.whose is Whose.OVER]
        rest.remove(over[-1] if over else rest[-1])
    return (game, *rest)


def without(games: tuple[Kept, ...], game: bytes) -> tuple[Kept, ...]:
    return tuple(g for g in games if g.game != game)


def to_json(games: tuple[Kept, ...]) -> str:
    return json.dumps({"version": VERSION, "games": [game_data(g) for g in games]}, ensure_ascii=False)


def game_data(game: Kept) -> dict[str, object]:
    return {
        "kind": str(game.kind),
        "me": game.me,
        "seed": to_text(game.seed),
        "coin": to_text(game.coin),
        "game": to_text(game.game),
        "key": to_text(game.key),
        "messages": [to_text(m) for m in game.transcript],
        "names": list(game.names),
        "whose": str(game.whose),
        "moves": game.moves,
        "last": game.last,
        "code": game.code,
        "answered": game.answered,
    }


def parse_games(text: str) -> tuple[Kept, ...]:
    """The kept games as `to_json` wrote them; anything else raises (`common.stored` refuses it, nothing is lost:
    the damaged value is kept aside)."""
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), list):
        raise ValueError("not a list of games with friends this version reads")
    return tuple(read_game(item) for item in data["games"])


def read_game(item: object) -> Kept:
    if not isinstance(item, dict):
        raise TypeError("a game with a friend is an object")
    names, messages = item["names"], item["messages"]
    if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
        raise TypeError("two names")
    if not (isinstance(messages, list) and all(isinstance(m, str) for m in messages)):
        raise TypeError("messages are texts")
    me, moves = item["me"], item["moves"]
    if me not in (0, 1) or not isinstance(moves, int) or isinstance(moves, bool) or isinstance(me, bool):
        raise TypeError("a seat and a count")
    texts = [item[key] for key in ("seed", "coin", "game", "key", "last", "code")]
    if not all(isinstance(t, str) for t in texts) or not isinstance(item["answered"], bool):
        raise TypeError("texts and a flag")
    seed, coin, game, key = (from_text(t) for t in texts[:4])
    if len(seed) != 32 or len(coin) != 32 or len(game) != 16:
        raise ValueError("a secret, a coin and an id of their sizes")
    kind = GameKind(item["kind"])
    if kind not in DUELS:
        raise ValueError(f"no game with a friend of {kind}")
    transcript = tuple(from_text(m) for m in messages)
    return Kept(
        kind,
        me,
        seed,
        coin,
        game,
        key,
        transcript,
        (names[0], names[1]),
        Whose(item["whose"]),
        moves,
        texts[4],
        texts[5],
        item["answered"],
    )
