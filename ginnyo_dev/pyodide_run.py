"""Run one Python snippet in this CPython and in the page's own Pyodide (under Node), for benchmarks that quote
both side by side: the snippet prints its answer as JSON on its last line.

Pyodide runs through `scripts/bench_pyodide.mjs` with the game's `ginnyo.zip` (written afresh first, so the code
measured is the working tree's) and the named `ginnyo_dev` modules on its path; it needs ``make setup`` (the
vendored Pyodide) and ``node``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from .buildtools import archive as game_archive

REPO_ROOT = Path(__file__).resolve().parent.parent


def run_here(code: str) -> dict[str, Any]:
    """The snippet's answer from a fresh CPython process (this interpreter)."""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO_ROOT)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def run_pyodide(code: str, tools: tuple[str, ...], extra: tuple[str, ...] = ()) -> dict[str, Any]:
    """The snippet's answer from the page's Pyodide under Node, with the `ginnyo_dev` modules `tools` (pure
    Python, like the game) beside the game's zip, and `extra` files (paths from the repository's root: game
    modules the page does not import yet, which its zip leaves out; the snippet reaches them as
    `/tmp/tools.zip/<path>`)."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is not on PATH")
    game_archive.write(REPO_ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        archive_path, snippet = Path(tmp) / "tools.zip", Path(tmp) / "snippet.py"
        with zipfile.ZipFile(archive_path, "w") as archive:
            for name in ("__init__.py", *tools):
                archive.write(REPO_ROOT / "ginnyo_dev" / name, f"ginnyo_dev/{name}")
            for path in extra:
                archive.write(REPO_ROOT / path, path)
        snippet.write_text(code, encoding="utf-8")
        pyodide = REPO_ROOT / "static" / "vendor" / "pyodide"
        command = [node, str(REPO_ROOT / "scripts" / "bench_pyodide.mjs"), str(pyodide), str(REPO_ROOT / "ginnyo.zip")]
        out = subprocess.run([*command, str(archive_path), str(snippet)], capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"Pyodide failed:\n{out.stderr[-2000:]}")
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))
