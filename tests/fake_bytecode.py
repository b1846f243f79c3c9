"""A stand-in for Pyodide's compiler, for the build and archive tests (a module, not a conftest:
e2e/ has the conftest of the browser tests, and two modules named conftest clash)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

from ginnyo_dev.buildtools import bytecode


def fake_compiled(pyodide_dir: Path, sources: Mapping[str, bytes], *, origin: str = "game") -> dict[str, bytes]:
    """Stands in for Pyodide's compiler (Node, seconds): ``<name>.pyc`` beside each module -> "compiled:" + source.

    Not bytecode of any Python (no magic number): an importer skips it and compiles the source.
    """
    return {path.removesuffix(".py") + ".pyc": b"compiled:" + data for path, data in sources.items()}


@pytest.fixture
def fake_bytecode(monkeypatch: pytest.MonkeyPatch) -> None:
    """Archives get fake bytecode (the real one, made by Pyodide, is checked in the browser: e2e/test_startup.py)."""
    monkeypatch.setattr(bytecode, "compiled", fake_compiled)
