"""Golden games: seeded games between computer players, kept turn by turn in `tests/golden/`.

`tests/test_golden.py` replays each one and diffs every turn, so any change in the rules, the
move generator or the computer players shows up as a named turn that differs. When a change of
behaviour is intended, regenerate the files and review the diff:

    .venv/bin/python -m tests.golden_games      # from the repository root; rewrites tests/golden/*.json
    git diff --stat tests/golden/
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ginnyo.ai import choose_action
from ginnyo.rules import Game, Options, record

GOLDEN = Path(__file__).resolve().parent / "golden"

GAMES: dict[str, dict[str, Any]] = {
    "two-hard-easy": {"levels": ("hard", "easy"), "seed": 11},
    "two-medium-medium-two-sets": {"levels": ("medium", "medium"), "seed": 5, "decks": 2},
    "three-every-level": {"levels": ("easy", "medium", "hard"), "seed": 23},
    "four-every-level": {"levels": ("medium", "hard", "easy", "medium"), "seed": 42, "idle_rounds": 2},
    "two-medium-medium-idle-rounds": {"levels": ("medium", "medium"), "seed": 5, "decks": 2, "idle_rounds": 3},
}
"""Name → players' levels, game seed and options; every level sits in 2-, 3- and 4-player games, and
every end reason occurs (the last game ends by its idle rounds, counted after the first meld)."""


def ai_seed(game: Game) -> int:
    """The seed a computer seat gets for one decision: fixed by the game and the turn number."""
    return game.seed * 7919 + len(game.log)


def snapshot(game: Game) -> dict[str, Any]:
    """What is compared after each turn: the public outcome of the turn and the whole state."""
    turn = game.log[-1]
    return {
        "turn": turn.number,
        "seat": turn.player,
        "action": str(game.actions[-1]),
        "score": turn.score,
        "board": game.board.to_notation(),
        "scores": game.totals(),
        "racks": [" ".join(sorted(str(t) for t in rack)) for rack in game.racks],
        "pile": len(game.pile),
    }


def play(spec: dict[str, Any]) -> dict[str, Any]:
    """Play one golden game from its spec with the computer players; returns the golden file's content."""
    levels = tuple(spec["levels"])
    options = Options(decks=spec.get("decks", 0), idle_rounds=spec.get("idle_rounds", Options().idle_rounds))
    names = tuple(f"{level}-{n + 1}" for n, level in enumerate(levels))
    game = Game(names, spec["seed"], options)
    turns = []
    while not game.over:
        game.apply(choose_action(game.view(game.current), levels[game.current], ai_seed(game)))
        turns.append(snapshot(game))
    return {
        "record": record.to_record(game, levels),
        "turns": turns,
        "end_reason": game.end_reason,
        "penalties": game.penalties,
        "totals": game.totals(),
        "winners": game.winners(),
    }


def path(name: str) -> Path:
    return GOLDEN / f"{name}.json"


def write(name: str, data: dict[str, Any]) -> Path:
    """Write one golden file (both games' golden files share this format and folder)."""
    GOLDEN.mkdir(exist_ok=True)
    path(name).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path(name)


def write_all() -> None:
    for name, spec in GAMES.items():
        data = play(spec)
        print(f"{write(name, data)}: {len(data['turns'])} turns, {data['end_reason']}, totals {data['totals']}")


if __name__ == "__main__":
    write_all()
