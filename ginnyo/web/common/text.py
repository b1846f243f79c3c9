"""Texts worded when shown (no PyScript): the state keeps what to say, the views say it in the language in use.

A `Words` holds a wording function and its arguments (immutable values, compared with it), so the page's
state never holds a translated text and a language change re-words the notice, a refusal or a message the
next time the page renders. Arguments that are `Words` are worded first, so texts compose. A catalog
message with placeholders is `words.lazy.phrase`.
"""

from __future__ import annotations

from collections.abc import Callable

from .frozen import frozen


@frozen
class Words:
    """`say(*args)`, worded each time it is shown (`str`)."""

    say: Callable[..., str]
    args: tuple[object, ...] = ()

    def __str__(self) -> str:
        return self.say(*(str(arg) if isinstance(arg, Words) else arg for arg in self.args))


def joined(*parts: str) -> str:
    """Sentences one after another (an empty one left out)."""
    return " ".join(part for part in parts if part)


def said(words: Words | None) -> str:
    """What `words` say in the language in use ('' for none)."""
    return "" if words is None else str(words)


class Refusal(ValueError):
    """A ValueError whose text is worded when read, so a refusal shown on the page follows its language."""

    def __init__(self, words: Words) -> None:
        super().__init__(words)
        self.words = words

    def __str__(self) -> str:
        return str(self.words)
