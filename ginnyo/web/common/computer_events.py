"""What the computer's driver reports to the page (no PyScript): a chosen action, shown tile by tile.

Part of `shell.events.Event`; each carries the game `generation` it was meant for, so a replaced game ignores it.
The steps after the action also carry `actions`, the game's number of actions once it was applied: the player
to move next may act while the computer's tiles still land, and a step of a turn the game has moved past
(you played meanwhile) is ignored.
"""

from __future__ import annotations

from .frozen import frozen


@frozen
class ComputerMoved:
    """The computer seat `seat` chose `action` (notation) in game `generation`."""

    generation: int
    seat: int
    action: str


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
    """The computer's own think for game `generation` failed or ran too long: it made the quick choice instead."""

    generation: int


ComputerEvent = ComputerMoved | ShowSquare | ComputerShown | ComputerFinished
