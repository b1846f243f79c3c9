"""Why a file or stored value was not read, in a player's words (no PyScript): one table for saves, game files
and statistics, keyed by what it should hold and why it was refused (`common.stored`)."""

from __future__ import annotations

from ..common.stored import Aside, Content, Refusal
from .i18n import N_, _, ngettext, number

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


ASIDE = {
    Aside.SETTINGS: N_("Your settings could not be read, so the usual ones are used."),
    Aside.DRAFT: N_("The play you were building could not be read, so your rack starts afresh."),
    Aside.STAMP: N_("The mark that keeps your tabs from saving over each other could not be read; it starts afresh."),
}
"""What the storage alert says of each damaged value found at start-up (`KEPT_ASIDE` follows)."""

KEPT_ASIDE = N_("The damaged copy is kept aside in this browser's storage.")


def storage_alert_text(unsaved: frozenset[Content], aside: frozenset[Aside], first: int, last: int) -> str:
    """The storage alert: what is not kept, the game's moves `first` to `last` by number (a reload would lose
    them), and how to free space; then what was found damaged and kept aside."""
    said = [_(UNSAVED[what]) for what in Content if what in unsaved]
    if Content.GAME in unsaved and first < last:
        said.insert(1, _("Moves {first}–{last} of this game are not saved.").format(first=first, last=last))
    elif Content.GAME in unsaved and first == last:
        said.insert(1, _("Move {number} of this game is not saved.").format(number=last))
    if unsaved:
        said.append(_(FREE_SPACE))
    said += [_(ASIDE[what]) for what in Aside if what in aside]
    return " ".join([*said, _(KEPT_ASIDE)] if aside else said)


LOADING = N_("Loading game…")
"""Said once when the replay of a long save, file or link shows its progress (`page/loading.py`)."""


def loading_text(done: int, total: int) -> str:
    """How far the replay of a long record is: "Loading game… 4,200 of 10,000 moves"."""
    return ngettext("Loading game… {done} of {total} move", "Loading game… {done} of {total} moves", total).format(
        done=number(done), total=number(total)
    )
