"""The two tiers of tests stay what docs/development.md says: `pytest` alone (`make quick`) is the fast tier,
`make test` (CI) the full suite, everything the fast tier runs and more.

The fast tier is pyproject.toml's testpaths without the tests marked `slow`: no browser, no Node. The full
suite is the Makefile's `pytest -m "" $(TEST_PATHS) e2e`: the same paths with the slow tests, and e2e/.
"""

from __future__ import annotations

import ast
import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTEST = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]["ini_options"]
MAKEFILE = (ROOT / "Makefile").read_text(encoding="utf-8")


def recipe(target: str) -> list[str]:
    """The command lines of a Makefile target."""
    body = re.search(rf"^{target}:[^\n]*\n((?:\t[^\n]*\n)+)", MAKEFILE, re.M)
    assert body is not None, f"no target {target}"
    return [line.strip() for line in body.group(1).replace("\\\n\t", " ").splitlines()]


def test_the_full_suite_runs_the_fast_tiers_paths_with_the_slow_tests_and_the_browser_tests() -> None:
    paths = re.search(r"^TEST_PATHS\s*:=\s*(.+)$", MAKEFILE, re.M)
    assert paths is not None
    assert paths.group(1).split() == PYTEST["testpaths"]
    assert '$(BIN)/python -m pytest -m "" $(TEST_PATHS) e2e' in recipe("test")


def test_the_fast_tier_leaves_out_the_slow_tests_and_the_browser() -> None:
    options = shlex.split(PYTEST["addopts"])
    assert options[options.index("-m") + 1] == "not slow"
    assert any(marker.startswith("slow:") for marker in PYTEST["markers"])
    assert "e2e" not in PYTEST["testpaths"]
    assert any("$(BIN)/python -m pytest -q;" in line for line in recipe("quick"))


def test_no_test_of_the_fast_tier_drives_a_browser() -> None:
    """Playwright is e2e/'s: a module of tests/ that imported it would start a browser in the fast tier."""
    for path in sorted((ROOT / "tests").glob("*.py")):
        imported = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module.split(".")[0])
        assert not imported & {"playwright", "pytest_playwright"}, path.name
