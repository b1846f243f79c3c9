"""One game of a tournament, either game (Ginny-O or Gin Rummy): its seed, its timed play, its result.

Below both `tournament` (Ginny-O, and the runner and report of either game) and `gin_tournament`.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Self


@dataclass
class GameResult:
    """One game, by player entry (index in the --players list), not by seat."""

    seed: int
    order: list[int]
    totals: list[int]
    winners: list[int]
    turns: int
    end_reason: str = ""
    times: list[list[float]] = field(default_factory=list)  # wall-clock seconds per decision
    cpu: list[list[float]] = field(default_factory=list)  # CPU seconds of this process per decision

    def to_json(self) -> dict[str, Any]:
        """The result as JSON data, times to the tenth of a millisecond (a log of 400 games stays small)."""
        data = dataclasses.asdict(self)
        for name in ("times", "cpu"):
            data[name] = [[round(t, 4) for t in entry] for entry in data[name]]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Self:
        """The result `to_json` gave (tuples come back from their JSON lists)."""
        kinds = {f.name: f.default for f in dataclasses.fields(cls)}
        values: dict[str, Any] = {k: tuple(v) if isinstance(kinds.get(k), tuple) else v for k, v in data.items()}
        return cls(**values)


def game_seed(seed: int, number: int) -> int:
    return (seed * 1_000_003 + number) % (1 << 63)


def timed_play(
    game: Any, players: Sequence[Any], order: list[int], seed: int, moves: Callable[[], int], limit: int, what: str
) -> tuple[list[list[float]], list[list[float]]]:
    """Play `game` (either game: `over`, `current`, `view`, `apply`) to its end, timing every decision.

    The seat to move decides on its view with the seed `seed * 7919 + moves()`; the times
    (wall clock and CPU, seconds) are filed by player entry through `order`.
    """
    times: list[list[float]] = [[] for _ in order]
    cpu: list[list[float]] = [[] for _ in order]
    while not game.over:
        if moves() >= limit:
            raise RuntimeError(f"{what} did not end in {limit} moves")
        seat = game.current
        view = game.view(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        action = players[seat].decide(view, seed * 7919 + moves())
        times[order[seat]].append(time.perf_counter() - start)
        cpu[order[seat]].append(time.process_time() - start_cpu)
        game.apply(action)
    return times, cpu
