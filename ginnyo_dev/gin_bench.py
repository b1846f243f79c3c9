"""`python -m ginnyo bench --game gin [--ai LEVEL]`: how fast Gin Rummy deadwood and a computer level are.

Hands come from matches between baseline players (every hand a player held before drawing, and
after) and from random deals. Each deadwood query is timed alone; times are medians and 95th
percentiles in microseconds. The decisions of the level asked for (hard by default) are timed on
the same matches' positions, in CPU time (the machine is shared: wall time would count the others).
"""

from __future__ import annotations

import json
import platform
import statistics
import time
from collections.abc import Callable
from typing import Any

from ginnyo.ginrummy.ai import choose_action, make_player
from ginnyo.ginrummy.cards import mask_of
from ginnyo.ginrummy.game import Game
from ginnyo.ginrummy.melds import after_discard, least
from ginnyo.rules.rng import Rng


def match_hands(matches: int, ai: str = "hard") -> tuple[list[int], list[float]]:
    """The hands held during baseline-vs-baseline matches, and level `ai`'s decision times (CPU ms) on them."""
    hands: list[int] = []
    times: list[float] = []
    player = make_player(ai)
    for seed in range(matches):
        game = Game(("a", "b"), 900 + seed)
        while not game.over:
            view = game.view(game.current)
            hands.append(game.hands[game.current])
            start = time.process_time()
            player.decide(view, seed + len(game.actions))
            times.append(1000 * (time.process_time() - start))
            game.apply(choose_action(view, "baseline", seed + len(game.actions)))
    return hands, times


def random_hands(count: int, size: int) -> list[int]:
    rng = Rng(size)
    out = []
    for _ in range(count):
        deck = list(range(52))
        for j in range(size):
            k = j + rng.below(52 - j)
            deck[j], deck[k] = deck[k], deck[j]
        out.append(mask_of(deck[:size]))
    return out


def timing(fn: Callable[[int], int], hands: list[int]) -> dict[str, float]:
    times = []
    for hand in hands:
        start = time.perf_counter()
        fn(hand)
        times.append(1e6 * (time.perf_counter() - start))
    times.sort()
    return {"hands": len(hands), "median_us": statistics.median(times), "p95_us": times[int(0.95 * (len(times) - 1))]}


def run(matches: int = 10, count: int = 5000, ai: str = "hard") -> dict[str, Any]:
    played, times = match_hands(matches, ai)
    ten = [h for h in played if bin(h).count("1") == 10]
    eleven = [h for h in played if bin(h).count("1") == 11]
    times.sort()
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "deadwood_10_played": timing(least, ten),
        "deadwood_10_random": timing(least, random_hands(count, 10)),
        "deadwood_11_played": timing(least, eleven),
        "after_discard_11_played": timing(after_discard, eleven),
        f"{ai}_decisions": {
            "decisions": len(times),
            "mean_ms": statistics.mean(times),
            "p95_ms": times[int(0.95 * (len(times) - 1))],
            "max_ms": times[-1],
        },
    }


def main(matches: int = 10, as_json: bool = False, ai: str = "hard") -> int:
    """Deadwood timings, and the decisions of level `ai` (`{ai}_decisions` in the JSON)."""
    result = run(matches, ai=ai)
    if as_json:
        print(json.dumps(result))
        return 0
    print(f"Gin Rummy, {result['python']}: deadwood per hand, microseconds")
    for key in ("deadwood_10_played", "deadwood_10_random", "deadwood_11_played", "after_discard_11_played"):
        t = result[key]
        print(f"{key:<26} {t['hands']:>6} hands  median {t['median_us']:7.1f}  p95 {t['p95_us']:7.1f}")
    h = result[f"{ai}_decisions"]
    print(
        f"{ai} player: {h['decisions']} decisions, CPU mean {h['mean_ms']:.1f} ms, "
        f"p95 {h['p95_ms']:.1f} ms, max {h['max_ms']:.1f} ms"
    )
    return 0
