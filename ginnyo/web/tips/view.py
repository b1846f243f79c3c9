"""The tip box (no PyScript): the text of the tip showing, or nothing."""

from __future__ import annotations

from ..common.text import said
from .state import TipsUi


def tip_view(tips: TipsUi, on: bool, lesson: bool) -> str:
    """The tip's words ('' when none shows: the box hides); turning tips off hides the one showing, and a lesson
    (`lesson`) hides it while it runs: it shows again, unread, at the game once the lessons close."""
    return said(tips.text) if on and not lesson else ""
