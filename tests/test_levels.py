"""The new-game form's levels: a fair first game, and strengths that are the docs' rating ladders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginnyo.ginrummy.ai import LEVELS as GIN_AI_LEVELS
from ginnyo.web.common.enums import GinLevel, SeatKind
from ginnyo.web.common.frozen import replace
from ginnyo.web.stats.totals import GinStats, Stats, StatsUi, proposed_levels
from ginnyo.web.words.levels import GIN_LEVELS, GINNYO_LEVELS, Strength, level_phrases

DOCS = Path(__file__).parent.parent / "docs" / "computer-players.md"
ROW = re.compile(r"^\| (\w+) \| (\d+) \| [^|]+\| \d+ \| (?:[\d.]+% against (\w+) \((\d+) won, (\d+) lost)?", re.M)


def ladder(title: str) -> dict[str, Strength]:
    """The rows of a ladder's table in the docs, by level (the manner is not in the docs)."""
    text = DOCS.read_text(encoding="utf-8").split(f"### The {title} ladder")[1].split("\n#")[0]
    rows = {}
    for match in ROW.finditer(text):
        level, rating, below, won, lost = match.groups()
        rows[level] = Strength(level, "", int(rating), below or "", int(won or 0), int(lost or 0))
    return rows


@pytest.mark.parametrize(("title", "strengths"), [("Ginny-O", GINNYO_LEVELS), ("Gin Rummy", GIN_LEVELS)])
def test_the_strengths_are_the_ladders_figures(title: str, strengths: tuple[Strength, ...]) -> None:
    rows = ladder(title)
    assert {s.level for s in strengths} == set(rows)
    for strength in strengths:
        assert replace(strength, manner="") == rows[strength.level]


def test_every_level_is_described_in_the_forms_order() -> None:
    assert [s.level for s in GINNYO_LEVELS] == [k.value for k in SeatKind if k.is_computer]
    assert [s.level for s in GIN_LEVELS] == [level.value for level in GinLevel] == list(GIN_AI_LEVELS)


def test_the_phrases_say_the_measured_strength() -> None:
    ginnyo = level_phrases(False)
    assert ginnyo == (
        "easy, rated 1000: often a modest play, no plan.",
        "medium, rated 1378: the best score now; wins 9 games in 10 against easy.",
        "hard, rated 1584: looks two turns ahead, denies gins; wins 8 games in 10 against medium.",
        "expert, rated 1673: plays each choice out over many draws; wins 7 games in 10 against hard.",
    )
    gin = level_phrases(True)
    assert gin == (
        "easy, rated 1000: a beginner, now and then a careless discard.",
        "steady, rated 1095: knocks as soon as it can; wins 7 matches in 10 against easy.",
        "medium, rated 1167: weighs its next draw; wins 6 matches in 10 against steady.",
        "hard, rated 1242: plays on for gin, watches your picks; wins 6 matches in 10 against medium.",
        "expert, rated 1290: reads your hand, plays the stock out; wins 6 matches in 10 against hard.",
    )


def test_a_first_game_is_against_easy() -> None:
    assert proposed_levels(StatsUi()) == (SeatKind.EASY, GinLevel.EASY)


def test_with_statistics_the_form_proposes_medium() -> None:
    played = Stats(games=3)
    assert proposed_levels(StatsUi(played)) == (SeatKind.MEDIUM, GinLevel.EASY)
    matched = Stats(gin=GinStats(matches={"baseline": (0, 0), "easy": (2, 1), "medium": (0, 0), "hard": (0, 0)}))
    assert proposed_levels(StatsUi(matched)) == (SeatKind.EASY, GinLevel.MEDIUM)
    assert proposed_levels(StatsUi(damaged="not JSON")) == (SeatKind.MEDIUM, GinLevel.MEDIUM)
