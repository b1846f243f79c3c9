"""pyscript.toml [files] holds exactly the ginnyo modules the page and its worker import.

No browser needed: the imports are read from the source (AST), starting at the two entry
points, so a new module is never forgotten (the page would fail to import it) and no
stale file is listed (the page would fail to fetch it).
"""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
ENTRY_POINTS = ("ginnyo/web/main.py", "ginnyo/web/ai_worker.py")


def module_file(module: str) -> Path | None:
    """The file of a ginnyo module (package __init__ or plain module), if it exists."""
    base = REPO_ROOT.joinpath(*module.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def package_of(path: Path) -> str:
    parts = list(path.relative_to(REPO_ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        return ".".join(parts[:-1])
    return ".".join(parts[:-1])


def imported_modules(path: Path) -> set[str]:
    """Absolute names of the ginnyo modules a file imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    package = package_of(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            found.add(module)
            # `from ginnyo.rules import assist` may name a submodule
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return {m for m in found if m == "ginnyo" or m.startswith("ginnyo.")}


def needed_files() -> set[str]:
    """Every ginnyo file reachable from the entry points, with their packages' __init__."""
    todo = [REPO_ROOT / p for p in ENTRY_POINTS]
    seen: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        parts = path.relative_to(REPO_ROOT).parts
        for depth in range(1, len(parts)):
            init = REPO_ROOT.joinpath(*parts[:depth], "__init__.py")
            if init.is_file():
                todo.append(init)
        for module in imported_modules(path):
            target = module_file(module)
            if target is not None:
                todo.append(target)
    return {p.relative_to(REPO_ROOT).as_posix() for p in seen}


def listed_files() -> dict[str, str]:
    config = tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    return dict(config.get("files", {}))


def test_every_needed_module_is_listed() -> None:
    listed = {source.removeprefix("./") for source in listed_files()}
    missing = sorted(needed_files() - listed)
    assert not missing, f"add to [files] in pyscript.toml: {missing}"


def test_every_listed_file_exists_and_keeps_its_path() -> None:
    needed = needed_files()
    for source, target in listed_files().items():
        assert source.startswith("./") and target.startswith("./"), "paths must be relative"
        path = source.removeprefix("./")
        assert (REPO_ROOT / path).is_file(), f"listed but missing: {path}"
        assert target == source, f"{source} must land at the same path, not {target}"
        assert path in needed, f"listed but not imported by the page: {path}"


def test_scan_sees_the_engine_and_the_worker() -> None:
    needed = needed_files()
    assert {"ginnyo/__init__.py", "ginnyo/rules/__init__.py", "ginnyo/rules/game.py"} <= needed
    assert {"ginnyo/web/app.py", "ginnyo/web/ai_choice.py", "ginnyo/rules/assist.py"} <= needed
