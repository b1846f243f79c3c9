"""The actions of Gin Rummy and their notation: `draw stock`, `take upcard`, `pass`, `discard 5H`,
`knock 5H` (optionally `knock 5H: 3H 4H 5H / 7C 7D 7S` to choose the melds), `gin 5H`,
`layoff 7S>0` (a card onto the knocker's meld of that index) and `done` (no more lay-offs).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..rules.errors import NotationError
from .cards import format_hand, name, parse_hand, parse_number


class ActionKind(StrEnum):
    """What a player does; the value is the notation's first word."""

    DRAW = "draw"
    TAKE = "take"
    PASS = "pass"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    LAYOFF = "layoff"
    DONE = "done"


DRAW, TAKE, PASS, DISCARD, KNOCK, GIN, LAYOFF, DONE = ActionKind
WITH_CARD = (DISCARD, KNOCK, GIN, LAYOFF)
"""The kinds that name a card; the others are one fixed phrase each."""
PHRASES = {DRAW: "draw stock", TAKE: "take upcard", PASS: "pass", DONE: "done"}


@dataclass(frozen=True)
class Action:
    """One action. `card` is a card number (0-51); `melds` a knock's chosen melds as masks
    (empty: the default arrangement); `meld` the index of the meld a lay-off goes on."""

    kind: ActionKind
    card: int = -1
    melds: tuple[int, ...] = ()
    meld: int = -1

    def __str__(self) -> str:
        if self.kind in PHRASES:
            return PHRASES[self.kind]
        text = f"{self.kind} {name(self.card)}"
        if self.kind == LAYOFF:
            return f"{text}>{self.meld}"
        if self.melds:
            return f"{text}: " + " / ".join(format_hand(m) for m in self.melds)
        return text


def parse_action(text: str) -> Action:
    """Parse an action in notation (see the module's docstring)."""
    words = text.strip()
    for kind, phrase in PHRASES.items():
        if " ".join(words.split()) == phrase:
            return Action(kind)
    word, _, rest = words.partition(" ")
    if word not in WITH_CARD or not rest.strip():
        raise NotationError(
            f"'{text}' is not an action "
            "(draw stock, take upcard, pass, discard 5H, knock 5H, gin 5H, layoff 5H>0, done)"
        )
    kind = ActionKind(word)
    if kind == LAYOFF:
        card, sep, index = rest.partition(">")
        if not sep or not index.strip().isdigit():
            raise NotationError(f"'{text}': a lay-off names a card and a meld index, like 'layoff 7S>0'")
        return Action(kind, parse_number(card), meld=int(index))
    card, sep, melds = rest.partition(":")
    if sep and kind != KNOCK:
        raise NotationError(f"'{text}': only a knock names its melds")
    chosen = tuple(parse_hand(m) for m in melds.split("/")) if sep else ()
    if sep and not all(chosen):
        raise NotationError(f"'{text}': an empty meld")
    return Action(kind, parse_number(card), chosen)
