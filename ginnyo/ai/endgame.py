"""Exact endgames: once the pile is empty in a two-player game, every hidden tile is in the other rack, so the rest
of the game is perfect information and can be solved.

The solver is a negamax with alpha-beta over the final score difference (the points still to be scored by the
player to move, minus the other's, penalties for the tiles left included), with a transposition table of fully
solved positions, moves ordered by points (the board's move generation gives them best first), and iterative
deepening: a search to a horizon values the position there as if the game ended (penalties only), and each
deeper search starts from the table the shallower ones filled; once a search never reached its horizon the
value is exact.

Every rule comes from the engine: the plays, their points and gin bonus (`Board.legal_plays`, `Board.play`),
the counts of turns without a play and the ends of RULES.md 8 (`Idle`, `Board.has_legal_play` on all tiles not
on the board), and the penalties (`penalty`). With the pile empty, a player holding 7 tiles or fewer may pass, and
an exchange returns the tiles to the empty pile and draws them all back: the same turn as a pass, so the pass
stands for both. A player holding 8 (its draw just emptied the pile) may not pass: it plays, or returns one tile
(the rulebook's discard), which the other player then draws. Returning more than one from 8 makes the redraw
a matter of chance; the solver leaves those out.

Anytime: `solve_steps` yields `READY` every few hundred nodes once the first depth is searched; told `Enough`
there it returns the line of the deepest finished search.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.actions import PASS, PLAY, Action
from ..rules.board import Board
from ..rules.game import RACK, Idle, Options, PlayerView
from ..rules.plays import Placement
from ..rules.steps import READY, Enough, Steps, drain
from ..rules.tiles import Card, parse_rack
from .common import penalty

Rack = tuple[tuple[Card, ...], int]
"""A rack as its cards (sorted) and its number of jokers."""

INFINITY = 10**6
PAUSE_NODES = 200
"""Nodes searched between two pauses: a few milliseconds in CPython."""
MAX_DEPTH = 64
NODES = 1_500
"""The computer's budget (positions searched) in an endgame, the same for its play, Hint and review: a fixed
count, so a seed gives one answer; past it, the deepest finished search answers (not `exact`). A node costs
about 1 ms in CPython (move generation and the blocked-game check): about 1.5 s at most."""


class OutOfNodes(Exception):
    """The budget is spent in the middle of a depth: the deepest finished one answers."""


@dataclass(frozen=True)
class Solution:
    """What the solver found for the player to move.

    `value`: the points it scores from here to the end minus the other player's, penalties included, when both
    play best; `line`: the actions of that best game (the first is the choice); `values`: each root action's value
    (exact when `exact`); `exact`: the search reached every end of the game, else a horizon valued as an end.
    """

    value: int
    line: tuple[Action, ...]
    values: tuple[tuple[Action, int], ...]
    exact: bool
    nodes: int

    @property
    def action(self) -> Action:
        return self.line[0]

    def best_play(self) -> tuple[Action, int] | None:
        """The best play at the root with its value, or None when no play exists."""
        plays = [(a, v) for a, v in self.values if a.kind == PLAY]
        return max(plays, key=lambda av: av[1]) if plays else None


@dataclass(frozen=True)
class State:
    """A position with the pile empty: the board, both racks (`racks[0]` is the player to move), the turns without
    a play (`Idle`), and the tiles placed since the root (what, with the racks, tells positions apart)."""

    board: Board
    racks: tuple[Rack, Rack]
    idle: Idle
    placed: frozenset[Placement]
    rounds: int

    def key(self) -> tuple[object, ...]:
        return (self.racks, self.idle, self.placed)


def rack_value(rack: Rack) -> int:
    """What a rack costs at the end of the game (jokers cost nothing)."""
    return sum(penalty(c) for c in rack[0])


def without(rack: Rack, placements: tuple[Placement, ...]) -> Rack:
    cards = list(rack[0])
    jokers = rack[1]
    for p in placements:
        if p.joker:
            jokers -= 1
        else:
            cards.remove(p.card)
    return tuple(cards), jokers


def moved(rack: Rack, text: str, sign: int = 1) -> Rack:
    """`rack` once the tile `text` left it (`sign` 1) or came into it (-1)."""
    cards, _ = parse_rack(text)
    if not cards:
        return rack[0], rack[1] - sign
    kept = list(rack[0])
    if sign > 0:
        kept.remove(cards[0])
    else:
        kept.append(cards[0])
    return tuple(sorted(kept, key=str)), rack[1]


def solvable(view: PlayerView) -> bool:
    """The position is one the solver answers: two players, the pile empty, the game going on, this seat to move."""
    return len(view.rack_sizes) == 2 and view.pile_size == 0 and not view.over and view.current == view.seat


def idle_of(view: PlayerView) -> Idle:
    """The turns without a play before this one, read from the log: those after the last play (on an empty pile
    they all count, as only a discard from 8 refills it and the solver's root follows none)."""
    quiet = 0
    for turn in reversed(view.log):
        if turn.kind == PLAY:
            break
        quiet += 1
    return Idle(quiet if view.board.cells else 0, quiet)


def root_state(view: PlayerView, rounds: int = Options().idle_rounds) -> State:
    """The position of a solvable view: the other rack is every unseen tile."""
    mine = parse_rack(view.rack)
    theirs = parse_rack(" ".join(t for t, n in view.unseen.items() for _ in range(n)))
    racks = ((tuple(sorted(mine[0], key=str)), mine[1]), (tuple(sorted(theirs[0], key=str)), theirs[1]))
    return State(view.board, racks, idle_of(view), frozenset(), rounds)


class Solver:
    """One search from one root; see the module's docstring."""

    def __init__(self, budget: int = NODES) -> None:
        self.budget = budget
        self.table: dict[tuple[object, ...], tuple[int, int, int]] = {}  # key -> (value, lower/exact/upper, best)
        self.nodes = 0
        self.horizon_hit = False
        self.ready = False
        self.done: Solution | None = None

    def actions(self, state: State) -> list[tuple[Action, int]]:
        """The actions worth telling apart, best points first: the plays, then the pass (or the discards)."""
        rack = state.racks[0]
        out = [(Action.play(p.placements), p.total) for p in state.board.legal_plays((list(rack[0]), rack[1]))]
        if len(rack[0]) + rack[1] <= RACK:
            out.append((Action.pass_turn(), 0))
        else:
            texts = dict.fromkeys([str(c) for c in rack[0]] + (["*"] if rack[1] else []))
            out += [(Action.exchange((t,)), 0) for t in texts]
        return out

    def after(self, state: State, action: Action) -> tuple[State, bool]:
        """The position after `action` (seen by the next player to move), and whether the game ended."""
        mine, theirs = state.racks
        board, placed, pile = state.board, state.placed, 0
        if action.kind == PLAY:
            board = board.copy()
            board.play(action.placements)
            mine = without(mine, action.placements)
            placed = placed | frozenset(action.placements)
        elif action.kind != PASS:  # a discard from 8: the other player draws it
            mine, theirs, pile = moved(mine, action.tiles[0]), moved(theirs, action.tiles[0], -1), 1
        idle = state.idle.after(action.kind == PLAY, bool(board.cells), pile)
        ended = (
            (not pile and idle.on_empty >= 2)
            or idle.left(state.rounds, 2) <= 0
            or not board.has_legal_play((list(mine[0]) + list(theirs[0]), mine[1] + theirs[1]))
        )
        return State(board, (theirs, mine), idle, placed, state.rounds), ended

    def search(self, state: State, depth: int, alpha: int, beta: int) -> Steps[tuple[int, tuple[Action, ...]]]:
        """The value for the player to move and its best line, searching `depth` more turns."""
        self.nodes += 1
        if self.nodes % PAUSE_NODES == 0:
            if self.nodes > self.budget and self.done is not None:
                raise OutOfNodes
            yield READY if self.ready else None
        key = state.key()
        entry = self.table.get(key)
        if entry is not None:
            value, bound, _ = entry
            if bound == 0 or (bound > 0 and value >= beta) or (bound < 0 and value <= alpha):
                return value, ()
        if depth == 0:
            self.horizon_hit = True
            return rack_value(state.racks[1]) - rack_value(state.racks[0]), ()
        hit_before, self.horizon_hit = self.horizon_hit, False
        actions = self.actions(state)
        if entry is not None:  # the table's best first
            actions.insert(0, actions.pop(min(entry[2], len(actions) - 1)))
        line: tuple[Action, ...] = ()
        best, best_index, low = -INFINITY, 0, alpha
        for index, (action, points) in enumerate(actions):
            child, ended = self.after(state, action)
            rest: tuple[Action, ...]
            if ended:
                value, rest = points + rack_value(child.racks[0]) - rack_value(child.racks[1]), ()
            else:
                reply, rest = yield from self.search(child, depth - 1, points - beta, points - max(low, best))
                value = points - reply
            if value > best:
                best, line, best_index = value, (action, *rest), index
            if best >= beta:
                break
        if not self.horizon_hit:
            bound = 1 if best >= beta else (-1 if best <= alpha else 0)
            self.table[key] = (best, bound, best_index)
        self.horizon_hit = self.horizon_hit or hit_before
        return best, line

    def root_steps(self, state: State) -> Steps[Solution]:
        """Iterative deepening at the root, each action valued on a full window (so all values are comparable)."""
        for depth in range(1, MAX_DEPTH + 1):
            self.horizon_hit = False
            values, lines = [], []
            for action, points in self.actions(state):
                child, ended = self.after(state, action)
                rest: tuple[Action, ...]
                if ended:
                    value, rest = points + rack_value(child.racks[0]) - rack_value(child.racks[1]), ()
                else:
                    hit, self.horizon_hit = self.horizon_hit, False
                    try:
                        reply, rest = yield from self.search(child, depth - 1, -INFINITY, INFINITY)
                    except OutOfNodes:
                        assert self.done is not None
                        return self.done
                    self.horizon_hit = self.horizon_hit or hit
                    value = points - reply
                values.append((action, value))
                lines.append((action, *rest))
            best = max(range(len(values)), key=lambda n: values[n][1])
            exact = not self.horizon_hit
            self.done = Solution(values[best][1], lines[best], tuple(values), exact, self.nodes)
            if exact or self.nodes > self.budget:
                return self.done
            self.ready = True
            yield READY
        assert self.done is not None
        return self.done


def solve_steps(view: PlayerView, budget: int = NODES) -> Steps[Solution]:
    """Solve a `solvable` view for its seat within `budget` nodes, in slices; told `Enough` at a `READY`, or past
    the budget, the deepest finished search answers."""
    solver = Solver(budget)
    search = solver.root_steps(root_state(view))
    try:
        return (yield from search)
    except Enough:
        assert solver.done is not None
        return solver.done


def solve(view: PlayerView, budget: int = NODES) -> Solution:
    """`solve_steps` to the end."""
    return drain(solve_steps(view, budget))
