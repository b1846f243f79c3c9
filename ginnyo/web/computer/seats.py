"""The seats at a table (no PyScript): one small protocol for a person here, a computer level, a friend elsewhere.

The driver hands the seat to move its own view (`PlayerView`, `GinView`: never another seat's rack) and gets back
a typed action, worked out in slices (`ginnyo.rules.steps`) where the seat thinks. A seat that acts through
events of its own (a person at this screen taps and drags; a friend's move arrives by a message) answers None:
the driver leaves its turn to those events. Nothing here is JSON or notation: what a seat chooses is what the
engine is asked to apply, and an action the engine refuses is an error, never swapped for another move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from ginnyo import ginrummy
from ginnyo.ai import choose_steps
from ginnyo.ginrummy import ai as gin_ai
from ginnyo.rules import Action, PlayerView
from ginnyo.rules.steps import Steps

from ..common.enums import GinLevel, SeatKind
from ..common.frozen import frozen

V = TypeVar("V")
A = TypeVar("A")
V_contra = TypeVar("V_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)

Think = Callable[[V, str, int], Steps[A]]
"""A game's computer players: the seat's view, the level and the turn's seed -> the action, in slices."""


class Seat(Protocol[V_contra, A_co]):
    """A place at the table."""

    def act(self, view: V_contra) -> Steps[A_co] | None:
        """The seat's action on `view`, in slices; None when the seat acts through events of its own."""
        ...


@frozen
class Person:
    """A person at this screen: plays by the page's own events (taps, drags, keys); the driver never asks."""

    def act(self, view: object) -> None:
        return None


@frozen
class Computer(Generic[V, A]):
    """A computer player of `level`, seeded per turn (`GameSession.ai_seed`: the same choice on every replay)."""

    level: str
    seed: int
    think: Think[V, A]

    def act(self, view: V) -> Steps[A]:
        return self.think(view, self.level, self.seed)


TILES_SIMPLER = SeatKind.MEDIUM
GIN_SIMPLER = GinLevel.BASELINE
"""The level that moves for a computer whose own think failed: quick, always legal, and never the failing one."""

NORMAL_S: dict[str, float] = {"easy": 0.1, "medium": 0.1, "baseline": 0.1, "hard": 1.0}
"""A level's usual think in the browser's Python, seconds (docs/performance.md; the expert's is the thinking time of
Settings). Ten times this, counting only the time spent thinking, is its hard budget (`hard_budget`)."""
BUDGET_FACTOR = 10.0
FALLBACK_BUDGET_S = 5.0
"""The simpler level's own hard budget: ten times its usual think would be short on a loaded phone."""


def hard_budget(level: str, thinking_s: float) -> float:
    """Seconds of thinking after which a think of `level` is stopped as stuck (the expert thinks `thinking_s`)."""
    return BUDGET_FACTOR * NORMAL_S.get(level, thinking_s)


def tiles_computer(kind: SeatKind, seed: int) -> Computer[PlayerView, Action]:
    """A Ginny-O computer seat (`ginnyo.ai`)."""
    return Computer(str(kind), seed, choose_steps)


def gin_computer(level: GinLevel, seed: int) -> Computer[ginrummy.GinView, ginrummy.Action]:
    """The Gin Rummy table's computer (`ginnyo.ginrummy.ai`)."""
    return Computer(str(level), seed, gin_ai.choose_steps)


@frozen
class SeatTurn(Generic[V, A]):
    """A seat to move in game `generation`: who it is, what it sees, the simpler seat that moves if its think
    fails, and its budgets (the anytime think's thinking time, None for a fixed think; the hard budget)."""

    generation: int
    seat: int
    player: Seat[V, A]
    view: V
    simpler: Computer[V, A]
    thinking_s: float | None
    budget_s: float

    def think(self) -> Steps[A] | None:
        return self.player.act(self.view)
