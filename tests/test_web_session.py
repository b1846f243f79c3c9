"""The page's model without a browser: seats, the play being built, the turns a hint was shown for."""

from __future__ import annotations

import json
import re

import pytest

from ginnyo.rules import Board, RecordError
from ginnyo.web.common.enums import GinLevel, PreviewState
from ginnyo.web.common.session import GameSession
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.tiles.session import Draft, Session
from ginnyo.web.words.texts import pretty_tile, spoken_tile, tile_sets_text, unseen_by_suit


def test_new_session_checks_its_seats() -> None:
    session = Session.new([("  Ann   Lee ", "human"), ("Robo", "hard")], 9)
    assert session.game.names == ("Ann Lee", "Robo")
    assert session.kinds == ("human", "hard")
    assert session.game.decks == 1
    assert Session.new([("A", "human"), ("B", "human"), ("C", "easy")], 1).game.decks == 2
    for seats, seed, error in (
        ([("", "human"), ("B", "easy")], 1, "player 1 needs a name"),
        ([("A" * 41, "human"), ("B", "easy")], 1, "the name of player 1 is longer than 40 characters"),
        ([("A", "robot"), ("B", "easy")], 1, "player 1 has an unknown kind 'robot'"),
        ([("A", "human"), ("a", "easy")], 1, "two players are named a"),
        ([("A", "human")], 1, "Ginny-O is for 2 to 4 players"),
        ([("A", "human"), ("B", "easy")], -1, "the seed is a whole number from 0 to"),
    ):
        with pytest.raises(ValueError, match=re.escape(error)):
            Session.new(seats, seed)


def test_save_keeps_the_kinds_of_seats() -> None:
    session = Session.new([("Ann", "human"), ("Robo", "medium"), ("Bob", "human")], 4)
    again = Session.from_json(session.to_json())
    assert again.kinds == ("human", "medium", "human")
    assert again.hot_seat and again.has_computer
    with pytest.raises(RecordError):
        Session.from_json('{"format": "something else"}')


def test_whose_rack_may_show() -> None:
    solo = Session.new([("Ann", "human"), ("Robo", "easy")], 3)
    assert solo.rack_owner() == 0  # the only human sees their rack, even on the computer's turn
    duo = Session.new([("Ann", "human"), ("Bob", "human"), ("Robo", "easy")], 3)
    if duo.is_computer(duo.game.current):
        assert duo.rack_owner() is None
    else:
        assert duo.rack_owner() == duo.game.current


def test_draft_places_moves_and_takes_back() -> None:
    board = Board()
    draft = Draft(("5H", "5S", "5D", "*", "KC"))
    draft = draft.place(0, "G8", board).place(1, "H8", board)
    assert draft.preview(board).state is PreviewState.ILLEGAL
    assert "Not a legal play" in draft.preview(board).message
    draft = draft.place(2, "I8", board)
    preview = draft.preview(board)
    assert preview.state is PreviewState.LEGAL and preview.total == 15 and preview.lines
    draft = draft.place(2, "F8", board)  # moved: still one tile per rack index
    assert draft.square_of(2) == "F8" and "I8" not in draft.placed
    draft = draft.place(3, "I8", board)
    assert draft.preview(board).state is PreviewState.JOKER
    assert [str(c) for c in draft.joker_options(board, "I8").legal] == ["5C"]
    draft = draft.declare("I8", "5C")
    assert draft.tile_text("I8") == "*5C"
    assert draft.preview(board).total == 30  # F8 is orange: meld ×2
    taken = draft.take_back("I8")
    assert "I8" not in taken.placed and "I8" not in taken.declared
    assert draft.tile_text("I8") == "*5C"  # a draft never changes: each step is a new one
    with pytest.raises(ValueError, match="H8 already holds a tile placed this turn"):
        taken.place(4, "H8", board)
    assert taken.cleared().in_rack() == [0, 1, 2, 3, 4]
    covered = Board.from_notation("G8:5H H8:5S I8:5D")
    with pytest.raises(ValueError, match="H8 is already covered"):
        taken.cleared().place(0, "H8", covered)


def test_texts_for_players() -> None:
    assert tile_sets_text(2) == "1 tile set (54 tiles) for 2 players"
    assert tile_sets_text(4) == "2 tile sets (108 tiles) for 4 players"
    assert pretty_tile("10D") == "10♦" and pretty_tile("*QS") == "★Q♠" and pretty_tile("*") == "★"
    assert spoken_tile("AH") == "ace of hearts" and spoken_tile("*5C") == "joker as 5 of clubs"
    groups = dict(unseen_by_suit({"5H": 2, "AH": 1, "*": 2}))
    assert groups["♥"] == ["A", "5×2"] and groups["★"] == ["joker×2"] and groups["♠"] == []


def test_both_games_mark_the_turn_a_hint_was_shown_for_once() -> None:
    sessions: list[GameSession] = [Session.new([("A", "human"), ("B", "easy")], 5), GinSession.new(GinLevel.EASY, 5)]
    for session in sessions:
        hinted = session.hinted()
        assert hinted.hints == (1,) and hinted.hinted() is hinted and session.hints == ()
        assert hinted.to_json() != session.to_json() and hinted.ai_seed() == session.game.turn_seed()


@pytest.mark.parametrize("mark", ["\u202e", "\u2066", "\u200f", "\x07"])
def test_the_form_refuses_a_name_that_would_turn_the_text_around_it(mark: str) -> None:
    """The engine's one name check (`ginnyo.rules.names`) serves the form, records and links alike."""
    with pytest.raises(ValueError, match=r"^the name of player 2 holds a control or text-direction character$"):
        Session.new([("Ann", "human"), (f"Bob{mark}stniop", "human")], 1)


def test_a_record_with_such_a_name_is_refused_as_the_form_refuses_it() -> None:
    session = Session.new([("Ann", "human"), ("Bob", "human")], 1)
    data = json.loads(session.to_json())
    data["players"][1]["name"] = "Bob\u202e"
    with pytest.raises(RecordError, match="holds a control or text-direction character"):
        Session.from_json(json.dumps(data))
