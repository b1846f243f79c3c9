"""Typed errors: every one is a ValueError so callers can catch bad input in one place.

An illegal play also says which rule it breaks (`PlayRule`), with the words of the message as
parameters and the squares concerned, so that a page can word it in any language (the English
template is the message id) and highlight the squares.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum


class GinnyError(ValueError):
    """Base of every error the rules package raises for bad input."""


class NotationError(GinnyError):
    """Text that is not valid notation for a tile, square, play or position."""


class PlayRule(StrEnum):
    """The rules of RULES.md 6 a play can break."""

    EMPTY = "empty"
    COVERED = "covered"
    TWICE = "twice"
    NOT_IN_LINE = "not-in-line"
    GAP = "gap"
    OFF_CENTRE = "off-centre"
    JOINS_SECTIONS = "joins-sections"
    COVERS_START = "covers-start"
    UNATTACHED = "unattached"
    NOT_MELD = "not-meld"
    NOT_MELD_OR_PAIR = "not-meld-or-pair"
    NO_MELD = "no-meld"


PLAY_MESSAGES: dict[PlayRule, str] = {
    PlayRule.EMPTY: "a play places at least one tile",
    PlayRule.COVERED: "{square} is already covered",
    PlayRule.TWICE: "{square} is used twice in the play",
    PlayRule.NOT_IN_LINE: "the tiles of a play lie in one row or one column, not {span}",
    PlayRule.GAP: "the play leaves a gap at {square} between its tiles",
    PlayRule.OFF_CENTRE: "the first play must cover the centre start square {square}",
    PlayRule.JOINS_SECTIONS: "the play would join the sections of {sections}; sections never join",
    PlayRule.COVERS_START: "a play that extends the section of {section} may not cover the start square {square}",
    PlayRule.UNATTACHED: (
        "a play must touch tiles on the board, or open a new section on exactly one empty red start square"
    ),
    PlayRule.NOT_MELD: "{line} is not a meld",
    PlayRule.NOT_MELD_OR_PAIR: "{line} is not a meld or a pair",
    PlayRule.NO_MELD: "a play must form or extend a meld of 3 or more tiles; {span} makes only pairs or single tiles",
}
"""The English wording of each rule: `{name}` parameters are filled from `IllegalPlay.params`."""


class IllegalPlay(GinnyError):
    """A play that breaks `rule`; `params` fill its message, `squares` are the squares concerned."""

    def __init__(self, rule: PlayRule, squares: Iterable[tuple[int, int]] = (), **params: str) -> None:
        self.rule = rule
        self.squares = tuple(squares)
        self.params = params
        super().__init__(PLAY_MESSAGES[rule].format(**params))


class ActionRule(StrEnum):
    """The rules of a turn an action can break, in Ginny-O (RULES.md 5) and Gin Rummy (RULES.md 10)."""

    GAME_OVER = "game-over"
    PASS_NOT_NOW = "pass-not-now"
    NOT_IN_RACK = "not-in-rack"
    NO_JOKER = "no-joker"
    MATCH_OVER = "match-over"
    UPCARD_FIRST = "upcard-first"
    UPCARD_PASSED = "upcard-passed"
    DRAW_FIRST = "draw-first"
    DISCARD_NOW = "discard-now"
    NOT_IN_HAND = "not-in-hand"
    JUST_TAKEN = "just-taken"
    GIN_DEADWOOD = "gin-deadwood"
    KNOCK_IS_GIN = "knock-is-gin"
    KNOCK_DEADWOOD = "knock-deadwood"
    LAYOFF_NOW = "layoff-now"
    NO_LAYOFF = "no-layoff"
    NOT_LEAST = "not-least"
    TOO_LONG = "too-long"


ACTION_MESSAGES: dict[ActionRule, str] = {
    ActionRule.GAME_OVER: "the game is over",
    ActionRule.PASS_NOT_NOW: "you may pass only when the pile was empty at your draw; exchange or play instead",
    ActionRule.NOT_IN_RACK: "your rack has no {tile} for this action",
    ActionRule.NO_JOKER: "your rack has no joker for this action",
    ActionRule.MATCH_OVER: "the match is over",
    ActionRule.UPCARD_FIRST: "first take the upcard or pass ('take upcard' or 'pass')",
    ActionRule.UPCARD_PASSED: "both players passed the first upcard: draw from the stock",
    ActionRule.DRAW_FIRST: "draw first: 'draw stock' or 'take upcard'",
    ActionRule.DISCARD_NOW: "discard a card, knock or go gin (like 'discard 5H')",
    ActionRule.NOT_IN_HAND: "your hand has no {card}",
    ActionRule.JUST_TAKEN: "you may not discard {card}: you just took it from the discard pile",
    ActionRule.GIN_DEADWOOD: "gin needs no deadwood after the discard; {deadwood} would be left",
    ActionRule.KNOCK_IS_GIN: "you may not knock: that is gin: say 'gin'",
    ActionRule.KNOCK_DEADWOOD: "you may not knock: your deadwood would be {deadwood}, above {limit}",
    ActionRule.LAYOFF_NOW: "lay off cards on the knocker's melds ('layoff 7S>0'), then say 'done'",
    ActionRule.NO_LAYOFF: "{card} cannot be laid off on meld {meld}",
    ActionRule.NOT_LEAST: "those melds are not an arrangement of your hand with the least deadwood",
    ActionRule.TOO_LONG: "this game has reached {limit} actions, the most a saved game keeps: start a new game",
}
"""The English wording of each rule of a turn: `{name}` parameters come from `IllegalAction.params`."""


class IllegalAction(GinnyError):
    """An action the current player may not take now: the `rule` it breaks and its message's `params`."""

    def __init__(self, rule: ActionRule, **params: str) -> None:
        self.rule = rule
        self.params = params
        super().__init__(ACTION_MESSAGES[rule].format(**params))


class NameRule(StrEnum):
    """The rules a player's name can break (the new-game form's, and a loaded record's)."""

    BLANK = "blank"
    TOO_LONG = "too-long"
    HIDDEN = "hidden"
    DUPLICATE = "duplicate"


NAME_MESSAGES: dict[NameRule, str] = {
    NameRule.BLANK: "player {number} needs a name",
    NameRule.TOO_LONG: "the name of player {number} is longer than {limit} characters",
    NameRule.HIDDEN: "the name of player {number} holds a control or text-direction character",
    NameRule.DUPLICATE: "two players are named {name}: give each player a different name",
}
"""The English wording of each rule of names: `{name}` parameters come from `InvalidName.params`."""


class InvalidName(GinnyError):
    """A player name that breaks `rule`; `seat` is the player's index (from 0), `params` fill the message."""

    def __init__(self, rule: NameRule, seat: int, **params: str) -> None:
        self.rule = rule
        self.seat = seat
        self.params = params
        super().__init__(NAME_MESSAGES[rule].format(**params))


class RecordError(GinnyError):
    """A game record that is damaged, foreign or inconsistent."""


class RecordNameError(RecordError):
    """A record whose player names the new-game form would refuse; `refusal` says which rule they break."""

    def __init__(self, refusal: InvalidName) -> None:
        self.refusal = refusal
        super().__init__(f"the save is damaged: {refusal}")


MAX_ACTIONS = 10_000
"""The most actions a game (of either kind) takes and its record holds: the rules never end exchanges before
the first meld (or a Gin Rummy match of hands that wash), so a sanity limit remains, far beyond any game
people play (a game of four takes 60 to 80, a match to 100 a few hundred). The engine refuses the action
that would cross it (`ActionRule.TOO_LONG`), so no game is saved that its record would refuse."""


def check_length(actions: int) -> None:
    """Refuse (IllegalAction `TOO_LONG`) a further action when a game already holds `MAX_ACTIONS`."""
    if actions >= MAX_ACTIONS:
        raise IllegalAction(ActionRule.TOO_LONG, limit=str(MAX_ACTIONS))


def at_limit(error: BaseException) -> bool:
    """Whether `error` is the refusal of an action past `MAX_ACTIONS`: no player (a computer's simpler level
    neither) can move in that game any more."""
    return isinstance(error, IllegalAction) and error.rule is ActionRule.TOO_LONG


TOO_MANY_ACTIONS = "the save is damaged: it holds {actions} actions, more than the {limit} a game may have"
"""The English wording of `TooManyActions`, filled from its `params`."""


class TooManyActions(RecordError):
    """A record with more actions than any real game (`limit`): refused before any is replayed."""

    def __init__(self, actions: int, limit: int) -> None:
        self.actions = actions
        self.limit = limit
        self.params = {"actions": str(actions), "limit": str(limit)}
        super().__init__(TOO_MANY_ACTIONS.format(**self.params))


class InvalidPosition(GinnyError):
    """A position that could not arise in a game: a bad line, or tiles cut off from a start square."""
