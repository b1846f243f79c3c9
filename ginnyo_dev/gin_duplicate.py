"""Duplicate trials of the Gin Rummy expert: are its choices that differ from hard's worth more?

`python -m ginnyo_dev.gin_duplicate '{"samples": 64}' --seeds 3 8 --shuffles 6` plays hard-vs-hard
matches (seeds 5000+); wherever a variant of the expert (fields given as JSON) would decide
otherwise than hard, the hand is played to its end both ways by hard for both seats, on the same
`shuffles` reorderings of the stock, and the points of the seat to move are compared. Far fewer
matches than a tournament show whether a kind of deviation gains or loses.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from collections.abc import Iterator, Sequence

from ginnyo.ginrummy.actions import Action
from ginnyo.ginrummy.ai import HARD, PLAYERS, Player
from ginnyo.ginrummy.expert import Expert
from ginnyo.ginrummy.game import Game, GinView, Phase
from ginnyo.rules.rng import Rng

from .gin_variants import changed


def hand_points(game: Game, act: Action, shuffle: int, players: tuple[Player, Player] = (HARD, HARD)) -> int:
    """The mover's points when it takes `act` and `players` (hard for both seats) play the hand out."""
    seat, hands = game.current, len(game.results)
    trial = game.clone()
    trial.apply(act)
    Rng(shuffle).shuffle(trial.stock)
    while len(trial.results) == hands and not trial.over:
        trial.apply(players[trial.current].decide(trial.view(trial.current), len(trial.actions)))
    result = trial.results[hands]
    if result.winner is None:
        return 0
    return result.points if result.winner == seat else -result.points


def hard_positions(seed: int) -> Iterator[tuple[Game, GinView, Action]]:
    """Each position of a hard-vs-hard match on `seed`, with hard's choice, before it is played."""
    game = Game(("a", "b"), seed)
    while not game.over:
        view = game.view(game.current)
        hard = HARD.decide(view, len(game.actions))
        yield game, view, hard
        game.apply(hard)


def trial(expert: Expert, seeds: range, shuffles: int) -> dict[str, tuple[int, float]]:
    """Per kind of deviation ("phase:hard's kind->expert's kind"): how many, and the points gained."""
    out: dict[str, list[float]] = defaultdict(lambda: [0, 0.0])
    for seed in seeds:
        for game, view, hard in hard_positions(5000 + seed):
            if view.phase in (Phase.DRAW, Phase.DISCARD):
                mine = expert.decide(view, len(game.actions))
                if (mine.kind, mine.card) != (hard.kind, hard.card):
                    gain = sum(hand_points(game, mine, r) - hand_points(game, hard, r) for r in range(shuffles))
                    row = out[f"{view.phase}:{hard.kind}->{mine.kind}"]
                    row[0] += 1
                    row[1] += gain / shuffles
    return {kind: (int(n), round(gain, 1)) for kind, (n, gain) in sorted(out.items())}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("fields", nargs="?", default="{}", help="the expert's fields to change, as JSON")
    parser.add_argument("--seeds", type=int, nargs=2, default=(3, 8), help="match seeds from, to (5000 added)")
    parser.add_argument("--shuffles", type=int, default=6, help="stock orders each choice is played on")
    args = parser.parse_args(argv)
    base = PLAYERS["expert"]
    assert isinstance(base, Expert)
    rows = trial(changed(base, json.loads(args.fields)), range(*args.seeds), args.shuffles)
    total = sum(gain for _, gain in rows.values())
    print(json.dumps({"fields": json.loads(args.fields), "deviations": rows, "points_gained": round(total, 1)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
