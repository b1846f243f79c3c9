"""The polish bugs of issue 22, each where it is decided (no browser; the page's side is e2e/test_polish_page.py).

A computer's level said once; the score bubble popping once per play made; a shared game told in the third
person; the lone joker's dialog saying why; the header's loading words; the live region on a language switch.
Seed 9: the human's best play is 4♣ 4♥ 4♠ for 24 points; seed 10: J♥ Q♥ and a joker as 10♥ on F8–H8.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_web_update import best_play, rack_index, run, start, tap_place

from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import square_name
from ginnyo.rules.link import to_link
from ginnyo.rules.record import SeatKind
from ginnyo.rules.steps import drain
from ginnyo.web.coach.events import Undo
from ginnyo.web.common import computer_events as cev
from ginnyo.web.common import effects as fx
from ginnyo.web.common.text import said
from ginnyo.web.review.events import OpenLink
from ginnyo.web.review.replay import read_link
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.replay import viewed
from ginnyo.web.shell.screen import screen
from ginnyo.web.shell.settings import SetLanguage
from ginnyo.web.shell.state import UiState, actions_played
from ginnyo.web.shell.view_dialogs import joker_view
from ginnyo.web.stats.view import share_text
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.session import Session
from ginnyo.web.tiles.view_board import Bubble, bubble_pops, bubble_view
from ginnyo.web.tiles.view_panel import player_rows, sheet_rows, turn_view
from ginnyo.web.words import i18n
from ginnyo.web.words.names import level_word, names_level, third_person
from ginnyo_dev.buildtools import catalogs

ROOT = Path(__file__).resolve().parent.parent
VERSUS = (("You", SeatKind.HUMAN), ("Computer (hard)", SeatKind.HARD))


def replied(state: UiState, kind: ActionKind) -> UiState:
    """The computer's turn as the driver runs it, taking the engine's first action of `kind`."""
    assert state.thinking and state.tiles is not None
    game, generation = state.tiles.session.game, state.generation
    action = next(a for a in game.legal_actions() if a.kind is kind)
    state, _ = run(state, cev.ComputerMoved(generation, game.current, action))
    assert state.tiles.session.game.actions[-1] == action
    actions = actions_played(state)
    while state.tiles.hidden:
        state, _ = run(state, cev.ShowSquare(generation, actions))
    state, _ = run(state, cev.ComputerShown(generation, actions), cev.ComputerFinished(generation, actions))
    return state


def played(state: UiState) -> UiState:
    for p in best_play(state):
        state = tap_place(state, p)
    state, _ = run(state, tev.Play())
    return state


def bubble(state: UiState) -> Bubble | None:
    return bubble_view(state.tiles, screen(state))


# -- 1. a computer's level, said once ----------------------------------------------------------------------


def test_a_default_computer_name_is_not_followed_by_its_level_again() -> None:
    state, _ = run(start(VERSUS, 9), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert state.thinking
    assert turn_view(state.tiles, screen(state)).text == "Computer (hard) is thinking…"
    assert [row.kind for row in player_rows(screen(state))] == ["human", ""]
    named = start((("You", SeatKind.HUMAN), ("Robo", SeatKind.EASY)), 9)
    named, _ = run(named, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    assert turn_view(named.tiles, screen(named)).text == "Robo (computer, easy) is thinking…"
    assert [row.kind for row in player_rows(screen(named))] == ["human", "computer, easy"]
    assert names_level("Computer 2 (medium)", SeatKind.MEDIUM)
    assert not names_level("Computer (hard)", SeatKind.EASY) and not names_level("Computer (hard)", SeatKind.HUMAN)


@pytest.mark.parametrize("code", ["sv", "it", "mr"])
def test_the_thinking_line_names_the_level_once_in_every_language(code: str) -> None:
    state, _ = run(start(VERSUS, 9), tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    try:
        i18n.set_language(code, catalogs.translations(ROOT, code))  # a fresh clone has no .mo files
        text = turn_view(state.tiles, screen(state)).text
        level = level_word("hard")
        assert text.count(level) == 1 and text != "Computer (hard) is thinking…", text
        assert player_rows(screen(state))[1].kind == ""
    finally:
        i18n.set_language("en")


# -- 2. the score bubble: once per play made ----------------------------------------------------------------


def test_the_bubble_pops_once_per_play_and_goes_with_the_next_turn() -> None:
    state = played(start(VERSUS, 9))
    made = bubble(state)
    assert made is not None and made.text == "+24" and made.key == (state.generation, 1)
    assert bubble_pops(made, None) and not bubble_pops(made, made.key)  # drawn again: no second pop
    assert bubble(replied(state, ActionKind.EXCHANGE)) is None  # the next turn was taken
    computer = bubble(replied(state, ActionKind.PLAY))  # once its tiles have all landed
    assert computer is not None and computer.key == (state.generation, 2) and bubble_pops(computer, made.key)


def test_a_language_switch_or_a_dialog_closed_draws_the_same_bubble_which_pops_no_more() -> None:
    state = played(start(VERSUS, 9))
    made = bubble(state)
    swedish, effects = run(state, ev.ChangeSetting(SetLanguage("sv")))
    assert fx.SetLanguage("sv") in effects and bubble(swedish) == made
    opened, _ = run(state, ev.OpenSetup())
    closed, _ = run(opened, ev.CloseDialog())
    assert closed.dialog is None and bubble(closed) == made and not bubble_pops(bubble(closed), made.key)


def test_undo_loading_and_the_viewer_pop_no_bubble() -> None:
    state = played(start(VERSUS, 9))
    state = replied(state, ActionKind.PLAY)  # the computer's play: its own bubble
    state, _ = run(state, tev.EnterExchange(), tev.TapRack(0), tev.ConfirmExchange())
    state = replied(state, ActionKind.EXCHANGE)
    undone, _ = run(state, Undo())
    game = undone.tiles.session.game
    assert game.log[-1].kind is ActionKind.PLAY and bubble(undone) is None  # the computer's play is last again
    resumed, _ = run(UiState(), ev.Resume(Session.from_json(game_json(played(start(VERSUS, 9))))))
    assert resumed.tiles.session.game.log and bubble(resumed) is None  # a game loaded: no play made here
    link, _ = run(UiState(), OpenLink(drain(read_link("#" + to_link(json.loads(game_json(state)))))))
    assert bubble(viewed(link)) is None


def game_json(state: UiState) -> str:
    assert state.tiles is not None
    return state.tiles.session.to_json()


# -- 3. a shared game, told in the third person -------------------------------------------------------------


def test_a_shared_game_names_the_lone_human_for_its_reader() -> None:
    state = played(start(VERSUS, 9))
    link, effects = run(UiState(), OpenLink(drain(read_link("#" + to_link(json.loads(game_json(state)))))))
    shown = viewed(link)
    assert link.replay is not None and link.replay.shared and any(isinstance(e, fx.FindAnalysis) for e in effects)
    assert shown.tiles is not None and shown.tiles.session.game.names == ("Player 1", "Computer (hard)")
    assert said(shown.notice) == "Player 1 played F8:4♣ G8:4♥ H8:4♠ for 24 points."
    assert [row.name for row in sheet_rows(screen(shown))] == ["Player 1"]
    turn = turn_view(shown.tiles, screen(shown), replay=(link.replay.step, link.replay.turns)).text
    assert not re.search(r"\b(You|Your)\b", said(shown.notice) + turn)


def test_third_person_takes_a_free_player_number() -> None:
    assert third_person(["You", "Computer (easy)"]) == ("Player 1", "Computer (easy)")
    assert third_person(["You", "Player 1"]) == ("Player 2", "Player 1")
    assert third_person(["Ann", "Bob"]) == ("Ann", "Bob")


def test_the_daily_share_text_speaks_in_the_first_person() -> None:
    session = Session.from_json(game_json(played(start(VERSUS, 9))))
    scores = share_text(Session(session.game, session.kinds, daily="2026-12-02")).splitlines()[1]
    assert scores.startswith("Me: ") and "You" not in scores and "Computer (hard): " in scores


# -- 4. the lone joker's dialog -----------------------------------------------------------------------------


def test_a_lone_joker_says_why_every_card_is_offered() -> None:
    state = start((("You", SeatKind.HUMAN), ("Robo", SeatKind.EASY)), 10)
    joker = next(p for p in best_play(state) if p.joker)
    alone, _ = run(state, tev.TapRack(rack_index(state, "*")), tev.TapSquare(square_name(joker.square)))
    view = joker_view(alone, screen(alone))
    assert view is not None and view.every_card and len(view.cards) == 52
    assert view.note.startswith("A joker alone on F8: no tile beside it tells its card yet.")
    for p in best_play(state):
        if not p.joker:
            state = tap_place(state, p)
    state, _ = run(state, tev.TapRack(rack_index(state, "*")), tev.TapSquare(square_name(joker.square)))
    view = joker_view(state, screen(state))
    assert view is not None and not view.every_card and [c for c, *_ in view.cards] == ["10H"]  # the engine's
    assert view.note == "Joker on F8: these cards make your play legal."


# -- 5. the header's words ----------------------------------------------------------------------------------


def test_the_header_loads_in_a_players_words() -> None:
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    status = re.search(r'<span id="status-text">([^<]*)</span>', page)
    assert status is not None and status.group(1) == "Loading the game…"
    boot = (ROOT / "static" / "boot.js").read_text(encoding="utf-8")
    loading = boot[boot.index("const LOADING") : boot.index("};", boot.index("const LOADING"))]
    assert "Python" not in loading and "Python ready" not in (ROOT / "ginnyo" / "web" / "main.py").read_text()


# -- 6. the live region on a language switch ----------------------------------------------------------------


def test_a_language_switch_clears_the_live_region() -> None:
    state = played(start(VERSUS, 9))
    _, effects = run(state, ev.ChangeSetting(SetLanguage("it")))
    assert effects == [fx.SetLanguage("it"), fx.Announce(""), fx.SaveSettings()]
    _, effects = run(state, ev.ChangeSetting(SetLanguage("")))  # the language it has: nothing to clear
    assert effects == []
