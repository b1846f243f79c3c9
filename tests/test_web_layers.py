"""The web layer's shape, read from the source: pure modules, one caller of `Game.apply`, short modules.

The layers and the absence of import cycles over all of `ginnyo/` are in test_layers.py.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from ginnyo_dev.buildtools.imports import imported_names

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "ginnyo" / "web"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}
# The modules that touch the page; every other module of the web layer runs on CPython.
DOM_MODULES = {
    "app",
    "computer",
    "dom",
    "gin_pointer",
    "gin_render",
    "inputs",
    "main",
    "motion",
    "persistence",
    "pointer",
    "render",
    "render_controls",
}
DOM_MODULES |= {"locale_page", "setup_form", "sound", "stats_store", "render_stats", "clipboard"}
DOM_MODULES |= {"analyst", "replay_render", "share", "chart_render", "gin_review_render"}  # the replay viewer's
MAX_LINES = 400


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(path: Path) -> set[str]:
    return imported_names(ROOT, path)


def web_modules() -> list[Path]:
    return sorted(WEB.glob("*.py"))


def test_pure_modules_import_on_cpython_without_the_browser() -> None:
    pure = [p for p in web_modules() if p.stem not in DOM_MODULES]
    assert {"state", "update", "placing", "events", "screen", "view_board", "view_rack"} <= {p.stem for p in pure}
    for path in pure:
        browser = {name for name in imports(path) if name.split(".")[0] in BROWSER_MODULES}
        assert browser == set(), f"{path.name} imports {browser}"
        importlib.import_module(f"ginnyo.web.{path.stem}")


def test_the_browser_is_reached_only_from_the_web_layer() -> None:
    for path in sorted((ROOT / "ginnyo").rglob("*.py")):
        if WEB in path.parents:
            continue
        browser = {name for name in imports(path) if name.split(".")[0] in BROWSER_MODULES}
        assert browser == set(), f"{path.relative_to(ROOT)} imports {browser}"


def test_only_update_applies_actions_to_the_game() -> None:
    """`update.py` (`gin_update.py` for Gin Rummy) is the one place the page's game changes.

    The worker replays its own copy."""
    callers = set()
    for path in web_modules():
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "apply":
                callers.add(path.stem)
    assert callers == {"update", "gin_update", "ai_choice"}
    replay = (WEB / "ai_choice.py").read_text(encoding="utf-8")
    assert "class Replayer" in replay and "from ginnyo.web" not in replay and "from ." not in replay


@pytest.mark.parametrize("path", web_modules(), ids=lambda p: p.name)
def test_no_web_module_is_long(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_LINES
