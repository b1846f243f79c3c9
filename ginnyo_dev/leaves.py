"""Fit the expert's leave values by self-play: `python -m ginnyo leaves --games 600 --seed 1`.

Two seats play a fast explorer against itself: one of its `SPREAD` best plays by points (half the
time of those that keep the jokers), chosen with the seed: a greedy player keeps jokers only when it
cannot use them, which would teach that jokers are worth little. After every decision the kept rack is
described by `ginnyo.ai.leaves.features` and paired with what followed: the points the player scored
over its next `HORIZON` turns minus the opponents' mean over the same turns (and, when the game ended
within them, the rack penalties the same way). A least-squares fit (normal equations, a small ridge)
gives the weights, written as JSON with the command and seed that made them. The same games and seed
give the same weights.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path

from ginnyo.ai.common import Hand, no_play
from ginnyo.ai.leaves import FEATURES, features, stage
from ginnyo.ai.lookahead import read_tiles
from ginnyo.rules import Action, Game
from ginnyo.rules.actions import PLAY
from ginnyo.rules.game import PlayerView
from ginnyo.rules.rng import Rng
from ginnyo.rules.tiles import JOKER

from .tournament_game import game_seed

HORIZON = 2
"""The player's own turns after a decision whose points the kept rack is credited with."""
SPREAD = 6
"""The explorer plays one of this many best plays by points."""
RIDGE = 1e-3
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "ginnyo" / "ai" / "leaves.json"

Sample = tuple[list[float], float]


def kept(hand: Hand, action: Action) -> list[str]:
    """The tiles of `hand` that `action` keeps (a pass keeps them all)."""
    texts = hand.texts()
    used = action.tiles if action.kind != PLAY else tuple(JOKER if p.joker else p.tile_text for p in action.placements)
    for text in used:
        texts.remove(text)
    return texts


def explore(view: PlayerView, seed: int) -> Action:
    """One of the `SPREAD` best plays (half the time of those that keep the jokers), chosen with the seed; no
    play: exchange the loose tiles (or pass)."""
    hand = Hand.of(view)
    plays = view.board.legal_plays((list(hand.cards), hand.jokers))
    rng = Rng(seed)
    if hand.jokers and rng.below(2):  # half the time keep the jokers, if a play without them exists
        plays = [play for play in plays if not any(p.joker for p in play.placements)] or plays
    if not plays:
        return no_play(view, hand)
    return Action.play(plays[rng.below(min(SPREAD, len(plays)))].placements)


def game_samples(seed: int) -> list[Sample]:
    """One self-play game of the explorer (two seats) and a sample for each decision."""
    game = Game(("A", "B"), seed)
    decisions: list[tuple[int, int, list[float]]] = []  # (turn, seat, features)
    while not game.over:
        view = game.view(game.current)
        action = explore(view, seed * 7919 + len(game.log))
        cards, jokers = read_tiles(kept(Hand.of(view), action))
        decisions.append((len(game.log), game.current, features(cards, jokers, stage(view.pile_size))))
        game.apply(action)
    seats = game.players
    samples = []
    for turn, seat, described in decisions:
        window = game.log[turn + 1 : turn + 1 + HORIZON * seats]
        own = sum(t.score for t in window if t.player == seat)
        others = sum(t.score for t in window if t.player != seat) / (seats - 1)
        if turn + 1 + HORIZON * seats >= len(game.log):  # the game ended within the window: its penalties count
            own -= game.penalties[seat]
            others -= (sum(game.penalties) - game.penalties[seat]) / (seats - 1)
        samples.append((described, own - others))
    return samples


def fit(samples: Sequence[Sample], ridge: float = RIDGE) -> list[float]:
    """Least squares by the normal equations (X'X + ridge I) w = X'y, solved by Gaussian elimination."""
    n = len(FEATURES)
    a = [[ridge if i == j else 0.0 for j in range(n)] + [0.0] for i in range(n)]
    for x, y in samples:
        for i in range(n):
            row = a[i]
            for j in range(n):
                row[j] += x[i] * x[j]
            row[n] += x[i] * y
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [v - factor * p for v, p in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def r_squared(samples: Sequence[Sample], w: Sequence[float]) -> float:
    ys = [y for _, y in samples]
    mean = sum(ys) / len(ys)
    residual = sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in samples)
    total = sum((y - mean) ** 2 for y in ys)
    return 1.0 - residual / total if total else 0.0


def learn(games: int, seed: int, progress: bool = False) -> dict[str, object]:
    """Play `games` self-play games from `seed` and fit the weights; the file's content."""
    samples: list[Sample] = []
    for number in range(games):
        samples += game_samples(game_seed(seed, number))
        if progress and (number + 1) % 50 == 0:
            print(f"game {number + 1}/{games}, {len(samples)} samples", file=sys.stderr, flush=True)
    w = fit(samples)
    return {
        "command": f"python -m ginnyo leaves --games {games} --seed {seed}",
        "games": games,
        "seed": seed,
        "samples": len(samples),
        "horizon": HORIZON,
        "r2": round(r_squared(samples, w), 4),
        "weights": {name: round(value, 4) for name, value in zip(FEATURES, w)},
    }


def main(games: int, seed: int, out: str = "") -> int:
    result = learn(games, seed, progress=True)
    path = Path(out) if out else DEFAULT_OUT
    path.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(f"{path}: {result['samples']} samples from {games} games, R² {result['r2']}")
    for name, value in result["weights"].items():  # type: ignore[attr-defined]
        print(f"  {name:>13} {value:+.4f}")
    return 0
