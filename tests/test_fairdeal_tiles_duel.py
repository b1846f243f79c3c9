"""Two devices play Ginny-O with a deal neither can rig: a whole game verifies on both, neither ever holds the
other's rack, a saved game restores exactly, and every kind of cheating is refused or named at the end."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from duels import deliver, play, play_until, settle

from ginnyo.fairdeal.duel import GUEST, HOST, DuelError, Problem
from ginnyo.fairdeal.envelope import HEADER, TAG_SIZE, Chain, Refusal, Refused
from ginnyo.fairdeal.mixing import Entry, Mixing, Pass, tile_elements
from ginnyo.fairdeal.tiles_duel import TILE_SET, TilesDuel
from ginnyo.fairdeal.verify import Fault
from ginnyo.fairdeal.wire import Body, Slot, Turn, decode, encode
from ginnyo.rules.actions import EXCHANGE, PASS, PLAY, Action
from ginnyo.rules.steps import Steps
from ginnyo.rules.tiles import Tile

GAME, KEY = bytes(range(16)), b"k" * 32


def start(idle_rounds: int = 10, guest_class: type[TilesDuel] = TilesDuel) -> tuple[TilesDuel, TilesDuel]:
    host = TilesDuel.host("Ann", (idle_rounds,), b"\x01" * 32, b"\x11" * 32, GAME, KEY)
    guest = guest_class.join(host.transcript[0], "Bob", b"\x02" * 32, b"\x22" * 32, GAME, KEY)
    return deliver(guest, host), guest


def longest_play(duel: TilesDuel, rng: random.Random) -> Action:
    """Plays when it can (the longest), else passes if allowed, else returns the whole rack or one tile."""
    assert duel.game is not None
    actions = duel.game.legal_actions()
    plays = [a for a in actions if a.kind == PLAY]
    if plays:
        return max(plays, key=lambda a: (len(a.placements), str(a)))
    passes = [a for a in actions if a.kind == PASS]
    exchanges = [a for a in actions if a.kind == EXCHANGE]
    return passes[0] if passes else rng.choice([exchanges[0], exchanges[-1]])


def open_then_exchange(duel: TilesDuel, rng: random.Random) -> Action:
    """Opens as soon as it can (returning its whole rack until then), then only exchanges one tile: with one
    idle round, the game ends a round after the opening, with an exchange still being mixed."""
    assert duel.game is not None
    actions = duel.game.legal_actions()
    exchanges = sorted((a for a in actions if a.kind == EXCHANGE), key=lambda a: len(a.tiles))
    if not duel.game.board_tiles:
        plays = [a for a in actions if a.kind == PLAY]
        return plays[0] if plays else exchanges[-1]
    return exchanges[0]


Seen = list[tuple[int, frozenset[Slot], frozenset[Slot]]]
"""Each device's own seat, the slots it had seen and the slots it held, at every moment of a game."""
Played = tuple[TilesDuel, TilesDuel, Seen]


@pytest.fixture(scope="module")
def honest() -> Played:
    seen: Seen = []

    def watch(duel: TilesDuel) -> None:
        if not duel.finished:  # at the end both secrets open every rack
            seen.append((duel.me, frozenset(duel.known), frozenset(duel.held[duel.me])))

    host, guest = start(idle_rounds=1)
    host, guest = play(host, guest, open_then_exchange, watch=watch)
    return host, guest, seen


@pytest.mark.slow
def test_a_whole_game_between_two_devices_ends_verified_on_both(honest: Played) -> None:
    host, guest, _ = honest
    assert host.game is not None and guest.game is not None
    assert host.game.over and guest.game.over and host.finished and guest.finished
    assert host.fault is None and guest.fault is None
    assert host.game.totals() == guest.game.totals() and host.game.penalties == guest.game.penalties
    assert host.game.board.to_notation() == guest.game.board.to_notation()
    assert [sorted(rack) for rack in host.game.racks] == [sorted(rack) for rack in guest.game.racks]
    assert len(host.mixings) > 1  # exchanges mixed the pile again
    assert host.game.log[-1].kind == EXCHANGE  # the last turn ended the game and its mixing still finished
    assert host.transcript == guest.transcript


@pytest.mark.slow
def test_a_long_game_with_plays_and_exchanges_verifies() -> None:
    host, guest = start()
    host, guest = play(host, guest, longest_play)
    assert host.fault is None and guest.fault is None and host.finished and guest.finished
    assert host.game is not None and guest.game is not None and len(host.game.log) > 20
    assert host.game.totals() == guest.game.totals()


LOW_JOKER, HIGH_JOKER = TILE_SET.index(Tile(0, 52)), TILE_SET.index(Tile(0, 53))


def unseen_in(duel: TilesDuel, seat: int) -> list[Tile]:
    seen = {TILE_SET[i] for i in duel.known.values()}
    return [t for t in duel.game.racks[seat] if t not in seen]


@pytest.mark.parametrize("high_already_there", [False, True])
def test_a_revealed_joker_leaves_no_lower_unseen_joker_in_that_rack(high_already_there: bool) -> None:
    """The engine plays the lowest of equal tiles: a lower joker this device only imagines in the other's rack
    would go on the board, and could later be revealed somewhere else."""
    _, guest = settle(*start())
    rack = unseen_in(guest, HOST)
    guest.game.relabel(Tile(0, 52), rack[-1])
    if high_already_there:
        guest.game.relabel(Tile(0, 53), rack[0])
    guest.place(HIGH_JOKER, HOST)
    assert Tile(0, 53) in guest.game.racks[HOST] and Tile(0, 52) not in guest.game.racks[HOST]
    assert sorted(guest.game.racks[HOST] + guest.game.racks[GUEST] + guest.game.pile) == sorted(TILE_SET)


def joker_first(duel: TilesDuel, rng: random.Random) -> Action:
    """A play with a joker when there is one, else any play, else a pass or a random exchange."""
    actions = duel.game.legal_actions()
    plays = [a for a in actions if a.kind == PLAY]
    jokers = [a for a in plays if any(p.joker for p in a.placements)]
    if jokers or plays:
        return rng.choice(jokers or plays)
    passes = [a for a in actions if a.kind == PASS]
    return passes[0] if passes else rng.choice([a for a in actions if a.kind == EXCHANGE])


@pytest.mark.slow
def test_a_game_whose_jokers_are_revealed_out_of_order_verifies() -> None:
    """These secrets once failed in the browser: the other played its high joker while this device imagined the
    low one in its rack, and the engine put the low one on the board."""
    rng = random.Random(17)
    secret = [bytes(rng.randrange(256) for _ in range(32)) for _ in range(4)]
    host = TilesDuel.host("Ann", (2,), secret[0], secret[1], GAME, KEY)
    guest = TilesDuel.join(host.transcript[0], "Bob", secret[2], secret[3], GAME, KEY)
    host, guest = play(deliver(guest, host), guest, joker_first, seed=17)
    assert host.fault is None and guest.fault is None and host.finished and guest.finished
    assert host.game.totals() == guest.game.totals()


@pytest.mark.slow
def test_neither_device_ever_sees_a_tile_of_the_other_rack(honest: Played) -> None:
    host, guest, seen = honest
    played = {slot for duel in (host, guest) for slot in duel.known if slot not in duel.held[0] + duel.held[1]}
    assert len(seen) >= 6
    for _me, known, held in seen:
        assert known <= held | played, "a device saw a slot that was neither its own nor played"
    for duel in (host, guest):
        tiles = set(tile_elements(GAME, 54))
        for sealed in duel.transcript:
            body = decode(sealed[HEADER:-TAG_SIZE])
            assert not any(entry in tiles for step in body.steps for entry in step.entries)


@pytest.mark.slow
def test_a_saved_game_restores_to_the_same_state_at_every_message(honest: Played) -> None:
    host, guest, _ = honest
    for duel, seed, coin in ((host, b"\x01" * 32, b"\x11" * 32), (guest, b"\x02" * 32, b"\x22" * 32)):
        for count in (len(duel.transcript) // 2, len(duel.transcript)):
            restored = TilesDuel.restore(duel.me, seed, coin, GAME, KEY, duel.transcript[:count])
            assert restored.transcript[:count] == duel.transcript[:count]
        assert restored.known == duel.known and restored.held == duel.held and restored.fault is None
        assert restored.game is not None and duel.game is not None
        assert restored.game.totals() == duel.game.totals()


class CopiesATile(TilesDuel):
    """A guest that, in the deal, publishes its mix with one entry copied over another (a tile twice)."""

    def mixed_steps(
        self, kinds: tuple[Pass, ...], entries: tuple[Entry, ...], mixing: Mixing
    ) -> Steps[tuple[Entry, ...]]:
        out = yield from super().mixed_steps(kinds, entries, mixing)
        return (out[0], out[0], *out[2:]) if kinds == (Pass.MIX,) and mixing.number == 0 else out


class OrdersItsOwnWay(TilesDuel):
    """A guest that, in the deal, publishes its mix in an order its secret does not give."""

    def mixed_steps(
        self, kinds: tuple[Pass, ...], entries: tuple[Entry, ...], mixing: Mixing
    ) -> Steps[tuple[Entry, ...]]:
        out = yield from super().mixed_steps(kinds, entries, mixing)
        return tuple(reversed(out)) if kinds == (Pass.MIX,) and mixing.number == 0 else out


def outcome(guest_class: type[TilesDuel]) -> Problem | tuple[Fault | None, Fault | None]:
    """What the honest host finds when the guest cheats: a refusal during the game, or the faults at the end."""
    host, guest = start(idle_rounds=1, guest_class=guest_class)
    try:
        host, guest = play(host, guest, open_then_exchange)
    except DuelError as error:
        return error.problem
    return host.fault, guest.fault


@pytest.mark.slow
def test_a_device_that_copies_a_tile_is_caught() -> None:
    found = outcome(CopiesATile)
    named = Fault(0, 0, GUEST, "its step is not what its secret makes")
    assert found == Problem.TWICE or found == (named, named)


@pytest.mark.slow
def test_a_device_that_orders_the_pile_its_own_way_is_named_at_the_end() -> None:
    named = Fault(0, 0, GUEST, "its step is not what its secret makes")
    assert outcome(OrdersItsOwnWay) == (named, named)


def to_move_with_a_play() -> tuple[TilesDuel, TilesDuel, Action]:
    """Two devices at a turn where the one to move has a play of two tiles or more."""

    def long_play(duel: TilesDuel) -> Action | None:
        return next((a for a in duel.game.legal_actions() if a.kind == PLAY and len(a.placements) > 1), None)

    return play_until(*start(), longest_play, long_play, 3)


@pytest.fixture(scope="module")
def at_a_play() -> tuple[TilesDuel, TilesDuel, Action]:
    return to_move_with_a_play()


def forged(mover: TilesDuel, turn: Turn, keys: tuple[tuple[Slot, int], ...]) -> bytes:
    """A message the mover's device could make by hand: any turn, any keys, properly sealed (with the steps it
    holds to send with its turn)."""
    sealed, _ = mover.chain.seal(mover.me, encode(Body(steps=mover.draft.steps, turn=turn, keys=keys)))
    return sealed


def refused_with(other: TilesDuel, sealed: bytes) -> Problem:
    count = other.chain.count
    with pytest.raises(DuelError) as caught:
        other.receive(sealed)
    assert other.chain.count == count  # nothing changed
    return caught.value.problem


def honest_turn(mover: TilesDuel, action: Action) -> Turn:
    return mover.turn_for(action)


def test_a_tile_played_from_the_other_rack_is_refused(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    mover, other, action = at_a_play
    turn = honest_turn(mover, action)
    stolen = (other.held[other.me][0], *turn.slots[1:])
    keys = tuple((slot, mover.lock_key(slot)) for slot in stolen)
    assert refused_with(other, forged(mover, replace(turn, slots=stolen), keys)) is Problem.NOT_HELD


def test_a_wrong_key_is_refused(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    mover, other, action = at_a_play
    turn = honest_turn(mover, action)
    keys = tuple((slot, mover.lock_key(slot) * 2 % 2**252 or 1) for slot in turn.slots)
    assert refused_with(other, forged(mover, turn, keys)) is Problem.WRONG_KEY


def test_a_tile_claimed_as_another_is_refused(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    mover, other, action = at_a_play
    turn = honest_turn(mover, action)
    spare = next(
        slot
        for slot in mover.held[mover.me]
        if slot not in turn.slots and mover.known[slot] != mover.known[turn.slots[0]]
    )
    slots = (spare, *turn.slots[1:])
    keys = tuple((slot, mover.lock_key(slot)) for slot in slots)
    assert refused_with(other, forged(mover, replace(turn, slots=slots), keys)) is Problem.WRONG_TILE


def test_a_play_the_rules_refuse_is_refused(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    mover, other, action = at_a_play
    turn = honest_turn(mover, action)
    far = " ".join(f"A{1 + index}:{part.split(':')[1]}" for index, part in enumerate(turn.action.split()[1:]))
    keys = tuple((slot, mover.lock_key(slot)) for slot in turn.slots)
    assert refused_with(other, forged(mover, replace(turn, action=f"play {far}"), keys)) is Problem.ILLEGAL


def test_the_honest_play_is_accepted(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    mover, other, action = at_a_play
    after = mover.act(action)
    received = other.receive(after.transcript[-1])
    assert received.game is not None and received.game.board.to_notation() == after.game.board.to_notation()


def test_a_play_is_accepted_whatever_the_order_its_tiles_were_placed_in(
    at_a_play: tuple[TilesDuel, TilesDuel, Action],
) -> None:
    """The page builds a play in the order the player placed its tiles; the message names them as the notation
    does, and its slots follow that order."""
    mover, other, action = at_a_play
    after = mover.act(Action.play(tuple(reversed(action.placements))))
    received = other.receive(after.transcript[-1])
    assert received.game.board.to_notation() == after.game.board.to_notation()


def test_replayed_tampered_and_other_game_messages_change_nothing(
    at_a_play: tuple[TilesDuel, TilesDuel, Action],
) -> None:
    mover, other, action = at_a_play
    sealed = mover.act(action).transcript[-1]
    received = other.receive(sealed)
    for message, reason in (
        (sealed, Refusal.REPLAYED),
        (sealed[:60] + bytes([sealed[60] ^ 1]) + sealed[61:], Refusal.TAMPERED),
        (sealed[:1] + bytes(16) + sealed[17:], Refusal.OTHER_GAME),
    ):
        with pytest.raises(Refused) as caught:
            received.receive(message)
        assert caught.value.reason is reason
    assert received.chain.count == other.chain.count + 1


def test_a_host_that_reveals_another_half_of_the_coin_is_refused() -> None:
    host = TilesDuel.host("Ann", (10,), b"\x01" * 32, b"\x11" * 32, GAME, KEY)
    guest = TilesDuel.join(host.transcript[0], "Bob", b"\x02" * 32, b"\x22" * 32, GAME, KEY)
    host = host.receive(guest.transcript[1])
    chain = Chain.start(GAME, KEY)
    for sealed in host.transcript[:2]:
        chain = chain.after(chain.open(sealed))
    deal = decode(chain.open(host.transcript[2]).body)
    other_half = replace(deal, coin=b"\x99" * 32)  # it would like to choose who starts, knowing the guest's half
    sealed, _ = chain.seal(HOST, encode(other_half))
    assert refused_with(guest, sealed) is Problem.COIN


def test_no_device_acts_out_of_turn(at_a_play: tuple[TilesDuel, TilesDuel, Action]) -> None:
    _mover, other, action = at_a_play
    with pytest.raises(DuelError) as caught:
        other.act(action)
    assert caught.value.problem is Problem.UNEXPECTED


def test_a_live_device_sends_its_step_at_once_rather_than_with_its_turn() -> None:
    """By messages, a guest that starts holds its last step of the deal to send it with its first turn (one message
    a turn); on a live connection (`eager`) it sends it at once."""
    for half in range(256):
        host = TilesDuel.host("Ann", (10,), b"\x01" * 32, b"\x11" * 32, GAME, KEY)
        guest = TilesDuel.join(host.transcript[0], "Bob", b"\x02" * 32, bytes([half]) * 32, GAME, KEY)
        host = host.receive(guest.transcript[1])
        held = guest.receive(host.transcript[2])
        if held.can_act():
            break
    assert held.can_act() and len(held.transcript) == 3 and held.draft.steps
    guest.eager = True
    live = guest.receive(host.transcript[2])
    assert live.can_act() and len(live.transcript) == 4 and not live.draft.steps
