"""The Gin Rummy expert: legal and deterministic, stoppable at any pause, taking a gin, and its
opponent model and play-outs agreeing with the engine (small deal counts keep it fast)."""

from __future__ import annotations

from dataclasses import replace

from test_gin_ai import discard_turn

from ginnyo.ginrummy import Game, Options, Phase
from ginnyo.ginrummy.actions import DISCARD, DRAW, GIN, KNOCK, PASS, Action
from ginnyo.ginrummy.ai import COACH, HARD, LEARNED, LEVELS, PLAYERS, choose_action, make_player
from ginnyo.ginrummy.cards import bits, parse_hand, parse_number
from ginnyo.ginrummy.expert import Expert
from ginnyo.ginrummy.knowledge import PAIRS
from ginnyo.ginrummy.melds import least, least_after_discard
from ginnyo.ginrummy.opponent import Belief, knocks_early, refused, stock_at_last_discard
from ginnyo.ginrummy.playout import HUNT_STOCK, Playout, fast_discard
from ginnyo.ginrummy.scoring import Ending, HandResult
from ginnyo.rules.rng import Rng
from ginnyo.rules.steps import anytime, drain
from ginnyo_dev import gin_bench

SMALL = Expert(HARD, samples=3)


def positions(seed: int, count: int) -> list[Game]:
    """Positions of a match between the hard player and the baseline (copies, before each action)."""
    game = Game(("a", "b"), seed, Options(target=50))
    out = []
    while not game.over and len(out) < count:
        out.append(game.clone())
        level = ("hard", "baseline")[game.current]
        game.apply(choose_action(game.view(game.current), level, seed + len(game.actions)))
    return out


def test_expert_is_the_last_level_and_the_coach_a_smaller_expert() -> None:
    expert = make_player("expert")
    assert LEVELS[-1] == "expert" and list(PLAYERS) == list(LEVELS)
    assert isinstance(expert, Expert) and isinstance(COACH, Expert) and expert.prior == COACH.prior == LEARNED
    assert COACH.samples * 4 == expert.samples


def test_legal_and_deterministic_over_many_positions() -> None:
    for game in positions(4, 120):
        view = game.view(game.current)
        action = SMALL.decide(view, 9)
        assert replace(action, melds=()) in game.legal_actions()  # a knock may choose its melds
        assert action == SMALL.decide(view, 9)


def test_enough_answers_at_once_with_a_legal_action() -> None:
    """Stopped at its first pause the expert answers with the hard player's choice (its prior)."""
    stopped = 0
    for game in positions(6, 60):
        view = game.view(game.current)
        steps = SMALL.steps(view, 2)
        action = anytime(steps)
        assert replace(action, melds=()) in game.legal_actions()
        if view.phase in (Phase.DRAW, Phase.DISCARD):
            assert action == HARD.decide(view, 2)
            stopped += 1
    assert stopped > 20


def test_the_simulations_decide_alone() -> None:
    """With deals to play, the choice can differ from the prior, but only by the seed and deal count."""
    differ = 0
    for game in positions(8, 80):
        view = game.view(game.current)
        if view.phase == Phase.DISCARD:
            chosen = Expert(HARD, samples=6).decide(view, 5)
            differ += chosen != HARD.decide(view, 5)
            assert chosen == drain(Expert(HARD, samples=6).steps(view, 5))
    assert differ > 0


def test_it_goes_gin_when_it_can() -> None:
    mine = "AH 2H 3H 7C 7S 7D QS QH QC 4H KC"  # discard KC: gin
    game = discard_turn(mine, "8D 9D 2C 3C 5S 6S AD KD KH 4D")
    assert SMALL.decide(game.view(0), 1) == Action(GIN, parse_number("KC"))


def test_with_low_deadwood_it_knocks_or_hunts_with_the_right_discard() -> None:
    """With 2 deadwood early the expert weighs a knock now against the gin hunt: either way it
    throws the king."""
    mine = "AH 2H 3H 7C 7S 7D QS QH QC 2D KC"  # discard KC: 2 deadwood (2D)
    game = discard_turn(mine, "8D 9D 2C 3C 5S 6S AD KD KH 4D")
    action = Expert(HARD, samples=16).decide(game.view(0), 1)
    assert action.card == parse_number("KC") and action.kind in (KNOCK, DISCARD)


def test_refused_cards_follow_the_pile() -> None:
    """The opponent passed the first upcard, then drew instead of taking the card I threw."""
    game = Game(("a", "b"), 3)
    first = game.discards[-1]
    while game.phase == Phase.FIRST:
        game.apply(Action(PASS))
    me = game.current
    game.apply(Action(DRAW))
    thrown = min(bits(game.hands[me]))
    game.apply(Action(DISCARD, thrown))
    game.apply(Action(DRAW))
    view = game.view(me)
    assert refused(view) == [first, thrown]
    belief = Belief.of(view, 0.5, 0.4)
    weights = dict(belief.weights)
    assert all(w < 1.0 for n, w in weights.items() if n in {a for pair in PAIRS[thrown] for a in pair})
    hand, stock = belief.deal(Rng(1))
    assert bin(hand).count("1") == view.opponent_cards and len(stock) == view.stock_size
    assert not hand & parse_hand(view.hand) and not set(stock) & set(bits(hand | parse_hand(view.hand)))


def test_a_known_take_is_always_dealt_to_the_opponent() -> None:
    game = discard_turn("AH 2H 3H 7C 7S 7D QS QH QC 2D KC", "8D 9D 2C 3C 5S 6S AD KD KH 4D", taken=("8D", "9D"))
    belief = Belief.of(game.view(0), 0.6, 0.4)
    for seed in range(5):
        hand, _ = belief.deal(Rng(seed))
        assert hand & parse_hand("8D 9D") == parse_hand("8D 9D")


def past(knocker: int, ending: Ending, deadwood: int, defender: int = 30) -> HandResult:
    """A past hand of the match: `knocker`'s ending with `deadwood`, the defender's hand holding `defender`."""
    return HandResult(
        1, 0, "AS", False, ending, knocker=knocker, knocker_deadwood=deadwood, defender_deadwood_before=defender
    )


def test_the_opponent_is_a_knocker_until_its_hands_show_more_hunts_for_gin() -> None:
    view = Game(("a", "b"), 3).view(0)
    early, gin = past(1, Ending.KNOCK, 5), past(1, Ending.GIN, 0)
    played_on = past(0, Ending.KNOCK, 3, defender=6)  # I knocked; it held 6 and had not knocked
    assert knocks_early(view, 8)  # no past hands yet
    assert not knocks_early(replace(view, results=(gin,)), 8)
    assert knocks_early(replace(view, results=(early, gin, past(0, Ending.KNOCK, 3))), 8)
    assert not knocks_early(replace(view, results=(early, gin, played_on)), 8)
    assert not knocks_early(replace(view, results=(past(1, Ending.UNDERCUT, 9), played_on)), 8)  # 9: a hunter's
    hunter = replace(view, results=(gin,))
    assert SMALL.playout_for(view).opponent_hunt == -1 and SMALL.playout_for(hunter).opponent_hunt == 8
    assert replace(SMALL, adapt=False).playout_for(view).opponent_hunt == 8


def test_the_stock_is_followed_back_to_the_opponents_last_discard() -> None:
    game = Game(("a", "b"), 3)
    while game.phase == Phase.FIRST:
        game.apply(Action(PASS))
    me = game.current
    assert stock_at_last_discard(game.view(me)) is None  # it has not discarded this hand
    game.apply(Action(DRAW))
    game.apply(Action(DISCARD, min(bits(game.hands[me]))))
    game.apply(Action(DRAW))
    game.apply(Action(DISCARD, min(bits(game.hands[1 - me]))))
    then = game.view(me).stock_size
    game.apply(Action(DRAW))
    assert stock_at_last_discard(game.view(me)) == then == game.view(me).stock_size + 1


def test_no_dealt_hand_is_one_the_opponent_would_have_ended_the_hand_with() -> None:
    """The baseline (seat 1) knocks at once: its real hand is never ruled out by that model, and no
    dealt hand is one it or a gin hunter would have knocked or gone gin with."""
    checked = 0
    for game in positions(5, 80):
        view = game.view(0)
        stock = stock_at_last_discard(view)
        if game.current != 0 or view.phase not in (Phase.DRAW, Phase.DISCARD) or stock is None:
            continue
        eager = Playout(opponent_hunt=-1, knock_limit=view.knock_limit)
        assert not eager.ends(least(game.hands[1]), stock, -1)
        for playout in (eager, Playout(knock_limit=view.knock_limit)):
            belief = Belief.of(view, 0.6, 0.4, playout)
            short = stock < HUNT_STOCK
            assert 0 in belief.ended and (9 in belief.ended) and (1 in belief.ended) == (playout is eager or short)
            for seed in range(3):
                hand, _ = belief.deal(Rng(seed))
                assert least(hand) not in belief.ended
                checked += 1
    assert checked > 30


def test_fast_discard_leaves_the_least_deadwood() -> None:
    rng = Rng(3)
    for _ in range(200):
        deck = list(range(52))
        rng.shuffle(deck)
        hand = sum(1 << n for n in deck[:11])
        card, left = fast_discard(hand)
        assert left == least(hand & ~(1 << card)) == least_after_discard(hand)[0]


def test_a_playout_scores_as_the_engine() -> None:
    """A hand played out by the quick policy ends as the engine would score it (knocker's view)."""
    game = Game(("a", "b"), 11)
    while game.phase != Phase.DRAW:
        game.apply(Action(PASS))
    hands = [game.hands[game.current], game.hands[1 - game.current]]
    points = Playout().play(list(hands), game.discards[-1], list(game.stock), 0)
    again = Playout().play(list(hands), game.discards[-1], list(game.stock), 0)
    assert points == again and -150 < points < 150
    eager = Playout(hunt=-1, opponent_hunt=-1)
    assert eager.ends(9, 20, -1) and not eager.ends(10, 20, -1) and not Playout().ends(5, 20, 8)
    assert replace(eager, knock_limit=10).ends(10, 20, -1)


def test_the_playouts_knock_within_the_matchs_limit() -> None:
    """A play-out knocks only as the match allows: 9 deadwood at most, 10 when knocking at ten."""
    for options, limit in ((Options(), 9), (Options(knock_at_ten=True), 10)):
        game = Game(("a", "b"), 3, options)
        assert SMALL.playout_for(game.view(game.current)).knock_limit == limit


def test_the_bench_times_the_level_asked_for() -> None:
    result = gin_bench.run(matches=1, count=10, ai="expert")
    timed = result["expert_decisions"]
    assert "hard_decisions" not in result and timed["decisions"] > 50
    assert 0 < timed["mean_ms"] <= timed["p95_ms"] <= timed["max_ms"]
