"""The parts of a tile's and a card's face, without a browser: rank and suit index, court, joker, the dark set."""

from __future__ import annotations

import pytest
from test_web_update import start

from ginnyo.rules.record import SeatKind
from ginnyo.web.common.face import COURT_FIGURES, FaceKind, card_face
from ginnyo.web.rummy.view import card_view
from ginnyo.web.shell.screen import screen
from ginnyo.web.tiles.view_board import tile_look
from ginnyo.web.tiles.view_rack import rack_view

NUMBERS = [("5H", "5", "♥", "H"), ("10D", "10", "♦", "D"), ("AS", "A", "♠", "S"), ("2C", "2", "♣", "C")]


@pytest.mark.parametrize("text,rank,symbol,suit", NUMBERS)
def test_a_number_card_has_its_index_and_its_suit_in_the_centre(text: str, rank: str, symbol: str, suit: str) -> None:
    face = card_face(text)
    assert (face.rank, face.symbol, face.suit, face.kind) == (rank, symbol, suit, FaceKind.NUMBER)
    assert face.glyph == symbol and face.text == rank + symbol


def test_court_cards_show_a_figure_of_their_own() -> None:
    faces = [card_face(text) for text in ("JH", "QS", "KD")]
    assert [f.kind for f in faces] == [FaceKind.COURT] * 3
    assert [f.text for f in faces] == ["J♥", "Q♠", "K♦"]
    figures = [f.glyph for f in faces]
    assert len(set(figures)) == 3 and all(g.startswith(COURT_FIGURES[r]) for g, r in zip(figures, (11, 12, 13)))
    assert all(g.endswith("\ufe0e") for g in figures)  # drawn as text, never as a colour emoji


def test_a_joker_shows_its_star_and_the_card_it_stands_for() -> None:
    alone, standing = card_face("*"), card_face("*5H")
    assert (alone.kind, alone.rank, alone.suit, alone.text, alone.glyph) == (FaceKind.JOKER, "", "", "★", "★")
    assert (standing.kind, standing.rank, standing.suit, standing.text) == (FaceKind.JOKER, "5", "H", "★5♥")


def test_a_tile_look_keeps_its_suit_joker_text_and_set() -> None:
    look = tile_look("KC", True)
    assert (look.suit, look.joker, look.dark, look.face, look.card.kind) == ("C", False, True, "K♣", FaceKind.COURT)
    joker = tile_look("*7D", False)
    assert (joker.suit, joker.joker, joker.dark, joker.face) == ("D", True, False, "★7♦")


def test_a_gin_card_has_the_same_face_as_its_tile() -> None:
    card = card_view("QH", picked=True)
    assert card.face == card_face("QH") == tile_look("QH", False).card and card.text == card.face.text == "Q♥"


def test_the_second_tile_set_is_drawn_dark_in_the_rack() -> None:
    """Three players share two tile sets: the rack's looks follow each tile's set, as the game deals it."""
    state = start((("Ann", SeatKind.HUMAN), ("Bob", SeatKind.EASY), ("Cy", SeatKind.EASY)), 5)
    view = screen(state)
    assert view.seen is not None
    dealt = sorted((text, tile_set == 1) for text, tile_set in zip(view.seen.rack.split(), view.seen.rack_sets))
    shown = sorted((t.text, t.look.dark) for t in rack_view(state.tiles, state.thinking, view).tiles)
    assert shown == dealt and {dark for _, dark in shown} == {True, False}  # seed 5: both sets in Ann's rack
