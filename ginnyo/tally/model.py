"""The score sheet of a physical game: a `Tally` holds only what the players enter.

The board, the turns' scores, the tiles still out and the end of the game are replayed from
those entries (`replay.Sheet`), asking every rule of the engine (`Board.check`, `tile_set`,
`end_reason`, `may_pass`, `rack_penalty`, `winners`).
"""

from __future__ import annotations

from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, replace
from functools import cached_property

from ginnyo.rules.board import Board
from ginnyo.rules.errors import check_length
from ginnyo.rules.game import RACK, EndReason, may_pass, winners
from ginnyo.rules.names import check_names
from ginnyo.rules.scoring import PlayScore

from .entries import (
    MAX_PENALTY,
    Entry,
    Final,
    Play,
    Remains,
    Setup,
    TileKind,
    TurnLine,
)
from .errors import TallyError, TallyRule
from .replay import Sheet


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
    def _sheet(self) -> Sheet:
        sheet = Sheet.start(self.setup)
        for entry in self.entries:
            sheet.step(entry)
        return sheet

    def _with(self, sheet: Sheet, **changes: object) -> Tally:
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
        """The sheet with one more turn; refused like `preview` (a pass also when the pile has tiles), and
        past the limit a record keeps (`IllegalAction` `TOO_LONG`), so the sheet saved always reloads."""
        check_length(len(self.entries))
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
