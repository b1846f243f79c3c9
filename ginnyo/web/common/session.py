"""The game session both tables keep (no PyScript): what the page saves, and what the shell asks of either game.

Ginny-O's `tiles.session.Session` and Gin Rummy's `rummy.session.GinSession` implement `GameSession`;
`TurnHints` writes once what they do alike (the next action, the hinted turns, the computer's seed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, Self, TypeVar

from .enums import GameKind
from .frozen import replace

A = TypeVar("A")
A_contra = TypeVar("A_contra", contravariant=True)

SEED_LIMIT = 2**53
"""Seeds run from 0 to SEED_LIMIT - 1: whole numbers that JavaScript (and so a link or a save read in the page)
holds exactly."""


class Played(Protocol):
    """What the page reads of either engine's game."""

    @property
    def seed(self) -> int: ...

    @property
    def actions(self) -> Sequence[object]: ...

    @property
    def current(self) -> int: ...

    @property
    def over(self) -> bool: ...

    def turn_seed(self) -> int: ...


class Playing(Played, Protocol[A_contra]):
    """An engine's game as a session holds it: a copy of it takes the next action (`TurnHints.after`)."""

    def clone(self) -> Self: ...

    def apply(self, action: A_contra) -> object: ...


class GameSession(Protocol):
    """A game with what a save holds besides it: the shell saves, exports and hands it to the computer."""

    @property
    def game(self) -> Played: ...

    @property
    def hints(self) -> tuple[int, ...]: ...

    def to_json(self) -> str:
        """The record a save or an exported file holds."""
        ...

    def hinted(self) -> Self:
        """The same game, with a hint marked on the turn to play."""
        ...

    def ai_seed(self) -> int:
        """The seed a computer seat (or a hint) gets for this turn: the same on every replay."""
        ...

    def is_computer(self, seat: int) -> bool: ...

    @property
    def kind(self) -> GameKind:
        """Which game it is (the file a save is exported to, the statistics it counts in, its table's adapter)."""
        ...

    def level_of(self, seat: int) -> str:
        """What plays seat `seat`, as the computer's budgets and the thinking bar read it."""
        ...


class TurnHints(Generic[A]):
    """The half of `GameSession` both sessions share; a session (a dataclass with `game` and `hints`) inherits it."""

    game: Playing[A]
    hints: tuple[int, ...]  # the turns (actions, numbered from 1) a hint was shown for

    def after(self, action: A) -> Self:
        """The session once `action` is taken, on a copy of the game: a state held by the page never changes.

        An illegal action raises the engine's error (a GinnyError)."""
        game = self.game.clone()
        game.apply(action)
        return replace(self, game=game)

    def hinted(self) -> Self:
        number = len(self.game.actions) + 1
        return self if number in self.hints else replace(self, hints=(*self.hints, number))

    def ai_seed(self) -> int:
        return self.game.turn_seed()
