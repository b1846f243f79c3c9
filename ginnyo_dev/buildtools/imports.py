"""The Python files a page needs: the import graph of its entry points, read from source.

Runs on CPython with no browser: each file is parsed (``ast``) and every ``import`` and
``from ... import`` that names a module of the repository is followed, wherever it stands
(a lazy import inside a function is still needed in the page), except under
``if TYPE_CHECKING:``, which never runs. Standard-library and browser-only modules
(``pyscript``, ``js``) have no file in the repository and are not followed. Every package
a needed module sits in brings its ``__init__.py``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path


def module_file(root: Path, module: str) -> Path | None:
    """The file of a dotted module name under `root` (package ``__init__`` or plain module), if any."""
    base = root.joinpath(*module.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def _runtime_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node of `tree` except the bodies of ``if TYPE_CHECKING:`` blocks."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            children: list[ast.AST] = list(node.orelse)
        else:
            children = [node]
        for child in children:
            yield child
            yield from _runtime_nodes(child)


def imported_names(root: Path, path: Path) -> set[str]:
    """Dotted names a file imports, relative imports made absolute; a name may be a module's attribute."""
    package = ".".join(path.relative_to(root).parent.parts)
    names: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*parts, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            names.add(module)
            # `from ginnyo.rules import assist` may name a submodule.
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def _with_packages(root: Path, path: Path) -> Iterator[Path]:
    """`path` and the ``__init__.py`` of every package it sits in."""
    parts = path.relative_to(root).parts
    for depth in range(1, len(parts)):
        init = root.joinpath(*parts[:depth], "__init__.py")
        if init.is_file():
            yield init
    yield path


def _post_order(root: Path, entry_points: Iterable[str]) -> list[Path]:
    """Every file the entry points need, each after the files it imports: depth first, in a fixed order (in an
    import cycle the module reached first comes last). A package's ``__init__`` that no module imports by name
    comes at the end, after its modules (one that imports them then finds them imported)."""
    order: list[Path] = []
    seen: set[Path] = set()
    packages: list[Path] = []

    def visit(path: Path) -> None:
        if path in seen:
            return
        seen.add(path)
        for needed in sorted({f for name in imported_names(root, path) if (f := module_file(root, name)) is not None}):
            visit(needed)
        order.append(path)
        packages.extend([*_with_packages(root, path)][:-1])

    for entry in entry_points:
        visit(root / entry)
    while packages:
        visit(packages.pop(0))
    return order


def needed_files(root: Path, entry_points: Iterable[str]) -> list[str]:
    """Every file of `root` the entry points (paths under `root`) import, directly or not, sorted."""
    return sorted(path.relative_to(root).as_posix() for path in _post_order(root, entry_points))


def import_order(root: Path, entry_points: Iterable[str]) -> list[str]:
    """The dotted names of the modules the entry points import, each after the modules it imports: imported
    one at a time in this order, each import runs one module's code (the page's start in short steps)."""
    entries = list(entry_points)
    files = [path for path in _post_order(root, entries) if path not in {root / entry for entry in entries}]
    names = (path.relative_to(root).with_suffix("").parts for path in files)
    return [".".join(parts[:-1] if parts[-1] == "__init__" else parts) for parts in names]
