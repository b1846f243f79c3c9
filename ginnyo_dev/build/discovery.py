"""Discovery: every file the pages need, found by reading them (scripts, configs, stylesheets, modules).

The build ships what the pages refer to, so it follows them as the game grows: the game's
Python is packed from the import graph of the pages' scripts (``buildtools/archive.py``),
never from a list of its modules.
"""

from __future__ import annotations

import json
import posixpath
import re
import tomllib
from pathlib import Path
from typing import Any

from ..buildtools import archive, bytecode, stdlib
from ..buildtools.html import Element, is_local, resolve, scan
from .model import CSS_URL, JS_SPECIFIER, PY_SCRIPT_TYPES, PYODIDE_FILES, REPO_ROOT, BuildError, Site, Worker

# PyScript chunks loaded only for a feature the page may not use: chunk name (without its
# content hash) -> the feature. The others (core, toml, error, ...) are always loaded.
OPTIONAL_CHUNKS = {
    "codemirror": "editor",
    "codemirror_commands": "editor",
    "codemirror_lang-python": "editor",
    "codemirror_language": "editor",
    "codemirror_state": "editor",
    "codemirror_view": "editor",
    "index": "editor",
    "xterm": "terminal",
    "xterm-readline": "terminal",
    "xterm_addon-fit": "terminal",
    "xterm_addon-web-links": "terminal",
    "mpy": "terminal",
    "py": "terminal",
    "pyodide_graph": "packages",
    "zip": "zip",
}
CHUNK_NAME = re.compile(r"^(?P<name>.+)-[\w-]{8}\.js$")
CSS_IMPORT = re.compile(r"""@import\s+(["'])([^"']+)\1""")


def _read_config(site: Site, path: str) -> dict[str, Any]:
    site.add(path)
    text = site.text(path)
    if path.endswith(".json"):
        data: dict[str, Any] = json.loads(text)
        return data
    return tomllib.loads(text)


def _config_files(site: Site, config_path: str, config: dict[str, Any]) -> dict[str, str]:
    """Add a config's ``[files]``; return target -> site path."""
    mapping: dict[str, str] = {}
    for source, target in (config.get("files") or {}).items():
        if "{" in source or not is_local(source):
            raise BuildError(f"{config_path}: [files] source {source!r} is not a relative path of the site")
        path = resolve(config_path, source)
        mapping[str(target)] = path
        package = archive.generated_package(site.root, source, str(target))
        if package:
            site.archives[path] = package
            site.needed.add(path)
            continue
        site.add(path, origin=config_path)
        if path.endswith(".py"):
            site.python.add(path)
    return mapping


def _python_script(site: Site, page: str, element: Element) -> None:
    """A ``<script type="py">``: its source, its config, the interpreter that config names."""
    config_url = element.get("config")
    if not config_url or not is_local(config_url):
        raise BuildError(
            f"{page}: a <script type={element.get('type')}> needs config=./...toml naming the vendored "
            "interpreter (PyScript's default loads Pyodide from a CDN)"
        )
    config_path = resolve(page, config_url)
    config = _read_config(site, config_path)
    if config.get("packages"):
        site.features.add("packages")
    interpreter = str(config.get("interpreter", ""))
    if not interpreter or not is_local(interpreter):
        raise BuildError(f"{config_path}: interpreter must be a relative path to the vendored pyodide.mjs")
    interpreter_path = resolve(page, interpreter)
    pyodide_dir = posixpath.dirname(interpreter_path) + "/"
    for name in PYODIDE_FILES:
        site.add(pyodide_dir + name, origin=config_path)
    site.pyodide_dir = pyodide_dir
    files = _config_files(site, config_path, config)
    site.configs[config_path] = files
    # MicroPython unpacks a [files] archive (a "./folder/*" target) with PyScript's zip chunk;
    # Pyodide unpacks it itself, and a zip written as a file (the game's) is not unpacked at all.
    if element.get("type").lower() == "mpy" and any(target.endswith("/*") for target in files):
        site.features.add("zip")
    src = element.get("src")
    src_path = ""
    if src:
        if not is_local(src):
            raise BuildError(f"{page}: script src {src!r} is not a relative path of the site")
        src_path = resolve(page, src)
        site.add(src_path, origin=page)
        site.python.add(src_path)
    if "terminal" in element.attrs:
        site.features.add("terminal")
    if "worker" in element.attrs:
        name = element.get("name")
        if not name or not src_path:
            raise BuildError(f"{page}: a Python worker needs name=... and src=...")
        site.workers.append(Worker(name, src_path, config_path, files))


def _javascript(site: Site, path: str, seen: set[str]) -> None:
    """A module and its static imports (needed), and its dynamic imports (on demand)."""
    if path in seen:
        return
    seen.add(path)
    site.add(path)
    text = site.text(path)
    for match in JS_SPECIFIER.finditer(text):
        target = resolve(path, match.group(3))
        if not (site.root / target).is_file():
            continue
        dynamic = "(" in match.group(1)
        chunk = CHUNK_NAME.match(posixpath.basename(target))
        feature = OPTIONAL_CHUNKS.get(chunk.group("name")) if chunk else None
        if dynamic and feature and feature not in site.features:
            site.add(target, needed=False)
            continue
        _javascript(site, target, seen)


def _css(site: Site, path: str) -> None:
    site.add(path)
    text = site.text(path)
    for match in [*CSS_URL.finditer(text), *CSS_IMPORT.finditer(text)]:
        url = match.group(2)
        if is_local(url):
            target = resolve(path, url)
            if target.endswith(".css"):
                _css(site, target)
            else:
                site.add(target, origin=path)


def _page(site: Site, page: str) -> None:
    text = site.text(page)
    elements = scan(text)
    lowered = text.lower()
    if "py-editor" in lowered or "mpy-editor" in lowered:
        site.features.add("editor")
    if "py-game" in lowered:
        site.features.add("game")
    modules: list[str] = []
    for element in elements:
        script_type = element.get("type").lower()
        if element.tag == "script" and (script_type in PY_SCRIPT_TYPES or script_type.endswith("-editor")):
            _python_script(site, page, element)
            continue
        for attribute in ("src", "href"):
            url = element.get(attribute)
            if not url:
                continue
            if "://" in url or url.startswith("//"):
                if element.tag == "a":
                    continue  # a link to another site is fine; loading from one is not
                raise BuildError(f"{page}: <{element.tag} {attribute}={url!r}> loads from another origin")
            if not is_local(url):
                continue
            target = resolve(page, url)
            if element.tag == "a":
                if target.endswith(".html") and (site.root / target).is_file():
                    site.add(target)
                continue
            if target.endswith(".css"):
                _css(site, target)
            elif element.tag == "script" and script_type == "module":
                modules.append(target)
            else:
                site.add(target, origin=page)
    seen: set[str] = set()
    for module in modules:
        _javascript(site, module, seen)
        if module.endswith("pyscript/core.js"):
            site.pyscript_core = module


def _pack_archives(site: Site) -> None:
    """Each generated archive: the modules of its package that the pages' Python scripts import."""
    entries = archive.entry_points(site.root)
    for path, package in site.archives.items():
        files, site.files[path] = archive.packed(site.root, entries, package, site.root / site.pyodide_dir)
        site.archived |= files


def discover(root: Path = REPO_ROOT) -> Site:
    """Every file the site needs, read from the repository at `root`."""
    site = Site(root=root)
    vendor = root / "static" / "vendor"
    if not vendor.is_dir():
        raise BuildError("static/vendor/ is missing: run `make setup` (scripts/setup_web.sh) first")
    site.pages = sorted(p.name for p in root.glob("*.html"))
    if "index.html" not in site.pages:
        raise BuildError(f"no index.html in {root}")
    for page in site.pages:
        site.add(page)
    # (Within a page, its Python scripts are read before its modules: their configs tell which
    # optional PyScript chunks the page uses.)
    for page in site.pages:
        _page(site, page)
    # The site's own static files (images, sounds, fonts) may be fetched by Python at run time.
    static = root / "static"
    for path in sorted(static.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_file() and not rel.startswith("static/vendor/") and not path.name.endswith(".map"):
            site.add(rel, needed=False)
    # The whole PyScript dist (small), for the features the page may switch on later.
    if site.pyscript_core:
        for path in sorted((root / posixpath.dirname(site.pyscript_core)).iterdir()):
            if path.is_file() and not path.name.endswith(".map"):
                site.add(path.relative_to(root).as_posix(), needed=False)
    if not site.pyodide_dir:
        raise BuildError("no <script type=py config=...> found: nothing tells where the interpreter is")
    try:
        _pack_archives(site)
        stdlib_sources = stdlib.sources(site.files[site.stdlib_path])
        site.stdlib_bytecode = bytecode.compiled(root / site.pyodide_dir, stdlib_sources, origin="stdlib")
    except bytecode.BytecodeError as exc:
        raise BuildError(str(exc)) from exc
    return site
