"""The Ginny-O table of a game with a friend (no PyScript): the device's engine, seen from its own seat.

The engine of a `fairdeal.TilesDuel` holds stand-ins for every tile this device has not seen (`Game.relabel` swaps a
tile in when it is revealed), so the table shows only what the device may: its own rack, less the tiles whose key has
not arrived (drawn face down), and the friend's seat as one that moves by messages.
"""

from __future__ import annotations

from collections import Counter

from ginnyo.fairdeal.duel import Duel
from ginnyo.fairdeal.gin_duel import GinDuel
from ginnyo.fairdeal.tiles_duel import TILE_SET, TilesDuel, action_tiles
from ginnyo.ginrummy import Action as GinAction
from ginnyo.ginrummy import ActionKind
from ginnyo.ginrummy import Game as GinGame
from ginnyo.ginrummy.cards import DECK, name
from ginnyo.rules import Action, Game
from ginnyo.rules.game import tile_text

from ..common.enums import GinLevel, SeatKind
from ..rummy.session import GinSession
from ..tiles.session import Session


def veiled(duel: TilesDuel) -> tuple[str, ...]:
    """The tiles of this device's rack in its engine that stand in for tiles not opened to it yet."""
    rack = Counter(tile_text(tile) for tile in duel.game.racks[duel.me])
    seen = Counter(tile_text(TILE_SET[duel.known[slot]]) for slot in duel.held[duel.me] if slot in duel.known)
    return tuple(sorted((rack - seen).elements()))


def friend_session(duel: Duel) -> Session | GinSession:
    """The table's session of a started game: a copy of the device's engine, the friend's seat away."""
    if isinstance(duel, GinDuel):
        return gin_session(duel)
    assert isinstance(duel, TilesDuel)
    return Session(
        duel.game.clone(),
        (SeatKind.HUMAN, SeatKind.HUMAN),
        away=1 - duel.me,
        veiled=veiled(duel),
        ready=duel.can_act() or duel.game.over,
    )


def drawn_unseen(before: Game, after: Game, seat: int, action: Action) -> tuple[str, ...]:
    """The tiles `seat` drew with `action` at the table (the engine's stand-ins): face down until the friend's device
    opens them. Its rack before was all seen (it could act)."""
    kept = Counter(tile_text(tile) for tile in before.racks[seat]) - Counter(action_tiles(action))
    return tuple(sorted((Counter(tile_text(tile) for tile in after.racks[seat]) - kept).elements()))


def gin_veiled(duel: GinDuel) -> frozenset[str]:
    """The cards of this device's hand in its engine that stand in for cards not opened to it yet."""
    hand = duel.game.hands[duel.me]
    seen = {duel.known[slot] for slot in duel.held[duel.me] if slot in duel.known}
    return frozenset(name(card) for card in range(DECK) if hand >> card & 1 and card not in seen)


def gin_session(duel: GinDuel) -> GinSession:
    """A Gin Rummy match with a friend: the engine's copy, this device's seat, the friend's away."""
    ready = duel.can_act() or duel.game.over
    return GinSession(
        duel.game.clone(), GinLevel.BASELINE, me=duel.me, away=1 - duel.me, veiled=gin_veiled(duel), ready=ready
    )


def gin_drawn_unseen(before: GinGame, after: GinGame, seat: int, action: GinAction) -> frozenset[str]:
    """The card `seat` drew from the stock with `action` at the table (a stand-in): face down until it is opened."""
    if action.kind is not ActionKind.DRAW:
        return frozenset()
    return frozenset(name(card) for card in range(DECK) if (after.hands[seat] & ~before.hands[seat]) >> card & 1)
