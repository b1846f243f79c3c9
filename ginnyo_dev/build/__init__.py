"""``python -m ginnyo build``: the deployable site and the single-file game.

Writes, from the repository's pages as they are (the build discovers what to ship, so it
follows the page as the game grows: ``discovery.py`` fills a `Site`, ``model.py``):

* ``dist/site/`` (``site.py``): every root ``*.html`` page, the files they refer to (``src``,
  ``href``, ``config``, CSS ``url()``), each PyScript config's ``[files]`` (the game's Python as
  one zip generated from the import graph of the page's scripts: ``buildtools/archive.py``) and
  the vendored runtime (the five Pyodide files next to the configured ``interpreter``, its
  stdlib shipped as bytecode: ``buildtools/stdlib.py``; PyScript's ``dist/`` without source
  maps), plus ``static/`` (outside ``static/vendor/``). Nothing from tests or tooling. All URLs
  stay relative, so the site works under ``https://USER.github.io/REPO/``. The build adds a web
  manifest, icons and a service worker (``sw.js``) that precaches the page, the game and the
  runtime in a cache named after a hash of the built files; the pages get the manifest link and
  the worker's registration.
* ``dist/ginnyo.html`` (``single.py``): the game, the runtime and everything it needs in one
  file that works when opened from file:// with no server and no network.

The programs the build writes into its output live in ``ginnyo_dev/build_assets/``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .discovery import discover
from .model import REPO_ROOT, BuildError, Site
from .single import SingleBuild, build_single, import_cycle, rewrite_module
from .site import SiteBuild, build_site, content_hash, manifest, revision

__all__ = [
    "Build",
    "BuildError",
    "SingleBuild",
    "Site",
    "SiteBuild",
    "build",
    "build_single",
    "build_site",
    "content_hash",
    "discover",
    "import_cycle",
    "manifest",
    "revision",
    "rewrite_module",
]


@dataclass
class Build:
    site: SiteBuild
    single: SingleBuild


def build(root: Path = REPO_ROOT, out: Path | None = None, *, trim_stdlib: bool = True) -> Build:
    """Build dist/site/ and dist/ginnyo.html from the repository at `root`."""
    out = out if out is not None else root / "dist"
    site = discover(root)
    return Build(
        site=build_site(site, out / "site", trim_stdlib=trim_stdlib),
        single=build_single(site, out / "ginnyo.html", trim_stdlib=trim_stdlib),
    )
