"""Golden Gin Rummy matches (`tests/golden/gin-*.json`): the same seeds give the same matches, hand by hand.

A failure names the first hand that differs. If the change is intended, regenerate with
`python -m tests.gin_golden` and review `git diff tests/golden/` (see tests/gin_golden.py).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from gin_golden import MATCHES, play, snapshot
from golden_games import path

from ginnyo.ginrummy import Game, record


def load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path(name).read_text(encoding="utf-8"))
    return data


def first_difference(expected: list[dict[str, Any]], actual: list[dict[str, Any]]) -> str:
    for n, (want, got) in enumerate(zip(expected, actual), 1):
        if want != got:
            return f"hand {n} differs in {[k for k in want if want[k] != got.get(k)]}: expected {want}, got {got}"
    return f"expected {len(expected)} hands, got {len(actual)}"


@pytest.mark.parametrize("name", sorted(MATCHES))
def test_computer_players_replay_the_golden_match(name: str) -> None:
    expected, actual = load(name), play(MATCHES[name])
    assert actual["hands"] == expected["hands"], first_difference(expected["hands"], actual["hands"])
    assert actual == expected


@pytest.mark.parametrize("name", sorted(MATCHES))
def test_record_alone_rebuilds_every_hand(name: str) -> None:
    golden = load(name)
    data = golden["record"]
    loaded, _ = record.from_record(data)
    game = Game(loaded.names, data["seed"], loaded.options)
    hands = iter(golden["hands"])
    for n, action in enumerate(data["actions"], 1):
        done = len(game.results)
        game.apply(action)
        if len(game.results) > done:
            want = next(hands)
            assert {"actions": n, **snapshot(game)} == want, f"hand {len(game.results)}"
    assert next(hands, None) is None and game.winner == golden["winner"] and loaded == game
