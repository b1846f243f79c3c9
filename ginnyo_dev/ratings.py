"""Bradley–Terry ratings from pairwise results, on the Elo scale, with 95% intervals.

Level i beats level j with probability g_i / (g_i + g_j). The strengths g are fitted by maximum
likelihood with Hunter's MM iteration (each step raises the likelihood, so it cannot overshoot);
a tie counts half a win to each side. Every pair that met also gets `prior` virtual tied games
(one by default): without them a level that never wins (or never loses) has no finite maximum and
the fit would run off to infinity; with them it stays finite, and the pull towards equal strength
fades as real games accumulate. Ratings are 400 * log10(g), shifted so the anchor level has the
anchor rating. Intervals: +-1.96 standard errors from the observed information matrix (the
negative Hessian of the same penalised log-likelihood) with the anchor held fixed, so each
interval is the uncertainty of a level's distance from the anchor (the anchor's own is zero).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

ELO = 400 / math.log(10)  # Elo points per unit of log-strength
Z95 = 1.959964


@dataclass(frozen=True)
class Pair:
    """The games between two levels: `score` is `first`'s wins plus half its ties."""

    first: int
    second: int
    games: int
    score: float


@dataclass(frozen=True)
class Rating:
    rating: float
    low: float
    high: float


def fit(
    count: int, pairs: Sequence[Pair], anchor: int = 0, anchor_rating: float = 1000.0, prior: float = 1.0
) -> list[Rating]:
    """The ratings of levels 0..count-1 from their pairs' results (every level must meet the others
    through some chain of pairs; with `prior` 0, every level must also win and lose something)."""
    games = [[0.0] * count for _ in range(count)]
    won = [0.0] * count
    for p in pairs:
        games[p.first][p.second] += p.games
        games[p.second][p.first] += p.games
        won[p.first] += p.score
        won[p.second] += p.games - p.score
    for i, j in itertools.permutations(range(count), 2):
        if games[i][j]:
            games[i][j] += prior
            won[i] += prior / 2
    if not all(any(row) for row in games):
        raise ValueError("a level played no games")
    strength = [1.0] * count
    for _ in range(100_000):
        new = [
            won[i] / sum(games[i][j] / (strength[i] + strength[j]) for j in range(count) if games[i][j])
            for i in range(count)
        ]
        norm = math.exp(sum(math.log(g) for g in new) / count)
        new = [g / norm for g in new]
        done = max(abs(math.log(a / b)) for a, b in zip(new, strength, strict=True)) < 1e-12
        strength = new
        if done:
            break
    theta = [math.log(g) for g in strength]
    info = [[0.0] * count for _ in range(count)]
    for i, j in itertools.permutations(range(count), 2):
        if games[i][j]:
            chance = 1 / (1 + math.exp(theta[j] - theta[i]))
            info[i][j] = -games[i][j] * chance * (1 - chance)
            info[i][i] -= info[i][j]
    free = [i for i in range(count) if i != anchor]
    covariance = inverse([[info[i][j] for j in free] for i in free])
    variance = [0.0] * count
    for k, i in enumerate(free):
        variance[i] = covariance[k][k]
    ratings = []
    for i in range(count):
        rating = anchor_rating + ELO * (theta[i] - theta[anchor])
        half = Z95 * ELO * math.sqrt(variance[i])
        ratings.append(Rating(rating, rating - half, rating + half))
    return ratings


def inverse(matrix: list[list[float]]) -> list[list[float]]:
    """The inverse of a small symmetric positive definite matrix, by Gauss–Jordan elimination."""
    n = len(matrix)
    rows = [row[:] + [float(i == k) for k in range(n)] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        lead = rows[col][col]
        if abs(lead) < 1e-300:
            raise ValueError("the levels do not all meet through their games")
        rows[col] = [v / lead for v in rows[col]]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [row[n:] for row in rows]
