"""What a lesson is: a position, one idea in words, and a goal the engine checks (data, not code)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class GameName(StrEnum):
    """The game a lesson teaches; the value names its data file (`ginnyo.json`, `gin.json`)."""

    GINNYO = "ginnyo"
    GIN = "gin"


class GoalKind(StrEnum):
    """What the player's action must achieve; the first ten are Ginny-O's, the rest Gin Rummy's."""

    SCORE_AT_LEAST = "score_at_least"  # `points`
    COVER = "cover"  # every square of `squares`
    GIN = "gin"  # Ginny-O: the play scores its section's gin; Gin Rummy: the player goes gin
    MELD = "meld"  # a new meld of kind `meld` (group or run) of at least `size` tiles
    EXTEND = "extend"  # adds to a meld already on the board
    NEW_SECTION = "new_section"  # opens a section (on `square` when given)
    JOKER = "joker"  # places a joker (standing for `card` when given)
    EXCHANGE = "exchange"  # an exchange (returning every tile of `tiles` when given)
    DENY_GIN = "deny_gin"  # a play after which no section is one short play from gin for the next player
    TAKE_UPCARD = "take_upcard"
    DRAW_STOCK = "draw_stock"
    DISCARD = "discard"  # discards `card` (a knock or gin with it too)
    DEADWOOD_AT_MOST = "deadwood_at_most"  # the player's deadwood after the action is at most `deadwood`
    KNOCK = "knock"
    LAY_OFF = "lay_off"  # lays off a card (`card` when given)


@dataclass(frozen=True)
class Goal:
    """A goal: its kind and the parameters that kind reads (the others keep their empty defaults)."""

    kind: GoalKind
    points: int = 0
    squares: tuple[str, ...] = ()
    meld: str = ""
    size: int = 0
    square: str = ""
    card: str = ""
    tiles: tuple[str, ...] = ()
    deadwood: int = 0

    def as_dict(self) -> dict[str, Any]:
        """`{"kind": ..., ...}` with only the parameters that are set, as in the data files."""
        out: dict[str, Any] = {"kind": str(self.kind)}
        for name in ("points", "squares", "meld", "size", "square", "card", "tiles", "deadwood"):
            value = getattr(self, name)
            if value:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True)
class Deal:
    """The rest of a Gin Rummy lesson's table (the pile is the lesson's `position`, the hand its `rack`).

    `stock` lists the cards drawn first, in order; `phase` is `first`, `draw` or `discard`;
    `opponent_moves` are actions the opponent takes first (a knock, before a lay-off lesson).
    """

    opponent: str
    stock: str = ""
    phase: str = "draw"
    opponent_moves: tuple[str, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """One lesson. `title` and `text` are English msgids (translated by the page's catalogs).

    Ginny-O: `position` is the board in notation, `rack` the player's tiles after the draw.
    Gin Rummy: `position` is the discard pile from the bottom (the last card is the upcard),
    `rack` the player's hand, `deal` the rest of the table. `highlight` names squares or cards
    that matter; `solution` is one action that meets the goal, `wrong` one that does not.
    """

    id: str
    game: GameName
    title: str
    text: str
    position: str
    rack: str
    highlight: tuple[str, ...]
    goal: Goal
    solution: str
    wrong: str
    deal: Deal | None = field(default=None)

    def as_dict(self) -> dict[str, Any]:
        """The lesson as `python -m ginnyo lessons --json` lists it."""
        out: dict[str, Any] = {
            "id": self.id,
            "game": str(self.game),
            "title": self.title,
            "position": self.position,
            "rack": self.rack,
            "goal": self.goal.as_dict(),
            "solution": self.solution,
        }
        if self.deal is not None:
            out["deal"] = {
                "opponent": self.deal.opponent,
                "stock": self.deal.stock,
                "phase": self.deal.phase,
                "opponent_moves": list(self.deal.opponent_moves),
            }
        return out
