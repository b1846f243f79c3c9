"""Shared test helpers: seeded random games that keep to the legal actions; a page's update run over events;
a clock that ticks and a coroutine run alone, for the page's work in slices."""

import asyncio
from collections import Counter
from collections.abc import Callable, Coroutine, Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from ginnyo.rules import Game
from ginnyo.rules.rng import Rng

S = TypeVar("S")
E = TypeVar("E")
F = TypeVar("F")


def random_action_index(game: Game, rng: Rng) -> int:
    """Mostly plays, sometimes an exchange or pass, chosen from the legal set."""
    actions = game.legal_actions()
    plays = [i for i, a in enumerate(actions) if a.kind == "play"]
    if plays and rng.below(5):
        return plays[rng.below(len(plays))]
    return rng.below(len(actions))


def play_random(game: Game, rng: Rng, turns: int = 1000) -> None:
    for _ in range(turns):
        if game.over:
            return
        game.apply(game.legal_actions()[random_action_index(game, rng)])


def all_tiles(game: Game) -> Counter:
    return Counter(game.pile) + Counter(t for r in game.racks for t in r) + Counter(game.board_tiles.values())


def run_all(update: Callable[[S, E], tuple[S, list[F]]], state: S, events: Iterable[E]) -> tuple[S, list[F]]:
    """`state` after each of `events` through a pure `update`, with every effect they asked for."""
    effects: list[F] = []
    for event in events:
        state, more = update(state, event)
        effects += more
    return state, effects


class Clock:
    """A clock that moves `tick` seconds each time it is read."""

    def __init__(self, tick: float) -> None:
        self.now, self.tick = 0.0, tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


T = TypeVar("T")


def run_alone(coroutine: Coroutine[Any, Any, T]) -> T:
    """`asyncio.run` in a thread of its own: in the full run Playwright's sync API keeps a loop in this one."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
