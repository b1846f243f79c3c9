"""The expert: deterministic for a seed, anytime, legal everywhere, takes gin; its leave values are reproducible."""

from __future__ import annotations

import json
from pathlib import Path

from brute import random_game
from hypothesis import given, settings
from hypothesis import strategies as st
from test_ai import check_legal, give_jokers

from ginnyo.ai import LEVELS, Expert, make_player
from ginnyo.ai.expert import PAGE_ITERATIONS, schedule
from ginnyo.ai.leaves import FEATURES, learned_leave
from ginnyo.rules import Game
from ginnyo.rules.actions import EXCHANGE, PLAY, Action
from ginnyo.rules.steps import READY, Enough, anytime
from ginnyo.rules.tiles import parse_rack
from ginnyo_dev import leaves

SMALL = 24  # iterations: enough to halve a shortlist, fast enough for unit tests


def gin_offer() -> Game:
    """The rules' example 4: E5:8C F5:8H G5:8S makes four 8s and brings the section to 10 tiles (196 with gin)."""
    position = "G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C"
    return Game.from_position(("A", "B"), position, "8C 8H 8S 2D 5C JH *", seed=4)


def test_expert_is_the_last_and_strongest_level_and_the_page_configuration() -> None:
    assert list(LEVELS)[-1] == "expert"
    player = make_player("expert")
    assert isinstance(player, Expert) and player.iterations == PAGE_ITERATIONS
    assert Expert.coach().iterations == PAGE_ITERATIONS // 4


def test_successive_halving_spends_about_the_iterations_and_gives_the_finalists_the_most_deals() -> None:
    plan = schedule(16, 200)
    assert [left for left, _ in plan] == [16, 8, 4, 2]
    spent = sum(left * (deals - before) for (left, deals), before in zip(plan, [0] + [d for _, d in plan]))
    assert 150 <= spent <= 200
    assert [deals for _, deals in plan] == sorted(deals for _, deals in plan)
    assert schedule(1, 10) == [(1, 10)]


def test_same_seed_same_action_and_anytime_answers_a_legal_action() -> None:
    for seed in range(3):
        game = random_game(seed + 60, 4 + 4 * seed)
        give_jokers(game, game.current, seed % 3)
        view = game.view(game.current)
        first = Expert(SMALL).decide(view, seed)
        assert first == Expert(SMALL).decide(view, seed)
        quick = anytime(Expert(SMALL).steps(view, seed))
        check_legal(game.clone(), quick)
        check_legal(game, first)


def test_enough_half_way_answers_the_best_so_far() -> None:
    game = random_game(61, 8)
    view = game.view(game.current)
    ready = sum(1 for pause in Expert(SMALL).steps(view, 5) if pause is READY)
    assert ready > SMALL  # between every two deals, from before the first
    think = Expert(SMALL).steps(view, 5)
    for _ in range(ready // 2):  # half way through the simulations
        while next(think) is not READY:
            pass
    try:
        think.throw(Enough())
        raise AssertionError("an anytime think returns when it has had enough")
    except StopIteration as done:
        action = done.value
    check_legal(game, action)


def test_it_takes_gin_when_gin_is_on_offer() -> None:
    game = gin_offer()
    action = Expert(SMALL).decide(game.view(0), 1)
    assert action.kind == PLAY and game.board.check(action.placements).gin


def test_a_joker_and_no_play_exchanges() -> None:
    game = Game.from_position(("A", "B"), "", "* 2C 9H KD 5S 7D JC 4H", seed=2)
    assert not game.legal_plays()
    action = Expert(SMALL).decide(game.view(0), 3)
    assert action.kind == EXCHANGE and "*" not in action.tiles
    check_legal(game, action)


def test_estimates_rank_the_gin_above_a_discard() -> None:
    game = gin_offer()
    view, expert = game.view(0), Expert(SMALL)
    gin = Action.play(game.board.check("E5:8C F5:8H G5:8S").placements)
    assert expert.estimate(view, 1, gin) > expert.estimate(view, 1, Action.exchange(("2D",)))


def test_jokers_are_worth_keeping_early() -> None:
    cards, _ = parse_rack("5C 9H KD")
    assert learned_leave(cards, 1, 0.0) > learned_leave(cards, 0, 0.0)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9), turns=st.integers(0, 30), jokers=st.integers(0, 2))
def test_never_an_illegal_action(seed: int, turns: int, jokers: int) -> None:
    game = random_game(seed, turns)
    if game.over:
        return
    give_jokers(game, game.current, jokers)
    check_legal(game, Expert(12).decide(game.view(game.current), seed))


def test_leaves_are_reproducible_from_the_seed(tmp_path: Path) -> None:
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert leaves.main(3, 11, str(first)) == 0
    assert leaves.main(3, 11, str(second)) == 0
    data = json.loads(first.read_text(encoding="utf-8"))
    assert first.read_bytes() == second.read_bytes()
    assert data["command"] == "python -m ginnyo leaves --games 3 --seed 11" and data["samples"] > 50
    assert list(data["weights"]) == list(FEATURES)


def test_the_shipped_leaves_say_how_they_were_made() -> None:
    shipped = json.loads((Path(leaves.DEFAULT_OUT)).read_text(encoding="utf-8"))
    assert shipped["command"] == f"python -m ginnyo leaves --games {shipped['games']} --seed {shipped['seed']}"
    assert shipped["weights"]["jokers"] > 0
