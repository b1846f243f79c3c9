"""Writes the end of a Gin Rummy match (`match_end.MatchEndView`) into its last result's dialog (PyScript)."""

from __future__ import annotations

from ..browser.dom import by_id, show
from .match_end import MatchEndView


def match_end(view: MatchEndView | None) -> None:
    """The cheer or the lesson, and "Play again", shown only at the end of the match."""
    show(by_id("gin-match-end"), view is not None)
    show(by_id("gin-play-again"), view is not None)
    if view is None:
        return
    for node_id, text in (("gin-match-cheer", view.cheer), ("gin-match-lesson", view.lesson)):
        by_id(node_id).textContent = text
        show(by_id(node_id), bool(text))
