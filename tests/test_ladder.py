"""The rating ladder's command: its JSON, the tournament's own games, determinism from the seed."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from ginnyo.ginrummy.ai import LEVELS as GIN_LEVELS
from ginnyo_dev import cli, tournament


def ladder(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(["ladder", *args])
    out, err = capsys.readouterr()
    return code, out, err


def gin_ladder(capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    code, out, err = ladder(capsys, "--game", "gin", "--games", "2", "--seed", "3", "--jobs", "1", "--json", "--quiet")
    assert code == 0 and not err
    data: dict[str, Any] = json.loads(out)
    return data


@pytest.mark.slow  # whole Gin Rummy ladders: about 12 s
def test_gin_json_shape_and_the_same_games_as_the_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    data = gin_ladder(capsys)
    assert data["game"] == "gin" and data["games"] == 2 and data["seed"] == 3
    assert data["command"] == "python -m ginnyo ladder --game gin --games 2 --seed 3"
    assert data["levels"] == list(GIN_LEVELS) and data["anchor"] == {"level": "easy", "rating": 1000.0}
    assert len(data["pairs"]) == 10  # a round robin of 5 levels, the stronger named first, as the docs' tournaments
    assert [p["levels"] for p in data["pairs"][:5]] == [
        ["expert", "hard"],
        ["expert", "medium"],
        ["expert", "baseline"],
        ["expert", "easy"],
        ["hard", "medium"],
    ]
    for pair in data["pairs"]:
        played, _ = tournament.run(pair["levels"], 2, 3, jobs=1, game="gin")
        assert pair["wins"] == [sum(r.winners == [entry] for r in played) for entry in (0, 1)]
        assert pair["ties"] == 0 and pair["games"] == 2
    rows = data["ratings"]
    assert sorted(row["level"] for row in rows) == sorted(GIN_LEVELS)
    assert [row["rating"] for row in rows] == sorted((row["rating"] for row in rows), reverse=True)
    easy = next(row for row in rows if row["level"] == "easy")
    assert easy["rating"] == 1000.0 and easy["ci95"] == [1000.0, 1000.0]
    for upper, lower in itertools.pairwise(rows):
        assert upper["games"] == 8 and upper["below"]["level"] == lower["level"]
        below = upper["below"]
        assert below["wins"] + below["ties"] + below["losses"] == 2 and 0 <= below["score"] <= 1
        lo, hi = upper["ci95"]
        assert lo <= upper["rating"] <= hi
    assert rows[-1]["below"] is None


@pytest.mark.slow  # whole Gin Rummy ladders: about 12 s
def test_the_seed_decides_everything(capsys: pytest.CaptureFixture[str]) -> None:
    first, again = gin_ladder(capsys), gin_ladder(capsys)
    del first["seconds"], again["seconds"]
    assert first == again


def test_text_table_for_chosen_levels(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = ladder(capsys, "--levels", "medium,easy", "--games", "2", "--jobs", "1")
    assert code == 0 and "medium vs easy" in err and "2/2 games" in err
    lines = out.splitlines()
    assert lines[0].startswith("Ginny-O ladder: 2 games per pair, seed 1")
    assert lines[2].split()[0] == "medium" and "vs easy" in lines[2]
    assert lines[3].split()[:4] == ["easy", "1000", "1000-1000", "2"]


@pytest.mark.parametrize("levels", ["hard,medium", "easy", "easy,wizard", "easy,easy"])
def test_bad_levels_are_refused(capsys: pytest.CaptureFixture[str], levels: str) -> None:
    code, out, err = ladder(capsys, "--levels", levels, "--games", "1")
    assert code == 2 and not out and "ladder:" in err
