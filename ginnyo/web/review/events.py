"""The events and effects of the replay viewer, its analysis and game links (no PyScript).

Part of `shell.events.Event`; `replay.py` handles them. Their effects are in `common/effects.py`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..common.answers import Failed, Reviewed
from ..common.enums import Move
from ..common.frozen import frozen
from ..common.ids import Button
from ..common.text import Words
from ..tiles.session import Session

if TYPE_CHECKING:  # the analysis is imported once the page is idle (`app.warm_computer`), not with the events
    from ginnyo.ai.analysis import TurnReview


@frozen
class OpenReview:
    """ "Review the game": your finished game in the viewer."""


@frozen
class OpenLink:
    """The page's address carries a game (`#game=…`), read in slices (`replay.read_link`, `page/share.py`): show it
    in the viewer, or say why it is refused (`link` is then the reason's words)."""

    link: Session | Words


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
    """The computer's answer about some turns of game `record`: its rows, or why there are none."""

    record: str
    reply: Reviewed[TurnReview] | Failed


@frozen
class CopyLink:
    """Make the link of the game in the viewer and copy it."""


@frozen
class LinkCopied:
    """The link made (the page's address with the game), and whether the clipboard took it."""

    url: str
    copied: bool


ReplayEvent = OpenReview | OpenLink | ReplayMove | ShowTurn | CloseReplay | AnalysisFound | CopyLink | LinkCopied


MOVE_ACTIONS = {
    Move.FIRST: Button.REPLAY_FIRST,
    Move.PREVIOUS: Button.REPLAY_PREVIOUS,
    Move.NEXT: Button.REPLAY_NEXT,
    Move.LAST: Button.REPLAY_LAST,
}
"""The viewer's step buttons' `data-action` by step."""
REPLAY_BUTTONS: dict[str, ReplayEvent] = {
    Button.REVIEW: OpenReview(),
    Button.REPLAY_CLOSE: CloseReplay(),
    Button.COPY_LINK: CopyLink(),
    **{action: ReplayMove(move) for move, action in MOVE_ACTIONS.items()},
}
"""The viewer's buttons by `data-action`."""

REPLAY_KEYS: dict[str, ReplayEvent] = {
    "Home": ReplayMove(Move.FIRST),
    "ArrowLeft": ReplayMove(Move.PREVIOUS),
    "ArrowRight": ReplayMove(Move.NEXT),
    "End": ReplayMove(Move.LAST),
    "Escape": CloseReplay(),
}
