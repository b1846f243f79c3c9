"""The rack as the page shows it (no PyScript): only the visible seat's tiles, from its view."""

from __future__ import annotations

from dataclasses import dataclass

from .enums import Mode
from .screen import Screen
from .state import RackPick, UiState, building
from .texts import possessive, rack_tile_label, spoken_tile
from .view_board import TileLook, tile_look


@dataclass(frozen=True)
class RackTile:
    """A rack tile: a button (`index` set) on the player's turn, else a picture."""

    text: str
    look: TileLook
    label: str
    index: int | None = None
    selected: bool = False
    picked: bool = False  # marked for an exchange


@dataclass(frozen=True)
class RackView:
    title: str
    tiles: tuple[RackTile, ...]
    note: str  # '' or a line instead of / after the tiles


def rack_view(state: UiState, screen: Screen) -> RackView:
    seen, table = screen.seen, screen.table
    if table is None:
        return RackView("Your tiles", (), "")
    if seen is None:
        return RackView("Tiles hidden", (), "The rack is hidden until its owner shows it.")
    title = f"{possessive(table.names[seen.seat])} tiles"
    texts = seen.rack.split()
    dark = [tile_set == 1 for tile_set in seen.rack_sets]
    draft = building(state)
    if draft is None or seen.seat != table.current:
        idle = tuple(RackTile(text, tile_look(text, dark[n]), spoken_tile(text)) for n, text in enumerate(texts))
        return RackView(title, idle, "")
    shown = draft.in_rack()
    tiles = []
    for n, index in enumerate(shown, 1):
        text = draft.rack[index]
        picked = state.mode is Mode.EXCHANGE and index in state.exchange
        look = tile_look(text, dark[index])
        label = rack_tile_label(look.face, text, n if n <= 9 else None)
        tiles.append(RackTile(text, look, label, index, state.pick == RackPick(index), picked))
    return RackView(title, tuple(tiles), "" if shown else "All your tiles are on the board.")
