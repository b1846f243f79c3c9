"""Texts of the Gin Rummy table added after `texts.py` filled up, written for translation (`i18n`)."""

from __future__ import annotations

from .i18n import N_, _

ASK_KNOCK_SETTING = N_("Ask before knocking")
CONFIRM_KNOCK = N_("Knock")
KEEP_PLAYING = N_("Keep playing")
BY_MELDS = N_("Arrange by melds")


def knock_question(deadwood: int, opponent: str) -> str:
    """The question before a knock that could be undercut (the setting "Ask before knocking")."""
    return _("Knock with {deadwood} deadwood? {opponent} may lay off and undercut you.").format(
        deadwood=deadwood, opponent=opponent
    )


def drag_help() -> str:
    """How to play by dragging, after the table's help on clicks and keys."""
    return _(
        "Or drag: a pile onto your hand to draw, a card onto the discard pile to discard, "
        "a card within your hand to move it."
    )
