"""The layers of `ginnyo/`, read from the source: rules → ai → web, tooling beside, no import cycle.

Two graphs: the one the build ships from (`ginnyo_dev.buildtools.imports`: imports made at run
time, wherever they stand, not those under `if TYPE_CHECKING:`), and every import (`every_import`:
those too, and those inside functions). Neither may hold a cycle, in the game or in its tooling.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from pathlib import Path

from ginnyo_dev.buildtools.imports import imported_names

ROOT = Path(__file__).resolve().parent.parent
LAYERS = {"ginnyo.rules": 0, "ginnyo.ai": 1, "ginnyo.tally": 1, "ginnyo.fairdeal": 1, "ginnyo.web": 2}
"""A module may import its own layer and those below it, never one above."""
PURE = {
    "ginnyo.rules": {"ginnyo.rules"},
    "ginnyo.tally": {"ginnyo.rules", "ginnyo.tally"},
    "ginnyo.fairdeal": {"ginnyo.rules", "ginnyo.ginrummy", "ginnyo.fairdeal"},
}
"""Pure packages (no I/O, no browser) and the game's packages each may import, besides the standard library."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def every_import(root: Path, path: Path) -> set[str]:
    """Like `imported_names`, but counting every import, under `if TYPE_CHECKING:` too: a cycle
    there still ties the modules together."""
    package = list(path.relative_to(root).parent.parts)
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            names.update(f"{module}.{alias.name}" for alias in node.names)  # the graph maps a name to its module
    return names


def graph(under: str = "ginnyo", reader: Callable[[Path, Path], set[str]] = imported_names) -> dict[str, set[str]]:
    """Module → the modules under `under` it imports (a name that is an attribute maps to its module)."""
    paths = sorted(ROOT.joinpath(*under.split(".")).rglob("*.py"))
    files = {module_name(p): p for p in paths if (p.parent / "__init__.py").is_file()}  # not build_assets/
    edges = {}
    for name, path in files.items():
        targets = {n if n in files else n.rpartition(".")[0] for n in reader(ROOT, path)}
        edges[name] = {t for t in targets if t in files and t != name}
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles a depth-first walk meets, each as the path that closes it."""
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


def layer(module: str) -> int | None:
    return next((rank for prefix, rank in LAYERS.items() if module.startswith(prefix)), None)


def test_no_module_imports_a_layer_above_its_own() -> None:
    upward = [
        (name, target)
        for name, targets in graph().items()
        for target in targets
        if layer(name) is not None and layer(target) is not None and layer(target) > layer(name)  # type: ignore[operator]
    ]
    assert upward == []


def test_the_pure_packages_import_only_the_standard_library_and_the_rules() -> None:
    """The rules, the score sheet and the fair deal run anywhere Python does: nothing from the browser, the web
    layer or elsewhere."""
    for package, allowed in PURE.items():
        for path in sorted(ROOT.joinpath(*package.split(".")).rglob("*.py")):
            for imported in every_import(ROOT, path):
                top = imported.split(".")[0]
                inside = any(imported == p or imported.startswith(p + ".") for p in allowed)
                assert inside or (top != "ginnyo" and top in sys.stdlib_module_names), (module_name(path), imported)


def test_the_game_never_imports_its_tooling() -> None:
    """Only `python -m ginnyo` (`ginnyo/__main__.py`, never shipped) hands over to `ginnyo_dev`."""
    users = {
        module_name(p)
        for p in (ROOT / "ginnyo").rglob("*.py")
        if any(n.split(".")[0] == "ginnyo_dev" for n in imported_names(ROOT, p))
    }
    assert users == {"ginnyo.__main__"}


def test_no_import_cycle_in_the_game_or_its_tooling_counting_lazy_and_type_only_imports() -> None:
    for under in ("ginnyo", "ginnyo_dev"):
        assert cycles(graph(under, every_import)) == [], under
    assert cycles(graph()) == []  # nor in what the build ships from


def test_the_graph_covers_the_tooling() -> None:
    edges = graph("ginnyo_dev", every_import)
    assert {"ginnyo_dev.cli", "ginnyo_dev.build", "ginnyo_dev.build.single", "ginnyo_dev.serve"} <= set(edges)
    assert "ginnyo_dev.build.inline" in edges["ginnyo_dev.build.site"]  # `from . import inline`
    assert "ginnyo_dev.build" in edges["ginnyo_dev.cli"]  # imported inside cmd_build
    assert "ginnyo_dev.tournament_game" in edges["ginnyo_dev.gin_tournament"]


def test_the_rules_stack_in_one_order() -> None:
    """`board` uses `movegen`, never the reverse; inside `movegen` the modules stack in one order."""
    edges = graph("ginnyo.rules", every_import)
    assert "ginnyo.rules.movegen" in edges["ginnyo.rules.board"]
    assert "ginnyo.rules.grid" in edges["ginnyo.rules.movegen.lines"]


def test_the_cycle_finder_finds_cycles() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c", "a"]]


def test_every_import_counts_type_checking_and_lazy_imports(tmp_path: Path) -> None:
    module = tmp_path / "pkg" / "sub" / "mod.py"
    module.parent.mkdir(parents=True)
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..other import Thing\n"
        "def f() -> None:\n    from . import sibling\n",
        encoding="utf-8",
    )
    names = every_import(tmp_path, module)
    assert {"pkg.other.Thing", "pkg.sub.sibling"} <= names
    assert "pkg.other.Thing" not in imported_names(tmp_path, module)  # the build's reader skips it
