"""What the page says when a computer's turn goes wrong (no PyScript): in plain words, what happened and what
the page did about it. The log (the browser's console) keeps the technical detail."""

from __future__ import annotations

from ginnyo.rules.errors import at_limit

from ..common.computer_events import Fault
from ..common.text import Words
from .i18n import N_
from .lazy import phrase
from .verdicts import reason

WHAT_WENT_WRONG = {
    Fault.RAISED: N_("The computer's thinking ran into an error."),
    Fault.OVERFLOW: N_("The computer's thinking went too deep and ran out of room."),
    Fault.TOO_LONG: N_("The computer was still thinking long after its time was up, so it was stopped."),
    Fault.REFUSED: N_("The computer chose a move the rules do not allow."),
    Fault.FROZE: N_("Last time, the computer's thinking on this turn froze the page."),
}
SIMPLER_MOVED = N_("{what} A simpler computer level made this move instead.")
NONE_MOVED = N_(
    "{what} A simpler level could not move either, so the game waits as it was: you can save it or start a new one."
)


def think_failed(fault: Fault, moved: bool) -> Words:
    """What happened to the computer's turn, and whether a simpler level moved instead."""
    return phrase(SIMPLER_MOVED if moved else NONE_MOVED, what=phrase(WHAT_WENT_WRONG[fault]))


def computer_refused(error: Exception) -> Words:
    """What the page says when the rules refused the computer's action and no simpler level moved: at the most
    actions a game takes (`at_limit`), the engine's reason (start a new game); else that the computer is stuck."""
    if at_limit(error):
        return phrase(N_("The computer cannot move: {reason}."), reason=Words(reason, (error,)))
    return think_failed(Fault.REFUSED, moved=False)
