"""The game's Python ships as exactly what its entry points import: one archive, no tooling, no browser.

The page and its ``ai`` worker read ``pyscript.toml``, whose ``[files]`` is one generated
zip (``ginnyo_dev/buildtools/archive.py``) that they import from (zipimport); its content is
the import graph of the two entry points (``ginnyo_dev/buildtools/imports.py``), so a new
module is never forgotten (the page would fail to import it) and nothing else is shipped.
"""

from __future__ import annotations

import gettext
import io
import json
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from fake_bytecode import fake_bytecode  # noqa: F401  (the fixture)

from ginnyo_dev.build import discover
from ginnyo_dev.buildtools import archive, catalogs
from ginnyo_dev.buildtools.imports import imported_names, needed_files

REPO_ROOT = Path(__file__).resolve().parent.parent
ENTRY_POINTS = ["ginnyo/web/main.py"]


def test_the_entry_point_is_the_page_script() -> None:
    assert archive.entry_points(REPO_ROOT) == ENTRY_POINTS


def test_pyscript_files_is_the_one_generated_archive() -> None:
    config = tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["files"] == {"./ginnyo.zip": "./ginnyo.zip"}
    assert archive.package_archives(REPO_ROOT) == {"ginnyo.zip": "ginnyo"}
    # Only `./<package>.zip` written as that same file is generated; anything else ships as it is.
    assert archive.generated_package(REPO_ROOT, "./ginnyo.zip", "./ginnyo/*") == ""
    assert archive.generated_package(REPO_ROOT, "./other.zip", "./ginnyo.zip") == ""
    assert archive.generated_package(REPO_ROOT, "./tests.zip", "./tests.zip") == ""  # not a package


def test_the_entry_points_put_the_archive_on_sys_path_before_importing_the_game() -> None:
    """PyScript writes the zip as a file; each script (the page's, the worker's) imports the game from it."""
    (zipped,) = archive.package_archives(REPO_ROOT)
    for entry in ENTRY_POINTS:
        source = (REPO_ROOT / entry).read_text(encoding="utf-8")
        line = f'sys.path.insert(0, os.path.abspath("{zipped}"))'
        assert line in source, entry
        first_import = re.search(r"^(import|from) ginnyo\b", source, re.MULTILINE)
        assert first_import is not None and source.index(line) < first_import.start(), entry
        # Then the importer that reads each module once takes over, before the rest of the game.
        installed = source.index("\ninstall(sys.path[0])\n")
        game_imports = [m.start() for m in re.finditer(r"^(import|from) ginnyo\b", source, re.MULTILINE)]
        assert game_imports[0] < installed < game_imports[1], entry


@pytest.mark.usefixtures("fake_bytecode")
def test_the_shipped_archive_is_the_import_graph_without_tooling() -> None:
    graph = needed_files(REPO_ROOT, ENTRY_POINTS)
    assert all(path.startswith("ginnyo/") for path in graph), graph  # nothing from ginnyo_dev/, tests/
    assert not {"ginnyo/__main__.py", "ginnyo/cli.py"} & set(graph)
    assert {"ginnyo/__init__.py", "ginnyo/rules/__init__.py", "ginnyo/rules/game.py"} <= set(graph)
    assert {"ginnyo/ai/players.py", "ginnyo/web/computer/choice.py", "ginnyo/rules/assist.py"} <= set(graph)
    assert {"ginnyo/tally/model.py", "ginnyo/tally/record.py", "ginnyo/web/scorer/update.py"} <= set(graph)
    site = discover(REPO_ROOT)
    shipped = zipfile.ZipFile(io.BytesIO(site.files["ginnyo.zip"]))
    sources = sorted(name for name in shipped.namelist() if name.endswith(".py"))
    assert sources == graph  # named by their package path, as zipimport looks them up
    translations = {name for name in shipped.namelist() if name.endswith(".mo")}
    assert translations == {f"ginnyo/web/words/locale/{code}/LC_MESSAGES/ginnyo.mo" for code in ("sv", "it", "mr")}
    data = {name for name in shipped.namelist() if not name.endswith((".py", ".pyc", ".mo"))}
    order = "ginnyo/import-order.txt"  # the order the page imports the modules in: tests/test_import_order.py
    lessons = {"ginnyo/lessons/ginnyo.json", "ginnyo/lessons/gin.json"}
    assert data == {*lessons, "ginnyo/ai/leaves.json", order}  # and the package data: lessons, the expert's leaves
    data.remove(order)
    assert all(shipped.read(name) == (REPO_ROOT / name).read_bytes() for name in data)
    for name in sources:
        source = (REPO_ROOT / name).read_bytes()
        assert shipped.read(name) == source, name
        assert shipped.read(name[:-3] + ".pyc") == b"compiled:" + source  # beside it, where zipimport reads it
    assert not [name for name in shipped.namelist() if "__pycache__" in name]
    # The page gets its files; no loose module besides the entry point.
    assert site.configs == {"pyscript.toml": {"./ginnyo.zip": "ginnyo.zip"}}
    assert site.workers == []  # the computer thinks on the page: one interpreter
    assert sorted(p for p in site.files if p.endswith(".py")) == ENTRY_POINTS


IMPORT_FROM_THE_ZIP = """
import collections, json, sys, zipimport
sys.path.insert(0, sys.argv[1])
from ginnyo.web.browser.archive_import import install
install(sys.path[0])
reads = collections.Counter()  # how often zipimport loads each module's code
load = zipimport._get_module_code
zipimport._get_module_code = lambda importer, name: reads.update([name]) or load(importer, name)
import ginnyo.rules.game
from ginnyo.web.words import i18n
words = {code: i18n.catalog(code).gettext("New game") for code in ("en", "sv", "it", "mr", "xx")}
i18n.set_language("sv")
print(json.dumps({"files": [ginnyo.__file__, ginnyo.rules.game.__file__, i18n.__file__], "words": words,
                  "shown": i18n._("New game"), "reads": reads,
                  "loader": type(ginnyo.rules.game.__loader__).__name__,
                  "package": ginnyo.rules.__path__, "spec": ginnyo.rules.game.__spec__.origin}))
"""


@pytest.mark.usefixtures("fake_bytecode")
def test_the_game_imports_from_its_zip_with_its_translations(tmp_path: Path) -> None:
    """Python with only the zip on its path (no repository, no site-packages) imports the game and finds
    the catalogs inside it. The fake bytecode has no magic number, as Pyodide's has none CPython knows:
    zipimport skips it and compiles the sources beside it."""
    zipped = tmp_path / "ginnyo.zip"
    zipped.write_bytes(archive.packed(REPO_ROOT, ENTRY_POINTS, "ginnyo", tmp_path)[1])
    command = [sys.executable, "-I", "-S", "-c", IMPORT_FROM_THE_ZIP, str(zipped)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=60, check=True)
    found = json.loads(done.stdout)
    assert all(path.startswith(str(zipped) + "/ginnyo/") for path in found["files"]), found["files"]
    expected = {
        code: gettext.GNUTranslations(io.BytesIO(data)).gettext("New game")
        for path, data in catalogs.mo_files(REPO_ROOT).items()
        for code in [path.split("/")[-3]]
    }
    assert found["words"] == {"en": "New game", "xx": "New game"} | expected
    assert len(set(expected.values()) - {"New game"}) == 3
    assert found["shown"] == expected["sv"]
    # Every module of the game was read from the zip once (zipimport alone reads each twice).
    assert found["loader"] == "ArchiveImporter"
    assert found["reads"]["ginnyo.rules.game"] == 1 and set(found["reads"].values()) == {1}
    assert len(found["reads"]) > 10
    assert found["package"] == [f"{zipped}/ginnyo/rules"]
    assert found["spec"] == f"{zipped}/ginnyo/rules/game.py"


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
