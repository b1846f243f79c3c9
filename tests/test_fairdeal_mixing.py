"""The fair deal's mixing: honest devices deal a permutation of the tiles nobody chose, each position opens only
with every device's key, and every kind of cheating is caught (at once when a key is wrong, at the end by
recomputing each step from the revealed secrets)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest

from ginnyo.fairdeal.keys import Secret
from ginnyo.fairdeal.mixing import (
    BadEntry,
    Locked,
    Mixing,
    Pass,
    Step,
    open_entry,
    run_pass,
    run_step,
    tile_elements,
    times,
)
from ginnyo.fairdeal.verify import Fault, check_commitments, check_mixing

GAME = b"game-0001"
TILES = tile_elements(GAME, 54)
TABLE = {entry: index for index, entry in enumerate(TILES)}


def secrets(count: int, salt: int = 0) -> dict[int, Secret]:
    return {seat: Secret(bytes([seat + 1 + salt]) * 32) for seat in range(count)}


def runs_in_turn(seats: int, locked: bool) -> list[tuple[int, Pass]]:
    """Each pass by every seat, the last of one pass running the next straight after (one message fewer)."""
    runs: list[tuple[int, Pass]] = []
    order = list(range(seats))
    for kind in [Pass.REKEY, Pass.MIX, Pass.LOCK] if locked else [Pass.MIX, Pass.LOCK]:
        runs += [(seat, kind) for seat in order]
        order = order[-1:] + order[:-1]
    return runs


def honest(number: int, source: Sequence[bytes], locks: tuple[Locked, ...] | None, keys: dict[int, Secret]) -> Mixing:
    """Every device's passes as honest devices publish them, a device's consecutive passes in one step."""
    mixing = Mixing(number, tuple(source), locks, ())
    grouped: list[tuple[int, list[Pass]]] = []
    for seat, kind in runs_in_turn(len(keys), locks is not None):
        if grouped and grouped[-1][0] == seat:
            grouped[-1][1].append(kind)
        else:
            grouped.append((seat, [kind]))
    entries = tuple(source)
    steps: list[Step] = []
    for seat, kinds in grouped:
        entries = run_step(kinds, entries, mixing, keys[seat])
        steps.append(Step(seat, tuple(kinds), entries))
    return replace(mixing, steps=tuple(steps))


def opened(mixing: Mixing, keys: dict[int, Secret]) -> list[int]:
    return [
        open_entry(entry, [secret.lock_key(mixing.number, position) for secret in keys.values()], TABLE)
        for position, entry in enumerate(mixing.result())
    ]


def test_tiles_are_distinct_elements_tied_to_the_game() -> None:
    assert len(set(TILES)) == 54
    assert not set(TILES) & set(tile_elements(b"game-0002", 54))


@pytest.mark.slow
def test_an_honest_deal_is_a_permutation_nobody_chose_alone() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    order = opened(deal, keys)
    assert sorted(order) == list(range(54)) and order != list(range(54))
    other = opened(honest(0, TILES, None, {0: keys[0], 1: Secret(b"\x09" * 32)}), {0: keys[0], 1: Secret(b"\x09" * 32)})
    assert other != order  # the second device's secret alone changes the whole order
    assert check_mixing(deal, keys) is None


def test_a_position_opens_only_with_every_devices_key() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    entry = deal.result()[5]
    with pytest.raises(BadEntry):
        open_entry(entry, [keys[0].lock_key(0, 5)], TABLE)
    with pytest.raises(BadEntry):  # a key for another position does not open it either
        open_entry(entry, [keys[0].lock_key(0, 5), keys[1].lock_key(0, 6)], TABLE)
    assert open_entry(entry, [keys[1].lock_key(0, 5), keys[0].lock_key(0, 5)], TABLE) in range(54)


def test_no_step_shows_a_tile_in_the_clear() -> None:
    keys = secrets(3)
    deal = honest(0, TILES, None, keys)
    for step in deal.steps:
        assert not set(step.entries) & set(TILES)


@pytest.mark.slow
def test_a_pile_mixed_again_keeps_its_tiles_and_gets_a_new_order() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    first = opened(deal, keys)
    returned = [2, 3]  # a rack's positions going back to the pile
    pile = list(range(14, 54))
    positions = returned + pile
    locks = tuple(Locked(0, position) for position in positions)
    again = honest(1, [deal.result()[position] for position in positions], locks, keys)
    assert sorted(opened(again, keys)) == sorted(first[position] for position in positions)
    assert check_mixing(again, keys) is None


def test_check_names_a_device_that_re_encrypts_a_tile_as_another() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    assert [(step.seat, step.kinds) for step in deal.steps] == [
        (0, (Pass.MIX,)),
        (1, (Pass.MIX, Pass.LOCK)),
        (0, (Pass.LOCK,)),
    ]
    mixed = run_pass(Pass.MIX, deal.steps[0].entries, deal, keys[1])
    cheat = (mixed[0], *mixed[2:], mixed[2])  # seat 1 copies one entry over another: a tile twice, one gone
    locked = run_pass(Pass.LOCK, cheat, deal, keys[1])
    steps = (
        deal.steps[0],
        replace(deal.steps[1], entries=locked),
        Step(0, (Pass.LOCK,), run_pass(Pass.LOCK, locked, deal, keys[0])),
    )
    assert check_mixing(replace(deal, steps=steps), keys) == Fault(0, 1, 1, "its step is not what its secret makes")


def test_check_names_a_device_that_reorders_the_pile() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    final = deal.steps[-1].entries
    swapped = (final[1], final[0], *final[2:])
    rigged = replace(deal, steps=(*deal.steps[:-1], replace(deal.steps[-1], entries=swapped)))
    assert check_mixing(rigged, keys) == Fault(0, 2, 0, "its step is not what its secret makes")


def test_a_wrong_lock_key_is_caught_when_the_position_opens() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    forged = keys[1].lock_key(0, 9) * 7
    with pytest.raises(BadEntry):
        open_entry(deal.result()[9], [keys[0].lock_key(0, 9), forged], TABLE)


def test_missing_or_repeated_passes_and_a_changed_secret_are_refused() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    fault = Fault(0, -1, -1, "the passes are missing, repeated or out of order")
    assert check_mixing(replace(deal, steps=deal.steps[:-1]), keys) == fault
    twice = replace(deal, steps=(*deal.steps[:2], replace(deal.steps[2], seat=1)))
    assert check_mixing(twice, keys) == fault
    early = replace(deal, steps=(replace(deal.steps[0], kinds=(Pass.LOCK,)), *deal.steps[1:]))
    assert check_mixing(early, keys) == fault
    committed = {seat: secret.commitment() for seat, secret in keys.items()}
    assert check_commitments(committed, keys) is None
    assert check_commitments(committed, {**keys, 1: Secret(b"\x07" * 32)}) == Fault(
        -1, -1, 1, "the secret revealed is not the one committed to"
    )


def test_garbage_in_a_step_is_refused_as_no_group_element() -> None:
    keys = secrets(2)
    deal = honest(0, TILES, None, keys)
    junk = (b"\xff" * 32, *deal.steps[0].entries[1:])
    rigged = replace(deal, steps=(replace(deal.steps[0], entries=junk), *deal.steps[1:]))
    assert check_mixing(rigged, keys) == Fault(0, 0, 0, "an entry is not a group element")
    with pytest.raises(BadEntry):
        times(b"\xff" * 32, 3)
