"""Work in slices: a long computation written as a generator that yields (None) now and then.

A page with one thread cannot stop a plain function, so a slow question (move generation, a
computer player's look-ahead) has a stepwise form, `Steps[T]`: a generator that yields between
pieces of a few milliseconds and returns its answer; the caller decides when to pause (the web
page, between frames), and `drain` runs it to the end at once. One implementation serves both.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")
Steps = Generator[Any, None, T]
"""Yields None at a pause, `READY` at a pause where an anytime think may be stopped, or (a long replay,
`record.Replayed`) how far it has gone."""


def drain(steps: Steps[T]) -> T:
    """Run `steps` to the end and return its answer."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


READY = True
"""What an anytime think yields (instead of None) at a pause where it already has an answer: only there may it be
told `Enough`, so it is never stopped before it has an action (in the middle of its move generation, say)."""


class Enough(Exception):
    """Thrown into an anytime think (`generator.throw`) at a `READY` pause when its time is up: it returns its best
    answer so far.

    The fixed work (iterations) of a player decides alone in tournaments and tests; a page with a thinking time
    throws this in once the time is spent; a player that never yields `READY` is never told.
    """


def anytime(steps: Steps[T]) -> T:
    """Run `steps` as `drain` does, but tell it `Enough` at its first `READY` pause: the quickest answer an anytime
    think gives, for the tests of that path."""
    while True:
        try:
            ready = next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]
        if ready is READY:
            try:
                steps.throw(Enough())
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
            return drain(steps)
