"""Computer turns, hints and reviews, free of PyScript: each in slices (`ginnyo.rules.steps`), run on the page.

`choose_action` is the one place that decides what a Ginny-O computer seat does: it asks
`ginnyo.ai` (easy, medium, hard). Should that package be missing, it falls back to the
highest-scoring legal play, else exchanging the whole rack (else passing). A Gin Rummy record
(its own format) is answered by `ginnyo.ginrummy.ai`. The messages are `ginnyo.web.common.messages`,
the one module of the web layer this imports. Each entry has a plain form (`choose_json`) that runs its
stepwise form (`choose`) to the end: the tests ask the one, the page drives the other (`slices.py`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from ginnyo import ginrummy
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.ginrummy import coach as gin_coach
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Action, Game, PlayerView, record
from ginnyo.rules.steps import Steps, drain
from ginnyo.web.common.messages import (
    ChooseRequest,
    Chosen,
    Failed,
    Hinted,
    HintRequest,
    MessageError,
    Reviewed,
    ReviewRequest,
)


def fallback_action(view: PlayerView) -> Action:
    """Best-scoring legal play; otherwise return every rack tile to the pile."""
    plays = view.board.legal_plays(view.rack)
    if plays:
        return Action.play(plays[0].placements)
    tiles = tuple(view.rack.split())
    if tiles:
        return Action.exchange(tiles)
    return Action.pass_turn()


def choose_action(view: PlayerView, seed: int, level: str) -> Steps[Action]:
    """What the computer seat of `view` does this turn (`level`: easy, medium or hard), in slices."""
    try:
        from ginnyo.ai import choose_steps
    except ImportError:
        return fallback_action(view)
    return (yield from choose_steps(view, level, seed))


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
    """A `ChooseRequest` in JSON -> `Chosen` (or `Failed`) in JSON."""
    return drain(choose(args))


def choose(args: str) -> Steps[str]:
    """`choose_json` in slices (`ginnyo.rules.steps`): the page drives it between frames."""
    request = ChooseRequest.from_json(args)
    game = REPLAYER.game_for(request.record)
    if game.over:
        return Failed("the game is over").to_json()
    if isinstance(game, ginrummy.Game):
        action = yield from gin_ai.choose_steps(game.view(game.current), request.level, request.seed)
        return Chosen(str(action)).to_json()
    return Chosen(str((yield from choose_action(game.view(game.current), request.seed, request.level)))).to_json()


def fallback(args: str) -> Steps[str]:
    """A quick choice for the request of `choose` when its own think failed: the medium player's (Gin Rummy's
    baseline), always legal."""
    request = ChooseRequest.from_json(args)
    quick = "baseline" if isinstance(REPLAYER.game_for(request.record), ginrummy.Game) else "medium"
    return choose(replace(request, level=quick).to_json())


def hint_json(args: str) -> str:
    """A `HintRequest` in JSON -> `Hinted` (or `Failed`) in JSON: the expert's
    choice for the seat to move, with the seed a computer seat would get (`ginnyo.ai.analysis.hint`;
    for Gin Rummy `ginnyo.ginrummy.coach.hint`, with no score and `turns` counting actions)."""
    return drain(hint(args))


def hint(args: str) -> Steps[str]:
    """`hint_json` in slices."""
    from ginnyo.ai.analysis import hint_steps

    game = REPLAYER.game_for(HintRequest.from_json(args).record)
    if game.over:
        return Failed("no hint for this game").to_json()
    if isinstance(game, ginrummy.Game):
        return Hinted(str((yield from gin_coach.hint_steps(game))), 0, len(game.actions)).to_json()
    told = yield from hint_steps(game)
    return Hinted(str(told.action), told.score, len(game.log)).to_json()


def analyse_json(args: str) -> str:
    """A `ReviewRequest` in JSON -> `Reviewed` in JSON: one row per turn
    (`ginnyo.ai.analysis.TurnReview`) from `start` to `stop`; with `advice`, the expert's choice
    too (slow). A Gin Rummy match is reviewed hand by hand (`gin_review`)."""
    return drain(analyse(args))


def analyse(args: str) -> Steps[str]:
    """`analyse_json` in slices."""
    from ginnyo.ai.analysis import analyse_steps

    request = ReviewRequest.from_json(args)
    game = REPLAYER.game_for(request.record)
    if isinstance(game, ginrummy.Game):
        return (yield from gin_review(game, request)).to_json()
    rows = yield from analyse_steps(game, request.advice, request.start, request.stop)
    return Reviewed(request.start, request.advice, tuple(rows)).to_json()


def gin_review(game: ginrummy.Game, request: ReviewRequest) -> Steps[Reviewed[gin_coach.HandReview]]:
    """A Gin Rummy match's review, a `ginnyo.ginrummy.coach.HandReview` per hand: every hand, or
    hand `start` alone (`stop` is `start` + 1); with `advice`, the expert's choices for
    `seat`'s actions (everyone's if None)."""
    whole = (request.start, request.stop) == (0, None)
    if not whole and request.stop != request.start + 1:
        raise MessageError(f"a Gin Rummy match is reviewed whole or a hand at a time, not {request}")
    hands = yield from gin_coach.analyse_steps(game, request.advice, None if whole else request.start + 1, request.seat)
    return Reviewed(request.start, request.advice, tuple(hands))
