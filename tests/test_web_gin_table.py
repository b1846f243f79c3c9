"""The Gin Rummy table's sequencing at a hand's end: the result shows over the finished hand, and
the next hand is dealt on the table only once the result is closed (the engine deals it at once)."""

from __future__ import annotations

from test_gin_web import play_until, run, screen, start

from ginnyo.ginrummy import Phase
from ginnyo.web.common.enums import Dialog
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.rummy.events import GinAct, GinButton
from ginnyo.web.rummy.view import GinScreen
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState, read_game


def cards(view: GinScreen) -> list[str]:
    return [c.card for g in view.hand for c in g.cards]


def test_the_result_shows_over_the_finished_hand_and_the_next_is_dealt_after_it_is_closed() -> None:
    state = play_until(start(3), PagePhase.RESULT)
    assert state.rummy is not None and state.dialog is Dialog.GIN_RESULT
    game = state.rummy.session.game
    result = game.results[-1]
    assert game.phase is not Phase.OVER and len(game.view(0).hand.split()) == 10  # the engine dealt hand 2
    view = screen(state)
    assert view.table.hand == result.number == 1 and view.table.ending == str(result.ending)
    mine = result.knocker_melds if result.knocker == 0 else result.defender_melds
    assert set(cards(view)) != set(game.view(0).hand.split())  # not the next deal
    assert {c for meld in mine for c in meld.split()} <= set(cards(view))
    assert view.table.opponent_open and view.table.won == (result.winner == 0)
    assert view.upcard[0] is not None and view.upcard[0].card != game.view(0).upcard
    assert view.stock[1] is False and view.buttons == () and view.knock is None
    assert view.result is not None and len(view.sheet) == 1  # the scores are the match's
    closed, _ = run(state, GinAct(GinButton.NEXT))
    after = screen(closed)
    assert closed.dialog is None and after.table.hand == 2 and after.table.fresh and after.table.ending == ""
    assert set(cards(after)) == set(game.view(0).hand.split()) and after.table.opponent_open == ()
    assert after.upcard[0] is not None and after.upcard[0].card == game.view(0).upcard


def test_a_hand_ended_by_the_computer_waits_behind_its_result_too() -> None:
    state = start(21)
    for _ in range(6):
        state = play_until(state, PagePhase.RESULT, PagePhase.OVER)
        assert state.rummy is not None
        result = state.rummy.session.game.results[-1]
        if result.knocker == 1 or state.phase is PagePhase.OVER:
            break
        state, _ = run(state, GinAct(GinButton.NEXT))
    view = screen(state)
    assert result.knocker == 1 and view.table.hand == result.number and not view.table.won
    assert [c.card for g in view.table.opponent_open for c in g] == " ".join(
        (*result.knocker_melds, result.knocker_deadwood_cards)
    ).split()


def test_a_saved_match_with_an_unread_result_comes_back_over_the_same_finished_hand() -> None:
    state = play_until(start(4), PagePhase.RESULT)
    assert state.rummy is not None
    again, _ = run(UiState(), ev.Resume(read_game(state.rummy.session.to_json())))
    assert again.dialog is Dialog.GIN_RESULT
    table = (screen(state), screen(again))
    assert len({(view.table, view.hand, view.upcard, view.stock) for view in table}) == 1
