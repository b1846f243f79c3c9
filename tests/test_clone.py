"""`Game.clone` in both engines: the clone plays on, the original stays exactly as it was.

The page keeps its previous state whole (its update never changes a game held in it), so it
applies every action to a clone: the clone must share no mutable part with the original.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from ginnyo import ginrummy
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Game, PlayerView, record

ENGINES = st.sampled_from(["ginnyo", "gin"])


def new_game(engine: str, seed: int, players: int) -> Game | ginrummy.Game:
    if engine == "gin":
        return ginrummy.Game(("Ann", "Bob"), seed)
    return Game(tuple(["Ann", "Bob", "Cy", "Di"][:players]), seed)


def snapshot(game: Game | ginrummy.Game) -> tuple[object, ...]:
    """Everything a player or a save can see of a game, for every seat."""
    saved = record.dumps(game) if isinstance(game, Game) else gin_record.dumps(game)
    return (saved, *(seen(game.view(seat)) for seat in range(len(game.names))), repr(game.legal_actions()))


def seen(view: PlayerView | ginrummy.GinView) -> str:
    """A view as text (a Ginny-O view's board by its notation: a `Board` compares by identity)."""
    return repr(replace(view, board=view.board.to_notation()) if isinstance(view, PlayerView) else view)


@given(
    engine=ENGINES,
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 4),
    turns=st.integers(0, 12),
    picks=st.lists(st.integers(0, 10_000), min_size=13, max_size=13),
)
def test_a_clone_plays_on_and_the_original_stays_as_it_was(
    engine: str, seed: int, players: int, turns: int, picks: list[int]
) -> None:
    game = new_game(engine, seed, players)
    for pick in picks[:turns]:
        actions = game.legal_actions()
        if not actions:
            break
        game.apply(actions[pick % len(actions)])
    actions = game.legal_actions()
    if not actions:
        return
    before = snapshot(game)
    clone = game.clone()
    assert clone == game and snapshot(clone) == before
    action = actions[picks[-1] % len(actions)]
    clone.apply(action)
    assert snapshot(game) == before  # nothing of the original moved
    game.apply(action)
    assert snapshot(game) == snapshot(clone)  # and the clone played exactly as the original would
