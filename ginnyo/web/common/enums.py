"""The web layer's named choices, each defined once (no PyScript): modes, dialogs, page states.

`SeatKind` is the engine's (a record saves it); it is re-exported here for the page.
"""

from __future__ import annotations

from enum import StrEnum

from ginnyo.rules.record import SeatKind

from .ids import Id

__all__ = [
    "CellKind",
    "Cue",
    "Dialog",
    "GameKind",
    "GinButton",
    "GinLevel",
    "Mode",
    "Move",
    "Phase",
    "PreviewState",
    "Replace",
    "SeatKind",
    "Speed",
    "Thinking",
]


class GameKind(StrEnum):
    """The game the new-game form starts (`#game-kind`)."""

    GINNYO = "ginnyo"
    GIN = "gin"  # Gin Rummy: you against the computer


class GinLevel(StrEnum):
    """The computer's level at the Gin Rummy table (`ginnyo.ginrummy.ai.LEVELS`); the value is saved."""

    EASY = "easy"
    BASELINE = "baseline"
    MEDIUM = "medium"
    HARD = "hard"
    EXPERT = "expert"


class GinButton(StrEnum):
    """The Gin Rummy table's buttons (`data-gin-action`) and the keys that do the same."""

    TAKE = "take"
    PASS = "pass"
    DRAW = "draw"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    DONE = "done"
    NEXT = "next"
    CONFIRM_KNOCK = "confirm-knock"
    KEEP_PLAYING = "keep-playing"
    BY_MELDS = "by-melds"


class CellKind(StrEnum):
    """What lies on a square of the Ginny-O board."""

    EMPTY = "empty"
    BOARD = "board"
    LAST = "last"  # a tile of the last play
    HINT = "hint"  # a tile of the hint, drawn faintly on its empty square
    PENDING = "pending"  # placed this turn
    SELECTED = "selected"  # placed this turn, and picked up to move


class Zoom(StrEnum):
    """How the board shows on a small screen: fitted; zoomed by its button (until pressed again); or zoomed by a
    double tap or a pinch around the play being built (until the turn is played)."""

    OUT = "out"
    BUTTON = "button"
    PLAY = "play"


class Mode(StrEnum):
    """What tapping rack tiles does: build a play, or pick tiles to exchange."""

    PLACE = "place"
    EXCHANGE = "exchange"


class Dialog(StrEnum):
    """The dialogs of the page; the value is the element id."""

    SETUP = Id.SETUP_DIALOG
    HANDOFF = Id.HANDOFF_DIALOG
    JOKER = Id.JOKER_DIALOG
    END = Id.END_DIALOG
    MESSAGE = Id.MESSAGE_DIALOG
    GIN_RESULT = Id.GIN_RESULT_DIALOG
    GIN_REVIEW = Id.GIN_REVIEW_DIALOG
    STATS = Id.STATS_DIALOG
    UNOPENED = Id.UNOPENED_DIALOG  # the stored game was not reopened: its last open never finished
    FRIENDS = Id.FRIENDS_DIALOG  # the games with friends this browser keeps


class Replace(StrEnum):
    """What would replace the game in progress, once the player confirms."""

    NEW_GAME = "new-game"
    LOAD_FILE = "load-file"


class PreviewState(StrEnum):
    """The live preview's verdict (`data-state` of `#preview`)."""

    EMPTY = "empty"
    JOKER = "joker"
    LEGAL = "legal"
    ILLEGAL = "illegal"
    HINT = "hint"


class Phase(StrEnum):
    """`<html data-state=...>`: what the page is waiting for (tests wait on it)."""

    SETUP = "setup"
    HUMAN = "human"
    HANDOFF = "handoff"
    AI = "ai"
    FRIEND = "friend"  # a friend's move (or a key or mixing of their device) is awaited
    RESULT = "result"  # a Gin Rummy hand's result waits to be read
    OVER = "over"
    ERROR = "error"


class Speed(StrEnum):
    """How fast computer turns are shown."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def delay(self) -> float:
        """Seconds between the steps of a computer turn."""
        return {Speed.SLOW: 0.9, Speed.NORMAL: 0.45, Speed.FAST: 0.06}[self]


class Thinking(StrEnum):
    """How long the expert computer thinks on the page (the other levels do fixed work)."""

    SHORT = "short"
    NORMAL = "normal"
    LONG = "long"

    @property
    def seconds(self) -> float:
        """The thinking time: the expert answers with its best so far when it is spent (`steps.Enough`)."""
        return {Thinking.SHORT: 1.0, Thinking.NORMAL: 2.0, Thinking.LONG: 5.0}[self]


class Cue(StrEnum):
    """The page's sounds (made by ``browser/sound.py``): a tile set down, a play scored, a gin or the game's end."""

    PLACE = "place"
    SCORE = "score"
    FANFARE = "fanfare"


class Move(StrEnum):
    """The viewer's buttons (`data-action="replay-…"`) and the keys that do the same."""

    FIRST = "first"
    PREVIOUS = "previous"
    NEXT = "next"
    LAST = "last"
