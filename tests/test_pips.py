"""The pips of a number card (common/pips.py) as on a printed deck: as many as the rank, symmetric, inside, apart."""

from __future__ import annotations

import pytest

from ginnyo.web.common.face import card_face
from ginnyo.web.common.pips import INDEX_HEIGHT, INDEX_WIDTH, PIP_HEIGHT, PIP_WIDTH, Pip, pips

RANKS = range(1, 11)


@pytest.mark.parametrize("rank", RANKS)
def test_a_number_card_has_as_many_pips_as_its_rank(rank: int) -> None:
    assert len(pips(rank)) == rank


def places(rank: int) -> dict[tuple[float, float], Pip]:
    return {(round(p.x, 6), round(p.y, 6)): p for p in pips(rank)}


@pytest.mark.parametrize("rank", RANKS)
def test_the_pips_are_symmetric_about_the_upright_centre_line(rank: int) -> None:
    laid = places(rank)
    assert all((round(1 - x, 6), y) in laid for x, y in laid), rank


@pytest.mark.parametrize("rank", [r for r in RANKS if r != 7])
def test_turned_half_a_turn_a_card_shows_the_same_pips(rank: int) -> None:
    """Each pip at (x, y) has its twin at (1 - x, 1 - y), the lower one upside down; not the 7, whose odd pip
    sits in the upper half on a printed deck."""
    laid = places(rank)
    for (x, y), pip in laid.items():
        assert (round(1 - x, 6), round(1 - y, 6)) in laid, (rank, pip)
        assert pip.inverted is (y > 0.5), (rank, pip)


def test_the_seven_has_its_odd_pip_in_the_upper_half() -> None:
    centre = [p for p in pips(7) if p.x == 0.5]
    assert len(centre) == 1 and centre[0].y < 0.5 and not centre[0].inverted


@pytest.mark.parametrize("rank", RANKS)
def test_every_pip_lies_inside_the_face(rank: int) -> None:
    for pip in pips(rank):
        assert PIP_WIDTH / 2 <= pip.x <= 1 - PIP_WIDTH / 2 and PIP_HEIGHT / 2 <= pip.y <= 1 - PIP_HEIGHT / 2, pip


def overlap(one: Pip, other: Pip) -> bool:
    return abs(one.x - other.x) < PIP_WIDTH and abs(one.y - other.y) < PIP_HEIGHT


@pytest.mark.parametrize("rank", RANKS)
def test_no_two_pips_overlap(rank: int) -> None:
    laid = pips(rank)
    assert not [(a, b) for n, a in enumerate(laid) for b in laid[n + 1 :] if overlap(a, b)]


def test_the_pips_stay_clear_of_the_corner_indexes() -> None:
    """The index takes the top left corner and, upside down, the bottom right one: no pip's room reaches in."""
    for rank in RANKS:
        for pip in pips(rank):
            left, right = pip.x - PIP_WIDTH / 2, pip.x + PIP_WIDTH / 2
            top, bottom = pip.y - PIP_HEIGHT / 2, pip.y + PIP_HEIGHT / 2
            assert not (left < INDEX_WIDTH and top < INDEX_HEIGHT), (rank, pip)
            assert not (right > 1 - INDEX_WIDTH and bottom > 1 - INDEX_HEIGHT), (rank, pip)


def test_court_cards_and_jokers_have_no_pips() -> None:
    assert pips(11) == pips(12) == pips(13) == ()
    assert card_face("QH").pips == card_face("*").pips == card_face("*5H").pips == ()
    assert card_face("7S").pips == pips(7) and card_face("AD").pips == pips(1)
