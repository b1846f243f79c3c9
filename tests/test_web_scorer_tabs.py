"""Two tabs on one score sheet (issue 48): one keeps it, the other shows it read-only, follows it, and takes it
with "Use here"; nothing being entered is lost, nor a play whose store another tab's newer sheet refused."""

from __future__ import annotations

from helpers import run_all

from ginnyo.tally import NoPlay, Setup, Tally, parse_entry
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import Announce, Effect
from ginnyo.web.common.tabs import Elsewhere
from ginnyo.web.scorer import events as ev
from ginnyo.web.scorer.events import ScorerEvent
from ginnyo.web.scorer.saved import Kept
from ginnyo.web.scorer.state import ScorerUi
from ginnyo.web.scorer.update import update_scorer
from ginnyo.web.scorer.view import READ_ONLY, scorer_view
from ginnyo.web.shell.state import UiState
from ginnyo.web.shell.update import update
from ginnyo.web.words import scorer as words

OPENING = "G8:5H H8:5S I8:5D"


def run(ui: ScorerUi, *events: ScorerEvent) -> tuple[ScorerUi, list[Effect]]:
    return run_all(update_scorer, ui, events)


def sheet(*entries: str) -> Tally:
    tally = Tally.new(Setup(("A", "B")))
    for entry in entries:
        tally = tally.with_entry(NoPlay(True) if entry == "exchange" else parse_entry(entry))
    return tally


def keeping(*entries: str) -> ScorerUi:
    """A tab that keeps the sheet, open on `entries` (stored as revision 1)."""
    ui, _ = run(ScorerUi(tally=sheet(*entries), revision=1), ev.SheetHeld(True), ev.OpenScorer())
    return ui


def showing(*entries: str) -> ScorerUi:
    """A tab opened while another keeps the sheet: it only shows it."""
    ui, _ = run(ScorerUi(tally=sheet(*entries), revision=1), ev.SheetHeld(False), ev.OpenScorer())
    return ui


def test_a_tab_that_does_not_keep_the_sheet_shows_it_and_takes_no_entry() -> None:
    ui = showing(OPENING)
    view = scorer_view(ui)
    assert ui.elsewhere is Elsewhere.OPEN and view.elsewhere == words.ELSEWHERE[Elsewhere.OPEN]
    assert view.enabled == READ_ONLY and "use-here" in view.enabled and not view.palette
    assert len(view.lines) == 1  # the sheet is shown
    for event in (
        ev.TypeEntry("J8:5C"),
        ev.PickSquare("J8"),
        ev.PickTile("5C"),
        ev.Commit(),
        ev.NoPlayTurn(True),
        ev.UndoEntry(),
        ev.EditTurn(0),
        ev.Rename(0, "Ann"),
        ev.AskNewSheet(),
        ev.StartSheet(("C", "D"), 0, 0),
    ):
        assert run(ui, event) == (ui, []), event
    assert run(ui, ev.SaveSheet())[1] == [fx.DownloadSheet()]  # what changes nothing still works


def test_the_link_starts_no_sheet_in_a_tab_that_only_shows_it() -> None:
    ui, effects = run(ScorerUi(), ev.SheetHeld(False), ev.OpenScorer(link=True))
    assert ui.tally is None and fx.StoreSheet() not in effects
    assert scorer_view(ui).mode == "setup" and "start" not in scorer_view(ui).enabled


def test_it_follows_each_sheet_the_other_tab_stores_and_keeps_its_reason() -> None:
    ui = showing(OPENING)
    ui, effects = run(ui, ev.SheetNewer(Kept(sheet(OPENING, "J8:5C"), False, 2)))
    assert ui.tally == sheet(OPENING, "J8:5C") and ui.revision == 2 and effects == []
    assert ui.elsewhere is Elsewhere.OPEN and ui.error is None


def test_a_tab_that_loses_the_sheet_keeps_what_was_typed_and_scores_it_after_use_here() -> None:
    ui, _ = run(keeping(OPENING), ev.TypeEntry("J8:5C"))
    ui, _ = run(ui, ev.SheetMoved())  # "Use here" in the other tab
    assert ui.elsewhere is Elsewhere.MOVED and ui.entry == "J8:5C" and ui.placed != ()
    assert "commit" not in scorer_view(ui).enabled
    ui, _ = run(ui, ev.SheetNewer(Kept(sheet(OPENING, "exchange"), False, 2)))  # the other tab scored meanwhile
    assert ui.entry == "J8:5C" and ui.tally == sheet(OPENING, "exchange")
    ui, effects = run(ui, ev.UseHere())
    assert effects == [fx.TakeSheet()]
    ui, effects = run(ui, ev.SheetClaimed(Kept(sheet(OPENING, "exchange"), False, 2)))
    assert ui.elsewhere is None and ui.revision == 3 and effects == [fx.StoreSheet()]  # a store on its way is refused
    assert str(ui.notice) == words.USED_HERE and ui.entry == "J8:5C"
    ui, effects = run(ui, ev.Commit())
    assert ui.tally == sheet(OPENING, "exchange", "J8:5C") and fx.StoreSheet() in effects


def test_a_refused_store_puts_the_play_back_and_says_so() -> None:
    ui, effects = run(keeping(OPENING), ev.TypeEntry("J8:5C"), ev.Commit())
    assert ui.tally == sheet(OPENING, "J8:5C") and fx.StoreSheet() in effects and ui.entry == ""
    newer = Kept(sheet(OPENING, "exchange"), False, 2)  # stored by a tab without Web Locks: ours is refused
    ui, _ = run(ui, ev.SheetNewer(newer, refused=True))
    assert ui.tally == newer.tally and ui.elsewhere is Elsewhere.NEWER
    assert ui.entry == "J8:5C" and str(ui.error) == words.PLAY_KEPT
    ui, _ = run(ui, ev.UseHere(), ev.SheetClaimed(newer), ev.Commit())
    assert ui.tally == sheet(OPENING, "exchange", "J8:5C") and ui.error is None


def test_a_refused_change_that_is_no_play_is_told() -> None:
    ui, _ = run(keeping(OPENING, "exchange"), ev.UndoEntry())
    ui, _ = run(ui, ev.SheetNewer(Kept(sheet(OPENING, "exchange", "exchange"), False, 2), refused=True))
    assert str(ui.error) == words.NEWER_ELSEWHERE and ui.entry == "" and ui.elsewhere is Elsewhere.NEWER


def test_a_tab_that_kept_the_sheet_goes_read_only_when_another_stores_one() -> None:
    ui, _ = run(keeping(OPENING), ev.SheetNewer(Kept(sheet(OPENING, "exchange"), False, 2)))
    assert ui.elsewhere is Elsewhere.NEWER and scorer_view(ui).enabled == READ_ONLY
    same, _ = run(keeping(OPENING), ev.SheetNewer(Kept(sheet(OPENING), False, 1)))
    assert same.elsewhere is None  # its own sheet, as it stored it: nothing changed


def test_a_correction_of_a_turn_the_newer_sheet_lacks_is_dropped_its_play_kept() -> None:
    ui, _ = run(keeping(OPENING, "J8:5C"), ev.EditTurn(1))
    assert ui.editing == 1
    ui, _ = run(ui, ev.SheetNewer(Kept(sheet(OPENING), False, 2)))  # the other tab took turn 2 back
    assert ui.editing is None and ui.entry == "J8:5C"


def test_the_page_tells_which_tab_keeps_the_sheet_even_while_its_game_is_shown_only() -> None:
    closed, _ = run(keeping(OPENING), ev.LeaveScorer())
    state = UiState(elsewhere=Elsewhere.OPEN, scorer=closed)  # another tab plays the game, the scorer is closed
    state, effects = update(state, ev.SheetMoved())
    assert state.scorer.elsewhere is Elsewhere.MOVED and effects == []  # nothing said about a closed scorer
    state, _ = update(state, ev.SheetNewer(Kept(sheet(OPENING, "exchange"), False, 2)))
    assert state.scorer.tally == sheet(OPENING, "exchange")
    opened, effects = update(UiState(scorer=keeping(OPENING)), ev.SheetMoved())  # open: the reason is said aloud
    assert opened.scorer.elsewhere is Elsewhere.MOVED and Announce(words.ELSEWHERE[Elsewhere.MOVED]) in effects
