"""Move generation of this tree against an older commit, side by side, with an A/A control.

    .venv/bin/python scripts/bench_movegen_ab.py [--base f64b423] [--rounds 5] [--positions 5]

The positions of `python -m ginnyo bench` (early, mid and late boards; racks with 0, 1 and 2
jokers) are written once as notation. Then three trees take turns, `rounds` times, each in a
fresh process: the old commit (extracted with `git archive`), this tree, and a copy of this
tree. Each input's time is the least CPU time over all its runs (the best measure of the code
on a shared machine). The copy is the control: its ratios to this tree show how far identical
code wanders on this machine, so a difference smaller than that is noise.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

TIMER = """
import json, sys, time
from ginnyo.rules.board import Board
from ginnyo.rules.movegen import has_legal_play, legal_plays
from ginnyo.rules.tiles import parse_card

def least(repeat, fn, *args):
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn(*args)
        best = min(best, time.process_time() - start)
    return best * 1000

out = []
for case in json.load(open(sys.argv[1], encoding="utf-8")):
    board = Board.from_notation(case["board"])
    cards = [parse_card(t) for t in case["cards"]]
    unseen = [parse_card(t) for t in case["unseen"]]
    plays = least(3, legal_plays, board, cards, case["jokers"])
    out.append([plays, least(3, has_legal_play, board, unseen, case["unseen_jokers"])])
print(json.dumps(out))
"""


def write_positions(path: Path, positions: int) -> list[tuple[str, int]]:
    """The bench's inputs as notation (so any version of the engine can read them); their groups."""
    from ginnyo_dev.bench import cases

    found = cases(positions)
    data = [
        {
            "board": c.board.to_notation(),
            "cards": [str(x) for x in c.cards],
            "jokers": c.jokers,
            "unseen": [str(x) for x in c.unseen[0]],
            "unseen_jokers": c.unseen[1],
        }
        for c in found
    ]
    path.write_text(json.dumps(data), encoding="utf-8")
    return [(c.stage, c.jokers) for c in found]


def tree_of(commit: str, into: Path) -> Path:
    into.mkdir()
    archive = subprocess.run(["git", "archive", commit, "ginnyo"], cwd=REPO, check=True, capture_output=True)
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into


def timed(tree: Path, positions: Path) -> list[list[float]]:
    run = subprocess.run(
        [sys.executable, "-c", TIMER, str(positions)],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        check=True,
        capture_output=True,
        text=True,
    )
    times: list[list[float]] = json.loads(run.stdout)
    return times


def ratios(groups: list[tuple[str, int]], new: list[list[float]], old: list[list[float]]) -> list[str]:
    lines = []
    for key in dict.fromkeys(groups):
        rows = [k for k, g in enumerate(groups) if g == key]
        lp = [statistics.median(side[k][0] for k in rows) for side in (new, old)]
        anyp = [statistics.median(side[k][1] for k in rows) for side in (new, old)]
        lines.append(
            f"{key[0]:>5} {key[1]} jokers: legal_plays {lp[0] / lp[1]:.2f} ({lp[0]:.2f} vs {lp[1]:.2f} ms), "
            f"has_legal_play {anyp[0] / anyp[1]:.2f}"
        )
    for j in (0, 2):
        rows = [k for k, g in enumerate(groups) if g[1] == j]
        a, b = (statistics.median(side[k][0] for k in rows) for side in (new, old))
        lines.append(f"median legal_plays with {j} jokers: {a:.2f} vs {b:.2f} ms = {a / b:.2f}")
    total = [sum(t[i] for t in side) for side in (new, old) for i in (0, 1)]
    lines.append(f"sums: legal_plays {total[0] / total[2]:.2f}, has_legal_play {total[1] / total[3]:.2f}")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="f64b423", help="the older commit (default: before movegen was split)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--positions", type=int, default=5, help="positions per stage (default 5)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        groups = write_positions(work / "positions.json", args.positions)
        trees = {
            "base": tree_of(args.base, work / "base"),
            "new": REPO,
            "copy": Path(shutil.copytree(REPO / "ginnyo", work / "copy" / "ginnyo")).parent,
        }
        runs: dict[str, list[list[list[float]]]] = {name: [] for name in trees}
        for n in range(args.rounds):
            print(f"round {n + 1}/{args.rounds}", file=sys.stderr)
            for name, tree in trees.items():
                runs[name].append(timed(tree, work / "positions.json"))
        best = {
            name: [[min(r[k][i] for r in result) for i in (0, 1)] for k in range(len(groups))]
            for name, result in runs.items()
        }
    print(f"this tree / {args.base} ({len(groups)} inputs, least CPU time of {3 * args.rounds} runs each):")
    print("\n".join(ratios(groups, best["new"], best["base"])))
    print("A/A control, this tree / a copy of it (how far identical code wanders here):")
    print("\n".join(ratios(groups, best["new"], best["copy"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
