"""`Game.relabel`: a device that cannot see every tile swaps a revealed tile into its place; nothing public
changes and a tile on the board never moves."""

import pytest

from ginnyo.rules import Game


def test_relabel_swaps_a_pile_tile_and_a_rack_tile_and_keeps_the_public_state() -> None:
    game = Game(("Ann", "Bob"), seed=3)
    other = game.racks[1][0]
    deep = game.pile[0]
    before = game.view(0)
    game.relabel(other, deep)
    assert game.racks[1][0] == deep and game.pile[0] == other
    after = game.view(0)
    assert (after.rack, after.rack_sizes, after.pile_size, after.unseen) == (
        before.rack,
        before.rack_sizes,
        before.pile_size,
        before.unseen,
    )


def test_a_tile_on_the_board_is_never_relabelled() -> None:
    game = Game(("Ann", "Bob"), seed=3)
    while not game.board_tiles:
        game.apply(game.legal_actions()[0])
    placed = next(iter(game.board_tiles.values()))
    with pytest.raises(ValueError, match="rack or the pile"):
        game.relabel(placed, game.pile[0])
