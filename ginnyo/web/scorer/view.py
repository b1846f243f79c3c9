"""What the scorer shows (no PyScript), from `ScorerUi` alone: the board's cells, the palette, the preview, the sheet.

The board is the page's own board (`shell.render` writes these cells instead of the game's while the scorer is
open); every verdict and breakdown is worded as in a game (`words.verdicts`).
"""

from __future__ import annotations

from ginnyo.rules import GinnyError
from ginnyo.rules.layout import STANDARD, square_name
from ginnyo.rules.scoring import PlayScore
from ginnyo.rules.tiles import RANK_NAMES, SUITS, Card
from ginnyo.tally import NoPlay, Play, Shade, Tally, TurnLine

from ..common.enums import CellKind, PreviewState
from ..common.face import CardFace, card_face
from ..common.frozen import frozen
from ..common.text import said
from ..tiles.state import START_SQUARE
from ..tiles.view_board import SQUARES, Cell, tile_look
from ..words import scorer as words
from ..words.i18n import _, number
from ..words.names import shown
from ..words.texts import ended_text, signed, spoken_on_board, spoken_tile, square_label, winners_text
from ..words.verdicts import breakdown, legal_text
from .state import ScorerUi
from .update import asked_seat, before, ending, preview

RANKS = tuple(range(1, 14))


@frozen
class PaletteTile:
    card: str  # `5H` as the notation writes it
    face: CardFace
    label: str  # `5♥, 5 of hearts`


@frozen
class SeatTotal:
    """A player's running total (the final one, penalties taken, once the sheet is final)."""

    seat: int
    name: str
    total: str
    current: bool
    rename: str  # the rename button's accessible name


@frozen
class SheetLine:
    """A row of the sheet: `index` (from 0) picks it for correction; `problem` says why it no longer fits."""

    index: int
    number: str
    name: str
    play: str
    points: str
    totals: tuple[str, ...]
    problem: str
    editing: bool


@frozen
class ScorerView:
    """`mode`: "off", "setup" or "sheet"; the rest is what the scorer panel shows. `elsewhere`: why this tab only
    shows the sheet (with "Use here"), empty while it keeps it."""

    mode: str
    elsewhere: str = ""
    turn: str = ""
    notice: str = ""
    error: str = ""
    damaged: str = ""
    replaces: str = ""
    entry: str = ""
    entering: bool = False  # turns are entered (not once the game is over)
    palette: bool = False
    joker: bool = False
    palette_note: str = ""  # what the palette's next tile is for (a joker's card)
    dark: bool | None = None  # None: one tile set, no switch
    preview_state: str = ""
    preview: tuple[str, ...] = ()
    enabled: tuple[str, ...] = ()  # the `data-scorer` buttons that may be pressed
    names: tuple[str, ...] = ()
    seats: tuple[SeatTotal, ...] = ()
    lines: tuple[SheetLine, ...] = ()
    penalties: tuple[str, ...] = ()  # the final sheet: each seat's penalty, then the totals and the winners
    finals: tuple[str, ...] = ()
    winners: str = ""
    unseen: tuple[tuple[str, str], ...] = ()  # (suit symbol or joker, the tiles out) when shown
    out: str = ""  # how many tiles are still out
    remains: str = ""  # the end: whose tiles left are asked, and those picked
    renaming: int | None = None
    rename_value: str = ""


def palette_tiles() -> tuple[PaletteTile, ...]:
    """Every card, suit by suit (a joker is a card picked with the joker switch on)."""
    texts = [f"{RANK_NAMES.get(rank, str(rank))}{suit}" for suit in SUITS for rank in RANKS]
    faces = [card_face(text) for text in texts]  # the name starts with what the tile shows, as the rack's do
    return tuple(PaletteTile(text, face, f"{face.text}, {spoken_tile(text)}") for text, face in zip(texts, faces))


def scorer_view(ui: ScorerUi) -> ScorerView:
    if not ui.open:
        return ScorerView("off")
    tally = ui.tally
    if tally is None or ui.setup:
        busy = tally is not None and ui.busy
        return ScorerView(
            "setup",
            elsewhere=elsewhere(ui),
            error=said(ui.error),
            damaged=damaged(ui),
            replaces=_(words.REPLACES) if busy else "",
            enabled=READ_ONLY if ui.elsewhere is not None else ("start", "close"),
        )
    names = tally.setup.names
    lines = tally.lines()
    end = ending(ui, tally)
    final = tally.final()
    state, texts = preview_lines(ui, tally)
    asked = asked_seat(tally)
    return ScorerView(
        "sheet",
        elsewhere=elsewhere(ui),
        turn=turn_text(ui, tally, end),
        notice=said(ui.notice),
        error=said(ui.error),
        damaged=damaged(ui),
        entry=ui.entry,
        entering=not end,
        palette=ui.elsewhere is None and (not end or (final is None and asked >= 0)),
        joker=ui.joker,
        palette_note=_(words.JOKER_NOTE) if ui.joker and not end else "",
        dark=ui.dark if tally.setup.decks > 1 else None,
        preview_state="" if end else state,
        preview=() if end else texts,
        enabled=enabled(ui, tally, end, state),
        names=tuple(shown(name) for name in names),
        seats=tuple(
            SeatTotal(
                seat,
                shown(name),
                signed(total),
                seat == tally.to_move() and not end,
                _(words.RENAME).format(name=shown(name)),
            )
            for seat, (name, total) in enumerate(zip(names, final.totals if final else tally.totals(), strict=True))
        ),
        lines=tuple(sheet_line(ui, tally, line) for line in lines),
        penalties=final_penalties(tally),
        finals=tuple(signed(total) for total in final.totals) if final is not None else (),
        winners=winners_text(names, final.winners) if final is not None else "",
        unseen=unseen_groups(tally) if ui.unseen else (),
        out=words.tiles_out(sum(tally.unseen().values())) if ui.unseen else "",
        remains=remains_text(ui, tally) if end and final is None else "",
        renaming=ui.renaming,
        rename_value=names[ui.renaming] if ui.renaming is not None else "",
    )


def elsewhere(ui: ScorerUi) -> str:
    return _(words.ELSEWHERE[ui.elsewhere]) if ui.elsewhere is not None else ""


def damaged(ui: ScorerUi) -> str:
    return _(words.DAMAGED) if ui.damaged is not None else ""


def turn_text(ui: ScorerUi, tally: Tally, end: bool) -> str:
    names = tally.setup.names
    if ui.editing is not None:
        return _(words.EDITING).format(number=number(ui.editing + 1))
    final = tally.final()
    if final is not None:
        return _("Game over: {winners}.").format(winners=winners_text(names, final.winners))
    reason = tally.over()
    if end:
        ended = ended_text(reason, tally.setup.idle_rounds) if reason is not None else ""
        asked = asked_seat(tally)
        ask = _("Tiles left of {name}: pick them below, or enter their points.").format(name=shown(names[asked]))
        return " ".join(text for text in (ended, ask) if text)
    return _("{name} to play.").format(name=shown(names[tally.to_move()]))


def preview_lines(ui: ScorerUi, tally: Tally) -> tuple[str, tuple[str, ...]]:
    """The verdict on the play entered, worded exactly as in a game: legal with its breakdown, or which rule."""
    if not ui.placed:
        return PreviewState.EMPTY, (_("Tap a square, then pick its tile; or type the play."),)
    try:
        score = preview(tally, ui.editing, ui.placed)
    except GinnyError as exc:
        return PreviewState.ILLEGAL, (_("Not a legal play: {reason}").format(reason=words.tally_reason(exc)),)
    assert isinstance(score, PlayScore)
    return PreviewState.LEGAL, (legal_text(score.total), *breakdown(score))


READ_ONLY = ("save", "csv", "print", "close", "unseen", "use-here")
"""The buttons of a tab that only shows the sheet: nothing that changes it."""


def enabled(ui: ScorerUi, tally: Tally, end: bool, state: str) -> tuple[str, ...]:
    if ui.elsewhere is not None:
        return READ_ONLY
    on = ["new", "save", "load", "csv", "print", "close", "unseen", "rename-ok"]
    if tally.entries or any(r is not None for r in tally.remains):
        on.append("undo")
    if end:
        if tally.final() is not None:
            return tuple(on)
        return (*on, "remains-done", "remains-points", "joker", "dark", *(["remains-drop"] if ui.remains else []))
    turn = tally if ui.editing is None else before(tally, ui.editing)  # a corrected turn may pass if it could then
    on += ["exchange", "joker", "dark", *(["pass"] if turn.can_pass() else [])]
    if ui.placed:
        on.append("clear")
    if state == PreviewState.LEGAL:
        on.append("commit")
    if ui.editing is not None:
        on.append("cancel-edit")
    return tuple(on)


def sheet_line(ui: ScorerUi, tally: Tally, line: TurnLine) -> SheetLine:
    entry = line.entry
    if isinstance(entry, NoPlay):
        play = _("Exchange") if entry.exchange else _("Pass")
    else:
        play = words.play_said(entry.placed)
    problem = _(words.BROKEN).format(reason=words.tally_reason(line.problem)) if line.problem is not None else ""
    return SheetLine(
        line.index,
        number(line.index + 1),
        shown(tally.setup.names[line.seat]),
        play,
        number(line.points),
        tuple(signed(total) for total in line.totals),
        problem,
        ui.editing == line.index,
    )


def final_penalties(tally: Tally) -> tuple[str, ...]:
    """Each seat's penalty for its tiles left (once entered), as the sheet's penalty row writes it."""
    final = tally.final()
    if final is None:
        return ()
    return tuple(signed(-penalty) for penalty in final.penalties)


def remains_text(ui: ScorerUi, tally: Tally) -> str:
    picked = words.tiles_said(ui.remains, tally.setup.decks) if ui.remains else _("none yet")
    return _("Tiles picked: {tiles}").format(tiles=picked)


def unseen_groups(tally: Tally) -> tuple[tuple[str, str], ...]:
    """The tiles still out, suit by suit, jokers last: each rank once, `×2` when both sets' copies are out, or which
    set's copy is (two sets)."""
    out = tally.unseen()
    groups = []
    for suit in SUITS:
        tiles = []
        for rank in RANKS:
            card = Card(rank, suit)
            shades = [shade for shade in Shade for _ in range(out.get((card, shade), 0))]
            face = card_face(str(card)).rank
            if shades:
                tiles.append(words.out_text(face, shades, tally.setup.decks))
        groups.append((card_face(f"A{suit}").symbol, " ".join(tiles) or "—"))
    jokers = sum(count for (card, _shade), count in out.items() if card is None)
    groups.append(("\u2605", number(jokers)))
    return tuple(groups)


def scorer_cells(ui: ScorerUi) -> tuple[Cell, ...]:
    """Every square of the board: the sheet's plays (the last ringed), then the play being entered."""
    tally = ui.tally
    if tally is None:
        return tuple(
            Cell(name, CellKind.EMPTY, None, square_label(name, STANDARD.bonus(square)), name == START_SQUARE)
            for name, square in SQUARES
        )
    shown_tally = before(tally, ui.editing) if ui.editing is not None else tally
    board = shown_tally.board()
    dark, last = dark_and_last(shown_tally)
    pending = {square_name(each.placement.square): each for each in ui.placed}
    marked = problem_squares(ui, tally)
    cursor = ui.square or START_SQUARE
    cells = []
    for name, square in SQUARES:
        bonus = STANDARD.bonus(square)
        placement = board.cells.get(square)
        if placement is not None:
            kind = CellKind.LAST if square in last else CellKind.BOARD
            look = tile_look(placement.tile_text, square in dark)
            label = square_label(name, bonus, spoken_on_board(placement.tile_text, kind))
        elif name in pending:
            kind, text = CellKind.PENDING, pending[name].placement.tile_text
            look = tile_look(text, pending[name].shade is Shade.DARK)
            label = square_label(name, bonus, spoken_on_board(text, kind))
        elif name == ui.square:  # picked for the next tile: ringed like a tile placed this turn
            kind, look, label = CellKind.SELECTED, None, square_label(name, bonus, _(words.PICKED))
        else:
            kind, look, label = CellKind.EMPTY, None, square_label(name, bonus)
        cells.append(Cell(name, kind, look, label, name == cursor, name in marked))
    return tuple(cells)


def dark_and_last(tally: Tally) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """The squares holding a dark tile, and the last play's squares, of the plays that fit."""
    dark: set[tuple[int, int]] = set()
    last: set[tuple[int, int]] = set()
    for line in tally.lines():
        if isinstance(line.entry, Play) and line.problem is None:
            last = {each.placement.square for each in line.entry.placed}
            dark |= {each.placement.square for each in line.entry.placed if each.shade is Shade.DARK}
    return dark, last


def problem_squares(ui: ScorerUi, tally: Tally) -> set[str]:
    """The squares an illegal play entered breaks the rules on (from the engine's refusal), marked on the board."""
    if not ui.placed:
        return set()
    try:
        preview(tally, ui.editing, ui.placed)
    except GinnyError as exc:
        return {square_name(square) for square in getattr(exc, "squares", ())}
    return set()
