"""How a finished hand scores (RULES.md 10): gin, knock, undercut or draw, spade doubling, and the
line and game bonuses at the end of a match. Pure functions of the cards on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import format_hand, parse_number
from .melds import best_arrangement, least

GIN_BONUS = 25
UNDERCUT_BONUS = 25
LINE_BONUS = 25
GAME_BONUS = 100


class Ending(StrEnum):
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    DRAW = "draw"


@dataclass(frozen=True)
class HandResult:
    """A finished hand, both hands shown, with every scoring component.

    `points` is what `winner` scores: `difference` (deadwood gap) plus `bonus` (gin or
    undercut), doubled when the first upcard was a spade. A drawn hand scores nothing.
    """

    number: int
    dealer: int
    first_upcard: str
    doubled: bool
    ending: Ending
    knocker: int | None = None
    winner: int | None = None
    knocker_melds: tuple[str, ...] = ()
    knocker_deadwood_cards: str = ""
    knocker_deadwood: int = 0
    defender_melds: tuple[str, ...] = ()
    defender_deadwood_cards: str = ""
    defender_deadwood_before: int = 0
    layoffs: tuple[str, ...] = ()
    defender_deadwood: int = 0
    difference: int = 0
    bonus: int = 0
    points: int = 0
    scores: tuple[int, int] = (0, 0)
    """Both match scores after this hand."""


@dataclass(frozen=True)
class Table:
    """A hand at its end: who knocked (-1: nobody, a draw), the knocker's melds with the lay-offs
    on them, and both hands as masks (lay-offs already moved off the defender's)."""

    number: int
    dealer: int
    first_upcard: str
    doubled: bool
    knocker: int
    knock_melds: tuple[int, ...]
    knock_deadwood: int
    hands: tuple[int, int]
    layoffs: tuple[str, ...]


def union(melds: tuple[int, ...] | list[int]) -> int:
    out = 0
    for m in melds:
        out |= m
    return out


def settle(knock_deadwood: int, defender_deadwood: int) -> tuple[Ending, int, int]:
    """How a knock (or gin, with no deadwood) ends against the defender's deadwood after lay-offs:
    the ending, the deadwood difference and the bonus, before doubling (the winner is the knocker
    unless the ending is an undercut)."""
    gap = defender_deadwood - knock_deadwood
    if knock_deadwood == 0:
        return Ending.GIN, gap, GIN_BONUS
    if gap > 0:
        return Ending.KNOCK, gap, 0
    return Ending.UNDERCUT, -gap, UNDERCUT_BONUS


def knock_points(knock_deadwood: int, defender_deadwood: int) -> int:
    """The knocker's points from a knock (negative: the defender's), before doubling."""
    ending, difference, bonus = settle(knock_deadwood, defender_deadwood)
    return -(difference + bonus) if ending == Ending.UNDERCUT else difference + bonus


def hand_result(table: Table) -> HandResult:
    """Score a hand; `scores` is left for the match to fill in."""
    hand = (table.number, table.dealer, table.first_upcard, table.doubled)
    if table.knocker < 0:
        return HandResult(*hand, Ending.DRAW)
    knocker, defender = table.knocker, 1 - table.knocker
    own = best_arrangement(table.hands[defender])
    dead = least(table.hands[defender])
    ending, difference, bonus = settle(table.knock_deadwood, dead)
    winner = defender if ending == Ending.UNDERCUT else knocker
    return HandResult(
        *hand,
        ending,
        knocker=knocker,
        winner=winner,
        knocker_melds=tuple(format_hand(m) for m in table.knock_melds),
        knocker_deadwood_cards=format_hand(table.hands[knocker] & ~union(table.knock_melds)),
        knocker_deadwood=table.knock_deadwood,
        defender_melds=tuple(format_hand(m) for m in own.melds),
        defender_deadwood_cards=format_hand(own.deadwood),
        defender_deadwood_before=_defender_before(table, dead),
        layoffs=table.layoffs,
        defender_deadwood=dead,
        difference=difference,
        bonus=bonus,
        points=(difference + bonus) * (2 if table.doubled else 1),
    )


def _defender_before(table: Table, dead: int) -> int:
    """The defender's deadwood before lay-offs: the laid-off cards counted back in."""
    laid = 0
    for text in table.layoffs:
        laid |= 1 << parse_number(text.partition(">")[0])
    return least(table.hands[1 - table.knocker] | laid) if laid else dead


def match_bonuses(results: list[HandResult], scores: list[int], winner: int) -> list[int]:
    """Line bonuses (25 a hand won) and the game bonus (100), both doubled for a shutout."""
    won = [sum(1 for r in results if r.winner == s) for s in (0, 1)]
    shutout = 2 if scores[1 - winner] == 0 else 1
    bonuses = [LINE_BONUS * won[s] * (shutout if s == winner else 1) for s in (0, 1)]
    bonuses[winner] += GAME_BONUS * shutout
    return bonuses
