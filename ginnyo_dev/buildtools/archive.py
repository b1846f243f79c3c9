"""The game's Python as one zip, fetched by the page in one request instead of one per module.

A PyScript ``[files]`` entry whose target ends in ``/*`` unpacks an archive there:
``"./ginnyo.zip" = "./ginnyo/*"`` puts the zip's members under ``./ginnyo/`` in the
interpreter's working folder (on ``sys.path``). When the target folder is a package of the
repository, the archive is not a file kept in git but generated: exactly the modules of that
package the page's Python scripts import (``imports.needed_files``), so a new module is never
forgotten and tooling never ships. Beside each module the archive holds its bytecode, compiled
by the page's own Pyodide (``bytecode.py``), so the browser does not compile the game at start-
up, and the translations compiled from their ``.po`` sources (``catalogs.py``). ``python -m
ginnyo archive`` writes it for the served repository (``make setup`` and the browser tests run
it); the build makes its own.
"""

from __future__ import annotations

import tomllib
import zipfile
from collections.abc import Iterable, Mapping
from io import BytesIO
from pathlib import Path, PurePosixPath

from . import bytecode, catalogs
from .html import is_local, resolve, scan
from .imports import needed_files

CONFIG = "pyscript.toml"
PY_SCRIPT_TYPES = ("py", "mpy")
# A fixed timestamp: the same modules give the same bytes (and the same content hash).
EPOCH = (1980, 1, 1, 0, 0, 0)


def unpack_folder(target: str) -> str:
    """The folder a ``[files]`` target unpacks an archive into (``"./ginnyo/*"`` -> ``ginnyo``), or ""."""
    if not target.endswith("/*"):
        return ""
    return target.removesuffix("*").removeprefix("./").strip("/")


def generated_package(root: Path, target: str) -> str:
    """The package an archive target unpacks into when the build generates it, or ""."""
    folder = unpack_folder(target)
    return folder if folder and (root / folder / "__init__.py").is_file() else ""


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


def pack(files: Mapping[str, bytes], package: str) -> bytes:
    """A deflated zip of `files` (site paths under `package`), named relative to that folder."""
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for path, data in sorted(files.items()):
            info = zipfile.ZipInfo(path.removeprefix(package + "/"), EPOCH)
            archive.writestr(info, data, zipfile.ZIP_DEFLATED, compresslevel=9)
    return out.getvalue()


def interpreter_folder(root: Path, config: str = CONFIG) -> Path:
    """The folder of the Pyodide the config's ``interpreter`` names (resolved from the root page)."""
    data = tomllib.loads((root / config).read_text(encoding="utf-8"))
    return root / PurePosixPath(resolve("index.html", str(data.get("interpreter", "")))).parent


def packed(root: Path, entries: Iterable[str], package: str, pyodide_dir: Path) -> tuple[dict[str, bytes], bytes]:
    """The package's modules the entry points need (site path -> source), and the zip of them with their bytecode."""
    sources = members(root, entries, package)
    translations = {path: data for path, data in catalogs.mo_files(root).items() if path.startswith(package + "/")}
    return sources, pack(sources | bytecode.compiled(pyodide_dir, sources) | translations, package)


def package_archives(root: Path, config: str = CONFIG) -> dict[str, str]:
    """Site path of each generated archive in the config's ``[files]`` -> the package it holds."""
    data = tomllib.loads((root / config).read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for source, target in (data.get("files") or {}).items():
        package = generated_package(root, str(target))
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
