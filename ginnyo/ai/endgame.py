"""Exact endgames: once the pile is empty in a two-player game, every hidden tile is in the other rack, so the rest
of the game is perfect information and can be solved.

The solver is a negamax with alpha-beta over the final score difference (the points still to be scored by the
player to move, minus the other's, penalties for the tiles left included), with a transposition table of fully
solved positions, moves ordered by points (the board's move generation gives them best first), and iterative
deepening: a search to a horizon values the position there as if the game ended (penalties only), and each
deeper search starts from the table the shallower ones filled; once a search never reached its horizon the
value is exact. The same search serves three or four players once their racks are known (`splits.py` samples
them): it is then paranoid, see `State`.

Every rule comes from the engine: the plays, their points and gin bonus (`Board.legal_plays`, `Board.play`),
the counts of turns without a play and the ends of RULES.md 8 (`Idle`, `Board.has_legal_play` on all tiles not
on the board, asked once per set of tiles placed: `Memo`), and the penalties (`penalty`). With the
pile empty, a player holding 7 tiles or fewer may pass, and an exchange returns the tiles to the empty pile and
draws them all back: the same turn as a pass, so the pass stands for both. A player holding 8 (its draw just
emptied the pile) may not pass: it plays, or returns one tile (the rulebook's discard), which the next player
then draws. Returning more than one from 8 makes the redraw a matter of chance; the solver leaves those out.

Anytime: `solve_steps` yields `READY` every few hundred nodes once the first depth is searched; told `Enough`
there it returns the line of the deepest finished search.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
ANALYSED = 64
"""Boards of a search whose move generation's analysis is kept at once (`Memo.used`)."""
NODES = 1_500
"""The computer's budget (positions searched) in an endgame, the same for its play, Hint and review: a fixed
count, so a seed gives one answer; past it, the deepest finished search answers (not `exact`). A node costs
about 1 ms in CPython (move generation and the blocked-game check): about 1.5 s at most."""


@dataclass
class Memo:
    """What a search from one root asks again and again, made once: the boards by the tiles placed since the root
    (`Solver.board_after`), and the actions by those tiles and the mover's rack (`Solver.actions`). It depends only
    on the root's board and tiles off it, so the splits of a sampled search share one."""

    boards: dict[frozenset[Placement], tuple[Board, bool]] = field(default_factory=dict)
    actions: dict[tuple[frozenset[Placement], Rack], tuple[tuple[Action, int], ...]] = field(default_factory=dict)
    analysed: dict[int, Board] = field(default_factory=dict)
    """The boards (by id) whose move generation's analysis is kept, least recently used first (`used`)."""

    def used(self, board: Board) -> None:
        """`board`'s analysis was just asked: keep it among the last `ANALYSED`; the oldest beyond forgets its own.

        The analysis is a cache that most boards need once or twice (each rack's actions are kept here), but at
        tens of kilobytes a board it was most of a search's memory: 52 MB at the peak of a game's analysis,
        which in the browser grows the WebAssembly memory for good. The answers are the same either way."""
        self.analysed.pop(id(board), None)
        self.analysed[id(board)] = board
        if len(self.analysed) > ANALYSED:
            self.analysed.pop(next(iter(self.analysed))).forget_analysis()


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
    """A position with the pile empty: the board, the racks in turn order (`racks[0]` is the player to move), the
    turns without a play (`Idle`), the tiles placed since the root (what, with the racks, tells positions apart),
    and `weights`: what each rack's points from here (penalties included) count in the objective of the player to
    move. With two players it is (1, -1), the difference. With more, the search is paranoid: the seat solved for
    counts its own points `players - 1` times minus each other's, and every other seat plays to lower that (its
    objective is the negation), which keeps the game zero-sum between two sides, so alpha-beta applies."""

    board: Board
    racks: tuple[Rack, ...]
    idle: Idle
    placed: frozenset[Placement]
    rounds: int
    weights: tuple[int, ...] = (1, -1)

    def key(self) -> tuple[object, ...]:
        return (self.racks, self.idle, self.placed, self.weights)

    def end_value(self) -> int:
        """The objective of the player to move if the game ended here: the racks' penalties."""
        return -sum(w * rack_value(r) for w, r in zip(self.weights, self.racks, strict=True))

    def value(self, points: int, reply: int) -> int:
        """The objective of the player to move scoring `points`, when the next player's objective is then `reply`."""
        gained = self.weights[0] * points
        return gained - reply if self.weights[1] < 0 else gained + reply

    def window(self, points: int, alpha: int, beta: int) -> tuple[int, int]:
        """The next player's alpha-beta window after `points`, from this player's (`value`'s inverse)."""
        gained = self.weights[0] * points
        return (gained - beta, gained - alpha) if self.weights[1] < 0 else (alpha - gained, beta - gained)


def paranoid(players: int) -> tuple[int, ...]:
    """The weights (see `State`) of the seat solved for, to move among `players`."""
    return (1, -1) if players == 2 else (players - 1,) + (-1,) * (players - 1)


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


def rack_of(text: str) -> Rack:
    """A rack in notation as the solver holds it."""
    cards, jokers = parse_rack(text)
    return tuple(sorted(cards, key=str)), jokers


def root_state(view: PlayerView, others: tuple[str, ...] = (), rounds: int = Options().idle_rounds) -> State:
    """The position of a view's seat, to move, with the pile empty: the other racks, in turn order from it, hold
    `others` (racks in notation); by default, with two players, the other rack is every unseen tile."""
    others = others or (" ".join(t for t, n in view.unseen.items() for _ in range(n)),)
    racks = (rack_of(view.rack), *(rack_of(other) for other in others))
    return State(view.board, racks, idle_of(view), frozenset(), rounds, paranoid(len(racks)))


class Solver:
    """One search from one root; see the module's docstring."""

    def __init__(self, budget: int = NODES, memo: Memo | None = None) -> None:
        self.budget = budget
        self.memo = Memo() if memo is None else memo
        self.table: dict[tuple[object, ...], tuple[int, int, int]] = {}  # key -> (value, lower/exact/upper, best)
        self.nodes = 0
        self.horizon_hit = False
        self.ready = False
        self.done: Solution | None = None

    def actions(self, state: State) -> list[tuple[Action, int]]:
        """The actions worth telling apart, best points first: the plays, then the pass (or the discards); made
        once for a board and rack (each depth of the deepening meets them again)."""
        key = (state.placed, state.racks[0])
        known = self.memo.actions.get(key)
        if known is None:
            known = self.memo.actions[key] = tuple(self.generate(state))
        return list(known)

    def generate(self, state: State) -> list[tuple[Action, int]]:
        """`actions`, made from the board's move generation."""
        rack = state.racks[0]
        out = [(Action.play(p.placements), p.total) for p in state.board.legal_plays((list(rack[0]), rack[1]))]
        self.memo.used(state.board)
        if len(rack[0]) + rack[1] <= RACK:
            out.append((Action.pass_turn(), 0))
        else:
            texts = dict.fromkeys([str(c) for c in rack[0]] + (["*"] if rack[1] else []))
            out += [(Action.exchange((t,)), 0) for t in texts]
        return out

    def after(self, state: State, action: Action) -> tuple[State, bool]:
        """The position after `action` (seen by the next player to move), and whether the game ended. Only a play
        changes the tiles off the board, so only a play can block the game (RULES.md 8)."""
        racks = list(state.racks)
        board, placed, pile, blocked = state.board, state.placed, 0, False
        if action.kind == PLAY:
            placed = placed | frozenset(action.placements)
            board, blocked = self.board_after(state, action, placed)
            racks[0] = without(racks[0], action.placements)
        elif action.kind != PASS:  # a discard from 8: the next player draws it
            racks[0], racks[1], pile = moved(racks[0], action.tiles[0]), moved(racks[1], action.tiles[0], -1), 1
        idle = state.idle.after(action.kind == PLAY, bool(board.cells), pile)
        players = len(racks)
        ended = blocked or (not pile and idle.on_empty >= players) or idle.left(state.rounds, players) <= 0
        weights = state.weights[1:] + state.weights[:1]
        if weights[0] < 0:  # the next player is on the other side: its objective is the negation
            weights = tuple(-w for w in weights)
        return State(board, (*racks[1:], racks[0]), idle, placed, state.rounds, weights), ended

    def board_after(self, state: State, play: Action, placed: frozenset[Placement]) -> tuple[Board, bool]:
        """The board once `placed` (the tiles placed since the root) are down, and whether no play is left among
        the tiles off it: both depend only on `placed` within one root's search, so they are made once (the
        board keeps its move generation's analysis) and shared by the orders that reach it, and by the splits."""
        known = self.memo.boards.get(placed)
        if known is None:
            board = state.board.copy()
            board.play(play.placements)
            off = [without(state.racks[0], play.placements), *state.racks[1:]]
            known = board, not board.has_legal_play(([c for r in off for c in r[0]], sum(r[1] for r in off)))
            self.memo.boards[placed] = known
            self.memo.used(board)
        return known

    def search(self, state: State, depth: int, alpha: int, beta: int) -> Steps[tuple[int, tuple[Action, ...]]]:
        """The objective of the player to move and its best line, searching `depth` more turns."""
        self.nodes += 1
        if self.nodes > self.budget and self.ready:
            raise OutOfNodes
        if self.nodes % PAUSE_NODES == 0:
            yield READY if self.ready else None
        key = state.key()
        entry = self.table.get(key)
        if entry is not None:
            value, bound, _ = entry
            if bound == 0 or (bound > 0 and value >= beta) or (bound < 0 and value <= alpha):
                return value, ()
        if depth == 0:
            self.horizon_hit = True
            return state.end_value(), ()
        hit_before, self.horizon_hit = self.horizon_hit, False
        actions = self.actions(state)
        if entry is not None:  # the table's best first
            actions.insert(0, actions.pop(min(entry[2], len(actions) - 1)))
        line: tuple[Action, ...] = ()
        best, best_index, low = -INFINITY, 0, alpha
        for index, (action, points) in enumerate(actions):
            child, ended = self.after(state, action)
            rest: tuple[Action, ...] = ()
            if ended:
                reply = child.end_value()
            else:
                reply, rest = yield from self.search(child, depth - 1, *state.window(points, max(low, best), beta))
            value = state.value(points, reply)
            if value > best:
                best, line, best_index = value, (action, *rest), index
            if best >= beta:
                break
        if not self.horizon_hit:
            bound = 1 if best >= beta else (-1 if best <= alpha else 0)
            self.table[key] = (best, bound, best_index)
        self.horizon_hit = self.horizon_hit or hit_before
        return best, line

    def depth_steps(self, state: State, depth: int) -> Steps[Solution]:
        """Every root action searched `depth` turns on a full window (so all values are comparable); raises
        `OutOfNodes` past the budget once `ready`."""
        self.horizon_hit = False
        values, lines = [], []
        for action, points in self.actions(state):
            child, ended = self.after(state, action)
            rest: tuple[Action, ...] = ()
            if ended:
                reply = child.end_value()
            else:
                hit, self.horizon_hit = self.horizon_hit, False
                reply, rest = yield from self.search(child, depth - 1, -INFINITY, INFINITY)
                self.horizon_hit = self.horizon_hit or hit
            values.append((action, state.value(points, reply)))
            lines.append((action, *rest))
        best = max(range(len(values)), key=lambda n: values[n][1])
        return Solution(values[best][1], lines[best], tuple(values), not self.horizon_hit, self.nodes)

    def root_steps(self, state: State) -> Steps[Solution]:
        """Iterative deepening at the root: the deepest finished search answers."""
        for depth in range(1, MAX_DEPTH + 1):
            try:
                self.done = yield from self.depth_steps(state, depth)
            except OutOfNodes:
                break
            if self.done.exact or self.nodes > self.budget:
                break
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
