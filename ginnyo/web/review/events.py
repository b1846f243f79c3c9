"""The events and effects of the replay viewer, its analysis and game links (no PyScript).

Part of `shell.events.Event`; `replay.py` handles them. Their effects are in `common/effects.py`.
"""

from __future__ import annotations

from ..common.enums import Move
from ..common.frozen import frozen


@frozen
class OpenReview:
    """ "Review the game": your finished game in the viewer."""


@frozen
class OpenLink:
    """The page's address carries a game (`#game=…`): show it in the viewer."""

    fragment: str


@frozen
class ReplayMove:
    move: Move


@frozen
class ShowTurn:
    """A score-sheet row was picked: mark that play's squares on the board (again: unmark); an
    analysis row (the viewer open): the viewer shows that turn."""

    number: int


@frozen
class CloseReplay:
    """Leave the viewer: back to your game as it was."""


@frozen
class AnalysisFound:
    """The worker's answer about some turns of game `record`: a `Reviewed` or a `Failed` (`common/messages.py`),
    in JSON; `Reviews.answered` reads it."""

    record: str
    reply: str


@frozen
class CopyLink:
    """Make the link of the game in the viewer and copy it."""


@frozen
class LinkCopied:
    """The link made (the page's address with the game), and whether the clipboard took it."""

    url: str
    copied: bool


ReplayEvent = OpenReview | OpenLink | ReplayMove | ShowTurn | CloseReplay | AnalysisFound | CopyLink | LinkCopied


REPLAY_BUTTONS: dict[str, ReplayEvent] = {
    "review": OpenReview(),
    "replay-close": CloseReplay(),
    "copy-link": CopyLink(),
    **{f"replay-{move}": ReplayMove(move) for move in Move},
}
"""The viewer's buttons by `data-action`."""

REPLAY_KEYS: dict[str, ReplayEvent] = {
    "Home": ReplayMove(Move.FIRST),
    "ArrowLeft": ReplayMove(Move.PREVIOUS),
    "ArrowRight": ReplayMove(Move.NEXT),
    "End": ReplayMove(Move.LAST),
    "Escape": CloseReplay(),
}
