"""Empty-pile endgames with three or four players: every unseen tile is in another rack, and the racks' sizes are
known, but not who holds which. So the ways the unseen tiles can be split between the other racks are sampled
(`SPLITS` of them, drawn from the seed), each split makes a perfect-information position, and each is searched by
the endgame solver (`endgame.py`: its moves, the engine's ends and penalties). With more than two players that
search is paranoid: the seat counts its own points from here, minus the mean of the others', and the others play
to lower that, so alpha-beta and the table apply as with two. The root action with the best mean over the splits
is chosen: the root's actions depend only on the seat's rack and the board, the same in every split.

Anytime: the splits are deepened together, one depth on every split before the next (each split keeps its own
table), and the node budget is shared. Past the budget, or told `Enough` at a `READY` pause, the deepest depth
finished on every split answers; a split solved exactly is not searched again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..rules.actions import PLAY, Action
from ..rules.game import PlayerView
from ..rules.steps import READY, Enough, Steps, drain
from .endgame import MAX_DEPTH, NODES, Memo, OutOfNodes, Solution, Solver, State, root_state
from .lookahead import sample_deals

SPLITS = 6
"""Splits sampled in a decision: enough to tell a lucky split from a sound action, few enough that each is
searched a few turns deep within `NODES` at full racks (and to the end once the racks are small)."""


def sampled(view: PlayerView) -> bool:
    """The position is one this module answers: three or four players, the pile empty, the game going on, this
    seat to move."""
    return len(view.rack_sizes) > 2 and view.pile_size == 0 and not view.over and view.current == view.seat


def sample_splits(view: PlayerView, seed: int, count: int = SPLITS) -> list[tuple[str, ...]]:
    """`count` splits of the unseen tiles (the same seed gives the same): each the other racks in notation, in
    turn order from the seat, of their known sizes."""
    players = len(view.rack_sizes)
    sizes = [view.rack_sizes[(view.seat + k) % players] for k in range(1, players)]
    out = []
    for deal in sample_deals(view, seed, count):
        racks, start = [], 0
        for size in sizes:
            racks.append(" ".join(sorted(deal[start : start + size])))
            start += size
        out.append(tuple(racks))
    return out


@dataclass(frozen=True)
class Estimate:
    """What the sampled search found: each root action's mean over the splits of the seat's points from here
    minus the mean of the others' (penalties included), searched `depth` turns (`exact`: every split to its end),
    and the `nodes` searched in all (those of a depth left unfinished included)."""

    values: tuple[tuple[Action, float], ...]
    depth: int
    exact: bool
    nodes: int

    @property
    def action(self) -> Action:
        return max(self.values, key=lambda av: av[1])[0]

    @property
    def value(self) -> float:
        return max(v for _, v in self.values)

    def best_play(self) -> tuple[Action, float] | None:
        """The best play at the root with its value, or None when no play exists."""
        plays = [(a, v) for a, v in self.values if a.kind == PLAY]
        return max(plays, key=lambda av: av[1]) if plays else None


def mean(solutions: list[Solution], depth: int, players: int) -> Estimate:
    """The root actions' mean over the splits, in points (the paranoid objective counts the seat `players - 1`
    times)."""
    scale = (players - 1) * len(solutions)
    values = tuple((a, sum(s.values[n][1] for s in solutions) / scale) for n, (a, _) in enumerate(solutions[0].values))
    nodes = sum(s.nodes for s in solutions)
    return Estimate(values, depth, all(s.exact for s in solutions), nodes)


def search_steps(view: PlayerView, seed: int, budget: int = NODES, count: int = SPLITS) -> Steps[Estimate]:
    """Search `count` sampled splits of a `sampled` view within `budget` nodes in all, in slices."""
    states = [root_state(view, split) for split in sample_splits(view, seed, count)]
    memo = Memo()  # the same board and tiles off it in every split
    solvers = [Solver(budget, memo) for _ in states]
    found: list[Solution] = []
    best: Estimate | None = None
    try:
        for depth in range(1, MAX_DEPTH + 1):
            found = yield from deepen(solvers, states, found, depth, budget)
            best = mean(found, depth, len(view.rack_sizes))
            if best.exact or sum(s.nodes for s in solvers) > budget:
                break
            for solver in solvers:
                solver.ready = True
            yield READY
    except (OutOfNodes, Enough):
        pass
    assert best is not None
    return replace(best, nodes=sum(s.nodes for s in solvers))


def deepen(
    solvers: list[Solver], states: list[State], found: list[Solution], depth: int, budget: int
) -> Steps[list[Solution]]:
    """Every split searched `depth` turns (those already exact kept), each solver allowed what is left of the
    shared budget; raises `OutOfNodes` once it is spent (after the first depth)."""
    out = []
    for index, (solver, state) in enumerate(zip(solvers, states, strict=True)):
        if found and found[index].exact:
            out.append(found[index])
            continue
        solver.budget = solver.nodes + max(0, budget - sum(s.nodes for s in solvers))
        out.append((yield from solver.depth_steps(state, depth)))
    return out


def search(view: PlayerView, seed: int, budget: int = NODES, count: int = SPLITS) -> Estimate:
    """`search_steps` to the end."""
    return drain(search_steps(view, seed, budget, count))
