"""What one seat of a Gin Rummy match may see (`GinView`), and the phases of a hand."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .actions import Action, ActionKind
from .scoring import HandResult


class Phase(StrEnum):
    """What the current player is asked to do."""

    FIRST = "first"  # take the first upcard or pass
    DRAW = "draw"  # draw from the stock or take the upcard
    DISCARD = "discard"  # discard, knock or go gin
    LAYOFF = "layoff"  # the defender lays off on the knocker's melds, then says done
    OVER = "over"  # the match is over


@dataclass(frozen=True)
class Event:
    """One public action of a hand: a card drawn from the stock is hidden ("")."""

    seat: int
    kind: ActionKind
    card: str = ""


@dataclass(frozen=True)
class Knock:
    """The knocker's table during the lay-off step: melds (growing with lay-offs) and deadwood."""

    knocker: int
    melds: tuple[str, ...]
    deadwood_cards: str
    deadwood: int
    layoffs: tuple[str, ...]


@dataclass(frozen=True)
class GinView:
    """What one seat may see: its own hand, the discard pile, counts for the rest."""

    seat: int
    names: tuple[str, str]
    phase: Phase
    current: int
    dealer: int
    hand_number: int
    hand: str
    opponent_cards: int
    stock_size: int
    discards: tuple[str, ...]
    """The discard pile, bottom first; the last is the upcard."""
    taken: str
    """The upcard taken this turn, which may not be discarded now."""
    first_upcard: str
    doubled: bool
    events: tuple[Event, ...]
    knock: Knock | None
    scores: tuple[int, int]
    results: tuple[HandResult, ...]
    knock_limit: int
    legal: tuple[Action, ...]
    winner: int | None

    @property
    def upcard(self) -> str:
        return self.discards[-1] if self.discards else ""
