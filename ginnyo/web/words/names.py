"""The names the game gives on its own (You, Player 2, Computer (hard)), in any language.

A game keeps them in English (its record reads the same in every language) and the page shows
them in the player's language: `shown` words a kept name, `kept` turns a name the form shows
back into the kept one. A name the player typed is never changed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import cache
from unicodedata import bidirectional

from ginnyo.rules.record import SeatKind

from .i18n import DEFAULT, LANGUAGES, N_, _, catalog, language

RIGHT_TO_LEFT = frozenset(("R", "AL"))
"""The bidirectional classes of right-to-left letters (Hebrew, Arabic, Thaana...)."""
YOU = "You"
"""The name the new-game form gives a lone human: sentences about it take the second person."""
LEVEL_WORDS = {
    "baseline": N_("steady"),  # the plain word for the EAAI challenge's "simple" player
    "easy": N_("easy"),
    "medium": N_("medium"),
    "hard": N_("hard"),
    "expert": N_("expert"),
}
FORMER_WORDS = {"baseline": "baseline"}
"""Level words a kept name had before (games saved then): read as their level still, and shown in today's words."""
TEMPLATES = (N_("You"), N_("Player {number}"), N_("Computer ({level})"), N_("Computer {number} ({level})"))
"""The default names, by kind: the lone human, other humans, computers (a number when one is taken)."""


def _english(message: str) -> str:
    return message


def _pattern(template: str, words: Callable[[str], str], former: bool) -> re.Pattern[str]:
    """A default name's pattern in `words`; `former`: the English names of earlier versions are read too."""
    shown = [words(w) for w in LEVEL_WORDS.values()] + (list(FORMER_WORDS.values()) if former else [])
    levels = "|".join(re.escape(w) for w in shown)
    text = re.escape(words(template)).replace(r"\{number\}", r"(?P<number>\d+)")
    return re.compile(text.replace(r"\{level\}", f"(?P<level>{levels})"))


@cache
def _patterns(code: str) -> tuple[re.Pattern[str], ...]:
    """The default names of language `code`, one pattern per template (made once: the page starts faster)."""
    words = catalog(code).gettext
    return tuple(_pattern(template, words, code == DEFAULT) for template in TEMPLATES)


def _reworded(name: str, code: str, target: Callable[[str], str]) -> str:
    """A default name of language `code` in the `target` words (any other name as it is)."""
    clean = name.strip()
    source = catalog(code).gettext
    for template, pattern in zip(TEMPLATES, _patterns(code), strict=True):
        found = pattern.fullmatch(clean)
        if found is None:
            continue
        parts = found.groupdict()
        if "level" in parts:
            level = next(k for k, w in LEVEL_WORDS.items() if parts["level"] in (source(w), FORMER_WORDS.get(k)))
            parts["level"] = target(LEVEL_WORDS[level])
        return target(template).format(**parts)
    return name


def worded(name: str) -> str:
    """A kept name in the page's language: `You` -> `Du` in Swedish (as the form's fields show it)."""
    return _reworded(name, DEFAULT, _)


def shown(name: str) -> str:
    """A kept name as the page's texts show it: `worded`, and `isolated` for bidirectional text."""
    return isolated(worded(name))


def isolated(text: str) -> str:
    """`text` between the first-strong isolate and its pop (U+2068, U+2069: what `<bdi>` does, in text) when it
    holds right-to-left letters, so that a name never reorders the sentence around it; any other text as it is.
    Names never hold such marks themselves: `ginnyo.rules.names` refuses them from every source."""
    return f"\u2068{text}\u2069" if any(bidirectional(char) in RIGHT_TO_LEFT for char in text) else text


def kept(name: str) -> str:
    """A name the form shows, as the game keeps it: `Dator (svår)` -> `Computer (hard)` (in any language)."""
    if any(pattern.fullmatch(name.strip()) for pattern in _patterns(DEFAULT)):
        return _reworded(name, DEFAULT, _english)  # kept already: no other language's words are read
    for code in (language(), *LANGUAGES):
        found = _reworded(name, code, _english)
        if found != name:
            return found
    return name


def is_default(name: str) -> bool:
    return not name.strip() or kept(name) != name or any(p.fullmatch(name) for p in _patterns(DEFAULT))


def names_level(name: str, kind: SeatKind) -> bool:
    """Whether kept `name` is a computer's default name for its level (`Computer (hard)`): then the page does not
    say the level twice ("Computer (hard) is thinking…", not "Computer (hard) (computer, hard) is thinking…")."""
    computers = _patterns(DEFAULT)[2:]
    return kind.is_computer and any((found := p.fullmatch(name)) and found["level"] == kind.value for p in computers)


def third_person(names: Sequence[str]) -> tuple[str, ...]:
    """A game's kept names for someone else to read (a link opened): the lone human's "You" would mean the reader,
    so that seat becomes "Player N" (its seat's number, or the next one no other seat has)."""
    taken = {kept(name) for name in names}
    renamed: list[str] = []
    for seat, name in enumerate(names):
        number = seat + 1
        while name == YOU and f"Player {number}" in taken:
            number += 1
        renamed.append(f"Player {number}" if name == YOU else name)
        taken.add(renamed[-1])
    return tuple(renamed)


def computer_name(level: str, number: int = 1) -> str:
    """`Computer (hard)` (kept in English: `shown` words it), the level in its English word (`Computer (steady)`)."""
    word = LEVEL_WORDS.get(level, level)
    return f"Computer {number} ({word})" if number > 1 else f"Computer ({word})"


def level_word(level: str) -> str:
    return _(LEVEL_WORDS.get(level, level))


def default_names(seats: list[tuple[str, str]]) -> list[str]:
    """The form's names once a seat's kind changed: a distinct one for every seat left at its default.

    A lone human keeps "You", other humans are "Player N", computers "Computer (hard)",
    then "Computer 2 (hard)"... when that is taken; in the page's language.
    """
    names: list[str] = []
    for seat, (name, kind) in enumerate(seats):
        clean = name.strip()
        if not is_default(clean) or (kept(clean) == YOU and kind == SeatKind.HUMAN):
            names.append(clean)
            continue
        if kind == SeatKind.HUMAN:
            names.append(worded(f"Player {seat + 1}"))
            continue
        taken = {kept(other) for n, (other, _kind) in enumerate(seats) if n > seat} | {kept(n) for n in names}
        number = 1
        while computer_name(kind, number) in taken:
            number += 1
        names.append(worded(computer_name(kind, number)))
    return names
