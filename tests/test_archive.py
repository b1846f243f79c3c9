"""The game's Python ships as exactly what its entry points import: one archive, no tooling, no browser.

The page and its ``ai`` worker read ``pyscript.toml``, whose ``[files]`` is one generated
zip (``ginnyo_dev/buildtools/archive.py``); its content is the import graph of the two entry
points (``ginnyo_dev/buildtools/imports.py``), so a new module is never forgotten (the page
would fail to import it) and nothing else is shipped.
"""

from __future__ import annotations

import io
import posixpath
import tomllib
import zipfile
from pathlib import Path

import pytest
from fake_bytecode import fake_bytecode  # noqa: F401  (the fixture)

from ginnyo_dev.build import discover
from ginnyo_dev.buildtools import archive
from ginnyo_dev.buildtools.imports import imported_names, needed_files

REPO_ROOT = Path(__file__).resolve().parent.parent
ENTRY_POINTS = ["ginnyo/web/ai_worker.py", "ginnyo/web/main.py"]


def test_the_entry_points_are_the_page_script_and_its_worker() -> None:
    assert archive.entry_points(REPO_ROOT) == ENTRY_POINTS


def test_pyscript_files_is_the_one_generated_archive() -> None:
    config = tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./ginnyo.zip": "./ginnyo/*"}
    assert archive.package_archives(REPO_ROOT) == {"ginnyo.zip": "ginnyo"}


@pytest.mark.usefixtures("fake_bytecode")
def test_the_shipped_archive_is_the_import_graph_without_tooling() -> None:
    graph = needed_files(REPO_ROOT, ENTRY_POINTS)
    assert all(path.startswith("ginnyo/") for path in graph), graph  # nothing from ginnyo_dev/, tests/
    assert not {"ginnyo/__main__.py", "ginnyo/cli.py"} & set(graph)
    assert {"ginnyo/__init__.py", "ginnyo/rules/__init__.py", "ginnyo/rules/game.py"} <= set(graph)
    assert {"ginnyo/ai/players.py", "ginnyo/web/ai_choice.py", "ginnyo/rules/assist.py"} <= set(graph)
    site = discover(REPO_ROOT)
    shipped = zipfile.ZipFile(io.BytesIO(site.files["ginnyo.zip"]))
    sources = [name for name in shipped.namelist() if name.endswith(".py") and "__pycache__/" not in name]
    assert sorted("ginnyo/" + name for name in sources) == graph
    translations = {name for name in shipped.namelist() if not name.endswith((".py", ".pyc"))}
    assert translations == {f"web/locale/{code}/LC_MESSAGES/ginnyo.mo" for code in ("sv", "it", "mr")}
    for name in sources:
        source = (REPO_ROOT / "ginnyo" / name).read_bytes()
        assert shipped.read(name) == source, name
        folder, module = posixpath.split(name)
        assert shipped.read(posixpath.join(folder, "__pycache__", module[:-3] + ".fake.pyc")) == b"compiled:" + source
    # The page and its worker get the same files; no loose module besides the two entry points.
    assert site.configs == {"pyscript.toml": {"./ginnyo/*": "ginnyo.zip"}}
    assert [worker.files for worker in site.workers] == [{"./ginnyo/*": "ginnyo.zip"}]
    assert sorted(p for p in site.files if p.endswith(".py")) == ENTRY_POINTS


def test_no_game_module_imports_tooling() -> None:
    for path in sorted((REPO_ROOT / "ginnyo").rglob("*.py")):
        if path.name != "__main__.py":  # `python -m ginnyo` runs the tooling's command line
            assert not any(name.startswith("ginnyo_dev") for name in imported_names(REPO_ROOT, path)), path


def test_the_graph_follows_relative_and_lazy_imports_but_not_type_checking(tmp_path: Path) -> None:
    files = {
        "pkg/__init__.py": "",
        "pkg/web/__init__.py": "",
        "pkg/web/main.py": "import json\nfrom . import view\nfrom ..core import rules\n",
        "pkg/web/view.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import typing_only\n"
            "def later():\n    from pkg.core.lazy import f\n"
        ),
        "pkg/core/__init__.py": "",
        "pkg/core/rules.py": "import pkg.core.lazy\n",
        "pkg/core/lazy.py": "",
        "pkg/typing_only.py": "",
        "pkg/unused.py": "",
        "tools/build.py": "",
    }
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text, encoding="utf-8")
    assert needed_files(tmp_path, ["pkg/web/main.py"]) == [
        "pkg/__init__.py",
        "pkg/core/__init__.py",
        "pkg/core/lazy.py",
        "pkg/core/rules.py",
        "pkg/web/__init__.py",
        "pkg/web/main.py",
        "pkg/web/view.py",
    ]
