"""``dist/site/``: the pages with their render-blocking files inline, a web manifest, icons and a service worker."""

from __future__ import annotations

import hashlib
import json
import posixpath
import shutil
from dataclasses import dataclass
from pathlib import Path

from ginnyo.web.words.texts import APP_DESCRIPTION

from ..buildtools import catalogs, csp, icons
from ..buildtools.html import is_local, rel_url, resolve, scan
from ..serve import mime_type
from . import inline
from .model import JS_SPECIFIER, REPO_ROOT, Site, asset
from .python_zips import game_zips, stdlib_zip

# Generated files of the site (not part of the content hash's inputs except the manifest/icons).
MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
ICONS = {"icons/icon.svg": "any", "icons/icon-192.png": "192x192", "icons/icon-512.png": "512x512"}


@dataclass
class SiteBuild:
    out: Path
    files: dict[str, bytes]
    cache: str
    precache: list[str]


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


def service_worker_registration() -> str:
    """The pages' registration of the service worker, as an inline script."""
    return f"<script>\n{asset('sw_register.js')}</script>\n"


def inline_render_blocking(site: Site, page: str, text: str) -> str:
    """Stylesheets and classic scripts of the page's <head> inline: no request before the first paint."""
    head_end = text.lower().find("</head>")
    pieces: list[tuple[int, int, str]] = []
    for element in scan(text):
        if element.start > head_end >= 0:
            break
        href, src = element.get("href"), element.get("src")
        if element.tag == "link" and is_local(href) and "stylesheet" in element.get("rel").lower().split():
            pieces.append((element.start, element.end, inline.style(site, resolve(page, href), page=page)))
        elif (
            element.tag == "script"
            and is_local(src)
            and element.get("type").lower() in ("", "text/javascript")
            and not {"async", "defer"} & set(element.attrs)
        ):
            pieces.append((element.start, element.end, inline.script(site, resolve(page, src))))
    return inline.replaced(text, pieces)


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
    imported = {resolve(core, m.group(3)) for core in cores for m in JS_SPECIFIER.finditer(site.text(core))}
    modules = cores + sorted(imported & site.needed - set(cores))
    hrefs = [rel_url(page, path) for path in modules if path not in links]
    return "".join(f'    <link rel="modulepreload" href="{href}">\n' for href in hrefs)


def site_page(text: str, page: str, preload: str = "") -> str:
    """A page of dist/site: the manifest, the theme colour and the service worker added, under its policy."""
    head = preload + (
        f'    <link rel="manifest" href="{rel_url(page, MANIFEST)}">\n'
        f'    <meta name="theme-color" content="{icons.THEME_COLOUR}">\n'
        f'    <link rel="apple-touch-icon" href="{rel_url(page, "icons/icon-192.png")}">\n'
    )
    text = inline.insert_before(text, "</head>", head)
    text = inline.insert_before(text, "</body>", service_worker_registration())
    return csp.with_policy(text, csp.policy(text))


def service_worker(cache: str, precache: dict[str, str]) -> bytes:
    """sw.js for this release: its cache name, and each precached URL with its revision."""
    template = asset("sw.js")
    listed = json.dumps([[url, revision] for url, revision in precache.items()], indent=4)
    return template.replace("/*GINNYO_CACHE*/", cache).replace("/*GINNYO_PRECACHE*/ []", listed).encode()


def build_site(site: Site, out: Path, *, trim_stdlib: bool = True) -> SiteBuild:
    """Write the deployable site to `out` (emptied first).

    Its Python is the single file's (the traced stdlib, the game's bytecode alone), each zip's
    members deflated: a first visit fetches little more than a bare PyScript page does.
    """
    files = dict(site.files) | game_zips(site, stored=False)
    files[site.stdlib_path] = stdlib_zip(site, trim=trim_stdlib, stored=False)[0]
    for page in site.pages:
        text = inline_render_blocking(site, page, site.text(page))
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
