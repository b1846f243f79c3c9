"""Two devices' sides of a game between devices, played in one process: messages delivered in order."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.envelope import SENDER_AT

D = TypeVar("D", bound=Duel)
A = TypeVar("A")


def deliver(source: D, target: D) -> D:
    """Every message `source` sent that `target` has not taken in yet, in order."""
    while target.chain.count < len(source.transcript) and source.transcript[target.chain.count][SENDER_AT] == source.me:
        target = target.receive(source.transcript[target.chain.count])
    return target


def settle(host: D, guest: D) -> tuple[D, D]:
    while True:
        counts = (host.chain.count, guest.chain.count)
        host, guest = deliver(guest, host), deliver(host, guest)
        if counts == (host.chain.count, guest.chain.count):
            return host, guest


def play(
    host: D,
    guest: D,
    choose: Callable[[D, random.Random], Any],
    seed: int = 1,
    watch: Callable[[D], None] | None = None,
) -> tuple[D, D]:
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


def play_until(
    host: D, guest: D, choose: Callable[[D, random.Random], Any], wanted: Callable[[D], A | None], seed: int
) -> tuple[D, D, A]:
    """Play on until the device to move has an action `wanted` picks: that device, the other, and the action."""
    rng = random.Random(seed)
    while True:
        host, guest = settle(host, guest)
        mover = next(d for d in (host, guest) if d.can_act())
        found = wanted(mover)
        if found is not None:
            return mover, guest if mover is host else host, found
        after = mover.act(choose(mover, rng))
        host, guest = (after, guest) if mover is host else (host, after)
