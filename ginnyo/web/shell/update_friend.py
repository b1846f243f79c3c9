"""The page's update for a game with a friend on another device (no PyScript).

A game with a friend is an ordinary Ginny-O table whose session plays the friend's seat `away`, beside `UiState.friend`
(the device's side of the game, `fairdeal.Duel`). The side is the authority: a move of this device is made at the
table, then handed to the side (`Duel.act_steps`, which seals the message for the friend), and the table is set again
from the side's engine whenever the side changes (a message taken in, a mixing run, the check at the end). Everything
that costs crypto runs in slices (`fx.FriendWork`); its answer comes back as `FriendWorked` or `FriendFailed`.
"""

from __future__ import annotations

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.envelope import Chain, Refusal, Refused, number_of
from ginnyo.fairdeal.link import Opened, game_of, read
from ginnyo.fairdeal.wire import WireError, decode
from ginnyo.rules.steps import Steps

from ..common import effects as fx
from ..common.effects import Effect, Result
from ..common.enums import Dialog, GameKind, Phase
from ..common.frozen import replace
from ..common.text import Words
from ..friend import events as fev
from ..friend.record import DUELS, Kept, kept, restore_steps, with_game
from ..friend.state import FriendUi, Invited, unanswered
from ..friend.table import friend_session
from ..words import friend as words
from ..words.lazy import phrase
from .state import UiState
from .tables import ADAPTERS

GAME_NAMES = {"ginny-o": GameKind.GINNYO, "gin-rummy": GameKind.GIN}
"""The game an invitation names (`Duel.GAME`), as the page's kinds."""


def update_friend(state: UiState, event: fev.FriendEvent) -> Result[UiState]:
    friend = state.friend
    match event:
        case fev.FriendKept(games):
            return replace(state, friends=games), []
        case fev.ShowFriends(open):
            dialog = Dialog.FRIENDS if open else None if state.dialog is Dialog.FRIENDS else state.dialog
            return replace(state, dialog=dialog), []
        case fev.FriendWorked(duel, heard):
            return worked(state, duel, heard)
        case fev.FriendFailed(why):
            return failed(state, why)
    if friend is not None and friend.working:
        return refused(state, phrase(words.BUSY))
    match event:
        case fev.InviteFriend(kind, name, entropy, options):
            return invite(state, kind, name, entropy, options)
        case fev.OpenFriendCode(text):
            return opened(state, text)
        case fev.JoinFriend(name, entropy):
            return join(state, name, entropy)
        case fev.ResumeFriend(game):
            found = next((g for g in state.friends if g.game == game), None)
            return (state, []) if found is None else resume(state, found, restore_steps(found))
        case fev.LeaveFriend():
            left = replace(state, friend=None, table=None, dialog=None, phase=None, generation=state.generation + 1)
            return left, [fx.KeepFriends(), fx.OpenStored()]
    return state, []


def split(entropy: bytes) -> tuple[bytes, bytes, bytes, bytes]:
    """A new side's secret seed, half of the coin, and (the host's) game id and key."""
    return entropy[:32], entropy[32:64], entropy[64:80], entropy[80:112]


def begun(state: UiState, friend: FriendUi) -> UiState:
    """The page with a new game with a friend in place of the game on the table (which stays saved)."""
    return replace(
        state,
        friend=friend,
        table=None,
        dialog=None,
        phase=Phase.FRIEND,
        thinking=False,
        error=None,
        replay=None,
        generation=state.generation + 1,
    )


def invite(state: UiState, kind: GameKind, name: str, entropy: bytes, options: tuple[int, ...]) -> Result[UiState]:
    seed, coin, game, key = split(entropy)
    try:
        duel = DUELS[kind].host(name, options, seed, coin, game, key)
    except (ValueError, KeyError) as error:
        return refused(state, Words(words.refusal_text, (error,)))
    new = begun(state, FriendUi(duel=duel))
    new = replace(new, friends=with_game(new.friends, kept(kind, duel)))
    return new, [fx.KeepFriends()]


def opened(state: UiState, text: str) -> Result[UiState]:
    """A link or code from the friend: an invitation to join, a live connection's offer or answer, or messages of a
    game held here (the one on the page or a kept one, taken up first)."""
    try:
        link = read(text)
        if link.invitation:
            return invited(state, link)
        game = link.game or game_of(link.sealed[0])
    except Refused as why:
        return refused(state, Words(words.refusal_text, (why,)))
    friend = state.friend
    duel = None if friend is None else friend.duel
    if friend is not None and duel is not None and duel.chain.game == game:
        if link.offer:
            return replace(state, friend=replace(friend, offer="", answer="")), [fx.MakeAnswer(link.offer)]
        if link.answer:
            return state, [fx.TakeAnswer(link.answer)]
        return working(state, received_steps(duel, link.sealed), heard=True)
    found = next((g for g in state.friends if g.game == game), None)
    if found is None or not link.sealed:
        return refused(state, phrase(words.UNKNOWN_GAME))
    return resume(state, found, restored_then(found, link.sealed))


def received_steps(duel: Duel, sealed: tuple[bytes, ...]) -> Steps[Duel]:
    """The friend's messages taken in, in order; one already taken in is passed over, unless none is new (then the
    link is refused as replayed). A refusal of any leaves the side as it was."""
    fresh = [message for message in sealed if number_of(message) >= duel.chain.count] or list(sealed[-1:])
    for message in fresh:  # (none new: the last is opened, and refused as replayed, or as changed on its way)
        duel = yield from duel.receive_steps(message)
    return duel


def restored_then(game: Kept, sealed: tuple[bytes, ...]) -> Steps[Duel]:
    duel = yield from restore_steps(game)
    return (yield from received_steps(duel, sealed))


def invited(state: UiState, link: Opened) -> Result[UiState]:
    """An invitation: its game and its host's name are read (checked again when joining), and the page asks for a
    name; this device's own invitation, or one already joined, is taken up instead."""
    if any(g.game == link.game for g in state.friends):
        found = next(g for g in state.friends if g.game == link.game)
        if found.me == 0:
            return refused(state, phrase(words.OWN_INVITATION))
        return resume(state, found, restore_steps(found))
    try:
        message = Chain.start(link.game, link.key).open(link.sealed[0])
        body = decode(message.body)
    except (Refused, WireError, ValueError):
        return refused(state, Words(words.refusal_text, (Refused(Refusal.DAMAGED),)))
    kind = GAME_NAMES.get(body.game)
    if kind is None or kind not in DUELS or message.number != 0:
        return refused(state, phrase(words.OTHER_KIND))
    return begun(state, FriendUi(invited=Invited(link, body.name, kind), answering=link.offer)), []


def join(state: UiState, name: str, entropy: bytes) -> Result[UiState]:
    friend = state.friend
    if friend is None or friend.invited is None:
        return state, []
    link, kind = friend.invited.opened, friend.invited.kind
    seed, coin, _game, _key = split(entropy)
    steps = DUELS[kind].join_steps(link.sealed[0], name, seed, coin, link.game, link.key)
    new, effects = working(state, steps, heard=True)
    return new, [*effects, *([fx.MakeAnswer(friend.answering)] if friend.answering else [])]


def resume(state: UiState, game: Kept, steps: Steps[Duel]) -> Result[UiState]:
    """A kept game taken up again: its side restored in slices (then a message taken in, if one came)."""
    new = begun(state, FriendUi())
    return working(new, steps, heard=True)


def working(state: UiState, steps: Steps[Duel], heard: bool) -> Result[UiState]:
    friend = state.friend or FriendUi()
    new = replace(state, friend=replace(friend, working=True, refusal=None))
    return new, [fx.FriendWork(steps, heard)]


def refused(state: UiState, why: Words) -> Result[UiState]:
    friend = state.friend
    if friend is None:
        return replace(state, error=why), []
    return replace(state, friend=replace(friend, refusal=why)), []


def failed(state: UiState, why: Exception) -> Result[UiState]:
    """A message or a move refused while it was worked: the side is as it was, and so is the table."""
    friend = state.friend
    if friend is None:
        return state, []
    state = replace(state, friend=replace(friend, working=False, refusal=Words(words.refusal_text, (why,))))
    return (state, []) if friend.duel is None else seated(state, friend.duel, moved=False)


def worked(state: UiState, duel: Duel, heard: bool) -> Result[UiState]:
    friend = state.friend
    if friend is None:
        return state, []
    kind = next(k for k, t in DUELS.items() if isinstance(duel, t))
    sent = len(friend.duel.transcript) if friend.duel is not None else len(duel.transcript)
    outgoing = unanswered(duel, sent) if friend.live else ()
    state = replace(
        state,
        friend=replace(friend, duel=duel, invited=None, working=False, refusal=None),
        friends=with_game(state.friends, kept(kind, duel)),
    )
    new, effects = seated(state, duel, moved=heard)
    effects = [fx.KeepFriends(), *([fx.SendLive(outgoing)] if outgoing else []), *effects]
    waiting = new.friend.inbox if new.friend is not None else ()
    if not waiting:
        return new, effects
    new = replace(new, friend=replace(new.friend, inbox=waiting[1:]))
    more, started = live_message(new, waiting[0])
    return more, [*effects, *started]


def live_message(state: UiState, sealed: bytes) -> Result[UiState]:
    """A message over the live connection: taken in now, or after the side's work in progress; one already taken
    in (sent again as the connection opened) is passed over."""
    friend = state.friend
    if friend is None or friend.duel is None:
        return state, []
    if friend.working:
        return replace(state, friend=replace(friend, inbox=(*friend.inbox, sealed))), []
    if number_of(sealed) < friend.duel.chain.count:
        return state, []
    return working(state, received_steps(friend.duel, (sealed,)), heard=True)


def seated(state: UiState, duel: Duel, moved: bool) -> Result[UiState]:
    """The table set again from the side's engine (its game's adapter says how a move of the friend's is told)."""
    if not duel.started:
        return replace(state, table=None, phase=Phase.FRIEND), []
    session = friend_session(duel)
    return ADAPTERS[session.kind].friend_seated(state, session, moved)


def after_update(old: UiState, new: UiState, effects: list[Effect]) -> Result[UiState]:
    """After any update of a page with a friend's game: a move this device just made at the table goes to its side
    (sealed for the friend, in slices), and the table's own saves give way to the side's record."""
    friend = new.friend
    kept_effects: list[Effect] = [e for e in effects if not isinstance(e, fx.Save | fx.SaveDraft)]
    if friend is None or friend.duel is None or friend.working or old.table is None or new.table is None:
        return new, kept_effects
    duel = friend.duel
    if len(new.table.session.game.actions) != len(duel.game.actions) + 1:
        return new, kept_effects
    made = ADAPTERS[new.table.kind].friend_move(old.table, new.table, duel.me)
    if made is None:
        return new, kept_effects
    new, more = working(replace(new, table=made[0]), duel.act_steps(made[1]), heard=False)
    return new, [*kept_effects, *more]
