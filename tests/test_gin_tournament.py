"""Gin Rummy tournaments: the CLI's JSON shape, paired seats and dealers, determinism."""

from __future__ import annotations

import json

import pytest

from ginnyo.ginrummy import Game
from ginnyo_dev import cli
from ginnyo_dev.gin_tournament import play_match


def test_cli_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["tournament", "--game", "gin", "--players", "easy,baseline", "--games", "4", "--seed", "3"]
                    + ["--json", "--jobs", "1"])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 0 and "4/4 games" in err
    data = json.loads(out)
    assert data["game"] == "gin" and data["games"] == 4 and data["seed"] == 3
    assert data["hands"] == sum(data["hand_endings"].values()) >= 4
    assert data["hands_per_second"] > 0 and data["mean_hands"] == data["hands"] / 4
    players = data["players"]
    assert [(p["player"], p["level"]) for p in players] == [("easy-1", "easy"), ("baseline-2", "baseline")]
    assert sum(p["wins"] for p in players) == 4 and data["shared_wins"] == 0
    for p in players:
        lo, hi = p["win_rate_ci95"]
        assert 0 <= lo <= p["win_rate"] <= hi <= 1 and p["decisions"] > 0
        assert p["mean_points_per_hand"] * data["hands"] == pytest.approx(p["mean_score"] * 4)


def test_text_report_and_bad_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        cli.main(
            ["tournament", "--game", "gin", "--players", "baseline,easy", "--games", "2", "--quiet", "--jobs", "1"]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "hands/s" in out and "mean points per hand" in out and "baseline-1" in out
    assert cli.main(["tournament", "--game", "gin", "--players", "hard,medium,easy"]) == 2
    assert cli.main(["tournament", "--game", "gin", "--players", "hard,grandmaster"]) == 2
    assert "grandmaster" in capsys.readouterr().err


def test_matches_pair_seeds_and_swap_seats() -> None:
    """Matches 2k and 2k+1 deal the same cards with the players' seats (and first deal) swapped."""
    first, second = play_match(("easy", "baseline"), 5, 0), play_match(("easy", "baseline"), 5, 1)
    assert first.seed == second.seed and first.order == [0, 1] and second.order == [1, 0]
    assert Game(("a", "b"), first.seed).options.first_dealer == 1  # seat 1 deals: each entry once per pair
    again = play_match(("easy", "baseline"), 5, 0)
    assert (again.totals, again.winners, again.hands, again.endings) == (
        first.totals,
        first.winners,
        first.hands,
        first.endings,
    )
    assert max(first.totals) >= 100 and first.winners == [first.totals.index(max(first.totals))]
