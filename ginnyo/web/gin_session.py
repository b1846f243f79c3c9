"""A Gin Rummy match against the computer, as the page keeps and saves it (no PyScript).

The human is seat 0, the computer seat 1 at one level (`ginnyo.ginrummy.ai.LEVELS`); the save
is the engine's versioned record (`ginnyo.ginrummy.record`), which refuses a damaged one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ginnyo.ginrummy import Game, Options, RecordError, record
from ginnyo.ginrummy.ai import LEVELS

from .session import Session
from .texts import YOU, computer_name

HUMAN = 0
COMPUTER = 1
SEED_LIMIT = 2**53


@dataclass
class GinSession:
    """A match plus the computer's level: what a save holds."""

    game: Game
    level: str

    @classmethod
    def new(cls, level: str, seed: int) -> GinSession:
        if level not in LEVELS:
            raise ValueError(f"the computer plays at one of these levels: {', '.join(LEVELS)}")
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError(f"the seed is a whole number from 0 to {SEED_LIMIT - 1}")
        return cls(Game((YOU, computer_name(level)), seed, Options()), level)

    @classmethod
    def from_json(cls, text: str) -> GinSession:
        """Replay a saved record; a damaged one, or one that is not you against a computer, raises RecordError."""
        game, kinds = record.loads(text)
        if kinds[HUMAN] != "human" or kinds[COMPUTER] not in LEVELS:
            raise RecordError("the page plays Gin Rummy as you against a computer")
        return cls(game, kinds[COMPUTER])

    def to_json(self) -> str:
        return record.dumps(self.game, ("human", self.level))

    def is_computer(self, seat: int) -> bool:
        return seat == COMPUTER

    def ai_seed(self) -> int:
        """The seed the computer gets for this action: the same on every replay."""
        return self.game.turn_seed()


def read_game(text: str) -> Session | GinSession:
    """A saved game of either kind, told apart by its format; a damaged one raises an error (RecordError)."""
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, dict) and data.get("format") == record.FORMAT:
        return GinSession.from_json(text)
    return Session.from_json(text)
