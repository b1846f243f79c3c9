"""Gin Rummy deadwood and melds: exact against a brute-force solver, hand-picked traps, arrangements."""

from __future__ import annotations

import functools
import gzip
import statistics
import time

import pytest
from gin_brute import AFTER_DISCARD, DATA, HANDS, brute_after_discard, brute_deadwood, expected_bytes, sample_hands

from ginnyo.ginrummy import all_melds, best_melds, deadwood
from ginnyo.ginrummy.cards import mask_of, parse_hand
from ginnyo.ginrummy.melds import after_discard, least, least_after_discard
from ginnyo.rules.errors import NotationError


@functools.cache
def sample() -> list[list[int]]:
    return list(sample_hands())


def test_fast_solver_matches_the_brute_force_on_100000_hands() -> None:
    """The sample file holds what the brute force found for 50,000 hands of 10 and of 11 cards,
    and the deadwood after the best discard of 10,000 of the 11-card ones."""
    data = gzip.decompress(DATA.read_bytes())
    hands = [mask_of(h) for h in sample()]
    eleven = hands[HANDS : HANDS + AFTER_DISCARD]
    assert len(data) == len(hands) + len(eleven) == 2 * HANDS + AFTER_DISCARD
    assert bytes(map(least, hands)) == data[: 2 * HANDS]
    assert bytes(map(after_discard, eleven)) == data[2 * HANDS :]
    assert [least_after_discard(h)[0] for h in eleven[:1000]] == list(data[2 * HANDS : 2 * HANDS + 1000])


def test_sample_file_is_the_brute_force_s_own_answers() -> None:
    """Re-solve some hands of each size with the brute force: the file is not the fast solver's output."""
    data = gzip.decompress(DATA.read_bytes())
    hands = sample()
    assert expected_bytes(hands[:200]) == data[:200]
    eleven = hands[HANDS : HANDS + 60]
    assert expected_bytes(eleven) == data[HANDS : HANDS + 60] + data[2 * HANDS : 2 * HANDS + 60]


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        ("", 0),
        ("KS", 10),
        ("AH 2H 3H", 0),
        ("QH KH AH", 21),  # the ace is low only: no Q-K-A
        ("KH AH 2H", 13),  # nor K-A-2
        ("QH KH AH 2H 3H", 20),
        ("AS AH AD", 0),
        ("3H 4H 5H 5S 5C", 7),  # 5H fits both: the set leaves 3H 4H (7), the run 5S 5C (10)
        ("5S 5H 5C AH 2H 3H 4H", 0),  # 5H could extend the run, but the set needs it
        ("3H 4H 5H 6H 7H 8H 3S 3C 8S 8C", 0),  # the run of 6 must give both ends to sets
        ("4H 5H 6H 7H 8H 9H 7S 7C", 14),  # better keep the run of 6 whole than take 7H for the set
        ("7S 7H 7D 7C 8C 9C", 0),  # 4 of a kind must give 7C to the run
        ("JS QS KS JH QH KH JD QD KD 10C", 10),
    ],
)
def test_hand_picked_hands(cards: str, expected: int) -> None:
    assert deadwood(cards) == expected
    assert brute_deadwood(list(_numbers(cards))) == expected


def test_eleven_cards_best_discard_is_not_dropping_the_highest_leftover() -> None:
    """Dropping the highest unmatched card of the best 11-card arrangement would leave 8, not 7."""
    hand = parse_hand("7S 8S 9S QH 7D 8D 9D QD 7C 9C QC")
    assert least_after_discard(hand) == (7, [parse_hand("9C").bit_length() - 1])
    assert brute_after_discard(list(_numbers("7S 8S 9S QH 7D 8D 9D QD 7C 9C QC"))) == 7


def test_best_melds_and_every_arrangement() -> None:
    arrangement = best_melds("3H 4H 5H 6H 7H 8H 2S")
    assert str(arrangement) == "3H 4H 5H 6H 7H 8H | deadwood 2S"  # one run, not two of 3
    assert arrangement.points == 2
    choices = all_melds("2H 3H 4H 4S 4C 4D 10H JH QH KH")
    assert {a.points for a in choices} == {deadwood("2H 3H 4H 4S 4C 4D 10H JH QH KH")}
    targets = [bin(a.layoff_targets()).count("1") for a in choices]
    assert targets == sorted(targets) and len(choices) == len({a.melds for a in choices})


def test_layoff_targets_of_the_default_are_fewest() -> None:
    """With 4H in the set rather than on the run, the run A-3H keeps only 4H as a target (held)."""
    choices = all_melds("AH 2H 3H 4H 4S 4C 9D 9S 9C 9H")
    assert choices[0] == best_melds("AH 2H 3H 4H 4S 4C 9D 9S 9C 9H")
    counts = [bin(a.layoff_targets()).count("1") for a in choices]
    assert counts[0] == min(counts)


def test_bad_cards_are_refused() -> None:
    with pytest.raises(NotationError):
        deadwood("5H 5H")
    with pytest.raises(NotationError):
        deadwood("1H")


def test_ten_card_deadwood_is_fast() -> None:
    """Well under 0.1 ms median on CPython (bench: `python -m ginnyo bench --game gin`)."""
    hands = [mask_of(h) for h in sample()[:2000]]
    times = []
    for hand in hands:
        start = time.perf_counter()
        least(hand)
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 1e-4


def _numbers(cards: str) -> list[int]:
    mask = parse_hand(cards)
    return [n for n in range(52) if mask >> n & 1]
