"""What the computer's driver reports to the page (no PyScript): a chosen action, shown tile by tile.

Part of `shell.events.Event`; each carries the game `generation` it was meant for, so a replaced game ignores it.
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


@frozen
class ComputerShown:
    """The computer's play is all on the board: say what it was."""

    generation: int


@frozen
class ComputerFinished:
    generation: int


@frozen
class ThinkFailed:
    """The computer's own think for game `generation` failed or ran too long: it made the quick choice instead."""

    generation: int


ComputerEvent = ComputerMoved | ShowSquare | ComputerShown | ComputerFinished
