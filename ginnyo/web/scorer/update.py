"""The scorer's update (no PyScript): `update_scorer(ui, event) -> (ui, effects)` on its own slice.

Every rule is the tally model's (`ginnyo.tally`, which asks the engine): a play is checked before it goes on
the sheet (an illegal one, or a tile already all on the board, is refused and stays to be fixed), a correction
replays the sheet, the end and its penalties come from the model. Each change of the sheet is stored at once.

One tab keeps the sheet (`scorer/store.SheetTab`); any other shows it read-only (`ScorerUi.elsewhere`), follows
what that tab stores, and takes only what changes nothing (`READ_ONLY`) until "Use here". What is being entered
is never dropped by a sheet from another tab: it stays in the entry, and a play whose store was refused comes back.
"""

from __future__ import annotations

from ginnyo.rules import GinnyError
from ginnyo.rules.layout import SIZE, parse_square, square_name
from ginnyo.rules.plays import Placement
from ginnyo.rules.tiles import decks_for, parse_card
from ginnyo.tally import Held, NoPlay, Placed, Play, Remains, Setup, Shade, Tally, TallyError, parse_entry

from ..common import effects as fx
from ..common.effects import Effect, Result, unchanged
from ..common.frozen import replace
from ..common.stored import Refused
from ..common.tabs import Elsewhere
from ..common.text import Words
from ..tiles.state import START_SQUARE
from ..words import scorer as words
from ..words.lazy import phrase
from . import events as ev
from .events import ScorerEvent
from .saved import Kept
from .state import ScorerUi

LINK_NAMES = ("A", "B")
"""The players of a sheet opened by the link `#score` with none in progress."""
READ_ONLY = (
    ev.OpenScorer,
    ev.LeaveScorer,
    ev.ToggleUnseen,
    ev.SaveSheet,
    ev.ExportCsv,
    ev.PrintSheet,
    ev.UseHere,
    ev.SheetNewer,
    ev.SheetHeld,
    ev.SheetMoved,
    ev.SheetClaimed,
)
"""What a tab that only shows the sheet takes: nothing that would change the sheet or the entry in progress."""


def update_scorer(ui: ScorerUi, event: ScorerEvent) -> Result[ScorerUi]:
    """The scorer after `event`, and what the page must do (store the sheet, download, print, the address)."""
    if ui.elsewhere is not None and not isinstance(event, READ_ONLY):
        return unchanged(ui)
    match event:
        case ev.OpenScorer(link):
            return opened(ui, link)
        case ev.LeaveScorer():
            return replace(ui, open=False, setup=False, error=None, notice=None), [fx.ScoreLink(False)]
        case ev.AskNewSheet():
            return replace(ui, setup=True, error=None), []
        case ev.StartSheet(names, decks, starter):
            return started(ui, names, decks, starter)
        case ev.SheetLoaded(loaded, filename):
            return sheet_loaded(ui, loaded, filename)
        case ev.LoadSheet():
            return ui, [fx.ChooseSheetFile()]
        case ev.SheetNewer(kept, refused):
            return followed(ui, kept, refused), []
        case ev.SheetHeld(mine):
            return replace(ui, elsewhere=None if mine else Elsewhere.OPEN), []
        case ev.SheetMoved():
            return replace(ui, elsewhere=Elsewhere.MOVED), []
        case ev.UseHere():
            return ui, [fx.TakeSheet()] if ui.elsewhere is not None else []
        case ev.SheetClaimed(kept):
            return claimed(ui, kept)
    tally = ui.tally
    if tally is None or not ui.open:
        return unchanged(ui)
    match event:
        case ev.PickSquare(square):
            return picked_square(ui, tally, square), []
        case ev.MoveSquare(columns, rows) if not ending(ui, tally):
            col, row = parse_square(ui.square or START_SQUARE)
            moved = (min(max(col + columns, 0), SIZE - 1), min(max(row + rows, 0), SIZE - 1))
            return replace(ui, square=square_name(moved)), []
        case ev.PickTile(card):
            return picked_tile(ui, tally, card), []
        case ev.ToggleJoker():
            return replace(ui, joker=not ui.joker), []
        case ev.ToggleDark():
            return replace(ui, dark=not ui.dark), []
        case ev.TypeEntry(text):
            return typed(ui, tally, text), []
        case ev.Commit():
            if not ui.placed:
                return replace(ui, error=phrase(words.NOTHING_PLACED)), []
            return entered(ui, tally, Play(ui.placed))
        case ev.ClearPlay():
            return cleared(ui), []
        case ev.NoPlayTurn(exchange):
            return entered(ui, tally, NoPlay(exchange))
        case ev.UndoEntry() if tally.entries or any(r is not None for r in tally.remains):
            new = tally.undo()
            return changed(cleared(ui), new, phrase(words.UNDONE))
        case ev.EditTurn(index) if 0 <= index < len(tally.entries):
            return editing(ui, tally, index), []
        case ev.CancelEdit():
            return replace(cleared(ui), notice=None), []
        case ev.AskRename(seat):
            return replace(ui, renaming=seat, error=None), []
        case ev.Rename(seat, name):
            return renamed(ui, tally, seat, name)
        case ev.ToggleUnseen():
            return replace(ui, unseen=not ui.unseen), []
        case ev.RemainsPoints(text):
            return remains_points(ui, tally, text)
        case ev.DropRemains() if ending(ui, tally):
            return replace(ui, remains=ui.remains[:-1], error=None), []
        case ev.RemainsDone():
            return with_remains(ui, tally, Remains(asked_seat(tally), ui.remains, None))
        case ev.SaveSheet():
            return ui, [fx.DownloadSheet()]
        case ev.ExportCsv():
            return ui, [fx.DownloadCsv()]
        case ev.PrintSheet():
            return ui, [fx.PrintPage()]
    return unchanged(ui)


def over(tally: Tally) -> bool:
    """The game has ended by the rules: the players' tiles left are asked next."""
    return tally.over() is not None


def ending(ui: ScorerUi, tally: Tally) -> bool:
    """The players' tiles left are being entered (not while a turn is corrected)."""
    return over(tally) and ui.editing is None


def asked_seat(tally: Tally) -> int:
    """The seat whose tiles left are asked now (the first without them), or -1 once all are in."""
    return next((seat for seat, remains in enumerate(tally.remains) if remains is None), -1)


def saved(ui: ScorerUi) -> list[Effect]:
    """Store the sheet; unreadable stored sheet is kept aside first (never lost silently)."""
    return [fx.KeepDamagedSheet(), fx.StoreSheet()] if ui.damaged is not None else [fx.StoreSheet()]


def opened(ui: ScorerUi, link: bool) -> Result[ScorerUi]:
    """The scorer shown: the sheet in progress, or (none) a new one for "A" and "B" by the link, else the form."""
    shown = replace(ui, open=True, error=None)
    in_progress = ui.tally is not None and ui.tally.final() is None
    if link and not in_progress and ui.elsewhere is None:  # a tab that only shows the sheet starts none
        return started(shown, LINK_NAMES, 0, 0)
    return replace(shown, setup=ui.tally is None), [fx.ScoreLink(True)]


def started(ui: ScorerUi, names: tuple[str, ...], decks: int, starter: int) -> Result[ScorerUi]:
    """A new sheet from the form (decks 0: the rulebook's for the number of players), or why not."""
    try:
        tally = Tally.new(Setup(names, decks or decks_for(len(names)), starter))
    except (GinnyError, ValueError) as exc:
        return replace(ui, error=words.refusal(exc)), []
    said = phrase(words.STARTED if ui.damaged is None else words.DAMAGED)
    fresh = ScorerUi(open=True, tally=tally, notice=said, revision=ui.revision + 1)
    return fresh, [*saved(ui), fx.ScoreLink(True)]


def sheet_loaded(ui: ScorerUi, loaded: Tally | Refused, filename: str) -> Result[ScorerUi]:
    """A sheet read from a file replaces the one on the page; a refused file changes nothing."""
    if isinstance(loaded, Refused):
        return replace(ui, error=Words(words.file_refused, (loaded.reason, loaded.detail))), []
    # a sheet finished elsewhere is not counted here (it was, where it was finished)
    finished = loaded.final() is not None
    said = phrase(words.LOADED, filename=filename)
    fresh = ScorerUi(open=True, tally=loaded, notice=said, counted=finished, revision=ui.revision + 1)
    return fresh, [*saved(ui), fx.ScoreLink(True)]


def changed(ui: ScorerUi, tally: Tally, notice: Words, **fields: object) -> Result[ScorerUi]:
    """The sheet changed: kept (and stored as the next revision), the refusal gone."""
    new = replace(ui, tally=tally, notice=notice, error=None, damaged=None, revision=ui.revision + 1, **fields)
    return new, saved(ui)


def cleared(ui: ScorerUi) -> ScorerUi:
    """No play being entered (nor a turn corrected, a name asked)."""
    return replace(ui, square=None, placed=(), entry="", joker=False, editing=None, renaming=None, error=None)


def squares(placed: tuple[Placed, ...]) -> list[str]:
    return [square_name(each.placement.square) for each in placed]


def picked_square(ui: ScorerUi, tally: Tally, square: str) -> ScorerUi:
    """A tap on a square: a tile of the play being entered there is taken back; else the square is picked."""
    if ending(ui, tally):
        return ui
    taken = squares(ui.placed)
    if square in taken:
        placed = tuple(each for each in ui.placed if square_name(each.placement.square) != square)
        return replace(ui, placed=placed, entry=notation(placed), square=square, error=None)
    return replace(ui, square=None if ui.square == square else square, error=None)


def picked_tile(ui: ScorerUi, tally: Tally, card: str) -> ScorerUi:
    """A tile of the palette: on the square picked (refused when that tile is already all on the board), or into
    the tiles left of the player asked at the end."""
    shade = Shade.DARK if ui.dark and tally.setup.decks > 1 else Shade.LIGHT
    if ending(ui, tally):
        return picked_remains(ui, tally, Held(None if ui.joker else parse_card(card), shade))
    if ui.square is None:
        return replace(ui, error=phrase(words.SQUARE_FIRST))
    placement = Placement(parse_square(ui.square), parse_card(card), ui.joker)
    placed = (*ui.placed, Placed(placement, shade))
    try:
        preview(tally, ui.editing, placed)
    except TallyError as exc:  # a tile already all on the board: refused at once
        return replace(ui, error=words.refusal(exc))
    except GinnyError:
        pass  # an unfinished play: its preview says what is missing
    return replace(ui, placed=placed, entry=notation(placed), square=None, joker=False, error=None)


def picked_remains(ui: ScorerUi, tally: Tally, tile: Held) -> ScorerUi:
    """A tile left picked at the end, refused (and not added) when the rack cannot hold it: more than a rack holds,
    or a tile of which every copy is already on the board or in the tiles left entered."""
    remains = (*ui.remains, tile)
    try:
        tally.with_remains(Remains(asked_seat(tally), remains, None))
    except TallyError as exc:
        return replace(ui, error=words.refusal(exc))
    return replace(ui, remains=remains, joker=False, error=None)


def preview(tally: Tally, editing: int | None, placed: tuple[Placed, ...]) -> object:
    """The model's verdict on the play entered (on the position of the turn corrected): raises when it is refused."""
    if editing is None:
        return tally.preview(Play(placed))
    return before(tally, editing).preview(Play(placed))


def before(tally: Tally, index: int) -> Tally:
    """The sheet as it was before turn `index` (to check its correction)."""
    return Tally(tally.setup, tally.entries[:index], (None,) * len(tally.remains))


def notation(placed: tuple[Placed, ...]) -> str:
    """The play in the game's notation, in reading order, a dark tile marked (`H8:5H/d`) as `parse_entry` reads it."""
    return str(Play(tuple(sorted(placed, key=lambda each: (each.placement.square[1], each.placement.square[0])))))


def typed(ui: ScorerUi, tally: Tally, text: str) -> ScorerUi:
    """The notation typed: its tiles are the play entered. A word that does not read (`H8:5Z`, `Z9:5H`) refuses
    the whole play, naming that word; a tile no longer available is named too (and the preview refuses the play)."""
    placed: list[Placed] = []
    for token in text.split():
        try:
            placed.extend(parse_entry(token).placed)
        except (GinnyError, ValueError):
            return replace(ui, entry=text, placed=(), error=phrase(words.BAD_TOKEN, token=token))
    ui = replace(ui, entry=text, placed=tuple(placed), square=None, error=None)
    try:
        preview(tally, ui.editing, ui.placed)
    except TallyError as exc:
        return replace(ui, error=words.refusal(exc))
    except GinnyError:
        pass  # an illegal play: its preview says which rule
    return ui


def entered(ui: ScorerUi, tally: Tally, entry: Play | NoPlay) -> Result[ScorerUi]:
    """A turn on the sheet (or the turn corrected), or why not: the play stays to be fixed."""
    try:
        if ui.editing is not None:
            new = tally.corrected(ui.editing, entry)
            broken = any(line.problem is not None for line in new.lines()[ui.editing + 1 :])
            said = words.CORRECTED_BROKEN if broken else words.CORRECTED
            return changed(cleared(ui), new, phrase(said, number=ui.editing + 1))
        new = tally.with_entry(entry)
    except (GinnyError, ValueError) as exc:
        return replace(ui, error=words.refusal(exc)), []
    line = new.lines()[-1]
    return changed(cleared(ui), new, Words(words.turn_said, (tally.setup.names[line.seat], entry, line.points)))


def editing(ui: ScorerUi, tally: Tally, index: int) -> ScorerUi:
    """Turn `index` back to be corrected: its tiles placed again (a turn without a play, none)."""
    entry = tally.entries[index]
    placed = entry.placed if isinstance(entry, Play) else ()
    # the line above the sheet says which turn is corrected: no notice repeats it, nor stays after
    return replace(cleared(ui), editing=index, placed=placed, entry=notation(placed), notice=None)


def renamed(ui: ScorerUi, tally: Tally, seat: int, name: str) -> Result[ScorerUi]:
    try:
        new = tally.renamed(seat, name.strip())
    except (GinnyError, ValueError) as exc:
        return replace(ui, error=words.refusal(exc)), []
    return changed(replace(ui, renaming=None), new, phrase(words.RENAMED, name=name.strip()))


def remains_points(ui: ScorerUi, tally: Tally, text: str) -> Result[ScorerUi]:
    text = text.strip()
    if not text.isdigit():
        return replace(ui, error=phrase(words.POINTS_NUMBER)), []
    return with_remains(ui, tally, Remains(asked_seat(tally), None, int(text)))


def with_remains(ui: ScorerUi, tally: Tally, remains: Remains) -> Result[ScorerUi]:
    """A player's tiles left on the sheet; once all are in, the final sheet (a finished game is counted)."""
    if remains.seat < 0:
        return unchanged(ui)
    try:
        new = tally.with_remains(remains)
    except (GinnyError, ValueError) as exc:
        return replace(ui, error=words.refusal(exc)), []
    counts = new.final() is not None and not ui.counted  # once per sheet, even if its end is entered again
    left = replace(ui, remains=(), joker=False, counted=ui.counted or counts)
    ui, effects = changed(left, new, phrase(words.REMAINS_IN))
    return ui, [*effects, fx.CountScored()] if counts else effects


def followed(ui: ScorerUi, kept: Kept, refused: bool) -> ScorerUi:
    """The sheet another tab stored, shown here; the entry in progress kept where it still fits that sheet.

    A tab that kept the sheet only shows it from now on (the other tab changed it: a browser without Web Locks, or an
    older page). A refused store says so, and a play it scored comes back into the entry, to be scored again."""
    if not refused and (kept.tally, kept.counted, kept.revision) == (ui.tally, ui.counted, ui.revision):
        return ui
    new = replace(ui, tally=kept.tally, counted=kept.counted, revision=kept.revision, damaged=None)
    new = replace(new, elsewhere=ui.elsewhere or Elsewhere.NEWER, **kept_entry(ui, kept.tally))
    if not refused:
        return new
    back = unscored(ui.tally, kept.tally) if not ui.placed and not ui.entry else ()
    if back:
        return replace(new, placed=back, entry=notation(back), notice=None, error=phrase(words.PLAY_KEPT))
    return replace(new, notice=None, error=phrase(words.NEWER_ELSEWHERE))


def kept_entry(ui: ScorerUi, tally: Tally) -> dict[str, object]:
    """What is being entered, against a sheet changed elsewhere: the play typed or placed stays (its preview judges it
    on that sheet); a correction of a turn the sheet no longer has, and tiles left picked for a player no longer
    asked, are dropped."""
    still = ui.tally is not None and ending(ui, ui.tally) and ending(ui, tally)
    asked = still and ui.tally is not None and asked_seat(ui.tally) == asked_seat(tally)
    editing = ui.editing if ui.editing is not None and ui.editing < len(tally.entries) else None
    return {"editing": editing, "remains": ui.remains if asked else (), "renaming": None}


def unscored(mine: Tally | None, stored: Tally) -> tuple[Placed, ...]:
    """The play this tab scored that the stored sheet does not have at its turn (its store was refused), else ()."""
    if mine is None:
        return ()
    for index, entry in enumerate(mine.entries):
        if index >= len(stored.entries) or stored.entries[index] != entry:
            return entry.placed if isinstance(entry, Play) else ()
    return ()


def claimed(ui: ScorerUi, kept: Kept | None) -> Result[ScorerUi]:
    """This tab keeps the sheet: the stored one, written again as the next revision (so that a store already on its
    way from the tab that kept it is refused); the entry in progress stays, to be scored here."""
    said = {"elsewhere": None, "notice": phrase(words.USED_HERE), "error": None}
    if kept is None:
        return replace(ui, **said), []
    shown = followed(replace(ui, elsewhere=Elsewhere.OPEN), kept, False)
    return replace(shown, revision=kept.revision + 1, **said), [fx.StoreSheet()]
