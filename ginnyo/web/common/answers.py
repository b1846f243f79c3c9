"""The messages between the page and the `ai` worker: one frozen class each, and its JSON (the wire).

The page asks (`ChooseRequest`, `HintRequest`, `ReviewRequest`); the worker answers (`Chosen`,
`Hinted`, `Reviewed`) or says why it could not (`Failed`). Both ends import this module: the
worker's ``computer/choice.py`` and the page's driver, analyst and review updates. It imports
nothing of the web layer, so the worker's import graph stays small. A message that is not what
it claims to be is refused with a `MessageError` that names the field.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

JsonObject = dict[str, Any]
A = TypeVar("A")
TYPES: dict[str, type] = {"str": str, "int": int, "bool": bool}
"""The field types a flat message may have (each possibly ``| None``), by their annotation."""


class MessageError(ValueError):
    """A message that is not a JSON object of its kind: a field missing, or of another type."""


def json_object(text: str, kind: str) -> JsonObject:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise MessageError(f"{kind}: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise MessageError(f"{kind}: not a JSON object, but {text[:40]!r}")
    return data


class Flat:
    """A message of plain fields (`TYPES`, or None where its annotation says ``| None``).

    Its JSON is the object of its fields; a field with a default may be left out."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    def to_json(self) -> str:
        return json.dumps({f.name: getattr(self, f.name) for f in fields(self)})

    @classmethod
    def from_json(cls, text: str) -> Self:
        kind = f"a {cls.__name__} message"
        data = json_object(text, kind)
        values = {}
        for f in fields(cls):
            if f.name not in data and f.default is not MISSING:
                continue
            value = data.get(f.name)
            name, _, none = str(f.type).partition(" | ")
            if not (type(value) is TYPES[name] or (value is None and none == "None")):
                raise MessageError(f"{kind} needs {f.name!r} as {f.type}, not {value!r}")
            values[f.name] = value
        return cls(**values)


@dataclass(frozen=True)
class ChooseRequest(Flat):
    """The computer seat to move in game `record` (its JSON) decides, with `seed`, at `level`."""

    question: ClassVar[str] = "choose"
    record: str
    seed: int
    level: str


@dataclass(frozen=True)
class HintRequest(Flat):
    """The expert's choice for the seat to move in game `record`."""

    question: ClassVar[str] = "hint"
    record: str


@dataclass(frozen=True)
class ReviewRequest(Flat):
    """The review of game `record`'s rows `start` to `stop` (turns of Ginny-O, hands of Gin Rummy,
    counted from 0; all by default), with the expert's choices if `advice` (for `seat`'s
    actions only, in Gin Rummy, if given). Gin Rummy is reviewed all at once or a hand at a time."""

    question: ClassVar[str] = "analyse"
    record: str
    advice: bool = False
    start: int = 0
    stop: int | None = None
    seat: int | None = None


Request = ChooseRequest | HintRequest | ReviewRequest


@dataclass(frozen=True)
class Chosen(Flat):
    """The computer's action, in notation."""

    action: str


@dataclass(frozen=True)
class Hinted(Flat):
    """The expert's action (notation), what it scores (0 in Gin Rummy), and the game's length
    when asked (turns of Ginny-O, actions of Gin Rummy), so a late hint is known as such."""

    action: str
    score: int
    turns: int


@dataclass(frozen=True)
class Failed(Flat):
    """The worker could not answer, and why."""

    error: str


class Row(Protocol):
    """A row of a review (`ginnyo.ai.analysis.TurnReview`, `ginnyo.ginrummy.coach.HandReview`)."""

    def to_json(self) -> JsonObject: ...


R = TypeVar("R", bound=Row)


@dataclass(frozen=True)
class Reviewed(Generic[R]):
    """Rows of a review from row `start` on, with the expert's choices if `advice`."""

    start: int
    advice: bool
    rows: tuple[R, ...]

    def to_json(self) -> str:
        return json.dumps({"start": self.start, "advice": self.advice, "rows": [row.to_json() for row in self.rows]})

    @classmethod
    def from_json(cls, text: str, row: Callable[[JsonObject], R]) -> Reviewed[R]:
        """The answer in `text`, each row read by `row` (its type's ``from_json``)."""
        data = json_object(text, "a Reviewed message")
        start, advice, rows = data.get("start"), data.get("advice"), data.get("rows")
        if type(start) is not int or type(advice) is not bool or not isinstance(rows, list):
            raise MessageError(f"a Reviewed message needs 'start', 'advice' and 'rows', not {text[:80]!r}")
        try:
            return cls(start, advice, tuple(row(item) for item in rows))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise MessageError(f"a Reviewed message has a damaged row ({exc!r})") from None


def read_answer(text: str, parse: Callable[[str], A]) -> A | Failed:
    """The worker's answer as `parse` reads it, or its `Failed` (an object with an "error")."""
    return Failed.from_json(text) if "error" in json_object(text, "an answer") else parse(text)
