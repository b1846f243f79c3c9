"""The tips of the first games, worded (no PyScript): one catalog entry each, the gin tip with its numbers."""

from __future__ import annotations

from ginnyo.rules import Turn

from .i18n import N_, _
from .names import shown

START_TIP = N_(
    "The first meld of the game must cover the red start square H8 in the centre: three or more tiles in a row "
    "or a column, a group (one rank, every suit different) or a run (one suit in sequence). Later plays add to "
    "that section, or open a new one on another red square."
)
BONUS_TIP = N_(
    "A bonus square was covered: yellow doubles and green triples the tile on it, orange doubles and blue "
    "triples the whole new meld. A bonus counts only on the turn its square is first covered."
)
EXCHANGE_TIP = N_(
    "An exchange returns the tiles you choose to the pile and draws as many back. It scores nothing and ends "
    "your turn: keep the jokers and the tiles that go together, return the loose ones."
)


def gin_tip(names: tuple[str, ...], turn: Turn, section: str, before: int) -> str:
    """The first gin against you: how far the section was from ten, and how a gin is denied."""
    done = _("{name} made gin, +100: the {section} section went from {before} to {after} tiles.").format(
        name=shown(names[turn.player]), section=section, before=before, after=before + len(turn.placements)
    )
    return " ".join(
        (
            done,
            _(
                "A section a few tiles short of ten is gin for the next player who can fill it. To deny it, do not "
                "leave a section at 7 to 9 tiles when you can avoid it, and fill one yourself when you can."
            ),
        )
    )
