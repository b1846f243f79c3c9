"""The score sheet of a physical game: setup, entries, and everything derived by replaying them.

A `Tally` holds only what the players enter; the board, the turns' scores, the tiles still out
and the end of the game are replayed from those entries, asking every rule of the engine
(`Board.check`, `tile_set`, `end_reason`, `may_pass`, `rack_penalty`, `winners`). Each replayed turn
keeps a snapshot (`_Point`), so that an entry, an undo or a correction replays only what changed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import dataclass, replace
from enum import IntEnum
from functools import cached_property
from typing import NamedTuple

from ginnyo.rules.board import Board
from ginnyo.rules.errors import GinnyError, IllegalPlay
from ginnyo.rules.game import RACK, EndReason, Idle, Options, end_reason, may_pass, winners
from ginnyo.rules.names import check_names
from ginnyo.rules.plays import Placement, parse_placement
from ginnyo.rules.scoring import PlayScore
from ginnyo.rules.tiles import ACE_IN_GROUP, ALL_CARDS, JOKER, Card, Tile, decks_for, parse_card, rack_penalty, tile_set

from .errors import TallyError, TallyRule

DARK_MARK = "/d"
LIGHT_MARK = "/l"
"""A tile's set in the tally's notation: `H8:5H/d` is a dark 5♥ (a mark is optional; unmarked tiles take a default)."""
MAX_PENALTY = RACK * ACE_IN_GROUP
"""The highest point total a rack can hold at the end (seven aces)."""
_CODES = {card: code for code, card in enumerate(ALL_CARDS)}


class Shade(IntEnum):
    """Which tile set a physical tile comes from (the engine's `Tile.deck`)."""

    LIGHT = 0
    DARK = 1


TileKind = tuple[Card | None, Shade]
"""A kind of physical tile: its card (None for a joker) and its set."""


def kind_of(tile: Tile) -> TileKind:
    return tile.card, Shade(tile.deck)


def tile_of(kind: TileKind) -> Tile:
    card, shade = kind
    return Tile(int(shade), 52 if card is None else _CODES[card])


def split_mark(word: str, default: Shade) -> tuple[str, Shade]:
    """A word of notation without its set mark, and the set it names (`default` when unmarked)."""
    for mark, shade in ((DARK_MARK, Shade.DARK), (LIGHT_MARK, Shade.LIGHT)):
        if word.lower().endswith(mark):
            return word[: -len(mark)], shade
    return word, default


def mark(shade: Shade) -> str:
    return DARK_MARK if shade is Shade.DARK else ""


@dataclass(frozen=True)
class Setup:
    """Who plays, in seating order; tile sets (0: the rulebook's number for the players); who starts;
    the idle-round option of the engine (RULES.md 8). Made checked by `checked` (`Tally.new` does)."""

    names: tuple[str, ...]
    decks: int = 0
    starter: int = 0
    idle_rounds: int = Options().idle_rounds

    def checked(self) -> Setup:
        """This setup with names cleaned and sets filled in; InvalidName or TallyError(BAD_SETUP) if refused."""
        players = len(self.names)
        decks = self.decks or (decks_for(players) if 2 <= players <= 4 else 0)
        if not (2 <= players <= 4 and decks in (1, 2) and 0 <= self.starter < players and self.idle_rounds >= 1):
            raise TallyError(TallyRule.BAD_SETUP)
        return replace(self, names=check_names(self.names), decks=decks)


@dataclass(frozen=True)
class Placed:
    """One physical tile put on a square."""

    placement: Placement
    shade: Shade = Shade.LIGHT

    @property
    def kind(self) -> TileKind:
        return (None if self.placement.joker else self.placement.card), self.shade

    def __str__(self) -> str:
        return f"{self.placement}{mark(self.shade)}"


class Held(NamedTuple):
    """One physical tile left in a rack at the end: its card (None for a joker) and its set."""

    card: Card | None
    shade: Shade = Shade.LIGHT

    def __str__(self) -> str:
        return (JOKER if self.card is None else str(self.card)) + mark(self.shade)


@dataclass(frozen=True)
class Play:
    """A turn with a play."""

    placed: tuple[Placed, ...]

    @property
    def placements(self) -> tuple[Placement, ...]:
        return tuple(p.placement for p in self.placed)

    def __str__(self) -> str:
        """The play in the tally's notation, dark tiles marked (`parse_entry` reads it back)."""
        return " ".join(str(p) for p in self.placed)


@dataclass(frozen=True)
class NoPlay:
    """A turn without a play: an exchange (True) or a pass (False)."""

    exchange: bool


Entry = Play | NoPlay
"""A turn of the sheet."""


@dataclass(frozen=True)
class Remains:
    """One player's tiles left at the end: the tiles (checked against the tiles still out) or their point total."""

    seat: int
    tiles: tuple[Held, ...] | None = None
    points: int | None = None

    def penalty(self) -> int:
        """The points the tiles left cost (RULES.md 8, `rack_penalty`: aces 15, jokers 0)."""
        return rack_penalty([tile_of(h) for h in self.tiles]) if self.tiles is not None else self.points or 0


def parse_entry(text: str, shade_default: Shade = Shade.LIGHT) -> Play:
    """A play in the game's notation (`H8:5H I8:5S J8:5D`); a tile of the dark set ends in `/d`
    (`J8:5D/d`), of the light set in `/l`; unmarked tiles are of `shade_default`. NotationError if not."""
    placed = []
    for word in text.split():
        core, shade = split_mark(word, shade_default)
        placed.append(Placed(parse_placement(core), shade))
    return Play(tuple(placed))


def parse_tiles(text: str, shade_default: Shade = Shade.LIGHT) -> tuple[Held, ...]:
    """Tiles left in a rack, like `5H */d KS` (marks as in `parse_entry`); NotationError if not."""
    held = []
    for word in text.split():
        core, shade = split_mark(word, shade_default)
        held.append(Held(None if core == JOKER else parse_card(core), shade))
    return tuple(held)


@dataclass(frozen=True)
class TurnLine:
    """One row of the sheet, computed by replaying the entries; a broken play scores 0 and says why."""

    index: int
    seat: int
    entry: Entry
    score: PlayScore | None
    points: int
    totals: tuple[int, ...]
    problem: GinnyError | None


@dataclass(frozen=True)
class Final:
    """The end of the sheet: each seat's penalty and total after it, and the winners (equal totals share)."""

    penalties: tuple[int, ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...]


@dataclass(frozen=True)
class _Point:
    """The game after some turns: never changed once made (a step copies the board)."""

    board: Board
    used: Counter[TileKind]
    idle: Idle
    end: EndReason | None
    totals: tuple[int, ...]


class _Sheet:
    """The replay of a tally's entries: its lines and a snapshot after each."""

    def __init__(self, setup: Setup, lines: list[TurnLine], points: list[_Point]) -> None:
        self.setup = setup
        self.stock = Counter(kind_of(t) for t in tile_set(setup.decks))
        self.lines = lines
        self.points = points

    @classmethod
    def start(cls, setup: Setup) -> _Sheet:
        return cls(setup, [], [_Point(Board(), Counter(), Idle(), None, (0,) * len(setup.names))])

    def upto(self, turns: int) -> _Sheet:
        """The sheet after its first `turns` lines (the snapshots are shared: nothing changes them)."""
        return _Sheet(self.setup, self.lines[:turns], self.points[: turns + 1])

    @property
    def last(self) -> _Point:
        return self.points[-1]

    def unseen(self, used: Counter[TileKind]) -> Counter[TileKind]:
        """The tiles not `used` on the board, by kind."""
        return Counter({kind: n - used[kind] for kind, n in self.stock.items()})

    def pile(self, used: Counter[TileKind]) -> int:
        """Tiles left to draw after a turn: what is not `used` once every rack holds 7 (RULES.md 5: a
        turn ends with the rack refilled to 7, and the racks hold fewer only once the pile is empty)."""
        return max(0, sum(self.stock.values()) - used.total() - RACK * len(self.setup.names))

    def seat(self) -> int:
        return (self.setup.starter + len(self.lines)) % len(self.setup.names)

    def drawn(self) -> int:
        """The tiles the player to move holds after the draw: 8, or 7 once the pile is empty (RULES.md 5)."""
        return RACK + (1 if self.pile(self.last.used) else 0)

    def check(self, entry: Entry) -> PlayScore | None:
        """The entry's score (None for a turn without a play), or the refusal it raises."""
        if self.last.end is not None:
            raise TallyError(TallyRule.GAME_OVER)
        drawn = self.drawn()
        if isinstance(entry, NoPlay):
            if not entry.exchange and not may_pass(drawn):
                raise TallyError(TallyRule.NOT_YOUR_PASS)
            return None
        if len(entry.placed) > drawn:
            raise TallyError(TallyRule.TOO_MANY, limit=str(drawn))
        self.check_kinds([(p.kind, p.placement.square) for p in entry.placed], self.last.used)
        return self.last.board.check(entry.placements)

    def check_kinds(self, kinds: Iterable[tuple[TileKind, tuple[int, int] | None]], used: Counter[TileKind]) -> None:
        """Refuse a tile of which every copy is already `used` (on the board, or entered before)."""
        taken = Counter(used)
        for kind, square in kinds:
            text = JOKER if kind[0] is None else kind[0].pretty
            if self.stock[kind] == 0:
                raise TallyError(TallyRule.ONE_SET, card=text)
            taken[kind] += 1
            if taken[kind] > self.stock[kind]:
                raise self.over_used(kind, text, taken, [square] if square else [])

    def over_used(
        self, kind: TileKind, text: str, taken: Counter[TileKind], squares: list[tuple[int, int]]
    ) -> TallyError:
        """`the light 5♥` when only that set's copy is out, `both 5♥` when every set's is."""
        copies = [k for k in self.stock if k[0] == kind[0]]
        if all(taken[k] >= self.stock[k] for k in copies):
            count, shade = sum(self.stock[k] for k in copies), ""
        else:
            count, shade = self.stock[kind], kind[1].name.lower()
        return TallyError(TallyRule.OVER_USED, squares, card=text, shade=shade, count=str(count))

    def step(self, entry: Entry) -> TurnLine:
        """Replay one more entry; one that no longer fits is kept as a line with its problem, and changes
        nothing else (not the idle count either): it stands for a turn the players have yet to fix."""
        seat, last = self.seat(), self.last
        try:
            score = self.check(entry)
        except (TallyError, IllegalPlay) as problem:
            line = TurnLine(len(self.lines), seat, entry, None, 0, last.totals, problem)
            self.lines.append(line)
            self.points.append(last)
            return line
        board, used = last.board, last.used
        if score is not None and isinstance(entry, Play):
            board, used = board.copy(), used + Counter(p.kind for p in entry.placed)
            board.play(score.placements)
        points = score.total if score is not None else 0
        totals = tuple(t + (points if s == seat else 0) for s, t in enumerate(last.totals))
        pile = self.pile(used)
        idle = last.idle.after(score is not None, bool(board.cells), pile)
        unseen = [tile_of(kind) for kind, n in self.unseen(used).items() for _ in range(n)]
        end = end_reason(board, unseen, pile, idle, len(self.setup.names), self.setup.idle_rounds)
        self.points.append(_Point(board, used, idle, end, totals))
        line = TurnLine(len(self.lines), seat, entry, score, points, totals, None)
        self.lines.append(line)
        return line


@dataclass(frozen=True)
class Tally:
    """A score sheet: its setup, its turns, and each seat's tiles left once the game is over.

    Everything else is a pure function of these fields, replayed once and kept (`_sheet`); every
    change returns a new Tally. `remains_order` lists the seats whose remains were entered, last
    last, so that `undo` takes back the last one entered. Make one with `Tally.new`.
    """

    setup: Setup
    entries: tuple[Entry, ...] = ()
    remains: tuple[Remains | None, ...] = ()
    remains_order: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not self.remains:  # made without remains: none entered yet, one slot a seat
            object.__setattr__(self, "remains", (None,) * len(self.setup.names))

    @staticmethod
    def new(setup: Setup) -> Tally:
        """An empty sheet; the setup is checked (`Setup.checked`)."""
        return Tally(setup.checked())

    @cached_property
    def _sheet(self) -> _Sheet:
        sheet = _Sheet.start(self.setup)
        for entry in self.entries:
            sheet.step(entry)
        return sheet

    def _with(self, sheet: _Sheet, **changes: object) -> Tally:
        """A changed tally that starts from an already replayed sheet (which must be its replay)."""
        other = replace(self, **changes)  # type: ignore[arg-type]
        vars(other)["_sheet"] = sheet
        return other

    # -- derived ---------------------------------------------------------------------------

    def lines(self) -> tuple[TurnLine, ...]:
        return tuple(self._sheet.lines)

    def board(self) -> Board:
        """The position after the entries that fit (a copy: changing it changes nothing here)."""
        return self._sheet.last.board.copy()

    def totals(self) -> tuple[int, ...]:
        """Each seat's points so far, before the penalties of the end (`final`)."""
        return self._sheet.last.totals

    def to_move(self) -> int:
        return self._sheet.seat()

    def pile(self) -> int:
        """Tiles left to draw: all the tiles, less those on the board and racks of 7."""
        return self._sheet.pile(self._sheet.last.used)

    def over(self) -> EndReason | None:
        """Which of the engine's end rules ended the game (RULES.md 8), None while it goes on."""
        return self._sheet.last.end

    def can_pass(self) -> bool:
        """Whether the player to move may pass: only once the pile was empty at the draw (RULES.md 5)."""
        return self.over() is None and may_pass(self._sheet.drawn())

    def unseen(self) -> dict[TileKind, int]:
        """Tiles not on the board (in racks or the pile), by kind; every kind of the sets, 0 when all are out."""
        return dict(self._sheet.unseen(self._sheet.last.used))

    def idle_left(self) -> int | None:
        """Turns without a play before the idle rule ends the game; None before the first meld or after the end."""
        point = self._sheet.last
        if not point.board.cells or point.end is not None:
            return None
        return point.idle.left(self.setup.idle_rounds, len(self.setup.names))

    # -- changes ---------------------------------------------------------------------------

    def preview(self, play: Play) -> PlayScore:
        """The score the play would make now; raises IllegalPlay or TallyError; changes nothing."""
        score = self._sheet.check(play)
        assert score is not None
        return score

    def with_entry(self, entry: Entry) -> Tally:
        """The sheet with one more turn; refused like `preview` (a pass also when the pile has tiles)."""
        sheet = self._sheet.upto(len(self.entries))
        sheet.check(entry)
        sheet.step(entry)
        return self._with(sheet, entries=(*self.entries, entry))

    def undo(self) -> Tally:
        """Take back the last remains entered, else the last turn; TallyError(NO_TURN) on an empty sheet."""
        if self.remains_order:
            seat = self.remains_order[-1]
            left = tuple(None if s == seat else r for s, r in enumerate(self.remains))
            return self._with(self._sheet, remains=left, remains_order=self.remains_order[:-1])
        if not self.entries:
            raise TallyError(TallyRule.NO_TURN, number="0")
        return self._with(self._sheet.upto(len(self.entries) - 1), entries=self.entries[:-1])

    def corrected(self, index: int, entry: Entry) -> Tally:
        """Turn `index` (from 0) replaced and the game replayed; the correction itself must fit (it raises
        like `with_entry`), later plays that no longer fit are kept and marked (`TurnLine.problem`).
        The tiles left stay entered where they still fit the game's end, and are dropped where not."""
        if not 0 <= index < len(self.entries):
            raise TallyError(TallyRule.NO_TURN, number=str(index + 1))
        sheet = self._sheet.upto(index)
        sheet.check(entry)
        entries = (*self.entries[:index], entry, *self.entries[index + 1 :])
        for later in entries[index:]:
            sheet.step(later)
        tally = self._with(sheet, entries=entries, remains=(None,) * len(self.remains), remains_order=())
        entered = [r for r in (self.remains[s] for s in self.remains_order) if r is not None]
        for remains in entered if sheet.last.end is not None else ():
            with suppress(TallyError):  # no longer fits: the players enter that rack again
                tally = tally.with_remains(remains)
        return tally

    def renamed(self, seat: int, name: str) -> Tally:
        """Seat `seat` under a new name, checked like the game's names (InvalidName if refused)."""
        if not 0 <= seat < len(self.setup.names):
            raise TallyError(TallyRule.BAD_SETUP)
        names = check_names(name if s == seat else n for s, n in enumerate(self.setup.names))
        return self._with(self._sheet, setup=replace(self.setup, names=names))

    def with_remains(self, remains: Remains) -> Tally:
        """One seat's tiles left (replacing any entered before): only once the game is over; tiles are checked
        against the tiles still out (with the other seats' remains), points against the most a rack can hold."""
        if self.over() is None:
            raise TallyError(TallyRule.NOT_OVER)
        tiles, points = remains.tiles, remains.points
        fits = (tiles is None) != (points is None) and 0 <= remains.seat < len(self.setup.names)
        if not fits or len(tiles or ()) > RACK or not 0 <= (points or 0) <= MAX_PENALTY:
            raise TallyError(TallyRule.BAD_REMAINS, limit=str(RACK), points=str(MAX_PENALTY))
        others = [h for r in self.remains if r is not None and r.seat != remains.seat for h in r.tiles or ()]
        sheet = self._sheet
        sheet.check_kinds([(h, None) for h in others], sheet.last.used)
        sheet.check_kinds([(h, None) for h in tiles or ()], sheet.last.used + Counter(others))
        left = tuple(remains if s == remains.seat else r for s, r in enumerate(self.remains))
        order = (*(s for s in self.remains_order if s != remains.seat), remains.seat)
        return self._with(sheet, remains=left, remains_order=order)

    def final(self) -> Final | None:
        """Totals less each seat's penalty and the winners (RULES.md 8), once every seat's remains are in."""
        if self.over() is None or any(r is None for r in self.remains):
            return None
        penalties = tuple(r.penalty() for r in self.remains if r is not None)
        totals = tuple(t - p for t, p in zip(self.totals(), penalties, strict=True))
        return Final(penalties, totals, tuple(winners(totals)))
