"""Two pages' states playing a game with a friend in one process: each update's crypto run at once, links carried
by hand (what a messenger does between two devices)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ginnyo.ai import choose_action
from ginnyo.ginrummy.actions import DISCARD, DONE, DRAW, GIN, KNOCK, LAYOFF
from ginnyo.ginrummy.melds import least
from ginnyo.rules.steps import drain
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import GameKind, Phase
from ginnyo.web.friend import events as fev
from ginnyo.web.friend.state import last_code
from ginnyo.web.shell.events import CloseDialog, Event
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update


def entropy(seed: int) -> bytes:
    return random.Random(seed).randbytes(fev.ENTROPY)


WIRE: list[tuple[int, bytes]] = []
"""What the pages sent over a live connection (the sender's seat, the message), in order: `carry` delivers it."""
ASKED: list[fx.Effect] = []
"""The live connection's other effects the pages asked for (offers, answers), for the test to play the browser."""


def run(state: UiState, event: Event) -> UiState:
    """`event`, then every side's slices it starts, at once (as the page's `FriendWork` does between frames); what
    goes over a live connection is put on `WIRE`."""
    state, effects = update(state, event)
    for effect in effects:
        if isinstance(effect, fx.FriendWork):
            try:
                duel = drain(effect.steps)
            except Exception as why:
                state = run(state, fev.FriendFailed(why))
            else:
                state = run(state, fev.FriendWorked(duel, effect.heard))
        elif isinstance(effect, fx.SendLive):
            assert state.friend is not None and state.friend.duel is not None
            WIRE.extend((state.friend.duel.me, sealed) for sealed in effect.sealed)
        elif isinstance(effect, fx.MakeOffer | fx.MakeAnswer | fx.TakeAnswer):
            ASKED.append(effect)
    return state


def carry(ann: UiState, bob: UiState) -> tuple[UiState, UiState]:
    """Every message on the wire delivered to the other page, until the wire is empty (a live connection)."""
    while WIRE:
        sender, sealed = WIRE.pop(0)
        if sender == 0:
            bob = run(bob, fev.LiveMessage(sealed))
        else:
            ann = run(ann, fev.LiveMessage(sealed))
    return ann, bob


def code(state: UiState) -> str:
    assert state.friend is not None and state.friend.duel is not None
    return last_code(state.friend.duel)


def started(host: str = "Ann", guest: str = "Bob", seed: int = 1) -> tuple[UiState, UiState]:
    """A host's invitation opened and joined by a guest, and the guest's answer taken in by the host."""
    ann = run(UiState(), fev.InviteFriend(GameKind.GINNYO, host, entropy(seed)))
    bob = run(UiState(), fev.OpenFriendCode(code(ann)))
    bob = run(bob, fev.JoinFriend(guest, entropy(seed + 1)))
    ann = run(ann, fev.OpenFriendCode(code(bob)))
    return settle(ann, bob)


def count(state: UiState) -> int:
    assert state.friend is not None and state.friend.duel is not None
    return len(state.friend.duel.transcript)


def settle(ann: UiState, bob: UiState) -> tuple[UiState, UiState]:
    """Each device's last message taken in by the other, until neither has one the other lacks."""
    while count(ann) != count(bob):
        if count(ann) > count(bob):
            bob = run(bob, fev.OpenFriendCode(code(ann)))
        else:
            ann = run(ann, fev.OpenFriendCode(code(bob)))
    return ann, bob


def move(state: UiState, level: str = "easy") -> UiState:
    """The device to move plays what a computer of `level` would, through the table (as a person's action)."""
    tiles = state.tiles
    assert tiles is not None and state.phase is Phase.HUMAN
    game = tiles.session.game
    action = choose_action(game.view(game.current), level, game.turn_seed())
    return run(state, cev.ComputerMoved(state.generation, game.current, action))


def to_move(ann: UiState, bob: UiState) -> tuple[UiState, UiState] | None:
    """(the device to move, the other), or None when neither can."""
    for one, other in ((ann, bob), (bob, ann)):
        if one.phase is Phase.HUMAN:
            return one, other
    return None


def gin_started(seed: int = 1, target: int = 0) -> tuple[UiState, UiState]:
    """A Gin Rummy match with a friend (to `target`, 0 the usual), invited and joined, its first deal made."""
    ann = run(UiState(), fev.InviteFriend(GameKind.GIN, "Ann", entropy(seed), (0, target, 0)))
    bob = run(UiState(), fev.OpenFriendCode(code(ann)))
    bob = run(bob, fev.JoinFriend("Bob", entropy(seed + 1)))
    ann = run(ann, fev.OpenFriendCode(code(bob)))
    return settle(ann, bob)


def gin_move(state: UiState) -> UiState:
    """The device to move takes a Gin Rummy action through the table: gin or knock when it can, all lay-offs, else
    the stock and the discard that leaves the least deadwood (hands end soon)."""
    gin = state.rummy
    assert gin is not None and state.phase is Phase.HUMAN
    game = gin.session.game
    legal = game.legal_actions()
    for kinds in ((GIN, KNOCK), (LAYOFF,), (DONE,), (DRAW,)):
        chosen = [a for a in legal if a.kind in kinds]
        if chosen:
            return run(state, cev.ComputerMoved(state.generation, game.current, chosen[0]))
    hand = game.hands[game.current]
    discards = [a for a in legal if a.kind == DISCARD]
    action = min(discards, key=lambda a: (least(hand & ~(1 << a.card)), a.card)) if discards else legal[-1]
    return run(state, cev.ComputerMoved(state.generation, game.current, action))


def played(
    ann: UiState,
    bob: UiState,
    step: Callable[[UiState], UiState],
    stop: Callable[[UiState], bool] = lambda _page: False,
) -> tuple[UiState, UiState]:
    """Moves by the device to move (`step`), links carried, each Gin Rummy result read, until `stop` (asked of the
    host's page) or neither device can move."""
    for _ in range(600):
        if stop(ann):
            break
        ann, bob = (run(p, CloseDialog()) if p.phase is Phase.RESULT else p for p in (ann, bob))
        pair = to_move(ann, bob)
        if pair is None:
            break
        mover, other = step(pair[0]), pair[1]
        assert mover.friend is not None and mover.friend.duel is not None
        ann, bob = settle(*((mover, other) if mover.friend.duel.me == 0 else (other, mover)))
    return ann, bob


def first_move(ann: UiState, bob: UiState) -> tuple[UiState, UiState]:
    """The device to move makes its move (not carried yet): (that device, the other)."""
    pair = to_move(ann, bob)
    assert pair is not None
    return move(pair[0]), pair[1]
