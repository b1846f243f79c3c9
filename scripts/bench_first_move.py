"""How long the computer takes to answer (its first turn against its later ones), the longest task of the page
while it thinks, and how long the analysis of a whole game takes, in real Chromium.

    .venv/bin/python scripts/bench_first_move.py [--runs 3] [--turns 4] [--form-seconds 3] [--level easy]
        [--thinking normal] [--root DIR]

Serves the repository at ``--root`` (default: this one; it must hold its ``ginnyo.zip``:
``python -m ginnyo archive``) and, for each run, in a new browser profile: opens the page at
computer speed "fast", waits until Python is ready, spends ``--form-seconds`` on the new-game
form as a player would, starts "You" (human) against a computer (``--level``; the expert thinks for
``--thinking``: short 1 s, normal 2 s, long 5 s, unless it is done sooner) with a seed where you
move first, then exchanges one tile at once on each of your turns. For each of your turns it
times the computer's reply: from your click to the computer's action on the page
(``<html data-turns>`` counts it), and takes the longest main-thread task that started meanwhile
(a ``longtask`` PerformanceObserver: tasks over 50 ms; 0 when there was none). The computer thinks
on the page in slices, so no task should come near 100 ms. Then, in a new profile, it opens a
finished game (seed 22, 26 turns, as the e2e tests' ``over_save``), presses Review and times the
analysis until "Analysis complete." (every turn with the hard player's advice), with the longest task of the
click itself and the longest while the analysis runs.

Not a test: timings depend on the machine. Needs ``make setup`` and a Chromium.
"""

from __future__ import annotations

import argparse
import importlib
import json
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
_gameplay: Any = importlib.import_module("gameplay")  # the e2e tests' saves and moves (e2e/ is on the path)
from ginnyo.ai import LEVELS  # noqa: E402  # (bench_startup put the repo on sys.path)
from ginnyo.web.common.enums import Thinking  # noqa: E402
from ginnyo.web.tiles.session import Session  # noqa: E402

SEATS = [("You", "human"), ("Computer (easy)", "easy")]
TIMEOUT_MS = 120_000
ANALYSIS_TIMEOUT_MS = 600_000
SAVE_KEY = "ginnyo.save"
# Run before the page: when a click reaches the page (its task is the long task that holds this time).
CLICK_TIME_JS = """addEventListener("click", () => { window.benchClickAt = performance.now(); }, true);"""
# Run before the page: every long task (over 50 ms) from the start, kept in a list on window.
LONG_TASKS_JS = """window.benchLongTasks = [];
new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchLongTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});"""
LONGEST_SINCE_JS = (
    """(since) => Math.max(0, ...window.benchLongTasks.filter(([start]) => start >= since).map(([, d]) => d))"""
)


def human_first_seed() -> int:
    """The first seed whose draw lets seat 0 (you) move first."""
    return next(seed for seed in range(1, 100) if Session.new(SEATS, seed).game.current == 0)


def turns(page: Page) -> int:
    return int(page.evaluate("() => Number(document.documentElement.dataset.turns || 0)"))


def wait_state(page: Page, name: str) -> None:
    page.wait_for_function("(s) => document.documentElement.dataset.state === s", arg=name, timeout=TIMEOUT_MS)


def analysis_seconds(page: Page, url: str) -> tuple[float, float, float]:
    """Seconds from Review on a finished game's end dialog to "Analysis complete.", the longest task of the click
    itself (closing the dialog, opening the viewer: the task in which the click reaches the page), and the
    longest task after it, while the computer analyses (each row drawn as it comes)."""
    text, key = json.dumps(_gameplay.over_save()), json.dumps(SAVE_KEY)
    page.add_init_script(f"localStorage.setItem({key}, {text});")
    page.add_init_script(LONG_TASKS_JS)
    page.add_init_script(CLICK_TIME_JS)
    page.goto(url + "?speed=fast", wait_until="commit")
    page.wait_for_function("() => document.documentElement.dataset.state === 'over'", timeout=TIMEOUT_MS)
    page.wait_for_timeout(1000)  # the page's own start and the end dialog's drawing are over
    since = page.evaluate("() => performance.now()")
    started = time.monotonic()
    page.click("#end-review")
    page.wait_for_function(
        "() => document.getElementById('analysis-status').textContent === 'Analysis complete.'",
        timeout=ANALYSIS_TIMEOUT_MS,
    )
    seconds = time.monotonic() - started
    tasks: list[list[float]] = page.evaluate(f"() => window.benchLongTasks.filter(([start]) => start >= {since})")
    clicked = float(page.evaluate("() => window.benchClickAt"))
    click = max((d for start, d in tasks if start <= clicked <= start + d), default=0.0)
    thinking = max((d for start, d in tasks if start > clicked), default=0.0)
    return seconds, click, thinking


def pick_exchange(page: Page) -> None:
    """Exchange mode with one tile picked, to confirm; with no legal play, the exchange the page offers by itself."""
    game, _ = _gameplay.saved_game(page)
    view = game.view(game.current)
    if view.board.has_legal_play(view.rack):
        page.click('[data-action="exchange"]')
        page.click("#rack [data-index]")
    else:
        page.locator(_gameplay.PICKED).first.wait_for(timeout=TIMEOUT_MS)


def one_run(
    page: Page, url: str, seed: int, level: str, form_seconds: float, count: int, thinking: str
) -> list[tuple[float, float]]:
    """For each of your exchanges: seconds to the computer's reply, and the longest task meanwhile (ms)."""
    settings = json.dumps(json.dumps({"thinking": thinking}))
    page.add_init_script(f"localStorage.setItem('ginnyo.settings', {settings});")
    page.add_init_script(LONG_TASKS_JS)
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
        pick_exchange(page)
        since = page.evaluate("() => performance.now()")
        started = time.monotonic()
        page.click('[data-action="exchange-confirm"]')
        page.wait_for_function("(n) => Number(document.documentElement.dataset.turns) >= n", arg=before + 2)
        replies.append((time.monotonic() - started, float(page.evaluate(LONGEST_SINCE_JS, since))))
    return replies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="games, each in a new profile (default 3)")
    parser.add_argument("--turns", type=int, default=4, help="computer replies timed per game (default 4)")
    parser.add_argument("--form-seconds", type=float, default=3.0, help="time spent on the form (default 3)")
    parser.add_argument("--level", default="easy", choices=list(LEVELS), help="the computer's level")
    parser.add_argument("--thinking", default="normal", choices=[str(t) for t in Thinking], help="the expert's time")
    parser.add_argument("--root", default=str(REPO_ROOT), help="the repository to serve (default this one)")
    args = parser.parse_args(argv)
    executable = _bench.find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    seed = human_first_seed()
    runs: list[list[tuple[float, float]]] = []
    analyses: list[tuple[float, float, float]] = []
    with serve.serving(Path(args.root), _bench.counting(_bench.Counter())) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=_bench.CHROMIUM_ARGS)
        for _ in range(args.runs):
            context = browser.new_context()
            try:
                page = context.new_page()
                runs.append(one_run(page, url, seed, args.level, args.form_seconds, args.turns, args.thinking))
            finally:
                context.close()
            context = browser.new_context()
            try:
                analyses.append(analysis_seconds(context.new_page(), url))
            finally:
                context.close()
        browser.close()
    first = statistics.median(run[0][0] for run in runs)
    later = statistics.median(reply for run in runs for reply, _ in run[1:])
    games = f"{args.runs} games, seed {seed}, {args.form_seconds:g} s on the form, thinking {args.thinking}"
    print(f"Computer ({args.level}) replies (s; in brackets the longest task meanwhile, ms; {games}, {args.root}):")
    for number, replies in enumerate(runs, 1):
        print(f"  game {number}: " + "  ".join(f"{reply:.2f} ({longest:.0f})" for reply, longest in replies))
    print(f"  first reply, median: {first:.2f}   later replies, median: {later:.2f}   difference: {first - later:.2f}")
    print(f"  longest task while the computer thinks: {max(t for run in runs for _, t in run):.0f} ms")
    print(
        "  analysis of a whole game (26 turns, with advice), s (in brackets the longest task of the Review click, "
        "then the longest while it analyses, ms): " + "  ".join(f"{a:.1f} ({c:.0f}, {t:.0f})" for a, c, t in analyses)
    )
    print(f"  median: {statistics.median(a for a, _, _ in analyses):.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
