"""`scripts/bench_pyodide.py` runs the game's zip in the page's own Pyodide (Node) and CPython side by side."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "bench_pyodide.py"


@pytest.mark.slow  # starts Node (the page's Pyodide) on the built ginnyo.zip
def test_the_same_decisions_are_timed_in_both_pythons(capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("bench_pyodide", SCRIPT)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.main(["--level", "easy", "--decisions", "2", "--matches", "1"]) == 0
    out = capsys.readouterr().out
    assert "Ginny-O, 2 decisions" in out
    counts = re.findall(r"Gin Rummy, (\d+) decisions in 1 matches", out)
    assert counts and int(counts[0]) > 20  # a whole match's decisions, the same count in both
    ratios = [float(r) for r in re.findall(r"x(\d+\.\d+)", out)]
    assert len(ratios) == 6 and all(r > 0 for r in ratios)


@pytest.mark.slow  # starts Node (the page's Pyodide) on the built ginnyo.zip
def test_endgame_searches_are_timed_in_both_pythons(capsys: pytest.CaptureFixture[str]) -> None:
    from ginnyo_dev.endgame_bench import main

    assert main(1, 6, 1, 1) == 0
    out = capsys.readouterr().out
    assert "Pyodide 3." in out and "CPython 3." in out
    assert "two players, exact solver: 1 positions" in out
    assert "three and four players, 2 sampled searches" in out
    ratios = [float(r) for r in re.findall(r"x(\d+\.\d+)", out)]
    assert len(ratios) == 4 and all(r > 0 for r in ratios)
