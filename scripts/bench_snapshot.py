"""Would a Pyodide memory snapshot speed up Ginny-O's start? A measurement, not a feature.

    .venv/bin/python scripts/bench_snapshot.py [--runs 5]

Pyodide 314 can save the interpreter's memory after start-up (``loadPyodide({_makeSnapshot:
true})`` then ``makeMemorySnapshot()``) and start from it (``loadPyodide({_loadSnapshot})``).
Both are private, undocumented options, and a snapshot only fits the exact Pyodide build
that made it. This script measures it with the game's rules engine, on plain Pyodide
(PyScript cannot start from a snapshot):

1. a page makes the snapshot in Chromium after importing the engine (``ginnyo.rules``, the
   computer players' ``ginnyo.web.computer.choice``) and scoring a play; the bytes are saved;
2. for each run, a new profile loads the page cold then reloads it warm, once starting
   from the snapshot and once starting plain and importing the engine, and checks the
   engine answers correctly after each start (reliability across reloads);
3. it prints the medians (ms from navigation start until the engine has scored a play) and
   the snapshot's size (raw and gzipped).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import importlib
import json
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT / "scripts"))
sys.path.insert(0, str(REPO_ROOT / "e2e"))

_bench: Any = importlib.import_module("bench_startup")  # its server, and the e2e tests' browser set-up
Counter, counting = _bench.Counter, _bench.counting
CHROMIUM_ARGS: list[str] = _bench.CHROMIUM_ARGS
find_chromium: Callable[[], str | None] = _bench.find_chromium

from ginnyo_dev import serve  # noqa: E402  # (bench_startup put the repo on sys.path)
from ginnyo_dev.buildtools.imports import needed_files  # noqa: E402

POSITION = "G8:KS H8:KH I8:KD D4:5C D5:6C D6:7C E2:4S E3:4D E4:4C"
PLAY = "D2:3S F2:5S"
EXPECTED = 24  # README: this play scores 24
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>snapshot bench</title></head>
<body><p>Pyodide snapshot bench</p>
<script type="module">
const FILES = __FILES__;
const mode = new URLSearchParams(location.search).get("mode");
const { loadPyodide } = await import("./static/vendor/pyodide/pyodide.mjs");
const options = { indexURL: new URL("./static/vendor/pyodide/", location.href).href };
if (mode === "make") options._makeSnapshot = true;
if (mode === "snapshot") options._loadSnapshot = fetch("./snapshot.bin").then((r) => r.arrayBuffer());
const pyodide = await loadPyodide(options);
performance.mark("bench-python-started");
if (mode !== "snapshot") {
    await Promise.all(FILES.map(async (path) => {
        const text = await (await fetch("./" + path)).text();
        pyodide.FS.mkdirTree("/home/pyodide/" + path.slice(0, path.lastIndexOf("/")));
        pyodide.FS.writeFile("/home/pyodide/" + path, text);
    }));
    pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
import ginnyo.rules
import ginnyo.web.computer.choice
`);
}
const score = pyodide.runPython(`
from ginnyo.rules import Board
Board.from_notation("__POSITION__").check("__PLAY__").total
`);
performance.mark("ginnyo-ready");
window.__score = score;
if (mode === "make") window.__snapshot = pyodide.makeMemorySnapshot();
document.documentElement.classList.add("ginnyo-ready");
</script>
</body></html>
"""
SAVE_JS = """async () => {
    const stream = new Blob([window.__snapshot]).stream().pipeThrough(new CompressionStream("gzip"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
}"""
MEASURE_JS = """() => ({
    python: performance.getEntriesByName("bench-python-started")[0].startTime,
    ready: performance.getEntriesByName("ginnyo-ready")[0].startTime,
    score: window.__score,
})"""


def engine_files() -> list[str]:
    """The ginnyo modules the engine and the computer players need (the import graph of the worker's module)."""
    return needed_files(REPO_ROOT, ["ginnyo/web/computer/choice.py"])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    executable = find_chromium()
    if executable is None:
        print("no Chromium found: run `bash scripts/ensure_browser.sh`", file=sys.stderr)
        return 1
    files = engine_files()
    with tempfile.TemporaryDirectory(prefix="ginnyo-snapshot-") as tmp:
        root = Path(tmp)
        (root / "static").mkdir()
        (root / "static" / "vendor").symlink_to(REPO_ROOT / "static" / "vendor")
        for path in files:
            target = root / path
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(REPO_ROOT / path, target)
        page = PAGE.replace("__FILES__", json.dumps(files)).replace("__POSITION__", POSITION)
        (root / "index.html").write_text(page.replace("__PLAY__", PLAY), encoding="utf-8")
        counter = Counter()
        results: dict[str, dict[str, list[float]]] = {
            mode: {"cold": [], "warm": [], "cold_python": [], "warm_python": []} for mode in ("plain", "snapshot")
        }
        failures = 0
        with serve.serving(root, counting(counter)) as base, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
            maker = browser.new_page()
            maker.goto(base + "?mode=make")
            maker.wait_for_selector("html.ginnyo-ready", state="attached", timeout=120_000)
            packed = base64.b64decode(maker.evaluate(SAVE_JS))
            snapshot = gzip.decompress(packed)
            (root / "snapshot.bin").write_bytes(snapshot)
            browser.close()
            for run in range(args.runs):
                for mode in sorted(results, reverse=bool(run % 2)):
                    with tempfile.TemporaryDirectory(prefix="ginnyo-profile-") as profile:
                        context = playwright.chromium.launch_persistent_context(
                            profile, executable_path=executable, args=CHROMIUM_ARGS
                        )
                        tab = context.pages[0]
                        tab.goto(f"{base}?mode={mode}")
                        for kind in ("cold", "warm"):
                            if kind == "warm":
                                tab.reload()
                            tab.wait_for_selector("html.ginnyo-ready", state="attached", timeout=120_000)
                            figures = tab.evaluate(MEASURE_JS)
                            if figures["score"] != EXPECTED:
                                failures += 1
                            results[mode][kind].append(figures["ready"])
                            results[mode][f"{kind}_python"].append(figures["python"])
                        context.close()
    print(f"Pyodide memory snapshot with the engine imported, median of {args.runs} runs (ms from navigation start)")
    print(f"snapshot: {len(snapshot) / 2**20:.1f} MiB raw, {len(packed) / 2**20:.1f} MiB gzipped")
    print(f"{'':34}{'plain Pyodide':>15}{'from snapshot':>15}")
    for kind in ("cold", "warm"):
        for key, label in ((f"{kind}_python", "interpreter ready"), (kind, "engine scored a play")):
            plain = statistics.median(results["plain"][key])
            snap = statistics.median(results["snapshot"][key])
            print(f"{kind + ': ' + label:34}{plain:>15.0f}{snap:>15.0f}")
    print(f"wrong answers after a start: {failures} of {4 * args.runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
