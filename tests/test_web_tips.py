"""Tips of the first games, without a browser: each shows once at its moment, is remembered, dismissed, and
turned off by a setting; the stored value is versioned and a damaged one refused.

Seed 9: Ann (human) starts and is told 4♥ 4♣ 4♠ on F8-H8 (F8 is orange: a bonus square).
"""

from __future__ import annotations

import json

import pytest
from test_web_update import SOLO, run, start

from ginnyo.rules import Game
from ginnyo.rules.actions import parse_action
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common.effects import SaveTips
from ginnyo.web.common.enums import SeatKind
from ginnyo.web.common.frozen import replace
from ginnyo.web.common.stored import Refused, read_stored
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import Settings, SetTips, setting_change
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session
from ginnyo.web.tips.events import DismissTip
from ginnyo.web.tips.state import Tip, TipsUi, parse_tips, tips_json
from ginnyo.web.tips.view import tip_view

START_WORDS = "The first meld of the game must cover the red start square H8"


def shown(state: UiState) -> str:
    return tip_view(state.tips, state.settings.tips, state.learn.open)


def test_the_start_tip_shows_once_is_saved_and_dismissed() -> None:
    state, effects = run(UiState(), ev.SubmitSetup(SOLO, "9", 0))
    assert state.tips.showing is Tip.START and shown(state).startswith(START_WORDS)
    assert effects.count(SaveTips()) == 1 and state.tips.seen == {Tip.START}
    state, effects = run(state, DismissTip())
    assert shown(state) == "" and state.tips.seen == {Tip.START} and effects == []
    again, effects = run(state, ev.SubmitSetup(SOLO, "9", 0))  # a new game: never again
    assert again.tips.showing is None and SaveTips() not in effects


def test_the_bonus_and_exchange_tips_come_at_their_moments() -> None:
    state, _ = run(start(SOLO, 9), DismissTip())
    exchanging, effects = run(state, tev.EnterExchange())
    assert exchanging.tips.showing is Tip.EXCHANGE and effects == [SaveTips()]
    assert shown(exchanging).startswith("An exchange returns the tiles you choose to the pile")
    rack = state.tiles.draft.rack
    taps = [
        e
        for card, square in (("4H", "F8"), ("4C", "G8"), ("4S", "H8"))
        for e in (tev.TapRack(rack.index(card)), tev.TapSquare(square))
    ]
    played, _ = run(state, *taps, tev.Play())
    assert played.tiles.session.game.log[-1].score > 0 and played.tips.showing is Tip.BONUS
    assert shown(played).startswith("A bonus square was covered")


def test_a_tip_showing_holds_back_the_next_and_a_seen_one_never_returns() -> None:
    state = start(SOLO, 9)  # the start tip shows
    exchanging, effects = run(state, tev.EnterExchange())
    assert exchanging.tips.showing is Tip.START and SaveTips() not in effects
    seen = replace(start(SOLO, 9), tips=TipsUi(frozenset({Tip.START, Tip.EXCHANGE})))
    assert run(seen, tev.EnterExchange())[0].tips.showing is None


def test_the_first_gin_against_you_says_how_it_could_have_been_denied() -> None:
    game = Game.from_position(("Robo", "Ann"), "E8:4S F8:5S G8:6S H8:7S I8:8S H6:7D H7:7H H9:7C", "9S 10S")
    state, effects = run(UiState(), ev.Resume(Session(game, (SeatKind.EASY, SeatKind.HUMAN)), None))
    assert state.thinking and state.tips.showing is None  # the start tip needs an empty board
    generation = state.generation
    state, effects = run(state, cev.ComputerMoved(generation, 0, parse_action("play J8:9S K8:10S")))
    assert state.tips.showing is None  # not before its tiles are shown
    state, effects = run(state, *[cev.ShowSquare(generation, actions_played(state))] * 2)
    assert state.tiles.session.game.log[-1].gin and state.tips.showing is Tip.GIN
    assert shown(state).startswith("Robo made gin, +100: the H8 section went from 8 to 10 tiles.")
    assert "To deny it" in shown(state) and effects.count(SaveTips()) == 1


def test_the_setting_turns_tips_off() -> None:
    off = UiState(settings=Settings().changed(SetTips(False)))
    state, effects = run(off, ev.SubmitSetup(SOLO, "9", 0))
    assert state.tips == TipsUi() and SaveTips() not in effects
    assert setting_change("tips", False) == SetTips(False) and setting_change("tips", "no") is None
    assert Settings().tips and Settings.from_json(Settings().changed(SetTips(False)).to_json()).tips is False
    assert Settings.from_json('{"theme": "dark"}').tips  # on for a player who never chose


def test_the_stored_tips_are_versioned_and_a_damaged_value_is_refused() -> None:
    seen = frozenset({Tip.START, Tip.GIN})
    assert read_stored(tips_json(seen), parse_tips) == seen
    assert json.loads(tips_json(seen)) == {"version": 1, "seen": ["gin", "start"]}
    for damaged in ('{"version": 2, "seen": []}', '{"version": 1, "seen": ["nope"]}', "[]", "{", '{"version": 1}'):
        assert isinstance(read_stored(damaged, parse_tips), Refused)
    with pytest.raises(ValueError):
        parse_tips('{"version": 1, "seen": "start"}')
