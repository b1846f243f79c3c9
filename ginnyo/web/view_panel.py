"""The side panel and the turn line (no PyScript): players, pile, score sheet, unseen tiles."""

from __future__ import annotations

from dataclasses import dataclass

from .enums import Mode
from .screen import Screen
from .state import UiState
from .texts import capitalized, plural, seat_label, sheet_text, tile_sets_text, unseen_by_suit


@dataclass(frozen=True)
class PlayerRow:
    seat: int
    name: str
    kind: str
    score: int
    rack_size: int
    current: bool


@dataclass(frozen=True)
class SheetRow:
    number: int
    name: str
    what: str
    score: int
    last: bool


@dataclass(frozen=True)
class UnseenView:
    title: str
    note: str
    groups: tuple[tuple[str, str], ...]  # (suit symbol, cards) per suit, then jokers


@dataclass(frozen=True)
class TurnView:
    text: str
    current: int | None  # `data-current`, for a game in progress
    turns: int | None  # `<html data-turns>`


def player_rows(screen: Screen) -> tuple[PlayerRow, ...]:
    table = screen.table
    if table is None:
        return ()
    return tuple(
        PlayerRow(seat, name, seat_label(table.kinds[seat]), table.totals[seat], table.rack_sizes[seat], current)
        for seat, name in enumerate(table.names)
        for current in [seat == table.current and not table.over]
    )


def pile_texts(screen: Screen) -> tuple[str, str]:
    """`Pile: 40 tiles` and the tile sets in play."""
    table = screen.table
    if table is None:
        return "", ""
    return f"Pile: {plural(table.pile_size, 'tile')}", capitalized(tile_sets_text(len(table.names)))


def sheet_rows(screen: Screen) -> tuple[SheetRow, ...]:
    table = screen.table
    if table is None:
        return ()
    count = len(table.log)
    return tuple(
        SheetRow(t.number, table.names[t.player], sheet_text(t), t.score, t.number == count) for t in table.log
    )


def unseen_view(screen: Screen) -> UnseenView:
    seen, table = screen.seen, screen.table
    if seen is None or table is None:
        note = "Shown to the player whose tiles are shown." if table is not None else ""
        return UnseenView("Tiles not seen yet", note, ())
    total = sum(seen.unseen.values())
    groups = tuple((symbol, " ".join(words) if words else "—") for symbol, words in unseen_by_suit(seen.unseen))
    return UnseenView(
        f"Tiles not seen by {table.names[seen.seat]}", f"{total} tiles in the pile and the other racks:", groups
    )


def turn_view(state: UiState, screen: Screen) -> TurnView:
    table = screen.table
    if table is None:
        return TurnView("Start a new game.", None, None)
    turns = len(table.log)
    if table.over:
        return TurnView("The game is over.", None, turns)
    name, kind = table.names[table.current], table.kinds[table.current]
    if kind.is_computer:
        text = f"{name} ({seat_label(kind)}) is thinking…"
    elif screen.seen is None or screen.seen.seat != table.current:
        text = f"{name}'s turn: pass the device to {name}."
    elif state.mode is Mode.EXCHANGE:
        text = f"{name}: choose the tiles to exchange."
    else:
        text = f"Your turn, {name}."
    return TurnView(text, table.current, turns)
