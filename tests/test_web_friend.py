"""A game with a friend through the page's own update (no browser): two pages' states, links carried by hand."""

from __future__ import annotations

import pytest
from friend_pages import (
    ASKED,
    WIRE,
    carry,
    code,
    count,
    entropy,
    first_move,
    gin_move,
    gin_started,
    move,
    played,
    run,
    settle,
    started,
    to_move,
)

from ginnyo.rules.steps import drain
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, GameKind, Phase
from ginnyo.web.friend import events as fev
from ginnyo.web.friend.record import Whose, parse_games, to_json
from ginnyo.web.friend.state import Link
from ginnyo.web.friend.view import friend_view, kept_rows
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update
from ginnyo.web.tiles.view_panel import turn_view
from ginnyo.web.tiles.view_rack import rack_view


def test_an_invitation_waits_for_its_answer_and_is_kept() -> None:
    ann = run(UiState(), fev.InviteFriend(GameKind.GINNYO, "Ann", entropy(1)))
    assert ann.friend is not None and ann.friend.link is Link.WAITING and ann.table is None
    view = friend_view(ann.friend)
    assert view.invitation and view.fragment.startswith("friend=1.") and view.fragment.count(".") == 3
    assert [(g.whose, g.friend) for g in ann.friends] == [(Whose.WAITING, "")]
    assert kept_rows(ann.friends)[0].fragment == view.fragment  # "send again" in the list


def test_the_guest_names_itself_and_both_tables_start_from_one_deal() -> None:
    ann, bob = started()
    assert ann.tiles is not None and bob.tiles is not None
    assert ann.tiles.session.game.names == bob.tiles.session.game.names == ("Ann", "Bob")
    assert ann.tiles.session.away == 1 and bob.tiles.session.away == 0
    assert {ann.phase, bob.phase} == {Phase.HUMAN, Phase.FRIEND}
    assert ann.tiles.session.game.board.to_notation() == bob.tiles.session.game.board.to_notation()
    for page in (ann, bob):
        assert page.tiles is not None and page.tiles.session.you is None  # a friend's move is never undone
        assert friend_view(page.friend).link is Link.MESSAGES


def test_the_friend_s_seat_never_shows_and_waits_for_its_link() -> None:
    ann, bob = started()
    pair = to_move(ann, bob)
    assert pair is not None
    shown = screen(pair[1])
    assert shown.seen is not None and shown.seen.seat != shown.table.current  # type: ignore[union-attr]
    assert "Waiting for" in turn_view(pair[1].tiles, shown).text


def test_tiles_drawn_stay_face_down_until_the_friend_s_device_opens_them() -> None:
    moved, other = first_move(*started())
    assert moved.tiles is not None
    drawn = len(moved.tiles.session.veiled)
    shown = screen(moved)
    assert shown.pending == drawn > 0
    assert len(shown.seen.rack.split()) == len(moved.tiles.session.game.racks[moved.friend.duel.me]) - drawn  # type: ignore[union-attr]
    assert rack_view(moved.tiles, False, shown).pending == drawn
    first = moved.friend.duel.me == 0  # type: ignore[union-attr]

    def settled(one: UiState, two: UiState) -> tuple[UiState, UiState]:
        if first:
            return settle(one, two)
        two, one = settle(two, one)
        return one, two

    moved, other = settled(moved, other)
    assert other.phase is Phase.HUMAN
    other = move(other)  # the keys of the tiles drawn travel with the friend's next move
    moved, other = settled(moved, other)
    assert moved.tiles is not None and moved.tiles.session.veiled == ()
    assert screen(moved).pending == 0


def test_a_replayed_a_tampered_and_an_unknown_link_change_nothing() -> None:
    mover, other = first_move(*started())
    link = code(mover)
    other = run(other, fev.OpenFriendCode(link))
    for text, words in (
        (link, "already taken in"),
        (link[:-5] + ("A" if link[-5] != "A" else "B") + link[-4:], "changed on its way"),
        ("1.nonsense", "not a Ginny-O link"),
    ):
        after = run(other, fev.OpenFriendCode(text))
        assert after.friend is not None and words in str(after.friend.refusal)
        assert after.tiles is not None and other.tiles is not None
        assert after.tiles.session.game.actions == other.tiles.session.game.actions
        assert after.friend.duel is other.friend.duel  # type: ignore[union-attr]
    carol = run(UiState(), fev.InviteFriend(GameKind.GINNYO, "Carol", entropy(9)))
    refused = run(carol, fev.OpenFriendCode(link))
    assert "holds no game with a friend" in str(refused.friend.refusal)  # type: ignore[union-attr]
    assert refused.friend.duel is carol.friend.duel  # type: ignore[union-attr]


def test_one_s_own_invitation_is_not_joined() -> None:
    ann = run(UiState(), fev.InviteFriend(GameKind.GINNYO, "Ann", entropy(1)))
    again = run(ann, fev.OpenFriendCode(code(ann)))
    assert "your own invitation" in str(again.friend.refusal)  # type: ignore[union-attr]


def test_a_link_while_the_side_works_is_refused_until_it_finishes() -> None:
    ann = run(UiState(), fev.InviteFriend(GameKind.GINNYO, "Ann", entropy(1)))
    bob = run(UiState(), fev.OpenFriendCode(code(ann)))
    working, effects = update(bob, fev.JoinFriend("Bob", entropy(2)))
    assert working.friend is not None and working.friend.working
    assert [type(e) for e in effects] == [fx.FriendWork]
    busy, _ = update(working, fev.OpenFriendCode(code(ann)))
    assert "Still working" in str(busy.friend.refusal)  # type: ignore[union-attr]


def test_the_kept_games_read_back_and_a_reload_takes_the_game_up_again() -> None:
    ann, _bob = started()
    games = parse_games(to_json(ann.friends))
    assert games == ann.friends
    fresh = run(UiState(friends=games), fev.ResumeFriend(games[0].game))
    assert fresh.tiles is not None and ann.tiles is not None
    assert fresh.tiles.session.game.racks == ann.tiles.session.game.racks
    assert fresh.phase == ann.phase


@pytest.mark.parametrize("text", ["", "{}", '{"version": 1, "games": [{"kind": "ginnyo"}]}', '{"version": 2}'])
def test_a_damaged_list_of_games_is_refused(text: str) -> None:
    with pytest.raises((ValueError, LookupError, TypeError)):
        parse_games(text)


def test_leaving_the_game_keeps_it_and_opens_this_device_s_own() -> None:
    ann, _bob = started()
    left, effects = update(ann, fev.LeaveFriend())
    assert left.friend is None and left.table is None and left.friends == ann.friends
    assert fx.OpenStored() in effects and fx.KeepFriends() in effects


def test_the_list_opens_and_closes() -> None:
    shown, _ = update(UiState(), fev.ShowFriends(True))
    assert shown.dialog is Dialog.FRIENDS
    assert update(shown, fev.ShowFriends(False))[0].dialog is None


@pytest.mark.slow
def test_a_whole_game_between_two_pages_ends_verified_on_both() -> None:
    ann, bob = played(*started(), move)
    assert ann.phase is bob.phase is Phase.OVER
    assert friend_view(ann.friend).link is friend_view(bob.friend).link is Link.VERIFIED
    assert ann.friends[0].whose is Whose.OVER


@pytest.mark.slow
def test_a_gin_rummy_hand_with_a_friend_ends_with_one_result_on_both_devices() -> None:
    ann, bob = gin_started()
    assert ann.rummy is not None and bob.rummy is not None
    assert (ann.rummy.session.me, bob.rummy.session.me) == (0, 1)
    assert ann.rummy.session.is_computer(1) is False and not ann.rummy.session.can_undo()
    ann, bob = played(ann, bob, gin_move, lambda page: bool(page.rummy and page.rummy.result_pending))
    assert ann.rummy is not None and bob.rummy is not None
    assert ann.rummy.session.game.results == bob.rummy.session.game.results != []
    assert ann.phase is bob.phase is Phase.RESULT


@pytest.mark.slow
def test_a_gin_rummy_match_with_a_friend_ends_verified() -> None:
    ann, bob = played(*gin_started(target=25), gin_move)
    assert ann.phase is bob.phase is Phase.OVER
    assert friend_view(ann.friend).link is friend_view(bob.friend).link is Link.VERIFIED


def live_pair() -> tuple[UiState, UiState]:
    """A game invited live: the host's offer travels with the invitation, the guest answers once it has joined, the
    host takes the answer; the browsers' part (the offer, the answer, the open channel) is played by the test."""
    WIRE.clear()
    ASKED.clear()
    ann = run(UiState(), fev.InviteFriend(GameKind.GINNYO, "Ann", entropy(1)))
    ann = run(ann, fev.GoLive())
    assert ASKED.pop() == fx.MakeOffer()
    ann = run(ann, fev.LiveMade(offer="OFFER-1"))
    view = friend_view(ann.friend)
    assert view.invitation and view.fragment.endswith(".OFFER-1")
    bob = run(UiState(), fev.OpenFriendCode(view.fragment))
    bob = run(bob, fev.JoinFriend("Bob", entropy(2)))
    assert ASKED.pop() == fx.MakeAnswer("OFFER-1")
    bob = run(bob, fev.LiveMade(answer="ANSWER-1"))
    assert friend_view(bob.friend).answer.endswith(".ANSWER-1")
    ann = run(ann, fev.OpenFriendCode(friend_view(bob.friend).answer))
    assert ASKED.pop() == fx.TakeAnswer("ANSWER-1")
    ann, bob = run(ann, fev.LiveOpened()), run(bob, fev.LiveOpened())
    return carry(ann, bob)


def test_a_live_game_sends_every_message_at_once_and_goes_on_by_links_once_dropped() -> None:
    ann, bob = live_pair()
    assert friend_view(ann.friend).link is friend_view(bob.friend).link is Link.CONNECTED
    assert {ann.phase, bob.phase} == {Phase.HUMAN, Phase.FRIEND}
    for _ in range(4):  # live: each move reaches the other page with no link carried
        pair = to_move(ann, bob)
        assert pair is not None
        mover = move(pair[0])
        ann, bob = (mover, pair[1]) if mover.friend.duel.me == 0 else (pair[1], mover)  # type: ignore[union-attr]
        ann, bob = carry(ann, bob)
        assert count(ann) == count(bob)
    ann, bob = run(ann, fev.LiveClosed()), run(bob, fev.LiveClosed())
    assert friend_view(ann.friend).link is Link.MESSAGES and "closed" in str(ann.friend.refusal)  # type: ignore[union-attr]
    pair = to_move(ann, bob)
    assert pair is not None
    mover = move(pair[0])
    assert not WIRE  # by links now
    ann, bob = (mover, pair[1]) if mover.friend.duel.me == 0 else (pair[1], mover)  # type: ignore[union-attr]
    ann, bob = settle(ann, bob)
    assert count(ann) == count(bob) and to_move(ann, bob) is not None


def test_messages_that_come_live_while_the_side_works_are_taken_in_after() -> None:
    ann, bob = live_pair()
    pair = to_move(ann, bob)
    assert pair is not None
    mover, other = move(pair[0]), pair[1]
    sent = [sealed for _seat, sealed in WIRE]
    WIRE.clear()
    working, effects = update(other, fev.LiveMessage(sent[0]))
    assert working.friend is not None and working.friend.working
    for sealed in sent:  # the first again too (a connection that opened again sends it once more)
        working, more = update(working, fev.LiveMessage(sealed))
        assert more == []
    assert working.friend is not None and working.friend.inbox == tuple(sent)
    work = effects[0]
    assert isinstance(work, fx.FriendWork)
    done = run(working, fev.FriendWorked(drain(work.steps), True))
    assert done.friend is not None and done.friend.inbox == () and not done.friend.working
    assert count(done) >= count(mover)
