"""The board's marks as the cell view and the page give them: bonus marks in the player's language, the
legend under the board, the rings of the last play and of the play being built, the zoom's label and scroll."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_update import SOLO, best_play, run, start, tap_place

from ginnyo.rules import Board, Turn
from ginnyo.rules.actions import ActionKind
from ginnyo.rules.layout import Bonus, parse_square, square_name
from ginnyo.web.shell.screen import screen
from ginnyo.web.tiles import events as tev
from ginnyo.web.tiles.view_board import Ring, board_cells, gin_glows, scroll_by, zoom_label
from ginnyo.web.words import i18n
from ginnyo.web.words.i18n import _
from ginnyo.web.words.texts import BONUS_MARKS
from ginnyo_dev.buildtools import catalogs

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "index.html").read_text(encoding="utf-8")
BOOT_WORDS = json.loads(re.search(r'<script type="application/json" id="boot-words">(.*?)</script>', PAGE, re.S)[1])
LANGUAGES = ("sv", "it", "mr")


@pytest.fixture
def speaking(request: pytest.FixtureRequest) -> Iterator[str]:
    """The page in `request.param`, from catalogs compiled from the .po (a fresh clone has no .mo files)."""
    language = str(request.param)
    i18n.set_language(language, catalogs.translations(ROOT, language))
    yield language
    i18n.set_language(i18n.DEFAULT)


@pytest.mark.parametrize("speaking", LANGUAGES, indirect=True)
def test_each_bonus_has_its_own_short_mark_in_each_language(speaking: str) -> None:
    marks = {bonus: _(english) for bonus, english in BONUS_MARKS.items()}
    assert set(marks) == set(Bonus) - {Bonus.PLAIN}
    assert len(set(marks.values())) == len(marks), marks
    assert all(0 < len(mark) <= 3 for mark in marks.values()), marks
    # the page shows the same before Python is ready (static/boot.js words index.html's marks)
    assert {bonus: BOOT_WORDS[speaking][english] for bonus, english in BONUS_MARKS.items()} == marks
    assert any(mark != english for english, mark in zip(BONUS_MARKS.values(), marks.values(), strict=True))


def test_the_legend_names_every_bonus_by_its_colour_and_mark() -> None:
    legend = PAGE[PAGE.index('<ul class="legend"') :]
    legend = legend[: legend.index("</ul>")]
    items = re.findall(
        r'data-bonus="(\w+)"><span class="mark" aria-hidden="true" data-i18n>(.*?)</span></span> '
        r"<span data-i18n>(.*?)</span>",
        legend,
    )
    assert [(bonus, mark) for bonus, mark, _name in items] == [
        (bonus.name.lower(), BONUS_MARKS[bonus]) for bonus in BONUS_MARKS
    ]
    for _bonus, _mark, name in items:
        assert all(BOOT_WORDS[language][name] for language in LANGUAGES), name
    # under the board, in the board's section of the page
    table = PAGE[PAGE.index('<section class="table"') :]
    assert table.index('<ul class="legend"') < table.index("</section>")


def test_the_play_being_built_then_the_last_play_are_ringed() -> None:
    state = start(SOLO, 9)
    assert not any(cell.ring for cell in board_cells(state.tiles, state.thinking, screen(state)))
    play = best_play(state)
    for p in play:
        state = tap_place(state, p)
    squares = {square_name(p.square) for p in play}
    rings = {c.square: c.ring for c in board_cells(state.tiles, state.thinking, screen(state)) if c.ring}
    assert rings == dict.fromkeys(squares, Ring.BUILDING)
    state, _effects = run(state, tev.Play())
    rings = {c.square: c.ring for c in board_cells(state.tiles, state.thinking, screen(state)) if c.ring}
    assert rings == dict.fromkeys(squares, Ring.LAST)


@pytest.mark.parametrize("speaking", ["sv"], indirect=True)
def test_the_zoom_button_says_what_a_press_does(speaking: str) -> None:
    assert (zoom_label(False), zoom_label(True)) == ("Zooma brädet", "Zooma ut")


@pytest.mark.parametrize(
    "start_, end, by",
    [
        (50, 90, 0),  # in view: stays
        (150, 230, 30),  # past the right edge: just enough to show its end
        (5, 40, -15),  # under the labels: back to show its start
        (30, 300, 10),  # wider than the view: its start shows
    ],
)
def test_the_zoomed_board_scrolls_just_enough_to_show_a_play(start_: float, end: float, by: float) -> None:
    assert scroll_by(start_, end, low=20, high=200) == by


def test_a_gin_lights_its_sections_tiles_in_order_from_the_red_square() -> None:
    board = Board.from_notation("G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C")
    score = board.play("E5:8C F5:8H G5:8S")
    turn = Turn(5, 0, ActionKind.PLAY, "E5:8C F5:8H G5:8S", score.total, score.placements, gin=True)
    glows = gin_glows(board, turn)
    assert sorted(glows.values()) == list(range(10))
    start = min(glows, key=glows.__getitem__)
    assert Bonus.START is board.layout.bonus(parse_square(start))
    assert glows["G5"] > glows["F5"] > glows["E5"]  # the play's tiles light up after the ones nearer the start
    assert not any(square in glows for square in ("G8", "H8", "I8"))  # another section stays dark
