"""The four worked examples of RULES.md section 9."""

import pytest

from ginnyo.rules import Board, Kind
from ginnyo.rules.layout import Bonus, SquareBonus

EXAMPLES = [
    ("G8:KS H8:KH I8:KD D4:5C D5:6C D6:7C E2:4S E3:4D E4:4C", "D2:3S F2:5S", 24),
    ("G8:7D H8:7H I8:7C H7:6H H6:5H G6:5D I6:5C", "G7:6D I7:6C", 78),
    ("H8:JH H9:QH H10:KH", "H7:10H", 10),
    ("G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C", "E5:8C F5:8H G5:8S", 196),
]


@pytest.mark.parametrize(("position", "play", "total"), EXAMPLES)
def test_worked_example_totals(position: str, play: str, total: int) -> None:
    assert Board.from_notation(position).check(play).total == total


def test_example_1_breakdown() -> None:
    score = Board.from_notation(EXAMPLES[0][0]).check(EXAMPLES[0][1])
    [line] = score.lines
    assert (line.kind, line.new_meld, line.subtotal) == (Kind.RUN, True, 24)
    assert line.bonuses == (SquareBonus((5, 1), Bonus.MELD2),) and str(line.bonuses[0]) == "F2 meld ×2"
    assert not score.gin


def test_example_2_three_new_melds() -> None:
    score = Board.from_notation(EXAMPLES[1][0]).check(EXAMPLES[1][1])
    got = sorted((line.span, line.kind, line.subtotal) for line in score.lines)
    assert got == [("G6–G8", Kind.RUN, 24), ("G7–I7", Kind.GROUP, 30), ("I6–I8", Kind.RUN, 24)]


def test_example_3_adds_to_meld() -> None:
    [line] = Board.from_notation(EXAMPLES[2][0]).check(EXAMPLES[2][1]).lines
    assert not line.new_meld and line.subtotal == 10 and line.span == "H7–H10"


def test_example_4_gin() -> None:
    score = Board.from_notation(EXAMPLES[3][0]).check(EXAMPLES[3][1])
    assert score.gin and score.section == (3, 3)
    assert [line.subtotal for line in score.lines] == [96]
