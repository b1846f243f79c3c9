"""Messages between devices: a replayed, out-of-order, tampered, other-game or other-history message is refused
with its reason and the chain does not move."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ginnyo.fairdeal.envelope import Chain, Refusal, Refused, from_text, to_text

GAME = bytes(range(16))
KEY = b"k" * 32


def pair() -> tuple[Chain, Chain]:
    return Chain.start(GAME, KEY), Chain.start(GAME, KEY)


def refusal(chain: Chain, sealed: bytes) -> Refusal:
    with pytest.raises(Refused) as caught:
        chain.open(sealed)
    return caught.value.reason


def test_messages_in_order_are_accepted_and_both_chains_agree() -> None:
    host, guest = pair()
    sealed, sent = host.seal(0, b"invite")
    host = host.after(sent)
    opened = guest.open(from_text(to_text(sealed)))
    assert opened.body == b"invite" and opened.sender == 0
    guest = guest.after(opened)
    reply, sent = guest.seal(1, b"answer")
    guest = guest.after(sent)
    host = host.after(host.open(reply))
    assert host == guest and host.count == 2


def test_a_replayed_message_is_refused() -> None:
    host, guest = pair()
    sealed, _ = host.seal(0, b"move")
    guest = guest.after(guest.open(sealed))
    assert refusal(guest, sealed) is Refusal.REPLAYED


def test_a_message_that_skips_one_is_refused_as_out_of_order() -> None:
    host, guest = pair()
    _first, sent = host.seal(0, b"one")
    second, _ = host.after(sent).seal(0, b"two")
    assert refusal(guest, second) is Refusal.OUT_OF_ORDER


@given(st.integers(min_value=0), st.integers(min_value=0, max_value=7))
def test_any_changed_bit_is_refused(where: int, bit: int) -> None:
    host, guest = pair()
    sealed, _ = host.seal(0, b"a move of some length")
    changed = bytearray(sealed)
    changed[where % len(sealed)] ^= 1 << bit
    assert refusal(guest, bytes(changed)) in {Refusal.TAMPERED, Refusal.OTHER_GAME, Refusal.VERSION}


def test_a_message_of_another_game_or_key_is_refused() -> None:
    other = Chain.start(bytes(16), KEY)
    sealed, _ = other.seal(0, b"move")
    assert refusal(Chain.start(GAME, KEY), sealed) is Refusal.OTHER_GAME
    forged, _ = Chain.start(GAME, b"x" * 32).seal(0, b"move")
    assert refusal(Chain.start(GAME, KEY), forged) is Refusal.TAMPERED


def test_a_message_made_on_another_history_is_refused() -> None:
    host, guest = pair()
    _, mine = host.seal(0, b"my move")
    theirs, _ = guest.after(guest.seal(1, b"their move")[1]).seal(1, b"next")
    assert refusal(host.after(mine), theirs) is Refusal.OTHER_HISTORY


def test_text_that_is_not_a_message_is_refused_as_damaged() -> None:
    host, _ = pair()
    assert refusal(host, from_text("abc")) is Refusal.DAMAGED
    with pytest.raises(Refused):
        from_text("!!!")
