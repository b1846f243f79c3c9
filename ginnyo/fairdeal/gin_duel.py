"""Gin Rummy between two devices (`duel.Duel`): every hand is a new deal of 52 cards mixed by both devices;
the stock and the hands stay hidden, the discard pile is public.

Slot `k` of a hand's deal goes to the players in the engine's order (one card each, the non-dealer first, 20
in all), slot 20 is the upcard (shown to both), the rest is the stock in the order it is drawn. A discard, a
knock's or gin's card and a lay-off show their card; a knock shows the knocker's hand; a hand's end shows both.
The player whose action ends a hand (gin, a lay-off's done, a discard that leaves the stock empty) does not know
the other's hand, which the score needs: its device applies that action once the other device has shown its
hand in answer. The next hand's deal is started by the device that did not end the last one.
"""

from __future__ import annotations

from typing import Any

from ..ginrummy.actions import DISCARD, DONE, DRAW, GIN, KNOCK, LAYOFF, TAKE, WITH_CARD, Action, parse_action
from ..ginrummy.cards import DECK
from ..ginrummy.game import Game
from ..ginrummy.options import HAND, Options
from ..rules.errors import GinnyError
from .duel import SEATS, Duel, DuelError, Problem
from .wire import Slot, Turn


class GinDuel(Duel):
    """A device's side of a Gin Rummy match between devices. Options: (knock at ten, target, line bonus)."""

    TILES = DECK
    GAME = "gin-rummy"

    game: Game

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.discard_slots: list[Slot] = []
        self.waiting: Turn | None = None
        """This device's action that ends a hand, applied once the other device has shown its hand."""

    def start_game(self, seed: int) -> None:
        knock_at_ten, target, line_bonus = (*self.options, 0, 0, 0)[:3]
        options = Options(bool(knock_at_ten), target or Options().target, bool(line_bonus), first_dealer=seed & 1)
        try:
            self.game = Game((self.names[0], self.names[1]), seed, options)
        except (GinnyError, ValueError) as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        self.deal_slots()

    def deal_slots(self) -> None:
        """The slots of a new deal, as the engine deals: one card each from the non-dealer, then the upcard."""
        for k in range(2 * HAND):
            self.draw((self.game.dealer + 1 + k) % SEATS, 1)
        upcard = self.pile.pop(0)
        self.discard_slots = [upcard]
        self.public.add(upcard)

    def game_over(self) -> bool:
        return self.game.over

    def to_act(self) -> int:
        return self.game.current

    def ready(self) -> bool:
        return self.waiting is None

    def place(self, index: int, seat: int) -> None:
        """Swap a revealed card into `seat`'s hand (or the fresh upcard's place) of the engine."""
        game = self.game
        if seat < 0:
            if game.discards[0] != index:
                game.relabel(index, game.discards[0])
            return
        if game.hands[seat] >> index & 1:
            return
        seen = set(self.known.values())
        stand_in = next(card for card in range(DECK) if game.hands[seat] >> card & 1 and card not in seen)
        game.relabel(index, stand_in)

    def open_mine(self) -> None:
        super().open_mine()
        self.open_upcard()

    def open_upcard(self) -> None:
        """Open the deal's upcard once both keys are in, and put it in place (before anyone takes it)."""
        upcard = self.discard_slots[0] if self.started and len(self.discard_slots) == 1 else None
        if upcard is not None and upcard not in self.known:
            index = self.open_slot(upcard)
            if index is not None:
                self.place(index, -1)

    def slot_of(self, card: int) -> Slot:
        return next(slot for slot in self.held[self.me] if self.known.get(slot) == card)

    def turn_for(self, action: Any) -> Turn:
        if not isinstance(action, Action):
            raise DuelError(Problem.ILLEGAL, "not a Gin Rummy action")
        if action.kind in WITH_CARD and not self.game.hands[self.me] >> action.card & 1:
            raise DuelError(Problem.ILLEGAL, "that card is not in the hand")
        return Turn(str(action), (self.slot_of(action.card),) if action.kind in WITH_CARD else ())

    def ends_hand(self, action: Action) -> bool:
        """Whether the action ends the hand (the engine tells, on a copy)."""
        trial = self.game.clone()
        try:
            trial.apply(action)
        except GinnyError as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        return len(trial.results) > len(self.game.results)

    def apply_own(self, turn: Turn) -> None:
        action = parse_action(turn.action)
        self.public.update(turn.slots)
        ends = self.ends_hand(action)
        if action.kind in (KNOCK, GIN) or ends:
            self.public.update(self.held[self.me])  # shown: the knock's melds, or the hand at its end
        if ends and not all(slot in self.known for slot in self.held[1 - self.me]):
            self.waiting = turn
            return
        self.apply_turn(self.me, turn)

    def keys_arrived(self) -> None:
        """The other device showed its hand: apply this device's action that ended the hand."""
        if self.waiting is None:
            return
        for slot in self.held[1 - self.me]:
            self.place(self.shown(1 - self.me, slot), 1 - self.me)
        turn, self.waiting = self.waiting, None
        self.apply_turn(self.me, turn)

    def take_turn(self, seat: int, turn: Turn) -> None:
        self.open_upcard()
        if any(slot not in self.known for slot in self.public):
            raise DuelError(Problem.WRONG_KEY, "a turn before the upcard is shown")
        try:
            action = parse_action(turn.action)
        except GinnyError as error:
            raise DuelError(Problem.DAMAGED, str(error)) from error
        if len(turn.slots) != (action.kind in WITH_CARD):
            raise DuelError(Problem.DAMAGED, "an action and its cards do not match")
        if action.kind in WITH_CARD:
            if self.shown(seat, turn.slots[0]) != action.card:
                raise DuelError(Problem.WRONG_TILE, f"{turn.action}: that is not the card at that place")
            self.place(action.card, seat)
        shows_hand = action.kind in (KNOCK, GIN, DONE)
        if shows_hand or self.ends_hand(action):  # the engine needs the hand to check a knock or gin, and to score
            for slot in self.held[seat]:
                self.place(self.shown(seat, slot), seat)
            self.public.update(self.held[seat])
        self.public.update(turn.slots)
        self.apply_turn(seat, turn)

    def apply_turn(self, seat: int, turn: Turn) -> None:
        """The engine applies the action; the slots follow the cards; a hand's end shows this device's hand and,
        unless the match is over, starts the next deal."""
        game = self.game
        action = parse_action(turn.action)
        hands = len(game.results)
        try:
            game.apply(action)
        except GinnyError as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        if action.kind == DRAW:
            self.held[seat].append(self.pile.pop(0))
        elif action.kind == TAKE:
            self.held[seat].append(self.discard_slots.pop())
        elif action.kind in (DISCARD, KNOCK, GIN, LAYOFF):
            self.held[seat].remove(turn.slots[0])
            if action.kind != LAYOFF:
                self.discard_slots.append(turn.slots[0])
        if len(game.results) > hands:
            self.end_hand(seat)

    def end_hand(self, seat: int) -> None:
        shown = [slot for slot in self.held[self.me] if slot not in self.sent]
        self.add(keys=(*self.draft.keys, *((slot, self.lock_key(slot)) for slot in shown)))
        self.sent.update(shown)
        if self.game.over:
            return
        self.held, self.known, self.public, self.discard_slots = [[], []], {}, set(), []
        self.pile = self.begin_mixing(1 - seat, None)
        self.deal_slots()
