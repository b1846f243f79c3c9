"""Memory of the game tab's own renderer beside a bare PyScript page on the same runtime, in real Chromium.

    .venv/bin/python scripts/bench_memory.py [--runs 3] [--turns 50] [--level hard] [--json]

Builds the site and serves it at ``/game/`` beside the bare PyScript pages of
``scripts/bench_startup.py`` (its Python prints a line): ``/bare/`` on Pyodide as npm ships it and
``/bare-built/`` on the site's own runtime files. Each run launches a fresh Chromium per page and
reads the PSS (``/proc/<pid>/smaps_rollup``) of the tab's renderer process only: the renderer with
the most memory, which is the page's (Chromium's other renderers, if any, hold a few MiB; the
count is printed), after a garbage collection and a quiet moment (`Reading`). The bare pages are
read once Python is ready; the game at three moments:

* ``game``: a game against the computer (``--level``) played to its end: you play the first legal
  play the engine lists, or pass, or confirm the exchange the page offers;
* ``analysis``: then its review opened, analysed to "Analysis complete." and closed;
* ``turns``: once ``--turns`` turns (yours and its) are played in all, "Play again" as needed.

It prints each moment's median in MiB and its ratio to each bare page. Not a test: figures depend on
the machine. Needs ``make setup``, a Chromium and Linux's ``/proc``.
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

from playwright.sync_api import Browser, Page, Playwright, sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "scripts"))
_bench: Any = importlib.import_module("bench_startup")  # the site, the bare pages, the e2e tests' browser set-up
_play: Any = importlib.import_module("gameplay")  # the e2e tests' moves (bench_startup put e2e/ on the path)
from ginnyo.web.tiles.session import Session  # noqa: E402
from ginnyo_dev import serve  # noqa: E402

TIMEOUT_MS = 120_000
ANALYSIS_TIMEOUT_MS = 600_000
QUIET_S = 2.0
SAMPLES = 3
MOMENTS = ("game", "analysis", "turns")
BARES = ("bare", "bare-built")


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


def renderers_pss(marker: str) -> list[int]:
    """PSS bytes of each renderer of the browser launched with `marker` on its command line, largest first."""
    tree = children()
    todo = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if marker in cmdline.read_bytes().decode(errors="replace"):
                todo.append(int(cmdline.parent.name))
        except OSError:
            continue
    found: dict[int, int] = {}
    while todo:
        pid = todo.pop()
        todo.extend(tree.get(pid, []))
        try:
            if "--type=renderer" not in Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace"):
                continue
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        except OSError:
            continue
        found[pid] = next(int(line.split()[1]) * 1024 for line in rollup.splitlines() if line.startswith("Pss:"))
    return sorted(found.values(), reverse=True)


MEMORY_INFRA = {
    "includedCategories": ["disabled-by-default-memory-infra"],
    "excludedCategories": ["*"],
    "memoryDumpConfig": {"triggers": []},
}


def allocators(browser: Browser, page: Page) -> dict[str, float]:
    """MiB held by each of Chromium's allocators (its memory-infra dump: ``malloc``, ``v8``, ``blink_gc``,
    ``cc``...) in the tab's renderer, the process whose V8 heap is largest. What none of them counts (the
    WebAssembly memory and code, the mapped binary) is the rest of its PSS."""
    cdp = browser.new_browser_cdp_session()
    events: list[dict[str, Any]] = []
    complete: list[bool] = []
    cdp.on("Tracing.dataCollected", lambda params: events.extend(params["value"]))
    cdp.on("Tracing.tracingComplete", lambda _: complete.append(True))
    cdp.send("Tracing.start", {"traceConfig": MEMORY_INFRA, "transferMode": "ReportEvents"})
    cdp.send("Tracing.requestMemoryDump", {"deterministic": True, "levelOfDetail": "detailed"})
    cdp.send("Tracing.end")
    page.wait_for_function("() => true")  # the sync API delivers events while it waits
    while not complete:
        page.wait_for_timeout(100)
    cdp.detach()
    processes: dict[int, dict[str, float]] = {}
    for event in events:
        if event.get("ph") != "v":
            continue
        found = processes.setdefault(event["pid"], {})
        for name, dump in event["args"]["dumps"].get("allocators", {}).items():
            size = dump.get("attrs", {}).get("effective_size") or dump.get("attrs", {}).get("size")
            if "/" not in name and size:
                found[name] = int(size["value"], 16) / 2**20
    return max(processes.values(), key=lambda sizes: sizes.get("v8", 0), default={})


class Reading:
    """The tab's renderer of one browser, once its memory has settled.

    A tab's memory right after work holds garbage that the browser collects when it is idle, some
    seconds later, at a moment of its own choosing (a bare page read 143 MiB two seconds after
    ready and 117 MiB twenty seconds after). So each reading asks for that collection at once
    (``HeapProfiler.collectGarbage``: V8's heap and Blink's DOM) on every page alike, then takes
    the least of `SAMPLES` readings a second apart.
    """

    def __init__(self, marker: str, browser: Browser, page: Page, *, breakdown: bool) -> None:
        self.marker = marker
        self.browser = browser
        self.page = page
        self.breakdown = breakdown
        self.others: list[int] = []
        self.allocators: dict[str, dict[str, float]] = {}

    def __call__(self, moment: str) -> float:
        cdp = self.page.context.new_cdp_session(self.page)
        try:
            cdp.send("HeapProfiler.collectGarbage")
        finally:
            cdp.detach()
        time.sleep(QUIET_S)
        readings = []
        for _ in range(SAMPLES):
            time.sleep(1)
            readings.append(renderers_pss(self.marker))
        least = min(readings, key=lambda sizes: sizes[0])
        self.others = least[1:]
        if self.breakdown:
            self.allocators[moment] = allocators(self.browser, self.page)
        return least[0] / 2**20


def one_turn(page: Page) -> None:
    """Your turn, as the e2e tests play it: the first legal play, else a pass, else the exchange the page offers."""
    game, _ = _play.saved_game(page)
    plays = game.legal_plays()
    if plays:
        _play.place_play(page, plays[0].placements)
        _play.click_and_wait_turn(page, '[data-action="play"]')
    elif game.can_pass():
        _play.click_and_wait_turn(page, '[data-action="pass"]')
    else:
        page.locator(_play.PICKED).first.wait_for(timeout=TIMEOUT_MS)
        _play.click_and_wait_turn(page, '[data-action="exchange-confirm"]')


def play_to_the_end(page: Page, turns: int, read: Reading, figures: dict[str, float]) -> int:
    """Play your turns until the game is over; read the ``turns`` moment once this game has reached `turns`.
    Returns the turns still to play after it."""
    while _play.wait_human_turn(page) != "over":
        if "turns" not in figures and _play.turns(page) >= turns:
            figures["turns"] = read("turns")
        one_turn(page)
    return turns - int(_play.turns(page))


def play_game(page: Page, level: str, seed: int, turns: int, read: Reading) -> dict[str, float]:
    """The game's three moments (see the module's docstring)."""
    page.select_option("#kind-1", level)
    page.fill("#seed", str(seed))
    page.click('[data-action="start-game"]')
    figures: dict[str, float] = {}
    left = play_to_the_end(page, turns, read, figures)
    figures["game"] = read("game")
    page.click("#end-review")
    page.wait_for_function(
        "() => document.getElementById('analysis-status').textContent === 'Analysis complete.'",
        timeout=ANALYSIS_TIMEOUT_MS,
    )
    page.click('[data-action="replay-close"]')
    page.wait_for_function("() => document.getElementById('replay').hidden", timeout=TIMEOUT_MS)
    figures["analysis"] = read("analysis")
    while "turns" not in figures:  # a game shorter than `turns`: the next ones, up to `turns` in all
        page.click("#end-play-again")
        left = play_to_the_end(page, left, read, figures)
    return figures


Measured = tuple[dict[str, float], list[int], dict[str, dict[str, float]]]


def measure(playwright: Playwright, url: str, game: tuple[str, int, int] | None, *, breakdown: bool) -> Measured:
    """MiB of the tab's renderer of a fresh browser on `url` (the bare page's `ready`, or the game's moments),
    the other renderers' bytes, and (with `breakdown`) each moment's allocators."""
    marker = f"--bench-memory={uuid.uuid4().hex}"  # an unknown switch: Chromium ignores it, /proc shows it
    browser = playwright.chromium.launch(executable_path=_bench.find_chromium(), args=[*_bench.CHROMIUM_ARGS, marker])
    try:
        page = browser.new_page()
        read = Reading(marker, browser, page, breakdown=breakdown)
        page.goto(url + "?speed=fast", wait_until="commit")
        page.wait_for_selector("html.ginnyo-ready", state="attached", timeout=TIMEOUT_MS)
        figures = play_game(page, *game, read) if game is not None else {"ready": read("ready")}
        return figures, read.others, read.allocators
    finally:
        browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="browsers per page (default 3)")
    parser.add_argument("--turns", type=int, default=50, help="turns of the game before the first reading (default 50)")
    parser.add_argument("--level", default="hard", choices=["easy", "medium", "hard"], help="the computer's level")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--breakdown", action="store_true", help="also print Chromium's allocators (first run)")
    args = parser.parse_args(argv)
    if _bench.find_chromium() is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    seed = human_first_seed(args.level)
    mib: dict[str, list[float]] = {name: [] for name in (*BARES, *MOMENTS)}
    others: list[int] = []
    breakdowns: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="ginnyo-memory-") as tmp:
        root = Path(tmp)
        _bench.prepare(root)
        with serve.serving(root) as url, sync_playwright() as playwright:
            for _ in range(args.runs):  # side by side: each run measures every page
                for name in BARES:
                    figures, rest, found = measure(playwright, f"{url}{name}/", None, breakdown=args.breakdown)
                    breakdowns.setdefault(name, found.get("ready", {}))
                    mib[name].append(figures["ready"])
                    others += rest
                game = (args.level, seed, args.turns)
                figures, rest, found = measure(playwright, url + "game/", game, breakdown=args.breakdown)
                for moment in MOMENTS:
                    breakdowns.setdefault(moment, found.get(moment, {}))
                for moment in MOMENTS:
                    mib[moment].append(figures[moment])
                others += rest
    medians = {name: statistics.median(values) for name, values in mib.items()}
    ratios = {f"{moment}/{bare}": medians[moment] / medians[bare] for moment in MOMENTS for bare in BARES}
    if args.json:
        report = {"mib": mib, "medians": medians, "ratios": ratios, "other_renderers": others, "allocators": breakdowns}
        print(json.dumps(report))
        return 0
    print(f"The tab's renderer, PSS in MiB, median of {args.runs} (the game against the {args.level} computer)")
    labels = {
        "bare": "bare PyScript page, npm's runtime",
        "bare-built": "bare PyScript page, the site's runtime",
        "game": "game, a game over",
        "analysis": "game, its analysis opened and closed",
        "turns": f"game, {args.turns} turns played in all",
    }
    print(f"{'':40}{'MiB':>8}{'/ bare':>9}{'/ bare-built':>14}   runs")
    for name, label in labels.items():
        row = f"{label:40}{medians[name]:8.1f}"
        row += "".join(f"{medians[name] / medians[b]:{w}.2f}" for b, w in zip(BARES, (9, 14), strict=True))
        print(row + "   " + " ".join(f"{v:.1f}" for v in mib[name]))
    print(f"other renderers: {len(others)}, largest {max(others, default=0) / 2**20:.1f} MiB")
    if args.breakdown:
        print_breakdown(breakdowns, {name: values[0] for name, values in mib.items()})
    return 0


def print_breakdown(breakdowns: dict[str, dict[str, float]], pss: dict[str, float]) -> None:
    """The first run's allocators, MiB, one column a page or moment; "the rest" is what none of them counts."""
    columns = list(breakdowns)
    names = sorted({n for sizes in breakdowns.values() for n in sizes}, key=lambda n: -breakdowns["turns"].get(n, 0))
    print("\nChromium's allocators in the tab's renderer, MiB (first run)")
    print(f"{'':24}" + "".join(f"{c:>12}" for c in columns))
    for name in (n for n in names if max(b.get(n, 0) for b in breakdowns.values()) >= 0.5):
        print(f"{name:24}" + "".join(f"{breakdowns[c].get(name, 0):12.1f}" for c in columns))
    rest = {c: pss[c] - sum(breakdowns[c].values()) for c in columns}
    print(f"{'the rest (wasm, binary)':24}" + "".join(f"{rest[c]:12.1f}" for c in columns))


if __name__ == "__main__":
    sys.exit(main())
