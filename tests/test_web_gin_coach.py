"""Hint and Undo at the Gin Rummy table without a browser: the hint asked of the computer (`choice.hint`, typed),
shown on the table, dropped when stale, kept in the save and the statistics;
Undo replays the match without your last turn.

Seed 4 against the baseline: you pass the first upcard, the computer passes, you draw (see test_gin_web).
"""

from __future__ import annotations

import json

from computer_turns import hint_found
from test_gin_web import computer_turn, my_event, play_until, screen, start
from test_web_update import run

from ginnyo.ginrummy import Action, ActionKind, Phase, parse_action
from ginnyo.ginrummy.cards import name
from ginnyo.ginrummy.coach import hint
from ginnyo.rules.steps import drain
from ginnyo.web.coach.events import AskHint, HintFound, Undo
from ginnyo.web.coach.rummy_view import CoachButton, gin_coach_view
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.effects import FindHint
from ginnyo.web.common.enums import Dialog
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.text import said
from ginnyo.web.computer import choice
from ginnyo.web.computer.choice import Hinted
from ginnyo.web.rummy.events import GinAct, GinButton, GinPile
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState
from ginnyo.web.stats.totals import GinStats, parse_stats, recorded_match, stats_json
from ginnyo.web.words.texts import UNDONE


def coach(state: UiState) -> tuple[CoachButton, ...]:
    """Hint and Undo as the page draws them beside the table."""
    assert state.rummy is not None
    return gin_coach_view(state.rummy, state.thinking)


def asked(state: UiState) -> tuple[UiState, FindHint]:
    state, effects = run(state, AskHint())
    finds = [e for e in effects if isinstance(e, FindHint)]
    assert len(finds) == 1
    return state, finds[0]


def hinted(state: UiState) -> tuple[UiState, Action]:
    assert state.rummy is not None
    expected = hint(state.rummy.session.game)
    state, find = asked(state)
    state, effects = run(state, hint_found(state, find))
    assert any(isinstance(e, fx.Save) for e in effects)
    assert fx.Announce(said(state.notice)) in effects and said(state.notice).startswith("Hint: ")  # said aloud
    return state, expected


def to_discard(seed: int = 4) -> UiState:
    """Your first discard of the match, the upcards passed."""
    state = start(seed)
    while state.rummy is not None and state.rummy.session.game.phase is not Phase.DISCARD:
        state = computer_turn(state) if state.phase is PagePhase.AI else run(state, my_event(state))[0]
    return state


def test_the_hint_is_the_hard_players_choice_marked_on_the_table_and_in_words() -> None:
    state = to_discard()
    assert coach(state)[0].enabled
    state, expected = hinted(state)
    assert state.rummy is not None and state.rummy.shown_hint == expected
    view = screen(state)
    marked = [c.card for g in view.hand for c in g.cards if c.hinted]
    assert marked == [name(expected.card)] and view.hint_pile == ""
    assert [b.name for b in view.buttons if b.hinted] == [str(expected.kind)]
    assert said(state.notice).startswith("Hint: ") and name(expected.card)[:-1] in said(state.notice)
    assert not coach(state)[0].enabled  # once per decision
    assert state.rummy.session.hints == (len(state.rummy.session.game.actions) + 1,)
    assert run(state, AskHint())[1] == []


def test_a_draw_hint_marks_the_pile_and_goes_once_you_act() -> None:
    state = start(4)
    state, _ = run(state, GinAct(GinButton.PASS))
    state = computer_turn(state)
    assert state.rummy is not None and state.rummy.session.game.phase is Phase.DRAW
    state, expected = hinted(state)
    assert expected.kind in (ActionKind.DRAW, ActionKind.TAKE)
    assert screen(state).hint_pile == {ActionKind.DRAW: "stock", ActionKind.TAKE: "upcard"}[expected.kind]
    state, _ = run(state, GinPile("stock"))
    view = screen(state)
    assert view.hint_pile == "" and not any(c.hinted for g in view.hand for c in g.cards)
    assert state.rummy is not None and state.rummy.shown_hint is None and coach(state)[0].enabled  # a new decision


def test_a_hint_for_another_decision_or_match_is_dropped() -> None:
    state = to_discard()
    state, find = asked(state)
    reply = hint_found(state, find)
    for stale in (
        HintFound(reply.generation + 1, reply.turns, reply.action, 0),
        HintFound(reply.generation, reply.turns - 1, reply.action, 0),
    ):
        assert run(state, stale) == (state, [])
    failed, effects = run(state, HintFound(reply.generation, reply.turns, None, 0))  # the think failed
    assert said(failed.error) == "No hint could be found this time." and isinstance(effects[0], fx.Warn)
    assert failed.rummy is not None and failed.rummy.session.hints == () and coach(failed)[0].enabled


def test_no_hint_off_your_turn_and_the_computer_answers_gin_matches() -> None:
    state = start(1)  # the computer deals: you move first
    assert state.rummy is not None and state.phase is PagePhase.HUMAN
    state, _ = run(state, GinAct(GinButton.PASS))
    assert state.phase is PagePhase.AI and run(state, AskHint())[1] == [] and not coach(state)[0].enabled
    game = state.rummy.session.game
    assert drain(choice.hint(game)) == Hinted(hint(game), 0, 1) and len(game.actions) == 1  # the game is unchanged


def test_undo_takes_back_your_turn_and_the_computers_reply() -> None:
    state = to_discard()
    assert state.rummy is not None
    game = state.rummy.session.game
    before, hand = len(game.actions), game.view(0).hand
    state, _ = hinted(state)
    state, _ = run(state, my_event(state))
    state, _ = run(state, my_event(state))  # picked, then discarded
    state = computer_turn(state)
    assert state.rummy is not None and len(state.rummy.session.game.actions) > before
    generation = state.generation
    state, effects = run(state, Undo())
    assert state.rummy is not None and any(isinstance(e, fx.Save) for e in effects)
    game = state.rummy.session.game
    assert len(game.actions) < before and game.current == 0 and game.phase is Phase.DRAW
    assert state.phase is PagePhase.HUMAN and state.generation == generation + 1 and said(state.notice) == UNDONE
    state, _ = run(state, GinPile("stock"))
    assert state.rummy is not None and state.rummy.session.game.view(0).hand == hand  # the same card drawn again
    assert state.rummy.session.hints == (before,)  # the hint asked in that turn stays, on the turn's first decision


def test_undo_while_the_computer_thinks_drops_its_move_and_not_before_you_acted() -> None:
    state = start(1)
    assert not coach(state)[1].enabled and run(state, Undo()) == (state, [])
    state, _ = run(state, GinAct(GinButton.PASS))
    assert state.phase is PagePhase.AI and coach(state)[1].enabled
    old = state.generation
    state, _ = run(state, Undo())
    assert state.rummy is not None and state.rummy.session.game.actions == [] and state.phase is PagePhase.HUMAN
    assert run(state, cev.ComputerMoved(old, 1, parse_action("pass"))) == (state, [])


def test_undo_across_the_end_of_a_hand_brings_it_back_and_its_result_goes() -> None:
    state = play_until(start(1), PagePhase.RESULT)  # seed 1: the computer knocks, you lay off
    assert state.rummy is not None
    state, _ = run(state, GinAct(GinButton.NEXT))
    assert state.rummy.seen == 1
    state, _ = run(state, Undo())  # your lay-offs come back, the hand's result goes
    assert state.rummy is not None and state.dialog is None
    game = state.rummy.session.game
    assert game.results == [] and state.rummy.seen == 0 and game.phase is Phase.LAYOFF
    assert state.phase is PagePhase.HUMAN and game.current == 0 and screen(state).knock is not None
    state, _ = run(state, Undo())  # then your discard that let the computer knock
    game = state.rummy.session.game
    assert game.phase in (Phase.DRAW, Phase.FIRST) and game.current == 0 and game.knocker == -1


def test_a_reloaded_match_asks_again_for_the_hint_it_showed() -> None:
    state, expected = hinted(to_discard())
    assert state.rummy is not None
    again, effects = run(UiState(), ev.Resume(GinSession.from_json(state.rummy.session.to_json()), ""))
    find = next(e for e in effects if isinstance(e, FindHint))
    again, _ = run(again, hint_found(again, find))
    assert again.rummy is not None and again.rummy.shown_hint == expected
    assert again.rummy.session.hints == state.rummy.session.hints  # asked again, counted once
    state, _ = run(state, my_event(state), my_event(state))  # discarded: the next decision has no hint
    _, effects = run(UiState(), ev.Resume(GinSession.from_json(state.rummy.session.to_json()), ""))
    assert not any(isinstance(e, FindHint) for e in effects)


def test_hints_are_kept_in_the_save_and_counted_in_the_statistics() -> None:
    state, _ = hinted(to_discard(21))  # seed 21: you win the match in a few hands
    assert state.rummy is not None
    session = state.rummy.session
    data = json.loads(session.to_json())
    assert data["hints"] == list(session.hints) and GinSession.from_json(session.to_json()).hints == session.hints
    state = play_until(state, PagePhase.RESULT)
    while state.phase is PagePhase.RESULT:
        state, _ = run(state, GinAct(GinButton.NEXT))
        state = play_until(state, PagePhase.RESULT, PagePhase.OVER)
    assert state.rummy is not None
    assert state.stats.stats.gin.hints == 1 and parse_stats(stats_json(state.stats.stats)).gin.hints == 1
    assert recorded_match(state.stats.stats, state.rummy.session) == state.stats.stats  # a match counts once
    old = json.loads(stats_json(state.stats.stats))
    del old["gin"]["hints"]
    assert parse_stats(json.dumps(old)).gin == GinStats(**{**vars(state.stats.stats.gin), "hints": 0})


def test_a_dialog_over_the_table_holds_hint_and_undo_back_but_not_a_hint_on_its_way() -> None:
    state = to_discard()
    assert all(button.enabled for button in coach(state))
    covered = replace(state, dialog=Dialog.MESSAGE)
    assert run(covered, AskHint()) == (covered, []) and run(covered, Undo()) == (covered, [])
    state, find = asked(state)
    state, effects = run(replace(state, dialog=Dialog.MESSAGE), hint_found(state, find))
    assert state.rummy is not None and state.rummy.shown_hint == hint(state.rummy.session.game)
    assert fx.Save() in effects and state.dialog is Dialog.MESSAGE
