"""``python -m ginnyo build``: the deployable site and the single-file game.

Writes, from the repository's pages as they are (the build discovers what to ship, so it
follows the page as the game grows):

* ``dist/site/``: every root ``*.html`` page, the files they refer to (``src``, ``href``,
  ``config``, CSS ``url()``), each PyScript config's ``[files]`` (the game's Python as one
  zip generated from the import graph of the page's scripts: ``buildtools/archive.py``) and
  the vendored runtime
  (the five Pyodide files next to the configured ``interpreter``, its stdlib shipped as
  bytecode: ``buildtools/stdlib.py``; PyScript's ``dist/`` without source maps), plus
  ``static/`` (outside ``static/vendor/``). Nothing from tests or
  tooling. All URLs stay relative, so the site works under ``https://USER.github.io/REPO/``.
  The build adds a web manifest, icons and a service worker (``sw.js``) that precaches the
  page, the game and the runtime in a cache named after a hash of the built files; the
  pages get the manifest link and the worker's registration.
* ``dist/ginnyo.html``: the game, the runtime and everything it needs in one file that
  works when opened from file:// with no server and no network (see
  ``ginnyo_dev/build_assets/bootstrap.js`` for how, and ``worker.js`` for computer seats).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import mimetypes
import posixpath
import re
import shutil
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ginnyo.web.texts import APP_DESCRIPTION

from .buildtools import archive, bytecode, catalogs, icons, stdlib
from .buildtools.html import Element, is_local, rel_url, resolve, scan

REPO_ROOT = Path(__file__).resolve().parent.parent
ASSETS = Path(__file__).resolve().parent / "build_assets"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# Generated files of the site (not part of the content hash's inputs except the manifest/icons).
MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
ICONS = {"icons/icon.svg": "any", "icons/icon-192.png": "192x192", "icons/icon-512.png": "512x512"}
PY_SCRIPT_TYPES = ("py", "mpy")
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
# Relative module specifiers in JavaScript: from"./x.js", import"./x.js", import("./x.js").
JS_SPECIFIER = re.compile(r"""(\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)(["'])(\.{1,2}/[^"'\s]+?)\2""")
CSS_URL = re.compile(r"""url\(\s*(["']?)([^"')]+)\1\s*\)""")
CSS_IMPORT = re.compile(r"""@import\s+(["'])([^"']+)\1""")
MIME = {
    "css": "text/css",
    "html": "text/html",
    "js": "text/javascript",
    "json": "application/json",
    "mjs": "text/javascript",
    "png": "image/png",
    "py": "text/plain",
    "svg": "image/svg+xml",
    "toml": "text/plain",
    "txt": "text/plain",
    "wasm": "application/wasm",
    "webmanifest": "application/manifest+json",
    "zip": "application/zip",
}


class BuildError(Exception):
    """The pages cannot be built (a missing file, a CDN URL, no vendored runtime)."""


def mime_type(path: str) -> str:
    suffix = path.rsplit(".", 1)[-1].lower()
    return MIME.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"


@dataclass
class Worker:
    """A ``<script type="py" worker name=...>`` of a page (replaced by a shim in the single file)."""

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


# --- discovery -------------------------------------------------------------------------


def _read_config(site: Site, path: str) -> dict[str, Any]:
    site.add(path)
    text = site.files[path].decode("utf-8")
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
    text = site.files[path].decode("utf-8")
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
    text = site.files[path].decode("utf-8")
    for match in [*CSS_URL.finditer(text), *CSS_IMPORT.finditer(text)]:
        url = match.group(2)
        if is_local(url):
            target = resolve(path, url)
            if target.endswith(".css"):
                _css(site, target)
            else:
                site.add(target, origin=path)


def _page(site: Site, page: str) -> None:
    text = site.files[page].decode("utf-8")
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


# --- dist/site -------------------------------------------------------------------------


def content_hash(files: dict[str, bytes]) -> str:
    digest = hashlib.sha256()
    for path in sorted(files):
        digest.update(path.encode() + b"\0" + hashlib.sha256(files[path]).digest())
    return digest.hexdigest()[:12]


def revision(data: bytes) -> str:
    """A file's revision in the service worker's list: a hash of its content."""
    return hashlib.sha256(data).hexdigest()[:12]


def manifest_translations(root: Path) -> dict[str, dict[str, str]]:
    """The manifest's description in each language of the catalogs (the name is Ginny-O in all)."""
    found: dict[str, dict[str, str]] = {}
    for language in catalogs.PLURAL_FORMS:
        path = catalogs.po_path(root, language)
        message = catalogs.read(path).get(APP_DESCRIPTION) if path.is_file() else None
        if message is not None and isinstance(message.string, str) and message.string:
            found[language] = {"name": "Ginny-O", "short_name": "Ginny-O", "description": message.string}
    return found


def manifest(root: Path = REPO_ROOT) -> bytes:
    data = {
        "name": "Ginny-O",
        "short_name": "Ginny-O",
        "description": APP_DESCRIPTION,
        "lang": "en",
        # The manifest's own translations (W3C manifest incubations: `translations`, by language).
        "translations": manifest_translations(root),
        "start_url": "./",
        "scope": "./",
        "id": "./",
        "display": "standalone",
        "background_color": icons.BACKGROUND_COLOUR,
        "theme_color": icons.THEME_COLOUR,
        "icons": [
            {
                "src": "./" + path,
                "sizes": sizes,
                "type": mime_type(path),
                "purpose": "any" if path.endswith(".svg") else "any maskable",
            }
            for path, sizes in ICONS.items()
        ],
    }
    return (json.dumps(data, indent=2) + "\n").encode()


SW_REGISTRATION = """<script>
/* Offline play: register the service worker (added by `python -m ginnyo build`) once the game
   is ready (class ginnyo-ready on <html>), so precaching never competes with its start; a
   page without Python registers it once loaded. */
(() => {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    const html = document.documentElement;
    let done = false;
    const register = () => {
        if (done) return;
        done = true;
        navigator.serviceWorker.register("./sw.js").catch((error) => console.warn("service worker:", error));
    };
    new MutationObserver(() => html.classList.contains("ginnyo-ready") && register()).observe(html, {
        attributes: true,
        attributeFilter: ["class"],
    });
    addEventListener("load", () => {
        const python = document.querySelector('script[type="py"], script[type="mpy"]');
        setTimeout(register, python ? 60000 : 0);
    });
})();
</script>
"""


def _insert_before(text: str, marker: str, addition: str) -> str:
    index = text.lower().rfind(marker)
    if index < 0:
        return text + addition
    return text[:index] + addition + text[index:]


def inline_render_blocking(site: Site, page: str, text: str) -> str:
    """Stylesheets and classic scripts of the page's <head> inline: no request before the first paint."""
    head_end = text.lower().find("</head>")
    pieces: list[tuple[int, int, str]] = []
    for element in scan(text):
        if element.start > head_end >= 0:
            break
        href, src = element.get("href"), element.get("src")
        if element.tag == "link" and is_local(href) and "stylesheet" in element.get("rel").lower().split():
            css = _inline_css(site, resolve(page, href), page=page)
            pieces.append((element.start, element.end, f"<style>\n{css}\n</style>"))
        elif (
            element.tag == "script"
            and is_local(src)
            and element.get("type").lower() in ("", "text/javascript")
            and not {"async", "defer"} & set(element.attrs)
        ):
            code = site.files[resolve(page, src)].decode("utf-8").replace("</script", "<\\/script")
            pieces.append((element.start, element.end, f"<script>\n{code}\n</script>"))
    for start, end, replacement in sorted(pieces, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


def preload_links(site: Site, page: str) -> str:
    """<link rel="modulepreload"> for the chunks PyScript's core imports at start, and nothing more.

    Without them the browser learns of each chunk only after the one before it ran: the core,
    then (once it has found its config) its TOML parser and its plugins. The page's
    DOMContentLoaded, and with it PyScript's start, waits for that module graph.
    The runtime itself (Pyodide's modules, wasm, stdlib, lock file) and the game's archive are
    not preloaded: they competed with that graph on the main thread (every response and chunk
    of data is a task there) and pushed the interpreter's start later; measured side by side
    with `scripts/bench_startup.py`, the page was ready sooner without them, cold and warm.
    """
    if not site.pyodide_dir or page != "index.html":
        return ""
    links = [site.pyscript_core] if site.pyscript_core else []
    cores = [p for p in sorted(site.needed) if p.startswith(posixpath.dirname(site.pyscript_core) + "/core-")]
    imported = {resolve(core, m.group(3)) for core in cores for m in JS_SPECIFIER.finditer(site.files[core].decode())}
    modules = cores + sorted(imported & site.needed - set(cores))
    hrefs = [rel_url(page, path) for path in modules if path not in links]
    return "".join(f'    <link rel="modulepreload" href="{href}">\n' for href in hrefs)


def site_page(text: str, page: str, preload: str = "") -> str:
    """A page of dist/site: the manifest, the theme colour and the service worker added."""
    head = preload + (
        f'    <link rel="manifest" href="{rel_url(page, MANIFEST)}">\n'
        f'    <meta name="theme-color" content="{icons.THEME_COLOUR}">\n'
        f'    <link rel="apple-touch-icon" href="{rel_url(page, "icons/icon-192.png")}">\n'
    )
    text = _insert_before(text, "</head>", head)
    return _insert_before(text, "</body>", SW_REGISTRATION)


def service_worker(cache: str, precache: dict[str, str]) -> bytes:
    """sw.js for this release: its cache name, and each precached URL with its revision."""
    template = (ASSETS / "sw.js").read_text(encoding="utf-8")
    listed = json.dumps([[url, revision] for url, revision in precache.items()], indent=4)
    return template.replace("/*GINNYO_CACHE*/", cache).replace("/*GINNYO_PRECACHE*/ []", listed).encode()


@dataclass
class SiteBuild:
    out: Path
    files: dict[str, bytes]
    cache: str
    precache: list[str]


def build_site(site: Site, out: Path) -> SiteBuild:
    """Write the deployable site to `out` (emptied first)."""
    files = dict(site.files)
    files[site.stdlib_path] = stdlib.precompiled(site.files[site.stdlib_path], site.stdlib_bytecode)
    for page in site.pages:
        text = inline_render_blocking(site, page, site.files[page].decode("utf-8"))
        files[page] = site_page(text, page, preload_links(site, page)).encode()
    files[MANIFEST] = manifest(site.root)
    files["icons/icon.svg"] = icons.svg().encode()
    files["icons/icon-192.png"] = icons.png(192)
    files["icons/icon-512.png"] = icons.png(512)
    generated = {MANIFEST, *ICONS}
    cache = f"ginnyo-{content_hash(files)}"
    precached = sorted(site.needed | generated | set(site.pages))
    revisions = {"./": revision(files["index.html"])} | {f"./{path}": revision(files[path]) for path in precached}
    files[SERVICE_WORKER] = service_worker(cache, revisions)
    precache = list(revisions)
    if out.exists():
        shutil.rmtree(out)
    for path, data in sorted(files.items()):
        target = out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return SiteBuild(out, files, cache, precache)


# --- dist/ginnyo.html ------------------------------------------------------------------


def _data_uri(path: str, data: bytes) -> str:
    return f"data:{mime_type(path)};base64,{base64.b64encode(data).decode('ascii')}"


def _inline_css(site: Site, path: str, seen: frozenset[str] = frozenset(), page: str = "") -> str:
    """A stylesheet with its @imports inlined and its url()s as data: URIs (or relative to `page`)."""
    text = site.files[path].decode("utf-8")

    def imported(match: re.Match[str]) -> str:
        url = match.group(2)
        if not is_local(url):
            return match.group(0)
        target = resolve(path, url)
        if target in seen:
            return ""
        return _inline_css(site, target, seen | {path}, page)

    def url(match: re.Match[str]) -> str:
        value = match.group(2)
        if not is_local(value):
            return match.group(0)
        target = resolve(path, value)
        if page:
            return f'url("{rel_url(page, target)}")'
        return f'url("{_data_uri(target, site.files[target])}")'

    text = re.sub(r"""@import\s+(["'])([^"']+)\1\s*;?""", imported, text)
    return CSS_URL.sub(url, text).replace("</style", "<\\/style")


def standalone_page(site: Site, page: str) -> str:
    """A secondary page (the rules) with its stylesheets, scripts and images inline."""
    text = site.files[page].decode("utf-8")
    pieces: list[tuple[int, int, str]] = []
    for element in scan(text):
        src, href = element.get("src"), element.get("href")
        if element.tag == "link" and is_local(href) and "stylesheet" in element.get("rel").lower().split():
            css = _inline_css(site, resolve(page, href))
            pieces.append((element.start, element.end, f"<style>\n{css}\n</style>"))
        elif element.tag == "link" and is_local(href) and resolve(page, href) in site.files:
            target = resolve(page, href)
            tag = text[element.start : element.end].replace(href, _data_uri(target, site.files[target]))
            pieces.append((element.start, element.end, tag))
        elif element.tag == "script" and is_local(src) and element.get("type").lower() in ("", "text/javascript"):
            code = site.files[resolve(page, src)].decode("utf-8").replace("</script", "<\\/script")
            pieces.append((element.start, element.end, f"<script>\n{code}\n</script>"))
        elif element.tag in ("img", "source") and is_local(src) and resolve(page, src) in site.files:
            target = resolve(page, src)
            tag = text[element.start : element.start_tag_end].replace(src, _data_uri(target, site.files[target]))
            pieces.append((element.start, element.start_tag_end, tag))
        elif element.tag == "a" and is_local(href) and resolve(page, href) == "index.html":
            # Opened in its own tab from the game: going back to the game closes that tab.
            tag = text[element.start : element.start_tag_end].replace(f'"{href}"', '"javascript:window.close()"')
            pieces.append((element.start, element.start_tag_end, tag))
    for start, end, replacement in sorted(pieces, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text


def linked_pages(site: Site, page: str) -> list[str]:
    """The site's other pages that `page` reaches by links, directly or through each other.

    The game links to the rules, and each rules page to its other languages (which the game's
    Python may also link to once the player picks a language).
    """
    found: list[str] = []
    queue = [page]
    while queue:
        current = queue.pop(0)
        for element in scan(site.files[current].decode("utf-8")):
            href = element.get("href")
            if element.tag != "a" or not is_local(href):
                continue
            target = resolve(current, href)
            if target in site.pages and target != page and target not in found:
                found.append(target)
                queue.append(target)
    return found


def rewrite_module(path: str, text: str, modules: Iterable[str]) -> str:
    """Relative imports of an embedded module turned into the bare "@ginnyo/<path>" names."""
    known = set(modules)

    def replace(match: re.Match[str]) -> str:
        target = resolve(path, match.group(3))
        if target not in known:
            return match.group(0)
        return f"{match.group(1)}{match.group(2)}@ginnyo/{target}{match.group(2)}"

    return JS_SPECIFIER.sub(replace, text)


# Run before the page's Python: pyscript.workers[name] and pyscript.create_named_worker then
# start (once) the single file's plain-Pyodide worker and give its exported functions.
WORKERS_BEFORE_RUN = """\
def _ginnyo_single_file_workers():
    import json

    import js
    import pyscript

    def get(self, name):
        return js.__ginnyoWorker(name)

    async def create_named_worker(src, name, config=None, type="py"):
        text = config if config is None or isinstance(config, str) else json.dumps(config)
        return await js.__ginnyoWorker(name, src, text)

    # pyscript.workers is the registry object (it shadows the submodule): patch its class.
    proxy = type(pyscript.workers)
    proxy.__getitem__ = get
    proxy.__getattr__ = get
    pyscript.create_named_worker = create_named_worker


_ginnyo_single_file_workers()
del _ginnyo_single_file_workers
"""


def _script_json(value: object) -> str:
    return json.dumps(value, separators=(",", ":")).replace("</", "<\\/")


@dataclass
class SingleBuild:
    out: Path
    size: int
    embedded: dict[str, int]  # path -> bytes before compression
    dropped_stdlib: list[str]


def build_single(site: Site, out: Path, *, trim_stdlib: bool = True) -> SingleBuild:
    """Write the one-file game to `out`."""
    page = "index.html"
    text = site.files[page].decode("utf-8")
    embedded: dict[str, bytes] = {}
    entries: list[str] = []
    worker_srcs = {worker.src for worker in site.workers}
    pieces: list[tuple[int, int, str]] = []  # (start, end, replacement)
    for element in scan(text):
        script_type = element.get("type").lower()
        if element.tag == "script" and script_type in PY_SCRIPT_TYPES:
            if "worker" in element.attrs and resolve(page, element.get("src")) in worker_srcs:
                pieces.append((element.start, element.end, ""))
            continue
        if element.tag == "link":
            href = element.get("href")
            rel = element.get("rel").lower().split()
            if not is_local(href):
                continue
            target = resolve(page, href)
            if "stylesheet" in rel:
                pieces.append((element.start, element.end, f"<style>\n{_inline_css(site, target)}\n</style>"))
            elif "manifest" in rel:
                pieces.append((element.start, element.end, ""))
            elif target in site.files:
                tag = text[element.start : element.end].replace(href, _data_uri(target, site.files[target]))
                pieces.append((element.start, element.end, tag))
        elif element.tag == "script" and is_local(element.get("src")):
            target = resolve(page, element.get("src"))
            if script_type == "module":
                entries.append(target)
                pieces.append((element.start, element.end, ""))
            else:
                code = site.files[target].decode("utf-8").replace("</script", "<\\/script")
                pieces.append((element.start, element.end, f"<script>\n{code}\n</script>"))
        elif element.tag in ("img", "source", "audio", "video") and is_local(element.get("src")):
            src = element.get("src")
            target = resolve(page, src)
            tag = text[element.start : element.start_tag_end].replace(src, _data_uri(target, site.files[target]))
            pieces.append((element.start, element.start_tag_end, tag))

    # Files fetched at run time: configs, Python, the runtime, the site's static files.
    modules = sorted(p for p in site.needed if p.endswith((".js", ".mjs")))
    for path in sorted(site.needed | site.python | {p for p in site.files if p.startswith("static/")}):
        if path.endswith((".css", ".html")) or (path.startswith("static/vendor/") and path not in site.needed):
            continue
        embedded[path] = site.files[path]
    for path in modules:
        embedded[path] = rewrite_module(path, site.files[path].decode("utf-8"), modules).encode()
    dropped: list[str] = []
    stdlib_path = site.stdlib_path
    if not trim_stdlib:
        embedded[stdlib_path] = stdlib.precompiled(site.files[stdlib_path], site.stdlib_bytecode)
    else:
        roots: set[str] = set()
        for data in [*(site.files[path] for path in site.python), *site.archived.values()]:
            roots |= stdlib.imported_names(data.decode("utf-8", "replace"))
        if site.pyscript_core:
            for path in modules:
                if "pyscript" in path:
                    roots |= stdlib.imported_names(site.files[path].decode("utf-8", "replace"), loose=True)
        trimmed, dropped = stdlib.trim(site.files[stdlib_path], roots, stored=True)
        embedded[stdlib_path] = stdlib.precompiled(trimmed, site.stdlib_bytecode, stored=True)
    # Other pages the game links to (the rules in each language): self-contained, opened by the
    # loader from memory.
    linked = linked_pages(site, page)
    for target in linked:
        embedded[target] = standalone_page(site, target).encode()
    worker_shim = "ginnyo-build/worker.js"
    if site.workers:
        embedded[worker_shim] = (ASSETS / "worker.js").read_bytes()

    config = {
        "modules": modules,
        "entries": entries,
        "types": {suffix: kind for suffix, kind in MIME.items()},
        "pyscriptCore": site.pyscript_core,
        "pyodideDir": site.pyodide_dir,
        "runtime": [site.pyodide_dir + name for name in PYODIDE_FILES],
        "workerShim": worker_shim,
        "workers": [{"name": w.name, "src": w.src, "config": w.config, "files": w.files} for w in site.workers],
        "configs": site.configs,
        "pages": linked,
        "beforeRun": WORKERS_BEFORE_RUN,
    }
    bootstrap = (ASSETS / "bootstrap.js").read_text(encoding="utf-8")
    bootstrap = bootstrap.replace("/*GINNYO_CONFIG*/ {}", _script_json(config))

    # Apply the tag replacements from the end so earlier offsets stay valid.
    for start, end, replacement in sorted(pieces, reverse=True):
        text = text[:start] + replacement + text[end:]
    charset = re.search(r"<meta\s+charset=[^>]*>", text, re.IGNORECASE)
    head = re.search(r"<head[^>]*>", text, re.IGNORECASE)
    anchor = charset.end() if charset else head.end() if head else 0
    text = text[:anchor] + f"\n    <script>\n{bootstrap}\n    </script>" + text[anchor:]
    blocks = "".join(
        f'<script type="application/x-ginnyo" data-path="{path}">'
        f"{base64.b64encode(gzip.compress(data, compresslevel=9, mtime=0)).decode('ascii')}</script>\n"
        for path, data in sorted(embedded.items())
    )
    text = _insert_before(
        text, "</body>", "<!-- Embedded files (gzip, base64), read by the loader above. -->\n" + blocks
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return SingleBuild(out, out.stat().st_size, {p: len(d) for p, d in embedded.items()}, dropped)


# --- command line ----------------------------------------------------------------------


@dataclass
class Build:
    site: SiteBuild
    single: SingleBuild


def build(root: Path = REPO_ROOT, out: Path | None = None, *, trim_stdlib: bool = True) -> Build:
    """Build dist/site/ and dist/ginnyo.html from the repository at `root`."""
    out = out if out is not None else root / "dist"
    site = discover(root)
    return Build(
        site=build_site(site, out / "site"),
        single=build_single(site, out / "ginnyo.html", trim_stdlib=trim_stdlib),
    )


def _mib(size: int) -> str:
    return f"{size / 1024 / 1024:.2f} MiB"


def run(args: argparse.Namespace) -> int:
    """The `build` subcommand."""
    root = Path(args.root).resolve() if args.root else REPO_ROOT
    out = Path(args.out).resolve() if args.out else root / "dist"
    try:
        result = build(root, out, trim_stdlib=not args.full_stdlib)
    except BuildError as exc:
        print(f"build failed: {exc}")
        return 1
    site_size = sum(len(data) for data in result.site.files.values())
    print(
        f"{result.site.out}: {len(result.site.files)} files, {_mib(site_size)}, cache {result.site.cache}, "
        f"{len(result.site.precache)} URLs precached"
    )
    print(f"{result.single.out}: {_mib(result.single.size)} ({result.single.size} bytes), one file, works from file://")
    return 0
