"""Faults (issue 21): a long record is refused before any replay, as a save or file and as a link; storage that
refuses writes is remembered until a write works again; names with right-to-left letters are isolated in texts."""

from __future__ import annotations

import json
from pathlib import Path

from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Action, Game, record
from ginnyo.rules.link import to_link
from ginnyo.rules.names import check_names
from ginnyo.rules.steps import drain
from ginnyo.web.common.effects import ForgetLink
from ginnyo.web.common.enums import Dialog
from ginnyo.web.common.stored import Aside, Content, Refusal, Refused, read_stored
from ginnyo.web.common.tabs import Stamp
from ginnyo.web.common.text import said
from ginnyo.web.review.events import OpenLink
from ginnyo.web.review.replay import read_link
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.settings import Settings
from ginnyo.web.shell.state import UiState, read_game
from ginnyo.web.shell.update import update
from ginnyo.web.tiles.session import Draft, draft_json, read_draft
from ginnyo.web.words.files import ASIDE, FREE_SPACE, KEPT_ASIDE, storage_alert_text
from ginnyo.web.words.names import isolated, shown
from ginnyo.web.words.review import too_long_link
from ginnyo.web.words.texts import about

GOLDEN = Path(__file__).parent / "golden"


def exchanges(count: int) -> Game:
    """A legal game of `count` exchanges before the first meld (which never end a game)."""
    game = Game(("Ann", "Bob"), seed=5)
    for _ in range(count):
        game.apply(Action.exchange((game.view(game.current).rack.split()[0],)))
    return game


def test_the_longest_games_seen_are_far_below_the_caps() -> None:
    """The caps bound the replay time (measured: docs/engine.md), not real games: the golden ones fit three times."""
    paths = sorted(GOLDEN.glob("*-every-level.json"))
    longest = max(len(json.loads(path.read_text(encoding="utf-8"))["record"]["actions"]) for path in paths)
    assert len(paths) == 2 and 3 * longest <= record.MAX_ACTIONS == gin_record.MAX_ACTIONS


def test_a_record_one_action_past_the_cap_is_refused_as_too_large_before_its_replay() -> None:
    """A legal game this long is read (tests/test_long_games.py); one action more is refused unreplayed."""
    data = json.loads(record.dumps(exchanges(1)))
    data["actions"] *= record.MAX_ACTIONS + 1
    refused = read_stored(json.dumps(data), read_game)
    assert isinstance(refused, Refused) and refused.reason is Refusal.TOO_LARGE
    assert f"more than the {record.MAX_ACTIONS}" in refused.detail


def test_a_long_link_is_refused_in_words_and_leaves_the_address() -> None:
    data = json.loads(record.dumps(exchanges(3)))
    data["actions"] *= record.MAX_ACTIONS
    state, effects = update(UiState(), OpenLink(drain(read_link("#" + to_link(data)))))
    assert state.dialog is Dialog.MESSAGE and state.replay is None and state.message is not None
    assert too_long_link() in said(state.message.text)
    assert ForgetLink() in effects


def test_storage_that_refuses_a_write_is_remembered_until_one_works() -> None:
    state = UiState()
    for what, ok, left in (
        (Content.GAME, False, {Content.GAME}),
        (Content.STATS, False, {Content.GAME, Content.STATS}),
        (Content.GAME, True, {Content.STATS}),
        (Content.STATS, True, set()),
    ):
        state, effects = update(state, ev.StorageWrite(what, ok))
        assert state.unsaved == left and effects == []


def test_a_refused_save_says_which_moves_are_not_kept_and_how_to_free_space() -> None:
    """Moves 5 to 12 were lost on a reload, untold: the alert names them from the first failed write on."""
    state, _ = update(UiState(), ev.StorageWrite(Content.GAME, False, 5))
    assert "Move 5 of this game is not saved." in storage_alert_text(state.unsaved, state.aside, state.unsaved_from, 5)
    for actions in range(6, 13):
        state, _ = update(state, ev.StorageWrite(Content.GAME, False, actions))
    text = storage_alert_text(state.unsaved, state.aside, state.unsaved_from, 12)
    assert "Moves 5–12 of this game are not saved." in text and text.endswith(FREE_SPACE)

    state, _ = update(state, ev.StorageWrite(Content.GAME, False, 0))  # a new game: its moves from the first
    assert "Moves 1–3 " in storage_alert_text(state.unsaved, state.aside, state.unsaved_from, 3)
    state, _ = update(state, ev.StorageWrite(Content.GAME, True, 4))
    assert storage_alert_text(state.unsaved, state.aside, state.unsaved_from, 4) == ""
    state, _ = update(state, ev.StorageWrite(Content.STATS, False))
    assert "Moves" not in storage_alert_text(state.unsaved, state.aside, state.unsaved_from, 4)


def test_a_name_with_right_to_left_letters_is_isolated_and_others_are_left_as_they_are() -> None:
    hebrew, arabic = "שלום", "سلام 2"
    assert isolated(hebrew) == f"\u2068{hebrew}\u2069" and shown(arabic) == f"\u2068{arabic}\u2069"
    assert shown("Ann") == "Ann" and isolated("Zoë 42") == "Zoë 42"
    assert about(hebrew, "You win", "{name} wins") == f"\u2068{hebrew}\u2069 wins"
    assert check_names([hebrew, arabic]) == (hebrew, arabic)  # allowed; only the marks are refused


def test_a_damaged_save_sent_to_the_downloads_is_said_so() -> None:
    state, effects = update(UiState(), ev.DamagedSaveDownloaded("ginnyo-damaged-save.json"))
    assert state.dialog is Dialog.MESSAGE and state.message is not None and effects == []
    assert "ginnyo-damaged-save.json" in said(state.message.text)
    assert "downloaded" in said(state.message.title)


def test_damaged_settings_draft_and_stamp_are_refused_and_sound_ones_are_not() -> None:
    """Each was replaced silently: now a damaged one is refused (then kept aside and said, `page/aside.py`)."""
    game = Game(("Ann", "Bob"), seed=3)
    draft = Draft(tuple(game.view(0).rack.split())).place(0, "H8", game.board)
    sound = {
        Settings.read: Settings().to_json(),
        read_draft: draft_json(draft, game),
        Stamp.from_json: '{"game": "g", "writes": 1}',
    }
    for read, text in sound.items():
        assert not isinstance(read_stored(text, read), Refused)
        for damaged in ("{oops", "[1]", '"x"', text[:-1]):
            assert isinstance(read_stored(damaged, read), Refused), (read, damaged)


def test_what_was_kept_aside_is_said_until_got_it() -> None:
    state = UiState(aside=frozenset(Aside))
    text = storage_alert_text(state.unsaved, state.aside, 0, -1)
    assert text == " ".join([*(ASIDE[what] for what in Aside), KEPT_ASIDE]) and FREE_SPACE not in text
    state, effects = update(state, ev.DismissAside())
    assert state.aside == frozenset() and effects == [] and storage_alert_text(state.unsaved, state.aside, 0, -1) == ""
