"""Golden Gin Rummy matches: seeded matches between computer players, kept hand by hand in
`tests/golden/gin-*.json`; `tests/test_gin_golden.py` replays them and diffs every hand.

When a change of behaviour is intended, regenerate and review the diff:

    .venv/bin/python -m tests.gin_golden      # from the repository root
    git diff --stat tests/golden/
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import Any

from ginnyo.ginrummy import Game, Options, record
from ginnyo.ginrummy.ai import choose_action
from ginnyo.ginrummy.cards import format_hand
from tests.golden_games import write

MATCHES: dict[str, dict[str, Any]] = {
    "gin-hard-baseline": {"levels": ("hard", "baseline"), "seed": 11, "options": {}},
    "gin-medium-easy-knock-at-ten": {
        "levels": ("medium", "easy"),
        "seed": 5,
        "options": {"knock_at_ten": True, "line_bonus": True, "first_dealer": 0},
    },
}
"""Name → the players' levels, the match seed and its options."""


def snapshot(game: Game) -> dict[str, Any]:
    """The state after a hand: its result, the scores, and the next deal (both hands, upcard, dealer)."""
    return {
        "result": json.loads(json.dumps(asdict(game.results[-1]))),
        "totals": game.totals(),
        "phase": str(game.phase),
        "next_deal": {
            "dealer": game.dealer,
            "hands": [format_hand(h) for h in game.hands],
            "upcard": game.view(0).upcard,
            "stock": len(game.stock),
        },
    }


def ai_seed(game: Game) -> int:
    return game.seed * 7919 + len(game.actions)


def play(spec: dict[str, Any]) -> dict[str, Any]:
    """Play one golden match from its spec; returns the golden file's content."""
    levels = tuple(spec["levels"])
    game = Game((f"{levels[0]}-1", f"{levels[1]}-2"), spec["seed"], Options(**spec["options"]))
    hands = []
    while not game.over:
        done = len(game.results)
        game.apply(choose_action(game.view(game.current), levels[game.current], ai_seed(game)))
        if len(game.results) > done:
            hands.append({"actions": len(game.actions), **snapshot(game)})
    return {"record": record.to_record(game, (levels[0], levels[1])), "hands": hands, "winner": game.winner}


def write_all() -> None:
    for name, spec in MATCHES.items():
        data = play(spec)
        print(f"{write(name, data)}: {len(data['hands'])} hands, totals {data['hands'][-1]['totals']}")


if __name__ == "__main__":
    write_all()
