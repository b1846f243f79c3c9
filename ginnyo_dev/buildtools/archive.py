"""The game's Python as one zip, fetched by the page in one request and imported from it as it is.

A PyScript ``[files]`` entry ``"./ginnyo.zip" = "./ginnyo.zip"`` writes the zip as one file in
the interpreter's working folder (no unpacking: that ran Python's ``zipfile`` and ``shutil``
over every member before the page's Python started); the entry scripts put it first on
``sys.path`` and Python's ``zipimport`` reads the modules straight from it, as Pyodide reads its
own standard library. An entry whose source and target are ``./<package>.zip`` for a package
of the repository is not a file kept in git but generated: exactly the modules of that package
the page's Python scripts import (``imports.needed_files``), so a new module is never forgotten
and tooling never ships. Members keep their package path (``ginnyo/rules/game.py``), as
``zipimport`` looks them up; beside each module is its bytecode, compiled by the page's own
Pyodide (``bytecode.py``), so the browser does not compile the game at start-up, and the
translations compiled from their ``.po`` sources (``catalogs.py``) and the package's data files
(``DATA``: the lessons), all read through ``importlib.resources``, and the order the page imports the
modules in, one at a time (``ORDER``, ``ginnyo/web/browser/archive_import.py``). ``python -m ginnyo archive``
writes it for the served repository (``make setup`` and the browser tests run it); the build
makes its own.
"""

from __future__ import annotations

import tomllib
import zipfile
from collections.abc import Iterable, Mapping
from io import BytesIO
from pathlib import Path, PurePosixPath

from ginnyo.web.browser.archive_import import ORDER

from . import bytecode, catalogs
from .html import is_local, resolve, scan
from .imports import import_order, needed_files

CONFIG = "pyscript.toml"
PY_SCRIPT_TYPES = ("py", "mpy")
# A fixed timestamp: the same modules give the same bytes (and the same content hash).
EPOCH = (1980, 1, 1, 0, 0, 0)
ARCHIVE_SUFFIX = ".zip"
DATA = ("lessons/*.json", "ai/*.json")
"""Data files of a package (globs under it) that its modules read through ``importlib.resources``."""


def generated_package(root: Path, source: str, target: str) -> str:
    """The package a ``[files]`` entry ships as a generated zip (``"./ginnyo.zip" = "./ginnyo.zip"``), or ""."""
    name = target.removeprefix("./")
    package = name.removesuffix(ARCHIVE_SUFFIX)
    if name == package or "/" in name or PurePosixPath(source).name != name:
        return ""
    return package if (root / package / "__init__.py").is_file() else ""


def entry_points(root: Path) -> list[str]:
    """The ``src`` of every ``<script type="py">`` (workers too) of the site's root pages."""
    found: list[str] = []
    for page in sorted(root.glob("*.html")):
        for element in scan(page.read_text(encoding="utf-8")):
            src = element.get("src")
            if element.tag == "script" and element.get("type").lower() in PY_SCRIPT_TYPES and is_local(src):
                found.append(resolve(page.name, src))
    return list(dict.fromkeys(found))


def members(root: Path, entries: Iterable[str], package: str) -> dict[str, bytes]:
    """Site path -> content of the package's modules the entry points need."""
    prefix = package + "/"
    return {path: (root / path).read_bytes() for path in needed_files(root, entries) if path.startswith(prefix)}


def data_files(root: Path, package: str) -> dict[str, bytes]:
    """Site path -> content of the package's data files (`DATA`), shipped whether or not a module reads them yet."""
    found = (path for pattern in DATA for path in sorted((root / package).glob(pattern)))
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in found}


def order_file(root: Path, entries: Iterable[str], package: str) -> dict[str, bytes]:
    """The package's `ORDER` file: its modules the entry points import, one a line, each after those it imports."""
    names = [name for name in import_order(root, entries) if name.split(".")[0] == package]
    return {f"{package}/{ORDER}": "".join(name + "\n" for name in names).encode()}


def pack(files: Mapping[str, bytes]) -> bytes:
    """A deflated zip of `files`, each named by its site path (``ginnyo/web/app.py``), as ``zipimport`` finds them."""
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for path, data in sorted(files.items()):
            archive.writestr(zipfile.ZipInfo(path, EPOCH), data, zipfile.ZIP_DEFLATED, compresslevel=9)
    return out.getvalue()


def bytecode_only(data: bytes, *, stored: bool = True) -> bytes:
    """The zip `data` with each module as its bytecode alone, its entries stored unless not `stored`.

    Both builds ship their own Pyodide, so the bytecode always matches it and the sources (kept
    beside it in the served repository's zip) would never be read. The single file gzips the whole
    zip, which sees across its members when they are stored: 0.71 MB gzipped against 1.70 MB for a
    zip of deflated members with sources beside.
    """
    source = zipfile.ZipFile(BytesIO(data))
    names = set(source.namelist())
    kept = {name: source.read(name) for name in sorted(names) if not (name.endswith(".py") and name + "c" in names)}
    method = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, content in kept.items():
            archive.writestr(zipfile.ZipInfo(name, EPOCH), content, method, compresslevel=9)
    return out.getvalue()


def interpreter_folder(root: Path, config: str = CONFIG) -> Path:
    """The folder of the Pyodide the config's ``interpreter`` names (resolved from the root page)."""
    data = tomllib.loads((root / config).read_text(encoding="utf-8"))
    return root / PurePosixPath(resolve("index.html", str(data.get("interpreter", "")))).parent


def packed(root: Path, entries: Iterable[str], package: str, pyodide_dir: Path) -> tuple[dict[str, bytes], bytes]:
    """The package's modules the entry points need (site path -> source), and the zip of them with their bytecode."""
    sources = members(root, entries, package)
    translations = {path: data for path, data in catalogs.mo_files(root).items() if path.startswith(package + "/")}
    data = data_files(root, package)
    order = order_file(root, entries, package)
    return sources, pack(sources | bytecode.compiled(pyodide_dir, sources) | translations | data | order)


def package_archives(root: Path, config: str = CONFIG) -> dict[str, str]:
    """Site path of each generated archive in the config's ``[files]`` -> the package it holds."""
    data = tomllib.loads((root / config).read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for source, target in (data.get("files") or {}).items():
        package = generated_package(root, str(source), str(target))
        if package and is_local(source):
            found[resolve(config, source)] = package
    return found


def write(root: Path) -> list[Path]:
    """Write the generated archives of the root's ``pyscript.toml`` from the current sources."""
    written: list[Path] = []
    entries = entry_points(root)
    for path, package in package_archives(root).items():
        target = root / path
        target.write_bytes(packed(root, entries, package, interpreter_folder(root))[1])
        written.append(target)
    return written
