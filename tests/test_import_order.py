"""The page imports the game one module at a time: each step runs that module's code and no other.

The build writes the order into the game's zip (``ginnyo_dev/buildtools/imports.py``'s `import_order`,
``archive.py``); the page imports it with `import_alone` (``ginnyo/web/browser/archive_import.py``),
giving the browser its turn between steps (``ginnyo/web/main.py``), so no step is long.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fake_bytecode import fake_bytecode  # noqa: F401  (the fixture)
from test_archive import ENTRY_POINTS

from ginnyo_dev.buildtools import archive
from ginnyo_dev.buildtools.imports import import_order, needed_files

REPO_ROOT = Path(__file__).resolve().parent.parent

# The browser-only modules, enough to import the game (nothing of the page runs at import).
FAKE_PYSCRIPT = {
    "pyscript/__init__.py": "from unittest.mock import MagicMock\ndocument = window = workers = MagicMock()\n",
    "pyscript/ffi.py": "def create_proxy(f): return f\ndef is_none(x): return x is None\ndef to_js(x, **k): return x\n",
}
# With only the zip (and the stand-in for PyScript) on its path: import the game in its order, and say
# which modules of the game each step ran (a package put in place but not run yet does not count).
IMPORT_IN_STEPS = """
import json, sys
sys.path[:0] = sys.argv[1:]
from ginnyo.web.browser.archive_import import import_alone, import_order, install
install(sys.path[0])
def ran():
    return {n for n, m in sys.modules.items() if n.split(".")[0] == "ginnyo" and not hasattr(m, "__ginnyo_pending__")}
steps, before = [], ran()
first = sorted(before)
for name in import_order(sys.path[0], "ginnyo"):
    import_alone(name)
    steps.append([name, sorted(ran() - before)])
    before = ran()
import ginnyo.rules, ginnyo.web.app
whole = [ginnyo.rules.Board.__module__, ginnyo.web.app.App.__name__]
print(json.dumps({"first": first, "steps": steps, "whole": whole}))
"""


def write(root: Path, files: dict[str, str]) -> None:
    for path, text in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")


def test_each_module_comes_after_those_it_imports_and_packages_after_their_modules(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/web/__init__.py": "",
            "pkg/web/main.py": "import json\nfrom . import view\nfrom ..core import rules\n",
            "pkg/web/view.py": "def later():\n    from pkg.core.lazy import f\n",
            "pkg/core/__init__.py": "from .rules import R\n",  # imports its module: after it
            "pkg/core/rules.py": "import pkg.core.lazy\nR = 1\n",
            "pkg/core/lazy.py": "",
            "pkg/unused.py": "",
        },
    )
    order = import_order(tmp_path, ["pkg/web/main.py"])
    assert order == ["pkg.core.lazy", "pkg.core.rules", "pkg.core", "pkg.web", "pkg.web.view", "pkg"]
    # The same modules as the zip holds, but for the entry point (the page runs it from its own file).
    modules = [
        path.removesuffix(".py").replace("/", ".").removesuffix(".__init__")
        for path in needed_files(tmp_path, ["pkg/web/main.py"])
    ]
    assert sorted(order) == sorted(set(modules) - {"pkg.web.main"})


@pytest.mark.usefixtures("fake_bytecode")
def test_the_game_imports_from_its_zip_one_module_a_step(tmp_path: Path) -> None:
    zipped = tmp_path / "ginnyo.zip"
    zipped.write_bytes(archive.packed(REPO_ROOT, ENTRY_POINTS, "ginnyo", tmp_path)[1])
    write(tmp_path, FAKE_PYSCRIPT)
    command = [sys.executable, "-I", "-S", "-c", IMPORT_IN_STEPS, str(zipped), str(tmp_path)]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=True)
    found = json.loads(done.stdout)
    steps = found["steps"]
    # Each step ran its own module only (those the entry script imported itself ran before).
    assert found["first"] == ["ginnyo", "ginnyo.web", "ginnyo.web.browser", "ginnyo.web.browser.archive_import"]
    assert [ran for name, ran in steps if ran != ([] if name in found["first"] else [name])] == []
    assert {name for name, _ran in steps} >= {"ginnyo", "ginnyo.rules", "ginnyo.rules.game", "ginnyo.web.app"}
    names = [name for name, _ran in steps]
    assert names.index("ginnyo.rules.game") < names.index("ginnyo.rules")  # the package after its modules
    assert found["whole"] == ["ginnyo.rules.board", "App"]  # and the packages are whole
