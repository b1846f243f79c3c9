"""Test-only helpers around the brute-force enumerator (which lives in `ginnyo_dev.brute`, one copy
shared with the benchmark): random positions from random legal games, and random racks."""

from __future__ import annotations

from ginnyo.rules.actions import Action
from ginnyo.rules.board import Board
from ginnyo.rules.game import Game, rack_cards
from ginnyo.rules.rng import Rng
from ginnyo.rules.tiles import Card, tile_set
from ginnyo_dev.brute import PlayKey, brute_plays

__all__ = ["PlayKey", "brute_plays", "random_game", "random_rack"]


def random_game(seed: int, turns: int, players: int = 2) -> Game:
    """A game after `turns` turns of uniformly random legal plays (else an exchange, or a pass)."""
    game = Game(tuple(f"P{k}" for k in range(players)), seed)
    rng = Rng(seed * 7 + 1)
    for _ in range(turns):
        if game.over:
            break
        plays = game.legal_plays()
        if plays:
            game.apply(Action.play(plays[rng.below(len(plays))].placements))
        elif not game.rack or (game.can_pass() and not game.pile):
            game.apply(Action.pass_turn())
        else:
            texts = [str(t) for t in game.rack]
            rng.shuffle(texts)
            game.apply(Action.exchange(tuple(texts[: 1 + rng.below(len(texts))])))
    return game


def random_rack(game: Game, seed: int, cards: int, jokers: int) -> tuple[list[Card], int]:
    """`cards` cards not on the board, drawn with the seed, plus `jokers` jokers.

    Jokers are added whether or not the game's own jokers are on the board: move generation
    takes any rack, and racks with two sets' duplicates come from 3-4 player games.
    """
    on_board = set(game.board_tiles.values())
    pool = [t for t in tile_set(game.decks) if t not in on_board and not t.is_joker]
    Rng(seed).shuffle(pool)
    chosen, _ = rack_cards(pool[:cards])
    return chosen, jokers


def position(seed: int, turns: int, players: int = 2) -> Board:
    return random_game(seed, turns, players).board
