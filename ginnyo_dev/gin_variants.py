"""Whole-match trials of a Gin Rummy level with some of its fields changed.

`python -m ginnyo_dev.gin_variants expert '{"samples": 48}' --against hard --matches 200 --seed 7`
plays the variant against a level through the tournament's own matches (pairs on one deal, seats
swapped) and prints the tournament's summary of them (wins with their 95% interval, points a hand). Fields of a nested
field are given as an object: `'{"playout": {"hunt": 6}}'`. The docs' tables of tried variants
(docs/computer-players.md) were measured with it.

`--sight` lets the expert's deals hold the opponent's real hand (a measurement, never a player): what
a perfect belief would be worth, the most opponent modelling can give.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import is_dataclass, replace
from typing import Any
from unittest.mock import patch

from ginnyo.ginrummy import ai, expert, game
from ginnyo.ginrummy.cards import bits
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.opponent import Belief
from ginnyo.ginrummy.playout import Playout

from .gin_tournament import extend, play_match
from .tournament import summarize

VARIANT = "variant"


def changed(player: Any, fields: dict[str, Any]) -> Any:
    """`player` with `fields` replaced; an object for a dataclass field changes that field's own fields."""
    new = {
        k: changed(getattr(player, k), v) if isinstance(v, dict) and is_dataclass(getattr(player, k)) else v
        for k, v in fields.items()
    }
    return replace(player, **new)


@contextmanager
def sight() -> Iterator[None]:
    """Every view remembers the opponent's real hand, and the expert's belief deals exactly it."""
    real: dict[int, tuple[game.GinView, int]] = {}  # by id; the view is kept so its id is not reused
    view = game.Game.view

    def seen(self: game.Game, seat: int) -> game.GinView:
        out = view(self, seat)
        if len(real) > 10_000:
            real.clear()
        real[id(out)] = (out, self.hands[1 - seat])
        return out

    class Sight(Belief):
        @classmethod
        def of(cls, view: game.GinView, doubt: float, keen: float, playout: Playout | None = None) -> Belief:
            know = replace(Knowledge.of(view), held=real[id(view)][1])
            return cls(know, view.stock_size, tuple((n, 1.0) for n in bits(know.unknown)), 0)

    with patch.object(game.Game, "view", seen), patch.object(expert, "Belief", Sight):
        yield


def trial(
    level: str, fields: dict[str, Any], against: str, matches: int, seed: int, see: bool = False
) -> dict[str, Any]:
    """Play `matches` matches of the variant against `against`: the tournament's summary, with the fields."""
    ai.PLAYERS[VARIANT] = changed(ai.make_player(level), fields)
    start = time.perf_counter()
    try:
        with sight() if see else nullcontext():
            results = [play_match([VARIANT, against], seed, number) for number in range(matches)]
    finally:
        del ai.PLAYERS[VARIANT]
    summary = extend(summarize([VARIANT, against], results, time.perf_counter() - start, seed), results)
    return {"level": level, "fields": fields, "sight": see, **summary}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("level", choices=ai.LEVELS, help="the level the variant starts from")
    parser.add_argument("fields", nargs="?", default="{}", help="the fields to change, as JSON")
    parser.add_argument("--against", choices=ai.LEVELS, default="hard")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7, help="the tuning seed (the docs' figures are on seed 1)")
    parser.add_argument("--sight", action="store_true", help="the expert's deals hold the opponent's real hand")
    args = parser.parse_args(argv)
    fields = json.loads(args.fields)
    print(json.dumps(trial(args.level, fields, args.against, args.matches, args.seed, args.sight)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
