"""Tournaments between computer players: full games, seats rotated, results with confidence intervals.

`python -m ginnyo tournament --players hard,medium --games 400 --seed 1` plays 400 games. Game g
seats the players rotated by g (so each sits in each seat equally often; the game itself then
draws who starts). A game is a *win* for a player only when it alone has the highest total;
shared first places are counted as *ties*, which are not wins.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, TextIO

from ginnyo.ai import LEVELS, make_player
from ginnyo.ginrummy.ai import LEVELS as GIN_LEVELS
from ginnyo.rules.game import Game

from . import gin_tournament
from .tournament_game import GameResult, game_seed, timed_play

MAX_TURNS = 2000
GINNYO = "ginnyo"


def play_game(levels: Sequence[str], seed: int, number: int) -> GameResult:
    """Play game `number` of a tournament: players rotated into seats, every decision timed."""
    n = len(levels)
    order = [(seat + number) % n for seat in range(n)]  # order[seat] = entry sitting there
    players = [make_player(levels[entry]) for entry in order]
    gseed = game_seed(seed, number)
    game = Game(tuple(f"{levels[e]}-{e + 1}" for e in order), gseed)
    times, cpu = timed_play(game, players, order, gseed, lambda: len(game.log), MAX_TURNS, f"game {number}")
    totals = [0] * n
    for seat, total in enumerate(game.totals()):
        totals[order[seat]] = total
    winners = sorted(order[seat] for seat in game.winners())
    return GameResult(gseed, order, totals, winners, len(game.log), game.end_reason, times, cpu)


def wilson(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    # exact at the ends, where rounding would leave the observed rate just outside
    lo = 0.0 if wins == 0 else max(0.0, min(p, centre - half))
    hi = 1.0 if wins == games else min(1.0, max(p, centre + half))
    return lo, hi


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100), linear between the closest ranks."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = (len(ordered) - 1) * q / 100
    lo = math.floor(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def summarize(levels: Sequence[str], results: Sequence[GameResult], seconds: float, seed: int) -> dict[str, Any]:
    games = len(results)
    players = []
    for entry, level in enumerate(levels):
        wins = sum(1 for r in results if r.winners == [entry])
        ties = sum(1 for r in results if entry in r.winners and len(r.winners) > 1)
        times = [t for r in results for t in r.times[entry]]
        cpu = [t for r in results for t in r.cpu[entry]] if all(r.cpu for r in results) else []
        lo, hi = wilson(wins, games)
        players.append(
            {
                "player": f"{level}-{entry + 1}",
                "level": level,
                "wins": wins,
                "ties": ties,
                "losses": games - wins - ties,
                "win_rate": wins / games if games else 0.0,
                "win_rate_ci95": [lo, hi],
                "mean_score": sum(r.totals[entry] for r in results) / games if games else 0.0,
                "decisions": len(times),
                "decision_ms_mean": 1000 * sum(times) / len(times) if times else 0.0,
                "decision_ms_p95": 1000 * percentile(times, 95),
                "decision_ms_max": 1000 * max(times) if times else 0.0,
                "decision_cpu_ms_mean": 1000 * sum(cpu) / len(cpu) if cpu else 0.0,
                "decision_cpu_ms_p95": 1000 * percentile(cpu, 95),
                "decision_cpu_ms_max": 1000 * max(cpu) if cpu else 0.0,
            }
        )
    return {
        "games": games,
        "seed": seed,
        "players": players,
        "shared_wins": sum(1 for r in results if len(r.winners) > 1),
        "mean_turns": sum(r.turns for r in results) / games if games else 0.0,
        "end_reasons": dict(sorted(Counter(r.end_reason for r in results).items())),
        "seconds": seconds,
        "games_per_second": games / seconds if seconds > 0 else 0.0,
        "ties_count_as": "not a win",
    }


def _job(args: tuple[str, tuple[str, ...], int, int]) -> tuple[int, GameResult]:
    game, levels, seed, number = args
    if game == "gin":
        return number, gin_tournament.play_match(levels, seed, number)
    return number, play_game(levels, seed, number)


PLAYERS_CODE = {GINNYO: ("ginnyo.ai", "ginnyo.rules"), "gin": ("ginnyo.ginrummy", "ginnyo.rules")}
"""The packages whose modules play each game's tournaments: the players and the engine they ask."""


@functools.cache
def players_code(game: str) -> str:
    """A fingerprint of the code and data that play `game`'s tournaments (the modules of its packages the
    players import, and the data files beside them): a logged game played by other code is stale."""
    digest = hashlib.sha256()
    package = Path(__file__).resolve().parent.parent / "ginnyo"
    prefixes = tuple(f"{name}." for name in PLAYERS_CODE[game])
    modules = {Path(str(m.__file__)) for name, m in sys.modules.items() if f"{name}.".startswith(prefixes)}
    data = {path for module in modules for path in module.parent.glob("*.json")}
    for path in sorted(modules | data):
        digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def log_key(levels: Sequence[str], seed: int, game: str) -> dict[str, Any]:
    """What a logged game must match to stand for a game of this tournament: players, seed and their code."""
    return {"game": game, "levels": list(levels), "seed": seed, "code": players_code(game)}


def logged(log: Path, key: dict[str, Any]) -> dict[int, GameResult]:
    """The games of the tournament `key` already in `log` (one JSON object a line), by number.

    A game's result depends only on the players, the seed and its number, so a run that stopped
    (a machine's time limit) resumes where it stopped; games of other code are not read."""
    if not log.exists():
        return {}
    kind = gin_tournament.MatchResult if key["game"] == "gin" else GameResult
    found = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line) if line.strip() else {}
        if entry.get("key") == key:
            found[entry["number"]] = kind.from_json(entry["result"])
    return found


def run(
    levels: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 0,
    progress: TextIO | None = None,
    game: str = GINNYO,
    log: Path | None = None,
) -> tuple[list[GameResult], float]:
    """Play the games of `game` (ginnyo or gin) on `jobs` processes (0 = one per CPU); returns results
    in game order and seconds. With a `log`, the games it holds are not played again and each game
    played is added to it as it ends."""
    jobs = jobs or os.cpu_count() or 1
    key = log_key(levels, seed, game) if log else {}  # the fingerprint is read only for a log
    results = {n: r for n, r in (logged(log, key) if log else {}).items() if n < games}
    tasks = [(game, tuple(levels), seed, g) for g in range(games) if g not in results]
    start = time.perf_counter()
    stream: Iterator[tuple[int, GameResult]]
    with contextlib.ExitStack() as stack:
        sink = stack.enter_context(log.open("a", encoding="utf-8")) if log else None
        if jobs <= 1 or len(tasks) <= 1:
            stream = (_job(t) for t in tasks)
        else:
            import multiprocessing

            pool = stack.enter_context(multiprocessing.Pool(min(jobs, len(tasks))))
            stream = pool.imap_unordered(_job, tasks, chunksize=1)
        for number, result in _progress(stream, len(results), games, start, progress):
            results[number] = result
            if sink is not None:
                sink.write(json.dumps({"key": key, "number": number, "result": result.to_json()}) + "\n")
                sink.flush()
    return [results[g] for g in range(games)], time.perf_counter() - start


def _progress(
    stream: Iterator[tuple[int, GameResult]], done: int, games: int, start: float, progress: TextIO | None
) -> Iterator[tuple[int, GameResult]]:
    """The games as they end, with a progress bar (the logged games count as done)."""
    first = done
    for item in stream:
        yield item
        done += 1
        if progress is not None:
            width = 30
            filled = width * done // games
            rate = (done - first) / max(1e-9, time.perf_counter() - start)
            progress.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{games} games, {rate:.2f} games/s")
            progress.flush()
    if progress is not None:
        progress.write("\n")


def format_report(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['games']} games, seed {summary['seed']}, "
        f"{summary['seconds']:.1f} s, {summary['games_per_second']:.2f} games/s, "
        f"{summary['mean_turns']:.1f} turns per game",
        f"{'player':<10} {'wins':>5} {'ties':>5} {'win rate':>9} {'95% CI':>15} {'mean score':>11} "
        f"{'decision ms: mean':>18} {'p95':>7} {'max':>7} {'cpu ms: mean':>13} {'p95':>7} {'max':>7}",
    ]
    for p in summary["players"]:
        lo, hi = p["win_rate_ci95"]
        lines.append(
            f"{p['player']:<10} {p['wins']:>5} {p['ties']:>5} {100 * p['win_rate']:>8.1f}% "
            f"{f'{100 * lo:.1f}-{100 * hi:.1f}%':>15} {p['mean_score']:>11.1f} "
            f"{p['decision_ms_mean']:>18.1f} {p['decision_ms_p95']:>7.1f} {p['decision_ms_max']:>7.1f} "
            f"{p['decision_cpu_ms_mean']:>13.1f} {p['decision_cpu_ms_p95']:>7.1f} {p['decision_cpu_ms_max']:>7.1f}"
        )
    lines.append(f"shared first places (ties, not counted as wins): {summary['shared_wins']}")
    lines.append(f"games ended by: {', '.join(f'{n} {why}' for why, n in summary['end_reasons'].items())}")
    lines.append("decision ms: wall clock per decision; cpu ms: CPU time of the deciding process")
    return "\n".join(lines)


def game_levels(game: str) -> tuple[str, ...]:
    """The computer levels of `game` (ginnyo or gin)."""
    return GIN_LEVELS if game == "gin" else tuple(LEVELS)


def parse_players(text: str, game: str = GINNYO) -> list[str]:
    levels = [w.strip() for w in text.split(",") if w.strip()]
    known = game_levels(game)
    if game == "gin" and len(levels) != 2:
        raise ValueError("a Gin Rummy tournament needs 2 players, like --players hard,baseline")
    if not 2 <= len(levels) <= 4:
        raise ValueError("a tournament needs 2 to 4 players, like --players hard,medium")
    for level in levels:
        if level not in known:
            raise ValueError(f"unknown player '{level}' (choose from {', '.join(known)})")
    return levels


def main(
    players: str,
    games: int,
    seed: int,
    as_json: bool,
    jobs: int,
    quiet: bool = False,
    game: str = GINNYO,
    log: Path | None = None,
) -> int:
    try:
        levels = parse_players(players, game)
    except ValueError as exc:
        print(f"tournament: {exc}", file=sys.stderr)
        return 2
    if games < 1:
        print("tournament: --games must be at least 1", file=sys.stderr)
        return 2
    results, seconds = run(levels, games, seed, jobs, None if quiet else sys.stderr, game, log)
    summary = summarize(levels, results, seconds, seed)
    report = format_report(summary)
    if game == "gin":
        summary = gin_tournament.extend(summary, results)  # type: ignore[arg-type]
        report += "\n" + gin_tournament.format_extra(summary)
    print(json.dumps(summary) if as_json else report)
    return 0
