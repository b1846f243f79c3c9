"""Lessons for both games: positions and goals as data (`ginnyo.json`, `gin.json`), checked by the engines.

>>> from ginnyo.lessons import check, lesson
>>> check(lesson("add-to-meld"), "play J8:AH").met
True
>>> check(lesson("add-to-meld"), "exchange 4C").reason
'Add to a meld that is already on the board.'
"""

from .catalog import LessonError, lesson, lessons
from .goals import (
    MESSAGES,
    NEW_SECTION_ON,
    NO_POINTS,
    NOT_IN_RACK,
    NOT_LEGAL,
    PLAYERS,
    REASONS,
    Verdict,
    board,
    check,
    gin_game,
    ginnyo_game,
)
from .model import Deal, GameName, Goal, GoalKind, Lesson

__all__ = [
    "MESSAGES",
    "NEW_SECTION_ON",
    "NOT_IN_RACK",
    "NOT_LEGAL",
    "NO_POINTS",
    "PLAYERS",
    "REASONS",
    "Deal",
    "GameName",
    "Goal",
    "GoalKind",
    "Lesson",
    "LessonError",
    "Verdict",
    "board",
    "check",
    "gin_game",
    "ginnyo_game",
    "lesson",
    "lessons",
]
