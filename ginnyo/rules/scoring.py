"""Scores of lines and plays (RULES.md section 7) and the breakdown shown to players."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .layout import Layout, Square, SquareBonus, span_name, square_name
from .melds import Kind
from .plays import Placement, format_play
from .tiles import rank_value

GIN_BONUS = 100
GIN_TILES = 10


@dataclass(frozen=True)
class LineScore:
    """One scoring line of a play: its tiles, kind, whether it is a new meld, bonuses, points."""

    squares: tuple[Square, ...]
    tiles: tuple[Placement, ...]
    kind: Kind
    new_meld: bool
    bonuses: tuple[SquareBonus, ...]
    subtotal: int

    @property
    def span(self) -> str:
        return span_name(list(self.squares))

    def describe(self) -> str:
        what = "new" if self.new_meld else "adds to"
        cards = " ".join(t.pretty for t in self.tiles)
        extra = "".join(f", {hit}" for hit in self.bonuses)
        return f"{self.span} ({cards}): {what} {self.kind.value}{extra} = {self.subtotal}"


@dataclass(frozen=True)
class PlayScore:
    """The breakdown of a legal play; `total` includes gin."""

    placements: tuple[Placement, ...]
    lines: tuple[LineScore, ...]
    pairs: tuple[tuple[Square, ...], ...]
    gin: bool
    section: Square

    @property
    def total(self) -> int:
        return sum(line.subtotal for line in self.lines) + (GIN_BONUS if self.gin else 0)

    @property
    def notation(self) -> str:
        return format_play(self.placements)

    def describe(self) -> str:
        """Several lines of text a player reads to check the score."""
        out = [f"play {self.notation}"]
        out += [f"  {line.describe()}" for line in self.lines]
        out += [f"  {span_name(list(p))}: pair, scores nothing" for p in self.pairs]
        if self.gin:
            out.append(f"  gin: the section of {square_name(self.section)} reaches 10 tiles = {GIN_BONUS}")
        out.append(f"total {self.total}")
        return "\n".join(out)


def tile_value(placement: Placement, kind: Kind) -> int:
    """A joker scores 0 whatever it stands for; an ace 15 in a group, 1 in a run."""
    return 0 if placement.joker else rank_value(placement.card.rank, kind is Kind.GROUP)


def adds_to_meld(fresh: Sequence[bool]) -> bool:
    """Whether a line adds to an existing meld: 3 or more adjacent tiles of it (False in
    `fresh`, one flag per tile) were already on the board."""
    streak = 0
    for new in fresh:
        streak = 0 if new else streak + 1
        if streak >= 3:
            return True
    return False


def score_line(tiles: Sequence[Placement], fresh: Sequence[bool], kind: Kind, layout: Layout) -> LineScore:
    """Score a meld line (`fresh`: which tiles are new): additions score new tiles alone, new melds the whole line."""
    addition = adds_to_meld(fresh)
    factors = layout.factors
    bonuses: list[SquareBonus] = []
    total = 0
    meld_factor = 1
    for p, new in zip(tiles, fresh):
        value = tile_value(p, kind)
        if not new:
            total += 0 if addition else value
            continue
        tf, mf, hit = factors[p.square]
        if hit is not None:
            bonuses.append(hit)
        if addition:
            total += value * tf * mf
        else:
            total += value * tf
            meld_factor *= mf
    return LineScore(
        squares=tuple(p.square for p in tiles),
        tiles=tuple(tiles),
        kind=kind,
        new_meld=not addition,
        bonuses=tuple(bonuses),
        subtotal=total * meld_factor,
    )
