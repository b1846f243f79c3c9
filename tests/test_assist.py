"""Joker choices offered by the user interface (ginnyo.rules.assist)."""

from __future__ import annotations

from ginnyo.rules import Board, parse_card, parse_play
from ginnyo.rules.assist import FEW, joker_options
from ginnyo.rules.tiles import ALL_CARDS


def cards(*texts: str) -> tuple[object, ...]:
    return tuple(parse_card(t) for t in texts)


def test_joker_completing_a_group_of_four_has_one_card() -> None:
    board = Board.from_notation("G8:5H H8:5S I8:5D")
    options = joker_options(board, "", "J8")
    assert options.legal == cards("5C")
    assert options.offer == options.legal
    assert options.limited


def test_joker_extending_a_run_offers_both_ends() -> None:
    board = Board.from_notation("G8:5H H8:6H I8:7H")
    left = joker_options(board, "", "F8")
    assert left.legal == cards("4H")
    right = joker_options(board, [], "J8")
    assert right.legal == cards("8H")


def test_joker_with_placed_tiles_on_an_empty_board() -> None:
    board = Board()
    options = joker_options(board, "G8:5H H8:5S", "I8")
    # A group of three 5s (two free suits) or nothing else: 5H 5S is not a run.
    assert set(options.legal) == set(cards("5D", "5C"))
    assert options.offer == options.legal


def test_lone_joker_offers_every_card() -> None:
    options = joker_options(Board(), "", "H8")
    assert options.legal == ()
    assert len(options.fitting) == len(ALL_CARDS)
    assert options.offer == ALL_CARDS
    assert not options.limited


def test_fitting_cards_when_the_play_is_not_complete_yet() -> None:
    # A joker beside a lone placed tile: no meld yet, but only pair partners fit.
    board = Board()
    options = joker_options(board, "H8:5H", "I8")
    assert options.legal == ()
    expected = {c for c in ALL_CARDS if (c.rank == 5 and c.suit != "H") or (c.suit == "H" and c.rank in (4, 6))}
    assert set(options.fitting) == expected
    assert len(expected) <= FEW
    assert set(options.offer) == expected


def test_earlier_choice_on_the_square_is_replaced() -> None:
    board = Board.from_notation("G8:5H H8:5S I8:5D")
    options = joker_options(board, parse_play("J8:*9C"), "J8")
    assert options.legal == cards("5C")


def test_every_offered_legal_card_is_accepted_by_check() -> None:
    board = Board.from_notation("G8:KS H8:KH I8:KD")
    options = joker_options(board, "G9:QS", "G10")
    assert options.legal
    for card in options.legal:
        board.check(f"G9:QS G10:*{card}")
