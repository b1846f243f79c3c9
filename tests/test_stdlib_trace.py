"""The single file ships only the stdlib modules the page imports: the traced list is current and enough.

`ginnyo_dev/buildtools/stdlib_trace.py` lists them by running the game in the page's own Pyodide under
Node. Here Pyodide starts from the vendored stdlib trimmed to that list, as the single file ships it, and
the same tour (every game module imported, both games played with the computer, a review's hint, saves,
a fair deal, every language) must run through: a module the page needs but the list lacks fails it.
"""

from __future__ import annotations

from pathlib import Path

from ginnyo_dev.buildtools import archive, stdlib, stdlib_trace

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_the_game_runs_on_the_traced_stdlib_alone() -> None:
    vendored = (archive.interpreter_folder(REPO_ROOT) / "python_stdlib.zip").read_bytes()
    trimmed, dropped = stdlib.trim(vendored, stdlib_trace.load())
    assert len(dropped) > 200  # most of the stdlib goes
    imported = stdlib_trace.run(REPO_ROOT, stdlib_zip=trimmed)
    assert set(imported) <= stdlib.with_packages(stdlib_trace.load()) | stdlib.KEPT_CODECS


def test_the_traced_list_is_current() -> None:
    assert stdlib_trace.run(REPO_ROOT) == sorted(stdlib_trace.load()), "run `python -m ginnyo stdlib-trace`"


def test_every_stdlib_module_the_game_imports_is_traced() -> None:
    """Lazy imports too (inside a function): the build refuses a single file without them."""
    sources = archive.members(REPO_ROOT, archive.entry_points(REPO_ROOT), "ginnyo")
    vendored = (archive.interpreter_folder(REPO_ROOT) / "python_stdlib.zip").read_bytes()
    modules = stdlib_trace.game_imports(sources) & stdlib.modules_in(vendored)
    assert modules and modules <= stdlib.with_packages(stdlib_trace.load())
