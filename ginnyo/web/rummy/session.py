"""A Gin Rummy match against the computer, as the page keeps and saves it (no PyScript).

The human is seat 0, the computer seat 1 at one level (`GinLevel`); the save
is the engine's versioned record (`ginnyo.ginrummy.record`), which refuses a damaged one, with
the actions a hint was asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginnyo.ginrummy import Action, Game, Options, RecordError, record
from ginnyo.ginrummy.undo import last_turn
from ginnyo.rules.record import parse_json
from ginnyo.rules.steps import Steps, drain

from ..common.enums import GameKind, GinLevel
from ..common.session import TurnHints
from ..words.names import YOU, computer_name
from ..words.verdicts import check_seed

HUMAN = 0
COMPUTER = 1


@dataclass
class GinSession(TurnHints[Action]):
    """A match plus the computer's level and the actions (numbered from 1) you asked a hint for: what a save holds
    (`GameSession`)."""

    game: Game
    level: GinLevel
    hints: tuple[int, ...] = ()
    me: int = HUMAN
    """This device's seat: 0 against the computer; in a match with a friend on another device, the seat it joined."""
    away: int | None = None
    """The seat of a friend on another device (`ginnyo.web.friend`): no computer plays it; its moves come as links."""
    veiled: frozenset[str] = frozenset()
    """Cards of this device's hand whose key has not arrived yet (the engine holds stand-ins): drawn face down."""
    ready: bool = True
    """Whether this device may act now (a friend's device may still owe a key, a mixing or its hand)."""

    @classmethod
    def new(cls, level: GinLevel, seed: int) -> GinSession:
        check_seed(seed)
        return cls(Game((YOU, computer_name(level)), seed, Options()), level)

    @classmethod
    def from_json(cls, text: str) -> GinSession:
        """Replay a saved record; a damaged one, or one that is not you against a computer, raises RecordError."""
        return drain(cls.from_data_steps(parse_json(text)))

    @classmethod
    def from_data_steps(cls, data: object) -> Steps[GinSession]:
        """`from_json` of the parsed record, stepwise (`ginnyo.rules.steps`): a long match is replayed in slices."""
        game, kinds = yield from record.from_record_steps(data)
        if kinds[HUMAN] != "human" or kinds[COMPUTER] not in tuple(GinLevel):
            raise RecordError("the page plays Gin Rummy as you against a computer")
        assert isinstance(data, dict)
        return cls(game, GinLevel(kinds[COMPUTER]), record.hints_of(data, game))

    @property
    def kind(self) -> GameKind:
        return GameKind.GIN

    @property
    def daily(self) -> str:
        """No daily deal of Gin Rummy (Ginny-O's sessions name theirs)."""
        return ""

    @property
    def has_computer(self) -> bool:
        """The computer is seat 1, unless a friend plays it from another device."""
        return self.away is None

    def level_of(self, seat: int) -> str:
        """The table's computer level, whoever is to move (the coach's hint is the expert's either way)."""
        return str(self.level)

    def to_json(self) -> str:
        return record.dumps(self.game, ("human", self.level), self.hints)

    def can_undo(self) -> bool:
        """You have acted in a match against the computer that is not over: your last turn may be taken back."""
        return self.away is None and not self.game.over and last_turn(self.game, HUMAN) is not None

    def undone(self) -> GinSession:
        """The match before your last turn, without the computer's replies (`ginnyo.ginrummy.undo`).

        Hints asked for in the turn taken back stay used: they are marked on the turn's first decision.
        """
        start = last_turn(self.game, HUMAN)
        assert start is not None
        kept = tuple(n for n in self.hints if n <= start) + ((start + 1,) if self.hints[-1:] > (start,) else ())
        return GinSession(self.game.rewound(start), self.level, kept)

    def is_computer(self, seat: int) -> bool:
        return seat == COMPUTER and self.away is None

    @property
    def other(self) -> int:
        """The seat across the table: the computer's, or the friend's."""
        return 1 - self.me
