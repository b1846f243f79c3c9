"""The order of the rack as its player arranged it (no PyScript): UI state, never a rule.

The engine keeps a rack in its own order; the page shows each seat's tiles in the order its
player left them (`TilesUi.rack_orders`), tiles drawn since at the end. A tile is known by its
key, its text plus a mark for the second set, so two copies of a card keep their places. The
digit keys and the numbers on the tiles follow this order: the tile shown as 3 is the one key 3
places, and it keeps its number while others go to the board.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ginnyo.rules.tiles import JOKER, parse_card

from ..common.effects import Result
from ..common.order import moved
from .state import TilesStage, TilesUi, visible_seat

SECOND_SET = "'"
SUIT_ORDER = "SHCD"  # spades, hearts, clubs, diamonds: neighbouring suits differ in colour
SHUFFLE_TRIES = 8


def tile_keys(texts: Sequence[str], sets: Sequence[int]) -> tuple[str, ...]:
    """Each rack tile's key: `5H`, and `5H'` for the second set's copy."""
    return tuple(text + SECOND_SET * tile_set for text, tile_set in zip(texts, sets, strict=True))


def arranged(keys: Sequence[str], order: Sequence[str]) -> list[int]:
    """The rack's indices as shown: the tiles named in `order` first, in that order, then the rest."""
    free = list(range(len(keys)))
    shown = []
    for key in order:
        index = next((i for i in free if keys[i] == key), None)
        if index is not None:
            free.remove(index)
            shown.append(index)
    return shown + free


def sort_key(key: str) -> tuple[int, int, str]:
    """By suit (♠ ♥ ♣ ♦), then by rank from the ace up; jokers last."""
    text = key.rstrip(SECOND_SET)
    if text == JOKER:
        return len(SUIT_ORDER), 0, key
    card = parse_card(text)
    return SUIT_ORDER.index(card.suit), card.rank, key


def shuffled(keys: Sequence[str], seed: int) -> list[str]:
    """The keys in a new order drawn from `seed` (different from the given one when it can be)."""
    rng = random.Random(seed)
    order = list(keys)
    for _ in range(SHUFFLE_TRIES):
        rng.shuffle(order)
        if order != list(keys):
            break
    return order


# -- update steps ---------------------------------------------------------------------------


def shown_rack(tiles: TilesUi) -> tuple[int, tuple[str, ...], list[int]] | None:
    """The visible seat, its tile keys (the engine's order) and its rack indices as shown; None: no rack shows."""
    seat = visible_seat(tiles)
    if seat is None:
        return None
    view = tiles.session.game.view(seat)
    keys = tile_keys(view.rack.split(), view.rack_sets)
    return seat, keys, arranged(keys, tiles.rack_orders.get(seat, ()))


def shown_indices(tiles: TilesUi) -> list[int]:
    """The visible seat's rack indices in the order shown (empty when no rack shows)."""
    found = shown_rack(tiles)
    return [] if found is None else found[2]


def rearrange(stage: TilesStage, how: Callable[[list[str]], list[str]]) -> Result[TilesStage]:
    """The visible rack's order changed by `how` (keys as shown in, keys as they will show out)."""
    found = shown_rack(stage.ui)
    if found is None:
        return stage, []
    seat, keys, shown = found
    order = tuple(how([keys[i] for i in shown]))
    return stage.edit(rack_orders={**stage.ui.rack_orders, seat: order}), []


def sort_rack(stage: TilesStage) -> Result[TilesStage]:
    return rearrange(stage, lambda keys: sorted(keys, key=sort_key))


def shuffle_rack(stage: TilesStage, seed: int) -> Result[TilesStage]:
    return rearrange(stage, lambda keys: shuffled(keys, seed))


def move_in_rack(stage: TilesStage, index: int, slot: int) -> Result[TilesStage]:
    """Rack tile `index` (the engine's) moved to position `slot` of the rack as shown."""
    shown = shown_indices(stage.ui)
    if index not in shown:
        return stage, []
    return rearrange(stage, lambda keys: moved(keys, shown.index(index), slot))
