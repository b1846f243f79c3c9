"""RULES.md section 4: groups, runs, aces, pairs."""

import pytest

from ginnyo.rules import Kind, classify, parse_card


def cards(text: str) -> list:
    return [parse_card(w) for w in text.split()]


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("5H 5D 5S", Kind.GROUP),
        ("5H 5D 5S 5C", Kind.GROUP),
        ("AS AH AD", Kind.GROUP),
        ("8D 9D 10D", Kind.RUN),
        ("10D 9D 8D", Kind.RUN),
        ("AS 2S 3S", Kind.RUN),
        ("QS KS AS", Kind.RUN),
        ("JS QS KS AS", Kind.RUN),
        ("AS KS QS JS", Kind.RUN),
        ("3H 2H AH", Kind.RUN),
        ("AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", Kind.RUN),
        ("5H 5D", Kind.PAIR),
        ("5H 6H", Kind.PAIR),
        ("AH 2H", Kind.PAIR),
        ("KH AH", Kind.PAIR),
        ("AH KH", Kind.PAIR),
    ],
)
def test_valid_lines(line: str, kind: Kind) -> None:
    assert classify(cards(line)) is kind


@pytest.mark.parametrize(
    "line",
    [
        "KS AS 2S",  # an ace is never both high and low
        "2S AS KS",
        "5H 5H 5S",  # the light and dark 5H are the same card
        "5H 5D 5S 5C 5H",  # a group has at most 4
        "8D 9D 10H",  # mixed suits
        "8D 10D 9D",  # out of order
        "8D 9D 9D",
        "5H 5H",  # a pair needs different suits
        "5H 7H",  # not adjacent
        "5H 6D",
        "AS QS",
        "2S AS KS QS",
    ],
)
def test_invalid_lines(line: str) -> None:
    assert classify(cards(line)) is None
