"""Golden games (`tests/golden/`): the same seeds must give the same games, turn by turn.

A failure names the first turn that differs. If the change of behaviour is intended, regenerate
with `python -m tests.golden_games` and review `git diff tests/golden/` (see tests/golden_games.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from golden_games import GAMES, path, play, snapshot

from ginnyo.rules import Game, record


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path(name).read_text(encoding="utf-8"))
    return data


def first_difference(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> str:
    for want, got in zip(expected, actual):
        if want != got:
            keys = [k for k in want if want[k] != got.get(k)]
            return f"turn {want['turn']} differs in {keys}: expected {want}, got {got}"
    return f"expected {len(expected)} turns, got {len(actual)}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_computer_players_replay_the_golden_game(name: str) -> None:
    """Rules, move generation and every computer level together: any drift shows here."""
    expected, actual = load(name), play(GAMES[name])
    assert actual["turns"] == expected["turns"], first_difference(expected["turns"], actual["turns"])
    assert actual == expected


@pytest.mark.parametrize("name", sorted(GAMES))
def test_record_replays_every_turn(name: str) -> None:
    """The saved record alone (no computer players) rebuilds every turn's board, scores and racks."""
    golden = load(name)
    data = golden["record"]
    game = Game(tuple(p["name"] for p in data["players"]), data["seed"], record.from_record(data)[0].options)
    for want, action in zip(golden["turns"], data["actions"], strict=True):
        game.apply(action)
        assert snapshot(game) == want, f"turn {want['turn']}"
    assert game.end_reason == golden["end_reason"]
    assert game.totals() == golden["totals"] and game.winners() == golden["winners"]
    assert record.from_record(data)[0] == game


def test_golden_games_cover_every_level_and_table_size() -> None:
    levels = {level for spec in GAMES.values() for level in spec["levels"]}
    sizes = {len(spec["levels"]) for spec in GAMES.values()}
    assert levels == {"easy", "medium", "hard"} and sizes == {2, 3, 4}
    reasons = {load(name)["end_reason"] for name in GAMES}
    assert len(reasons) == 3, reasons
