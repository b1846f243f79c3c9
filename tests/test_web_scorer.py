"""The scorer's update steps on CPython (issue 23): entering plays by typing and by tapping, refusals (an illegal
play, a tile already all on the board), undo, correcting an earlier turn, the end with its penalties, and a
damaged stored sheet refused and kept aside."""

from __future__ import annotations

from helpers import run_all
from tally_games import greedy, tally_of

from ginnyo.rules import Game
from ginnyo.rules.errors import IllegalPlay
from ginnyo.rules.game import EndReason
from ginnyo.tally import NoPlay, Setup, Tally, parse_entry
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import Effect
from ginnyo.web.common.stored import Refused, read_stored
from ginnyo.web.scorer import events as ev
from ginnyo.web.scorer.events import ScorerEvent
from ginnyo.web.scorer.saved import Kept, kept_json, loaded, read_kept, read_sheet, sheet_json
from ginnyo.web.scorer.state import ScorerUi
from ginnyo.web.scorer.update import update_scorer
from ginnyo.web.scorer.view import scorer_cells, scorer_view

OPENING = "G8:5H H8:5S I8:5D"


def run(ui: ScorerUi, *events: ScorerEvent) -> tuple[ScorerUi, list[Effect]]:
    """`ui` after `events`, with every effect they asked for."""
    return run_all(update_scorer, ui, events)


def linked() -> ScorerUi:
    """A sheet opened by `#score` with nothing in progress: players "A" and "B"."""
    ui, effects = run(ScorerUi(), ev.OpenScorer(link=True))
    assert fx.StoreSheet() in effects and fx.ScoreLink(True) in effects
    return ui


def test_the_link_starts_a_sheet_for_a_and_b_and_resumes_one_in_progress() -> None:
    ui = linked()
    assert ui.open and ui.tally is not None and ui.tally.setup.names == ("A", "B")
    assert ui.tally.setup.decks == 1  # the rulebook's for two players
    ui, _ = run(ui, ev.TypeEntry(OPENING), ev.Commit(), ev.LeaveScorer())
    again, effects = run(ui, ev.OpenScorer(link=True))
    assert again.open and again.tally == ui.tally and fx.StoreSheet() not in effects


def test_the_form_opens_without_a_sheet_and_starts_one_with_the_rulebooks_tile_sets() -> None:
    ui, _ = run(ScorerUi(), ev.OpenScorer())
    assert scorer_view(ui).mode == "setup"
    ui, effects = run(ui, ev.StartSheet(("Ann", "Bo", "Cy"), 0, 2))
    assert ui.tally is not None and ui.tally.setup.decks == 2 and ui.tally.to_move() == 2
    assert fx.StoreSheet() in effects
    refused, _ = run(ui, ev.AskNewSheet(), ev.StartSheet(("Ann",), 0, 0))
    assert refused.error is not None and refused.tally == ui.tally  # one player: refused, the sheet kept


def test_a_typed_play_is_previewed_as_in_a_game_and_scored() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING))
    view = scorer_view(ui)
    assert view.preview_state == "legal" and view.preview[0] == "Legal play: 15 points"
    assert "commit" in view.enabled
    ui, effects = run(ui, ev.Commit())
    assert ui.tally is not None and ui.tally.totals() == (15, 0) and ui.tally.to_move() == 1
    assert ui.placed == () and ui.entry == "" and fx.StoreSheet() in effects
    assert [seat.total for seat in scorer_view(ui).seats] == ["15", "0"]


def test_tapping_squares_and_the_palette_builds_the_play_and_its_notation() -> None:
    ui, _ = run(linked(), ev.PickSquare("G8"), ev.PickTile("5H"), ev.PickSquare("H8"), ev.PickTile("5S"))
    assert ui.entry == "G8:5H H8:5S"
    ui, _ = run(ui, ev.PickSquare("I8"), ev.ToggleJoker(), ev.PickTile("5D"))
    assert ui.entry == "G8:5H H8:5S I8:*5D" and not ui.joker
    cells = {cell.square: cell for cell in scorer_cells(ui)}
    assert cells["I8"].tile is not None and cells["I8"].tile.joker and cells["I8"].placed
    ui, _ = run(ui, ev.PickSquare("I8"))  # a tap on a placed tile takes it back, its square picked for another
    assert ui.entry == "G8:5H H8:5S" and ui.square == "I8"
    ui, _ = run(ui, ev.PickTile("5C"))
    assert ui.entry == "G8:5H H8:5S I8:5C" and ui.square is None
    ui, _ = run(ui, ev.PickTile("6C"))  # no square picked: the palette asks for one
    assert ui.error is not None and ui.entry == "G8:5H H8:5S I8:5C"


def test_an_illegal_play_says_its_rule_and_squares_and_cannot_be_scored() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.TypeEntry("G9:7C"))
    view = scorer_view(ui)
    assert view.preview_state == "illegal" and view.preview[0].startswith("Not a legal play: ")
    assert "is not a meld or a pair" in view.preview[0] and "commit" not in view.enabled
    assert {cell.square for cell in scorer_cells(ui) if cell.marked} == {"G8", "G9"}
    refused, _ = run(ui, ev.Commit())
    assert refused.tally == ui.tally and refused.error is not None


def test_a_tile_already_all_on_the_board_is_refused_at_once() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.PickSquare("J8"), ev.PickTile("5H"))
    assert ui.placed == () and str(ui.error) == "The 5♥ is already on the board."
    typed, _ = run(ui, ev.TypeEntry("J8:5H"), ev.Commit())
    assert typed.tally == ui.tally and str(typed.error) == "The 5♥ is already on the board."


def test_undo_takes_back_the_last_entry() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.NoPlayTurn(True))
    assert ui.tally is not None and len(ui.tally.entries) == 2
    ui, effects = run(ui, ev.UndoEntry())
    assert ui.tally is not None and len(ui.tally.entries) == 1 and fx.StoreSheet() in effects
    ui, _ = run(ui, ev.UndoEntry(), ev.UndoEntry())
    assert ui.tally is not None and ui.tally.entries == ()


def test_correcting_an_earlier_turn_replays_and_marks_a_later_play_that_no_longer_fits() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.TypeEntry("J8:5C"), ev.Commit())
    assert ui.tally is not None and ui.tally.totals() == (15, 10)
    ui, _ = run(ui, ev.EditTurn(0))
    assert ui.editing == 0 and ui.entry == OPENING
    assert {cell.square for cell in scorer_cells(ui) if cell.tile is not None} == {"G8", "H8", "I8"}
    ui, effects = run(ui, ev.TypeEntry("G8:6H H8:6S I8:6D"), ev.Commit())
    assert ui.editing is None and fx.StoreSheet() in effects
    assert ui.tally is not None and ui.tally.totals() == (18, 0)
    later = ui.tally.lines()[1]
    assert isinstance(later.problem, IllegalPlay)
    assert scorer_view(ui).lines[1].problem.startswith("no longer fits: ")
    assert "Later plays that no longer fit are marked" in str(ui.notice)


def test_rename_checks_the_name_like_the_game() -> None:
    ui, _ = run(linked(), ev.AskRename(1), ev.Rename(1, "Bo"))
    assert ui.tally is not None and ui.tally.setup.names == ("A", "Bo") and ui.renaming is None
    refused, _ = run(ui, ev.Rename(1, "A"))
    assert refused.error is not None and refused.tally == ui.tally


def test_the_end_asks_each_players_tiles_left_then_shows_the_final_sheet() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit())
    while ui.tally is not None and ui.tally.over() is None:
        ui, _ = run(ui, ev.NoPlayTurn(True))
    view = scorer_view(ui)
    assert "Tiles left of A" in view.turn and "remains-done" in view.enabled and "commit" not in view.enabled
    ui, _ = run(ui, ev.PickTile("KS"), ev.ToggleJoker(), ev.PickTile("2H"), ev.RemainsDone())
    assert "Tiles left of B" in scorer_view(ui).turn
    refused, _ = run(ui, ev.RemainsPoints("lots"))
    assert refused.error is not None
    ui, effects = run(ui, ev.RemainsPoints("12"))
    assert fx.CountScored() in effects
    view = scorer_view(ui)
    assert view.penalties == ("\u221210", "\u221212") and view.finals == ("5", "\u221212")
    assert [seat.total for seat in view.seats] == ["5", "\u221212"]
    assert view.winners == "A wins" and view.turn == "Game over: A wins."
    ui, _ = run(ui, ev.UndoEntry())  # the last tiles left taken back: B's are asked again
    assert ui.tally is not None and ui.tally.final() is None and "Tiles left of B" in scorer_view(ui).turn
    ui, effects = run(ui, ev.RemainsPoints("12"))  # the end entered again is not counted again...
    assert ui.tally is not None and ui.tally.final() is not None and fx.CountScored() not in effects
    stored = read_stored(kept_json(ui.tally, ui.counted), read_kept)  # ...nor after a reload
    assert not isinstance(stored, Refused) and loaded(stored).counted
    ui, effects = run(loaded(stored), ev.OpenScorer(link=False), ev.UndoEntry(), ev.RemainsPoints("12"))
    assert ui.tally is not None and ui.tally.final() is not None and fx.CountScored() not in effects


def test_a_sheet_is_stored_and_read_back_and_a_damaged_one_is_refused_then_kept_aside() -> None:
    tally = Tally.new(Setup(("Ann", "Bo"))).with_entry(parse_entry(OPENING)).with_entry(NoPlay(True))
    assert read_stored(sheet_json(tally), read_sheet) == tally  # a file is the record alone
    assert read_stored(kept_json(tally, False, 3), read_kept) == (tally, False, 3)
    assert isinstance(read_stored(sheet_json(tally), read_kept), Refused)  # this browser's copy is wrapped
    refused = read_stored('{"format": "ginnyo-tally", "version": 99}', read_sheet)
    assert isinstance(refused, Refused)
    ui = loaded(refused)
    assert ui.damaged and ui.tally is None and scorer_view(replace_open(ui)).damaged
    new, effects = run(ui, ev.OpenScorer(link=True))
    assert effects.index(fx.KeepDamagedSheet()) < effects.index(fx.StoreSheet())
    assert "could not be read" in str(new.notice) and new.damaged is None


def test_a_sheet_file_refused_changes_nothing_and_one_read_replaces_the_sheet() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit())
    refused = read_stored("not json", read_sheet)
    assert isinstance(refused, Refused)
    kept, _ = run(ui, ev.SheetLoaded(refused, "x.json"))
    assert kept.tally == ui.tally and "Nothing was changed" in str(kept.error)
    other = Tally.new(Setup(("Ann", "Bo")))
    new, effects = run(ui, ev.SheetLoaded(other, "y.json"))
    assert new.tally == other and fx.StoreSheet() in effects and str(new.notice) == "Sheet loaded from y.json."


def replace_open(ui: ScorerUi) -> ScorerUi:
    return ScorerUi(open=True, tally=ui.tally, damaged=ui.damaged)


def test_a_typed_play_with_a_word_that_does_not_read_is_refused_whole_naming_it() -> None:
    for word in ("J8:5Z", "Z9:5C", "5C"):
        ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.TypeEntry(f"J8:5C {word}"))
        assert ui.placed == () and word in str(ui.error) and "commit" not in scorer_view(ui).enabled
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.TypeEntry("J8:5C J9:5H"))
    assert str(ui.error) == "The 5♥ is already on the board." and "commit" not in scorer_view(ui).enabled


def ended() -> ScorerUi:
    """A sheet of "A" and "B" ended by the idle rule: the opening, then exchanges only."""
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit())
    while ui.tally is not None and ui.tally.over() is None:
        ui, _ = run(ui, ev.NoPlayTurn(True))
    return ui


def test_tiles_left_can_be_taken_back_one_by_one_and_never_exceed_a_rack() -> None:
    ui, _ = run(ended(), ev.PickTile("KS"), ev.PickTile("QS"))
    assert "remains-drop" in scorer_view(ui).enabled
    ui, _ = run(ui, ev.DropRemains())
    assert [str(held) for held in ui.remains] == ["KS"]
    ui, _ = run(ui, *(ev.PickTile(card) for card in ("2C", "3C", "4C", "6C", "7C", "8C", "9C")))
    assert len(ui.remains) == 7 and ui.error is not None  # the eighth refused: a rack holds 7
    ui, _ = run(ui, ev.PickTile("5H"))
    assert len(ui.remains) == 7 and ui.error is not None
    ui, _ = run(ui, *(ev.DropRemains() for _ in range(8)))
    assert ui.remains == () and "remains-drop" not in scorer_view(ui).enabled


def test_a_tile_left_already_on_the_board_is_refused() -> None:
    ui, _ = run(ended(), ev.PickTile("5H"))
    assert ui.remains == () and str(ui.error) == "The 5♥ is already on the board."


def test_the_end_reason_is_the_engines() -> None:
    ui = ended()
    assert ui.tally is not None and ui.tally.over() is EndReason.IDLE
    assert scorer_view(ui).turn.startswith("10 full rounds in a row went by without a play.")
    for seed, said in ((1, "The pile ran out, then a full round"), (0, "No play can be made any more")):
        tally = tally_of(greedy(Game(("A", "B"), seed=seed)), remains=False)
        assert scorer_view(ScorerUi(open=True, tally=tally)).turn.startswith(said)


def test_a_correction_keeps_one_current_message_and_pass_when_the_turn_could_pass() -> None:
    ui, _ = run(linked(), ev.TypeEntry(OPENING), ev.Commit(), ev.TypeEntry("J8:5C"), ev.Commit())
    ui, _ = run(ui, ev.EditTurn(1))
    view = scorer_view(ui)
    assert view.turn.startswith("Correcting turn 2") and view.notice == ""  # said once, above the sheet
    ui, _ = run(ui, ev.CancelEdit())
    assert scorer_view(ui).notice == "" and scorer_view(ui).turn == "A to play."  # nothing stale
    tally = tally_of(greedy(Game(("A", "B"), seed=1)), remains=False)
    last = len(tally.entries) - 1  # the game is over, and the pile was empty at its last turn's draw
    ui, _ = run(ScorerUi(open=True, tally=tally), ev.EditTurn(last))
    assert {"pass", "exchange", "cancel-edit"} <= set(scorer_view(ui).enabled)
    ui, _ = run(ui, ev.NoPlayTurn(False))
    assert ui.tally is not None and ui.tally.entries[last] == NoPlay(False) and ui.editing is None
    assert str(ui.notice).startswith(f"Turn {last + 1} was corrected.")


def test_every_change_is_the_next_revision_and_a_newer_sheet_elsewhere_is_shown_instead() -> None:
    ui = linked()
    assert ui.revision == 1
    ui, _ = run(ui, ev.TypeEntry(OPENING), ev.Commit(), ev.NoPlayTurn(True))
    assert ui.revision == 3 and ui.tally is not None
    assert loaded(read_kept(kept_json(ui.tally, False, ui.revision))).revision == 3
    newer = Tally.new(Setup(("A", "B"))).with_entry(parse_entry(OPENING)).with_entry(parse_entry("J8:5C"))
    stale, effects = run(ui, ev.TypeEntry("J9:5C"), ev.SheetNewer(Kept(newer, False, 5)))
    assert stale.tally == newer and stale.revision == 5 and effects == []
    assert stale.entry == "J9:5C" and stale.placed != ()  # what was being typed stays (`test_web_scorer_tabs.py`)


def test_a_joker_stays_a_joker_once_the_light_jokers_are_on_the_board() -> None:
    ui, _ = run(ScorerUi(), ev.OpenScorer(), ev.StartSheet(("A", "B", "C"), 2, 0))
    ui, _ = run(ui, ev.TypeEntry("G8:*5H H8:5S I8:*5D"), ev.Commit())
    ui, _ = run(ui, ev.PickSquare("J8"), ev.ToggleJoker(), ev.PickTile("5C"))
    assert ui.placed == () and ui.joker and str(ui.error) == "Both light jokers are already on the board."
    ui, _ = run(ui, ev.ToggleDark(), ev.PickTile("5C"))
    assert ui.entry == "J8:*5C/d" and ui.placed[0].placement.joker
    typed, _ = run(ui, ev.TypeEntry("J8:*5C/d"))
    assert typed.placed == ui.placed and "commit" in scorer_view(typed).enabled
