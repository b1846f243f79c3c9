"""The experts' decision times in the browser's Python, beside CPython's, on the same positions.

    .venv/bin/python scripts/bench_pyodide.py [--level expert] [--decisions 20] [--matches 3]

Runs `ginnyo_dev.bench.ai_times` (Ginny-O: positions of greedy games with both jokers in the
rack) and `ginnyo_dev.gin_bench.match_hands` (Gin Rummy: every decision of the level in
baseline matches) first on this CPython, then in the page's own Pyodide under Node
(`bench_pyodide.mjs`: the game's `ginnyo.zip`, the same WebAssembly interpreter as the browser),
and prints both with their ratio. Needs ``make setup`` (the vendored Pyodide, ``ginnyo.zip``).
Not a test: timings depend on the machine; quote the ratio, measured side by side.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ginnyo_dev.pyodide_run import run_here, run_pyodide

TOOLS = ("bench.py", "brute.py", "gin_bench.py")
"""The modules of `ginnyo_dev` the snippet needs (pure Python, like the game)."""
SNIPPET = """
import json, statistics, time
from ginnyo_dev import bench, gin_bench
ginnyo = bench.ai_times({level!r}, {decisions})
_, gin = gin_bench.match_hands({matches}, {level!r})
gin.sort()
print(json.dumps({{"ginnyo": ginnyo, "gin": {{"decisions": len(gin), "mean_ms": statistics.mean(gin),
    "p95_ms": gin[int(0.95 * (len(gin) - 1))], "max_ms": gin[-1]}}}}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", default="expert", help="the level of both games (default expert)")
    parser.add_argument("--decisions", type=int, default=20, help="Ginny-O decisions (default 20)")
    parser.add_argument("--matches", type=int, default=3, help="Gin Rummy baseline matches (default 3)")
    args = parser.parse_args(argv)
    code = SNIPPET.format(level=args.level, decisions=args.decisions, matches=args.matches)
    here, there = run_here(code), run_pyodide(code, TOOLS)
    g, h = here["ginnyo"], there["ginnyo"]
    print(f"{args.level}: decision times, ms (CPython {sys.version.split()[0]} | Pyodide in Node; ratio)")
    print(f"  Ginny-O, {g['decisions']} decisions, both jokers in the rack (wall clock):")
    for key in ("wall_ms_mean", "wall_ms_p95", "wall_ms_max"):
        print(f"    {key[8:]:<5} {g[key]:8.0f} | {h[key]:8.0f}   x{h[key] / g[key]:.2f}")
    g, h = here["gin"], there["gin"]
    print(f"  Gin Rummy, {g['decisions']} decisions in {args.matches} matches against the baseline (process time):")
    for key in ("mean_ms", "p95_ms", "max_ms"):
        print(f"    {key[:-3]:<5} {g[key]:8.1f} | {h[key]:8.1f}   x{h[key] / g[key]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
