"""Memory of a game against the computer beside a bare PyScript page on the same runtime, in real Chromium.

    .venv/bin/python scripts/bench_memory.py [--runs 3] [--turns 3] [--level hard] [--json]

Serves, from one local server, the repository as ``make play`` does (``/game/``, its ``ginnyo.zip``
written first) and a bare PyScript page on the same vendored runtime (``/bare/``: the page of
``scripts/bench_startup.py``, its Python prints a line). Each run launches a fresh Chromium per
page: the bare page once Python is ready; the game started against a computer (``--level``) and
played ``--turns`` of your turns (one tile exchanged each) until the computer has replied to
each. Then, after two quiet seconds, it sums ``Pss:`` of ``/proc/<pid>/smaps_rollup`` over the
browser's renderer processes (the page's, with any dedicated worker it starts; see
docs/performance.md "Memory"). It prints the medians in MiB and the game's ratio to the bare page.

Not a test: figures depend on the machine. Needs ``make setup``, a Chromium and Linux's ``/proc``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, Playwright, sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "scripts"))
from ginnyo_dev import serve  # noqa: E402
from ginnyo_dev.buildtools import archive  # noqa: E402

_bench: Any = importlib.import_module("bench_startup")  # its bare page and the e2e tests' browser set-up
from ginnyo.rules import record  # noqa: E402  # (bench_startup put the repo on sys.path)
from ginnyo.web.tiles.session import Session  # noqa: E402

TIMEOUT_MS = 120_000
QUIET_S = 2.0


def human_first_seed(level: str) -> int:
    """The first seed whose draw lets seat 0 (you) move first."""
    seats = [("You", "human"), ("Computer", level)]
    return next(seed for seed in range(1, 100) if Session.new(seats, seed).game.current == 0)


def children() -> dict[int, list[int]]:
    """Every process's children, from /proc."""
    found: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rpartition(")")[2].split()
        except OSError:
            continue
        found.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    return found


def renderers_pss(marker: str) -> int:
    """Bytes of PSS summed over the renderer processes of the browser launched with `marker` on its command line."""
    tree = children()
    roots = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker in cmdline.read_bytes().decode(errors="replace"):
                roots.append(int(cmdline.parent.name))
        except OSError:
            continue
    total = 0
    todo = list(roots)
    while todo:
        pid = todo.pop()
        todo.extend(tree.get(pid, []))
        try:
            if "--type=renderer" not in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):
                continue
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        total += next(int(line.split()[1]) * 1024 for line in rollup.splitlines() if line.startswith("Pss:"))
    return total


def pick_exchange(page: Page) -> None:
    """Exchange mode with one tile picked, to confirm; with no legal play, the exchange the page offers by itself."""
    game, _ = record.loads(page.evaluate("() => localStorage.getItem('ginnyo.save')"))
    view = game.view(game.current)
    if view.board.has_legal_play(view.rack):
        page.click('[data-action="exchange"]')
        page.click("#rack [data-index]")
    else:
        page.locator("#rack .tile.picked").first.wait_for(timeout=TIMEOUT_MS)


def play(page: Page, level: str, seed: int, count: int) -> None:
    """Start you against the computer and exchange one tile on each of `count` turns, until each reply."""
    page.select_option("#kind-1", level)
    page.fill("#seed", str(seed))
    page.click('[data-action="start-game"]')
    for _ in range(count):
        page.wait_for_function("() => document.documentElement.dataset.state === 'human'", timeout=TIMEOUT_MS)
        before = int(page.evaluate("() => Number(document.documentElement.dataset.turns || 0)"))
        pick_exchange(page)
        page.click('[data-action="exchange-confirm"]')
        page.wait_for_function(
            "(n) => Number(document.documentElement.dataset.turns) >= n", arg=before + 2, timeout=TIMEOUT_MS
        )


def measure(playwright: Playwright, url: str, game: tuple[str, int, int] | None) -> int:
    """PSS (bytes) of a fresh browser on `url`, after playing `game` (level, seed, turns) if given."""
    marker = f"--bench-memory={uuid.uuid4().hex}"  # an unknown switch: Chromium ignores it, /proc shows it
    browser = playwright.chromium.launch(executable_path=_bench.find_chromium(), args=[*_bench.CHROMIUM_ARGS, marker])
    try:
        page = browser.new_page()
        page.goto(url + "?speed=fast", wait_until="commit")
        page.wait_for_selector("html.ginnyo-ready", state="attached", timeout=TIMEOUT_MS)
        if game is not None:
            play(page, *game)
        time.sleep(QUIET_S)
        return renderers_pss(marker)
    finally:
        browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="browsers per page (default 3)")
    parser.add_argument("--turns", type=int, default=3, help="computer replies before measuring (default 3)")
    parser.add_argument("--level", default="hard", choices=["easy", "medium", "hard"], help="the computer's level")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if _bench.find_chromium() is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    archive.write(REPO_ROOT)
    seed = human_first_seed(args.level)
    mib: dict[str, list[float]] = {"bare": [], "game": []}
    with tempfile.TemporaryDirectory(prefix="ginnyo-memory-") as tmp:
        root = Path(tmp)
        (root / "game").symlink_to(REPO_ROOT)
        (root / "bare" / "static").mkdir(parents=True)
        (root / "bare" / "static" / "vendor").symlink_to(REPO_ROOT / "static" / "vendor")
        (root / "bare" / "index.html").write_text(_bench.BARE_PAGE, encoding="utf-8")
        (root / "bare" / "pyscript.toml").write_text(_bench.BARE_CONFIG, encoding="utf-8")
        with serve.serving(root) as url, sync_playwright() as playwright:
            for _ in range(args.runs):
                mib["bare"].append(measure(playwright, url + "bare/", None) / 2**20)
                mib["game"].append(measure(playwright, url + "game/", (args.level, seed, args.turns)) / 2**20)
    bare, game = statistics.median(mib["bare"]), statistics.median(mib["game"])
    if args.json:
        print(json.dumps({**mib, "ratio": game / bare}))
        return 0
    print(
        f"Renderer PSS (MiB, median of {args.runs}; the game after {args.turns} replies of the {args.level} computer):"
    )
    for name, values in mib.items():
        print(f"  {name:<5} {statistics.median(values):7.1f}   runs: " + " ".join(f"{v:.1f}" for v in values))
    print(f"  ratio game / bare: {game / bare:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
