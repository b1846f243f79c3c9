"""The expert's learned discards (`discards.Learned`): hard's choice wherever its rating is clear or a gin
is there, otherwise the close discard the learned weights value most; the weights' fit recovers a
known model."""

from __future__ import annotations

from dataclasses import asdict, replace

from test_gin_expert import positions

from ginnyo.ginrummy import Phase
from ginnyo.ginrummy.actions import DISCARD, GIN, KNOCK
from ginnyo.ginrummy.ai import HARD
from ginnyo.ginrummy.cards import parse_hand, parse_number
from ginnyo.ginrummy.discards import FEATURES, WEIGHTS, Learned, features
from ginnyo.ginrummy.knocks import KNOCK_FEATURES, knock_features
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.opponent import knocks_early
from ginnyo.rules.rng import Rng
from ginnyo_dev import gin_learn

LEARNED = Learned(**asdict(HARD))
RATING = (-1.0, -HARD.now, -HARD.caution) + (0.0,) * (len(FEATURES) - 3)
HARD_KNOCKS = (-0.5, 1.0) + (0.0,) * (len(KNOCK_FEATURES) - 2)
HARD_RATING = Learned(**asdict(HARD), weights=RATING, knocks=HARD_KNOCKS, knocks_knocker=HARD_KNOCKS)


def test_weights_fitted_and_hards_rating_nested() -> None:
    """The shipped weights are a fit (not zeros), and weights that are hard's own rating play as hard."""
    assert len(WEIGHTS) == len(FEATURES) and any(WEIGHTS)
    for game in positions(3, 150):
        view = game.view(game.current)
        assert HARD_RATING.decide(view, 1) == HARD.decide(view, 1)


def test_it_differs_from_hard_only_among_close_discards() -> None:
    differ = 0
    for game in positions(5, 200):
        view = game.view(game.current)
        mine, hard = LEARNED.decide(view, 1), HARD.decide(view, 1)
        assert replace(mine, melds=()) in game.legal_actions()  # a knock may choose its melds
        if mine != hard:
            assert view.phase == Phase.DISCARD and hard.kind != GIN
            hand, know = parse_hand(view.hand), Knowledge.of(view)
            rating = [HARD.score(hand & ~(1 << n), n, know) for n in (mine.card, hard.card)]
            assert rating[0] <= rating[1] + LEARNED.close
            differ += 1
    assert differ > 0


def test_knocks_follow_the_model_for_the_opponents_habit() -> None:
    """Knock weights that copy hard knock as hard; a model that always knocks does so wherever a knock is
    allowed, and only against the habit it was given for (`knocks_knocker` against a knocker)."""
    always = (1.0,) + (0.0,) * (len(KNOCK_FEATURES) - 1)
    on_knockers = Learned(**asdict(HARD), weights=RATING, knocks=HARD_KNOCKS, knocks_knocker=always)
    changed = {True: 0, False: 0}
    for game in positions(5, 300):
        view = game.view(game.current)
        hard, mine, eager = HARD.decide(view, 1), on_knockers.decide(view, 1), knocks_early(view, HARD.hunt)
        if mine != hard:
            assert eager and (hard.kind, mine.kind) == (DISCARD, KNOCK) and mine.card == hard.card
            assert replace(mine, melds=()) in game.legal_actions()
        changed[eager] += mine != hard
    assert changed[True] > 0 and changed[False] == 0


def test_knock_features_read_what_the_seat_sees() -> None:
    """Knocking with the runs AH-3H and 7S-9S, three queens and AC (1 deadwood): 4H, 6S, 10S and QD could be
    laid off, and each of them drawn goes gin (AC thrown); no other draw lowers the deadwood."""
    game = positions(7, 1)[0]
    view = game.view(game.current)
    know = Knowledge(parse_hand("AH 2H 3H 7S 8S 9S QS QH QC AC"), 0, 0, 10)
    named = dict(zip(KNOCK_FEATURES, knock_features(view, know, know.hand, True)))
    assert named["left"] == 1 and named["hard"] == 1 and named["exposed"] == 4 and named["taken"] == 0
    assert named["gin1"] == named["better"] == 4 / 42


def test_features_read_what_the_seat_sees() -> None:
    """Throwing 9S: 9H and 9D (its partners in a group) are in the discard pile, 7S (in a run) is kept."""
    game = positions(7, 1)[0]
    view = game.view(game.current)
    know = Knowledge(parse_hand("AH 2H 3H 7C 7S 7D QS QH QC 4D 9S"), parse_hand("9H 9D"), 0, 10)
    named = dict(zip(FEATURES, features(know, parse_number("9S"), 20, view.knock_limit, parse_hand("9D"))))
    assert named["value"] == 9 and named["now"] == 4 and named["deadnear"] == 2 and named["refnear"] == 1
    assert named["mynear"] == 1 and named["gin1"] == 3 / 39 and named["knock1"] == 1  # 7S kept; 4H, 7H, QD go gin


def test_the_fit_recovers_a_known_model() -> None:
    """Positions whose points follow known weights exactly: the fit (no ridge) finds them again."""
    rng = Rng(4)
    truth = [float(k % 5 - 2) for k in range(len(FEATURES))]
    data = []
    for _ in range(60):
        rows = [[rng.below(100) / 10 for _ in FEATURES] for _ in range(3)]
        data.append({"f": rows, "q": [sum(w * x for w, x in zip(truth, row)) + 7 for row in rows]})
    found = gin_learn.fit(data, 0.0, [1.0] * len(FEATURES))
    assert all(abs(a - b) < 1e-6 for a, b in zip(found, truth))
    assert gin_learn.gain(found, [{**data[0], "hard": 0}])[1] >= 0


def test_knock_positions_are_collected_where_hard_may_knock() -> None:
    """`collect --knocks` against the baseline: every row is a discard of hard's with a knock allowed, its
    features say whether hard knocked there, and the fit sees the knock as the only featured choice."""
    rows = gin_learn.collect_knocks((1, 1, 0.0, "baseline"))
    assert len(rows) > 5 and {row["hard"] for row in rows} == {0, 1}
    for row in rows:
        named = dict(zip(KNOCK_FEATURES, row["f"]))
        assert named["hard"] == (row["hard"] == 0) and 0 < named["left"] <= 10 and len(row["q"]) == 2
    position = gin_learn.knock_positions(rows[:1])[0]
    assert position["f"][0] == rows[0]["f"] and not any(position["f"][1])
