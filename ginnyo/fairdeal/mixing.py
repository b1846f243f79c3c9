"""Mixing tiles so that no device knows or chooses their order: the commutative-encryption shuffle of "mental
poker" (Shamir, Rivest and Adleman, 1979) over the ristretto255 group, with a lock per position.

Every tile is a group element nobody knows a logarithm of (`tile_elements`). A device encrypts an element by
multiplying it by a secret scalar; encryptions commute, so devices can add and remove their layers in any order.
A mixing runs three passes, each device once in each, in an order the protocol chooses:

1. **rekey** (only when the input is already locked, e.g. a pile mixed again after an exchange): each device
   swaps its lock on every entry for its shuffle key, without changing the order, so the next pass may reorder;
2. **mix**: each device multiplies every entry by a fresh key and puts them in its secret order; since the
   entries change, nobody can follow them through another device's step, and the final order is the
   composition of every device's order, which none of them chose alone;
3. **lock**: each device swaps its keys of the mix (and rekey) for one key per position.

Position `j` is then opened to one player by the other devices revealing their lock keys for `j`: a wrong key
opens to an element that is no tile, and no device can make it open to a tile of its choosing. A position is
shown to everyone by every device revealing its key. A device's keys and order all derive from its `Secret`,
so revealing the secrets at the end lets anyone recompute each pass (`check_mixing`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..rules.steps import Steps, drain
from .keys import Secret, digest, inverse
from .ristretto import ORDER, Point, decode, from_uniform_bytes

Entry = bytes
"""An encrypted tile: the 32-byte encoding of its group element."""


class Pass(Enum):
    """The three passes of a mixing, in the order they run."""

    REKEY = "rekey"
    MIX = "mix"
    LOCK = "lock"


@dataclass(frozen=True)
class Locked:
    """Where an entry of a mixing's input was locked: a position of an earlier mixing."""

    mixing: int
    position: int


@dataclass(frozen=True)
class Step:
    """One device's turn in a mixing: its seat, the passes it ran one after the other (a device that runs two
    in a row publishes only the result, which the check recomputes through both), and the entries it
    published."""

    seat: int
    kinds: tuple[Pass, ...]
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class Mixing:
    """A whole mixing as the devices published it: its number, its input (plain tiles when `locks` is None,
    else entries locked at the given positions of earlier mixings) and every device's steps in order."""

    number: int
    source: tuple[Entry, ...]
    locks: tuple[Locked, ...] | None
    steps: tuple[Step, ...]

    def result(self) -> tuple[Entry, ...]:
        """The locked pile the mixing made (its last step's entries)."""
        return self.steps[-1].entries if self.steps else self.source


class BadEntry(ValueError):
    """An entry is not an encrypted tile, or opens to no tile: a device sent a wrong value."""


def tile_elements(game: bytes, count: int) -> tuple[Entry, ...]:
    """The plain elements of a game's `count` tiles, derived from the game's id so that no device can know a
    relation between two of them (or reuse one game's encryptions in another)."""
    return tuple(from_uniform_bytes(digest("ginnyo-o/tile", game, index)).encode() for index in range(count))


def times(entry: Entry, scalar: int) -> Entry:
    """The entry with one more layer (or one fewer, by an inverse): a scalar multiplication."""
    try:
        point: Point = decode(entry)
    except ValueError as error:
        raise BadEntry(str(error)) from error
    return (point * scalar).encode()


def mix_key(secret: Secret, mixing: int) -> int:
    """The fresh key a device puts on the entries it reorders."""
    return secret.scalar("mix", mixing)


def factors(kind: Pass, entries: Sequence[Entry], mixing: Mixing, secret: Secret) -> list[tuple[Entry, int]]:
    """A pass as what it multiplies, in the order it publishes: each entry with its scalar.

    rekey: this device's lock of each entry swapped for its shuffle key, in place; mix: a fresh key on every
    entry, in this device's secret order; lock: this device's mixing keys swapped for one lock per position.
    """
    number = mixing.number
    match kind:
        case Pass.REKEY:
            if mixing.locks is None:
                raise ValueError("plain tiles are not rekeyed")
            key = secret.shuffle_key(number)
            return [
                (entry, key * inverse(secret.lock_key(lock.mixing, lock.position)) % ORDER)
                for entry, lock in zip(entries, mixing.locks, strict=True)
            ]
        case Pass.MIX:
            key = mix_key(secret, number)
            return [(entries[index], key) for index in secret.order(number, len(entries))]
        case Pass.LOCK:
            layers = mix_key(secret, number) * (secret.shuffle_key(number) if mixing.locks is not None else 1)
            undo = inverse(layers % ORDER)
            return [(entry, secret.lock_key(number, position) * undo % ORDER) for position, entry in enumerate(entries)]


def step_steps(
    kinds: Sequence[Pass], entries: Sequence[Entry], mixing: Mixing, secret: Secret
) -> Steps[tuple[Entry, ...]]:
    """A device's passes one after the other (what it publishes for its step), pausing after each entry: a
    multiplication takes a few milliseconds, a pass of 54 entries several hundred."""
    result = tuple(entries)
    for kind in kinds:
        out = []
        for entry, scalar in factors(kind, result, mixing, secret):
            out.append(times(entry, scalar))
            yield
        result = tuple(out)
    return result


def run_pass(kind: Pass, entries: Sequence[Entry], mixing: Mixing, secret: Secret) -> tuple[Entry, ...]:
    """One device's pass of `mixing` on `entries` (the previous step's): what an honest device publishes."""
    return drain(step_steps((kind,), entries, mixing, secret))


def run_step(kinds: Sequence[Pass], entries: Sequence[Entry], mixing: Mixing, secret: Secret) -> tuple[Entry, ...]:
    """A device's passes one after the other, at once."""
    return drain(step_steps(kinds, entries, mixing, secret))


def open_entry(entry: Entry, keys: Sequence[int], tiles: dict[Entry, int]) -> int:
    """The tile (its index) at a locked position, given every device's lock key for it; `BadEntry` if the keys
    do not open it to a tile."""
    product = 1
    for key in keys:
        product = product * key % ORDER
    plain = times(entry, inverse(product))
    if plain not in tiles:
        raise BadEntry("the keys do not open this position to a tile")
    return tiles[plain]
