"""A match of Gin Rummy for two from a seed: hands dealt, drawn, knocked and scored to 100 (RULES.md 10).

Seat 0 and seat 1 play; `Options.first_dealer` deals the first hand, then the deal alternates
(a drawn hand is dealt again by the same dealer). Every hand shuffles a fresh deck with the
match's SplitMix64 generator, so the seed and the actions fix the whole match.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

from ..rules.errors import IllegalAction
from ..rules.rng import Rng
from .actions import DISCARD, DONE, DRAW, GIN, KNOCK, LAYOFF, PASS, TAKE, Action, ActionKind, parse_action
from .cards import DECK, format_hand, name, parse_number, suit
from .melds import arrangements, best_arrangement, is_meld, join_runs, least

HAND = 10
STOCK_LEFT = 2
"""Cards left in the stock after a discard that make the hand a draw."""
GIN_BONUS = 25
UNDERCUT_BONUS = 25
LINE_BONUS = 25
GAME_BONUS = 100


class Phase(StrEnum):
    """What the current player is asked to do."""

    FIRST = "first"  # take the first upcard or pass
    DRAW = "draw"  # draw from the stock or take the upcard
    DISCARD = "discard"  # discard, knock or go gin
    LAYOFF = "layoff"  # the defender lays off on the knocker's melds, then says done
    OVER = "over"  # the match is over


class Ending(StrEnum):
    GIN = "gin"
    KNOCK = "knock"
    UNDERCUT = "undercut"
    DRAW = "draw"


@dataclass(frozen=True)
class Options:
    """Match options: knock at 10 too (default: below 10), target score, line and game bonus, first dealer."""

    knock_at_ten: bool = False
    target: int = 100
    line_bonus: bool = False
    first_dealer: int = 1

    @property
    def knock_limit(self) -> int:
        return 10 if self.knock_at_ten else 9


@dataclass(frozen=True)
class Event:
    """One public action of a hand: a card drawn from the stock is hidden ("")."""

    seat: int
    kind: ActionKind
    card: str = ""


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
class Knock:
    """The knocker's table during the lay-off step: melds (growing with lay-offs) and deadwood."""

    knocker: int
    melds: tuple[str, ...]
    deadwood_cards: str
    deadwood: int
    layoffs: tuple[str, ...]


@dataclass(frozen=True)
class GinView:
    """What one seat may see: its own hand, the discard pile, counts for the rest."""

    seat: int
    names: tuple[str, str]
    phase: Phase
    current: int
    dealer: int
    hand_number: int
    hand: str
    opponent_cards: int
    stock_size: int
    discards: tuple[str, ...]
    """The discard pile, bottom first; the last is the upcard."""
    taken: str
    """The upcard taken this turn, which may not be discarded now."""
    first_upcard: str
    doubled: bool
    events: tuple[Event, ...]
    knock: Knock | None
    scores: tuple[int, int]
    results: tuple[HandResult, ...]
    knock_limit: int
    legal: tuple[Action, ...]
    winner: int | None

    @property
    def upcard(self) -> str:
        return self.discards[-1] if self.discards else ""


@dataclass(eq=False)
class Game:
    """A match: state plus the seeded generator; change it only through `apply`.

    Two games are equal when names, seed, options and actions are: the state follows from them.
    """

    names: tuple[str, str]
    seed: int
    options: Options = field(default_factory=Options)

    def __post_init__(self) -> None:
        if len(self.names) != 2:
            raise ValueError("Gin Rummy is for 2 players")
        if self.options.first_dealer not in (0, 1) or self.options.target < 1:
            raise ValueError("the first dealer is seat 0 or 1 and the target at least 1")
        self.rng = Rng(self.seed)
        self.scores = [0, 0]
        self.results: list[HandResult] = []
        self.actions: list[Action] = []
        self.winner: int | None = None
        self.bonuses = [0, 0]
        self._deal(self.options.first_dealer)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        mine = (self.names, self.seed, self.options, self.actions)
        return mine == (other.names, other.seed, other.options, other.actions)

    __hash__ = None  # type: ignore[assignment]

    # -- set-up ----------------------------------------------------------------------------

    def _deal(self, dealer: int) -> None:
        deck = list(range(DECK))
        self.rng.shuffle(deck)
        self.dealer = dealer
        self.hands = [0, 0]
        for k in range(2 * HAND):
            self.hands[(dealer + 1 + k) % 2] |= 1 << deck.pop()
        self.discards = [deck.pop()]
        self.stock = deck
        self.first_upcard = self.discards[0]
        self.phase = Phase.FIRST
        self.current = 1 - dealer
        self.passes = 0
        self.taken = -1
        self.events: list[Event] = []
        self.knocker = -1
        self.knock_melds: list[int] = []
        self.knock_deadwood = 0
        self.layoffs: list[str] = []

    # -- queries ---------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def doubled(self) -> bool:
        return suit(self.first_upcard) == 0

    def totals(self) -> list[int]:
        """Match scores plus line and game bonuses (non-zero only with that option, once over)."""
        return [s + b for s, b in zip(self.scores, self.bonuses)]

    def view(self, seat: int) -> GinView:
        knock = None
        if self.phase == Phase.LAYOFF:
            dead = self.hands[self.knocker] & ~_union(self.knock_melds)
            knock = Knock(
                self.knocker,
                tuple(format_hand(m) for m in self.knock_melds),
                format_hand(dead),
                self.knock_deadwood,
                tuple(self.layoffs),
            )
        return GinView(
            seat=seat,
            names=self.names,
            phase=self.phase,
            current=self.current,
            dealer=self.dealer,
            hand_number=len(self.results) + 1,
            hand=format_hand(self.hands[seat]),
            opponent_cards=bin(self.hands[1 - seat]).count("1"),
            stock_size=len(self.stock),
            discards=tuple(name(n) for n in self.discards),
            taken=name(self.taken) if self.taken >= 0 else "",
            first_upcard=name(self.first_upcard),
            doubled=self.doubled,
            events=tuple(self.events),
            knock=knock,
            scores=(self.scores[0], self.scores[1]),
            results=tuple(self.results),
            knock_limit=self.options.knock_limit,
            legal=tuple(self.legal_actions()) if seat == self.current else (),
            winner=self.winner,
        )

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take now, in a fixed order."""
        if self.phase == Phase.FIRST:
            return [Action(TAKE), Action(PASS)]
        if self.phase == Phase.DRAW:
            return [Action(DRAW)] + ([Action(TAKE)] if self.discards and self.passes < 2 else [])
        if self.phase == Phase.DISCARD:
            return self._discard_actions()
        if self.phase == Phase.LAYOFF:
            return [Action(LAYOFF, c, meld=i) for c, i in self._layoff_options()] + [Action(DONE)]
        return []

    def _discard_actions(self) -> list[Action]:
        hand = self.hands[self.current]
        out = []
        for n in _numbers(hand):
            if n == self.taken:
                continue
            out.append(Action(DISCARD, n))
            left = least(hand & ~(1 << n))
            if left == 0:
                out.append(Action(GIN, n))
            elif left <= self.options.knock_limit:
                out.append(Action(KNOCK, n))
        return out

    def _layoff_options(self) -> list[tuple[int, int]]:
        hand = self.hands[1 - self.knocker]
        return [(n, i) for n in _numbers(hand) for i, m in enumerate(self.knock_melds) if is_meld(m | 1 << n)]

    # -- actions ---------------------------------------------------------------------------

    def apply(self, action: Action | str) -> None:
        """Take the current player's action; an illegal one raises IllegalAction and changes nothing."""
        act = parse_action(action) if isinstance(action, str) else action
        handler = {
            Phase.FIRST: self._first,
            Phase.DRAW: self._draw,
            Phase.DISCARD: self._discard,
            Phase.LAYOFF: self._layoff,
        }.get(self.phase)
        if handler is None:
            raise IllegalAction("the match is over")
        handler(act)
        self.actions.append(act)

    def _log(self, kind: ActionKind, card: int = -1) -> None:
        self.events.append(Event(self.current, kind, name(card) if card >= 0 else ""))

    def _first(self, act: Action) -> None:
        if act.kind == TAKE:
            self._take()
        elif act.kind == PASS:
            self._log(PASS)
            self.passes += 1
            self.current = 1 - self.current
            if self.passes == 2:
                self.phase = Phase.DRAW
        else:
            raise IllegalAction("first take the upcard or pass ('take upcard' or 'pass')")

    def _draw(self, act: Action) -> None:
        if act.kind == TAKE and self.passes < 2:
            self._take()
        elif act.kind == DRAW:
            card = self.stock.pop()
            self.hands[self.current] |= 1 << card
            self._log(DRAW)
            self.phase = Phase.DISCARD
        elif act.kind == TAKE:
            raise IllegalAction("both players passed the first upcard: draw from the stock")
        else:
            raise IllegalAction("draw first: 'draw stock' or 'take upcard'")
        self.passes = 0

    def _take(self) -> None:
        card = self.discards.pop()
        self.hands[self.current] |= 1 << card
        self.taken = card
        self._log(TAKE, card)
        self.phase = Phase.DISCARD

    def _discard(self, act: Action) -> None:
        hand = self.hands[self.current]
        if act.kind not in (DISCARD, KNOCK, GIN):
            raise IllegalAction("discard a card, knock or go gin (like 'discard 5H')")
        if not hand >> act.card & 1:
            raise IllegalAction(f"your hand has no {name(act.card)}")
        if act.card == self.taken:
            raise IllegalAction(f"you may not discard {name(act.card)}: you just took it from the discard pile")
        rest = hand & ~(1 << act.card)
        if act.kind == DISCARD:
            self._put_down(act)
            return
        left = least(rest)
        if act.kind == GIN and left:
            raise IllegalAction(f"gin needs no deadwood after the discard; {left} would be left")
        if act.kind == KNOCK and not 0 < left <= self.options.knock_limit:
            limit = self.options.knock_limit
            why = "that is gin: say 'gin'" if left == 0 else f"your deadwood would be {left}, above {limit}"
            raise IllegalAction(f"you may not knock: {why}")
        melds = _chosen(rest, act.melds) if act.melds else best_arrangement(rest).melds
        self._put_down(act)
        self.knocker = self.current
        self.knock_melds = list(melds)
        self.knock_deadwood = left
        if act.kind == GIN:
            self._score()
        else:
            self.phase = Phase.LAYOFF
            self.current = 1 - self.knocker

    def _put_down(self, act: Action) -> None:
        self.hands[self.current] &= ~(1 << act.card)
        self.discards.append(act.card)
        self.taken = -1
        self._log(act.kind, act.card)
        if act.kind != DISCARD:
            return
        if len(self.stock) <= STOCK_LEFT:
            self._score()
        else:
            self.phase = Phase.DRAW
            self.current = 1 - self.current

    def _layoff(self, act: Action) -> None:
        if act.kind == DONE:
            self._log(DONE)
            self._score()
            return
        if act.kind != LAYOFF:
            raise IllegalAction("lay off cards on the knocker's melds ('layoff 7S>0'), then say 'done'")
        if (act.card, act.meld) not in self._layoff_options():
            raise IllegalAction(f"{name(act.card)} cannot be laid off on meld {act.meld}")
        self.hands[self.current] &= ~(1 << act.card)
        self.knock_melds[act.meld] |= 1 << act.card
        self.layoffs.append(f"{name(act.card)}>{act.meld}")
        self._log(LAYOFF, act.card)

    # -- end of a hand and of the match ----------------------------------------------------

    def _score(self) -> None:
        result = self._result()
        if result.winner is not None:
            self.scores[result.winner] += result.points
        result = replace(result, scores=(self.scores[0], self.scores[1]))
        self.results.append(result)
        leader = max((0, 1), key=lambda s: self.scores[s])
        if self.scores[leader] >= self.options.target:
            self._finish(leader)
        else:
            self._deal(self.dealer if result.ending == Ending.DRAW else 1 - self.dealer)

    def _result(self) -> HandResult:
        hand = (len(self.results) + 1, self.dealer, name(self.first_upcard), self.doubled)
        if self.knocker < 0:
            return HandResult(*hand, Ending.DRAW)
        knocker, defender = self.knocker, 1 - self.knocker
        own = best_arrangement(self.hands[defender])
        dead = least(self.hands[defender])
        gap = dead - self.knock_deadwood
        if self.knock_deadwood == 0:
            ending, winner, difference, bonus = Ending.GIN, knocker, gap, GIN_BONUS
        elif gap > 0:
            ending, winner, difference, bonus = Ending.KNOCK, knocker, gap, 0
        else:
            ending, winner, difference, bonus = Ending.UNDERCUT, defender, -gap, UNDERCUT_BONUS
        return HandResult(
            *hand,
            ending,
            knocker=knocker,
            winner=winner,
            knocker_melds=tuple(format_hand(m) for m in self.knock_melds),
            knocker_deadwood_cards=format_hand(self.hands[knocker] & ~_union(self.knock_melds)),
            knocker_deadwood=self.knock_deadwood,
            defender_melds=tuple(format_hand(m) for m in own.melds),
            defender_deadwood_cards=format_hand(own.deadwood),
            defender_deadwood_before=self._defender_before(dead),
            layoffs=tuple(self.layoffs),
            defender_deadwood=dead,
            difference=difference,
            bonus=bonus,
            points=(difference + bonus) * (2 if self.doubled else 1),
        )

    def _defender_before(self, dead: int) -> int:
        """The defender's deadwood before lay-offs: the laid-off cards counted back in."""
        laid = 0
        for text in self.layoffs:
            laid |= 1 << parse_number(text.partition(">")[0])
        return least(self.hands[1 - self.knocker] | laid) if laid else dead

    def _finish(self, winner: int) -> None:
        self.winner = winner
        self.phase = Phase.OVER
        if self.options.line_bonus:
            won = [sum(1 for r in self.results if r.winner == s) for s in (0, 1)]
            shutout = 2 if self.scores[1 - winner] == 0 else 1
            self.bonuses = [LINE_BONUS * won[s] * (shutout if s == winner else 1) for s in (0, 1)]
            self.bonuses[winner] += GAME_BONUS * shutout


def _numbers(mask: int) -> list[int]:
    return [n for n in range(DECK) if mask >> n & 1]


def _union(melds: list[int]) -> int:
    out = 0
    for m in melds:
        out |= m
    return out


def _chosen(hand: int, melds: tuple[int, ...]) -> tuple[int, ...]:
    """A knocker's own choice of melds, checked: disjoint melds of the hand with the least deadwood."""
    disjoint = sum(bin(m).count("1") for m in melds) == bin(_union(list(melds))).count("1")
    if disjoint and all(is_meld(m) and m & hand == m for m in melds):
        canonical = join_runs(list(melds))
        if any(a.melds == canonical for a in arrangements(hand)):
            return canonical
    raise IllegalAction("those melds are not an arrangement of your hand with the least deadwood")
