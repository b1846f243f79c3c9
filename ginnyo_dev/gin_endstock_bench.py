"""`python -m ginnyo bench --game gin --endstock`: the exact end of the stock (`ginnyo.ginrummy.endstock`).

It prints how long the exact choice takes on the end-of-stock turns of patient self-play (the positions of the
tests), how often the expert simulating as on any other turn chose otherwise and what that cost by the exact values,
and, with `--matches`, the expert with and without it against the baseline on the same seeds (the expert in seat 0).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import replace
from fractions import Fraction

from ginnyo.ginrummy.actions import DISCARD, GIN, KNOCK, Action
from ginnyo.ginrummy.ai import PLAYERS, Baseline, Expert
from ginnyo.ginrummy.endstock import Exact, decide
from ginnyo.ginrummy.game import Game, Phase

PATIENT = Baseline(careless=0.3)
"""The self-play that makes the positions: a careless simple player that never ends a hand while the stock holds
more than three cards (most hands then reach the end of the stock, with hands of every quality)."""


def page_expert() -> Expert:
    """The page's expert player."""
    player = PLAYERS["expert"]
    assert isinstance(player, Expert)
    return player


EXPERT = page_expert()
SIMULATING = replace(EXPERT, exact=False)


def end_positions(seeds: range) -> list[Game]:
    """Copies of self-play matches (their first two hands) at each end-of-stock turn: the draw at three cards and the
    discards at three and two."""
    out = []
    for seed in seeds:
        game = Game(("a", "b"), seed)
        while not game.over and len(game.results) < 2:
            view = game.view(game.current)
            if view.phase in (Phase.DRAW, Phase.DISCARD) and view.stock_size <= 3:
                out.append(game.clone())
            act = PATIENT.decide(view, game.turn_seed())
            if act.kind in (KNOCK, GIN) and view.stock_size > 3:
                act = Action(DISCARD, act.card)
            game.apply(act)
    return out


def cost(exact: Exact, other: Action) -> Fraction:
    """What `other` loses against the exact choice: a knock counted with its best layout, and a choice the exact
    values leave out (a plain discard at three cards, a take that cannot end the hand) at its bound of 0, so the
    figure is a floor."""
    values = {(act.kind, act.card): value for act, value in exact.options}
    return exact.value - values.get((other.kind, other.card), Fraction(0))


def match_points(expert: Expert, seed: int) -> int:
    """The expert's match total less the baseline's, the expert in seat 0."""
    game = Game(("expert", "baseline"), seed)
    players = (expert, PLAYERS["baseline"])
    while not game.over:
        game.apply(players[game.current].decide(game.view(game.current), game.turn_seed()))
    totals = game.totals()
    return totals[0] - totals[1]


def main(seeds: int, matches: int) -> int:
    """Print the figures (see the module's docstring)."""
    times, decided, worse, lost = [], 0, 0, Fraction(0)
    positions = end_positions(range(seeds))
    for game in positions:
        view = game.view(game.current)
        start = time.perf_counter()
        exact = decide(view)
        times.append(time.perf_counter() - start)
        if exact is None:
            continue
        decided += 1
        loss = cost(exact, SIMULATING.decide(view, game.turn_seed()))
        worse += loss > 0
        lost += loss
    print(f"{len(positions)} end-of-stock turns from {seeds} patient self-play matches, {decided} decided exactly")
    print(f"exact choice: mean {statistics.mean(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms (CPython)")
    print(f"the expert without it chose worse {worse} times, losing at least {float(lost):.1f} expected points")
    if matches:
        gains = [match_points(EXPERT, seed) - match_points(SIMULATING, seed) for seed in range(matches)]
        changed = sum(1 for g in gains if g)
        print(
            f"against the baseline, {matches} matches: {changed} differ; with it the expert's margin changes by "
            f"{sum(gains):+d} points in all ({sum(gains) / matches:+.2f} a match)"
        )
    return 0
