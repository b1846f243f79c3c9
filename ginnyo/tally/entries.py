"""The score sheet's entries in the game's notation: the setup, plays and passes, tiles left, and the rows they give.

A tile of the tally is a card of one of the two sets (`Shade`): a physical game has two sets of
tiles, so a sheet must say which 5♥ went down. Every rule is the engine's (`ginnyo.rules`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import IntEnum
from typing import NamedTuple

from ginnyo.rules.errors import GinnyError
from ginnyo.rules.game import RACK, Options
from ginnyo.rules.names import check_names
from ginnyo.rules.plays import Placement, parse_placement
from ginnyo.rules.scoring import PlayScore
from ginnyo.rules.tiles import ACE_IN_GROUP, ALL_CARDS, JOKER, Card, Tile, decks_for, parse_card, rack_penalty

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
