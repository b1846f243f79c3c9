"""Tile accounting of the tally (issue 23): every tile exists once per set, jokers twice; what is still out."""

from __future__ import annotations

import pytest

from ginnyo.rules import Card
from ginnyo.tally import Setup, Shade, Tally, TallyError, TallyRule, parse_entry


def sheet(players: int, *plays: str) -> Tally:
    tally = Tally.new(Setup(tuple("ABCD"[:players])))
    for text in plays:
        tally = tally.with_entry(parse_entry(text))
    return tally


def refusal(tally: Tally, text: str) -> TallyError:
    with pytest.raises(TallyError) as caught:
        tally.preview(parse_entry(text))
    return caught.value


@pytest.mark.parametrize(("players", "total", "kinds"), [(2, 54, 53), (3, 108, 106), (4, 108, 106)])
def test_the_tiles_out_at_the_start_are_the_rulebooks_sets(players: int, total: int, kinds: int) -> None:
    unseen = sheet(players).unseen()
    assert sum(unseen.values()) == total and len(unseen) == kinds
    assert unseen[(None, Shade.LIGHT)] == 2 and unseen[(Card(5, "H"), Shade.LIGHT)] == 1
    assert ((Card(5, "H"), Shade.DARK) in unseen) == (players > 2)


def test_a_play_takes_its_tiles_out_of_the_unseen_ones() -> None:
    tally = sheet(3, "G8:*5H H8:5S/d I8:5D")
    unseen = tally.unseen()
    assert sum(unseen.values()) == 105 and tally.pile() == 108 - 3 - 21
    assert unseen[(None, Shade.LIGHT)] == 1 and unseen[(Card(5, "S"), Shade.DARK)] == 0
    assert unseen[(Card(5, "S"), Shade.LIGHT)] == 1 and unseen[(Card(5, "H"), Shade.LIGHT)] == 1


def test_one_set_refuses_a_tile_already_on_the_board_with_its_square() -> None:
    error = refusal(sheet(2, "G8:5H H8:5S I8:5D"), "J8:5H")
    assert error.rule is TallyRule.OVER_USED and error.squares == ((9, 7),)
    assert error.params == {"card": "5♥", "shade": "", "count": "1"} and str(error) == "the 5♥ is on the board"


def test_one_set_refuses_the_same_tile_twice_in_one_play() -> None:
    error = refusal(sheet(2), "G8:5H H8:5S I8:5H")
    assert error.rule is TallyRule.OVER_USED and error.squares == ((8, 7),)


def test_one_set_has_no_dark_tiles() -> None:
    error = refusal(sheet(2), "G8:5H H8:5S I8:5D/d")
    assert error.rule is TallyRule.ONE_SET and str(error) == "a game with one tile set has no dark 5♦"


def test_two_sets_name_the_set_whose_tile_is_out_then_both() -> None:
    tally = sheet(3, "G8:5H H8:5S I8:5D")
    error = refusal(tally, "J8:5H")
    assert error.params == {"card": "5♥", "shade": "light", "count": "1"}
    assert str(error) == "the light 5♥ is on the board"
    tally = tally.with_entry(parse_entry("D4:5H/d D5:6H D6:7H"))  # a run opening the section of D4
    error = refusal(tally, "J8:5H")
    assert error.params == {"card": "5♥", "shade": "", "count": "2"} and str(error) == "both 5♥ are on the board"


def test_jokers_count_two_per_set() -> None:
    one = sheet(2, "G8:*5H H8:5S I8:*5D")
    assert str(refusal(one, "J8:*5C")) == "both jokers are on the board"
    two = sheet(4, "G8:*5H H8:5S I8:*5D")
    assert str(refusal(two, "J8:*5C")) == "both light jokers are on the board"
    four = two.with_entry(parse_entry("J8:*5C/d")).with_entry(parse_entry("H9:*6S/d H10:7S"))
    error = refusal(four, "H11:*8S")
    assert error.params == {"card": "*", "shade": "", "count": "4"} and str(error) == "all 4 jokers are on the board"
    assert four.unseen()[(None, Shade.DARK)] == 0 and four.unseen()[(None, Shade.LIGHT)] == 0
