"""Two devices play Ginny-O with a deal neither can rig: a whole game verifies on both, neither ever holds the
other's rack, a saved game restores exactly, and every kind of cheating is refused or named at the end."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.mixing import tile_elements
from ginnyo.fairdeal.wire import Slot, decode
from ginnyo.rules.actions import EXCHANGE, PASS, PLAY, Action

GAME, KEY = bytes(range(16)), b"k" * 32
Chooser = Callable[[Duel, random.Random], Action]


def start(idle_rounds: int = 10, guest_class: type[Duel] = Duel) -> tuple[Duel, Duel]:
    host = Duel.host("Ann", idle_rounds, b"\x01" * 32, b"\x11" * 32, GAME, KEY)
    guest = guest_class.join(host.transcript[0], "Bob", b"\x02" * 32, b"\x22" * 32, GAME, KEY)
    return deliver(guest, host), guest


def deliver(source: Duel, target: Duel) -> Duel:
    """Every message `source` sent that `target` has not taken in yet, in order."""
    while target.chain.count < len(source.transcript) and source.transcript[target.chain.count][21] == source.me:
        target = target.receive(source.transcript[target.chain.count])
    return target


def settle(host: Duel, guest: Duel) -> tuple[Duel, Duel]:
    while True:
        counts = (host.chain.count, guest.chain.count)
        host, guest = deliver(guest, host), deliver(host, guest)
        if counts == (host.chain.count, guest.chain.count):
            return host, guest


def longest_play(duel: Duel, rng: random.Random) -> Action:
    """Plays when it can (the longest), else passes if allowed, else returns the whole rack or one tile."""
    assert duel.game is not None
    actions = duel.game.legal_actions()
    plays = [a for a in actions if a.kind == PLAY]
    if plays:
        return max(plays, key=lambda a: (len(a.placements), str(a)))
    passes = [a for a in actions if a.kind == PASS]
    exchanges = [a for a in actions if a.kind == EXCHANGE]
    return passes[0] if passes else rng.choice([exchanges[0], exchanges[-1]])


def open_then_exchange(duel: Duel, rng: random.Random) -> Action:
    """Opens when it can, then only exchanges one tile: with one idle round, the game ends soon after."""
    assert duel.game is not None
    actions = duel.game.legal_actions()
    if not duel.game.board_tiles:
        plays = [a for a in actions if a.kind == PLAY]
        if plays:
            return plays[0]
    return next(a for a in actions if a.kind == EXCHANGE and len(a.tiles) == 1)


def play(
    host: Duel, guest: Duel, choose: Chooser, seed: int = 1, watch: Callable[[Duel], None] | None = None
) -> tuple[Duel, Duel]:
    rng = random.Random(seed)
    while True:
        host, guest = settle(host, guest)
        for duel in (host, guest):
            if watch is not None:
                watch(duel)
        mover = next((d for d in (host, guest) if d.can_act()), None)
        if mover is None:
            return host, guest
        after = mover.act(choose(mover, rng))
        host, guest = (after, guest) if mover is host else (host, after)


Seen = list[tuple[int, frozenset[Slot], frozenset[Slot]]]
"""Each device's own seat, the slots it had seen and the slots it held, at every moment of a game."""
Played = tuple[Duel, Duel, Seen]


@pytest.fixture(scope="module")
def honest() -> Played:
    seen: Seen = []

    def watch(duel: Duel) -> None:
        if not duel.finished:  # at the end both secrets open every rack
            seen.append((duel.me, frozenset(duel.known), frozenset(duel.held[duel.me])))

    host, guest = start()
    host, guest = play(host, guest, longest_play, watch=watch)
    return host, guest, seen


def test_a_whole_game_between_two_devices_ends_verified_on_both(honest: Played) -> None:
    host, guest, _ = honest
    assert host.game is not None and guest.game is not None
    assert host.game.over and guest.game.over and host.finished and guest.finished
    assert host.fault is None and guest.fault is None
    assert host.game.totals() == guest.game.totals() and host.game.penalties == guest.game.penalties
    assert host.game.board.to_notation() == guest.game.board.to_notation()
    assert [sorted(rack) for rack in host.game.racks] == [sorted(rack) for rack in guest.game.racks]
    assert len(host.mixings) > 1  # exchanges mixed the pile again
    assert host.transcript == guest.transcript


def test_neither_device_ever_sees_a_tile_of_the_other_rack(honest: Played) -> None:
    host, guest, seen = honest
    played = {slot for duel in (host, guest) for slot in duel.known if slot not in duel.held[0] + duel.held[1]}
    assert len(seen) > 20
    for _me, known, held in seen:
        assert known <= held | played, "a device saw a slot that was neither its own nor played"
    for duel in (host, guest):
        tiles = set(tile_elements(GAME, 54))
        for sealed in duel.transcript:
            body = decode(sealed[54:-16])
            assert not any(entry in tiles for step in body.steps for entry in step.entries)


def test_a_saved_game_restores_to_the_same_state_at_every_message(honest: Played) -> None:
    host, guest, _ = honest
    for duel, seed, coin in ((host, b"\x01" * 32, b"\x11" * 32), (guest, b"\x02" * 32, b"\x22" * 32)):
        for count in (3, len(duel.transcript) // 2, len(duel.transcript)):
            restored = Duel.restore(duel.me, seed, coin, GAME, KEY, duel.transcript[:count])
            assert restored.transcript[:count] == duel.transcript[:count]
        assert restored.known == duel.known and restored.held == duel.held and restored.fault is None
        assert restored.game is not None and duel.game is not None
        assert restored.game.totals() == duel.game.totals()
