"""Links and codes of messages between devices: what is written reads back; anything else is refused."""

import pytest

from ginnyo.fairdeal.envelope import Chain, Refusal, Refused
from ginnyo.fairdeal.link import fragment, game_of, invitation_text, live_text, move_text, moves_text, read

GAME, KEY = bytes(range(16)), b"k" * 32


def sealed(body: bytes = b"hello") -> bytes:
    return Chain.start(GAME, KEY).seal(0, body)[0]


def test_an_invitation_carries_the_id_and_key_and_a_move_only_its_message() -> None:
    message = sealed()
    invitation = read("https://example.org/ginnyo/#" + fragment(invitation_text(GAME, KEY, message)))
    assert invitation.invitation and (invitation.game, invitation.key, invitation.sealed) == (GAME, KEY, (message,))
    move = read(move_text(message))
    assert not move.invitation and move.sealed == (message,) and game_of(move.sealed[0]) == GAME


def test_several_messages_an_invitation_s_offer_and_a_live_answer_read_back() -> None:
    first, second = sealed(b"one"), sealed(b"two")
    assert read(moves_text([first, second])).sealed == (first, second)
    offered = read(invitation_text(GAME, KEY, first, "Offer_123-x"))
    assert offered.invitation and offered.offer == "Offer_123-x" and offered.sealed == (first,)
    answer = read(live_text(GAME, answer="Answer-9"))
    assert (answer.game, answer.answer, answer.offer, answer.sealed) == (GAME, "Answer-9", "", ())
    assert read(live_text(GAME, offer="Off")).offer == "Off"


def test_a_code_pasted_with_spaces_or_line_breaks_still_reads() -> None:
    code = move_text(sealed(b"x" * 300))
    broken = "\n".join(code[i : i + 40] for i in range(0, len(code), 40))
    assert read(f"  {broken} ").sealed == (sealed(b"x" * 300),)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", Refusal.DAMAGED),
        ("2.abcd", Refusal.VERSION),
        ("1.a.b", Refusal.DAMAGED),
        ("1.!!!", Refusal.DAMAGED),
        ("1.o.AAAA.x", Refusal.DAMAGED),
    ],
)
def test_what_is_not_a_link_is_refused(text: str, reason: Refusal) -> None:
    with pytest.raises(Refused) as caught:
        read(text)
    assert caught.value.reason is reason
