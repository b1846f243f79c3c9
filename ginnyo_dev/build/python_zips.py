"""The two Python zips both builds ship: Pyodide's stdlib and the game's archive, as lean as the page allows.

The site and the single file ship the same modules; they differ only in how each zip is packed
(`stored`): the single file gzips every embedded file whole, and gzip sees across a zip's members
when they are stored (about 8% smaller); the site's zips travel as they are, so their members are
deflated one by one.
"""

from __future__ import annotations

from ..buildtools import archive, stdlib, stdlib_trace
from .model import BuildError, Site


def stdlib_zip(site: Site, *, trim: bool, stored: bool) -> tuple[bytes, list[str]]:
    """Pyodide's stdlib with its bytecode, trimmed to the modules the page imports (``stdlib_trace.py``'s
    list) unless not `trim`. Returns the zip and the modules dropped. A stdlib module the game's Python
    imports that the list lacks stops the build: the list is traced again with ``python -m ginnyo stdlib-trace``."""
    data = site.files[site.stdlib_path]
    if not trim:
        return stdlib.precompiled(data, site.stdlib_bytecode, stored=stored), []
    traced = stdlib_trace.load()
    sources = {path: site.files[path] for path in site.python} | site.archived
    missing = sorted((stdlib_trace.game_imports(sources) & stdlib.modules_in(data)) - stdlib.with_packages(traced))
    if missing:
        raise BuildError(
            f"the game imports stdlib modules the traced list lacks: {', '.join(missing)}; "
            "run `python -m ginnyo stdlib-trace`"
        )
    trimmed, dropped = stdlib.trim(data, traced, stored=stored)
    return stdlib.precompiled(trimmed, site.stdlib_bytecode, stored=stored), dropped


def game_zips(site: Site, *, stored: bool) -> dict[str, bytes]:
    """Each of the game's archives (path -> zip) as its bytecode alone: both builds ship their own Pyodide,
    so the bytecode always matches it and the sources would never be read."""
    return {path: archive.bytecode_only(site.files[path], stored=stored) for path in site.archives}
