"""How long the computer takes to answer, its first turn against its later ones, in real Chromium.

    .venv/bin/python scripts/bench_first_move.py [--runs 3] [--turns 4] [--form-seconds 3] [--level easy] [--root DIR]

Serves the repository at ``--root`` (default: this one; it must hold its ``ginnyo.zip``:
``python -m ginnyo archive``) and, for each run, in a new browser profile: opens the page at
computer speed "fast", waits until Python is ready, spends ``--form-seconds`` on the new-game
form as a player would, starts "You" (human) against a computer (``--level``) with a seed where you
move first, then exchanges one tile at once on each of your turns. For each of your turns it
times the computer's reply: from your click to the computer's action on the page
(``<html data-turns>`` counts it). Until its worker has booted, the computer thinks on the
page (``<html data-ai-source>``), so its first reply should take no longer than the later ones.

Not a test: timings depend on the machine. Needs ``make setup`` and a Chromium.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "scripts"))
from ginnyo_dev import serve  # noqa: E402

_bench: Any = importlib.import_module("bench_startup")  # its server and the e2e tests' browser set-up
from ginnyo.web.tiles.session import Session  # noqa: E402  # (bench_startup put the repo on sys.path)

SEATS = [("You", "human"), ("Computer (easy)", "easy")]
TIMEOUT_MS = 120_000
WORKER_READY_JS = """() => {
    const at = (name) => (performance.getEntriesByName(name)[0] || {startTime: NaN}).startTime;
    return at("ginnyo-worker-ready") - at("ginnyo-ready");
}"""


def human_first_seed() -> int:
    """The first seed whose draw lets seat 0 (you) move first."""
    return next(seed for seed in range(1, 100) if Session.new(SEATS, seed).game.current == 0)


def turns(page: Page) -> int:
    return int(page.evaluate("() => Number(document.documentElement.dataset.turns || 0)"))


def wait_state(page: Page, name: str) -> None:
    page.wait_for_function("(s) => document.documentElement.dataset.state === s", arg=name, timeout=TIMEOUT_MS)


def one_run(page: Page, url: str, seed: int, level: str, form_seconds: float, count: int) -> list[float]:
    """Seconds from Python ready to the worker ready (-1: not marked), then from each of your exchanges to the reply."""
    page.goto(url + "?speed=fast", wait_until="commit")
    page.wait_for_selector("html.ginnyo-ready", state="attached", timeout=TIMEOUT_MS)
    time.sleep(form_seconds)  # a player reading and filling in the form
    page.select_option("#kind-1", level)
    page.fill("#seed", str(seed))
    page.click('[data-action="start-game"]')
    replies = []
    for _ in range(count):
        wait_state(page, "human")
        before = turns(page)
        page.click('[data-action="exchange"]')
        page.click("#rack [data-index]")
        started = time.monotonic()
        page.click('[data-action="exchange-confirm"]')
        page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n", arg=before + 2)
        replies.append(time.monotonic() - started)
    return [page.evaluate(WORKER_READY_JS) / 1000, *replies]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="games, each in a new profile (default 3)")
    parser.add_argument("--turns", type=int, default=4, help="computer replies timed per game (default 4)")
    parser.add_argument("--form-seconds", type=float, default=3.0, help="time spent on the form (default 3)")
    parser.add_argument("--level", default="easy", choices=["easy", "medium", "hard"], help="the computer's level")
    parser.add_argument("--root", default=str(REPO_ROOT), help="the repository to serve (default this one)")
    args = parser.parse_args(argv)
    executable = _bench.find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    seed = human_first_seed()
    runs: list[list[float]] = []
    with serve.serving(Path(args.root), _bench.counting(_bench.Counter())) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=_bench.CHROMIUM_ARGS)
        for _ in range(args.runs):
            context = browser.new_context()
            try:
                runs.append(one_run(context.new_page(), url, seed, args.level, args.form_seconds, args.turns))
            finally:
                context.close()
        browser.close()
    first = statistics.median(run[1] for run in runs)
    later = statistics.median(reply for run in runs for reply in run[2:])
    games = f"{args.runs} games, seed {seed}, {args.form_seconds:g} s on the form"
    print(f"Computer ({args.level}) replies (s, {games}, {args.root}):")
    for number, (worker, *replies) in enumerate(runs, 1):
        booted = f"worker ready {worker:.1f} s after the page" if worker == worker else "worker ready: not marked"
        print(f"  game {number}: " + "  ".join(f"{reply:.2f}" for reply in replies) + f"   ({booted})")
    print(f"  first reply, median: {first:.2f}   later replies, median: {later:.2f}   difference: {first - later:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
