"""The setting "Ask before knocking" without a browser: off by default, kept with the settings, and
when on, a knock that could be undercut (deadwood above 0) waits for Knock or Keep playing.
"""

from __future__ import annotations

from test_gin_web import computer_turn, my_event, screen, start
from test_web_update import run

from ginnyo.ginrummy import ActionKind
from ginnyo.ginrummy.cards import name
from ginnyo.web.common import effects as fx
from ginnyo.web.common.enums import Phase as PagePhase
from ginnyo.web.rummy.events import GinAct, GinButton, GinCard
from ginnyo.web.rummy.state import deadwood_without
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import SetAskKnock, Settings
from ginnyo.web.shell.state import UiState

KNOCK = GinAct(GinButton.KNOCK)


def may_knock(ask: bool) -> UiState:
    """Seed 4 against the baseline, played until you may knock, with the setting on or off."""
    state = start(4)
    state, _ = run(state, ev.ChangeSetting(SetAskKnock(ask)))
    while True:
        if state.phase is PagePhase.AI:
            state = computer_turn(state)
            continue
        assert state.rummy is not None
        if ActionKind.KNOCK in {a.kind for a in state.rummy.session.game.legal_actions()}:
            return state
        state, _ = run(state, my_event(state))


def test_the_setting_is_off_by_default_and_kept_with_the_others() -> None:
    assert not Settings().ask_knock and not Settings.from_json('{"ask_knock": "yes"}').ask_knock
    state, effects = run(UiState(), ev.ChangeSetting(SetAskKnock(True)))
    assert state.settings.ask_knock and effects == [fx.SaveSettings()]
    assert Settings.from_json(state.settings.to_json()).ask_knock


def test_off_a_knock_goes_ahead_at_once() -> None:
    state = may_knock(ask=False)
    assert state.rummy is not None
    state, _ = run(state, KNOCK)
    assert state.rummy is not None and state.rummy.session.game.knocker == 0 and screen(state).question == ""


def test_on_a_knock_asks_first_and_keep_playing_changes_nothing() -> None:
    state = may_knock(ask=True)
    assert state.rummy is not None
    actions = state.rummy.session.game.actions
    asked, effects = run(state, KNOCK)
    view = screen(asked)
    assert asked.rummy is not None and asked.rummy.session.game.actions == actions
    assert view.question.startswith("Knock with ")
    assert "Computer (steady) may lay off and undercut you" in view.question
    assert [b.name for b in view.buttons] == ["confirm-knock", "keep-playing"]
    assert effects == [fx.Announce(view.question)]
    kept, _ = run(asked, GinAct(GinButton.KEEP_PLAYING))
    assert kept.rummy is not None and kept.rummy.session.game.actions == actions and screen(kept).question == ""
    assert "knock" in {b.name for b in screen(kept).buttons}


def test_on_the_knock_asked_about_is_done_with_its_card_on_knock() -> None:
    state = may_knock(ask=True)
    assert state.rummy is not None
    game = state.rummy.session.game
    hand = game.view(0).hand
    card = name(max(a.card for a in game.legal_actions() if a.kind == ActionKind.KNOCK))
    asked, _ = run(state, GinCard(card), KNOCK)
    assert f"Knock with {deadwood_without(hand, card)} deadwood?" in screen(asked).question
    knocked, _ = run(asked, GinAct(GinButton.CONFIRM_KNOCK))
    assert knocked.rummy is not None
    game = knocked.rummy.session.game
    assert game.knocker == 0 and game.events[-1].card == card


def test_on_another_card_picked_puts_the_question_away() -> None:
    state = may_knock(ask=True)
    assert state.rummy is not None
    asked, _ = run(state, KNOCK)
    card = state.rummy.session.game.view(0).hand.split()[0]
    after, _ = run(asked, GinCard(card))
    assert screen(after).question == "" and after.rummy is not None and after.rummy.pick == card
