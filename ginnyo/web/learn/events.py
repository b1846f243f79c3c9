"""What a player does in the lessons (no PyScript); `learn/update.py` says what it means."""

from __future__ import annotations

from ..common.frozen import frozen


@frozen
class OpenLearn:
    """Open the lessons: the lesson `lesson` (an id, from a button or `#learn=<id>`), or the list ('')."""

    lesson: str = ""


@frozen
class LeaveLearn:
    """Close the lessons: the page's own game (or the new-game form) comes back."""


@frozen
class StepLesson:
    """The next (1) or previous (-1) lesson."""

    step: int


@frozen
class ShowMe:
    """Put the lesson's solution on the table, to play."""


LearnEvent = OpenLearn | LeaveLearn | StepLesson | ShowMe
