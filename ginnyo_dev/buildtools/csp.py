"""The pages' Content Security Policy: the strictest each page works under, derived from the page itself.

Why each source is there (docs/architecture.md, "Content Security Policy"):

* ``'wasm-unsafe-eval'``: Pyodide compiles its WebAssembly. ``'unsafe-eval'``: PyScript 0.7.31's core
  composes its worker hooks with ``Function()`` at every start (a bare PyScript page fails without it);
  Pyodide itself needs no eval. Both only on pages that run Python.
* Inline ``<script>`` and ``<style>`` elements the build writes (the render-blocking files it inlines, the
  service worker's registration, the single file's loader) are named by their SHA-256, and so are style
  attributes (``'unsafe-hashes'``: the rules figures' ``--cols``); data blocks (``type="application/json"``)
  are not scripts and need nothing.
* Workers: PyScript starts its Python workers from ``blob:`` URLs; ``'self'`` is the service worker.
  The single file runs no Python worker.
* The single file: its loader (hashed like any inline script) turns the embedded modules into ``blob:``
  URLs that import each other by those URLs and imports the page's module scripts from them, with no
  import map and no inline module; its rules pages go back to the game through the loader's click
  listener, not ``javascript:`` links. So its ``script-src`` adds only ``blob:`` to the hashes.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Iterable
from html.parser import HTMLParser

from .html import scan

# Script types the browser runs, as the pages spell them (checked against script-src); an unknown type is a data block.
EXECUTABLE = ("", "text/javascript", "module", "importmap")
PYTHON = ("py", "mpy")
META = re.compile(r'[ \t]*<meta\s+http-equiv="Content-Security-Policy"[^>]*>\n?', re.IGNORECASE)


class _Inline(HTMLParser):
    """The text of every inline executable script and <style>, and every style attribute, of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.scripts: list[str] = []
        self.styles: list[str] = []
        self.attributes: list[str] = []
        self._open: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {name: value or "" for name, value in attrs}
        if "style" in values:
            self.attributes.append(values["style"])
        if tag == "script" and "src" not in values and values.get("type", "").lower() in EXECUTABLE:
            self._open = self.scripts
        elif tag == "style":
            self._open = self.styles
        else:
            return
        self._open.append("")

    def handle_data(self, data: str) -> None:
        if self._open is not None:
            self._open[-1] += data

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._open = None


def _hashes(texts: Iterable[str]) -> list[str]:
    digests = {base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() for text in texts}
    return [f"'sha256-{digest}'" for digest in sorted(digests)]


def policy(text: str, *, linked: Iterable[str] = (), single_file: bool = False) -> str:
    """The policy of the page `text` (and of the `linked` pages the single file writes into tabs it opens,
    which inherit it); `single_file`: its modules are blob: URLs."""
    pages = [_Inline() for _ in (text, *linked)]
    for found, page in zip(pages, (text, *linked), strict=True):
        found.feed(page)
        found.close()
    scripts = [script for found in pages for script in found.scripts]
    styles = [style for found in pages for style in found.styles]
    attributes = [value for found in pages for value in found.attributes]  # already unescaped by the parser
    elements = scan(text)
    runtime = any(e.tag == "script" and e.get("type").lower() in PYTHON for e in elements)
    script = ["'self'"]
    if runtime:
        script += ["'wasm-unsafe-eval'", "'unsafe-eval'"]
    script += _hashes(scripts)
    if single_file:
        script.append("blob:")
    worker = ["'self'"]
    if any(e.tag == "script" and "worker" in e.attrs and e.get("type").lower() in PYTHON for e in elements):
        worker.append("blob:")
    style = ["'self'", *_hashes(styles)]
    if attributes:
        style += ["'unsafe-hashes'", *_hashes(attributes)]
    directives = {
        "default-src": ["'self'"],
        "script-src": script,
        "worker-src": worker,
        "style-src": style,
        "img-src": ["'self'", "data:"],  # the icon link's data: URL (no favicon request)
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
    }
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


def meta(value: str) -> str:
    return f'<meta http-equiv="Content-Security-Policy" content="{html.escape(value, quote=False)}">'


def declared(text: str) -> str | None:
    """The policy a page declares in its meta tag, if any."""
    match = META.search(text)
    if not match:
        return None
    found = re.search(r'content="([^"]*)"', match.group(0))
    return html.unescape(found.group(1)) if found else ""


def with_policy(text: str, value: str) -> str:
    """The page with `value` as its one policy meta tag, right after <meta charset> (or <head>)."""
    text = META.sub("", text)
    anchor = re.search(r"<meta\s+charset=[^>]*>\n?", text, re.IGNORECASE) or re.search(r"<head[^>]*>\n?", text)
    at = anchor.end() if anchor else 0
    return text[:at] + f"    {meta(value)}\n" + text[at:]
