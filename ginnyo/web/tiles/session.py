"""The game with its seat kinds, and the play being built (no PyScript).

Every rule decision is the engine's: `Draft` only keeps track of which rack tile lies on
which square until the player plays or takes the tiles back, and asks `Board.check` about
them. A `Draft` never changes: each step returns a new one.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from ginnyo.rules import Board, Game, GinnyError, Options, Placement, RecordError, parse_card, parse_square, record
from ginnyo.rules.actions import Action
from ginnyo.rules.assist import JokerOptions, joker_options
from ginnyo.rules.errors import InvalidName
from ginnyo.rules.names import check_names
from ginnyo.rules.steps import Steps, drain
from ginnyo.rules.tiles import JOKER

from ..common.enums import GameKind, PreviewState, SeatKind
from ..common.frozen import frozen, replace
from ..common.session import TurnHints
from ..common.text import Refusal, Words
from ..words.i18n import N_, _
from ..words.lazy import phrase
from ..words.verdicts import breakdown, check_seed, legal_text, reason
from .daily import is_daily


@dataclass
class Session(TurnHints[Action]):
    """A game plus the kind of each seat and the turns where a hint was shown: what a save holds (`GameSession`).

    `daily` is the date of a daily deal (``daily.py``), "" for any other game.
    """

    game: Game
    kinds: tuple[SeatKind, ...]
    hints: tuple[int, ...] = ()
    daily: str = ""
    away: int | None = None
    """The seat of a friend who plays on another device (`ginnyo.web.friend`): never shown, moved by its messages."""
    veiled: tuple[str, ...] = ()
    """Tiles of this device's rack that the friend's device has not opened to it yet: the engine holds stand-ins
    for them (`ginnyo.fairdeal`), which the page draws face down."""
    ready: bool = True
    """Whether this device may take its turn now: in a game with a friend, not while a mixing or keys are due."""

    @classmethod
    def new(cls, seats: list[tuple[str, str]], seed: int, daily: str = "") -> Session:
        """Seats are (name, kind) pairs; the names pass the engine's one check (`ginnyo.rules.names`)."""
        if not 2 <= len(seats) <= 4:
            raise Refusal(phrase(N_("Ginny-O is for 2 to 4 players")))
        for n, (_name, kind) in enumerate(seats, 1):
            if kind not in tuple(SeatKind):
                raise Refusal(phrase(N_("player {number} has an unknown kind '{kind}'"), number=n, kind=kind))
        try:
            names = check_names(name for name, _kind in seats)
        except InvalidName as refusal:
            raise Refusal(Words(reason, (refusal,))) from None
        check_seed(seed)
        if daily and not is_daily(daily, seed):
            raise Refusal(phrase(N_("the seed is not the daily deal of {date}"), date=daily))
        game = Game(names, seed, Options())
        return cls(game, tuple(SeatKind(kind) for _, kind in seats), daily=daily)

    @classmethod
    def from_json(cls, text: str) -> Session:
        """Replay a saved record; a damaged or foreign one raises RecordError."""
        return drain(cls.from_data_steps(record.parse_json(text)))

    @classmethod
    def from_data_steps(cls, data: object) -> Steps[Session]:
        """`from_json` of the parsed record, stepwise (`ginnyo.rules.steps`): a long record is replayed in slices."""
        game, kinds = yield from record.from_record_steps(data)
        assert isinstance(data, dict)
        daily = data.get("daily", "")
        if daily != "" and not (isinstance(daily, str) and is_daily(daily, game.seed)):
            raise RecordError("the save is damaged: its daily deal does not match its seed")
        return cls(game, tuple(SeatKind(kind) for kind in kinds), record.hints_of(data, game), daily)

    @property
    def kind(self) -> GameKind:
        return GameKind.GINNYO

    def level_of(self, seat: int) -> str:
        """What plays seat `seat`: a person, or a computer level."""
        return str(self.kinds[seat])

    def to_json(self) -> str:
        """The engine's record, plus the date of a daily deal (an optional key other versions ignore)."""
        data = record.to_record(self.game, tuple(str(kind) for kind in self.kinds), self.hints)
        return json.dumps(data | ({"daily": self.daily} if self.daily else {}), ensure_ascii=False)

    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.kinds) if not kind.is_computer and seat != self.away]

    @property
    def has_computer(self) -> bool:
        return any(kind.is_computer for kind in self.kinds)

    @property
    def human_won(self) -> bool:
        """The game is over and a human is among its winners (the fanfare plays for them, not for a loss)."""
        return any(seat in self.humans for seat in self.game.winners())

    def is_computer(self, seat: int) -> bool:
        return self.kinds[seat].is_computer

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the device: racks hide between their turns."""
        return len(self.humans) >= 2

    def rack_owner(self) -> int | None:
        """Whose rack the page may show now, before any hot-seat screen: None for nobody."""
        current = self.game.current
        if not self.is_computer(current) and current != self.away:
            return current
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    @property
    def you(self) -> int | None:
        """The lone human against computers (who may take a turn back), else None (a friend's move is never undone)."""
        return self.humans[0] if len(self.humans) == 1 and self.away is None else None

    def undone(self) -> Session:
        """The game rewound to before your last turn (the computers' replies go with it)."""
        assert self.you is not None
        turns = self.game.last_turn_of(self.you)
        assert turns is not None
        hints = tuple(n for n in self.hints if n <= turns + 1)
        return Session(self.game.rewound(turns), self.kinds, hints, self.daily)


@frozen
class Preview:
    """What the live preview shows."""

    state: PreviewState
    message: str
    lines: tuple[str, ...] = ()
    total: int = 0


@frozen
class Draft:
    """Tiles placed this turn and not yet played: rack index per square, jokers' cards."""

    rack: tuple[str, ...]
    placed: dict[str, int] = field(default_factory=dict)
    declared: dict[str, str] = field(default_factory=dict)

    def square_of(self, index: int) -> str | None:
        return next((s for s, i in self.placed.items() if i == index), None)

    def in_rack(self) -> list[int]:
        used = set(self.placed.values())
        return [i for i in range(len(self.rack)) if i not in used]

    def is_joker(self, index: int) -> bool:
        return self.rack[index] == JOKER

    def place(self, index: int, square: str, board: Board) -> Draft:
        """Put rack tile `index` on an empty square (moving it if it lay elsewhere)."""
        if not 0 <= index < len(self.rack):
            raise Refusal(phrase(N_("no such rack tile")))
        if parse_square(square) in board.cells:
            raise Refusal(phrase(N_("{square} is already covered"), square=square))
        if square in self.placed and self.placed[square] != index:
            raise Refusal(phrase(N_("{square} already holds a tile placed this turn"), square=square))
        old = self.square_of(index)
        draft = self if old is None else self.take_back(old)
        return replace(draft, placed={**draft.placed, square: index})

    def declare(self, square: str, card: str) -> Draft:
        index = self.placed.get(square)
        if index is None or not self.is_joker(index):
            raise Refusal(phrase(N_("no joker placed on {square}"), square=square))
        return replace(self, declared={**self.declared, square: str(parse_card(card))})

    def take_back(self, square: str) -> Draft:
        placed = {s: i for s, i in self.placed.items() if s != square}
        declared = {s: c for s, c in self.declared.items() if s != square}
        return replace(self, placed=placed, declared=declared)

    def cleared(self) -> Draft:
        return Draft(self.rack)

    def undeclared(self) -> list[str]:
        return [s for s, i in self.placed.items() if self.is_joker(i) and s not in self.declared]

    def tile_text(self, square: str) -> str:
        """The tile as it shows on the board: `5H`, `*5H`, or `*` for a joker with no card yet."""
        index = self.placed[square]
        if self.is_joker(index):
            return JOKER + self.declared.get(square, "")
        return self.rack[index]

    def placements(self) -> tuple[Placement, ...]:
        """The play in engine terms; jokers without a card are left out."""
        out = []
        for square, index in self.placed.items():
            text = self.rack[index]
            if text == JOKER:
                card = self.declared.get(square)
                if card is None:
                    continue
                out.append(Placement(parse_square(square), parse_card(card), True))
            else:
                out.append(Placement(parse_square(square), parse_card(text)))
        return tuple(out)

    def joker_options(self, board: Board, square: str) -> JokerOptions:
        return joker_options(board, self.placements(), square)

    def preview(self, board: Board) -> Preview:
        """Legal or not, and the score breakdown, straight from `Board.check`."""
        if not self.placed:
            return Preview(PreviewState.EMPTY, _("Place tiles on the board to see the score of your play."))
        missing = self.undeclared()
        if missing:
            return Preview(
                PreviewState.JOKER, _("Choose the card the joker on {square} stands for.").format(square=missing[0])
            )
        try:
            score = board.check(self.placements())
        except GinnyError as exc:
            return Preview(PreviewState.ILLEGAL, _("Not a legal play: {reason}").format(reason=reason(exc)))
        return Preview(PreviewState.LEGAL, legal_text(score.total), breakdown(score), score.total)


def draft_json(draft: Draft, game: Game) -> str:
    """The play being built, to keep beside the autosave: it belongs to this game's current turn."""
    turn = {"seed": game.seed, "turn": len(game.log), "rack": list(draft.rack)}
    return json.dumps({**turn, "placed": draft.placed, "declared": draft.declared})


def read_draft(text: str) -> dict[str, object]:
    """A kept draft as `draft_json` wrote it; anything else raises (`common.stored` refuses it: it is damaged, where a
    draft of another turn is only stale)."""
    data = json.loads(text)
    shapes = {"seed": int, "turn": int, "rack": list, "placed": dict, "declared": dict}
    if not isinstance(data, dict) or not all(isinstance(data.get(key), kind) for key, kind in shapes.items()):
        raise TypeError("a draft is a seed, a turn, a rack and what is placed and declared")
    return data


def restored_draft(fresh: Draft, text: str, game: Game) -> Draft:
    """A kept draft laid again on this turn's `fresh` one; one that does not fit is dropped silently."""
    try:
        data = json.loads(text)
        if (data["seed"], data["turn"], tuple(data["rack"])) != (game.seed, len(game.log), fresh.rack):
            return fresh
        draft = fresh
        for square, index in data["placed"].items():
            if not isinstance(index, int) or isinstance(index, bool):
                return fresh
            draft = draft.place(index, str(square), game.board)
        for square, card in data["declared"].items():
            draft = draft.declare(str(square), str(card))
    except (ValueError, KeyError, TypeError, AttributeError):  # GinnyError is a ValueError
        return fresh
    return draft
