"""RULES.md section 3: tiles, squares, plays and positions in and out of notation."""

import pytest

from ginnyo.rules import Board, NotationError, parse_action, parse_card, parse_play, parse_rack, parse_square
from ginnyo.rules.tiles import Card


def test_card_spellings() -> None:
    assert parse_card("10D") == parse_card("TD") == parse_card("10♦") == Card(10, "D")
    assert parse_card("as") == Card(1, "S")
    assert str(Card(12, "C")) == "QC" and Card(12, "C").pretty == "Q♣"


@pytest.mark.parametrize("bad", ["", "5", "1H", "11H", "5X", "*", "ZZ", "10"])
def test_bad_cards(bad: str) -> None:
    with pytest.raises(NotationError):
        parse_card(bad)


def test_squares() -> None:
    assert parse_square("H8") == (7, 7)
    assert parse_square("a1") == (0, 0)
    assert parse_square("O15") == (14, 14)
    for bad in ["P1", "A0", "A16", "H", "88"]:
        with pytest.raises(NotationError):
            parse_square(bad)


def test_rack_with_jokers() -> None:
    cards, jokers = parse_rack("5H 6H * KS *")
    assert jokers == 2 and [str(c) for c in cards] == ["5H", "6H", "KS"]


def test_joker_on_board_keeps_declared_card() -> None:
    [p] = parse_play("H8:*5H")
    assert p.joker and str(p.card) == "5H" and str(p) == "H8:*5H"


def test_bare_joker_on_board_is_refused() -> None:
    with pytest.raises(NotationError, match="needs the card it stands for"):
        parse_play("H8:*")


def test_position_round_trip_in_reading_order() -> None:
    text = "H7:6H G8:7D H8:7H I8:7C"
    board = Board.from_notation(text)
    assert board.to_notation() == "H7:6H G8:7D H8:7H I8:7C"
    assert Board.from_notation("I8:7C H8:7H G8:7D H7:6H").to_notation() == text
    assert Board.from_notation("").to_notation() == ""


def test_ten_written_as_t_reads_back_as_10() -> None:
    assert Board.from_notation("G8:TH H8:JH I8:QH").to_notation() == "G8:10H H8:JH I8:QH"


def test_actions_round_trip() -> None:
    for text in ["play G8:5H H8:5S I8:5D", "exchange 5H *", "pass"]:
        assert str(parse_action(text)) == text
    with pytest.raises(NotationError):
        parse_action("exchange")
    with pytest.raises(NotationError):
        parse_action("fold")
