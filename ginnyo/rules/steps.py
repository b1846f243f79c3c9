"""Work in slices: a long computation written as a generator that yields (None) now and then.

A page with one thread cannot stop a plain function, so a slow question (move generation, a
computer player's look-ahead) has a stepwise form, `Steps[T]`: a generator that yields between
pieces of a few milliseconds and returns its answer; the caller decides when to pause (the web
page, between frames), and `drain` runs it to the end at once. One implementation serves both.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")
Steps = Generator[None, None, T]


def drain(steps: Steps[T]) -> T:
    """Run `steps` to the end and return its answer."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


class Enough(Exception):
    """Thrown into an anytime think (`generator.throw`) when its time is up: it returns its best answer so far.

    The fixed work (iterations) of a player decides alone in tournaments and tests; a page with a thinking time
    throws this into the steps when the time is spent, and a player that cannot stop early lets it propagate.
    """


def anytime(steps: Steps[T]) -> T:
    """Run `steps` to the end, as `drain`, but first ask it to stop at once (`Enough` at its first pause): the
    quickest answer an anytime think gives, for the tests of that path."""
    try:
        next(steps)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    try:
        steps.throw(Enough())
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    return drain(steps)
