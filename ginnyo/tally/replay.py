"""The replay of a sheet's entries on the engine's board: a snapshot after every turn.

Each replayed turn keeps a `Point`, so that an entry, an undo or a correction of a `Tally`
replays only what changed; the rules asked are the engine's (`Board.check`, `tile_set`,
`end_reason`, `may_pass`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ginnyo.rules.board import Board
from ginnyo.rules.errors import IllegalPlay
from ginnyo.rules.game import RACK, EndReason, Idle, end_reason, may_pass
from ginnyo.rules.scoring import PlayScore
from ginnyo.rules.tiles import JOKER, tile_set

from .entries import (
    Entry,
    NoPlay,
    Play,
    Setup,
    TileKind,
    TurnLine,
    kind_of,
    tile_of,
)
from .errors import TallyError, TallyRule


@dataclass(frozen=True)
class Point:
    """The game after some turns: never changed once made (a step copies the board)."""

    board: Board
    used: Counter[TileKind]
    idle: Idle
    end: EndReason | None
    totals: tuple[int, ...]


class Sheet:
    """The replay of a tally's entries: its lines and a snapshot after each."""

    def __init__(self, setup: Setup, lines: list[TurnLine], points: list[Point]) -> None:
        self.setup = setup
        self.stock = Counter(kind_of(t) for t in tile_set(setup.decks))
        self.lines = lines
        self.points = points

    @classmethod
    def start(cls, setup: Setup) -> Sheet:
        return cls(setup, [], [Point(Board(), Counter(), Idle(), None, (0,) * len(setup.names))])

    def upto(self, turns: int) -> Sheet:
        """The sheet after its first `turns` lines (the snapshots are shared: nothing changes them)."""
        return Sheet(self.setup, self.lines[:turns], self.points[: turns + 1])

    @property
    def last(self) -> Point:
        return self.points[-1]

    def unseen(self, used: Counter[TileKind]) -> Counter[TileKind]:
        """The tiles not `used` on the board, by kind."""
        return Counter({kind: n - used[kind] for kind, n in self.stock.items()})

    def pile(self, used: Counter[TileKind]) -> int:
        """Tiles left to draw after a turn: what is not `used` once every rack holds 7 (RULES.md 5: a
        turn ends with the rack refilled to 7, and the racks hold fewer only once the pile is empty)."""
        return max(0, sum(self.stock.values()) - used.total() - RACK * len(self.setup.names))

    def seat(self) -> int:
        return (self.setup.starter + len(self.lines)) % len(self.setup.names)

    def drawn(self) -> int:
        """The tiles the player to move holds after the draw: 8, or 7 once the pile is empty (RULES.md 5)."""
        return RACK + (1 if self.pile(self.last.used) else 0)

    def check(self, entry: Entry) -> PlayScore | None:
        """The entry's score (None for a turn without a play), or the refusal it raises."""
        if self.last.end is not None:
            raise TallyError(TallyRule.GAME_OVER)
        drawn = self.drawn()
        if isinstance(entry, NoPlay):
            if not entry.exchange and not may_pass(drawn):
                raise TallyError(TallyRule.NOT_YOUR_PASS)
            return None
        if len(entry.placed) > drawn:
            raise TallyError(TallyRule.TOO_MANY, limit=str(drawn))
        self.check_kinds([(p.kind, p.placement.square) for p in entry.placed], self.last.used)
        return self.last.board.check(entry.placements)

    def check_kinds(self, kinds: Iterable[tuple[TileKind, tuple[int, int] | None]], used: Counter[TileKind]) -> None:
        """Refuse a tile of which every copy is already `used` (on the board, or entered before)."""
        taken = Counter(used)
        for kind, square in kinds:
            text = JOKER if kind[0] is None else kind[0].pretty
            if self.stock[kind] == 0:
                raise TallyError(TallyRule.ONE_SET, card=text)
            taken[kind] += 1
            if taken[kind] > self.stock[kind]:
                raise self.over_used(kind, text, taken, [square] if square else [])

    def over_used(
        self, kind: TileKind, text: str, taken: Counter[TileKind], squares: list[tuple[int, int]]
    ) -> TallyError:
        """`the light 5♥` when only that set's copy is out, `both 5♥` when every set's is."""
        copies = [k for k in self.stock if k[0] == kind[0]]
        if all(taken[k] >= self.stock[k] for k in copies):
            count, shade = sum(self.stock[k] for k in copies), ""
        else:
            count, shade = self.stock[kind], kind[1].name.lower()
        return TallyError(TallyRule.OVER_USED, squares, card=text, shade=shade, count=str(count))

    def step(self, entry: Entry) -> TurnLine:
        """Replay one more entry; one that no longer fits is kept as a line with its problem, and changes
        nothing else (not the idle count either): it stands for a turn the players have yet to fix."""
        seat, last = self.seat(), self.last
        try:
            score = self.check(entry)
        except (TallyError, IllegalPlay) as problem:
            line = TurnLine(len(self.lines), seat, entry, None, 0, last.totals, problem)
            self.lines.append(line)
            self.points.append(last)
            return line
        board, used = last.board, last.used
        if score is not None and isinstance(entry, Play):
            board, used = board.copy(), used + Counter(p.kind for p in entry.placed)
            board.play(score.placements)
        points = score.total if score is not None else 0
        totals = tuple(t + (points if s == seat else 0) for s, t in enumerate(last.totals))
        pile = self.pile(used)
        idle = last.idle.after(score is not None, bool(board.cells), pile)
        unseen = [tile_of(kind) for kind, n in self.unseen(used).items() for _ in range(n)]
        end = end_reason(board, unseen, pile, idle, len(self.setup.names), self.setup.idle_rounds)
        self.points.append(Point(board, used, idle, end, totals))
        line = TurnLine(len(self.lines), seat, entry, score, points, totals, None)
        self.lines.append(line)
        return line
