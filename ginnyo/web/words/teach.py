"""Words of the first games that teach (no PyScript): the turn with no legal play and its exchange offer,
and the hint used as a draft."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import N_, _
from .texts import about, pretty_tile

USE_PLAY = N_("Use this play")
USE_EXCHANGE = N_("Select these tiles")


def no_play_text(name: str) -> str:
    """The turn line of a player with no legal play (addressed: only they see their rack now)."""
    return about(name, N_("No play is possible with your tiles."), N_("No play is possible with your tiles, {name}."))


def offer_text(tiles: Sequence[str]) -> str:
    """What the turn line adds while the expert's exchange is selected for a player with no legal play."""
    return _(
        "The expert computer would exchange {tiles}: they are selected. "
        "Press Exchange to confirm, or change the selection."
    ).format(tiles=" ".join(pretty_tile(tile) for tile in tiles))
