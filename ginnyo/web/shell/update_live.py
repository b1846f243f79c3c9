"""The page's update for a live connection to a friend's device (no PyScript): WebRTC with no server.

The host's page makes an offer (`fx.MakeOffer`), shown as a link and a QR code (with the invitation, or alone for a
game in progress); the friend's page answers it (`fx.MakeAnswer`), shown as a code and a QR code; the host's page
takes the answer (`fx.TakeAnswer`), and the connection opens. Open, every message goes over it at once (the side is
`eager`); closed, the game goes on by links, which carry every message the friend may have missed.
"""

from __future__ import annotations

import copy

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.envelope import SENDER_AT

from ..common import effects as fx
from ..common.effects import Result
from ..common.frozen import replace
from ..common.text import Words
from ..friend import events as fev
from ..friend.state import FriendUi
from ..words import friend as words
from ..words.lazy import phrase
from .state import UiState
from .update_friend import live_message


def update_live(state: UiState, event: fev.LiveEvent) -> Result[UiState]:
    friend = state.friend
    if friend is None:
        return state, []
    match event:
        case fev.GoLive():
            return with_friend(state, replace(friend, offer="", answer="", refusal=None)), [fx.MakeOffer()]
        case fev.LiveMade(offer, answer):
            return with_friend(state, replace(friend, offer=offer or friend.offer, answer=answer or friend.answer)), []
        case fev.LiveOpened():
            return opened(state, friend)
        case fev.LiveClosed(why):
            duel = eager(friend.duel, False)
            refusal = Words(words.live_failed, (why,)) if why else phrase(words.LIVE_CLOSED) if friend.live else None
            return with_friend(state, replace(friend, live=False, duel=duel, offer="", answer="", refusal=refusal)), []
        case fev.LiveMessage(sealed):
            return live_message(state, sealed)
    return state, []


def with_friend(state: UiState, friend: FriendUi) -> UiState:
    return replace(state, friend=friend)


def eager(duel: Duel | None, live: bool) -> Duel | None:
    """The side sending each message at once (live) or with its turn (by links); a copy, the side held unchanged."""
    if duel is None or duel.eager == live:
        return duel
    changed = copy.copy(duel)  # the lists it shares are never changed: a side changes only through a deep copy
    changed.eager = live
    return changed


def opened(state: UiState, friend: FriendUi) -> Result[UiState]:
    """The connection is open: what the friend may lack of this device's messages goes over it now."""
    duel = eager(friend.duel, True)
    new = with_friend(state, replace(friend, live=True, offer="", answer="", refusal=None, duel=duel))
    if duel is None:
        return new, []
    mine: list[bytes] = []
    for sealed in reversed(duel.transcript):
        if sealed[SENDER_AT] != duel.me:
            break
        mine.insert(0, sealed)
    return new, [fx.SendLive(tuple(mine))] if mine else []
