"""The engine's searches leave no reference cycles: what they drop is freed at once by its reference count.

A board's move generation used to point back at its board (board -> position -> facts -> board, and each line's
facts -> facts): every board a search looked at became garbage that only the cycle collector frees, which runs
rarely, so thousands piled up (100 MB in six turns of analysis). In the browser the WebAssembly memory they grew
never shrinks.
"""

from __future__ import annotations

import copy
import gc
from collections.abc import Iterator

import pytest

from ginnyo.ai.analysis import hint
from ginnyo.ai.players import choose_action
from ginnyo.rules.game import Game
from ginnyo.web.tiles.session import Session


@pytest.fixture
def no_collector() -> Iterator[None]:
    """The cycle collector off, and what is already unreachable collected: `gc.collect()` then counts new cycles."""
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def mid_game(seed: int = 4, turns: int = 12) -> Game:
    game = Session.new([("A", "medium"), ("B", "medium")], seed).game
    for turn in range(turns):
        game.apply(choose_action(game.view(game.current), "medium", seed + turn))
    return game


def test_a_board_s_move_generation_is_freed_with_it(no_collector: None) -> None:
    game = mid_game()
    assert game.legal_plays()  # the board's analysis made and kept until its next play
    del game
    assert gc.collect() == 0


def test_the_computer_and_the_hint_leave_no_cycles(no_collector: None) -> None:
    game = mid_game()
    choose_action(game.view(game.current), "hard", 1)
    hint(game)
    assert gc.collect() == 0


def test_a_board_copied_deeply_asks_its_own_move_generation() -> None:
    game = mid_game()
    plays = game.legal_plays()
    other: Game = copy.deepcopy(game)
    del game
    gc.collect()
    assert other.legal_plays() == plays
