"""The layers of `ginnyo/`, read from the source: rules → ai → web, tooling beside, no import cycle.

The graph is the one the build ships from (`ginnyo_dev.buildtools.imports`): imports made at
run time, wherever they stand, and not those under `if TYPE_CHECKING:`.
"""

from __future__ import annotations

from pathlib import Path

from ginnyo_dev.buildtools.imports import imported_names

ROOT = Path(__file__).resolve().parent.parent
LAYERS = {"ginnyo.rules": 0, "ginnyo.ai": 1, "ginnyo.web": 2}
"""A module may import its own layer and those below it, never one above."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def graph() -> dict[str, set[str]]:
    """Module → the modules of `ginnyo` it imports (a name that is an attribute maps to its module)."""
    files = {module_name(p): p for p in sorted((ROOT / "ginnyo").rglob("*.py"))}
    edges = {}
    for name, path in files.items():
        targets = {n if n in files else n.rpartition(".")[0] for n in imported_names(ROOT, path)}
        edges[name] = {t for t in targets if t in files and t != name}
    return edges


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


def test_the_game_never_imports_its_tooling() -> None:
    """Only `python -m ginnyo` (`ginnyo/__main__.py`, never shipped) hands over to `ginnyo_dev`."""
    users = {
        module_name(p)
        for p in (ROOT / "ginnyo").rglob("*.py")
        if any(n.split(".")[0] == "ginnyo_dev" for n in imported_names(ROOT, p))
    }
    assert users == {"ginnyo.__main__"}


def test_no_import_cycle() -> None:
    edges = graph()
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                cycles.append([*path[path.index(nxt) :], nxt])
            elif nxt not in state:
                visit(nxt, [*path, nxt])
        state[node] = 2

    for start in sorted(edges):
        if start not in state:
            visit(start, [start])
    assert cycles == []
