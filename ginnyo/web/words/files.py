"""Why a file or stored value was not read, in a player's words (no PyScript): one table for saves, game files
and statistics, keyed by what it should hold and why it was refused (`common.stored`)."""

from __future__ import annotations

from ..common.stored import Content, Refusal
from .i18n import N_, _

REFUSALS = {
    Content.GAME: {
        Refusal.TOO_LARGE: N_("It is too large to be a Ginny-O game."),
        Refusal.UNREADABLE: N_("It is not a Ginny-O game that this version can read."),
    },
    Content.STATS: {
        Refusal.TOO_LARGE: N_("This file is too large to hold Ginny-O statistics."),
        Refusal.UNREADABLE: N_("This file holds no statistics that this version of Ginny-O can read."),
    },
}
"""The message id for each refusal (translated where it is shown)."""

UNSAVED = {
    Content.GAME: N_(
        "This browser cannot store your game now (its storage is full or disabled). Play goes on; "
        "Save to file keeps it."
    ),
    Content.STATS: N_(
        "This browser cannot store your statistics now (its storage is full or disabled); "
        "save them to a file to keep them."
    ),
}
"""What the storage alert says while a write of the game or the statistics fails (until one works again)."""

FREE_SPACE = N_(
    "To free space: save to files what you want to keep, reset the statistics, or remove other sites' data "
    "in the browser's settings."
)


def storage_alert_text(unsaved: frozenset[Content], first: int, last: int) -> str:
    """The storage alert: what is not kept, the game's moves `first` to `last` by number (a reload would lose
    them), and how to free space."""
    said = [_(UNSAVED[what]) for what in Content if what in unsaved]
    if Content.GAME in unsaved and first < last:
        said.insert(1, _("Moves {first}–{last} of this game are not saved.").format(first=first, last=last))
    elif Content.GAME in unsaved and first == last:
        said.insert(1, _("Move {number} of this game is not saved.").format(number=last))
    return " ".join([*said, _(FREE_SPACE)]) if unsaved else ""
