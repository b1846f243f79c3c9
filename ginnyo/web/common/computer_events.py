"""What the computer's driver reports to the page (no PyScript): a chosen action, shown tile by tile.

Part of `shell.events.Event`; each carries the game `generation` it was meant for, so a replaced game ignores it.
The steps after the action also carry `actions`, the game's number of actions once it was applied: the player
to move next may act while the computer's tiles still land, and a step of a turn the game has moved past
(you played meanwhile) is ignored.
"""

from __future__ import annotations

from enum import StrEnum

from ginnyo import ginrummy
from ginnyo.rules import Action

from .frozen import frozen

GameAction = Action | ginrummy.Action
"""An action of either game, as a seat chose it."""


class Fault(StrEnum):
    """How a computer's think went wrong: the page words each in plain language."""

    RAISED = "raised"
    OVERFLOW = "overflow"
    TOO_LONG = "too-long"
    REFUSED = "refused"  # the engine refused the action it chose
    FROZE = "froze"  # its think for this turn froze the page last time (it never yielded)


@frozen
class ComputerMoved:
    """The computer seat `seat` chose `action` in game `generation` (`simpler`: its simpler level did, after its own
    think failed or its action was refused)."""

    generation: int
    seat: int
    action: GameAction
    simpler: bool = False


@frozen
class ShowSquare:
    """Show the next tile of the computer's play."""

    generation: int
    actions: int


@frozen
class ComputerShown:
    """The computer's play is all on the board: the notice tells it (it was said aloud once applied)."""

    generation: int
    actions: int


@frozen
class ComputerFinished:
    """The computer's turn has been seen: the next computer seat may move (a human's turn began already)."""

    generation: int
    actions: int


@frozen
class ThinkFailed:
    """The computer's own think for game `generation` went wrong, or the engine refused its action (`fault`): its
    simpler level moved instead, or (`moved` false) that failed too and the game waits as it was."""

    generation: int
    fault: Fault
    moved: bool = True


ComputerEvent = ComputerMoved | ShowSquare | ComputerShown | ComputerFinished
