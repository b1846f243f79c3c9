"""One device's side of a game played between two devices, with a deal neither can rig: the protocol, for any
game (`tiles_duel.TilesDuel` for Ginny-O, `gin_duel.GinDuel` for Gin Rummy).

Each device holds the public game, its own secret and the tiles revealed to it, never the other's rack or the
pile's order. Its engine holds one arrangement of the tiles it cannot see (all as likely to it); when the deal
reveals a tile it is swapped into place (`relabel`), so the engine checks every rule as in any game.

The deal (`mixing.py`) places every tile at a *slot*, a position of a mixing. A deal is mixed by the device
that did not start it first, then by the other, which also locks, then locked by the first (the guest starts
the first deal); a pile mixed again after an exchange is rekeyed, mixed and locked by both. A slot is opened to
the player who holds it by the other's lock key, and shown to both (a tile played, an upcard) by both keys; a
wrong key opens to no tile, so no device can show a tile it does not hold. Who starts comes from the engine's
own draw, seeded by a coin both devices toss: the host commits to its half in the invitation, the guest sends
its half, the host reveals. At the end both reveal their secrets and each checks every step (`verdict`).

A device's state is a function of its secret and the messages of the game (`transcript`), so a saved game is
those and nothing else: `restore` reads them again without mixing again.
"""

from __future__ import annotations

import copy
import hashlib
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import replace
from enum import Enum
from typing import Any, ClassVar, Protocol, Self

from ..rules.steps import Steps, drain
from .envelope import Chain, Message
from .keys import Secret
from .mixing import BadEntry, Entry, Locked, Mixing, Pass, Step, open_entry, step_steps, tile_elements
from .verify import Fault, check_commitments, check_mixing_steps
from .wire import Body, MixStep, Slot, Turn, WireError, decode, encode

HOST, GUEST = 0, 1
SEATS = 2


class Problem(Enum):
    """Why a message or a move is refused (the envelope's own refusals are `envelope.Refusal`)."""

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


def schedule(first: int, locked: bool) -> tuple[tuple[int, tuple[Pass, ...]], ...]:
    """Whose steps make a mixing started by `first`, in order, and which passes each runs."""
    other = SEATS - 1 - first
    if locked:
        return (
            (first, (Pass.REKEY,)),
            (other, (Pass.REKEY, Pass.MIX)),
            (first, (Pass.MIX, Pass.LOCK)),
            (other, (Pass.LOCK,)),
        )
    return ((first, (Pass.MIX,)), (other, (Pass.MIX, Pass.LOCK)), (first, (Pass.LOCK,)))


def coin_commitment(share: bytes) -> bytes:
    return hashlib.sha256(b"ginnyo-o/coin-commitment" + share).digest()


def coin_seed(host: bytes, guest: bytes) -> int:
    """The game's seed (who starts) from both halves of the coin: neither device chose it alone."""
    return int.from_bytes(hashlib.sha256(b"ginnyo-o/coin" + host + guest).digest()[:8], "big")


class Engine(Protocol):
    """What the protocol reads of a game's engine (the page reads the rest of the subclass's own)."""

    @property
    def actions(self) -> Sequence[object]: ...


class Duel(ABC):
    """One device's side of a game between devices. Change it only through `act` and `receive`."""

    game: Engine
    """The device's engine: stand-ins for every tile it has not seen (made by `start_game`)."""

    TILES: ClassVar[int]
    """How many tiles (or cards) a deal mixes."""
    GAME: ClassVar[str]
    """The game's name in an invitation: a device refuses an invitation to another game than its own."""

    def __init__(self, me: int, secret: Secret, chain: Chain, coin: bytes) -> None:
        self.me = me
        self.secret = secret
        self.chain = chain
        self.coin = coin
        """This device's half of the coin (the host reveals it with the first deal)."""
        self.names = ["", ""]
        self.options: tuple[int, ...] = ()
        self.commitments: dict[int, bytes] = {}
        self.coins: dict[int, bytes] = {}
        self.host_coin_commitment = b""
        self.started = False
        self.mixings: list[Mixing] = []
        self.firsts: list[int] = []
        """Who started each mixing."""
        self.held: list[list[Slot]] = [[] for _ in range(SEATS)]
        self.pile: list[Slot] = []
        """The slots still to be drawn, in order."""
        self.public: set[Slot] = set()
        """Slots shown to both players: their keys go to the other device."""
        self.known: dict[Slot, int] = {}
        """The tiles this device has seen that are still in play (as indices of the set)."""
        self.keys: dict[Slot, int] = {}
        """The other device's lock keys received."""
        self.sent: set[Slot] = set()
        self.revealed: dict[int, Secret] = {}
        self.finished = False
        self.fault: Fault | None = None
        """The first step that failed the check at the end, if one did."""
        self.eager = False
        """Send every message at once (a live connection) rather than with this device's next turn."""
        self.transcript: list[bytes] = []
        self.draft = Body()
        self.tiles = tile_elements(chain.game, self.TILES)
        self.table = {entry: index for index, entry in enumerate(self.tiles)}

    # -- starting ---------------------------------------------------------------------------------------------

    @classmethod
    def host(cls, name: str, options: tuple[int, ...], seed: bytes, coin: bytes, game: bytes, key: bytes) -> Self:
        """The inviting device: its invitation is the first message of its `transcript`."""
        duel = cls(HOST, Secret(seed), Chain.start(game, key), coin)
        duel.send(
            Body(
                game=cls.GAME,
                name=name,
                options=options,
                commitment=duel.secret.commitment(),
                coin=coin_commitment(coin),
            )
        )
        return duel

    @classmethod
    def join(cls, invitation: bytes, name: str, seed: bytes, coin: bytes, game: bytes, key: bytes) -> Self:
        """`join_steps` at once."""
        return drain(cls.join_steps(invitation, name, seed, coin, game, key))

    @classmethod
    def join_steps(cls, invitation: bytes, name: str, seed: bytes, coin: bytes, game: bytes, key: bytes) -> Steps[Self]:
        """The invited device, from the invitation it opened (the game's id and key come with the link), in slices:
        its answer mixes the whole set."""
        duel = cls(GUEST, Secret(seed), Chain.start(game, key), coin)
        duel.draft = Body(name=name, commitment=duel.secret.commitment(), coin=coin)
        return (yield from duel.receive_steps(invitation))

    @classmethod
    def restore(cls, me: int, seed: bytes, coin: bytes, game: bytes, key: bytes, transcript: Sequence[bytes]) -> Self:
        """`restore_steps` at once."""
        return drain(cls.restore_steps(me, seed, coin, game, key, transcript))

    @classmethod
    def restore_steps(
        cls, me: int, seed: bytes, coin: bytes, game: bytes, key: bytes, transcript: Sequence[bytes]
    ) -> Steps[Self]:
        """A saved game again, from this device's secret and the game's messages: each is checked and taken in
        as it was (this device's own steps are read, not computed again); then whatever was due is done."""
        duel = cls(me, Secret(seed), Chain.start(game, key), coin)
        for sealed in transcript:
            duel.absorb(duel.chain.open(sealed), sealed)
            duel.open_mine()
            yield
        yield from duel.respond_steps()
        return duel

    # -- the two ways it changes ----------------------------------------------------------------------------

    def receive(self, sealed: bytes) -> Self:
        """`receive_steps` at once."""
        return drain(self.receive_steps(sealed))

    def receive_steps(self, sealed: bytes) -> Steps[Self]:
        """The duel after a message from the other device, with this device's answer (if due) ready in the
        transcript, in slices (a mixing pass takes most of a second); raises `Refused` or `DuelError` and leaves
        this duel as it was."""
        after = copy.deepcopy(self)
        after.absorb(after.chain.open(sealed), sealed)
        yield
        yield from after.respond_steps()
        return after

    def act(self, action: Any) -> Self:
        """`act_steps` at once."""
        return drain(self.act_steps(action))

    def act_steps(self, action: Any) -> Steps[Self]:
        """The duel after this device's turn (the engine checks it), with the message that tells it, in slices."""
        if not self.can_act():
            raise DuelError(Problem.UNEXPECTED, "it is not this device's turn to act")
        after = copy.deepcopy(self)
        turn = after.turn_for(action)
        after.apply_own(turn)
        after.add(turn=turn)
        yield
        yield from after.respond_steps()
        return after

    # -- what the page asks ------------------------------------------------------------------------------------

    def can_act(self) -> bool:
        """Whether this device may make its turn now: its turn, no mixing under way, its whole rack seen."""
        return (
            self.started
            and not self.game_over()
            and self.to_act() == self.me
            and not self.mixing_under_way()
            and all(slot in self.known for slot in [*self.held[self.me], *self.public])
            and self.ready()
        )

    def verdict_steps(self) -> Steps[Fault | None]:
        """Once both secrets are revealed: None when every step of the game checks, else the first that fails."""
        if len(self.revealed) < SEATS:
            raise DuelError(Problem.UNEXPECTED, "the secrets are not both revealed yet")
        fault = check_commitments(self.commitments, self.revealed)
        for mixing in self.mixings:
            if fault is None:
                fault = yield from check_mixing_steps(mixing, self.revealed)
        return fault

    # -- what each game says -----------------------------------------------------------------------------------

    def ready(self) -> bool:
        """Whether the game lets this device act, beyond the protocol (a turn waiting for the other's hand)."""
        return True

    @abstractmethod
    def keys_arrived(self) -> None:
        """The other device's keys came in: a game may now open what it waited for."""

    @abstractmethod
    def start_game(self, seed: int) -> None:
        """Make the engine's game from the coin's seed and hand out the first deal's slots."""

    @abstractmethod
    def turn_for(self, action: Any) -> Turn:
        """This device's action as a message's turn (slots, and no tile the other may not see)."""

    @abstractmethod
    def apply_own(self, turn: Turn) -> None:
        """Apply this device's own turn: its tiles are all known to it."""

    @abstractmethod
    def take_turn(self, seat: int, turn: Turn) -> None:
        """The other device's turn: open and check what it shows, then apply it."""

    @abstractmethod
    def place(self, index: int, seat: int) -> None:
        """Put a revealed tile in `seat`'s hand of this device's engine, in place of one nobody revealed."""

    @abstractmethod
    def game_over(self) -> bool:
        """The whole game is over (the secrets are revealed then)."""

    @abstractmethod
    def to_act(self) -> int:
        """The seat whose action the game waits for."""

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

    def mixed_steps(
        self, kinds: tuple[Pass, ...], entries: tuple[Entry, ...], mixing: Mixing
    ) -> Steps[tuple[Entry, ...]]:
        """This device's passes of a mixing (what an honest device publishes)."""
        return (yield from step_steps(kinds, entries, mixing, self.secret))

    def respond(self) -> None:
        """`respond_steps` at once."""
        drain(self.respond_steps())

    def respond_steps(self) -> Steps[None]:
        """Run this device's due step of a mixing, open what can be opened, and send the draft when the other
        device needs it to go on. While this device is to act it holds the draft, to send it with its turn
        (one message a turn), unless `eager` (a live connection, where messages cost nothing)."""
        due = self.due()
        if due is not None:
            mixing = self.mixings[-1]
            entries = yield from self.mixed_steps(
                due, mixing.steps[-1].entries if mixing.steps else mixing.source, mixing
            )
            step = MixStep(mixing.number, due, entries)
            self.record_step(self.me, step)
            self.add(steps=(*self.draft.steps, step))
            if mixing.number == 0 and self.me == HOST:  # the first deal: the host's half of the coin goes with it
                self.add(coin=self.coin)
        self.open_mine()
        if self.started and self.game_over() and not self.mixing_under_way() and self.me not in self.revealed:
            self.revealed[self.me] = self.secret
            self.add(secret=self.secret.seed)
        if len(self.revealed) == SEATS and not self.finished:
            yield from self.finish_steps()
        if not self.started and self.draft == Body():
            return
        keys = dict(self.draft.keys)
        for slot in [*self.held[1 - self.me], *sorted(self.public)]:
            if slot not in self.sent:
                keys[slot] = self.lock_key(slot)
        draft = replace(self.draft, keys=tuple(sorted(keys.items())))
        holding = self.can_act() and draft.turn is None and not self.eager
        if draft == Body() or holding:
            return
        self.sent.update(keys)
        self.send(draft)
        self.draft = Body()

    def finish_steps(self) -> Steps[None]:
        """Both secrets are known: check every step, then open the racks left, for the penalties."""
        self.finished = True
        self.fault = yield from self.verdict_steps()
        if self.fault is not None:
            return
        other = self.revealed[1 - self.me]
        for seat in range(SEATS):
            for slot in self.held[seat]:
                self.keys[slot] = other.lock_key(slot.mixing, slot.position)
                index = self.open_slot(slot)
                assert index is not None
                self.place(index, seat)

    def absorb(self, message: Message, sealed: bytes) -> None:
        """Take in a message of the game: the other device's (live), or any (when a saved game is restored):
        its set-up, its keys, its steps, its turn and its secret."""
        if message.sender not in range(SEATS):
            raise DuelError(Problem.UNEXPECTED, "a message from an unknown seat")
        try:
            body = decode(message.body)
        except WireError as error:
            raise DuelError(Problem.DAMAGED, str(error)) from error
        self.chain = self.chain.after(message)
        self.transcript.append(sealed)
        seat = message.sender
        self.starts(message.number, body)
        if seat == self.me:
            self.sent.update(slot for slot, _ in body.keys)
        else:
            self.keys.update(body.keys)
            self.keys_arrived()
        later = [step for step in body.steps if step.mixing >= len(self.mixings)]
        for step in body.steps:
            if step not in later:
                self.take_step(seat, step)
        if body.turn is not None:
            if not self.started or self.game_over() or self.to_act() != seat or self.mixing_under_way():
                raise DuelError(Problem.UNEXPECTED, "a turn out of turn")
            if seat == self.me:
                self.open_mine()  # a step in the same message may have finished the mixing of its tiles
                self.apply_own(body.turn)
            else:
                self.take_turn(seat, body.turn)
        for step in later:
            self.take_step(seat, step)
        if body.secret:
            if not self.started or not self.game_over() or self.mixing_under_way():
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
        if body.game != self.GAME:
            raise DuelError(Problem.UNEXPECTED, f"an invitation to {body.game or 'another game'}")
        if not body.name or len(body.commitment) != 32 or len(body.coin) != 32:
            raise DuelError(Problem.UNEXPECTED, "not an invitation")
        self.names[HOST] = body.name
        self.options = body.options
        self.commitments[HOST] = body.commitment
        self.host_coin_commitment = body.coin
        self.pile = self.begin_mixing(GUEST, None)

    def joined(self, body: Body) -> None:
        if not body.name or len(body.commitment) != 32 or len(body.coin) != 32:
            raise DuelError(Problem.UNEXPECTED, "not an answer to the invitation")
        self.names[GUEST] = body.name
        self.commitments[GUEST] = body.commitment
        self.coins[GUEST] = body.coin
        if self.me == HOST:
            self.coins[HOST] = self.coin
            self.begin_game()

    def coin_revealed(self, body: Body) -> None:
        if coin_commitment(body.coin) != self.host_coin_commitment:
            raise DuelError(Problem.COIN, "the host's half of the coin is not the one it committed to")
        self.coins[HOST] = body.coin
        if not self.started:
            self.begin_game()

    def begin_game(self) -> None:
        self.start_game(coin_seed(self.coins[HOST], self.coins[GUEST]))
        self.started = True

    def draw(self, seat: int, count: int) -> None:
        """The next `count` slots of the pile go to `seat`."""
        for _ in range(count):
            self.held[seat].append(self.pile.pop(0))

    # -- mixings -------------------------------------------------------------------------------------------------

    def begin_mixing(self, first: int, sources: Sequence[Slot] | None) -> list[Slot]:
        """A new mixing, started by `first`: of every tile (a deal, `sources` None) or of the tiles at `sources`
        (a pile mixed again); its slots in the order they will be drawn."""
        number = len(self.mixings)
        if sources is None:
            mixing = Mixing(number, self.tiles, None, ())
        else:
            entries = tuple(self.final(slot) for slot in sources)
            mixing = Mixing(number, entries, tuple(Locked(s.mixing, s.position) for s in sources), ())
        self.mixings.append(mixing)
        self.firsts.append(first)
        return [Slot(number, position) for position in range(len(mixing.source))]

    def final(self, slot: Slot) -> Entry:
        mixing = self.mixings[slot.mixing]
        if not self.complete(mixing):
            raise DuelError(Problem.UNEXPECTED, "a slot of a mixing not finished yet")
        return mixing.result()[slot.position]

    def complete(self, mixing: Mixing) -> bool:
        return len(mixing.steps) == len(schedule(self.firsts[mixing.number], mixing.locks is not None))

    def mixing_under_way(self) -> bool:
        return bool(self.mixings) and not self.complete(self.mixings[-1])

    def due(self) -> tuple[Pass, ...] | None:
        """The passes this device must run now, if the mixing under way waits for it."""
        if not self.mixing_under_way():
            return None
        mixing = self.mixings[-1]
        seat, kinds = schedule(self.firsts[mixing.number], mixing.locks is not None)[len(mixing.steps)]
        return kinds if seat == self.me else None

    def take_step(self, seat: int, step: MixStep) -> None:
        """A step must be the one the mixing under way waits for, from that seat, of the right size."""
        if not self.mixing_under_way() or step.mixing != self.mixings[-1].number:
            raise DuelError(Problem.UNEXPECTED, "a step of no mixing under way")
        mixing = self.mixings[-1]
        expected = schedule(self.firsts[mixing.number], mixing.locks is not None)[len(mixing.steps)]
        if expected != (seat, step.kinds) or len(step.entries) != len(mixing.source):
            raise DuelError(Problem.UNEXPECTED, "a step out of turn or of the wrong size")
        self.record_step(seat, step)

    def record_step(self, seat: int, step: MixStep) -> None:
        mixing = self.mixings[-1]
        self.mixings[-1] = replace(mixing, steps=(*mixing.steps, Step(seat, step.kinds, step.entries)))

    # -- tiles ---------------------------------------------------------------------------------------------------

    def lock_key(self, slot: Slot) -> int:
        return self.secret.lock_key(slot.mixing, slot.position)

    def open_slot(self, slot: Slot) -> int | None:
        """The tile at `slot` (its index) if this device has the other's key and the mixing is done; a wrong key,
        or a tile already seen in play, refuses."""
        if slot in self.known:
            return self.known[slot]
        if slot not in self.keys or not self.complete(self.mixings[slot.mixing]):
            return None
        try:
            index = open_entry(self.final(slot), [self.lock_key(slot), self.keys[slot]], self.table)
        except BadEntry as error:
            raise DuelError(Problem.WRONG_KEY, f"slot {slot.mixing}.{slot.position}") from error
        if index in self.known.values():
            raise DuelError(Problem.TWICE, f"tile {index} was already seen")
        self.known[slot] = index
        return index

    def shown(self, seat: int, slot: Slot) -> int:
        """The tile the other device shows at `slot`, which its seat must hold; refused if it cannot open."""
        if slot not in self.held[seat]:
            raise DuelError(Problem.NOT_HELD, "a tile it does not hold")
        index = self.open_slot(slot)
        if index is None:
            raise DuelError(Problem.WRONG_KEY, "a tile shown without its key")
        return index

    def open_mine(self) -> None:
        """Open every tile of this device's hand it has the keys for, and put each in its place."""
        if not self.started:
            return
        for slot in self.held[self.me]:
            if slot not in self.known:
                index = self.open_slot(slot)
                if index is not None:
                    self.place(index, self.me)
