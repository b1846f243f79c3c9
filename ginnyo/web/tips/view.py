"""The tip box (no PyScript): the text of the tip showing, or nothing."""

from __future__ import annotations

from ..common.text import said
from .state import TipsUi


def tip_view(tips: TipsUi, on: bool) -> str:
    """The tip's words ('' when none shows: the box hides); turning tips off hides the one showing."""
    return said(tips.text) if on else ""
