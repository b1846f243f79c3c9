"""What the build knows of the site: its files and the facts discovery finds, shared by both builds."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
ASSETS = Path(__file__).resolve().parent.parent / "build_assets"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
PY_SCRIPT_TYPES = ("py", "mpy")
# Relative module specifiers in JavaScript: from"./x.js", import"./x.js", import("./x.js").
JS_SPECIFIER = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\s]+?)\2""")
CSS_URL = re.compile(r"""url\(\s*(["']?)([^"')]+)\1\s*\)""")


class BuildError(Exception):
    """The pages cannot be built (a missing file, a CDN URL, no vendored runtime)."""


def asset(name: str) -> str:
    """A program of ``ginnyo_dev/build_assets/`` that the build writes into its output."""
    return (ASSETS / name).read_text(encoding="utf-8")


@dataclass
class Worker:
    """A ``<script type="py" worker name=...>`` of a page (the site only: the single file refuses one)."""

    name: str
    src: str
    config: str
    files: dict[str, str]  # target in the interpreter's folder -> site path


@dataclass
class Site:
    """What the pages need: site path -> bytes, and facts found on the way."""

    root: Path
    pages: list[str] = field(default_factory=list)
    files: dict[str, bytes] = field(default_factory=dict)
    # Files the pages load at start (precached / embedded); the others only on demand.
    needed: set[str] = field(default_factory=set)
    python: set[str] = field(default_factory=set)
    # Generated archives of [files] (site path -> the package they hold) and what they hold.
    archives: dict[str, str] = field(default_factory=dict)
    archived: dict[str, bytes] = field(default_factory=dict)
    pyodide_dir: str = ""
    pyscript_core: str = ""
    features: set[str] = field(default_factory=set)
    workers: list[Worker] = field(default_factory=list)
    configs: dict[str, dict[str, str]] = field(default_factory=dict)  # config path -> its [files]
    # Pyodide's stdlib compiled by Pyodide (name in its zip -> bytecode): both builds ship it.
    stdlib_bytecode: dict[str, bytes] = field(default_factory=dict)

    @property
    def stdlib_path(self) -> str:
        return self.pyodide_dir + "python_stdlib.zip"

    def add(self, path: str, *, needed: bool = True, origin: str = "") -> None:
        if path not in self.files:
            source = self.root / path
            if not source.is_file():
                where = f" (referred to by {origin})" if origin else ""
                raise BuildError(f"missing file {path}{where}")
            self.files[path] = source.read_bytes()
        if needed:
            self.needed.add(path)

    def text(self, path: str) -> str:
        return self.files[path].decode("utf-8")
