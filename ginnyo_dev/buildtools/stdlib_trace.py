"""The stdlib modules the page needs, traced: the list the builds ship Pyodide's stdlib down to.

Pyodide's stdlib zip holds some 560 modules; the game needs about a third of them. Which ones is
found by running the game, not by reading a list of what a game might not use: ``stdlib_trace.mjs``
starts the page's own Pyodide under Node (its start imports what Pyodide itself needs), and
``stdlib_tour.py`` imports every module of the game's zip, what PyScript's own Python imports (read
from its JavaScript: `pyscript_imports`) and every stdlib module any game module imports, even
inside a function (`game_imports`), then plays through the game's code paths; the stdlib modules in
``sys.modules`` at the end are the list (`MODULES`, kept in git, one a line). ``python -m ginnyo
stdlib-trace`` writes it again; ``tests/test_stdlib_trace.py`` starts Pyodide from the stdlib
trimmed to it and runs the tour, and checks that every stdlib module the game imports is listed.
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from . import archive
from .bytecode import BytecodeError
from .imports import _runtime_nodes

BUILD_ASSETS = Path(__file__).resolve().parent.parent / "build_assets"
MODULES = Path(__file__).resolve().parent / "stdlib_modules.txt"
TIMEOUT_S = 600
# In JavaScript holding Python source: "import a.b" or "from a.b import c, d".
_JS_IMPORT = re.compile(
    r"\bimport\s+([A-Za-z_][\w.]*(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*)*)|\bfrom\s+([A-Za-z_][\w.]*)\s+import\s+([\w, ]+)"
)


def pyscript_imports(texts: Iterable[str]) -> set[str]:
    """The dotted names PyScript's Python (in its JavaScript `texts`) imports, ``a.b.c`` for ``from a.b import c``."""
    names: set[str] = set()
    for text in texts:
        for plain, origin, members in _JS_IMPORT.findall(text.replace("\\n", "\n")):
            names.update(name.strip() for name in plain.split(",") if name.strip())
            if origin:
                names.add(origin)
            words = (member.split() for member in members.split(","))
            names.update(f"{origin}.{word[0]}" for word in words if origin and word and word[0] != "as")
    return names


def game_imports(sources: dict[str, bytes]) -> set[str]:
    """Every stdlib module (dotted) a game module imports, wherever the import stands (not under TYPE_CHECKING)."""
    names: set[str] = set()
    for path, data in sources.items():
        if not path.endswith(".py"):
            continue
        for node in _runtime_nodes(ast.parse(data, path)):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in names if name.split(".")[0] in sys.stdlib_module_names}


def roots(root: Path, sources: dict[str, bytes]) -> list[str]:
    """What the tour imports before the game: PyScript's imports and the game's own stdlib imports."""
    pyscript = root / "static" / "vendor" / "pyscript"
    texts = (path.read_text(encoding="utf-8", errors="replace") for path in sorted(pyscript.glob("*.js")))
    return sorted(pyscript_imports(texts) | game_imports(sources))


def run(root: Path, *, stdlib_zip: bytes | None = None) -> list[str]:
    """The stdlib modules the tour imports in the page's Pyodide (started from `stdlib_zip` if given)."""
    node = shutil.which("node")
    pyodide_dir = archive.interpreter_folder(root)
    if node is None or not (pyodide_dir / "pyodide.asm.wasm").is_file():
        raise BytecodeError("tracing the stdlib needs node and the vendored Pyodide (make setup)")
    sources, game = archive.packed(root, archive.entry_points(root), "ginnyo", pyodide_dir)
    with tempfile.TemporaryDirectory(prefix="ginnyo-trace-") as tmp:
        folder = Path(tmp)
        (folder / "game.zip").write_bytes(game)
        (folder / "request.json").write_text(json.dumps({"roots": roots(root, sources)}))
        command = [node, str(BUILD_ASSETS / "stdlib_trace.mjs"), str(pyodide_dir.resolve()), str(folder / "game.zip")]
        command += [str(BUILD_ASSETS / "stdlib_tour.py"), str(folder / "request.json"), str(folder / "reply.json")]
        if stdlib_zip is not None:
            (folder / "stdlib.zip").write_bytes(stdlib_zip)
            command.append(str(folder / "stdlib.zip"))
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
        if done.returncode != 0 or not (folder / "reply.json").is_file():
            raise BytecodeError(f"the stdlib tour failed in Pyodide:\n{done.stderr[-3000:]}")
        modules: list[str] = json.loads((folder / "reply.json").read_text())["modules"]
    return modules


def load() -> frozenset[str]:
    """The traced modules, as `write` left them."""
    return frozenset(line for line in MODULES.read_text(encoding="utf-8").split() if line)


def write(root: Path) -> list[str]:
    """Trace the stdlib modules the page needs and write them to `MODULES`."""
    modules = run(root)
    MODULES.write_text("".join(f"{name}\n" for name in modules), encoding="utf-8")
    return modules
