"""The events of coaching: a hint asked for and found, a turn taken back (no PyScript).

Part of `shell.events.Event`; `flow.py` handles them. Its effect, `FindHint`, is in `common/effects.py`.
"""

from __future__ import annotations

from ginnyo.ai.analysis import Forgone

from ..common.computer_events import GameAction
from ..common.frozen import frozen


@frozen
class AskHint:
    """The Hint button: ask the expert what it would do in your place."""


@frozen
class HintFound:
    """The computer's hint (`action`, None when it failed) for game `generation` after `turns` turns; `exact` and
    `forgone` as `computer.choice.Hinted` has them."""

    generation: int
    turns: int
    action: GameAction | None
    score: int
    exact: bool = False
    forgone: Forgone | None = None


@frozen
class UseHint:
    """ "Use this play": the hint shown goes on the board as a draft (an exchange: its tiles selected)."""


@frozen
class Undo:
    """The Undo button: take your last turn back, with the computers' replies."""
