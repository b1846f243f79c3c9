"""A Gin Rummy match against the computer, as the page keeps and saves it (no PyScript).

The human is seat 0, the computer seat 1 at one level (`ginnyo.ginrummy.ai.LEVELS`); the save
is the engine's versioned record (`ginnyo.ginrummy.record`), which refuses a damaged one, with
the actions a hint was asked for.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ginnyo.ginrummy import Game, Options, RecordError, record
from ginnyo.ginrummy.ai import LEVELS
from ginnyo.ginrummy.undo import last_turn
from ginnyo.rules.record import parse_json

from ..common.frozen import replace
from ..tiles.session import Session
from ..words.i18n import _
from ..words.names import YOU, computer_name

HUMAN = 0
COMPUTER = 1
SEED_LIMIT = 2**53


@dataclass
class GinSession:
    """A match plus the computer's level and the actions (numbered from 1) you asked a hint for: what a save holds."""

    game: Game
    level: str
    hints: tuple[int, ...] = ()

    @classmethod
    def new(cls, level: str, seed: int) -> GinSession:
        if level not in LEVELS:
            raise ValueError(_("the computer plays at one of these levels: {levels}").format(levels=", ".join(LEVELS)))
        if not 0 <= seed < SEED_LIMIT:
            raise ValueError(_("the seed is a whole number from 0 to {limit}").format(limit=SEED_LIMIT - 1))
        return cls(Game((YOU, computer_name(level)), seed, Options()), level)

    @classmethod
    def from_json(cls, text: str) -> GinSession:
        """Replay a saved record; a damaged one, or one that is not you against a computer, raises RecordError."""
        data = parse_json(text)
        game, kinds = record.from_record(data)
        if kinds[HUMAN] != "human" or kinds[COMPUTER] not in LEVELS:
            raise RecordError("the page plays Gin Rummy as you against a computer")
        assert isinstance(data, dict)
        return cls(game, kinds[COMPUTER], record.hints_of(data, game))

    def to_json(self) -> str:
        return record.dumps(self.game, ("human", self.level), self.hints)

    def hinted(self) -> GinSession:
        """The same match, with a hint marked on the action to take."""
        number = len(self.game.actions) + 1
        return self if number in self.hints else replace(self, hints=(*self.hints, number))

    def can_undo(self) -> bool:
        """You have acted in a match that is not over: your last turn may be taken back."""
        return not self.game.over and last_turn(self.game, HUMAN) is not None

    def undone(self) -> GinSession:
        """The match before your last turn, without the computer's replies (`ginnyo.ginrummy.undo`).

        Hints asked for in the turn taken back stay used: they are marked on the turn's first decision.
        """
        start = last_turn(self.game, HUMAN)
        assert start is not None
        kept = tuple(n for n in self.hints if n <= start) + ((start + 1,) if self.hints[-1:] > (start,) else ())
        return GinSession(self.game.rewound(start), self.level, kept)

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
