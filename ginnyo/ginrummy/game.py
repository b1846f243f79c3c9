"""A match of Gin Rummy for two from a seed: hands dealt, drawn, knocked and scored to 100 (RULES.md 10).

Seat 0 and seat 1 play; `Options.first_dealer` deals the first hand, then the deal alternates
(a drawn hand is dealt again by the same dealer). Every hand shuffles a fresh deck with the
match's SplitMix64 generator, so the seed and the actions fix the whole match. What a seat sees
is in `view`, how a hand scores in `scoring`; both are re-exported here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..rules.clone import independent
from ..rules.errors import ActionRule, IllegalAction, check_length
from ..rules.rng import Rng
from .actions import DISCARD, DONE, DRAW, GIN, KNOCK, LAYOFF, PASS, TAKE, Action, ActionKind, parse_action
from .cards import DECK, FULL, bits, format_hand, name, parse_hand, suit
from .melds import arrangements, best_arrangement, is_meld, join_runs, least
from .options import HAND, STOCK_LEFT, Options
from .scoring import (
    GAME_BONUS,
    GIN_BONUS,
    LINE_BONUS,
    UNDERCUT_BONUS,
    Ending,
    HandResult,
    Table,
    hand_result,
    match_bonuses,
    union,
)
from .view import Event, GinView, Knock, Phase

__all__ = [
    "GAME_BONUS",
    "GIN_BONUS",
    "HAND",
    "LINE_BONUS",
    "STOCK_LEFT",
    "UNDERCUT_BONUS",
    "Ending",
    "Event",
    "Game",
    "GinView",
    "HandResult",
    "Knock",
    "Options",
    "Phase",
]


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
        self.movers: list[tuple[int, int]] = []
        """Who took each action, and in which hand (from 0): a turn to take back is read from it."""
        self.winner: int | None = None
        self.bonuses = [0, 0]
        self._deal(self.options.first_dealer)

    @classmethod
    def from_deal(
        cls,
        names: tuple[str, str],
        hands: tuple[str, str],
        discards: str,
        stock: str = "",
        *,
        current: int = 0,
        phase: Phase = Phase.DRAW,
        options: Options | None = None,
    ) -> Game:
        """A hand set up as given instead of shuffled (a lesson, a puzzle): the same rules from there.

        `discards` is the pile from the bottom (its first card is the first upcard, its last the
        upcard now); `stock` the cards drawn first, in order; the cards named nowhere follow in
        deck order, so draws are deterministic. The player to move holds 11 cards in the discard
        phase, 10 otherwise, as does the other. Such a match is not a function of its seed:
        `rewound` does not apply to it.
        """
        if phase not in (Phase.FIRST, Phase.DRAW, Phase.DISCARD) or current not in (0, 1):
            raise ValueError("a deal starts in the first, draw or discard phase with seat 0 or 1 to move")
        masks = [parse_hand(hands[0]), parse_hand(hands[1]), parse_hand(discards), parse_hand(stock)]
        if sum(bin(m).count("1") for m in masks) != bin(masks[0] | masks[1] | masks[2] | masks[3]).count("1"):
            raise ValueError("a card is dealt twice")
        sizes = [bin(m).count("1") for m in masks[:2]]
        if sizes[current] != HAND + (phase == Phase.DISCARD) or sizes[1 - current] != HAND or not masks[2]:
            raise ValueError("the player to move holds 11 cards to discard, else 10, the other 10; a pile")
        game = cls(names, 0, options or Options())
        rest = FULL & ~(masks[0] | masks[1] | masks[2] | masks[3])
        top = [parse_hand(word).bit_length() - 1 for word in stock.split()]
        game.hands = [masks[0], masks[1]]
        game.discards = [parse_hand(word).bit_length() - 1 for word in discards.split()]
        game.first_upcard = game.discards[0]
        game.stock = list(reversed(top + list(bits(rest))))  # drawn from the end
        game.dealer, game.current, game.phase = 1 - current, current, phase
        return game

    def clone(self) -> Game:
        """An independent copy: applying an action to it leaves this game as it was."""
        return independent(self)

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

    def turn_seed(self) -> int:
        """A seed for this action, the same on every replay: what a computer seat (or a hint) decides with."""
        return (self.seed * 1_000_003 + len(self.actions) * 7919 + self.current) % 2**32

    def view(self, seat: int) -> GinView:
        knock = None
        if self.phase == Phase.LAYOFF:
            dead = self.hands[self.knocker] & ~union(self.knock_melds)
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
            raise IllegalAction(ActionRule.MATCH_OVER)
        check_length(len(self.actions))
        mover = (self.current, len(self.results))
        handler(act)
        self.actions.append(act)
        self.movers.append(mover)

    def rewound(self, count: int) -> Game:
        """The same match after only its first `count` actions: an undo."""
        if not 0 <= count <= len(self.actions):
            raise ValueError(f"the match has {len(self.actions)} actions, not {count}")
        game = Game(self.names, self.seed, self.options)
        for act in self.actions[:count]:
            game.apply(act)
        return game

    def relabel(self, first: int, second: int) -> None:
        """Swap where two cards are, in the hands, the stock or (before anyone acts in a hand) the upcard.

        Why: a device playing another device (`ginnyo.fairdeal`) never knows the other's hand or the stock;
        its match holds one arrangement of the cards it cannot see, all as likely to it. When the deal reveals
        a card (drawn, shown, the upcard) it swaps that card into the place it was revealed at. A card in the
        discard pile once play has begun, or in a knock's melds, is never moved.
        """
        put = [self._place_of(first), self._place_of(second)]
        if put[0] is None or put[1] is None:
            raise ValueError("only cards in a hand, the stock or a fresh upcard can be relabelled")
        self._put(put[0], second, first)
        self._put(put[1], first, second)

    def _place_of(self, card: int) -> tuple[str, int] | None:
        for seat in (0, 1):
            if self.hands[seat] >> card & 1:
                return ("hand", seat)
        if card in self.stock:
            return ("stock", self.stock.index(card))
        if self.discards == [card] and not self.events:
            return ("upcard", 0)
        return None

    def _put(self, place: tuple[str, int], card: int, instead: int) -> None:
        where, at = place
        if where == "hand":
            self.hands[at] = self.hands[at] & ~(1 << instead) | 1 << card
        elif where == "stock":
            self.stock[at] = card
        else:
            self.discards[0] = self.first_upcard = card

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
            raise IllegalAction(ActionRule.UPCARD_FIRST)

    def _draw(self, act: Action) -> None:
        if act.kind == TAKE and self.passes < 2:
            self._take()
        elif act.kind == DRAW:
            card = self.stock.pop()
            self.hands[self.current] |= 1 << card
            self._log(DRAW)
            self.phase = Phase.DISCARD
        elif act.kind == TAKE:
            raise IllegalAction(ActionRule.UPCARD_PASSED)
        else:
            raise IllegalAction(ActionRule.DRAW_FIRST)
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
            raise IllegalAction(ActionRule.DISCARD_NOW)
        if not hand >> act.card & 1:
            raise IllegalAction(ActionRule.NOT_IN_HAND, card=name(act.card))
        if act.card == self.taken:
            raise IllegalAction(ActionRule.JUST_TAKEN, card=name(act.card))
        rest = hand & ~(1 << act.card)
        if act.kind == DISCARD:
            self._put_down(act)
            return
        left = least(rest)
        if act.kind == GIN and left:
            raise IllegalAction(ActionRule.GIN_DEADWOOD, deadwood=str(left))
        if act.kind == KNOCK and not 0 < left <= self.options.knock_limit:
            if left == 0:
                raise IllegalAction(ActionRule.KNOCK_IS_GIN)
            raise IllegalAction(ActionRule.KNOCK_DEADWOOD, deadwood=str(left), limit=str(self.options.knock_limit))
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
            raise IllegalAction(ActionRule.LAYOFF_NOW)
        if (act.card, act.meld) not in self._layoff_options():
            raise IllegalAction(ActionRule.NO_LAYOFF, card=name(act.card), meld=str(act.meld))
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
        table = Table(
            len(self.results) + 1,
            self.dealer,
            name(self.first_upcard),
            self.doubled,
            self.knocker,
            tuple(self.knock_melds),
            self.knock_deadwood,
            (self.hands[0], self.hands[1]),
            tuple(self.layoffs),
        )
        return hand_result(table)

    def _finish(self, winner: int) -> None:
        self.winner = winner
        self.phase = Phase.OVER
        if self.options.line_bonus:
            self.bonuses = match_bonuses(self.results, self.scores, winner)


def _numbers(mask: int) -> list[int]:
    return [n for n in range(DECK) if mask >> n & 1]


def _chosen(hand: int, melds: tuple[int, ...]) -> tuple[int, ...]:
    """A knocker's own choice of melds, checked: disjoint melds of the hand with the least deadwood."""
    disjoint = sum(bin(m).count("1") for m in melds) == bin(union(list(melds))).count("1")
    if disjoint and all(is_meld(m) and m & hand == m for m in melds):
        canonical = join_runs(list(melds))
        if any(a.melds == canonical for a in arrangements(hand)):
            return canonical
    raise IllegalAction(ActionRule.NOT_LEAST)
