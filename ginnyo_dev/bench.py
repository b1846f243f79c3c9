"""`python -m ginnyo bench`: how fast move generation is, against the brute-force enumerator.

Positions come from games played by a greedy policy (best play, else exchange) for a fixed
number of turns: early (2 turns), mid (10) and late (22), several seeds each. Each position
gets an 8-tile rack of cards not on the board plus 0, 1 or 2 jokers. For every input the
fast generator runs `repeat` times (median kept) and the brute force once; both must find the
same plays. Times are wall-clock medians in milliseconds; the brute force's is one run.
"""

from __future__ import annotations

import json
import math
import platform
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ginnyo.rules.actions import Action
from ginnyo.rules.board import Board
from ginnyo.rules.game import Game, rack_cards
from ginnyo.rules.movegen import has_legal_play, legal_plays
from ginnyo.rules.plays import play_key
from ginnyo.rules.rng import Rng
from ginnyo.rules.threats import gin_threats
from ginnyo.rules.tiles import JOKER, Card

from .brute import brute_plays

STAGES = (("early", 2), ("mid", 10), ("late", 22))
JOKERS = (0, 1, 2)
RACK = 8


def greedy_game(seed: int, turns: int) -> Game:
    """A two-player game after `turns` turns of best play (exchange all but jokers when none)."""
    game = Game(("A", "B"), seed)
    for _ in range(turns):
        if game.over:
            break
        plays = game.legal_plays()
        if plays:
            game.apply(Action.play(plays[0].placements))
        else:
            texts = [str(t) for t in game.rack if not t.is_joker] or [JOKER]
            game.apply(Action.exchange(tuple(texts)))
    return game


def bench_rack(game: Game, seed: int, jokers: int) -> tuple[list[Card], int]:
    """8 - jokers cards not on the board, drawn with the seed, plus the jokers."""
    tiles = [t for t in game.pile + [t for r in game.racks for t in r] if not t.is_joker]
    Rng(seed).shuffle(tiles)
    cards, _ = rack_cards(tiles[: RACK - jokers])
    return cards, jokers


@dataclass
class Case:
    stage: str
    seed: int
    jokers: int
    board: Board
    cards: list[Card]
    unseen: tuple[list[Card], int]


def cases(positions: int) -> list[Case]:
    out = []
    for stage, turns in STAGES:
        for k in range(positions):
            seed = 101 + k
            game = greedy_game(seed, turns)
            unseen = rack_cards(game.pile + [t for r in game.racks for t in r])
            for jokers in JOKERS:
                cards, _ = bench_rack(game, seed * 31 + jokers, jokers)
                out.append(Case(stage, seed, jokers, game.board, cards, unseen))
    return out


def timed(repeat: int, fn: Any, *args: Any) -> tuple[float, Any]:
    """Median wall time in ms over `repeat` runs, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn(*args)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), result


def run(repeat: int = 5, positions: int = 3, progress: bool = True) -> dict[str, Any]:
    rows: dict[tuple[str, int], list[dict[str, Any]]] = {}
    all_cases = cases(positions)
    for n, case in enumerate(all_cases, 1):
        if progress:
            sys.stderr.write(f"\r{n}/{len(all_cases)} inputs (brute force is slow)")
            sys.stderr.flush()
        fast_ms, plays = timed(repeat, legal_plays, case.board, case.cards, case.jokers)
        brute_ms, slow = timed(1, brute_plays, case.board, case.cards, case.jokers)
        any_ms, _ = timed(repeat, has_legal_play, case.board, *case.unseen)
        unseen = Counter(str(c) for c in case.unseen[0]) + Counter({JOKER: case.unseen[1]})
        threat_ms, _ = timed(repeat, gin_threats, case.board, unseen)
        agree = {play_key(p.placements) for p in plays} == set(slow)
        rows.setdefault((case.stage, case.jokers), []).append(
            {
                "board_tiles": len(case.board.cells),
                "plays": len(plays),
                "fast_ms": fast_ms,
                "brute_ms": brute_ms,
                "ratio": brute_ms / fast_ms,
                "agree": agree,
                "has_legal_play_ms": any_ms,
                "gin_threats_ms": threat_ms,
            }
        )
    if progress:
        sys.stderr.write("\n")
    groups = []
    for (stage, jokers), items in rows.items():
        groups.append(
            {
                "stage": stage,
                "jokers": jokers,
                "inputs": len(items),
                "median_plays": statistics.median(i["plays"] for i in items),
                "median_fast_ms": statistics.median(i["fast_ms"] for i in items),
                "max_fast_ms": max(i["fast_ms"] for i in items),
                "median_brute_ms": statistics.median(i["brute_ms"] for i in items),
                "median_ratio": statistics.median(i["ratio"] for i in items),
                "min_ratio": min(i["ratio"] for i in items),
                "all_agree": all(i["agree"] for i in items),
                "median_has_legal_play_ms": statistics.median(i["has_legal_play_ms"] for i in items),
            }
        )
    every = [i for items in rows.values() for i in items]
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "rack_tiles": RACK,
        "repeat": repeat,
        "groups": groups,
        "overall": {
            "median_fast_ms_no_jokers": statistics.median(
                i["fast_ms"] for k, v in rows.items() if k[1] == 0 for i in v
            ),
            "median_fast_ms_two_jokers": statistics.median(
                i["fast_ms"] for k, v in rows.items() if k[1] == 2 for i in v
            ),
            "median_ratio": statistics.median(i["ratio"] for i in every),
            "total_ratio": sum(i["brute_ms"] for i in every) / sum(i["fast_ms"] for i in every),
            "all_agree": all(i["agree"] for i in every),
            "median_gin_threats_ms": statistics.median(i["gin_threats_ms"] for i in every),
            "max_gin_threats_ms": max(i["gin_threats_ms"] for i in every),
        },
    }


def format_report(result: dict[str, Any]) -> str:
    lines = [
        f"move generation, {result['rack_tiles']}-tile racks, {result['python']}, "
        f"median of {result['repeat']} runs (brute force: one run)",
        f"{'stage':<6} {'jokers':>6} {'inputs':>6} {'plays':>7} {'fast ms':>9} {'max ms':>8} "
        f"{'brute ms':>10} {'ratio':>8} {'min ratio':>9} {'agree':>6} {'any-play ms':>11}",
    ]
    for g in result["groups"]:
        lines.append(
            f"{g['stage']:<6} {g['jokers']:>6} {g['inputs']:>6} {g['median_plays']:>7.0f} "
            f"{g['median_fast_ms']:>9.2f} {g['max_fast_ms']:>8.2f} {g['median_brute_ms']:>10.0f} "
            f"{g['median_ratio']:>7.0f}x {g['min_ratio']:>8.0f}x {'yes' if g['all_agree'] else 'NO':>6} "
            f"{g['median_has_legal_play_ms']:>11.2f}"
        )
    o = result["overall"]
    lines.append(
        f"median fast: {o['median_fast_ms_no_jokers']:.2f} ms without jokers, "
        f"{o['median_fast_ms_two_jokers']:.2f} ms with two; brute force / fast: median {o['median_ratio']:.0f}x, "
        f"total {o['total_ratio']:.0f}x; all inputs agree: {'yes' if o['all_agree'] else 'NO'}"
    )
    lines.append("any-play ms: has_legal_play over every tile not on the board, as the game asks after each turn")
    lines.append(
        f"gin threats (the preview's danger warning, every tile not on the board unseen): "
        f"median {o['median_gin_threats_ms']:.2f} ms, max {o['max_gin_threats_ms']:.2f} ms"
    )
    return "\n".join(lines)


def with_two_jokers(game: Game) -> Game | None:
    """The game with both jokers moved into the current player's rack (None if one is on the board)."""
    rack = game.racks[game.current]
    for place in [game.pile, *[r for seat, r in enumerate(game.racks) if seat != game.current]]:
        for k, tile in enumerate(place):
            if tile.is_joker:
                swap = next((t for t in rack if not t.is_joker), None)
                if swap is None:
                    return None
                place[k] = swap
                rack[rack.index(swap)] = tile
    return game if sum(t.is_joker for t in rack) == 2 else None


def ai_times(level: str, count: int) -> dict[str, Any]:
    """A computer level's decision time with both jokers in its rack, on positions from greedy games."""
    from ginnyo.ai import make_player

    player = make_player(level)
    wall: list[float] = []
    cpu: list[float] = []
    seed = 0
    while len(wall) < count and seed < 50 * count:
        seed += 1
        game = with_two_jokers(greedy_game(500 + seed, seed % 24))
        if game is None or game.over:
            continue
        view = game.view(game.current)
        start, start_cpu = time.perf_counter(), time.process_time()
        player.decide(view, seed)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
    ordered_wall, ordered_cpu = sorted(wall), sorted(cpu)
    p95 = max(0, math.ceil(0.95 * len(wall)) - 1)
    return {
        "decisions": len(wall),
        "wall_ms_mean": statistics.mean(wall),
        "wall_ms_p95": ordered_wall[p95],
        "wall_ms_max": ordered_wall[-1],
        "cpu_ms_mean": statistics.mean(cpu),
        "cpu_ms_p95": ordered_cpu[p95],
        "cpu_ms_max": ordered_cpu[-1],
    }


def main(repeat: int = 5, positions: int = 3, as_json: bool = False, ai: str = "", decisions: int = 40) -> int:
    """Move generation on `positions` positions per stage (0: skip), then `decisions` of level `ai` ("": skip)."""
    result = run(repeat, positions) if positions > 0 else {}
    if ai:
        result[f"{ai}_two_jokers"] = ai_times(ai, decisions)
    if as_json:
        print(json.dumps(result))
    else:
        if positions > 0:
            print(format_report(result))
        if ai:
            t = result[f"{ai}_two_jokers"]
            print(
                f"{ai} player, both jokers in its rack, {t['decisions']} decisions: "
                f"wall mean {t['wall_ms_mean']:.0f} ms, p95 {t['wall_ms_p95']:.0f}, max {t['wall_ms_max']:.0f}; "
                f"CPU mean {t['cpu_ms_mean']:.0f} ms, p95 {t['cpu_ms_p95']:.0f}, max {t['cpu_ms_max']:.0f}"
            )
    return 0 if positions <= 0 or result["overall"]["all_agree"] else 1
