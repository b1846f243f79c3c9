"""What happens at the Ginny-O table (no PyScript): a play built tile by tile, then played, passed or exchanged.

Part of `shell.events.Event`; `shell/update.py` hands them to the table's update steps.
"""

from __future__ import annotations

from ginnyo.rules import Action

from ..common.frozen import frozen
from .state import Pick


@frozen
class TapRack:
    index: int


@frozen
class TapSquare:
    square: str


@frozen
class TapRackArea:
    """A tap on the rack's area (not on a tile): a picked board tile goes back."""


@frozen
class Drop:
    """A drag ended: on a square, on the rack's area (`slot`: on that rack position), or elsewhere."""

    source: Pick
    square: str | None
    on_rack: bool = False
    slot: int | None = None


@frozen
class SortRack:
    """Arrange the rack by suit, then by rank."""


@frozen
class ShuffleRack:
    """Arrange the rack in a new order drawn from `seed` (the input adapter draws it)."""

    seed: int


@frozen
class MoveCursor:
    columns: int
    rows: int


@frozen
class KeyPlace:
    """A digit key: put the n-th tile still in the rack (from 0) on the cursor."""

    position: int


@frozen
class KeyTakeBack:
    pass


@frozen
class KeyEnter:
    pass


@frozen
class TakeBackAll:
    pass


@frozen
class AskJoker:
    square: str


@frozen
class ChooseJoker:
    card: str


@frozen
class CancelJoker:
    pass


@frozen
class Play:
    pass


@frozen
class Pass:
    pass


@frozen
class EnterExchange:
    pass


@frozen
class LeaveExchange:
    pass


@frozen
class ConfirmExchange:
    pass


@frozen
class ExchangeOffered:
    """The computer's choice (`action`, None when it failed) for a player with no legal play, in game
    `generation` after `turns` turns: an exchange is offered with its tiles selected."""

    generation: int
    turns: int
    action: Action | None


@frozen
class Reveal:
    """The hot-seat player to move dismissed the "Pass the device" screen."""


TableEvent = (
    TapRack
    | TapSquare
    | TapRackArea
    | Drop
    | SortRack
    | ShuffleRack
    | MoveCursor
    | KeyPlace
    | KeyTakeBack
    | KeyEnter
    | TakeBackAll
    | AskJoker
    | ChooseJoker
    | CancelJoker
    | Play
    | Pass
    | EnterExchange
    | LeaveExchange
    | ConfirmExchange
    | ExchangeOffered
    | Reveal
)
