"""`@frozen`: a frozen dataclass, made without compiling code, for the page's value types.

``@dataclass(frozen=True)`` writes its methods as source and compiles them for each class:
about 2 ms a class in Pyodide, and the page's events, effects, views and states are some 80
classes imported before the game can start. `@frozen` gives them the same behaviour (keyword or
positional fields with defaults or ``field(default_factory=...)``, ``==`` and ``hash`` by class
and fields, the dataclass ``repr``, no assignment after creation, positional ``match``
patterns) from shared methods instead. Type checkers read it as a frozen dataclass (PEP 681).
Fields are the class's annotations, in order; a class attribute of the same name is the field's
default. `replace` is ``dataclasses.replace`` for these classes and for dataclasses alike.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError, field
from typing import Any, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)
V = TypeVar("V")
_MISSING: Any = object()


def _fields(obj: Any) -> tuple[Any, ...]:
    return tuple(getattr(obj, name) for name in obj.__match_args__)


def _init(self: Any, *args: Any, **kwargs: Any) -> None:
    names: tuple[str, ...] = self.__match_args__
    if len(args) > len(names):
        raise TypeError(f"{type(self).__name__}() takes {len(names)} arguments but {len(args)} were given")
    given = dict(zip(names, args))
    if twice := given.keys() & kwargs.keys():
        raise TypeError(f"{type(self).__name__}() got multiple values for {sorted(twice)}")
    given |= kwargs
    if unknown := given.keys() - set(names):
        raise TypeError(f"{type(self).__name__}() got unexpected arguments {sorted(unknown)}")
    factories: dict[str, Callable[[], Any]] = self.__frozen_factories__
    for name in names:
        value = given.get(name, _MISSING)
        if value is _MISSING:
            value = factories[name]() if name in factories else getattr(type(self), name, _MISSING)
        if value is _MISSING:
            raise TypeError(f"{type(self).__name__}() missing argument {name!r}")
        object.__setattr__(self, name, value)


def _eq(self: Any, other: object) -> bool:
    return _fields(self) == _fields(other) if other.__class__ is self.__class__ else NotImplemented


def _hash(self: Any) -> int:
    return hash(_fields(self))


def _repr(self: Any) -> str:
    values = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
    return f"{type(self).__qualname__}({values})"


def _refuse(self: Any, name: str, *_: Any) -> None:
    raise FrozenInstanceError(f"cannot assign to field {name!r}")


_METHODS = {
    "__init__": _init,
    "__eq__": _eq,
    "__hash__": _hash,
    "__repr__": _repr,
    "__setattr__": _refuse,
    "__delattr__": _refuse,
}


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: T) -> T:
    """The class as a frozen dataclass of its annotated fields."""
    names = tuple(inspect.get_annotations(cls))
    factories: dict[str, Callable[[], Any]] = {}
    for name in names:
        spec = cls.__dict__.get(name)
        if isinstance(spec, Field):  # field(default=...) or field(default_factory=...)
            delattr(cls, name)
            if spec.default is not MISSING:
                setattr(cls, name, spec.default)
            elif spec.default_factory is not MISSING:
                factories[name] = spec.default_factory
    setattr(cls, "__match_args__", names)  # noqa: B010  # mypy refuses a direct assignment
    setattr(cls, "__frozen_factories__", factories)  # noqa: B010
    for name, method in _METHODS.items():
        setattr(cls, name, method)
    return cls


def replace(obj: V, **changes: Any) -> V:
    """A copy of `obj` with some fields changed, as ``dataclasses.replace`` (for a dataclass too)."""
    current = {name: getattr(obj, name) for name in type(obj).__match_args__}  # type: ignore[attr-defined]
    return type(obj)(**(current | changes))
