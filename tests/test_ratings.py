"""Bradley–Terry ratings: known strengths come back, symmetry, ties, intervals, no divergence."""

from __future__ import annotations

import itertools
import math

import pytest

from ginnyo_dev.ladder import rate
from ginnyo_dev.ratings import ELO, Z95, Pair, Rating, fit


def expected_pairs(ratings: list[float], games: int) -> list[Pair]:
    """Each pair's expected score under Bradley–Terry with these Elo ratings."""
    return [
        Pair(i, j, games, games / (1 + 10 ** ((ratings[j] - ratings[i]) / 400)))
        for i, j in itertools.combinations(range(len(ratings)), 2)
    ]


def width(rating: Rating) -> float:
    return rating.high - rating.low


def test_known_strengths_are_recovered() -> None:
    truth = [1000.0, 1180.0, 1420.0, 1300.0]
    exact = fit(4, expected_pairs(truth, 400), prior=0.0)
    assert [r.rating for r in exact] == pytest.approx(truth, abs=1e-6)
    regularised = fit(4, expected_pairs(truth, 100_000))  # one virtual tie per pair: negligible here
    assert [r.rating for r in regularised] == pytest.approx(truth, abs=0.5)


def test_the_anchor_sets_the_scale() -> None:
    ratings = fit(3, expected_pairs([0.0, 200.0, 500.0], 400), anchor=1, anchor_rating=1500.0, prior=0.0)
    assert [r.rating for r in ratings] == pytest.approx([1300.0, 1500.0, 1800.0])
    assert (ratings[1].low, ratings[1].high) == (1500.0, 1500.0)  # intervals are relative to the anchor
    assert all(r.low < r.rating < r.high for i, r in enumerate(ratings) if i != 1)


def test_symmetric_results_give_equal_ratings() -> None:
    even = fit(3, [Pair(i, j, 50, 25.0) for i, j in itertools.combinations(range(3), 2)])
    assert [r.rating for r in even] == pytest.approx([1000.0] * 3)
    cycle = fit(3, [Pair(0, 1, 100, 70.0), Pair(1, 2, 100, 70.0), Pair(2, 0, 100, 70.0)])
    assert [r.rating for r in cycle] == pytest.approx([1000.0] * 3)
    assert width(cycle[1]) == pytest.approx(width(cycle[2]))


def test_the_interval_is_the_information_and_shrinks_with_games() -> None:
    small, large = (fit(2, [Pair(0, 1, games, 0.25 * games)], prior=0.0)[1] for games in (40, 400))
    assert small.rating == pytest.approx(1000 + 400 * math.log10(3)) == pytest.approx(large.rating)
    # two levels: the standard error of the log-strength difference is 1 / sqrt(n p (1 - p))
    assert width(small) == pytest.approx(2 * Z95 * ELO / math.sqrt(40 * 0.25 * 0.75))
    assert width(small) / width(large) == pytest.approx(math.sqrt(10))


def test_ties_count_half() -> None:
    pairs = [{"levels": ["easy", "medium"], "games": 10, "wins": [3, 3], "ties": 4}]
    assert [row["rating"] for row in rate(["easy", "medium"], pairs)] == [1000.0, 1000.0]
    with_ties = rate(["easy", "hard"], [{"levels": ["hard", "easy"], "games": 10, "wins": [6, 2], "ties": 2}])
    without = rate(["easy", "hard"], [{"levels": ["hard", "easy"], "games": 10, "wins": [7, 3], "ties": 0}])
    assert with_ties[0]["rating"] == without[0]["rating"] > 1000
    assert with_ties[0]["below"] == {"level": "easy", "wins": 6, "ties": 2, "losses": 2, "score": 0.7}


def test_a_level_that_never_wins_stays_finite() -> None:
    """One virtual tie per pair: 0 of 50 rates as 0.5 of 51, not minus infinity."""
    ratings = fit(2, [Pair(0, 1, 50, 50.0)])
    assert ratings[0].rating == 1000.0
    assert ratings[1].rating == pytest.approx(1000 - 400 * math.log10(101))
    assert math.isfinite(ratings[1].low) and ratings[1].low < ratings[1].rating < ratings[1].high
    shut_out = fit(3, [Pair(0, 1, 40, 40.0), Pair(0, 2, 40, 40.0), Pair(1, 2, 40, 20.0)])
    assert shut_out[1].rating == pytest.approx(shut_out[2].rating)
    assert 400 < shut_out[0].rating - shut_out[1].rating < 1000


def test_a_level_without_games_is_refused() -> None:
    with pytest.raises(ValueError, match="no games"):
        fit(3, [Pair(0, 1, 10, 5.0)])
