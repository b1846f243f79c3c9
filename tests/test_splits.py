"""The sampled endgame search of three and four players against a brute force written apart: plain minimax over
`Game.clone`/`apply` with the split dealt into the other racks, no pruning, no table, the seat maximising its
points minus the mean of the others' and the others minimising it (the paranoid objective), on empty-pile
positions from seeded self-play."""

from __future__ import annotations

import functools
from fractions import Fraction

import pytest

from ginnyo.ai import Expert, make_player
from ginnyo.ai.analysis import Basis, hint
from ginnyo.ai.splits import sample_splits, sampled, search, search_steps
from ginnyo.rules import Game
from ginnyo.rules.actions import PASS, PLAY, Action
from ginnyo.rules.steps import anytime
from ginnyo.web.words.reasons import forgone_text
from ginnyo_dev.endgame_bench import first_positions

MAX_TILES = 7
"""Tiles in all the racks together at a test position: small enough for the brute force to take a second."""


def gains(game: Game, seat: int, start: list[int]) -> Fraction:
    """The seat's points since `start` (the totals then) minus the mean of the others'."""
    now = game.totals()
    diff = [a - b for a, b in zip(now, start, strict=True)]
    others = [d for s, d in enumerate(diff) if s != seat]
    return diff[seat] - Fraction(sum(others), len(others))


def moves(game: Game) -> list[Action]:
    """Every play, the pass (an exchange on an empty pile draws its tiles back: the same turn), or from 8 tiles
    every single discard."""
    out = [Action.play(p.placements) for p in game.legal_plays()]
    discards = [Action.exchange((t,)) for t in sorted({str(t) for t in game.rack})]
    return out + ([Action.pass_turn()] if game.can_pass() else discards)


def brute(game: Game, seat: int, start: list[int]) -> Fraction:
    """The seat's gains (`gains`) at the end of the game, everyone playing the paranoid objective."""
    if game.over:
        return gains(game, seat, start)
    values = []
    for move in moves(game):
        child = game.clone()
        child.apply(move)
        values.append(brute(child, seat, start))
    return max(values) if game.current == seat else min(values)


def dealt(game: Game, split: tuple[str, ...]) -> Game:
    """The game with the other racks holding `split` (in turn order from the seat to move)."""
    out = game.clone()
    seat, players = out.current, out.players
    pool = [t for k in range(1, players) for t in out.racks[(seat + k) % players]]
    for k, rack in enumerate(split, start=1):
        tiles = []
        for text in rack.split():
            tile = next(t for t in pool if str(t) == text)
            pool.remove(tile)
            tiles.append(tile)
        out.racks[(seat + k) % players] = tiles
    assert not pool
    return out


def root_values(game: Game, splits: list[tuple[str, ...]]) -> dict[str, Fraction]:
    """Each action's mean over the splits of the brute force's gains after it."""
    seat, start = game.current, game.totals()
    out = {}
    for move in moves(game):
        total = Fraction(0)
        for split in splits:
            child = dealt(game, split)
            child.apply(move)
            total += brute(child, seat, start)
        out[str(move)] = total / len(splits)
    return out


@functools.cache
def positions(players: int, count: int = 3) -> list[Game]:
    """Empty-pile positions of easy self-play with `players` seats, `MAX_TILES` or fewer in all the racks."""
    return first_positions(
        players, count, lambda view: sampled(view) and sum(view.rack_sizes) <= MAX_TILES, 200, "easy"
    )


def check_optimal(game: Game) -> None:
    view, seed = game.view(game.current), game.turn_seed()
    estimate = search(view, seed)
    assert estimate.exact
    values = root_values(game, sample_splits(view, seed))
    assert {str(a): Fraction(v).limit_denominator(1000) for a, v in estimate.values} == values
    chosen = Expert.coach().decide(view, seed)
    assert values[str(chosen)] == max(values.values())
    play = max((v for a, v in values.items() if not a.startswith(("pass", "exchange"))), default=None)
    if chosen.kind == PASS:
        assert play is None or play <= values[str(chosen)]


def test_three_players_first_position() -> None:
    check_optimal(positions(3, 1)[0])


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_the_choice_is_optimal_on_the_splits(players: int) -> None:
    assert len(positions(players)) == 3
    for game in positions(players):
        check_optimal(game)


def test_splits_fit_the_racks_and_follow_the_seed() -> None:
    game = positions(3, 1)[0]
    view = game.view(game.current)
    splits = sample_splits(view, 5)
    assert splits == sample_splits(view, 5) and splits != sample_splits(view, 6)
    unseen = sorted(t for t, n in view.unseen.items() for _ in range(n))
    for split in splits:
        assert sorted(" ".join(split).split()) == unseen
        sizes = [len(rack.split()) for rack in split]
        assert sizes == [view.rack_sizes[(view.seat + k) % 3] for k in (1, 2)]


def first_large(players: int) -> Game:
    """The first empty-pile position of an easy game: full racks, more than the budget can solve."""
    player = make_player("easy")
    game = Game(tuple("ABCD"[:players]), seed=3)
    while not sampled(view := game.view(game.current)):
        game.apply(player.decide(view, game.turn_seed()))
    return game


@pytest.mark.parametrize("players", [3, 4])
def test_large_positions_stay_within_the_budget_and_the_seed_decides(players: int) -> None:
    game = first_large(players)
    view = game.view(game.current)
    estimate = search(view, 1, budget=300)
    first = search(view, 1, budget=0)  # the first depth is always finished
    assert first.depth == 1 and first.nodes <= 300 < estimate.nodes
    assert estimate.nodes == 301  # the node past the budget stops the depth begun
    assert estimate == search(view, 1, budget=300)
    assert estimate.action in [a for a, _ in estimate.values]
    game.clone().apply(estimate.action)


def test_anytime_answers_with_a_legal_action() -> None:
    game = first_large(3)
    view = game.view(game.current)
    action = anytime(search_steps(view, 0)).action
    game.clone().apply(action)


@pytest.mark.slow
def test_hint_follows_the_expert() -> None:
    game = positions(4)[0]
    view = game.view(game.current)
    assert hint(game).action == Expert.coach().decide(view, game.turn_seed())
    assert hint(game).action.kind in (PLAY, PASS, "exchange")


def test_a_three_player_pass_hint_gives_the_reason_of_its_own_search() -> None:
    """The reason for a pass with plays left comes from the search that chose the pass, never another estimate."""
    game, player = Game(("A", "B", "C"), seed=2), make_player("easy")
    while len(game.log) < 68:
        game.apply(player.decide(game.view(game.current), game.turn_seed()))
    view = game.view(game.current)
    told = hint(game)
    assert sampled(view) and told.action.kind == PASS and told.action == Expert.coach().decide(view, game.turn_seed())
    forgone = told.forgone
    assert forgone is not None and forgone.basis is Basis.SPLITS and forgone.play.kind == PLAY
    estimate = search(view, game.turn_seed())
    assert (forgone.advice_value, forgone.play_value) == (round(estimate.value), round(estimate.best_play()[1]))  # type: ignore[index]
    assert forgone.advice_value >= forgone.play_value
    assert forgone_text(told.action, forgone).startswith("Trying likely ways the other racks may hold")
