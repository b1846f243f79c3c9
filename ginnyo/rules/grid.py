"""The tiles on the board grouped into sections, and the section rules (RULES.md 6.6, 6.7, 7 gin).

Both the board (which checks one play) and move generation (which finds them all) ask these
questions, so they live here, below both: a play's section is decided in one place only.
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import IllegalPlay, PlayRule
from .layout import STANDARD, Bonus, Layout, Square, neighbours, square_name
from .plays import Placement
from .scoring import GIN_TILES

MULTI: Square = (-1, -1)
"""The claim of a square that takes no tile: it touches two sections, or it is a start square
beside a section."""


class Grid:
    """Tiles on the 15x15 board, each in the section grown from one red start square, and the
    sections that have had their gin. `Board` adds the checks and scores of plays."""

    def __init__(self, layout: Layout = STANDARD) -> None:
        self.layout = layout
        self.cells: dict[Square, Placement] = {}
        self.section_of: dict[Square, Square] = {}
        self.section_size: dict[Square, int] = {}
        self.gin_done: set[Square] = set()

    @property
    def is_empty(self) -> bool:
        return not self.cells

    def gives_gin(self, section: Square, tiles: int) -> bool:
        """Gin (rule 7): `tiles` new tiles bring the section to 10 or more, and it has not had its gin."""
        return section not in self.gin_done and self.section_size.get(section, 0) + tiles >= GIN_TILES

    def section_path(self, section: Square) -> tuple[Square, ...]:
        """The squares of the section grown from the start square `section`, nearest the start first (breadth
        first, then board order): the order in which a gin lights its tiles up, outward from the red square."""
        if section not in self.cells:
            return ()
        order, frontier = [section], [section]
        seen = {section}
        while frontier:
            step = sorted(
                {n for s in frontier for n in neighbours(s) if self.section_of.get(n) == section and n not in seen}
            )
            seen.update(step)
            order.extend(step)
            frontier = step
        return tuple(order)

    def open_starts(self) -> list[Square]:
        """The start squares where a play may open a section (those that claim themselves), the centre first."""
        return [s for s in self.layout.starts if s not in self.cells and self.claim(s) == s]

    def claim(self, square: Square) -> Square | None:
        """Rules 6.6 and 6.7 for one new tile on the empty `square`: the start square of the
        section it joins (the one its neighbours belong to) or opens (its own); MULTI when it may
        take no tile; None when it does neither, so another tile of the play must claim.

        A play's section is the one claim its tiles share: any other claim, or MULTI, and the
        play breaks the rules (`section_for` says which; move generation combines the claims
        square by square as an interval grows).
        """
        touched: Square | None = None
        c, r = square
        section_of = self.section_of  # holds covered squares only
        for n in ((c - 1, r), (c + 1, r), (c, r - 1), (c, r + 1)):
            s = section_of.get(n)
            if s is not None and s != touched:
                if touched is not None:
                    return MULTI
                touched = s
        # a new section opens on the centre of the empty board (6.6), on any red start square after (6.7)
        if square in self.layout.starts if self.cells else square == self.layout.centre:
            return square if touched is None else MULTI
        return touched

    def section_for(self, new: Iterable[Square]) -> Square:
        """Rules 6.6 and 6.7 for tiles placed on the empty squares `new`: the start square of the
        section they join or open; IllegalPlay says which rule they break."""
        squares = set(new)
        claims = {self.claim(s) for s in squares}
        claims.discard(None)
        if len(claims) == 1 and MULTI not in claims:
            section = claims.pop()
            assert section is not None
            return section
        raise self._refusal(squares)

    def _refusal(self, squares: set[Square]) -> IllegalPlay:
        """Why tiles on `squares` claim no single section, worded by the rule they break."""
        if not self.cells:
            centre = self.layout.centre
            return IllegalPlay(PlayRule.OFF_CENTRE, [centre], square=square_name(centre))
        touched = sorted({self.section_of[n] for s in squares for n in neighbours(s) if n in self.cells})
        if len(touched) > 1:
            return IllegalPlay(PlayRule.JOINS_SECTIONS, touched, sections=", ".join(square_name(t) for t in touched))
        starts = [s for s in squares if self.layout.bonus(s) is Bonus.START]
        if touched and starts:
            section, start = square_name(touched[0]), square_name(starts[0])
            return IllegalPlay(PlayRule.COVERS_START, starts, section=section, square=start)
        return IllegalPlay(PlayRule.UNATTACHED, sorted(squares))
