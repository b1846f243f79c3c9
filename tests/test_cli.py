"""The command line for people scoring a physical game."""

import subprocess
import sys

from test_examples import EXAMPLES


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ginnyo", *args], capture_output=True, text=True, check=False)


def test_score_prints_the_breakdown_of_each_worked_example() -> None:
    for position, play, total in EXAMPLES:
        out = run("score", "--position", position, "--play", play)
        assert out.returncode == 0
        assert out.stdout.strip().endswith(f"total {total}")


def test_score_gin_line() -> None:
    position, play, _ = EXAMPLES[3]
    out = run("score", "--position", position, "--play", play).stdout
    assert "D5–G5 (8♦ 8♣ 8♥ 8♠): new group, E5 meld ×3 = 96" in out
    assert "gin: the section of D4 reaches 10 tiles = 100" in out


def test_illegal_play_exits_1_with_the_reason() -> None:
    out = run("score", "--position", EXAMPLES[0][0], "--play", "D2:3S F2:7S")
    assert out.returncode == 1 and "D2–F2 (3♠ 4♠ 7♠) is not a meld" in out.stdout


def test_bad_notation_exits_1() -> None:
    out = run("score", "--play", "Z9:5H")
    assert out.returncode == 1 and "'Z9' is not a square" in out.stdout


def test_board_draws_the_position() -> None:
    out = run("board", "--position", "G8:KS H8:KH I8:KD")
    lines = out.stdout.splitlines()
    assert out.returncode == 0 and len(lines) == 16
    assert lines[8].split()[7:10] == ["KS", "KH", "KD"] and lines[1].split()[1] == "B"
