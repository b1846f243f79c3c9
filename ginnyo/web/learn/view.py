"""What the lessons' panel shows (no PyScript), from `LearnUi` alone: the list, or the lesson open and its verdict."""

from __future__ import annotations

from ginnyo.lessons import lesson, lessons
from ginnyo.lessons.model import GameName

from ..common.frozen import frozen
from ..common.ids import Id
from ..words import learn as words
from ..words.i18n import N_, _
from .state import LearnUi


@frozen
class LessonRow:
    id: str
    title: str
    done: bool


PANEL_HOME = {GameName.GINNYO: "main.layout", GameName.GIN: f"#{Id.GIN}"}
"""Where a lesson's panel goes, by the lesson's game: beside its table, in the side column."""


@frozen
class LearnView:
    """`mode`: "off", "list" or "lesson"; `marks` the squares or cards the lesson highlights."""

    mode: str
    title: str = ""
    text: str = ""
    count: str = ""
    progress: str = ""
    groups: tuple[tuple[str, tuple[LessonRow, ...]], ...] = ()  # each game's heading and its lessons
    feedback: tuple[str, ...] = ()
    met: bool = False
    first: bool = False
    last: bool = False
    marks: tuple[str, ...] = ()
    damaged: str = ""
    home: str = "main.layout"  # where the panel goes: beside the lesson's table (`PANEL_HOME`)
    next: str = ""  # the Next button's label: the next lesson, or after the last a game


def learn_view(learn: LearnUi) -> LearnView:
    if not learn.open:
        return LearnView("off")
    every = lessons()
    progress = words.progress_text(len(learn.done), len(every))
    damaged = _(words.DAMAGED) if learn.damaged is not None else ""
    if not learn.lesson:
        groups = tuple(
            (
                heading,
                tuple(LessonRow(each.id, _(each.title), each.id in learn.done) for each in every if each.game is game),
            )
            for game, heading in ((GameName.GINNYO, "Ginny-O"), (GameName.GIN, _(N_("Gin Rummy"))))
        )
        return LearnView("list", _(words.LESSONS), progress=progress, groups=groups, damaged=damaged)
    found = lesson(learn.lesson)
    at = [each.id for each in every].index(found.id)
    verdict = learn.verdict
    if verdict is not None:
        feedback = words.verdict_lines(verdict, found.deal is not None)
    else:
        feedback = (_(words.SHOWN),) if learn.shown else ()
    return LearnView(
        "lesson",
        _(found.title),
        _(found.text),
        words.lesson_count(at + 1, len(every)),
        progress,
        feedback=feedback,
        met=verdict is not None and verdict.met,
        first=at == 0,
        last=at == len(every) - 1,
        marks=found.highlight,
        damaged=damaged,
        home=PANEL_HOME[found.game],
        next=_(words.PLAY_GAME if at == len(every) - 1 else words.NEXT),
    )
