"""Bytecode compiled by the page's own Pyodide, so the browser skips compiling: the game's modules and Pyodide's stdlib.

Compiling the game's source is most of its import time in the browser (Pyodide compiles
several times slower than CPython here, and the game has about 50 modules). Python's
bytecode is tied to the interpreter's version (the magic number), so it is made by the very
Pyodide the page runs (``static/vendor/pyodide``, loaded in Node by ``build_assets/bytecode.mjs``),
never by the CPython that runs the build. Each module gets its ``<name>.pyc`` beside it in the
archive, where ``zipimport`` looks (it never reads ``__pycache__/``), unchecked-hash based
(PEP 552): the importer uses it without looking at the source. Should the page's Python not
match it (another magic number), ``zipimport`` skips it and compiles the source, which stays in
the archive: slower, never wrong.
"""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

BUILD_ASSETS = Path(__file__).resolve().parent.parent / "build_assets"
TIMEOUT_S = 300


class BytecodeError(Exception):
    """The bytecode cannot be made (no Node, no vendored Pyodide, or it failed)."""


def compiled(pyodide_dir: Path, sources: Mapping[str, bytes], *, origin: str = "game") -> dict[str, bytes]:
    """Each ``.py`` of `sources` as ``<name>.pyc`` beside it -> its bytecode, by the Pyodide in `pyodide_dir`.

    `origin` is where the page imports them from: ``"game"`` (the game's zip: each module's file
    name is its path there) or ``"stdlib"`` (Pyodide's stdlib zip: named as zipimport names them).
    """
    modules = {path: data for path, data in sources.items() if path.endswith(".py")}
    if not modules:
        return {}
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("node is not on PATH (needed to compile the game's bytecode with Pyodide)")
    if not (pyodide_dir / "pyodide.asm.wasm").is_file():
        raise BytecodeError(f"no Pyodide in {pyodide_dir}: run `make setup` (scripts/setup_web.sh) first")
    with tempfile.TemporaryDirectory(prefix="ginnyo-bytecode-") as tmp:
        request, reply = Path(tmp) / "request.json", Path(tmp) / "reply.json"
        encoded = {path: base64.b64encode(data).decode("ascii") for path, data in modules.items()}
        request.write_text(json.dumps({"origin": origin, "sources": encoded}))
        command = [node, str(BUILD_ASSETS / "bytecode.mjs"), str(pyodide_dir.resolve()), str(request), str(reply)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
        if done.returncode != 0 or not reply.is_file():
            raise BytecodeError(f"compiling bytecode with Pyodide failed:\n{done.stderr[-2000:]}")
        files: dict[str, str] = json.loads(reply.read_text())["files"]
    return {path: base64.b64decode(data) for path, data in files.items()}
