"""What the page shows of a game with a friend (no PyScript): the panel and the list "Games with friends"."""

from __future__ import annotations

from ginnyo.fairdeal.link import KEY, live_text

from ..common.frozen import frozen
from ..common.text import said
from ..words import friend as words
from ..words.i18n import _
from .record import Kept, Whose
from .state import FriendUi, Link, answered, last_code


@frozen
class FriendView:
    """The panel: `shown` off when no game with a friend is on the page."""

    shown: bool
    link: Link = Link.WAITING
    status: str = ""
    heard: str = ""
    join: str = ""  # the invitation's words while it waits for a name ('' otherwise)
    out: str = ""  # what to do with the link ('' when there is nothing to send)
    fragment: str = ""  # the link's fragment (`friend=1.…`)
    invitation: bool = False  # the fragment is the invitation (`data-friend="invite"`)
    error: str = ""
    busy: bool = False  # a side's slices are at work
    yours: bool = False  # this device is to move: the tab's title says so
    verdict: str = ""  # at the end: verified, or the step that failed (in the end dialogs)
    live: str = ""  # this device's live offer for a game in progress, as a link's fragment (shown with its QR code)
    answer: str = ""  # this device's answer to the friend's live offer, as a code (`data-friend="answer"`, with QR)
    offering: bool = False  # "Connect live" is offered (no live connection, nor one being made)


@frozen
class KeptRow:
    """A game of the list: who, whose move, the last move, and the link to send again."""

    game: str  # its id as text (the buttons' `data-game`)
    title: str
    detail: str
    fragment: str  # its last link's fragment while it waits for the friend's answer ('' otherwise)


def friend_view(friend: FriendUi | None) -> FriendView:
    if friend is None:
        return FriendView(False)
    error = said(friend.refusal)
    if friend.invited is not None:
        host = friend.invited.host
        join = _("{name} invites you to a game with a friend. Choose your name to join.").format(name=host)
        status = words.status_text("waiting", host, False, friend.working)
        return FriendView(True, Link.WAITING, status, join=join, error=error, busy=friend.working)
    duel = friend.duel
    if duel is None:
        return FriendView(True, Link.WAITING, _("Shuffling and checking…"), error=error, busy=friend.working)
    other = duel.names[1 - duel.me]
    link = friend.link
    yours = duel.started and not duel.game_over() and duel.to_act() == duel.me
    status = words.status_text(str(link), other, yours, friend.working)
    if link is Link.FAILED and duel.fault is not None:
        status = words.fault_text(duel.fault)
    invitation = len(duel.transcript) == 1 and duel.me == 0
    code = "" if answered(duel) or friend.live else last_code(duel, friend.offer if invitation else "")
    live = live_text(duel.chain.game, offer=friend.offer) if friend.offer and not invitation else ""
    answer = live_text(duel.chain.game, answer=friend.answer) if friend.answer else ""
    out = ""
    if code and not friend.working:
        out = (
            _("Send this invitation to your friend; they open it on their own device.")
            if invitation
            else _("Send this link to {name}.").format(name=other or _("your friend"))
        )
    verdict = status if link in (Link.VERIFIED, Link.FAILED) else ""
    if not verdict and duel.started and duel.game_over():
        verdict = _("Checking every shuffle, draw and move once both devices have shown their secret…")
    return FriendView(
        True,
        link,
        status,
        said(friend.heard),
        "",
        out,
        KEY + code if code else "",
        invitation,
        error,
        friend.working,
        yours and duel.can_act(),
        verdict,
        KEY + live if live else "",
        answer,
        offering=not (friend.live or friend.offer or friend.answer or (duel.started and duel.game_over())),
    )


def kept_rows(games: tuple[Kept, ...]) -> tuple[KeptRow, ...]:
    return tuple(kept_row(game) for game in games)


def kept_row(game: Kept) -> KeptRow:
    friend = game.friend or _("a friend (not answered yet)")
    whose = {
        Whose.WAITING: _("waiting for an answer"),
        Whose.YOU: _("your move"),
        Whose.FRIEND: _("waiting for {name}").format(name=game.friend),
        Whose.OVER: _("game over"),
    }[game.whose]
    last = _("last move: {move}").format(move=game.last) if game.last else ""
    detail = " · ".join(part for part in (whose, words.moves_text(game.moves), last) if part)
    again = KEY + game.code if game.code and not game.answered else ""
    return KeptRow(game.id, _("With {name}").format(name=friend), detail, again)
