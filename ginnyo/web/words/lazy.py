"""Catalog messages worded when shown (no PyScript): `phrase` is a `common.text.Words` of a message (marked
with `N_`) and its named placeholders, translated each time it is shown."""

from __future__ import annotations

from ..common.text import Words
from .i18n import _


def phrase(message: str, **params: object) -> Words:
    """A catalog message with its named placeholders (`Words` among them too), worded when shown."""
    return Words(_formatted, (message, tuple(params.items())))


def _formatted(message: str, params: tuple[tuple[str, object], ...]) -> str:
    return _(message).format(**dict(params)) if params else _(message)
