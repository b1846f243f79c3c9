"""``dist/ginnyo.html``: the game, the runtime and everything it needs in one file.

It works when opened from file:// with no server and no network: the page's files are embedded
(gzip, 7 bits a character: ``buildtools/sevenbit.py``) and a loader (``build_assets/bootstrap.js``)
serves them to PyScript and Pyodide.
It runs no Python worker (the game starts none): the build refuses a page that declares one.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..buildtools import csp, sevenbit
from ..buildtools.html import is_local, resolve, scan
from ..serve import MIME
from . import inline
from .model import JS_SPECIFIER, PY_SCRIPT_TYPES, BuildError, Site, asset
from .python_zips import game_zips, stdlib_zip

PAGE = "index.html"
# A dynamic import() call (not a method named import, nor import.meta): the loader resolves its specifier.
DYNAMIC_IMPORT = re.compile(r"(?<![\w$.])import\s*\(")
STATIC_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*)(["'])@ginnyo/([^"']+)\1""")
"""A rewritten module's static import of another embedded one (the loader's own pattern, bootstrap.js)."""


@dataclass
class SingleBuild:
    out: Path
    size: int
    embedded: dict[str, int]  # path -> bytes before compression
    dropped_stdlib: list[str]
    block_sizes: dict[str, int]  # path -> bytes of its element in the file (gzipped, 7 bits a character)


def standalone_page(site: Site, page: str) -> str:
    """A secondary page (the rules) with its stylesheets, scripts and images inline."""
    text = site.text(page)
    pieces: list[tuple[int, int, str]] = []
    for element in scan(text):
        src, href = element.get("src"), element.get("href")
        if element.tag == "link" and is_local(href) and "stylesheet" in element.get("rel").lower().split():
            pieces.append((element.start, element.end, inline.style(site, resolve(page, href))))
        elif element.tag == "link" and is_local(href) and resolve(page, href) in site.files:
            uri = inline.site_data_uri(site, resolve(page, href))
            pieces.append((element.start, element.end, text[element.start : element.end].replace(href, uri)))
        elif element.tag == "script" and is_local(src) and element.get("type").lower() in ("", "text/javascript"):
            pieces.append((element.start, element.end, inline.script(site, resolve(page, src))))
        elif element.tag in ("img", "source") and is_local(src) and resolve(page, src) in site.files:
            uri = inline.site_data_uri(site, resolve(page, src))
            pieces.append(
                (element.start, element.start_tag_end, text[element.start : element.start_tag_end].replace(src, uri))
            )
    return inline.replaced(text, pieces)


def linked_pages(site: Site, page: str) -> list[str]:
    """The site's other pages that `page` reaches by links, directly or through each other.

    The game links to the rules, and each rules page to its other languages (which the game's
    Python may also link to once the player picks a language).
    """
    found: list[str] = []
    queue = [page]
    while queue:
        current = queue.pop(0)
        for element in scan(site.text(current)):
            href = element.get("href")
            if element.tag != "a" or not is_local(href):
                continue
            target = resolve(current, href)
            if target in site.pages and target != page and target not in found:
                found.append(target)
                queue.append(target)
    return found


def rewrite_module(path: str, text: str, modules: Iterable[str]) -> str:
    """Relative imports of an embedded module turned into the bare "@ginnyo/<path>" names, which the
    loader replaces by the blob: URLs of those modules; its dynamic import() calls (the interpreter's
    URL, Pyodide's pyodide.asm.mjs, the lazy chunks) made through the loader's ``__ginnyoImport``."""
    known = set(modules)

    def replace(match: re.Match[str]) -> str:
        target = resolve(path, match.group(3))
        if target not in known:
            return match.group(0)
        return f"{match.group(1)}{match.group(2)}@ginnyo/{target}{match.group(2)}"

    return DYNAMIC_IMPORT.sub("__ginnyoImport(", JS_SPECIFIER.sub(replace, text))


def import_cycle(rewritten: dict[str, str]) -> list[str] | None:
    """A chain of embedded modules importing each other statically (first module repeated at its end), or None.

    The loader gives each module a blob: URL once the URLs of its imports exist, so such a cycle would never
    load: the build refuses it rather than ship a page that hangs."""
    done: set[str] = set()

    def walk(path: str, chain: list[str]) -> list[str] | None:
        if path in chain:
            return [*chain[chain.index(path) :], path]
        if path in done or path not in rewritten:
            return None
        for match in STATIC_IMPORT.finditer(rewritten[path]):
            found = walk(match.group(2), [*chain, path])
            if found is not None:
                return found
        done.add(path)
        return None

    return next((cycle for path in sorted(rewritten) if (cycle := walk(path, [])) is not None), None)


def _script_json(value: object) -> str:
    return json.dumps(value, separators=(",", ":")).replace("</", "<\\/")


# --- the steps of build_single, in order ------------------------------------------------


def page_without_requests(site: Site) -> tuple[str, list[str], list[str]]:
    """The game's page with its stylesheets, classic scripts and images inline, its module scripts and
    deferred classic scripts taken out (the loader runs them from memory once the page is parsed, as
    ``defer`` asks: jsQR's 257 KB are not written out whole in the page); returns it, those modules
    and those scripts."""
    text = site.text(PAGE)
    entries: list[str] = []
    deferred: list[str] = []
    pieces: list[tuple[int, int, str]] = []
    for element in scan(text):
        script_type = element.get("type").lower()
        src = element.get("src")
        if element.tag == "script" and script_type in PY_SCRIPT_TYPES:
            continue
        if element.tag == "link":
            href = element.get("href")
            rel = element.get("rel").lower().split()
            if not is_local(href):
                continue
            target = resolve(PAGE, href)
            if "stylesheet" in rel:
                pieces.append((element.start, element.end, inline.style(site, target)))
            elif "manifest" in rel:
                pieces.append((element.start, element.end, ""))
            elif target in site.files:
                tag = text[element.start : element.end].replace(href, inline.site_data_uri(site, target))
                pieces.append((element.start, element.end, tag))
        elif element.tag == "script" and is_local(src):
            target = resolve(PAGE, src)
            if script_type == "module" or "defer" in element.attrs:
                (entries if script_type == "module" else deferred).append(target)
                pieces.append((element.start, element.end, ""))
            else:
                pieces.append((element.start, element.end, inline.script(site, target)))
        elif element.tag in ("img", "source", "audio", "video") and is_local(src):
            tag = text[element.start : element.start_tag_end].replace(
                src, inline.site_data_uri(site, resolve(PAGE, src))
            )
            pieces.append((element.start, element.start_tag_end, tag))
    return inline.replaced(text, pieces), entries, deferred


def javascript_modules(site: Site) -> list[str]:
    return sorted(p for p in site.needed if p.endswith((".js", ".mjs")))


def fetched_files(site: Site, modules: list[str]) -> dict[str, bytes]:
    """Files fetched at run time: configs, Python, the runtime, the site's static files; the
    modules with their imports rewritten for the loader."""
    embedded: dict[str, bytes] = {}
    zips = game_zips(site, stored=True)
    for path in sorted(site.needed | site.python | {p for p in site.files if p.startswith("static/")}):
        if path.endswith((".css", ".html")) or (path.startswith("static/vendor/") and path not in site.needed):
            continue
        embedded[path] = zips.get(path, site.files[path])
    rewritten = {path: rewrite_module(path, site.text(path), modules) for path in modules}
    cycle = import_cycle(rewritten)
    if cycle is not None:
        raise BuildError(f"the single file cannot load modules that import each other: {' -> '.join(cycle)}")
    return embedded | {path: text.encode() for path, text in rewritten.items()}


def loader_config(modules: list[str], entries: list[str], deferred: list[str], linked: list[str]) -> dict[str, Any]:
    """What the loader needs to know: the modules, the page's module scripts and deferred classic scripts,
    and the pages it serves."""
    return {
        "modules": modules,
        "entries": entries,
        "deferred": deferred,
        "types": dict(MIME),
        "game": PAGE,
        "pages": linked,
    }


def with_loader(text: str, config: dict[str, Any]) -> str:
    """The loader (``bootstrap.js``, its config filled in) as the first script of the page."""
    bootstrap = asset("bootstrap.js").replace("/*GINNYO_CONFIG*/ {}", _script_json(config))
    charset = re.search(r"<meta\s+charset=[^>]*>", text, re.IGNORECASE)
    head = re.search(r"<head[^>]*>", text, re.IGNORECASE)
    anchor = charset.end() if charset else head.end() if head else 0
    return text[:anchor] + f"\n    <script>\n{bootstrap}\n    </script>" + text[anchor:]


def packed(data: bytes) -> bytes:
    """A file as the single file embeds it: gzipped (the browser's DecompressionStream reads it back)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def embedded_block(path: str, data: bytes) -> str:
    """One file as a script element of the single file: gzipped, then written 7 bits a character."""
    gzipped = packed(data)
    return (
        f'<script type="application/x-ginnyo" data-path="{path}" data-size="{len(gzipped)}">'
        f"{sevenbit.encode(gzipped)}</script>\n"
    )


def with_embedded(text: str, blocks: dict[str, str]) -> str:
    """The files' blocks (`embedded_block`) at the end of the body."""
    comment = "<!-- Embedded files (gzip, 7 bits a character), read by the loader above. -->\n"
    return inline.insert_before(text, "</body>", comment + "".join(block for _, block in sorted(blocks.items())))


def size_table(build: SingleBuild) -> list[tuple[str, int, int]]:
    """(part, bytes before, bytes in the file), largest first, then the page itself (HTML, styles, loader)."""
    rows = sorted(((path, build.embedded[path], size) for path, size in build.block_sizes.items()), key=lambda r: -r[2])
    page = build.size - sum(build.block_sizes.values())
    return [*rows, ("the page (HTML, styles, scripts, loader)", page, page)]


def build_single(site: Site, out: Path, *, trim_stdlib: bool = True) -> SingleBuild:
    """Write the one-file game to `out`."""
    if site.workers:
        raise BuildError(f"the single file runs no Python workers: {', '.join(w.name for w in site.workers)}")
    text, entries, deferred = page_without_requests(site)
    modules = javascript_modules(site)
    embedded = fetched_files(site, modules)
    stdlib_data, dropped = stdlib_zip(site, trim=trim_stdlib, stored=True)
    embedded[site.stdlib_path] = stdlib_data
    # Other pages the game links to (the rules in each language): self-contained, opened by the
    # loader from memory.
    linked = linked_pages(site, PAGE)
    pages = {target: standalone_page(site, target) for target in linked}
    embedded |= {target: page.encode() for target, page in pages.items()}
    text = with_loader(text, loader_config(modules, entries, deferred, linked))
    # The pages it writes into the tabs it opens inherit its policy.
    text = csp.with_policy(text, csp.policy(text, linked=pages.values(), single_file=True))
    blocks = {path: embedded_block(path, data) for path, data in embedded.items()}
    text = with_embedded(text, blocks)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    sizes = {path: len(block.encode()) for path, block in blocks.items()}
    return SingleBuild(out, out.stat().st_size, {p: len(d) for p, d in embedded.items()}, dropped, sizes)
