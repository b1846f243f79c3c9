"""Typed errors: every one is a ValueError so callers can catch bad input in one place."""


class GinnyError(ValueError):
    """Base of every error the rules package raises for bad input."""


class NotationError(GinnyError):
    """Text that is not valid notation for a tile, square, play or position."""


class IllegalPlay(GinnyError):
    """A play that breaks a rule; the message names the rule and the squares."""


class IllegalAction(GinnyError):
    """An action the current player may not take now."""


class RecordError(GinnyError):
    """A game record that is damaged, foreign or inconsistent."""


class InvalidPosition(GinnyError):
    """A position that could not arise in a game: a bad line, or tiles cut off from a start square."""
