"""The new-game form's levels: a fair first game, and strengths that are the docs' tournament figures."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ginnyo.ginrummy.ai import LEVELS as GIN_AI_LEVELS
from ginnyo.web.common.enums import GinLevel, SeatKind
from ginnyo.web.stats.totals import GinStats, Stats, StatsUi, proposed_levels
from ginnyo.web.words.levels import GIN_LEVELS, GINNYO_LEVELS, Strength, level_phrases

DOCS = Path(__file__).parent.parent / "docs" / "computer-players.md"
ROW = re.compile(r"^\| (\w+) vs (\w+)[^|]*\| (\w+) (\d+), (\w+) (\d+)(?:, (\d+) shared)?:", re.MULTILINE)


def tournaments(section: str) -> dict[frozenset[str], dict[str, int]]:
    """The rows of a section's tournament table: each match's games won by player, and its games."""
    text = DOCS.read_text(encoding="utf-8").split("## Gin Rummy")[section == "gin"]
    rows = {}
    for match in ROW.finditer(text):
        first, first_won, second, second_won, shared = match.group(3, 4, 5, 6, 7)
        won = {first: int(first_won), second: int(second_won)}
        rows[frozenset(won)] = {**won, "games": sum(won.values()) + int(shared or 0)}
    return rows


@pytest.mark.parametrize(("section", "strengths"), [("ginnyo", GINNYO_LEVELS), ("gin", GIN_LEVELS)])
def test_the_strengths_are_the_docs_figures(section: str, strengths: tuple[Strength, ...]) -> None:
    rows = tournaments(section)
    for strength in strengths:
        row = rows[frozenset((strength.level, strength.opponent))]
        assert (strength.won, strength.games) == (row[strength.level], row["games"]), strength


def test_every_level_is_described_in_the_forms_order() -> None:
    assert [s.level for s in GINNYO_LEVELS] == [k.value for k in SeatKind if k.is_computer]
    assert [s.level for s in GIN_LEVELS] == [level.value for level in GinLevel] == list(GIN_AI_LEVELS)


def test_the_phrases_say_the_measured_strength() -> None:
    assert level_phrases(False) == (
        "easy: often a modest play, no plan; wins 1 game in 10 against medium.",
        "medium: the best score now; wins 9 games in 10 against easy.",
        "hard: looks two turns ahead, denies gins; wins 8 games in 10 against medium.",
    )
    gin = level_phrases(True)
    assert gin[0] == "baseline: knocks as soon as it can; wins 7 matches in 10 against easy."
    assert gin[1] == "easy: a beginner, now and then a careless discard; wins 3 matches in 10 against baseline."
    assert gin[2] == "medium: weighs its next draw; wins 7 matches in 10 against easy."
    assert gin[3] == "hard: plays on for gin, watches your picks; wins 6 matches in 10 against medium."


def test_a_first_game_is_against_easy() -> None:
    assert proposed_levels(StatsUi()) == (SeatKind.EASY, GinLevel.EASY)


def test_with_statistics_the_form_proposes_medium() -> None:
    played = Stats(games=3)
    assert proposed_levels(StatsUi(played)) == (SeatKind.MEDIUM, GinLevel.EASY)
    matched = Stats(gin=GinStats(matches={"baseline": (0, 0), "easy": (2, 1), "medium": (0, 0), "hard": (0, 0)}))
    assert proposed_levels(StatsUi(matched)) == (SeatKind.EASY, GinLevel.MEDIUM)
    assert proposed_levels(StatsUi(damaged="not JSON")) == (SeatKind.MEDIUM, GinLevel.MEDIUM)
