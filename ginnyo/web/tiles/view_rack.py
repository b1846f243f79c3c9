"""The rack as the page shows it (no PyScript): only the visible seat's tiles, from its view."""

from __future__ import annotations

from ..common.enums import Mode
from ..common.frozen import frozen
from ..words.i18n import N_, _, ngettext
from ..words.texts import about, rack_tile_label, spoken_tile
from .rack_order import arranged, tile_keys
from .screen import Screen
from .state import RackPick, TilesUi, building
from .view_board import TileLook, tile_look


@frozen
class RackTile:
    """A rack tile: a button (`index` set) on the player's turn, else a picture."""

    text: str
    look: TileLook
    label: str
    slot: int  # its position in the rack as arranged (from 0), placed tiles included: key slot + 1
    index: int | None = None
    selected: bool = False
    picked: bool = False  # marked for an exchange


@frozen
class RackView:
    title: str
    tiles: tuple[RackTile, ...]
    note: str  # '' or a line instead of / after the tiles
    pending: int = 0  # tiles on their way from the friend's device, drawn face down after the others


def rack_view(ui: TilesUi | None, thinking: bool, screen: Screen) -> RackView:
    """The visible seat's rack of the table `ui`; its tiles are buttons while its player builds a play (`thinking`: a
    computer turn is in progress)."""
    seen, table = screen.seen, screen.table
    if table is None:
        return RackView(_("Your tiles"), (), "")
    if seen is None:
        return RackView(_("Tiles hidden"), (), _("The rack is hidden until its owner shows it."))
    title = about(table.names[seen.seat], N_("Your tiles"), N_("{name}'s tiles"))
    texts = seen.rack.split()
    dark = [tile_set == 1 for tile_set in seen.rack_sets]
    orders = {} if ui is None else ui.rack_orders
    order = arranged(tile_keys(texts, seen.rack_sets), orders.get(seen.seat, ()))
    draft = None if ui is None else building(ui, thinking)
    if ui is None or draft is None or seen.seat != table.current:
        looks = [(texts[i], tile_look(texts[i], dark[i])) for i in order]
        idle = tuple(RackTile(text, look, spoken_tile(text), at) for at, (text, look) in enumerate(looks))
        return RackView(title, idle, pending_note(screen.pending), screen.pending)
    in_rack = set(draft.in_rack())
    tiles = []
    for slot, index in enumerate(order):
        if index not in in_rack:
            continue  # on the board: its number stays free
        text = draft.rack[index]
        picked = ui.mode is Mode.EXCHANGE and index in ui.exchange
        look = tile_look(text, dark[index])
        label = rack_tile_label(look.face, text, slot + 1)
        tiles.append(RackTile(text, look, label, slot, index, ui.pick == RackPick(index), picked))
    note = "" if tiles else _("All your tiles are on the board.")
    return RackView(title, tuple(tiles), note)


def pending_note(pending: int) -> str:
    """What the face-down tiles are: drawn, and shown once the friend's device sends their keys."""
    if not pending:
        return ""
    return ngettext(
        "{count} tile drawn: it shows once your friend's device sends its key.",
        "{count} tiles drawn: they show once your friend's device sends their keys.",
        pending,
    ).format(count=pending)
