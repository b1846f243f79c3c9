"""The computer levels as the new-game form describes them: a manner and a measured strength (no PyScript).

The strengths are the rating ladder's figures of docs/computer-players.md (`python -m ginnyo ladder`), kept here
once, so that a player choosing a level reads what it was measured to do, never a guess: its rating, and its score
against the level rated next below it; `tests/test_levels.py` checks them against the docs' tables.
"""

from __future__ import annotations

from ..common.frozen import frozen
from .i18n import N_, _, ngettext, number
from .names import level_word


@frozen
class Strength:
    """A level's row of a ladder in the docs: its rating, and its games won and lost against `below`, the level rated
    next below it ("" for the lowest, the ladder's anchor)."""

    level: str
    manner: str  # what it does, marked for translation
    rating: int
    below: str = ""
    won: int = 0
    lost: int = 0

    @property
    def tenths(self) -> int:
        """Games won in ten against `below`, rounded, never 0 or 10 (a level always wins or loses some)."""
        return min(9, max(1, round(10 * self.won / (self.won + self.lost))))


GINNYO_LEVELS = (
    Strength("easy", N_("often a modest play, no plan"), 1000),
    Strength("medium", N_("the best score now"), 1378, "easy", 56, 4),
    Strength("hard", N_("looks two turns ahead, denies gins"), 1584, "medium", 48, 11),
    Strength("expert", N_("plays each choice out over many draws"), 1673, "hard", 39, 20),
)
"""Ginny-O (`python -m ginnyo ladder --game ginnyo …`), weakest first: the form's order."""

GIN_LEVELS = (
    Strength("easy", N_("a beginner, now and then a careless discard"), 1000),
    Strength("baseline", N_("knocks as soon as it can"), 1095, "easy", 131, 69),
    Strength("medium", N_("weighs its next draw"), 1167, "baseline", 115, 85),
    Strength("hard", N_("plays on for gin, watches your picks"), 1242, "medium", 124, 76),
    Strength("expert", N_("reads your hand, plays the stock out"), 1290, "hard", 119, 81),
)
"""Gin Rummy matches to 100 (`python -m ginnyo ladder --game gin …`), weakest first: the form's order (easy is
the baseline with careless discards, so it is listed before it)."""


def level_phrase(strength: Strength, gin: bool) -> str:
    """`medium, rated 1378: the best score now; wins 9 games in 10 against easy.`"""
    words = level_word(strength.level), _(strength.manner), level_word(strength.below)
    rating = str(strength.rating)  # a rating is written as the ladder writes it, without grouping
    if not strength.below:
        return _("{level}, rated {rating}: {manner}.").format(level=words[0], rating=rating, manner=words[1])
    n = strength.tenths
    if gin:
        text = ngettext(
            "{level}, rated {rating}: {manner}; wins {count} match in 10 against {opponent}.",
            "{level}, rated {rating}: {manner}; wins {count} matches in 10 against {opponent}.",
            n,
        )
    else:
        text = ngettext(
            "{level}, rated {rating}: {manner}; wins {count} game in 10 against {opponent}.",
            "{level}, rated {rating}: {manner}; wins {count} games in 10 against {opponent}.",
            n,
        )
    return text.format(level=words[0], rating=rating, manner=words[1], count=number(n), opponent=words[2])


def level_phrases(gin: bool) -> tuple[str, ...]:
    """Every level of a game described, in the order the form lists them."""
    return tuple(level_phrase(s, gin) for s in (GIN_LEVELS if gin else GINNYO_LEVELS))
