"""No import cycle among the tooling's modules (`ginnyo_dev`), read from the source.

Unlike the game's graph (`tests/test_layers.py`, what runs), this one counts every import:
those under ``if TYPE_CHECKING:`` and those inside functions too, so a cycle cannot hide behind
a lazy or type-only import. ``from package import name`` points at the submodule `name` when
there is one, else at the package.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Module name -> file, for every module of the `ginnyo_dev` packages (not the build's assets)."""
    found = {}
    for path in sorted((root / "ginnyo_dev").rglob("*.py")):
        if not (path.parent / "__init__.py").is_file():
            continue  # build_assets/: programs the build writes out, not modules of the tooling
        parts = path.relative_to(root).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def imports(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of `known` that module `name` imports anywhere in its source."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([node.module] if node.module else [])])
            for alias in node.names:
                targets.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {t for t in targets if t in known and t != name}


def graph(root: Path = ROOT) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports(name, path, known) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    found: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                found.append([*path[path.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for start in sorted(edges):
        if start not in state:
            visit(start, [start])
    return found


def test_the_graph_sees_lazy_and_type_only_imports(tmp_path: Path) -> None:
    """A cycle made only of a function-level and a TYPE_CHECKING import is still one."""
    package = tmp_path / "ginnyo_dev"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("def f() -> None:\n    from . import b\n")
    (package / "b.py").write_text("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from .a import f\n")
    edges = graph(tmp_path)
    assert edges == {"ginnyo_dev": set(), "ginnyo_dev.a": {"ginnyo_dev.b"}, "ginnyo_dev.b": {"ginnyo_dev.a"}}
    assert cycles(edges) == [["ginnyo_dev.a", "ginnyo_dev.b", "ginnyo_dev.a"]]


def test_the_graph_covers_the_tooling() -> None:
    edges = graph()
    assert {"ginnyo_dev.cli", "ginnyo_dev.build", "ginnyo_dev.build.single", "ginnyo_dev.serve"} <= set(edges)
    assert "ginnyo_dev.build.inline" in edges["ginnyo_dev.build.site"]  # `from . import inline`
    assert "ginnyo_dev.build" in edges["ginnyo_dev.cli"]  # imported inside cmd_build


def test_no_import_cycle_in_the_tooling() -> None:
    assert cycles(graph()) == []
