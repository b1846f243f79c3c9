"""Words of the lessons (no PyScript), in the player's language: the lessons' own texts are catalog msgids
(`ginnyo/lessons/*.json` and the checker's reasons), so they are worded here like any other message."""

from __future__ import annotations

from ginnyo.lessons import Lesson, Verdict

from .i18n import N_, _, number
from .texts import points
from .verdicts import breakdown, reason

LEARN = N_("Learn to play")
LESSONS = N_("Lessons")
SHOW_ME = N_("Show me")
NEXT = N_("Next lesson")
PLAY_GAME = N_("Play a game")
PREVIOUS = N_("Previous lesson")
ALL = N_("All lessons")
CLOSE = N_("Close lessons")
DONE = N_("done")
WELL_DONE = N_("Well done!")
NOT_YET = N_("Not yet. {reason}")
AGAIN = N_("Your tiles are back as they were: try again.")
AGAIN_CARDS = N_("Your cards are back as they were: try again.")
SHOWN = N_("Here is one way to do it. Now make the move yourself.")
DAMAGED = N_("Your progress in the lessons could not be read; it starts again (the old one is kept aside).")


def lesson_count(at: int, count: int) -> str:
    return _("Lesson {number} of {count}").format(number=number(at), count=number(count))


def progress_text(done: int, count: int) -> str:
    return _("{done} of {count} lessons done").format(done=number(done), count=number(count))


def verdict_lines(verdict: Verdict, cards: bool) -> tuple[str, ...]:
    """What the page says after an action: "Well done!" and what it scored, or why not and to try again."""
    if verdict.met:
        head = [_(WELL_DONE)]
    else:
        why = _(verdict.reason).format(square=verdict.square)
        if verdict.error is not None:
            why += f" ({reason(verdict.error)})"
        head = [_(NOT_YET).format(reason=why), _(AGAIN_CARDS if cards else AGAIN)]
    if verdict.score is not None:
        head.append(_("Your play scores {points}:").format(points=points(verdict.score.total)))
        return (*head, *breakdown(verdict.score))
    if verdict.deadwood is not None:
        head.append(_("Your deadwood after it: {deadwood}.").format(deadwood=number(verdict.deadwood)))
    return tuple(head)


def verdict_said(verdict: Verdict, lesson: Lesson) -> str:
    """The verdict said aloud (its first lines: the breakdown is read on the page)."""
    lines = verdict_lines(verdict, lesson.deal is not None)
    return " ".join(lines[:3])
