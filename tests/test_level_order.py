"""Every list of the computer's levels reads weakest first, by the measured rating.

The ratings are kept once, in `ginnyo.web.words.levels` (the docs' rating ladders, `tests/test_levels.py`); every
other list of levels (the form's selects, the engines' and the page's level names, the statistics' order of
strength) is held to them here, so that a player choosing a level never meets a stronger one above a weaker one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import pytest

from ginnyo.ai.players import LEVELS as GINNYO_AI_LEVELS
from ginnyo.ginrummy.ai import LEVELS as GIN_AI_LEVELS
from ginnyo.web.common.enums import GinLevel, SeatKind
from ginnyo.web.stats.totals import STRENGTH
from ginnyo.web.words.levels import GIN_LEVELS, GINNYO_LEVELS, Strength

PAGE = (Path(__file__).parent.parent / "index.html").read_text(encoding="utf-8")
RATINGS = {"ginnyo": {s.level: s.rating for s in GINNYO_LEVELS}, "gin": {s.level: s.rating for s in GIN_LEVELS}}


def options(select: str) -> list[str]:
    """The values of the page's `<select id=select>`, in the page's order."""
    found = re.search(rf'<select id="{select}"[^>]*>(.*?)</select>', PAGE, re.S)
    assert found is not None, select
    return re.findall(r'<option value="([^"]+)"', found[1])


def in_rating_order(levels: Sequence[str], game: str) -> bool:
    ratings = [RATINGS[game][level] for level in levels]
    return ratings == sorted(ratings)


@pytest.mark.parametrize("strengths", [GINNYO_LEVELS, GIN_LEVELS])
def test_the_level_definitions_are_weakest_first(strengths: tuple[Strength, ...]) -> None:
    ratings = [s.rating for s in strengths]
    assert ratings == sorted(ratings) and len(set(ratings)) == len(ratings)


def test_the_gin_rummy_lists_follow_the_ratings() -> None:
    for levels in (options("gin-level"), [level.value for level in GinLevel], list(GIN_AI_LEVELS)):
        assert set(levels) == set(RATINGS["gin"]) and in_rating_order(levels, "gin"), levels


@pytest.mark.parametrize("seat", range(4))
def test_the_ginny_o_lists_follow_the_ratings(seat: int) -> None:
    computers = [kind for kind in options(f"kind-{seat}") if kind != "human"]
    lists = (
        computers,
        [k.value for k in SeatKind if k.is_computer],
        list(GINNYO_AI_LEVELS),
        [k.value for k in STRENGTH],
    )
    for levels in lists:
        assert set(levels) == set(RATINGS["ginnyo"]) and in_rating_order(levels, "ginnyo"), levels


def test_a_level_out_of_order_is_caught() -> None:
    assert not in_rating_order(["baseline", "easy"], "gin")
