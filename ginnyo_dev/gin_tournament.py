"""Gin Rummy tournaments: `python -m ginnyo tournament --game gin --players hard,baseline`.

Matches go in pairs on one seed with the seats swapped, so each player holds each deal of the
pair once and deals the first hand once (the first dealer is seat 1): neither side gets the
deal or the cards. The match's generator only shuffles, so the k-th shuffle of a seed is the
same whatever was played before: two players tried on one seed face the same deals, and players
that decide alike (medium and the first hard chose alike in over 90% of their turns) get near
identical records. Results have the Ginny-O tournament's shape plus hands per second, mean
points per hand and how hands ended.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ginnyo.ginrummy.ai import make_player
from ginnyo.ginrummy.game import Game

from .tournament_game import GameResult, game_seed, timed_play

MAX_ACTIONS = 20_000


@dataclass
class MatchResult(GameResult):
    """A match, by player entry; `points` are each entry's points over its `hands` hands."""

    hands: int = 0
    points: tuple[int, int] = (0, 0)
    endings: tuple[str, ...] = ()


def play_match(levels: Sequence[str], seed: int, number: int) -> MatchResult:
    """Play match `number`: matches 2k and 2k+1 share a seed, seats swapped."""
    order = [number % 2, 1 - number % 2]  # order[seat] = entry sitting there
    players = [make_player(levels[entry]) for entry in order]
    mseed = game_seed(seed, number // 2)
    game = Game((f"{levels[order[0]]}-{order[0] + 1}", f"{levels[order[1]]}-{order[1] + 1}"), mseed)
    times, cpu = timed_play(game, players, order, mseed, lambda: len(game.actions), MAX_ACTIONS, f"match {number}")
    totals = [game.totals()[order.index(entry)] for entry in (0, 1)]
    assert game.winner is not None
    return MatchResult(
        mseed,
        order,
        totals,
        [order[game.winner]],
        len(game.actions),
        "a player reached the target",
        times,
        cpu,
        hands=len(game.results),
        points=(totals[0], totals[1]),
        endings=tuple(str(r.ending) for r in game.results),
    )


def extend(summary: dict[str, Any], results: Sequence[MatchResult]) -> dict[str, Any]:
    """Add the Gin Rummy figures to a tournament summary."""
    hands = sum(r.hands for r in results)
    for entry, player in enumerate(summary["players"]):
        player["mean_points_per_hand"] = sum(r.points[entry] for r in results) / hands if hands else 0.0
    summary["game"] = "gin"
    summary["hands"] = hands
    summary["hands_per_second"] = hands / summary["seconds"] if summary["seconds"] > 0 else 0.0
    summary["mean_hands"] = hands / len(results) if results else 0.0
    summary["hand_endings"] = dict(sorted(Counter(e for r in results for e in r.endings).items()))
    return summary


def format_extra(summary: dict[str, Any]) -> str:
    per_hand = ", ".join(f"{p['player']} {p['mean_points_per_hand']:.1f}" for p in summary["players"])
    endings = ", ".join(f"{n} {e}" for e, n in summary["hand_endings"].items())
    return (
        f"{summary['hands']} hands ({summary['mean_hands']:.1f} per match), "
        f"{summary['hands_per_second']:.1f} hands/s; mean points per hand: {per_hand}\nhands ended by: {endings}"
    )
