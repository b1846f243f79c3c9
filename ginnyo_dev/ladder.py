"""The rating ladder: `python -m ginnyo ladder --game ginnyo|gin --games 40 --seed 1`.

A round robin of a game's levels: every pair plays `--games` games through the tournament
(`tournament.run`: seats rotated, Gin Rummy matches paired on one deal with seats swapped, the
same seed for every pair, the stronger level named first, so a pair's games are those of
`tournament --players a,b` with that seed), then Bradley–Terry ratings on the Elo scale
(`ratings.fit`), easy anchored at 1000 in both games. A shared first place counts half a win to
each side.
"""

from __future__ import annotations

import itertools
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from . import tournament
from .ratings import Pair, fit

ANCHOR = "easy"
ANCHOR_RATING = 1000.0
GAME_NAMES = {"ginnyo": "Ginny-O", "gin": "Gin Rummy"}


def play(
    levels: Sequence[str],
    games: int,
    seed: int,
    jobs: int,
    game: str,
    progress: TextIO | None = None,
    log: Path | None = None,
) -> list[dict[str, Any]]:
    """Every pair's results: wins of each side and shared first places. Each pair names its stronger level
    first (the later in the game's list, as `tournament --players expert,hard`), so its games are the first
    of that tournament's, and a `log` (`tournament.run`) serves both."""
    results = []
    known = tournament.game_levels(game)
    for first, second in itertools.combinations(sorted(levels, key=known.index, reverse=True), 2):
        if progress is not None:
            progress.write(f"{first} vs {second}\n")
        played, _ = tournament.run([first, second], games, seed, jobs, progress, game, log)
        wins = [sum(1 for r in played if r.winners == [entry]) for entry in (0, 1)]
        results.append({"levels": [first, second], "games": games, "wins": wins, "ties": games - sum(wins)})
    return results


def rate(levels: Sequence[str], pairs: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The levels from strongest to weakest with their ratings, intervals, games and score against
    the level rated next below."""
    index = {level: i for i, level in enumerate(levels)}
    fitted = fit(
        len(levels),
        [Pair(index[p["levels"][0]], index[p["levels"][1]], p["games"], p["wins"][0] + p["ties"] / 2) for p in pairs],
        anchor=index[ANCHOR],
        anchor_rating=ANCHOR_RATING,
    )
    ranked = sorted(levels, key=lambda level: -fitted[index[level]].rating)
    rows = []
    for rank, level in enumerate(ranked):
        r = fitted[index[level]]
        row: dict[str, Any] = {
            "level": level,
            "rating": round(r.rating, 1),
            "ci95": [round(r.low, 1), round(r.high, 1)],
            "games": sum(p["games"] for p in pairs if level in p["levels"]),
            "below": None,
        }
        if rank + 1 < len(ranked):
            below = ranked[rank + 1]
            pair = next(p for p in pairs if set(p["levels"]) == {level, below})
            side = pair["levels"].index(level)
            wins, losses, ties = pair["wins"][side], pair["wins"][1 - side], pair["ties"]
            row["below"] = {
                "level": below,
                "wins": wins,
                "ties": ties,
                "losses": losses,
                "score": (wins + ties / 2) / pair["games"],
            }
        rows.append(row)
    return rows


def format_table(summary: dict[str, Any]) -> str:
    lines = [
        f"{GAME_NAMES[summary['game']]} ladder: {summary['games']} games per pair, seed {summary['seed']}, "
        f"{summary['seconds']:.0f} s; Bradley-Terry on the Elo scale, {ANCHOR} = {ANCHOR_RATING:.0f}",
        f"{'level':<9} {'rating':>6} {'95% CI':>11} {'games':>6}  score vs the level below",
    ]
    for row in summary["ratings"]:
        lo, hi = row["ci95"]
        below = row["below"]
        against = (
            f"{100 * below['score']:.1f}% vs {below['level']} ({below['wins']} won, {below['ties']} tied, "
            f"{below['losses']} lost)"
            if below
            else "-"
        )
        lines.append(f"{row['level']:<9} {row['rating']:>6.0f} {f'{lo:.0f}-{hi:.0f}':>11} {row['games']:>6}  {against}")
    lines.append("intervals: 95%, from the observed information, relative to the anchor; ties count half")
    return "\n".join(lines)


def main(
    game: str,
    games: int,
    seed: int,
    as_json: bool,
    jobs: int,
    quiet: bool = False,
    levels: str = "",
    log: Path | None = None,
) -> int:
    known = tournament.game_levels(game)
    chosen = [w.strip() for w in levels.split(",") if w.strip()] if levels else list(known)
    unknown = [level for level in chosen if level not in known]
    if unknown or len(set(chosen)) != len(chosen) or ANCHOR not in chosen or len(chosen) < 2:
        print(
            f"ladder: --levels needs {ANCHOR} and at least one other of {', '.join(known)}, each once", file=sys.stderr
        )
        return 2
    if games < 1:
        print("ladder: --games must be at least 1", file=sys.stderr)
        return 2
    start = time.perf_counter()
    pairs = play(chosen, games, seed, jobs, game, None if quiet else sys.stderr, log)
    command = f"python -m ginnyo ladder --game {game} --games {games} --seed {seed}"
    summary = {
        "game": game,
        "command": command + (f" --levels {','.join(chosen)}" if levels else ""),
        "seed": seed,
        "games": games,
        "levels": chosen,
        "anchor": {"level": ANCHOR, "rating": ANCHOR_RATING},
        "method": "Bradley-Terry maximum likelihood (MM), ties half, one virtual tie per pair, Elo scale",
        "interval": "95%, observed information, relative to the anchor",
        "ratings": rate(chosen, pairs),
        "pairs": pairs,
        "seconds": time.perf_counter() - start,
    }
    print(json.dumps(summary) if as_json else format_table(summary))
    return 0
