"""`python -m ginnyo bench --endgame`: how long the endgame searches take in CPython and in the page's Python
(Pyodide under Node, `pyodide_run`), side by side on the same positions: the exact two-player solver
(`ginnyo.ai.endgame`) and the sampled search of three and four players (`ginnyo.ai.splits`), each within the
expert's budget (`NODES`), so both interpreters search the same nodes.

Two-player positions are those of the tests: medium against medium from seeds 0, 1, ..., each taken when the pile
is empty and both racks hold `max_tiles` tiles or fewer in all. Three- and four-player positions are the first
empty-pile position of medium games from seeds 0, 1, ... (full racks: the search stops at its budget). They are
found once, in CPython, and sent to both interpreters as records (names, seed, actions).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from ginnyo.ai import make_player
from ginnyo.ai.endgame import solvable, solve
from ginnyo.ai.splits import sampled, search
from ginnyo.rules import Game, PlayerView

Record = tuple[tuple[str, ...], int, tuple[str, ...]]
"""A position as the players' names, the seed and the actions played."""
SNIPPET = """
import json
from ginnyo_dev import endgame_bench
print(json.dumps(endgame_bench.measure({two!r}, {multi!r}, {repeat!r})))
"""


def self_played(seed: int, turns: int) -> Game:
    """The game of `seed`, medium against medium, `turns` turns in (the positions of the tests and their pages)."""
    game, player = Game(("A", "B"), seed=seed), make_player("medium")
    while len(game.log) < turns:
        game.apply(player.decide(game.view(game.current), game.turn_seed()))
    return game


def positions(count: int = 8, max_tiles: int = 6, seeds: int = 40) -> list[Game]:
    """Empty-pile two-player positions from seeded medium self-play, at most `max_tiles` in both racks."""
    return first_positions(2, count, lambda view: solvable(view) and sum(view.rack_sizes) <= max_tiles, seeds)


def sampled_positions(players: int, count: int) -> list[Game]:
    """The first empty-pile position of medium self-play games of `players` seats."""
    return first_positions(players, count, sampled, count * 4)


def first_positions(
    players: int, count: int, wanted: Callable[[PlayerView], bool], seeds: int, level: str = "medium"
) -> list[Game]:
    """Of `level` self-play games from seeds 0, 1, ..., the first position of each that is `wanted` (a view test)."""
    out = []
    player = make_player(level)
    for seed in range(seeds):
        game = Game(tuple("ABCD"[:players]), seed=seed)
        while not game.over:
            view = game.view(game.current)
            if wanted(view):
                out.append(game.clone())
                break
            game.apply(player.decide(view, game.turn_seed()))
        if len(out) == count:
            break
    return out


def record(game: Game) -> Record:
    return game.names, game.seed, tuple(str(a) for a in game.actions)


def replay(position: Record) -> Game:
    names, seed, actions = position
    game = Game(tuple(names), seed=seed)
    for action in actions:
        game.apply(action)
    return game


def measure(two: list[Record], multi: list[Record], repeat: int = 3) -> dict[str, Any]:
    """Each position's search time (ms, wall clock, the same `perf_counter` in both interpreters: the least of
    `repeat` searches, which a busy machine disturbs least), with the nodes searched and whether it was exact: the
    exact solver on `two`, the sampled search on `multi` (seeded by the turn's seed, as the expert)."""
    out: dict[str, Any] = {"python": sys.version.split()[0]}
    for name, games in (("two", two), ("multi", multi)):
        rows = []
        for game in map(replay, games):
            view = game.view(game.current)
            times = []
            for _ in range(repeat):
                start = time.perf_counter()
                found = solve(view) if name == "two" else search(view, game.turn_seed())
                times.append((time.perf_counter() - start) * 1000)
            rows.append((min(times), found.nodes, found.exact))
        out[name] = rows
    return out


def main(count: int, max_tiles: int, multi: int = 3, repeat: int = 3) -> int:
    """Print the times of both interpreters side by side (median, max) and their ratio."""
    from .pyodide_run import run_here, run_pyodide

    two = [record(g) for g in positions(count, max_tiles)]
    many = [record(g) for players in (3, 4) for g in sampled_positions(players, multi)]
    code = SNIPPET.format(two=two, multi=many, repeat=repeat)
    here = run_here(code)
    there = run_pyodide(code, ("endgame_bench.py",))
    load = os.getloadavg()[0]
    print(f"endgame searches, least of {repeat}, ms (CPython {here['python']} | Pyodide {there['python']}; ratio)")
    print(f"  load average {load:.1f}")
    labels = {
        "two": f"two players, exact solver: {len(two)} positions (racks of {max_tiles} tiles or fewer in all)",
        "multi": f"three and four players, {len(many)} sampled searches (first empty-pile position, full racks)",
    }
    for name, label in labels.items():
        mine, theirs = here[name], there[name]
        exact = sum(row[2] for row in mine)
        nodes = [row[1] for row in mine]
        print(f"  {label}: {exact} exact, nodes median {statistics.median(nodes):.0f} max {max(nodes)}")
        for stat, pick in (("median", statistics.median), ("max", max)):
            a, b = pick(row[0] for row in mine), pick(row[0] for row in theirs)
            print(f"    {stat:<6} {a:8.0f} | {b:8.0f}   x{b / a:.2f}")
    return 0
