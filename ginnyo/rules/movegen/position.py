"""The questions asked of a board about a rack, answered from one analysis of the board."""

from __future__ import annotations

import gc

from ..grid import Grid
from ..scoring import PlayScore
from ..steps import Steps, drain
from ..tiles import Card
from .breakdown import Builder, Found, Scored
from .lines import BoardFacts
from .masks import Rack
from .search import Search


class Position:
    """What move generation knows of a board whatever the rack (`BoardFacts`); ask it about many racks.

    The grid must not change while the Position is in use.
    """

    def __init__(self, grid: Grid) -> None:
        self.facts = BoardFacts(grid)

    def legal_plays(self, cards: list[Card], jokers: int) -> list[PlayScore]:
        """Every distinct legal play, highest score first, ties in notation order."""
        return drain(self.legal_plays_steps(cards, jokers))

    def legal_plays_steps(self, cards: list[Card], jokers: int) -> Steps[list[PlayScore]]:
        """`legal_plays` in slices: it yields between the lines of the board."""
        rack = Rack(cards, jokers)
        builder = Builder(self.facts)
        scored: list[Scored] = []
        # thousands of breakdowns are built and none forms a reference cycle: the cycle collector,
        # which would scan them again and again as they pile up, only slows this down (it runs while paused)
        collecting = gc.isenabled()
        gc.disable()
        try:
            for found in Search(self.facts, rack).steps():
                if found is not None:
                    builder.expand(found, rack, scored)
                    continue
                if collecting:
                    gc.enable()
                yield
                gc.disable()
        finally:
            if collecting:
                gc.enable()
        # notations differ between distinct plays, so the PlayScores themselves are never compared
        scored.sort()
        return [t[2] for t in scored]

    def has_legal_play(self, cards: list[Card], jokers: int) -> bool:
        """Whether any legal play exists; stops at the first one found."""
        return next(Search(self.facts, Rack(cards, jokers)).shapes(), None) is not None

    def best_total(self, cards: list[Card], jokers: int) -> int:
        """The highest total of any legal play (0 when there is none), without building the plays."""
        return drain(self.best_total_steps(cards, jokers))

    def best_total_steps(self, cards: list[Card], jokers: int) -> Steps[int]:
        """`best_total` in slices: it yields between the lines of the board."""
        rack = Rack(cards, jokers)
        builder = Builder(self.facts)
        search = Search(self.facts, rack, bounded=True)
        top = 0
        for found in search.steps():
            if found is None:
                yield
                continue
            value = builder.best(found, rack)
            if value > top:
                top = value
                search.floor = top + 1  # only a higher total matters now
        return top

    def best_play(self, cards: list[Card], jokers: int) -> PlayScore | None:
        """A highest-scoring legal play (the first such in `legal_plays` order), or None."""
        return drain(self.best_play_steps(cards, jokers))

    def best_play_steps(self, cards: list[Card], jokers: int) -> Steps[PlayScore | None]:
        """`best_play` in slices: it yields between the lines of the board."""
        rack = Rack(cards, jokers)
        builder = Builder(self.facts)
        search = Search(self.facts, rack, bounded=True)
        top = -1
        tops: list[Found] = []
        for found in search.steps():
            if found is None:
                yield
                continue
            value = builder.best(found, rack)
            if value > top:
                top, tops = value, [found]
                search.floor = top  # an equal total still competes on notation order
            elif value == top:
                tops.append(found)
        scored: list[Scored] = []
        for found in tops:
            builder.expand(found, rack, scored)
        return min(scored)[2] if scored else None
