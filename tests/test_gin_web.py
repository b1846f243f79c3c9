"""The Gin Rummy page without a browser: `update` with gin events, the computer's replies, the table's view.

Matches start through the new-game event as the page does; the computer's seat answers as the driver asks it
(`computer_turns.computer_moved`: its typed action, seeing its own view only). Seeds against the baseline: 4 you
knock in hand 1, 3 you go gin, 1 the computer knocks, 21 you win 92 points at once (the match ends in hand 2 or 3).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from computer_turns import computer_moved
from test_web_update import run

from ginnyo.ginrummy import ActionKind, Phase, RecordError, deadwood
from ginnyo.ginrummy.ai import LEVELS
from ginnyo.ginrummy.cards import format_hand, name
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Dialog, GameKind, GinLevel, SeatKind
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.common.text import said
from ginnyo.web.rummy.events import GinAct, GinButton, GinCard, GinMeld, GinMovePick, GinPile
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.rummy.view import GinScreen, gin_screen
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.events import Event
from ginnyo.web.shell.state import UiState, actions_played, read_game
from ginnyo.web.tiles.session import Session


def start(seed: int, level: GinLevel = GinLevel.BASELINE) -> UiState:
    state, _ = run(UiState(), ev.SubmitSetup((), str(seed), 0, GameKind.GIN, level))
    return state


def computer_turn(state: UiState) -> UiState:
    """The computer's action as the driver sends it, applied as chosen (never another), then its pause."""
    moved = computer_moved(state)
    before = actions_played(state)
    state, _ = run(state, moved)
    assert state.rummy is not None and state.rummy.session.game.actions[before:] == [moved.action]
    state, _ = run(state, cev.ComputerFinished(state.generation, actions_played(state)))
    return state


def screen(state: UiState) -> GinScreen:
    view = gin_screen(state.rummy, state.thinking)
    assert view is not None
    return view


def my_event(state: UiState) -> Event:
    """The test player: pass the first upcard, draw, go gin or knock when it may, else discard the best card."""
    assert state.rummy is not None
    game = state.rummy.session.game
    legal = game.legal_actions()
    kinds = {a.kind for a in legal}
    if game.phase is Phase.FIRST:
        return GinAct(GinButton.PASS)
    if game.phase is Phase.DRAW:
        return GinPile("stock")
    if game.phase is Phase.LAYOFF:
        layoffs = [a for a in legal if a.kind == ActionKind.LAYOFF]
        if not layoffs:
            return GinAct(GinButton.DONE)
        if state.rummy.pick:
            return GinMeld(layoffs[0].meld)
        return GinCard(name(layoffs[0].card))
    for kind, button in ((ActionKind.GIN, GinButton.GIN), (ActionKind.KNOCK, GinButton.KNOCK)):
        if kind in kinds:
            return GinAct(button)
    hand = game.view(0).hand.split()
    out = min(
        (a for a in legal if a.kind == ActionKind.DISCARD),
        key=lambda a: deadwood(" ".join(c for c in hand if c != name(a.card))),
    )
    return GinCard(name(out.card)) if state.rummy.pick != name(out.card) else GinPile("upcard")


def play_until(state: UiState, *phases: PagePhase, check: Callable[[UiState], None] | None = None) -> UiState:
    """Play both sides until the page is in one of `phases`; `check` looks at every state on the way
    (the match itself changes in place, so it is checked then, not later)."""
    for _ in range(500):
        if state.phase in phases:
            return state
        if check is not None:
            check(state)
        if state.phase is PagePhase.AI:
            state = computer_turn(state)
        else:
            state, _ = run(state, my_event(state))
            assert state.error is None
    raise AssertionError("the hand did not end")


def test_the_form_starts_a_match_against_the_computer_and_saves_it() -> None:
    state, effects = run(UiState(), ev.SubmitSetup((), "4", 0, GameKind.GIN, GinLevel.HARD))
    assert state.rummy is not None and state.tiles is None
    assert state.phase is PagePhase.HUMAN and state.dialog is None
    assert any(isinstance(e, fx.Save) for e in effects) and any(isinstance(e, fx.WarmComputer) for e in effects)
    assert state.rummy.session.game.names == ("You", "Computer (hard)")
    view = screen(state)
    assert sum(len(g.cards) for g in view.hand) == 10 and view.opponent_cards == 10
    assert [b.name for b in view.buttons] == ["take", "pass"]
    assert view.upcard[1] and not view.stock[1]  # the first upcard may be taken; the stock waits
    upcard = state.rummy.session.game.view(0).first_upcard
    assert view.hand_info.startswith(f"Hand 1, dealt by Computer (hard); first upcard {view.upcard[0].text}")  # type: ignore[union-attr]
    assert view.hand_info.endswith("counts double.") == upcard.endswith("S")


def test_the_page_levels_are_the_computers_and_a_bad_seed_is_refused_in_the_form() -> None:
    assert tuple(GinLevel) == LEVELS
    state, effects = run(UiState(), ev.SubmitSetup((), "x", 0, GameKind.GIN, GinLevel.EASY))
    assert said(state.setup_error) == "The seed is a whole number, like 42." and state.rummy is None and effects == []


def test_the_view_never_holds_the_computers_hand() -> None:
    def check(state: UiState) -> None:
        assert state.rummy is not None
        game = state.rummy.session.game
        view = screen(state)
        shown = {c.card for g in view.hand for c in g.cards}
        assert " ".join(sorted(shown)) == " ".join(sorted(game.view(0).hand.split()))
        assert not shown & set(format_hand(game.hands[1]).split())
        assert view.opponent_cards == len(format_hand(game.hands[1]).split())

    play_until(start(4), PagePhase.RESULT, check=check)


def test_knock_and_gin_buttons_show_only_when_legal() -> None:
    shown: list[str] = []

    def check(state: UiState) -> None:
        assert state.rummy is not None
        game = state.rummy.session.game
        buttons = {b.name for b in screen(state).buttons}
        mine = state.phase is PagePhase.HUMAN
        kinds = {a.kind for a in game.legal_actions()} if mine else set()
        assert ("knock" in buttons) == (ActionKind.KNOCK in kinds)
        assert ("gin" in buttons) == (ActionKind.GIN in kinds)
        shown.extend(buttons)

    play_until(start(4), PagePhase.RESULT, check=check)
    play_until(start(3), PagePhase.RESULT, check=check)
    assert "knock" in shown and "gin" in shown


def test_draw_pick_discard_and_the_computers_turn_is_told() -> None:
    state, _ = run(start(4), GinAct(GinButton.PASS))
    assert state.phase is PagePhase.AI and state.thinking
    while state.phase is PagePhase.AI:
        state = computer_turn(state)
        assert said(state.notice).startswith("Computer (steady) ")
    state, _ = run(state, GinPile("stock"))
    assert state.rummy is not None and state.rummy.session.game.phase is Phase.DISCARD
    hand = state.rummy.session.game.view(0).hand.split()
    state, _ = run(state, GinMovePick(1))
    first = state.rummy.pick
    assert first == next(c.card for g in screen(state).hand for c in g.cards)
    assert [b.enabled for b in screen(state).buttons if b.name == "discard"] == [True]
    state, effects = run(state, GinCard(first))
    assert first not in state.rummy.session.game.view(0).hand.split() and len(hand) == 11
    assert said(state.notice) == f"You drew from the stock. You discarded {screen(state).upcard[0].text}."  # type: ignore[union-attr]
    state = computer_turn(computer_turn(state))  # the computer's draw, then its discard, told together
    words = said(state.notice).split(". ")
    assert len(words) == 2 and all(w.startswith("Computer (steady) ") for w in words)
    assert words[0].endswith(("drew from the stock", "from the discard pile")) and "discarded" in words[1]
    assert any(isinstance(e, fx.StartComputer) for e in effects)


def test_the_upcard_just_taken_may_not_be_discarded() -> None:
    state = start(4)
    assert state.rummy is not None
    upcard = state.rummy.session.game.view(0).upcard
    state, _ = run(state, GinPile("upcard"), GinCard(upcard))
    view = screen(state)
    assert [c.locked for g in view.hand for c in g.cards if c.card == upcard] == [True]
    state, effects = run(state, GinAct(GinButton.DISCARD))
    assert "just took it" in said(state.error) and effects == [fx.Announce(said(state.error))]  # said, nothing else


def test_after_a_knock_your_layoffs_are_highlighted_and_the_result_is_scored() -> None:
    state = play_until(start(1), PagePhase.RESULT, PagePhase.HUMAN)
    while state.rummy is not None and state.rummy.session.game.phase is not Phase.LAYOFF:
        state, _ = run(state, my_event(state))
        state = play_until(state, PagePhase.HUMAN, PagePhase.RESULT)
    assert state.rummy is not None
    game = state.rummy.session.game
    view = screen(state)
    assert view.knock is not None and view.knock.title.startswith("Computer (steady) knocked")
    legal = {name(a.card) for a in game.legal_actions() if a.kind == ActionKind.LAYOFF}
    assert {c.card for g in view.hand for c in g.cards if c.target} == legal
    assert [b.name for b in view.buttons] == ["done"]
    state = play_until(state, PagePhase.RESULT)
    assert state.dialog is Dialog.GIN_RESULT
    result = screen(state).result
    assert result is not None and len(result.hands) == 2
    assert any("deadwood" in line for line in result.lines) and result.text.startswith("Computer (steady) won hand 1")
    state, _ = run(state, GinAct(GinButton.NEXT))
    assert state.dialog is None and len(screen(state).sheet) == 1


def test_gin_result_has_the_bonus_and_the_match_ends_at_100() -> None:
    state = play_until(start(3), PagePhase.RESULT)
    result = screen(state).result
    assert result is not None and "by going gin" in result.text and "Gin bonus: 25" in result.lines
    kept, effects = run(state, KeyEscape())  # Escape never deals: the result stays until Next hand
    assert kept.dialog is Dialog.GIN_RESULT and kept.rummy == state.rummy and effects == []
    closed, _ = run(state, GinAct(GinButton.NEXT))
    assert closed.dialog is None and closed.phase in (PagePhase.HUMAN, PagePhase.AI)
    assert closed.rummy is not None and closed.rummy.seen == 1 and len(screen(closed).sheet) == 1
    state = play_until(start(21), PagePhase.RESULT)
    while state.phase is PagePhase.RESULT:
        state, _ = run(state, GinAct(GinButton.NEXT))
        state = play_until(state, PagePhase.RESULT, PagePhase.OVER)
    assert state.rummy is not None and state.rummy.session.game.phase is Phase.OVER
    result = screen(state).result
    assert result is not None and result.winner.startswith("Match over: You win")
    assert screen(state).sheet[-1].scores[0] >= 100


def test_a_saved_match_resumes_mid_hand_and_shows_an_unread_result_again() -> None:
    state, _ = run(start(4), GinAct(GinButton.PASS))
    state = computer_turn(state)  # the computer passes the first upcard too
    state, _ = run(state, GinPile("stock"))  # you draw: mid-turn, the discard to come
    assert state.rummy is not None and state.rummy.session.game.phase is Phase.DISCARD
    text = state.rummy.session.to_json()
    resumed, _ = run(UiState(), ev.Resume(read_game(text)))
    assert resumed.rummy is not None and resumed.phase is state.phase
    assert screen(resumed).hand == screen(state).hand and said(resumed.notice) == said(state.notice)
    done = play_until(start(4), PagePhase.RESULT)
    assert done.rummy is not None
    again, _ = run(UiState(), ev.Resume(read_game(done.rummy.session.to_json())))
    assert again.dialog is Dialog.GIN_RESULT and again.phase is PagePhase.RESULT


def test_saves_of_both_games_are_told_apart_and_damage_is_refused() -> None:
    gin = start(4)
    assert gin.rummy is not None
    text = gin.rummy.session.to_json()
    assert isinstance(read_game(text), GinSession)
    assert isinstance(read_game(Session.new([("A", "human"), ("B", "easy")], 3).to_json()), Session)
    damaged = json.loads(text)
    damaged["summary"]["hands"] = 3
    with pytest.raises(RecordError):
        read_game(json.dumps(damaged))
    two_humans = json.loads(text)
    two_humans["players"][1]["kind"] = "human"
    with pytest.raises(RecordError):
        read_game(json.dumps(two_humans))


def test_a_new_game_during_a_match_asks_first_and_ginny_o_replaces_it() -> None:
    state, effects = run(start(4), ev.OpenSetup())
    assert state.dialog is Dialog.MESSAGE and effects == []
    state, _ = run(state, ev.Confirm(), ev.SubmitSetup((("Ann", SeatKind.HUMAN), ("Bob", SeatKind.EASY)), "9", 0))
    assert state.rummy is None and state.tiles is not None and gin_screen(state.rummy, state.thinking) is None


def test_what_happens_at_the_table_is_said_through_the_one_live_region() -> None:
    state = start(4)
    while state.rummy is not None and not state.rummy.my_turn:
        state = computer_turn(state)
    new, effects = run(state, my_event(state))  # the match changes in place: one run per event
    assert said(new.notice) and [e.text for e in effects if isinstance(e, fx.Announce)] == [said(new.notice)]
