"""Board geometry and the bonus-square layout, kept as data so other layouts can be added."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import NamedTuple

from .errors import NotationError

SIZE = 15
COLUMNS = "ABCDEFGHIJKLMNO"

Square = tuple[int, int]
"""(column, row), both 0-based: H8 is (7, 7)."""

"""A square's tile factor, meld factor, and the label a breakdown shows ('' when both are 1)."""

_SQUARE_RE = re.compile(r"^([A-Oa-o])(1[0-5]|[1-9])$")


class Bonus(Enum):
    """What a square does for a tile newly placed on it."""

    PLAIN = "."
    START = "R"
    TILE2 = "Y"
    TILE3 = "G"
    MELD2 = "O"
    MELD3 = "B"

    @property
    def tile_factor(self) -> int:
        return _TILE_FACTORS.get(self, 1)

    @property
    def meld_factor(self) -> int:
        return _MELD_FACTORS.get(self, 1)

    @property
    def label(self) -> str:
        return _LABELS[self]


class SquareBonus(NamedTuple):
    """A bonus a new tile took (`F2 meld ×2` as text): the page words `bonus` itself, in its language."""

    square: Square
    bonus: Bonus

    def __str__(self) -> str:
        return f"{square_name(self.square)} {self.bonus.label}"


SquareFactors = tuple[int, int, SquareBonus | None]
"""A square's tile factor, meld factor, and the bonus it gives a new tile (None on a plain or start square)."""

_TILE_FACTORS = {Bonus.TILE2: 2, Bonus.TILE3: 3}
_MELD_FACTORS = {Bonus.MELD2: 2, Bonus.MELD3: 3}
_LABELS = {
    Bonus.PLAIN: "plain",
    Bonus.START: "start",
    Bonus.TILE2: "tile \u00d72",
    Bonus.TILE3: "tile \u00d73",
    Bonus.MELD2: "meld \u00d72",
    Bonus.MELD3: "meld \u00d73",
}

STANDARD_LAYOUT = """
B . . Y . . . O . . . Y . . B
. G . . . O . . . O . . . G .
. . Y . . . Y . Y . . . Y . .
Y . . R . . . Y . . . R . . Y
. . . . B . . . . . B . . . .
. O . . . G . O . G . . . O .
. . Y . . . Y . Y . . . Y . .
O . . Y . O . R . O . Y . . O
. . Y . . . Y . Y . . . Y . .
. O . . . G . O . G . . . O .
. . . . B . . . . . B . . . .
Y . . R . . . Y . . . R . . Y
. . Y . . . Y . Y . . . Y . .
. G . . . O . . . O . . . G .
B . . Y . . . O . . . Y . . B
"""


@dataclass(frozen=True)
class Layout:
    """The bonus of every square and the red start squares, the centre first."""

    bonuses: tuple[tuple[Bonus, ...], ...]
    centre: Square

    @classmethod
    def parse(cls, text: str, centre: Square = (7, 7)) -> Layout:
        rows = [line.split() for line in text.strip().splitlines()]
        if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
            raise ValueError("a layout is 15 rows of 15 squares")
        bonuses = tuple(tuple(Bonus(rows[r][c]) for r in range(SIZE)) for c in range(SIZE))
        return cls(bonuses, centre)

    def bonus(self, square: Square) -> Bonus:
        return self.bonuses[square[0]][square[1]]

    @cached_property
    def factors(self) -> dict[Square, SquareFactors]:
        """What each square does to a new tile, looked up once per layout (scoring asks often)."""
        table: dict[Square, SquareFactors] = {}
        for c, column in enumerate(self.bonuses):
            for r, bonus in enumerate(column):
                tf, mf = bonus.tile_factor, bonus.meld_factor
                table[(c, r)] = (tf, mf, SquareBonus((c, r), bonus) if tf > 1 or mf > 1 else None)
        return table

    @cached_property
    def starts(self) -> tuple[Square, ...]:
        """Red start squares, the centre first, then in reading order (found once per layout:
        move generation asks for every position)."""
        others = sorted(
            ((c, r) for c in range(SIZE) for r in range(SIZE) if self.bonuses[c][r] is Bonus.START),
            key=lambda s: (s[1], s[0]),
        )
        return (self.centre,) + tuple(s for s in others if s != self.centre)


STANDARD = Layout.parse(STANDARD_LAYOUT)


def square_name(square: Square) -> str:
    return f"{COLUMNS[square[0]]}{square[1] + 1}"


def parse_square(text: str) -> Square:
    m = _SQUARE_RE.match(text.strip())
    if not m:
        raise NotationError(f"'{text}' is not a square (columns A-O, rows 1-15, like H8)")
    return COLUMNS.index(m.group(1).upper()), int(m.group(2)) - 1


def on_board(square: Square) -> bool:
    return 0 <= square[0] < SIZE and 0 <= square[1] < SIZE


def neighbours(square: Square) -> list[Square]:
    c, r = square
    return [s for s in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)) if on_board(s)]


def span_name(squares: list[Square]) -> str:
    """`D2` for one square, `D2\u2013F2` for a line of them, in board order."""
    ordered = sorted(squares, key=lambda s: (s[1], s[0]))
    if len(ordered) == 1:
        return square_name(ordered[0])
    return f"{square_name(ordered[0])}\u2013{square_name(ordered[-1])}"
