"""Gin Rummy computer players: legal, deterministic, seeing only their view, laying off well, fast."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from ginnyo.ginrummy import Game, Options, Phase
from ginnyo.ginrummy.ai import LEVELS, best_layoffs, choose_action, make_player
from ginnyo.ginrummy.cards import parse_hand
from ginnyo.ginrummy.melds import is_meld, least


def match(levels: tuple[str, str], seed: int) -> Game:
    game = Game(levels, seed, Options(target=50))
    while not game.over:
        action = choose_action(game.view(game.current), levels[game.current], seed + len(game.actions))
        assert replace(action, melds=()) in game.legal_actions()  # a knock may choose its melds
        game.apply(action)
    return game


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_matches_legally_and_deterministically(level: str) -> None:
    game = match((level, "baseline"), 5)
    assert game.over and game == match((level, "baseline"), 5)


def test_players_see_only_their_view() -> None:
    """Swapping the unseen cards (the opponent's hand and the stock) changes no decision."""
    game = Game(("a", "b"), 12)
    for _ in range(20):
        if game.phase == Phase.LAYOFF:  # the knocker's hand is shown then
            game.apply(choose_action(game.view(game.current), "hard", 3))
            continue
        seat = game.current
        view = game.view(seat)
        other = Game(("a", "b"), 12)
        for action in game.actions:
            other.apply(action)
        pool = sorted(n for n in range(52) if other.hands[1 - seat] >> n & 1) + other.stock
        pool.reverse()
        other.hands[1 - seat] = sum(1 << n for n in pool[: len(pool) - len(other.stock)])
        other.stock = pool[len(pool) - len(other.stock) :]
        assert other.view(seat) == view
        for level in LEVELS:
            assert choose_action(view, level, 3) == choose_action(other.view(seat), level, 3)
        game.apply(choose_action(view, "hard", 3))


def brute_layoffs(hand: int, melds: tuple[int, ...]) -> int:
    """Try every order of every lay-off."""
    best = least(hand)
    for n in range(52):
        if hand >> n & 1:
            for i, m in enumerate(melds):
                if is_meld(m | 1 << n):
                    best = min(best, brute_layoffs(hand & ~(1 << n), (*melds[:i], m | 1 << n, *melds[i + 1 :])))
    return best


@pytest.mark.parametrize(
    ("hand", "melds", "expected"),
    [
        ("4H 5H 6H 9C 8D KS", ("AH 2H 3H", "9S 9H 9D"), 8 + 10),  # 9C on the set; 4H-6H held or laid off
        ("4H 4S 4C 5H 2D 9S", ("AH 2H 3H",), 5 + 2 + 9),  # better keep the set of 4s than lay off 4H 5H
        ("8S 9S 10S JD", ("5S 6S 7S", "JS JH JC"), 0),
    ],
)
def test_lay_offs_leave_the_least_deadwood(hand: str, melds: tuple[str, ...], expected: int) -> None:
    masks = tuple(parse_hand(m) for m in melds)
    left, _ = best_layoffs(parse_hand(hand), masks)
    assert left == brute_layoffs(parse_hand(hand), masks) == expected


def test_defender_lays_off_then_says_done() -> None:
    game = Game(("a", "b"), 1)
    game.hands = [parse_hand("AH 2H 3H 4S 5S 6S 7C 8C 9C 2D KD"), parse_hand("4H 5H 7S JS QS KH KC 3D 9D 10D")]
    game.phase, game.current = Phase.DISCARD, 0
    game.apply("knock KD")
    seen = []
    while game.phase == Phase.LAYOFF:
        action = choose_action(game.view(1), "baseline", 1)
        seen.append(str(action))
        game.apply(action)
    assert sorted(seen[:3]) == ["layoff 4H>1", "layoff 5H>1", "layoff 7S>0"] and seen[3:] == ["done"]


def test_hard_decides_quickly() -> None:
    """Hard's decisions stay far below 0.5 s at the 95th percentile (CPU time, under load too)."""
    game = Game(("a", "b"), 21)
    times = []
    while not game.over and len(times) < 80:
        view = game.view(game.current)
        start = time.process_time()
        action = make_player("hard").decide(view, 1)
        times.append(time.process_time() - start)
        game.apply(action)
    times.sort()
    assert times[int(0.95 * len(times))] < 0.5


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        make_player("expert")


def test_view_replace_keeps_decisions_pure() -> None:
    game = Game(("a", "b"), 2)
    view = game.view(0)
    assert choose_action(view, "hard", 1) == choose_action(replace(view), "hard", 1)
