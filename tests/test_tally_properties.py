"""Properties of the tally over random legal games (hypothesis): replays, undo, corrections, records."""

from __future__ import annotations

from helpers import play_random
from hypothesis import given
from hypothesis import strategies as st
from tally_games import entries_of

from ginnyo.rules import Game
from ginnyo.rules.rng import Rng
from ginnyo.tally import NoPlay, Setup, Tally, TurnLine
from ginnyo.tally.record import from_json, to_json


def seen(line: TurnLine) -> tuple[object, ...]:
    """A line as the players see it (a problem by its rule and squares: exceptions compare by identity)."""
    problem = line.problem
    rule = None if problem is None else (type(problem), getattr(problem, "rule", None), getattr(problem, "squares", ()))
    return line.index, line.seat, line.entry, line.score, line.points, line.totals, rule


def random_game(seed: int, players: int, turns: int) -> Game:
    game = Game(tuple("ABCD"[:players]), seed)
    play_random(game, Rng(seed), turns)
    return game


# Up to 16 turns of a random game (plays, exchanges, passes): whole games are checked in test_tally_end.
games = st.builds(random_game, st.integers(0, 2**32), st.integers(2, 4), st.integers(1, 16))


@given(game=games, data=st.data())
def test_entries_one_by_one_replay_to_the_same_sheet_and_undo_takes_each_back(game: Game, data: st.DataObject) -> None:
    setup = Setup(game.names, game.decks, game.starter)
    steps = [Tally.new(setup)]
    for entry in entries_of(game):
        steps.append(steps[-1].with_entry(entry))
    tally = steps[-1]
    fresh = Tally(tally.setup, tally.entries)
    assert [seen(line) for line in fresh.lines()] == [seen(line) for line in tally.lines()]
    assert fresh.board() == tally.board() == game.board and list(tally.totals()) == game.totals()
    assert tally.unseen() == fresh.unseen() and tally.to_move() == game.current
    assert len(game.pile) == (tally.pile() if game.over else max(0, tally.pile() - 1))  # the engine drew already
    back = data.draw(st.integers(0, len(steps) - 1))
    undone = tally
    for _ in range(len(steps) - 1 - back):
        undone = undone.undo()
    assert undone == steps[back] and undone.lines() == steps[back].lines()
    assert from_json(to_json(tally)) == tally


@given(game=games, data=st.data())
def test_a_correction_that_changes_nothing_changes_nothing_and_one_that_does_keeps_every_turn(
    game: Game, data: st.DataObject
) -> None:
    tally = Tally(Setup(game.names, game.decks, game.starter), tuple(entries_of(game)))
    index = data.draw(st.integers(0, len(tally.entries) - 1))
    same = tally.corrected(index, tally.entries[index])
    assert same == tally and [seen(line) for line in same.lines()] == [seen(line) for line in tally.lines()]
    exchanged = tally.corrected(index, NoPlay(exchange=True))  # an exchange always fits
    lines = exchanged.lines()
    assert [line.entry for line in lines] == [
        NoPlay(exchange=True) if i == index else e for i, e in enumerate(tally.entries)
    ]
    assert lines[:index] == tally.lines()[:index] and lines[index].problem is None
    assert exchanged.totals() == tuple(
        sum(line.points for line in lines if line.seat == seat) for seat in range(len(game.names))
    )
    assert from_json(to_json(exchanged)) == exchanged
