"""Start-up benchmark of the built site against a bare PyScript page, in real Chromium.

    .venv/bin/python scripts/bench_startup.py [--runs 5] [--json]

Builds the site (``python -m ginnyo build``) into a temporary folder, serves it at
``/game/`` next to a bare PyScript page (its Python only prints a line and sets the same
readiness mark) twice from one local server: at ``/bare/`` on the runtime as npm ships it
(``node_modules/``, what any PyScript page gets), and at ``/bare-built/`` on the game's built
runtime (the same files but Pyodide's stdlib precompiled by the build), so the game is compared
with a bare page and its own overhead is seen apart; then for each page and each run:

* cold: a new browser context (empty HTTP cache, no service worker) navigates to the page;
* warm: the same context reloads it (after the service worker, if any, has precached).

It prints the medians of the time to the first contentful paint (the board is static HTML,
so this is when the board is first visible), of the time until the new-game form accepts
input (``ginnyo-form-ready``, set by ``static/boot.js`` once it has shown the plain-HTML form),
of the time PyScript's interpreter is ready (``py:ready``, before the page's Python runs) and
of the time until interactive (the ``ginnyo-ready`` performance mark, set by the page's
Python once the game accepts input), all from navigation start; then how the game's own
Python spends its time (interpreter ready -> ``ginnyo-main``, the entry point starts ->
``ginnyo-imported``, the game's modules imported -> ``ginnyo-ready``, the page drawn and
listening); how long the main thread was taken between the first paint and ready (its longest task,
the longest after the task that booted the interpreter, in which ``py:ready`` fires: the page's own,
the longest of the game's own steps, from its entry point to just after ready,
and the total blocking time, the sum of each long task's time over 50 ms, from a ``longtask``
PerformanceObserver set before the page loads) and the page's layout shift until ready (the sum of its
``layout-shift`` entries: controls that appear late and push others make it more than 0); and the
bytes the server sent on a first visit (including the service worker's precache) and on a repeat visit.

Not a test: timings depend on the machine. Needs ``make setup`` and a Chromium
(``bash scripts/ensure_browser.sh``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Page, Playwright, sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))
sys.path.insert(0, str(REPO_ROOT / "e2e"))

# The e2e tests' browser set-up (which Chromium, which flags).
_conftest: Any = importlib.import_module("conftest")
CHROMIUM_ARGS: list[str] = _conftest.CHROMIUM_ARGS
find_chromium: Callable[[], str | None] = _conftest.find_chromium

from ginnyo_dev import serve  # noqa: E402
from ginnyo_dev.build import build  # noqa: E402

READY_TIMEOUT_MS = 120_000
BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
    <meta charset="utf-8">
    <title>bare PyScript</title>
    <link rel="icon" href="data:,">
    <link rel="stylesheet" href="./static/vendor/pyscript/core.css">
    <script type="module" src="./static/vendor/pyscript/core.js"></script>
</head>
<body>
    <p>A bare PyScript page.</p>
    <script type="py" config="./pyscript.toml">
from pyscript import document, window
print("hello from Python")
window.performance.mark("ginnyo-ready")
document.documentElement.classList.add("ginnyo-ready")
    </script>
</body>
</html>
"""
BARE_CONFIG = 'interpreter = "./static/vendor/pyodide/pyodide.mjs"\n'
# Run before the page: when PyScript's interpreter is ready (py:ready, before the page's Python runs), and
# every long task of the main thread (over 50 ms) and every layout shift from the start of the load.
RECORD_JS = """addEventListener("py:ready", () => {
    if (!performance.getEntriesByName("bench-python-started").length) performance.mark("bench-python-started");
}, true);
window.__benchTasks = [];
window.__benchShifts = [];
const record = (type, into) => new PerformanceObserver((list) => { into.push(...list.getEntries()); })
    .observe({type, buffered: true});
record("longtask", __benchTasks);
record("layout-shift", __benchShifts);"""
# Long tasks are reported once they end, and a layout shift once the frame after it is drawn: the figures
# are read a moment after ready. The tasks are those that start between the first paint and ready; the
# page's own are those that start after the one that booted the interpreter (py:ready is set in it); the game's
# steps are those from its entry point on (the task that marks `ginnyo-main`, once the script's task has ended),
# to the end of the settling time after ready (the form's first drawing is a task after ready).
SETTLE_MS = 500
MEASURE_JS = f"""async () => {{
    await new Promise((done) => setTimeout(done, {SETTLE_MS}));
    const at = (name) => (performance.getEntriesByName(name)[0] || {{startTime: null}}).startTime;
    const paint = at("first-contentful-paint"), ready = at("ginnyo-ready");
    const tasks = __benchTasks.filter((task) => task.startTime >= paint && task.startTime <= ready);
    const python = at("bench-python-started");
    const own = tasks.filter((task) => task.startTime > python);
    const main = at("ginnyo-main");
    const steps = __benchTasks.filter((task) => main !== null && task.startTime + task.duration >= main);
    return {{
        paint,
        form: at("ginnyo-form-ready"),
        python,
        main,
        imported: at("ginnyo-imported"),
        ready,
        longest_task: Math.max(0, ...tasks.map((task) => task.duration)),
        own_longest_task: Math.max(0, ...own.map((task) => task.duration)),
        steps_longest_task: main === null ? null : Math.max(0, ...steps.map((task) => task.duration)),
        blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        shift: __benchShifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    }};
}}"""
# True once the page's computer worker, if one is booting (in the background), is ready: the
# next load must not share the CPU with it.
WORKER_BOOTED_JS = """() => !document.querySelector("script[type=py][worker]")
    || performance.getEntriesByName("ginnyo-worker-ready").length > 0"""
# Resolves once the service worker is active and its cache holds every precached URL.
PRECACHED_JS = """async () => {
    if (!navigator.serviceWorker || !document.querySelector('link[rel="manifest"]')) return 0;
    const registration = await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("ginnyo-")));
    return (await cache.keys()).length;
}"""


class Counter:
    """Bytes the server sent (headers and bodies), thread-safe."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent = 0
        self.requests = 0

    def add(self, count: int) -> None:
        with self.lock:
            self.sent += count

    def reset(self) -> tuple[int, int]:
        with self.lock:
            value = (self.sent, self.requests)
            self.sent = 0
            self.requests = 0
            return value


class _CountingWriter:
    def __init__(self, raw: Any, counter: Counter) -> None:
        self.raw = raw
        self.counter = counter

    def write(self, data: bytes) -> int:
        self.counter.add(len(data))
        written: int = self.raw.write(data)
        return written

    def flush(self) -> None:
        self.raw.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.raw, name)


class Handler(serve.QuietHandler):
    """The tooling's static server, counting what it sends into `counter`."""

    counter: Counter

    def setup(self) -> None:
        super().setup()
        self.wfile = _CountingWriter(self.wfile, self.counter)  # type: ignore[assignment]

    def send_head(self) -> Any:
        with self.counter.lock:
            self.counter.requests += 1
        return super().send_head()


def counting(counter: Counter) -> type[Handler]:
    """A `Handler` class counting into `counter`."""
    return type("H", (Handler,), {"counter": counter})


PAGES = ("game", "bare", "bare-built")


def prepare(root: Path) -> None:
    """root/game/ = the built site; root/bare/ and root/bare-built/ = the bare page on npm's and the built runtime."""
    result = build(REPO_ROOT, root / "dist")
    shutil.copytree(result.site.out, root / "game")
    npm = root / "npm-vendor"  # the runtime as npm ships it (static/vendor/'s stdlib has bytecode added)
    npm.mkdir()
    (npm / "pyodide").symlink_to(REPO_ROOT / "node_modules" / "pyodide")
    (npm / "pyscript").symlink_to(REPO_ROOT / "node_modules" / "@pyscript" / "core" / "dist")
    for name, vendor in {"bare": npm, "bare-built": root / "game" / "static" / "vendor"}.items():
        bare = root / name
        (bare / "static").mkdir(parents=True)
        (bare / "static" / "vendor").symlink_to(vendor)
        (bare / "index.html").write_text(BARE_PAGE, encoding="utf-8")
        (bare / "pyscript.toml").write_text(BARE_CONFIG, encoding="utf-8")


def wait_ready(page: Page) -> dict[str, float]:
    page.wait_for_selector("html.ginnyo-ready", state="attached", timeout=READY_TIMEOUT_MS)
    figures: dict[str, float] = page.evaluate(MEASURE_JS)
    return figures


def settle(page: Page, counter: Counter, *, service_workers: bool = True) -> None:
    """Wait for the service worker's precache (if any), the computer's worker (if it boots), then a quiet server."""
    if service_workers:
        page.evaluate(PRECACHED_JS)
    page.wait_for_function(WORKER_BOOTED_JS, timeout=READY_TIMEOUT_MS)
    last = -1
    while True:
        time.sleep(0.5)
        with counter.lock:
            now = counter.sent
        if now == last:
            return
        last = now


def one_run(
    playwright: Playwright,
    executable: str,
    url: str,
    counter: Counter,
    *,
    service_workers: bool = True,
    latency_ms: float = 0,
) -> dict[str, float]:
    """Cold start in a new profile (on disk, as a real browser has), then a warm reload."""
    with tempfile.TemporaryDirectory(prefix="ginnyo-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=executable,
            args=CHROMIUM_ARGS,
            headless=True,
            service_workers="allow" if service_workers else "block",
        )
        try:
            return measure(context, url, counter, service_workers=service_workers, latency_ms=latency_ms)
        finally:
            context.close()


def measure(
    context: BrowserContext, url: str, counter: Counter, *, service_workers: bool, latency_ms: float = 0
) -> dict[str, float]:
    page = context.pages[0] if context.pages else context.new_page()
    page.add_init_script(RECORD_JS)
    if latency_ms:  # the page's own requests take this much longer each, like a real network
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        conditions = {"offline": False, "latency": latency_ms, "downloadThroughput": -1, "uploadThroughput": -1}
        cdp.send("Network.emulateNetworkConditions", conditions)
    counter.reset()
    page.goto(url, wait_until="commit")
    cold = wait_ready(page)
    settle(page, counter, service_workers=service_workers)
    first_bytes, first_requests = counter.reset()
    page.reload(wait_until="commit")
    warm = wait_ready(page)
    settle(page, counter, service_workers=service_workers)
    repeat_bytes, repeat_requests = counter.reset()
    return {
        **{f"cold_{key}": value for key, value in cold.items()},
        **{f"warm_{key}": value for key, value in warm.items()},
        "first_visit_bytes": first_bytes,
        "first_visit_requests": first_requests,
        "repeat_visit_bytes": repeat_bytes,
        "repeat_visit_requests": repeat_requests,
    }


def median(runs: list[dict[str, float]], key: str) -> float | None:
    """The median of a figure over the runs (None: the page never set that mark)."""
    values = [run[key] for run in runs if run[key] is not None]
    return float(statistics.median(values)) if values else None


def per_run_ratio(results: dict[str, list[dict[str, float]]], kind: str, key: str, base: str) -> float:
    """The median over the runs of each run's own game / `base` figure."""
    pairs = zip(results["game"], results[base], strict=True)
    return float(statistics.median(g[f"{kind}_{key}"] / b[f"{kind}_{key}"] for g, b in pairs))


def cell(value: float | None, width: int, fmt: str = ".0f") -> str:
    return f"{value:>{width}{fmt}}" if value is not None else f"{'-':>{width}}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per page (default 5)")
    parser.add_argument("--json", action="store_true", help="print the medians as JSON")
    parser.add_argument("--no-service-worker", action="store_true", help="block service workers (to compare)")
    parser.add_argument("--latency-ms", type=float, default=0, help="emulated latency per request (default 0)")
    args = parser.parse_args(argv)
    executable = find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="ginnyo-bench-") as tmp:
        root = Path(tmp)
        prepare(root)
        counter = Counter()
        results: dict[str, list[dict[str, float]]] = {name: [] for name in PAGES}
        with serve.serving(root, counting(counter)) as base, sync_playwright() as playwright:
            # Interleaved, in a rotating order: every page sees the same conditions.
            for run in range(args.runs):
                for name in PAGES[run % len(PAGES) :] + PAGES[: run % len(PAGES)]:
                    url = f"{base}{name}/"
                    sw = not args.no_service_worker
                    run_figures = one_run(
                        playwright, executable, url, counter, service_workers=sw, latency_ms=args.latency_ms
                    )
                    results[name].append(run_figures)
    keys = list(results["game"][0])
    medians = {name: {key: median(runs, key) for key in keys} for name, runs in results.items()}
    if args.json:
        print(json.dumps({"runs": args.runs, "medians": medians, "all": results}, indent=2))
        return 0
    game, bare, built = medians["game"], medians["bare"], medians["bare-built"]
    latency = f", {args.latency_ms:g} ms added per request" if args.latency_ms else ""
    print(f"Start-up, median of {args.runs} runs (ms from navigation start{latency}; Chromium {executable})")
    print("bare = a bare PyScript page on the npm runtime; bare-built = the same page on the game's built runtime")
    print(f"{'':32}{'game':>8}{'bare':>8}{'bare-built':>12}{'game/bare':>11}{'game/bare-built':>17}")
    for kind in ("cold", "warm"):
        for key, label in (
            ("paint", "first paint (board)"),
            ("form", "form accepts input"),
            ("python", "interpreter ready"),
            ("ready", "interactive"),
        ):
            g, b, bb = game[f"{kind}_{key}"], bare[f"{kind}_{key}"], built[f"{kind}_{key}"]
            ratios = [g / base if g is not None and base else None for base in (b, bb)]
            print(
                f"{kind + ': ' + label:32}{cell(g, 8)}{cell(b, 8)}{cell(bb, 12)}"
                f"{cell(ratios[0], 11, '.2f')}{cell(ratios[1], 17, '.2f')}"
            )
    # The main thread between the first paint and ready: how long the page could not answer a click.
    for kind in ("cold", "warm"):
        for key, label, fmt in (
            ("longest_task", "longest task after paint", ".0f"),
            ("own_longest_task", "  after the interpreter's", ".0f"),
            ("steps_longest_task", "  the game's own steps", ".0f"),
            ("blocking", "total blocking time", ".0f"),
            ("shift", "layout shift", ".3f"),
        ):
            g, b, bb = game[f"{kind}_{key}"], bare[f"{kind}_{key}"], built[f"{kind}_{key}"]
            ratios = [g / base if key != "shift" and g is not None and base else None for base in (b, bb)]
            print(
                f"{kind + ': ' + label:32}{cell(g, 8, fmt)}{cell(b, 8, fmt)}{cell(bb, 12, fmt)}"
                f"{cell(ratios[0], 11, '.2f')}{cell(ratios[1], 17, '.2f')}"
            )
    # On a busy machine the median of each run's own ratio (the pages measured back to back) is steadier.
    for kind in ("cold", "warm"):
        for key, label in (("python", "interpreter ready"), ("ready", "interactive")):
            per_run = [per_run_ratio(results, kind, key, base) for base in ("bare", "bare-built")]
            print(f"{kind + ': ' + label + ', per run':32}{'':28}{per_run[0]:>11.2f}{per_run[1]:>17.2f}")
    # The game's own Python, step by step (medians of each run's differences).
    for kind in ("cold", "warm"):
        for start, end, label in (
            ("python", "ready", "game Python in all"),
            ("python", "main", "  to its entry point"),
            ("main", "imported", "  importing the game"),
            ("imported", "ready", "  starting the page"),
        ):
            marked = [run for run in results["game"] if None not in (run[f"{kind}_{start}"], run[f"{kind}_{end}"])]
            spent = [run[f"{kind}_{end}"] - run[f"{kind}_{start}"] for run in marked]
            print(f"{kind + ': ' + label:32}{cell(statistics.median(spent) if spent else None, 8)}")
    for key, label in (("first_visit", "first visit"), ("repeat_visit", "repeat visit")):
        for unit, fmt in (("bytes", ",.0f"), ("requests", ".0f")):
            figures = [medians[name][f"{key}_{unit}"] for name in PAGES]
            ratios = [
                figures[0] / base if key == "first_visit" and unit == "bytes" and figures[0] and base else None
                for base in figures[1:]
            ]
            print(
                f"{label + ': ' + unit:32}"
                + "".join(cell(value, 12, fmt) for value in figures)
                + "".join(cell(ratio, 11, ".2f") for ratio in ratios)
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
