"""The Gin Rummy variant trials of the docs: a variant plays the tournament's own matches."""

from __future__ import annotations

from ginnyo.ginrummy import expert
from ginnyo.ginrummy.ai import PLAYERS, Expert
from ginnyo.ginrummy.cards import bits
from ginnyo.ginrummy.game import Game
from ginnyo.ginrummy.knowledge import Knowledge
from ginnyo.ginrummy.opponent import Belief
from ginnyo.rules.rng import Rng
from ginnyo_dev.gin_variants import changed, sight, trial


def test_an_unchanged_level_wins_one_match_of_each_pair_against_itself() -> None:
    variant, hard = trial("hard", {}, "hard", 2, 7)["players"]
    assert variant["wins"] == 1 and variant["win_rate"] == 0.5
    assert variant["mean_points_per_hand"] == hard["mean_points_per_hand"]
    assert "variant" not in PLAYERS


def test_a_variant_changes_nested_fields_and_keeps_the_rest() -> None:
    expert = PLAYERS["expert"]
    assert isinstance(expert, Expert)
    variant = changed(expert, {"samples": 8, "playout": {"hunt": 6}})
    assert variant.samples == 8 and variant.playout.hunt == 6
    assert variant.playout.opponent_hunt == expert.playout.opponent_hunt and variant.prior == expert.prior


def test_a_weaker_knocking_rule_shows_in_the_trial() -> None:
    changed_hard = trial("hard", {"hunt": 2}, "hard", 4, 7)
    variant, hard = changed_hard["players"]
    assert changed_hard["fields"] == {"hunt": 2} and variant["mean_points_per_hand"] != hard["mean_points_per_hand"]


def test_sight_deals_the_opponents_real_hand_and_is_undone_after() -> None:
    game, plain = Game(("a", "b"), 5), Game.view
    with sight():
        view = game.view(0)
        belief = expert.Belief.of(view, 0.6, 0.4)
        hand, stock = belief.deal(Rng(1))
        assert hand == game.hands[1]
        assert sorted(stock) == sorted(bits(Knowledge.of(view).unknown & ~game.hands[1]))
    assert expert.Belief is Belief and Game.view is plain


def test_a_trial_with_sight_says_so_and_plays_its_matches() -> None:
    result = trial("expert", {"samples": 4}, "hard", 2, 7, see=True)
    assert result["sight"] is True and sum(p["wins"] for p in result["players"]) == 2
