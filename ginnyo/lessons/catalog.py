"""The lessons, read from the package's data files (`ginnyo.json`, `gin.json`) and checked for shape.

The files are read through `importlib.resources`, so they load the same from the repository and
from the page's zip. A malformed file raises `LessonError` naming the lesson and the field.
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

from .model import Deal, GameName, Goal, GoalKind, Lesson

LESSON_KEYS = {"id", "game", "title", "text", "position", "rack", "highlight", "goal", "solution", "wrong", "deal"}
GOAL_KEYS = {"kind", "points", "squares", "meld", "size", "square", "card", "tiles", "deadwood"}


class LessonError(ValueError):
    """A lesson data file that does not have the expected shape."""


def _text(data: dict[str, Any], key: str, where: str, default: str | None = None) -> str:
    value = data.get(key, default)
    if not isinstance(value, str):
        raise LessonError(f"{where}: '{key}' must be a string")
    return value


def _texts(data: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LessonError(f"{where}: '{key}' must be a list of strings")
    return tuple(value)


def _number(data: dict[str, Any], key: str, where: str) -> int:
    value = data.get(key, 0)
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise LessonError(f"{where}: the goal's '{key}' must be a whole number")
    return value


def _goal(data: Any, where: str) -> Goal:
    if not isinstance(data, dict) or data.get("kind") not in set(GoalKind):
        raise LessonError(f"{where}: the goal needs a known 'kind'")
    unknown = set(data) - GOAL_KEYS
    if unknown:
        raise LessonError(f"{where}: unknown goal fields {sorted(unknown)}")
    return Goal(
        GoalKind(data["kind"]),
        points=_number(data, "points", where),
        squares=_texts(data, "squares", where),
        meld=_text(data, "meld", where, ""),
        size=_number(data, "size", where),
        square=_text(data, "square", where, ""),
        card=_text(data, "card", where, ""),
        tiles=_texts(data, "tiles", where),
        deadwood=_number(data, "deadwood", where),
    )


def _deal(data: Any, where: str) -> Deal:
    if not isinstance(data, dict):
        raise LessonError(f"{where}: a Gin Rummy lesson needs its 'deal'")
    return Deal(
        opponent=_text(data, "opponent", where),
        stock=_text(data, "stock", where, ""),
        phase=_text(data, "phase", where, "draw"),
        opponent_moves=_texts(data, "opponent_moves", where),
    )


def parse_lesson(data: Any, game: GameName) -> Lesson:
    """One lesson from its JSON object; `game` is the file's game, which the lesson must repeat."""
    if not isinstance(data, dict):
        raise LessonError(f"{game}: a lesson is a JSON object")
    where = f"lesson {data.get('id')!r}"
    unknown = set(data) - LESSON_KEYS
    if unknown:
        raise LessonError(f"{where}: unknown fields {sorted(unknown)}")
    if data.get("game") != game:
        raise LessonError(f"{where}: 'game' must be {str(game)!r}, as its file")
    has_deal = game is GameName.GIN
    if ("deal" in data) != has_deal:
        raise LessonError(f"{where}: only Gin Rummy lessons have a 'deal'")
    return Lesson(
        id=_text(data, "id", where),
        game=game,
        title=_text(data, "title", where),
        text=_text(data, "text", where),
        position=_text(data, "position", where),
        rack=_text(data, "rack", where),
        highlight=_texts(data, "highlight", where),
        goal=_goal(data.get("goal"), where),
        solution=_text(data, "solution", where),
        wrong=_text(data, "wrong", where),
        deal=_deal(data["deal"], where) if has_deal else None,
    )


def load(game: GameName) -> tuple[Lesson, ...]:
    """The lessons of one game, in the order of its file."""
    raw = json.loads(files(__package__ or "ginnyo.lessons").joinpath(f"{game}.json").read_text(encoding="utf-8"))
    if not isinstance(raw, dict) or not isinstance(raw.get("lessons"), list):
        raise LessonError(f"{game}.json: an object with a 'lessons' list")
    return tuple(parse_lesson(item, game) for item in raw["lessons"])


@cache
def lessons() -> tuple[Lesson, ...]:
    """Every lesson, Ginny-O's first; ids are unique across both games."""
    found = tuple(lesson for game in GameName for lesson in load(game))
    ids = [lesson.id for lesson in found]
    if len(set(ids)) != len(ids):
        raise LessonError("two lessons share an id")
    return found


def lesson(lesson_id: str) -> Lesson:
    """The lesson with this id; KeyError when there is none."""
    for found in lessons():
        if found.id == lesson_id:
            return found
    raise KeyError(lesson_id)
