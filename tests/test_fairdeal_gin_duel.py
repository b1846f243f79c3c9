"""Gin Rummy between two devices: a match verifies on both with the same hands scored, no device sees a card of
the other's hand before the rules show it, a saved match restores, and a forged discard or knock is refused."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from duels import play, play_until, settle

from ginnyo.fairdeal.duel import DuelError, Problem
from ginnyo.fairdeal.gin_duel import GinDuel
from ginnyo.fairdeal.wire import Body, Slot, encode
from ginnyo.ginrummy.actions import DISCARD, DONE, GIN, KNOCK, LAYOFF, Action
from ginnyo.ginrummy.melds import least

GAME, KEY = bytes(range(16, 32)), b"g" * 32
SECRETS = {0: (b"\x03" * 32, b"\x13" * 32), 1: (b"\x04" * 32, b"\x14" * 32)}


def start(target: int = 10) -> tuple[GinDuel, GinDuel]:
    host = GinDuel.host("Ann", (0, target, 0), *SECRETS[0], GAME, KEY)
    guest = GinDuel.join(host.transcript[0], "Bob", *SECRETS[1], GAME, KEY)
    return settle(host, guest)


def eager(duel: GinDuel, rng: random.Random) -> Action:
    """Ends hands soon: gin or knock when it can, lays off all it can, discards to the least deadwood."""
    legal = duel.game.legal_actions()
    for kinds in ((GIN, KNOCK), (LAYOFF,), (DONE,)):
        chosen = [a for a in legal if a.kind in kinds]
        if chosen:
            return chosen[0]
    hand = duel.game.hands[duel.me]
    discards = [a for a in legal if a.kind == DISCARD]
    if discards:
        return min(discards, key=lambda a: (least(hand & ~(1 << a.card)), a.card))
    return rng.choice(legal)


Seen = list[tuple[frozenset[Slot], frozenset[Slot], frozenset[Slot]]]


@pytest.fixture(scope="module")
def match() -> tuple[GinDuel, GinDuel, Seen]:
    seen: Seen = []

    def watch(duel: GinDuel) -> None:
        if not duel.finished:
            seen.append((frozenset(duel.known), frozenset(duel.held[duel.me]), frozenset(duel.public)))

    host, guest = start()
    host, guest = play(host, guest, eager, seed=4, watch=watch)
    return host, guest, seen


@pytest.mark.slow
def test_a_match_between_two_devices_ends_verified_with_the_same_hands_scored(
    match: tuple[GinDuel, GinDuel, Seen],
) -> None:
    host, guest, _ = match
    assert host.game.over and guest.game.over and host.finished and guest.finished
    assert host.fault is None and guest.fault is None
    assert host.game.results == guest.game.results and host.game.scores == guest.game.scores
    assert any(result.winner is not None for result in host.game.results)  # a hand was won, both hands shown
    assert len(host.mixings) == len(host.game.results)
    assert host.transcript == guest.transcript


@pytest.mark.slow
def test_a_longer_match_verifies() -> None:
    host, guest = start(target=40)
    host, guest = play(host, guest, eager, seed=6)
    assert host.fault is None and guest.fault is None and host.game.over
    assert host.game.results == guest.game.results and len(host.game.results) > 1


@pytest.mark.slow
def test_no_device_sees_a_card_of_the_other_hand_before_it_is_shown(match: tuple[GinDuel, GinDuel, Seen]) -> None:
    _, _, seen = match
    assert len(seen) > 20
    for known, held, public in seen:
        assert set(known) <= held | public


@pytest.mark.slow
def test_a_saved_match_restores_to_the_same_state(match: tuple[GinDuel, GinDuel, Seen]) -> None:
    host, _, _ = match
    count = len(host.transcript) // 2
    restored = GinDuel.restore(0, *SECRETS[0], GAME, KEY, host.transcript[:count])
    assert restored.transcript == host.transcript[: len(restored.transcript)]
    assert len(restored.transcript) in (count, count + 1)  # an answer due at that point is made again


@pytest.fixture(scope="module")
def to_discard() -> tuple[GinDuel, GinDuel, Action]:
    """Two devices at a turn where the one to move discards."""

    def discard(duel: GinDuel) -> Action | None:
        return next((a for a in duel.game.legal_actions() if a.kind == DISCARD), None)

    return play_until(*start(), lambda duel, rng: rng.choice(duel.game.legal_actions()), discard, 5)


def refused_with(other: GinDuel, sealed: bytes) -> Problem:
    with pytest.raises(DuelError) as caught:
        other.receive(sealed)
    return caught.value.problem


def test_a_discard_of_a_card_it_does_not_hold_is_refused(to_discard: tuple[GinDuel, GinDuel, Action]) -> None:
    mover, other, action = to_discard
    theirs = other.held[other.me][0]
    body = Body(
        steps=mover.draft.steps,
        turn=replace(mover.turn_for(action), slots=(theirs,)),
        keys=((theirs, mover.lock_key(theirs)),),
    )
    sealed, _ = mover.chain.seal(mover.me, encode(body))
    assert refused_with(other, sealed) is Problem.NOT_HELD


def test_a_discard_that_names_another_card_is_refused(to_discard: tuple[GinDuel, GinDuel, Action]) -> None:
    mover, other, action = to_discard
    turn = mover.turn_for(action)
    spare = next(slot for slot in mover.held[mover.me] if slot not in turn.slots)
    body = Body(steps=mover.draft.steps, turn=replace(turn, slots=(spare,)), keys=((spare, mover.lock_key(spare)),))
    sealed, _ = mover.chain.seal(mover.me, encode(body))
    assert refused_with(other, sealed) is Problem.WRONG_TILE


def test_a_knock_the_hand_does_not_allow_is_refused(to_discard: tuple[GinDuel, GinDuel, Action]) -> None:
    mover, other, action = to_discard
    turn = mover.turn_for(action)
    hand = mover.held[mover.me]
    keys = tuple((slot, mover.lock_key(slot)) for slot in hand)
    body = Body(steps=mover.draft.steps, turn=replace(turn, action=f"knock {str(action).split()[1]}"), keys=keys)
    sealed, _ = mover.chain.seal(mover.me, encode(body))
    assert refused_with(other, sealed) is Problem.ILLEGAL


def test_the_honest_discard_is_accepted(to_discard: tuple[GinDuel, GinDuel, Action]) -> None:
    mover, other, action = to_discard
    after = mover.act(action)
    received = other.receive(after.transcript[-1])
    assert received.game.discards == after.game.discards
