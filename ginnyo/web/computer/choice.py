"""Computer turns and hints, free of PyScript: run inside the `ai` worker (see ``ai_worker.py``).

`choose_action` is the one place that decides what a Ginny-O computer seat does: it asks
`ginnyo.ai` (easy, medium, hard). Should that package be missing, it falls back to the
highest-scoring legal play, else exchanging the whole rack (else passing). A Gin Rummy record
(its own format) is answered by `ginnyo.ginrummy.ai`.
"""

from __future__ import annotations

import json
from typing import Any

from ginnyo import ginrummy
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.ginrummy import coach as gin_coach
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Action, Game, PlayerView, record


def fallback_action(view: PlayerView) -> Action:
    """Best-scoring legal play; otherwise return every rack tile to the pile."""
    plays = view.board.legal_plays(view.rack)
    if plays:
        return Action.play(plays[0].placements)
    tiles = tuple(view.rack.split())
    if tiles:
        return Action.exchange(tiles)
    return Action.pass_turn()


def choose_action(view: PlayerView, seed: int, level: str) -> Action:
    """What the computer seat of `view` does this turn (`level`: easy, medium or hard)."""
    try:
        from ginnyo.ai import choose_action as ai_choose
    except ImportError:
        return fallback_action(view)
    return ai_choose(view, level, seed)


class Replayer:
    """Keeps the last replayed game (either kind) so each turn only applies the new actions."""

    def __init__(self) -> None:
        self.key: tuple[Any, ...] | None = None
        self.game: Game | ginrummy.Game | None = None

    def game_for(self, text: str) -> Game | ginrummy.Game:
        data = json.loads(text)
        key = (data.get("format"), data.get("seed"), json.dumps(data.get("options")), json.dumps(data.get("players")))
        actions = data.get("actions") or []
        game = self.game
        if game is not None and key == self.key and [str(a) for a in game.actions] == actions[: len(game.actions)]:
            for act in actions[len(game.actions) :]:
                game.apply(act)
        elif data.get("format") == gin_record.FORMAT:
            game, _ = gin_record.from_record(data)
        else:
            game, _ = record.from_record(data)
        self.key, self.game = key, game
        return game


REPLAYER = Replayer()


def choose_json(args: str) -> str:
    """Worker entry: {"record", "seed", "level"} in JSON -> {"action": "..."} in JSON."""
    request = json.loads(args)
    game = REPLAYER.game_for(request["record"])
    if game.over:
        return json.dumps({"error": "the game is over"})
    seed, level = int(request["seed"]), str(request["level"])
    if isinstance(game, ginrummy.Game):
        return json.dumps({"action": str(gin_ai.choose_action(game.view(game.current), level, seed))})
    action = choose_action(game.view(game.current), seed, level)
    return json.dumps({"action": str(action), "turns": len(game.log)})


def hint_json(args: str) -> str:
    """Worker entry: {"record"} in JSON -> {"action", "score", "turns"} in JSON: the hard player's
    choice for the seat to move, with the seed a computer seat would get (`ginnyo.ai.analysis.hint`;
    for Gin Rummy `ginnyo.ginrummy.coach.hint`, with no score and `turns` counting actions)."""
    from ginnyo.ai.analysis import hint

    game = REPLAYER.game_for(json.loads(args)["record"])
    if game.over:
        return json.dumps({"error": "no hint for this game"})
    if isinstance(game, ginrummy.Game):
        return json.dumps({"action": str(gin_coach.hint(game)), "score": 0, "turns": len(game.actions)})
    told = hint(game)
    return json.dumps({"action": str(told.action), "score": told.score, "turns": len(game.log)})


def analyse_json(args: str) -> str:
    """Worker entry: {"record", "advice", "start", "stop"} in JSON -> {"rows", "start", "advice"}:
    the review of turns `start` to `stop` (all by default, counted from 0), one row per turn
    (`ginnyo.ai.analysis.TurnReview.to_json`); with `advice`, the hard player's choice too (slow).
    A Gin Rummy match is reviewed hand by hand (`gin_analyse_json`)."""
    from ginnyo.ai.analysis import analyse

    request = json.loads(args)
    game = REPLAYER.game_for(request["record"])
    if isinstance(game, ginrummy.Game):
        return gin_analyse_json(game, request)
    start, stop, advice = int(request.get("start", 0)), request.get("stop"), bool(request.get("advice"))
    rows = [review.to_json() for review in analyse(game, advice, start, None if stop is None else int(stop))]
    return json.dumps({"rows": rows, "start": start, "advice": advice})


def gin_analyse_json(game: ginrummy.Game, request: dict[str, Any]) -> str:
    """A Gin Rummy match's review: {"advice", "hand", "seat"} -> {"hands", "advice", "hand"}, a
    `ginnyo.ginrummy.coach.HandReview.to_json` per hand (only hand `hand` if given, counted from 1;
    with `advice`, the hard player's choices for `seat`'s actions, or everyone's)."""
    from ginnyo.ginrummy.coach import analyse

    hand, seat, advice = request.get("hand"), request.get("seat"), bool(request.get("advice"))
    hands = analyse(game, advice, None if hand is None else int(hand), None if seat is None else int(seat))
    return json.dumps({"hands": [review.to_json() for review in hands], "advice": advice, "hand": hand})
