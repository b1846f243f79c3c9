"""What a fair deal costs (`ginnyo.fairdeal`): scalar multiplications, a two-player deal, a pile mixed again
after an exchange, and a four-player deal of two sets, in CPython and in the page's Pyodide, side by side.

    .venv/bin/python scripts/bench_fairdeal.py [--repeat 3]

Each figure is the median of `--repeat` runs, per device (each device runs its own passes; the devices of a
game wait for each other in turn, so a deal's wall time is about the sum over the devices). Needs
``make setup`` (the vendored Pyodide and ``ginnyo.zip``). Not a test: quote the ratio, measured side by side.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ginnyo_dev.pyodide_run import run_here, run_pyodide

PACKAGE = tuple(f"ginnyo/fairdeal/{name}" for name in ("__init__.py", "keys.py", "mixing.py", "ristretto.py"))
SNIPPET = """
import json, statistics, sys, time
import ginnyo
ginnyo.__path__.append('/tmp/tools.zip/ginnyo')  # in Pyodide the package comes from the bench's own archive
from ginnyo.fairdeal.keys import Secret
from ginnyo.fairdeal.mixing import Locked, Mixing, Pass, run_pass, tile_elements, times
from ginnyo.fairdeal.ristretto import BASE

def median(task):
    times_ = []
    for _ in range({repeat}):
        start = time.perf_counter()
        task()
        times_.append((time.perf_counter() - start) * 1000)
    return statistics.median(times_)

def passes(count, seats, locked):
    tiles = tile_elements(b"bench", count)
    keys = [Secret(bytes([seat + 1]) * 32) for seat in range(seats)]
    locks = tuple(Locked(0, i) for i in range(count)) if locked else None
    mixing = Mixing(1 if locked else 0, tiles, locks, ())
    kinds = [Pass.REKEY, Pass.MIX, Pass.LOCK] if locked else [Pass.MIX, Pass.LOCK]
    entries = tiles
    for kind in kinds:
        for secret in keys:
            entries = run_pass(kind, entries, mixing, secret)
    return entries

scalar = 2**251 + 12345
print(json.dumps({{
    "multiplication": median(lambda: [BASE * (scalar + i) for i in range(20)]) / 20,
    "deal 2 players, 54 tiles": median(lambda: passes(54, 2, False)) / 2,
    "mixed again, 42 tiles": median(lambda: passes(42, 2, True)) / 2,
    "deal 4 players, 108 tiles": median(lambda: passes(108, 4, False)) / 4,
}}))
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each figure (default 3)")
    args = parser.parse_args(argv)
    code = SNIPPET.format(repeat=args.repeat)
    here, there = run_here(code), run_pyodide(code, (), PACKAGE)
    print(f"fair deal, ms per device, median of {args.repeat} (CPython {sys.version.split()[0]} | Pyodide in Node)")
    for name, value in here.items():
        print(f"  {name:<28} {value:9.1f} | {there[name]:9.1f}   x{there[name] / value:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
