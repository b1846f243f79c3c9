"""`@frozen` behaves as ``@dataclass(frozen=True)`` for the page's events and effects."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ginnyo.web.common.frozen import frozen, replace


@frozen
class Moved:
    """A doc string stays."""

    seat: int
    action: str = "pass"


@frozen
class Shown:
    pass


@dataclasses.dataclass(frozen=True)
class Reference:
    seat: int
    action: str = "pass"


def test_fields_defaults_and_repr_as_a_dataclass() -> None:
    assert Moved(1) == Moved(seat=1, action="pass") == Moved(1, "pass")
    assert Moved(1, "play") != Moved(1)
    assert repr(Moved(2, "play")) == repr(Reference(2, "play")).replace("Reference", "Moved")
    assert repr(Shown()) == "Shown()" and Shown() == Shown()
    assert Moved.__doc__ == "A doc string stays."


def test_equality_and_hash_by_class_and_fields() -> None:
    assert Moved(1) != Reference(1) and Shown() != ()
    assert {Moved(1), Moved(1), Moved(2)} == {Moved(1), Moved(2)}
    assert hash(Moved(3, "x")) == hash(Moved(seat=3, action="x"))


def test_frozen_and_matched_by_position() -> None:
    moved = Moved(4, "play")
    with pytest.raises(dataclasses.FrozenInstanceError):
        moved.seat = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del moved.action
    match moved:
        case Moved(seat, action):
            assert (seat, action) == (4, "play")


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((), {}, "missing argument 'seat'"),
        ((1, "a", 2), {}, "takes 2 arguments but 3 were given"),
        ((1,), {"seat": 2}, "multiple values for ['seat']"),
        ((1,), {"colour": 2}, "unexpected arguments ['colour']"),
    ],
)
def test_wrong_arguments_are_refused(args: tuple[Any, ...], kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(TypeError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Moved(*args, **kwargs)


@frozen
class Listed:
    names: tuple[str, ...]
    counts: dict[str, int] = dataclasses.field(default_factory=dict)
    level: str = dataclasses.field(default="easy")


def test_default_factories_give_each_instance_its_own_value() -> None:
    first, second = Listed(("a",)), Listed(("b",))
    assert first.counts == {} and first.counts is not second.counts
    assert first.level == "easy" and Listed(("a",), {"x": 1}, "hard").counts == {"x": 1}
    assert repr(first) == "Listed(names=('a',), counts={}, level='easy')"


def test_replace_changes_the_named_fields_of_a_frozen_class_or_a_dataclass() -> None:
    listed = Listed(("a",), {"x": 1})
    changed = replace(listed, level="hard")
    assert changed == Listed(("a",), {"x": 1}, "hard") and listed.level == "easy"
    assert replace(Reference(1), action="play") == dataclasses.replace(Reference(1), action="play")
    with pytest.raises(TypeError, match="unexpected arguments"):
        replace(listed, colour="red")
