"""The web layer's shape, read from the source: pure modules, one caller of `Game.apply`, no cycle."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "ginnyo" / "web"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}
# The modules that touch the page; every other module of the web layer runs on CPython.
DOM_MODULES = {"app", "computer", "dom", "inputs", "main", "persistence", "pointer", "render", "setup_form"}
MAX_LINES = 400


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(path: Path) -> set[str]:
    """Absolute names of the modules a file imports (relative imports resolved)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = set()
    for node in ast.walk(tree(path)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


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
    """`update.py` is the one place the page's game changes (the worker replays its own copy)."""
    callers = set()
    for path in web_modules():
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "apply":
                callers.add(path.stem)
    assert callers == {"update", "ai_choice"}
    replay = (WEB / "ai_choice.py").read_text(encoding="utf-8")
    assert "class Replayer" in replay and "from ginnyo.web" not in replay and "from ." not in replay


@pytest.mark.parametrize("path", web_modules(), ids=lambda p: p.name)
def test_no_web_module_is_long(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_LINES


def test_no_import_cycle() -> None:
    graph: dict[str, set[str]] = {}
    for path in (ROOT / "ginnyo").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        graph[name] = imports(path)
    for name in graph:
        graph[name] = {other for other in graph[name] if other in graph and other != name}

    def cycle_from(start: str) -> list[str] | None:
        stack: list[tuple[str, list[str]]] = [(start, [start])]
        seen: set[str] = set()
        while stack:
            node, path = stack.pop()
            for nxt in graph[node]:
                if nxt == start:
                    return [*path, start]
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [*path, nxt]))
        return None

    cycles = [c for c in map(cycle_from, sorted(n for n in graph if n.startswith("ginnyo.web"))) if c]
    assert cycles == []
