"""`python -m ginnyo bench --endgame`: how long the exact endgame solver (`ginnyo.ai.endgame`) takes.

The positions are those of the tests: medium against medium from seeds 0, 1, ..., each taken when the pile is
empty and both racks hold `max_tiles` tiles or fewer in all; also, with `--positions`, the first empty-pile
position of a game (larger racks: the solver may stop at its budget, then `exact` says no).
"""

from __future__ import annotations

import statistics
import time

from ginnyo.ai import make_player
from ginnyo.ai.endgame import solvable, solve
from ginnyo.rules import Game


def self_played(seed: int, turns: int) -> Game:
    """The game of `seed`, medium against medium, `turns` turns in (the positions of the tests and their pages)."""
    game, player = Game(("A", "B"), seed=seed), make_player("medium")
    while len(game.log) < turns:
        game.apply(player.decide(game.view(game.current), game.turn_seed()))
    return game


def positions(count: int = 8, max_tiles: int = 6, seeds: int = 40) -> list[Game]:
    """Empty-pile two-player positions from seeded medium self-play, at most `max_tiles` in both racks."""
    out = []
    player = make_player("medium")
    for seed in range(seeds):
        game = Game(("A", "B"), seed=seed)
        while not game.over:
            view = game.view(game.current)
            if solvable(view) and sum(view.rack_sizes) <= max_tiles:
                out.append(game.clone())
                break
            game.apply(player.decide(view, game.turn_seed()))
        if len(out) == count:
            break
    return out


def main(count: int, max_tiles: int) -> int:
    """Print the solve times (median, max) and how many were exact."""
    times, exact, nodes = [], 0, []
    for game in positions(count, max_tiles):
        start = time.perf_counter()
        solution = solve(game.view(game.current))
        times.append(time.perf_counter() - start)
        exact += solution.exact
        nodes.append(solution.nodes)
    print(
        f"endgame: {len(times)} positions (racks of {max_tiles} tiles or fewer in all): "
        f"median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms, "
        f"{exact} exact, nodes median {statistics.median(nodes):.0f} max {max(nodes)}"
    )
    return 0
