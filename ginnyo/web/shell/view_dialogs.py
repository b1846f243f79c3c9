"""The contents of the dialogs (no PyScript): joker cards, hand-over, end of game, a game left unopened."""

from __future__ import annotations

from ginnyo.ai.analysis import TurnReview

from ..common.enums import Dialog, SeatKind
from ..common.frozen import frozen
from ..common.text import said
from ..review.state import analysed_record
from ..rummy.match_end import match_end_view
from ..tiles.screen import Screen, Table
from ..words.ends import cheer_text, costliest_turn_text, working_out_text
from ..words.i18n import N_, _, number
from ..words.names import shown
from ..words.texts import end_reason_text, signed, spoken_tile, winners_text
from .state import UiState, session_of

JOKER_LEGAL = N_("Joker on {square}: these cards make your play legal.")
JOKER_FITTING = N_("Joker on {square}: these cards fit the lines through it.")
JOKER_ALONE = N_(
    "A joker alone on {square}: no tile beside it tells its card yet. Choose the card it stands for in the play "
    "you are building; you can change it until you play."
)
JOKER_ANY = N_("Joker on {square}: any card (choose what your play needs).")


UNOPENED_TITLE = N_("Your game did not open last time")
UNOPENED_TEXT = N_(
    "The last time this page was opened, it stopped while it was opening your game, so this time it has not opened "
    "it by itself."
)
UNOPENED_CHOICES = N_(
    "You can try again, download the save to keep it, or start a new game: your save is then kept aside in this "
    "browser, not lost."
)
UNOPENED_LINK_CHOICES = N_("You can try again, or start a new game.")
UNOPENED_DOWNLOADED = N_("The save was downloaded as {filename}.")
UNOPENED_BUTTONS = (N_("Try again"), N_("Download the save"), N_("Start a new game"))


@frozen
class JokerView:
    note: str
    cards: tuple[tuple[str, str, str], ...]  # (card, suit, spoken) per card offered: its face is drawn from the card
    every_card: bool  # no line limits the choice: all 52 cards


@frozen
class HandoffView:
    title: str
    text: str
    button: str


@frozen
class MessageView:
    title: str
    text: str
    detail: str  # '' hides the "Details" toggle
    offers: bool  # New game and Load from file buttons
    confirm_label: str  # '' hides the confirm button
    close_label: str


@frozen
class UnopenedView:
    title: str
    text: str
    note: str  # where the save was downloaded ('' before)
    buttons: tuple[str, str, str]  # try again, download the save, start a new game
    download: bool  # a save is stored to download


@frozen
class EndRow:
    name: str
    cells: tuple[str, str, str, str]  # points from plays, tiles left, penalty points, total
    winner: bool


@frozen
class EndView:
    reason: str
    winners: str
    rows: tuple[EndRow, ...]
    cheer: str = ""  # a win at the device: the celebration's words ('' after a loss, or between computers)
    lesson: str = ""  # the lone human lost: the turn that cost most (or that it is being looked for)


def joker_view(state: UiState, screen: Screen) -> JokerView | None:
    """The cards the joker being placed may stand for (only while its dialog is open)."""
    tiles, seen = state.tiles, screen.seen
    if state.dialog is not Dialog.JOKER or tiles is None or seen is None:
        return None
    square, draft = tiles.joker_square, tiles.draft
    if square is None or draft is None:
        return None
    options = draft.joker_options(seen.board, square)
    cards = tuple((str(c), c.suit, spoken_tile(str(c))) for c in options.offer)
    if options.limited:
        note = JOKER_LEGAL if options.offer == options.legal else JOKER_FITTING
        return JokerView(_(note).format(square=square), cards, False)
    alone = tuple(draft.placed) == (square,)  # the play's first tile, with no line to tell its card
    return JokerView(_(JOKER_ALONE if alone else JOKER_ANY).format(square=square), cards, True)


def handoff_view(state: UiState, screen: Screen) -> HandoffView | None:
    table = screen.table
    if state.dialog is not Dialog.HANDOFF or table is None:
        return None
    name = shown(table.names[table.current])
    text = _("It is {name}'s turn. Only {name} should look at the screen now.").format(name=name)
    return HandoffView(
        _("Pass the device to {name}").format(name=name),
        f"{said(state.notice)} {text}" if state.notice else text,
        _("I am {name}: show my tiles").format(name=name),
    )


def message_view(state: UiState) -> MessageView | None:
    message = state.message
    if state.dialog is not Dialog.MESSAGE or message is None:
        return None
    close = _("Cancel") if message.confirm else _("Keep playing") if state.table is not None else _("Close")
    title, text, label = str(message.title), str(message.text), said(message.confirm_label)
    return MessageView(title, text, said(message.detail), message.offers, label, close)


def unopened_view(state: UiState) -> UnopenedView | None:
    """The dialog of a stored game whose last open never finished (`update_unopened.py`)."""
    unopened = state.unopened
    if state.dialog is not Dialog.UNOPENED or unopened is None:
        return None
    choices = UNOPENED_CHOICES if unopened.saved else UNOPENED_LINK_CHOICES
    note = _(UNOPENED_DOWNLOADED).format(filename=unopened.downloaded) if unopened.downloaded else ""
    try_again, download, new_game = (_(label) for label in UNOPENED_BUTTONS)
    text = f"{_(UNOPENED_TEXT)} {_(choices)}"
    return UnopenedView(_(UNOPENED_TITLE), text, note, (try_again, download, new_game), unopened.saved)


def player(kinds: tuple[SeatKind, ...]) -> int | None:
    """The seat of the one human at the device (None in a game between humans, or between computers)."""
    humans = [seat for seat, kind in enumerate(kinds) if not kind.is_computer]
    return humans[0] if len(humans) == 1 else None


def costliest(rows: tuple[TurnReview, ...], seat: int) -> TurnReview | None:
    """`seat`'s turn that left most points on the table (the first of equals); None when none left any."""
    return max((row for row in rows if row.seat == seat and row.lost > 0), key=lambda row: row.lost, default=None)


def lesson(state: UiState, table: Table) -> str:
    """After the lone human's loss: their costliest turn once the analysis has its rows ('' if it failed)."""
    seat = player(table.kinds)
    if seat is None or seat in table.winners:
        return ""
    analysis, session = state.analysis, session_of(state)
    if analysis is None or analysis.failed or session is None or analysis.record != analysed_record(session):
        return ""
    if not analysis.rows:
        return working_out_text()
    solved = any(row.exact for row in analysis.rows if row.seat == seat)
    return costliest_turn_text(costliest(analysis.rows, seat), solved)


def end_view(state: UiState, screen: Screen) -> EndView | None:
    table = screen.table
    if table is None or not table.over:
        return None
    rows = tuple(
        EndRow(
            shown(name),
            (
                signed(table.scores[seat]),
                number(table.rack_sizes[seat]),
                signed(-table.penalties[seat]),
                signed(table.totals[seat]),
            ),
            seat in table.winners,
        )
        for seat, name in enumerate(table.names)
    )
    reason = end_reason_text(table.end_reason, table.idle_rounds)
    won = any(not table.kinds[seat].is_computer for seat in table.winners)
    cheer = cheer_text() if won else ""
    return EndView(reason, winners_text(table.names, table.winners), rows, cheer, lesson(state, table))


def cheering(state: UiState, screen: Screen) -> bool:
    """Whether the dialog open is a won game's end (or a won match's), which the celebration plays over."""
    if state.dialog is Dialog.END:
        end = end_view(state, screen)
        return end is not None and bool(end.cheer)
    match = match_end_view(state.rummy) if state.dialog is Dialog.GIN_RESULT else None
    return match is not None and bool(match.cheer)
