"""The computer levels as the new-game form describes them: a manner and a measured strength (no PyScript).

The strengths are the tournament figures of docs/computer-players.md, kept here once, so that a
player choosing a level reads what it was measured to do, never a guess; `tests/test_levels.py`
checks them against the docs' tables.
"""

from __future__ import annotations

from ..common.frozen import frozen
from .i18n import N_, _, ngettext, number
from .names import level_word


@frozen
class Strength:
    """A level's record against one opponent in a tournament of the docs: `won` of `games`."""

    level: str
    manner: str  # what it does, marked for translation
    opponent: str
    won: int
    games: int

    @property
    def tenths(self) -> int:
        """Games won in ten, rounded, never 0 or 10 (a level always wins or loses some)."""
        return min(9, max(1, round(10 * self.won / self.games)))


GINNYO_LEVELS = (
    Strength("easy", N_("often a modest play, no plan"), "medium", 36, 400),
    Strength("medium", N_("the best score now"), "easy", 364, 400),
    Strength("hard", N_("looks two turns ahead, denies gins"), "medium", 315, 400),
)
"""Ginny-O (`python -m ginnyo tournament --players medium,easy --games 400 --seed 1`, and hard,medium)."""

GIN_LEVELS = (
    Strength("baseline", N_("knocks as soon as it can"), "easy", 261, 400),
    Strength("easy", N_("a beginner, now and then a careless discard"), "baseline", 139, 400),
    Strength("medium", N_("weighs its next draw"), "easy", 71, 100),
    Strength("hard", N_("plays on for gin, watches your picks"), "medium", 240, 400),
)
"""Gin Rummy matches to 100 (`python -m ginnyo tournament --game gin --players …`)."""


def level_phrase(strength: Strength, gin: bool) -> str:
    """`medium: the best score now; wins 9 games in 10 against easy.`"""
    n = strength.tenths
    if gin:
        text = ngettext(
            "{level}: {manner}; wins {count} match in 10 against {opponent}.",
            "{level}: {manner}; wins {count} matches in 10 against {opponent}.",
            n,
        )
    else:
        text = ngettext(
            "{level}: {manner}; wins {count} game in 10 against {opponent}.",
            "{level}: {manner}; wins {count} games in 10 against {opponent}.",
            n,
        )
    words = level_word(strength.level), _(strength.manner), level_word(strength.opponent)
    return text.format(level=words[0], manner=words[1], count=number(n), opponent=words[2])


def level_phrases(gin: bool) -> tuple[str, ...]:
    """Every level of a game described, in the order the form lists them."""
    return tuple(level_phrase(s, gin) for s in (GIN_LEVELS if gin else GINNYO_LEVELS))
