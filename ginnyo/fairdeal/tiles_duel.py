"""Ginny-O between two devices (`duel.Duel`): one tile set of 54, racks of 7, the pile mixed again by both
devices after an exchange.

The device's `Game` deals stand-ins from its own seed (the coin's); slot `j` of a mixing is the `j`-th tile
drawn after it. A play shows its tiles (their slots become public, the player's keys go with the turn); an
exchange names only the slots it returns, which are mixed again with the pile, the exchanger first.
"""

from __future__ import annotations

from typing import Any

from ..rules.actions import EXCHANGE, PASS, PLAY, Action
from ..rules.errors import GinnyError
from ..rules.game import RACK, Game, Options, tile_text
from ..rules.plays import format_play, parse_play
from ..rules.tiles import JOKER, Tile, tile_set
from .duel import SEATS, Duel, DuelError, Problem
from .wire import Slot, Turn

TILE_SET = tile_set(1)


def action_tiles(action: Action) -> list[str]:
    """The tiles an action takes out of its player's rack, as texts (a joker as `*`): a play's, an exchange's."""
    if action.kind == PLAY:
        return [JOKER if p.joker else str(p.card) for p in action.placements]
    return list(action.tiles)


class TilesDuel(Duel):
    """A device's side of a two-player Ginny-O game between devices. Options: (idle rounds,)."""

    TILES = len(TILE_SET)
    GAME = "ginny-o"

    game: Game

    def start_game(self, seed: int) -> None:
        idle_rounds = self.options[0] if self.options else Options().idle_rounds
        try:
            game = Game((self.names[0], self.names[1]), seed, Options(idle_rounds=idle_rounds))
        except (GinnyError, ValueError) as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        self.game = game
        for k in range(SEATS):
            self.draw((game.starter + k) % SEATS, RACK)
        self.draw(game.starter, 1)

    def game_over(self) -> bool:
        return self.game.over

    def to_act(self) -> int:
        return self.game.current

    def keys_arrived(self) -> None:
        """Ginny-O never waits for the other's rack: its end scores only what each rack holds, opened at the end."""

    def place(self, index: int, seat: int) -> None:
        """Swap a revealed tile into `seat`'s rack of the engine, in place of a tile this device has not seen.

        Why the equal tiles: the engine plays the lowest of equal tiles (the two jokers), and so does the other
        device, so no unseen tile equal to the revealed one and below it may stay in that rack: it goes to the
        pile (or another unseen place) instead, or the engine would put it on the board, where it could later be
        revealed elsewhere."""
        tile = TILE_SET[index]
        rack = self.game.racks[seat]
        seen = {TILE_SET[i] for i in self.known.values()}
        unseen = [t for t in rack if t not in seen]
        if tile not in rack:
            equal = [t for t in unseen if tile_text(t) == tile_text(tile)]
            self.game.relabel(tile, (equal or unseen)[0])
        for lower in [t for t in unseen if tile_text(t) == tile_text(tile) and t < tile and t in rack]:
            away = self.unseen_off_rack(seat, seen)
            if away:
                self.game.relabel(lower, away[0])

    def unseen_off_rack(self, seat: int, seen: set[Tile]) -> list[Tile]:
        """The tiles this device has not seen outside `seat`'s rack (the pile first, then the other rack)."""
        game = self.game
        return [t for t in [*game.pile, *game.racks[1 - seat]] if t not in seen]

    def turn_for(self, action: Any) -> Turn:
        """This device's action as a turn: the slots of the tiles it plays or returns (an exchange's tiles stay
        unnamed), each the tile the engine will take (the lowest of equal tiles)."""
        if not isinstance(action, Action):
            raise DuelError(Problem.ILLEGAL, "not a Ginny-O action")
        if action.kind == PLAY:  # its tiles in the order the notation names them, which the other device reads
            action = Action.play(parse_play(format_play(action.placements)))
        rest = sorted(self.game.racks[self.me])
        texts = action_tiles(action)
        slots: list[Slot] = []
        for text in texts:
            tile = next((t for t in rest if tile_text(t) == text), None)
            if tile is None:
                raise DuelError(Problem.ILLEGAL, f"{text} is not in the rack")
            rest.remove(tile)
            index = TILE_SET.index(tile)
            slots.append(next(slot for slot in self.held[self.me] if self.known.get(slot) == index))
        words = {PLAY: f"play {format_play(action.placements)}", EXCHANGE: "exchange", PASS: "pass"}
        return Turn(words[action.kind], tuple(slots))

    def apply_own(self, turn: Turn) -> None:
        if turn.action.startswith("play"):
            self.public.update(turn.slots)  # a play shows its tiles: this device's keys go with the turn
        self.apply_turn(self.me, turn)

    def take_turn(self, seat: int, turn: Turn) -> None:
        if len(set(turn.slots)) != len(turn.slots):
            raise DuelError(Problem.DAMAGED, "a slot twice")
        word, _, rest = turn.action.partition(" ")
        if word == "play":
            try:
                placements = parse_play(rest)
            except GinnyError as error:
                raise DuelError(Problem.DAMAGED, str(error)) from error
            if len(placements) != len(turn.slots):
                raise DuelError(Problem.DAMAGED, "a play and its tiles do not match")
            for placement, slot in zip(placements, turn.slots, strict=True):
                tile = TILE_SET[self.shown(seat, slot)]
                if tile_text(tile) != (JOKER if placement.joker else str(placement.card)):
                    raise DuelError(Problem.WRONG_TILE, f"{rest}: the tile at that place is {tile_text(tile)}")
                self.place(TILE_SET.index(tile), seat)
            self.public.update(turn.slots)
        elif word in ("exchange", "pass") and not rest:
            if not set(turn.slots) <= set(self.held[seat]):
                raise DuelError(Problem.NOT_HELD, "a tile it does not hold")
        else:
            raise DuelError(Problem.DAMAGED, f"not a Ginny-O turn: {turn.action}")
        self.apply_turn(seat, turn)

    def apply_turn(self, seat: int, turn: Turn) -> None:
        """The engine applies the turn; its slots leave the rack, the draws come off the pile (a pile mixed
        again after an exchange: its returned tiles first, then the pile's)."""
        game = self.game
        before = [len(rack) for rack in game.racks]
        word = turn.action.partition(" ")[0]
        if word == "play":
            action = Action.play(parse_play(turn.action.partition(" ")[2]))
        elif word == "exchange":
            mine = seat == self.me
            tiles = [TILE_SET[self.known[slot]] for slot in turn.slots] if mine else game.racks[seat][: len(turn.slots)]
            action = Action.exchange(tuple(tile_text(tile) for tile in tiles))
        else:
            action = Action.pass_turn()
        try:
            game.apply(action)
        except GinnyError as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        for slot in turn.slots:
            self.held[seat].remove(slot)
        if word == "exchange":
            for slot in turn.slots:  # back in the pile: no longer seen anywhere
                self.known.pop(slot, None)
            self.pile = self.begin_mixing(seat, [*turn.slots, *self.pile])
        after = [len(rack) for rack in game.racks]
        self.draw(seat, after[seat] - (before[seat] - len(turn.slots)))
        nxt = (seat + 1) % SEATS
        self.draw(nxt, after[nxt] - before[nxt])
