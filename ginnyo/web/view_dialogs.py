"""The contents of the dialogs (no PyScript): joker cards, hand-over, end of game."""

from __future__ import annotations

from dataclasses import dataclass

from .enums import Dialog
from .screen import Screen
from .state import UiState
from .texts import spoken_tile


@dataclass(frozen=True)
class JokerView:
    note: str
    cards: tuple[tuple[str, str, str, str], ...]  # (card, pretty, suit, spoken) per card offered
    every_card: bool  # no line limits the choice: all 52 cards


@dataclass(frozen=True)
class HandoffView:
    title: str
    text: str
    button: str


@dataclass(frozen=True)
class EndRow:
    name: str
    score: int
    penalty: str
    total: int
    winner: bool


@dataclass(frozen=True)
class EndView:
    reason: str
    winners: str
    rows: tuple[EndRow, ...]


def joker_view(state: UiState, screen: Screen) -> JokerView | None:
    """The cards the joker being placed may stand for (only while its dialog is open)."""
    square, draft, seen = state.joker_square, state.draft, screen.seen
    if state.dialog is not Dialog.JOKER or square is None or draft is None or seen is None:
        return None
    options = draft.joker_options(seen.board, square)
    if options.offer == options.legal and options.limited:
        note = f"Joker on {square}: these cards make your play legal."
    elif options.limited:
        note = f"Joker on {square}: these cards fit the lines through it."
    else:
        note = f"Joker on {square}: any card (choose what your play needs)."
    cards = tuple((str(c), c.pretty, c.suit, spoken_tile(str(c))) for c in options.offer)
    return JokerView(note, cards, not options.limited)


def handoff_view(state: UiState, screen: Screen) -> HandoffView | None:
    table = screen.table
    if state.dialog is not Dialog.HANDOFF or table is None:
        return None
    name = table.names[table.current]
    text = f"It is {name}'s turn. Only {name} should look at the screen now."
    return HandoffView(
        f"Pass the device to {name}", f"{state.notice} {text}" if state.notice else text, f"I am {name}: show my tiles"
    )


def end_view(screen: Screen) -> EndView | None:
    table = screen.table
    if table is None or not table.over:
        return None
    names = [table.names[s] for s in table.winners]
    winners = f"Winner: {names[0]}" if len(names) == 1 else f"Shared win: {' and '.join(names)}"
    rows = tuple(
        EndRow(
            name,
            table.scores[seat],
            f"−{table.penalties[seat]}" if table.penalties[seat] else "0",
            table.totals[seat],
            seat in table.winners,
        )
        for seat, name in enumerate(table.names)
    )
    return EndView(f"The game ended: {table.end_reason}.", winners, rows)
