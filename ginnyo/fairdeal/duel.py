"""One device's side of a two-player Ginny-O game played between two devices, with a deal neither can rig.

Each device holds the public game, its own secret and the tiles revealed to it, never the other's rack or the
pile's order. Its `Game` holds one arrangement of the tiles it cannot see (all as likely to it); when the deal
reveals a tile it is swapped into place (`Game.relabel`), so the engine checks every rule as in any game.

The deal (`mixing.py`) places every tile at a *slot*, a position of a mixing. The first mixing is the deal: the
guest mixes, the host mixes and locks, the guest locks. An exchange mixes the returned tiles and the pile again:
the exchanger rekeys, the other rekeys and mixes, the exchanger mixes and locks, the other locks. A slot drawn by
a player is opened to it by the other's lock key; a tile played is shown to all by its player's key; a wrong key
opens to no tile, so a device cannot play a tile it does not hold. Who starts comes from the engine's draw,
seeded by a coin both devices toss: the host commits to its half in the invitation, the guest sends its half,
the host reveals. At the end both reveal their secrets and each checks every step (`verify`).

A device's state is a function of its secret and the messages of the game (`transcript`), so a saved game is
those and nothing else: `restore` reads them again, without the cost of mixing again.
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from ..rules.actions import EXCHANGE, PASS, PLAY, Action
from ..rules.errors import GinnyError
from ..rules.game import RACK, Game, Options, tile_text
from ..rules.plays import format_play, parse_play
from ..rules.tiles import JOKER, Tile, tile_set
from .envelope import Chain, Message
from .keys import Secret
from .mixing import BadEntry, Entry, Locked, Mixing, Pass, Step, open_entry, run_step, tile_elements
from .verify import Fault, check_commitments, check_mixing
from .wire import Body, MixStep, Move, Slot, Turn, WireError, decode, encode

HOST, GUEST = 0, 1
SEATS = 2
TILES = 54


class Problem(Enum):
    """Why a message is refused by the game (the envelope's own refusals are `envelope.Refusal`)."""

    DAMAGED = "damaged"
    UNEXPECTED = "unexpected"
    COIN = "coin"
    NOT_HELD = "not-held"
    WRONG_KEY = "wrong-key"
    WRONG_TILE = "wrong-tile"
    TWICE = "twice"
    ILLEGAL = "illegal"


class DuelError(ValueError):
    """A message or a move the game refuses; nothing changed. `detail` names the rule or the step."""

    def __init__(self, problem: Problem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True)
class Schedule:
    """Whose step comes next in a mixing, and which passes it runs."""

    steps: tuple[tuple[int, tuple[Pass, ...]], ...]


def schedule(first: int, locked: bool) -> Schedule:
    """The steps of a mixing started by `first`: the deal (plain tiles) or a pile mixed again (locked)."""
    other = SEATS - 1 - first
    if locked:
        return Schedule(
            (
                (first, (Pass.REKEY,)),
                (other, (Pass.REKEY, Pass.MIX)),
                (first, (Pass.MIX, Pass.LOCK)),
                (other, (Pass.LOCK,)),
            )
        )
    return Schedule(((first, (Pass.MIX,)), (other, (Pass.MIX, Pass.LOCK)), (first, (Pass.LOCK,))))


def coin_commitment(share: bytes) -> bytes:
    return hashlib.sha256(b"ginnyo-o/coin-commitment" + share).digest()


def coin_seed(host: bytes, guest: bytes) -> int:
    """The game's seed (who starts) from both halves of the coin: neither device chose it alone."""
    return int.from_bytes(hashlib.sha256(b"ginnyo-o/coin" + host + guest).digest()[:8], "big")


class Duel:
    """One device's side of a game between devices. Change it only through `act` and `receive`."""

    def __init__(self, me: int, secret: Secret, chain: Chain, coin: bytes) -> None:
        self.me = me
        self.secret = secret
        self.chain = chain
        self.coin = coin
        """This device's half of the coin (the host reveals it in the deal)."""
        self.names = ["", ""]
        self.idle_rounds = Options().idle_rounds
        self.commitments: dict[int, bytes] = {}
        self.coins: dict[int, bytes] = {}
        self.host_coin_commitment = b""
        self.mixings: list[Mixing] = []
        self.firsts: list[int] = []
        """Who started each mixing."""
        self.held: list[list[Slot]] = [[] for _ in range(SEATS)]
        self.pile: list[Slot] = []
        """The slots still in the pile, in the order they are drawn."""
        self.known: dict[Slot, Tile] = {}
        self.keys: dict[Slot, int] = {}
        """The other device's lock keys received."""
        self.sent: set[Slot] = set()
        self.game: Game | None = None
        self.revealed: dict[int, Secret] = {}
        self.finished = False
        self.fault: Fault | None = None
        """The first step that failed the check at the end, if one did."""
        self.eager = False
        """Send every message at once (a live connection) rather than with this device's next turn."""
        self.transcript: list[bytes] = []
        self.draft = Body()
        self.tiles = tile_elements(chain.game, TILES)
        self.table = {entry: index for index, entry in enumerate(self.tiles)}
        self.set = tile_set(1)

    # -- starting ---------------------------------------------------------------------------------------------

    @classmethod
    def host(cls, name: str, idle_rounds: int, seed: bytes, coin: bytes, game: bytes, key: bytes) -> Duel:
        """The inviting device: its invitation is the first message (`outgoing`)."""
        duel = cls(HOST, Secret(seed), Chain.start(game, key), coin)
        body = Body(name=name, idle_rounds=idle_rounds, commitment=duel.secret.commitment(), coin=coin_commitment(coin))
        duel.send(body)
        return duel

    @classmethod
    def join(cls, invitation: bytes, name: str, seed: bytes, coin: bytes, game: bytes, key: bytes) -> Duel:
        """The invited device, from the invitation it opened (the game's id and key come with the link)."""
        duel = cls(GUEST, Secret(seed), Chain.start(game, key), coin)
        duel.draft = Body(name=name, commitment=duel.secret.commitment(), coin=coin)
        return duel.receive(invitation)

    @classmethod
    def restore(cls, me: int, seed: bytes, coin: bytes, game: bytes, key: bytes, transcript: Sequence[bytes]) -> Duel:
        """A saved game again, from this device's secret and the game's messages: each is checked and taken in
        as it was (this device's own steps are read, not computed again); then whatever was due is done."""
        duel = cls(me, Secret(seed), Chain.start(game, key), coin)
        for sealed in transcript:
            duel.absorb(duel.chain.open(sealed), sealed)
            duel.open_mine()
        duel.respond()
        return duel

    # -- the two ways it changes ----------------------------------------------------------------------------

    def receive(self, sealed: bytes) -> Duel:
        """The duel after a message from the other device, with this device's answer (if due) ready in the
        transcript; raises `Refused` or `DuelError` and leaves this duel as it was."""
        after = copy.deepcopy(self)
        message = after.chain.open(sealed)
        after.absorb(message, sealed)
        after.respond()
        return after

    def act(self, action: Action) -> Duel:
        """The duel after this device's turn (the engine checks it), with the message that tells it."""
        if not self.can_act():
            raise DuelError(Problem.UNEXPECTED, "it is not this device's turn to act")
        after = copy.deepcopy(self)
        turn = after.turn_for(action)
        after.apply_turn(after.me, turn)
        after.add(turn=turn, keys=tuple((slot, after.lock_key(slot)) for slot in turn.slots if turn.kind == Move.PLAY))
        after.respond()
        return after

    # -- what the page asks ------------------------------------------------------------------------------------

    def can_act(self) -> bool:
        """Whether this device may make its turn now: its turn, no mixing under way, its whole rack seen."""
        game = self.game
        return (
            game is not None
            and not game.over
            and game.current == self.me
            and not self.mixing_under_way()
            and all(slot in self.known for slot in self.held[self.me])
        )

    def pending(self) -> int:
        """Tiles in this device's rack not yet opened to it (shown face down)."""
        return sum(slot not in self.known for slot in self.held[self.me])

    def outgoing(self) -> bytes | None:
        """The last message this device made, to send (again) to the other device."""
        mine = [sealed for sealed in self.transcript if sealed[1 + 16 + 4] == self.me]
        return mine[-1] if mine else None

    def verdict(self) -> Fault | None:
        """Once both secrets are revealed: None when every step of the game checks, else the first that fails."""
        if len(self.revealed) < SEATS:
            raise DuelError(Problem.UNEXPECTED, "the secrets are not both revealed yet")
        fault = check_commitments(self.commitments, self.revealed)
        for mixing in self.mixings:
            fault = fault or check_mixing(mixing, self.revealed)
        return fault

    # -- messages in and out ------------------------------------------------------------------------------------

    def send(self, body: Body) -> None:
        """Seal the next message; its effects on this device were made as it was drafted, save the set-up."""
        sealed, message = self.chain.seal(self.me, encode(body))
        self.chain = self.chain.after(message)
        self.transcript.append(sealed)
        self.starts(message.number, body)

    def add(self, **fields: Any) -> None:
        """Put fields in the draft of this device's next message."""
        self.draft = replace(self.draft, **fields)

    def respond(self) -> None:
        """Run this device's due step of a mixing, open what can be opened, and send the draft when the other
        device needs it to go on. While this device is to act it holds the draft, to send it with its turn
        (one message a turn), unless `eager` (a live connection, where messages cost nothing)."""
        due = self.due()
        if due is not None:
            mixing = self.mixings[-1]
            entries = self.run_due(due, mixing.steps[-1].entries if mixing.steps else mixing.source, mixing)
            step = MixStep(mixing.number, due, entries)
            self.record_step(self.me, step)
            self.add(steps=(*self.draft.steps, step))
            if mixing.number == 0 and self.me == HOST:  # the deal: the host's half of the coin goes with it
                self.add(coin=self.coin)
        self.open_mine()
        if self.game is not None and self.game.over and not self.mixing_under_way() and self.me not in self.revealed:
            self.revealed[self.me] = self.secret
            self.add(secret=self.secret.seed)
        if len(self.revealed) == SEATS and self.fault is None and not self.finished:
            self.finish()
        holding = self.can_act() and self.draft.turn is None and not self.eager
        if self.draft == Body() or holding:
            return
        keys = dict(self.draft.keys)
        for slot in self.held[1 - self.me]:
            if slot not in self.sent:
                keys[slot] = self.lock_key(slot)
        self.sent.update(keys)
        self.send(replace(self.draft, keys=tuple(sorted(keys.items()))))
        self.draft = Body()

    def run_due(self, kinds: tuple[Pass, ...], entries: tuple[Entry, ...], mixing: Mixing) -> tuple[Entry, ...]:
        """This device's passes of a mixing (what an honest device publishes)."""
        return run_step(kinds, entries, mixing, self.secret)

    def finish(self) -> None:
        """Both secrets are known: check every step, then open the racks left, for the penalties."""
        self.finished = True
        self.fault = self.verdict()
        if self.fault is not None:
            return
        other = self.revealed[1 - self.me]
        for seat in range(SEATS):
            for slot in self.held[seat]:
                self.keys[slot] = other.lock_key(slot.mixing, slot.position)
                tile = self.open_slot(slot)
                assert tile is not None
                self.place(tile, seat)

    def absorb(self, message: Message, sealed: bytes) -> None:
        """Take in a message of the game: the other device's (live), or any (when a saved game is restored):
        its names and commitments, its steps, its turn, its keys and its secret."""
        if message.sender not in range(SEATS):
            raise DuelError(Problem.UNEXPECTED, "a message from an unknown seat")
        mine = message.sender == self.me
        try:
            body = decode(message.body)
        except WireError as error:
            raise DuelError(Problem.DAMAGED, str(error)) from error
        self.chain = self.chain.after(message)
        self.transcript.append(sealed)
        seat = message.sender
        self.starts(message.number, body)
        if mine:
            self.sent.update(slot for slot, _ in body.keys)
        else:
            self.keys.update(body.keys)
        later = [step for step in body.steps if step.mixing >= len(self.mixings)]
        for step in body.steps:
            if step not in later:
                self.take_step(seat, step)
        if body.turn is not None:
            self.take_turn(seat, body.turn)
        for step in later:
            self.take_step(seat, step)
        if body.secret:
            if self.game is None or not self.game.over or self.mixing_under_way():
                raise DuelError(Problem.UNEXPECTED, "a secret revealed before the end")
            self.revealed[seat] = Secret(body.secret)

    def starts(self, number: int, body: Body) -> None:
        """The first three messages set the game up: the invitation, the answer, the host's half of the coin."""
        if number == 0:
            self.invited(body)
        elif number == 1:
            self.joined(body)
        elif number == 2:
            self.coin_revealed(body)

    def invited(self, body: Body) -> None:
        if not body.name or len(body.commitment) != 32 or len(body.coin) != 32:
            raise DuelError(Problem.UNEXPECTED, "not an invitation")
        self.names[HOST] = body.name
        self.idle_rounds = body.idle_rounds or self.idle_rounds
        self.commitments[HOST] = body.commitment
        self.host_coin_commitment = body.coin
        self.begin_deal()

    def joined(self, body: Body) -> None:
        if not body.name or len(body.commitment) != 32 or len(body.coin) != 32:
            raise DuelError(Problem.UNEXPECTED, "not an answer to the invitation")
        self.names[GUEST] = body.name
        self.commitments[GUEST] = body.commitment
        self.coins[GUEST] = body.coin
        if self.me == HOST:
            self.coins[HOST] = self.coin
            self.start_game()

    def coin_revealed(self, body: Body) -> None:
        if coin_commitment(body.coin) != self.host_coin_commitment:
            raise DuelError(Problem.COIN, "the host's half of the coin is not the one it committed to")
        self.coins[HOST] = body.coin
        if self.game is None:
            self.start_game()

    def begin_deal(self) -> None:
        self.mixings = [Mixing(0, self.tiles, None, ())]
        self.firsts = [GUEST]

    def start_game(self) -> None:
        """The engine's game from the coin; its deal is placeholders, each slot's tile revealed later."""
        names = (self.names[HOST], self.names[GUEST])
        try:
            game = Game(names, coin_seed(self.coins[HOST], self.coins[GUEST]), Options(idle_rounds=self.idle_rounds))
        except GinnyError as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        self.game = game
        self.pile = [Slot(0, position) for position in range(TILES)]
        for k in range(SEATS):
            seat = (game.starter + k) % SEATS
            self.draw(seat, RACK)
        self.draw(game.starter, 1)

    def draw(self, seat: int, count: int) -> None:
        for _ in range(count):
            self.held[seat].append(self.pile.pop(0))

    # -- mixings -------------------------------------------------------------------------------------------------

    def begin_mixing(self, first: int, returned: Sequence[Slot]) -> None:
        """A new mixing of the returned tiles and the pile, in that order; the pile's slots become its positions
        (the exchanger's redraw is drawn from it by `take_turn` once the engine has applied the exchange)."""
        sources = [*returned, *self.pile]
        number = len(self.mixings)
        self.mixings.append(
            Mixing(
                number,
                tuple(self.final(slot) for slot in sources),
                tuple(Locked(s.mixing, s.position) for s in sources),
                (),
            )
        )
        self.firsts.append(first)
        self.pile = [Slot(number, position) for position in range(len(sources))]

    def final(self, slot: Slot) -> Entry:
        mixing = self.mixings[slot.mixing]
        if not self.complete(mixing):
            raise DuelError(Problem.UNEXPECTED, "a slot of a mixing not finished yet")
        return mixing.result()[slot.position]

    def complete(self, mixing: Mixing) -> bool:
        plan = schedule(self.firsts[mixing.number], mixing.locks is not None)
        return len(mixing.steps) == len(plan.steps)

    def mixing_under_way(self) -> bool:
        return bool(self.mixings) and not self.complete(self.mixings[-1])

    def due(self) -> tuple[Pass, ...] | None:
        """The passes this device must run now, if the mixing under way waits for it."""
        if not self.mixing_under_way():
            return None
        mixing = self.mixings[-1]
        seat, kinds = schedule(self.firsts[mixing.number], mixing.locks is not None).steps[len(mixing.steps)]
        return kinds if seat == self.me else None

    def take_step(self, seat: int, step: MixStep) -> None:
        """A step must be the one the mixing under way waits for, from that seat, of the right size."""
        if not self.mixing_under_way() or step.mixing != self.mixings[-1].number:
            raise DuelError(Problem.UNEXPECTED, "a step of no mixing under way")
        mixing = self.mixings[-1]
        expected = schedule(self.firsts[mixing.number], mixing.locks is not None).steps[len(mixing.steps)]
        if expected != (seat, step.kinds) or len(step.entries) != len(mixing.source):
            raise DuelError(Problem.UNEXPECTED, "a step out of turn or of the wrong size")
        self.record_step(seat, step)

    def record_step(self, seat: int, step: MixStep) -> None:
        mixing = self.mixings[-1]
        self.mixings[-1] = Mixing(
            mixing.number, mixing.source, mixing.locks, (*mixing.steps, Step(seat, step.kinds, step.entries))
        )

    # -- tiles ---------------------------------------------------------------------------------------------------

    def lock_key(self, slot: Slot) -> int:
        return self.secret.lock_key(slot.mixing, slot.position)

    def open_slot(self, slot: Slot) -> Tile | None:
        """The tile at `slot` if this device has the other's key and the mixing is done; a wrong key refuses."""
        if slot in self.known:
            return self.known[slot]
        if slot not in self.keys or not self.complete(self.mixings[slot.mixing]):
            return None
        try:
            index = open_entry(self.final(slot), [self.lock_key(slot), self.keys[slot]], self.table)
        except BadEntry as error:
            raise DuelError(Problem.WRONG_KEY, f"slot {slot.mixing}.{slot.position}") from error
        tile = self.set[index]
        if tile in self.known.values():
            raise DuelError(Problem.TWICE, f"{tile_text(tile)} was already seen")
        self.known[slot] = tile
        return tile

    def open_mine(self) -> None:
        """Open every tile of this device's rack it has the keys for, and put each in its place."""
        game = self.game
        for slot in self.held[self.me]:
            if slot in self.known or game is None:
                continue
            tile = self.open_slot(slot)
            if tile is not None:
                self.place(tile, self.me)

    def place(self, tile: Tile, seat: int) -> None:
        """Swap a revealed tile into `seat`'s rack of this device's game, in place of a tile nobody revealed."""
        game = self.game
        assert game is not None
        rack = game.racks[seat]
        if tile in rack:
            return
        mine = set(self.known.values())
        stand_in = next(t for t in rack if t not in mine)
        game.relabel(tile, stand_in)

    # -- turns ---------------------------------------------------------------------------------------------------

    def turn_for(self, action: Action) -> Turn:
        """This device's action as a message's turn: the slots of the tiles it plays or returns."""
        game = self.game
        assert game is not None
        rest = sorted(game.racks[self.me])
        texts = (
            [JOKER if p.joker else str(p.card) for p in action.placements]
            if action.kind == PLAY
            else list(action.tiles)
        )
        slots: list[Slot] = []
        for text in texts:
            tile = next((t for t in rest if tile_text(t) == text), None)
            if tile is None:
                raise DuelError(Problem.ILLEGAL, f"{text} is not in the rack")
            rest.remove(tile)
            slots.append(next(slot for slot in self.held[self.me] if self.known.get(slot) == tile))
        kind = {PLAY: Move.PLAY, EXCHANGE: Move.EXCHANGE, PASS: Move.PASS}[action.kind]
        return Turn(kind, format_play(action.placements) if action.kind == PLAY else "", tuple(slots))

    def take_turn(self, seat: int, turn: Turn) -> None:
        """A turn from a message: the other device's tiles are opened and checked first (this device's own, when
        a saved game is restored, are known), then the engine applies it."""
        game = self.game
        if game is None or game.over or game.current != seat or self.mixing_under_way():
            raise DuelError(Problem.UNEXPECTED, "a turn out of turn")
        if seat == self.me:
            self.open_mine()  # a step in the same message may have finished the mixing of its tiles
            self.apply_turn(seat, turn)
            return
        if len(set(turn.slots)) != len(turn.slots) or not set(turn.slots) <= set(self.held[seat]):
            raise DuelError(Problem.NOT_HELD, "a tile it does not hold")
        if turn.kind == Move.PLAY:
            try:
                placements = parse_play(turn.play)
            except GinnyError as error:
                raise DuelError(Problem.DAMAGED, str(error)) from error
            if len(placements) != len(turn.slots):
                raise DuelError(Problem.DAMAGED, "a play and its tiles do not match")
            for placement, slot in zip(placements, turn.slots, strict=True):
                tile = self.open_slot(slot)
                if tile is None:
                    raise DuelError(Problem.WRONG_KEY, "a tile played without its key")
                if tile_text(tile) != (JOKER if placement.joker else str(placement.card)):
                    raise DuelError(Problem.WRONG_TILE, f"{turn.play}: the tile at that place is {tile_text(tile)}")
                self.place(tile, seat)
        self.apply_turn(seat, turn)

    def apply_turn(self, seat: int, turn: Turn) -> None:
        """The engine applies the turn; the slots the turn used leave the rack, the draws come off the pile."""
        game = self.game
        assert game is not None
        before = [len(rack) for rack in game.racks]
        if turn.kind == Move.PLAY:
            action = Action.play(parse_play(turn.play))
        elif turn.kind == Move.EXCHANGE:
            mine = seat == self.me
            tiles = [self.known[slot] for slot in turn.slots] if mine else game.racks[seat][: len(turn.slots)]
            action = Action.exchange(tuple(tile_text(tile) for tile in tiles))
        else:
            action = Action.pass_turn()
        try:
            game.apply(action)
        except GinnyError as error:
            raise DuelError(Problem.ILLEGAL, str(error)) from error
        for slot in turn.slots:
            self.held[seat].remove(slot)
        if turn.kind == Move.EXCHANGE:
            for slot in turn.slots:  # back in the pile: no longer seen anywhere
                self.known.pop(slot, None)
            self.begin_mixing(seat, turn.slots)
        after = [len(rack) for rack in game.racks]
        self.draw(seat, after[seat] - (before[seat] - len(turn.slots)))
        nxt = (seat + 1) % SEATS
        self.draw(nxt, after[nxt] - before[nxt])
