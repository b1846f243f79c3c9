"""The board: tiles on squares, sections, and the legality and score of a play (RULES.md 6-7)."""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from .errors import IllegalPlay, InvalidPosition, NotationError, PlayRule
from .grid import Grid
from .layout import SIZE, STANDARD, Bonus, Layout, Square, neighbours, span_name, square_name
from .melds import classify
from .movegen import Position
from .plays import Placement, format_play, parse_play
from .scoring import GIN_TILES, LineScore, PlayScore, score_line
from .steps import Steps, drain
from .tiles import Card, parse_rack

PlayLike = str | Iterable[Placement]
RackLike = str | tuple[list[Card], int]
"""A rack as text (`"5H 6H * KS"`) or as its cards and a joker count."""
DIRECTIONS: tuple[Square, Square] = ((1, 0), (0, 1))


def as_play(play: PlayLike) -> tuple[Placement, ...]:
    return parse_play(play) if isinstance(play, str) else tuple(play)


def describe_line(line: list[Placement]) -> str:
    """`D2–F2 (3♠ 4♠ 7♠)`: how a line is named in messages."""
    return f"{span_name([p.square for p in line])} ({' '.join(p.pretty for p in line)})"


class Board(Grid):
    """Tiles on the 15x15 board, grouped into sections (`Grid`): checks, scores and finds plays."""

    def __init__(self, layout: Layout = STANDARD) -> None:
        super().__init__(layout)
        self._position: Position | None = None  # move generation's analysis, until the next play

    def __eq__(self, other: object) -> bool:
        """Boards are equal when they hold the same tiles on the same layout and the same gins were scored."""
        if not isinstance(other, Board):
            return NotImplemented
        return (self.layout, self.cells, self.gin_done) == (other.layout, other.cells, other.gin_done)

    __hash__ = None  # type: ignore[assignment]  # mutable: compared by state, never a dict key

    # -- notation -------------------------------------------------------------------------

    @classmethod
    def from_notation(cls, text: str, layout: Layout = STANDARD) -> Board:
        """Build a position; it must be one a game could reach (valid lines, one start per section)."""
        board = cls(layout)
        for p in parse_play(text):
            if p.square in board.cells:
                raise NotationError(f"{square_name(p.square)} is given twice in the position")
            board.cells[p.square] = p
        board._find_sections()
        board._check_lines()
        board.gin_done = {s for s, n in board.section_size.items() if n >= GIN_TILES}
        return board

    def to_notation(self) -> str:
        return format_play(self.cells.values())

    def _find_sections(self) -> None:
        seen: set[Square] = set()
        for square in sorted(self.cells):
            if square in seen:
                continue
            component = self._component(square)
            seen |= component
            starts = [s for s in component if self.layout.bonus(s) is Bonus.START]
            if len(starts) != 1:
                what = "no red start square" if not starts else "two red start squares"
                raise InvalidPosition(f"the tiles around {span_name(sorted(component))} hold {what}")
            for s in component:
                self.section_of[s] = starts[0]
            self.section_size[starts[0]] = len(component)

    def _component(self, square: Square) -> set[Square]:
        todo, found = [square], {square}
        while todo:
            for n in neighbours(todo.pop()):
                if n in self.cells and n not in found:
                    found.add(n)
                    todo.append(n)
        return found

    def _check_lines(self) -> None:
        for square in self.cells:
            for d in DIRECTIONS:
                line = self.line_through(square, d, {})
                if len(line) >= 2 and classify([p.card for p in line]) is None:
                    raise InvalidPosition(f"{describe_line(line)} is not a meld or a pair")

    # -- queries ---------------------------------------------------------------------------

    def forget_analysis(self) -> None:
        """Let move generation's analysis of this board go (a cache a search may bound): made again when asked."""
        self._position = None

    def __getstate__(self) -> dict[str, object]:
        """What `copy.deepcopy` copies: all but move generation's analysis (a cache, made again when asked)."""
        return {**vars(self), "_position": None}

    def copy(self) -> Board:
        other = Board(self.layout)
        other.cells = dict(self.cells)
        other.section_of = dict(self.section_of)
        other.section_size = dict(self.section_size)
        other.gin_done = set(self.gin_done)
        return other

    def line_through(self, square: Square, d: Square, new: dict[Square, Placement]) -> list[Placement]:
        """The maximal line of tiles through `square` along direction d, counting new tiles."""

        def at(s: Square) -> Placement | None:
            return new.get(s) or self.cells.get(s)

        c, r = square
        while c - d[0] >= 0 and r - d[1] >= 0 and at((c - d[0], r - d[1])):
            c, r = c - d[0], r - d[1]
        line: list[Placement] = []
        while c < SIZE and r < SIZE:
            p = at((c, r))
            if p is None:
                break
            line.append(p)
            c, r = c + d[0], r + d[1]
        return line

    # -- plays -----------------------------------------------------------------------------

    def check(self, play: PlayLike) -> PlayScore:
        """The score breakdown of a play, without changing the board; IllegalPlay says why not."""
        placements = as_play(play)
        new = self._check_geometry(placements)
        section = self.section_for(new)
        lines, pairs = self._check_lines_of(new)
        return PlayScore(tuple(placements), tuple(lines), tuple(pairs), self.gives_gin(section, len(new)), section)

    def play(self, play: PlayLike) -> PlayScore:
        """Apply a legal play and return its breakdown; an illegal one changes nothing."""
        score = self.check(play)
        self._position = None
        for p in score.placements:
            self.cells[p.square] = p
            self.section_of[p.square] = score.section
        self.section_size[score.section] = self.section_size.get(score.section, 0) + len(score.placements)
        if score.gin:
            self.gin_done.add(score.section)
        return score

    def _check_geometry(self, placements: tuple[Placement, ...]) -> dict[Square, Placement]:
        """Rules 6.1 and 6.2: tiles on empty squares, in one line, with no gap."""
        if not placements:
            raise IllegalPlay(PlayRule.EMPTY)
        new: dict[Square, Placement] = {}
        for p in placements:
            name = square_name(p.square)
            if p.square in self.cells:
                raise IllegalPlay(PlayRule.COVERED, [p.square], square=name)
            if p.square in new:
                raise IllegalPlay(PlayRule.TWICE, [p.square], square=name)
            new[p.square] = p
        cols = {s[0] for s in new}
        rows = {s[1] for s in new}
        if len(cols) > 1 and len(rows) > 1:
            raise IllegalPlay(PlayRule.NOT_IN_LINE, new, span=span_name(list(new)))
        first, last = min(new), max(new)
        d = (1, 0) if len(cols) > 1 else (0, 1)
        square = first
        while square != last:
            square = (square[0] + d[0], square[1] + d[1])
            if square not in new and square not in self.cells:
                raise IllegalPlay(PlayRule.GAP, [square], square=square_name(square))
        return new

    def _check_lines_of(self, new: dict[Square, Placement]) -> tuple[list[LineScore], list[tuple[Square, ...]]]:
        """Rules 6.3-6.5: every line through a new tile is a meld or pair; at least one is a meld."""
        seen: set[tuple[Square, ...]] = set()
        lines: list[LineScore] = []
        pairs: list[tuple[Square, ...]] = []
        fresh = frozenset(new)
        for square in sorted(new, key=lambda s: (s[1], s[0])):
            for d in DIRECTIONS:
                line = self.line_through(square, d, new)
                key = tuple(p.square for p in line)
                if len(line) < 2 or key in seen:
                    continue
                seen.add(key)
                kind = classify([p.card for p in line])
                if kind is None:
                    rule = PlayRule.NOT_MELD_OR_PAIR if len(line) == 2 else PlayRule.NOT_MELD
                    raise IllegalPlay(rule, key, line=describe_line(line))
                if len(line) == 2:
                    pairs.append(key)
                else:
                    lines.append(score_line(line, [p.square in fresh for p in line], kind, self.layout))
        if not lines:
            raise IllegalPlay(PlayRule.NO_MELD, new, span=span_name(list(new)))
        return lines, pairs

    # -- move generation: one analysis of the board serves every rack until the next play --

    def legal_plays(self, rack: RackLike) -> list[PlayScore]:
        """Every distinct legal play for a rack, highest score first, ties in notation order."""
        return drain(self.legal_plays_steps(rack))

    def legal_plays_steps(self, rack: RackLike) -> Steps[list[PlayScore]]:
        """`legal_plays` in slices (`ginnyo.rules.steps`): it yields after analysing the board and between its lines."""
        position = yield from self._moves_steps()
        return (yield from position.legal_plays_steps(*_rack(rack)))

    def has_legal_play(self, rack: RackLike) -> bool:
        """Whether any legal play exists for these tiles; stops at the first."""
        return drain(self._moves_steps()).has_legal_play(*_rack(rack))

    def best_play(self, rack: RackLike) -> PlayScore | None:
        """A highest-scoring legal play (the first in `legal_plays` order), or None."""
        return drain(self.best_play_steps(rack))

    def best_play_steps(self, rack: RackLike) -> Steps[PlayScore | None]:
        """`best_play` in slices, like `legal_plays_steps`."""
        position = yield from self._moves_steps()
        return (yield from position.best_play_steps(*_rack(rack)))

    def best_total(self, rack: RackLike) -> int:
        """The highest total of any legal play (0 when there is none), without building the plays."""
        return drain(self.best_total_steps(rack))

    def best_total_steps(self, rack: RackLike) -> Steps[int]:
        """`best_total` in slices, like `legal_plays_steps`."""
        position = yield from self._moves_steps()
        return (yield from position.best_total_steps(*_rack(rack)))

    def _moves_steps(self) -> Steps[Position]:
        """Move generation's analysis of the board, made at the first question after a play (a pause after it)."""
        if self._position is None:
            # its facts see this board weakly: a strong reference back would make every board a search asks about a
            # cycle that only the cycle collector frees (thousands of boards piled up: 100 MB in six turns of
            # analysis); the Position is only reached through this board, which is alive while it is used
            self._position = Position(weakref.proxy(self))
            yield
        return self._position

    # -- display ---------------------------------------------------------------------------

    def render(self) -> str:
        """The board as text: tiles in notation, empty squares by their bonus letter."""
        header = "    " + " ".join(f"{c:>3}" for c in "ABCDEFGHIJKLMNO")
        rows = [header]
        for r in range(SIZE):
            cells = []
            for c in range(SIZE):
                p = self.cells.get((c, r))
                cells.append(f"{p.tile_text:>3}" if p else f"{self.layout.bonus((c, r)).value:>3}")
            rows.append(f"{r + 1:>3} " + " ".join(cells))
        return "\n".join(rows)


def _rack(rack: RackLike) -> tuple[list[Card], int]:
    return parse_rack(rack) if isinstance(rack, str) else rack
