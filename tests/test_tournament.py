"""Tournaments: the CLI's JSON, counting, seat rotation, statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginnyo_dev import cli, ladder, tournament
from ginnyo_dev.tournament_game import GameResult


def run_cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(["tournament", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_json_shape_and_counts(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_cli(capsys, "--players", "medium,easy", "--games", "4", "--seed", "3", "--json", "--jobs", "2")
    assert code == 0
    assert "4/4 games" in err  # the progress bar
    data = json.loads(out)
    assert data["games"] == 4 and data["seed"] == 3
    assert data["ties_count_as"] == "not a win"
    assert sum(data["end_reasons"].values()) == 4
    assert data["games_per_second"] > 0
    players = data["players"]
    assert [p["player"] for p in players] == ["medium-1", "easy-2"]
    for p in players:
        assert p["wins"] + p["ties"] + p["losses"] == 4
        lo, hi = p["win_rate_ci95"]
        assert 0 <= lo <= p["win_rate"] <= hi <= 1
        assert p["win_rate"] == p["wins"] / 4
        assert p["decisions"] > 0
        assert 0 < p["decision_ms_mean"] <= p["decision_ms_max"]
        assert p["decision_ms_p95"] <= p["decision_ms_max"]
        assert isinstance(p["mean_score"], float)
    assert sum(p["wins"] for p in players) + data["shared_wins"] == 4


def test_cli_text_report(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "--players", "easy,easy,medium", "--games", "2", "--jobs", "1", "--quiet")
    assert code == 0
    assert "2 games, seed 1" in out
    for name in ("easy-1", "easy-2", "medium-3"):
        assert name in out
    assert "not counted as wins" in out


@pytest.mark.parametrize("players", ["hard", "hard,medium,easy,easy,medium", "hard,wizard"])
def test_cli_rejects_bad_players(capsys: pytest.CaptureFixture[str], players: str) -> None:
    code, out, err = run_cli(capsys, "--players", players, "--games", "1")
    assert code == 2 and not out and "tournament:" in err


def test_seats_rotate_and_results_are_per_player() -> None:
    levels = ["medium", "easy", "easy"]
    results = [tournament.play_game(levels, 5, g) for g in range(3)]
    assert [r.order for r in results] == [[0, 1, 2], [1, 2, 0], [2, 0, 1]]
    for r in results:
        assert len(r.totals) == 3 and len(r.times) == 3
        assert r.winners and max(r.totals) == r.totals[r.winners[0]]
        assert all(r.totals[w] == max(r.totals) for w in r.winners)
        assert r.end_reason


def test_same_seed_same_games() -> None:
    first, _ = tournament.run(["medium", "easy"], 2, 9, jobs=1)
    again, _ = tournament.run(["medium", "easy"], 2, 9, jobs=2)
    assert [(r.totals, r.turns, r.winners) for r in first] == [(r.totals, r.turns, r.winners) for r in again]


def test_wilson_interval() -> None:
    lo, hi = tournament.wilson(60, 100)
    assert round(lo, 4) == 0.5020 and round(hi, 4) == 0.6906
    assert tournament.wilson(0, 10)[0] == 0.0
    assert tournament.wilson(10, 10)[1] == 1.0
    assert tournament.wilson(0, 0) == (0.0, 1.0)


def test_percentile() -> None:
    assert tournament.percentile([], 95) == 0.0
    assert tournament.percentile([3.0], 95) == 3.0
    assert tournament.percentile([float(v) for v in range(1, 101)], 95) == pytest.approx(95.05)


def test_ties_are_not_wins() -> None:
    tied = GameResult(1, [0, 1], [50, 50], [0, 1], 10, "x", [[0.001], [0.002]], [[0.001], [0.002]])
    won = GameResult(2, [1, 0], [80, 20], [0], 12, "x", [[0.001], [0.002]], [[0.001], [0.002]])
    summary = tournament.summarize(["hard", "medium"], [tied, won], 1.0, 0)
    hard, medium = summary["players"]
    assert (hard["wins"], hard["ties"], hard["losses"]) == (1, 1, 0)
    assert (medium["wins"], medium["ties"], medium["losses"]) == (0, 1, 1)
    assert summary["shared_wins"] == 1
    assert hard["mean_score"] == 65.0


@pytest.mark.parametrize(("game", "levels"), [("ginnyo", ["medium", "easy"]), ("gin", ["easy", "baseline"])])
def test_a_logged_run_resumes_where_it_stopped(tmp_path: Path, game: str, levels: list[str]) -> None:
    """A run cut short leaves its games in the log; the longer run plays only the rest (not another
    tournament's games), and its results are those of a run in one go."""
    log = tmp_path / "games.jsonl"
    tournament.run(levels, 2, 4, jobs=1, game=game, log=log)
    tournament.run(levels, 1, 5, jobs=1, game=game, log=log)  # another seed: another tournament
    assert len(log.read_text().splitlines()) == 3
    resumed, _ = tournament.run(levels, 3, 4, jobs=1, game=game, log=log)
    whole, _ = tournament.run(levels, 3, 4, jobs=1, game=game)
    assert len(log.read_text().splitlines()) == 4  # one more game played
    strip = [(r.seed, r.order, r.totals, r.winners, r.turns, r.end_reason) for r in whole]
    assert [(r.seed, r.order, r.totals, r.winners, r.turns, r.end_reason) for r in resumed] == strip
    assert type(resumed[0]) is type(whole[0])
    assert [len(r.times[0]) for r in resumed] == [len(r.times[0]) for r in whole]


def test_a_log_serves_the_ladder_and_not_other_code(tmp_path: Path) -> None:
    """The ladder's pair reads the tournament's games of that pair and seed; a game logged by other code
    (another fingerprint of the players) is played again."""
    log = tmp_path / "games.jsonl"
    tournament.run(["medium", "easy"], 2, 3, jobs=1, log=log)
    assert ladder.play(["medium", "easy"], 2, 3, 1, "ginnyo", log=log)[0]["games"] == 2
    assert len(log.read_text().splitlines()) == 2  # nothing played again
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    lines[0]["key"]["code"] = "other code"
    log.write_text("".join(json.dumps(line) + "\n" for line in lines))
    tournament.run(["medium", "easy"], 2, 3, jobs=1, log=log)
    assert [json.loads(line)["number"] for line in log.read_text().splitlines()] == [0, 1, 0]
