"""The Gin Rummy expert's discard and knock models, learned from hard's own play-outs.

`python -m ginnyo_dev.gin_learn collect --seeds 0 40 --out pos.jsonl` plays hard-vs-hard matches
(seeds 6000+); at each discard where hard's best few discards lie close (`--close` points of hard's
score), every one of them is played to the hand's end by hard for both seats on the same
`--shuffles` stock orders, and the mover's mean points are kept with the discard's features (what
the seat sees: `features`). `fit pos.jsonl` fits the features' weights to those points within each
position (least squares on differences from the position's mean, so only what tells the discards
apart is learned) and reports, on positions held out, the points its choices gain over hard's.

`collect --knocks --shuffles 8` stops instead wherever hard may knock (not gin): the knock is scored
and playing on with the same discard is played out by hard, and `fit` learns the points the knock
gains from `knocks.KNOCK_FEATURES`. `--against baseline` plays hard against the baseline instead of
itself (in the matches and the play-outs), for the models used against a knocker.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from ginnyo.ginrummy import ai
from ginnyo.ginrummy.actions import DISCARD, GIN, KNOCK, Action
from ginnyo.ginrummy.ai import HARD, LEARNED, Player, make_player
from ginnyo.ginrummy.cards import mask_of, parse_hand
from ginnyo.ginrummy.discards import FEATURES, features
from ginnyo.ginrummy.expert import Expert
from ginnyo.ginrummy.game import Game, GinView, Phase
from ginnyo.ginrummy.knocks import KNOCK_FEATURES, knock_features
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.melds import least_cached
from ginnyo.ginrummy.opponent import refused
from ginnyo.ginrummy.thinker import safest_melds

from .gin_duplicate import hand_points
from .gin_tournament import MatchResult, extend, play_match
from .tournament import summarize


def play(job: tuple[list[str], int, int]) -> MatchResult:
    return play_match(*job)


def seats(seed: int, against: str) -> tuple[Player, Player]:
    """The players of match `seed`: hard in both seats, or hard in seat `seed % 2` against `against`."""
    other = make_player(against)
    return (HARD, other) if seed % 2 == 0 else (other, HARD)


def hard_discards(seed: int, against: str) -> Iterator[tuple[Game, GinView, Action, tuple[Player, Player]]]:
    """Each of hard's discard turns in match `seed` (`seats`), before its choice (the action given) is played."""
    players = seats(seed, against)
    game = Game(("a", "b"), 6000 + seed)
    while not game.over:
        view = game.view(game.current)
        chosen = players[game.current].decide(view, len(game.actions))
        if view.phase == Phase.DISCARD and players[game.current] is HARD:
            yield game, view, chosen, players
        game.apply(chosen)


def collect_match(job: tuple[int, int, float, str]) -> list[dict[str, Any]]:
    seed, shuffles, close, against = job
    out = []
    for game, view, chosen, players in hard_discards(seed, against):
        hand = parse_hand(view.hand)
        know = Knowledge.of(view)
        near = replace(LEARNED, close=close).near(view, hand, know)
        if len(near) > 1 and chosen.kind != GIN:
            acts = [HARD.conclude(view, hand, n, know) for n in near]
            q = [sum(hand_points(game, a, r, players) for r in range(shuffles)) / shuffles for a in acts]
            row = {"seed": seed, "ply": len(game.actions), "cards": near, "q": q, "hard": near.index(chosen.card)}
            out.append(row | {"against": against})
    return out


def collect_knocks(job: tuple[int, int, float, str]) -> list[dict[str, Any]]:
    """At each discard of hard's where it may knock (not gin): the points of knocking and of playing on."""
    seed, shuffles, _, against = job
    out = []
    for game, view, chosen, players in hard_discards(seed, against):
        rest = parse_hand(view.hand) & ~(1 << chosen.card)
        if chosen.kind == GIN or least_cached(rest) > view.knock_limit:
            continue
        know = Knowledge.of(view)
        knock = chosen if chosen.kind == KNOCK else Action(KNOCK, chosen.card, safest_melds(rest, know))
        on = sum(hand_points(game, Action(DISCARD, chosen.card), r, players) for r in range(shuffles)) / shuffles
        found = knock_features(view, know, rest, chosen.kind == KNOCK)
        row = {"seed": seed, "ply": len(game.actions), "q": [hand_points(game, knock, 0, players), on]}
        out.append(row | {"hard": int(chosen.kind == DISCARD), "f": found, "against": against})
    return out


def with_features(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows of one match seed, each with its discards' features (the match replayed)."""
    plies = {row["ply"]: row for row in rows}
    for game, view, _, _ in hard_discards(rows[0]["seed"], rows[0].get("against", "hard")):
        row = plies.pop(len(game.actions), None)
        if row is not None:
            know = Knowledge.of(view)
            refusals = mask_of(refused(view))
            row["f"] = [features(know, n, view.stock_size, view.knock_limit, refusals) for n in row["cards"]]
        if not plies:
            break
    return rows


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting: x with a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                k = m[r][c] / m[c][c]
                m[r] = [x - k * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def centred(pos: dict[str, Any]) -> tuple[list[list[float]], list[float]]:
    f, q = pos["f"], pos["q"]
    k = len(q)
    mean_f = [sum(col) / k for col in zip(*f)]
    mean_q = sum(q) / k
    return [[x - m for x, m in zip(row, mean_f)] for row in f], [v - mean_q for v in q]


def fit(train: list[dict[str, Any]], ridge: float, scale: list[float]) -> list[float]:
    n = len(scale)
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for pos in train:
        xs, ys = centred(pos)
        for x, y in zip(xs, ys):
            x = [v / s for v, s in zip(x, scale)]
            for i in range(n):
                b[i] += x[i] * y
                for j in range(n):
                    a[i][j] += x[i] * x[j]
    for i in range(n):
        a[i][i] += ridge
    return [w / s for w, s in zip(solve(a, b), scale)]


def gain(weights: list[float], test: list[dict[str, Any]]) -> tuple[int, float]:
    """How many held-out choices differ from hard's, and the points they gain (play-out means)."""
    changed, total = 0, 0.0
    for pos in test:
        values = [sum(w * x for w, x in zip(weights, row)) for row in pos["f"]]
        mine = max(range(len(values)), key=lambda k: values[k])
        hard = int(pos["hard"])
        if mine != hard:
            changed += 1
            total += pos["q"][mine] - pos["q"][hard]
    return changed, total


def discard_positions(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The discard positions collected, with their features (the matches replayed)."""
    by_seed: dict[int, list[dict[str, Any]]] = {}
    for row in sorted(raw, key=lambda r: (r["seed"], r["ply"])):
        by_seed.setdefault(row["seed"], []).append(row)
    with Pool(2) as pool:
        return [row for rows in pool.map(with_features, list(by_seed.values())) for row in rows]


def knock_positions(raw: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The knock positions collected, as positions of two choices: the knock has the features, playing on
    none (so the fit learns the points knocking gains, and a knock is chosen where they are above 0)."""
    return [{"f": [row["f"], [0.0] * len(row["f"])], "q": row["q"], "hard": row["hard"]} for row in raw]


def listed(text: str | None, shipped: tuple[float, ...] | None) -> tuple[float, ...] | None:
    """Weights given as a JSON list, `null` for none (hard's choices); the `shipped` ones when not given."""
    if text is None:
        return shipped
    found = json.loads(text)
    return None if found is None else tuple(found)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--seeds", type=int, nargs=2, default=(0, 40))
    c.add_argument("--shuffles", type=int, default=4)
    c.add_argument("--close", type=float, default=4.0)
    c.add_argument("--jobs", type=int, default=2)
    c.add_argument("--against", default="hard", help="hard's opponent in the matches and the play-outs")
    c.add_argument("--out", required=True)
    c.add_argument("--knocks", action="store_true", help="collect knock-or-play-on positions instead of discards")
    f = sub.add_parser("fit")
    f.add_argument("data", nargs="+")
    f.add_argument("--seeds", type=int, nargs=2, default=(0, 1000), help="only the positions of these match seeds")
    f.add_argument("--ridge", type=float, default=3.0)
    f.add_argument("--folds", type=int, default=4)
    m = sub.add_parser("match")
    m.add_argument("weights", help="the weights, as a JSON list")
    m.add_argument("--level", choices=("hard", "expert"), default="hard")
    m.add_argument("--against", default="hard")
    m.add_argument("--matches", type=int, default=400)
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--close", type=float, default=4.0)
    m.add_argument("--knocks", help="the knock weights against a gin hunter, as a JSON list (null: hard's knocks)")
    m.add_argument("--knocks-knocker", help="the knock weights against a knocker (default: the shipped ones)")
    args = parser.parse_args(argv)
    if args.command == "match":
        learned = replace(
            LEARNED,
            weights=tuple(json.loads(args.weights)),
            knocks=listed(args.knocks, LEARNED.knocks),
            knocks_knocker=listed(args.knocks_knocker, LEARNED.knocks_knocker),
            close=args.close,
        )
        ai.PLAYERS["learned"] = learned if args.level == "hard" else Expert(learned, samples=24)
        levels = ["learned", args.against]
        start = time.perf_counter()
        with Pool(2) as pool:
            results = pool.map(play, [(levels, args.seed, k) for k in range(args.matches)], chunksize=4)
        summary = extend(summarize(levels, results, time.perf_counter() - start, args.seed), results)
        print(json.dumps({"level": args.level, "weights": json.loads(args.weights), **summary}))
        return 0
    if args.command == "collect":
        jobs = [(s, args.shuffles, args.close, args.against) for s in range(*args.seeds)]
        with Pool(args.jobs) as pool, open(args.out, "a") as out:
            for rows in pool.imap_unordered(collect_knocks if args.knocks else collect_match, jobs):
                for row in rows:
                    out.write(json.dumps(row) + "\n")
                out.flush()
        return 0
    raw = [json.loads(line) for name in args.data for line in Path(name).read_text().splitlines()]
    raw = [row for row in raw if row["seed"] in range(*args.seeds)]
    names = KNOCK_FEATURES if raw and "cards" not in raw[0] else FEATURES
    data = knock_positions(raw) if names == KNOCK_FEATURES else discard_positions(raw)
    random.Random(1).shuffle(data)
    scale = [max(1e-9, max(abs(x) for p in data for row in p["f"] for x in [row[i]])) for i in range(len(names))]
    folds = [data[k :: args.folds] for k in range(args.folds)]
    changed, total = 0, 0.0
    for k in range(args.folds):
        train = [p for j, fold in enumerate(folds) if j != k for p in fold]
        n, g = gain(fit(train, args.ridge, scale), folds[k])
        changed, total = changed + n, total + g
    weights = fit(data, args.ridge, scale)
    print(
        json.dumps(
            {
                "positions": len(data),
                "held_out_changed": changed,
                "held_out_gain": round(total, 1),
                "weights": dict(zip(names, (round(w, 4) for w in weights))),
                "list": [round(w, 5) for w in weights],
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
