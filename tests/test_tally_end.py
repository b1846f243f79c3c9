"""The end of a scored game (RULES.md 8): the engine's end rules, tiles left, penalties, winners."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from tally_games import greedy, idler, tally_of

from ginnyo.rules import Card, Game, Options, parse_card
from ginnyo.rules.game import END_BLOCKED, END_IDLE, END_PILE, EndReason
from ginnyo.tally import Held, NoPlay, Remains, Setup, Shade, Tally, TallyError, TallyRule, parse_entry, parse_tiles

ENGINE_ENDS = {END_PILE: EndReason.PILE, END_BLOCKED: EndReason.BLOCKED, f"1 {END_IDLE}": EndReason.IDLE}


@cache
def engine_games() -> tuple[Game, ...]:
    """Games played to their end by the engine, one ending by each rule at least (made once, when first asked)."""
    greedy_ones = [greedy(Game(names, seed=seed)) for names, seed in [(("A", "B", "C"), 1), (("A", "B", "C", "D"), 3)]]
    blocked = [greedy(Game(("A", "B"), seed=seed)) for seed in range(4)]
    return (*greedy_ones, *blocked, idler(Game(("A", "B"), seed=9, options=Options(idle_rounds=1))))


@pytest.mark.parametrize("number", range(7))
def test_a_game_the_engine_played_ends_and_scores_the_same_in_the_tally(number: int) -> None:
    game = engine_games()[number]
    tally = tally_of(game)
    assert tally.over() is ENGINE_ENDS[game.end_reason]
    final = tally.final()
    assert final is not None and list(final.totals) == game.totals() and list(final.winners) == game.winners()
    assert list(final.penalties) == game.penalties and tally.board() == game.board
    assert tally.pile() == len(game.pile) and tally.to_move() == (game.current + 1) % game.players
    with pytest.raises(TallyError) as caught:
        tally.with_entry(tally.lines()[-1].entry)
    assert caught.value.rule is TallyRule.GAME_OVER


def test_the_engine_games_reach_every_end() -> None:
    assert {game.end_reason for game in engine_games()} == set(ENGINE_ENDS)


def test_every_turn_of_an_engine_game_scores_what_the_engine_scored() -> None:
    game = greedy(Game(("A", "B", "C"), seed=5))
    lines = tally_of(game).lines()
    assert [(line.seat, line.points) for line in lines] == [(turn.player, turn.score) for turn in game.log]
    assert all(line.problem is None for line in lines)


def test_the_idle_rule_counts_only_after_the_first_meld() -> None:
    tally = Tally.new(Setup(("A", "B"), idle_rounds=1))
    for _ in range(30):
        tally = tally.with_entry(NoPlay(exchange=True))
    assert tally.over() is None and tally.idle_left() is None
    tally = tally.with_entry(parse_entry("G8:5H H8:5S I8:5D"))
    assert tally.idle_left() == 2
    tally = tally.with_entry(NoPlay(exchange=True)).with_entry(NoPlay(exchange=True))
    assert tally.over() is EndReason.IDLE and tally.idle_left() is None


def over_tally() -> Tally:
    """Two seats, one meld on the board, ended by the idle rule."""
    tally = Tally.new(Setup(("Ann", "Bo"), idle_rounds=1)).with_entry(parse_entry("G8:5H H8:5S I8:5D"))
    return tally.with_entry(NoPlay(exchange=True)).with_entry(NoPlay(exchange=True))


def test_tiles_left_only_once_the_game_is_over() -> None:
    with pytest.raises(TallyError) as caught:
        Tally.new(Setup(("A", "B"))).with_remains(Remains(0, points=3))
    assert caught.value.rule is TallyRule.NOT_OVER


def test_penalties_value_aces_15_jokers_0_others_their_face() -> None:
    tally = over_tally().with_remains(Remains(0, parse_tiles("AS * KD 7C")))
    assert tally.final() is None  # Bo's rack is still to enter
    final = tally.with_remains(Remains(1, points=12)).final()
    assert final is not None
    assert final.penalties == (15 + 0 + 10 + 7, 12) and final.totals == (15 - 32, -12) and final.winners == (1,)


def test_equal_totals_share_the_win() -> None:
    tally = over_tally().with_remains(Remains(0, points=15)).with_remains(Remains(1, points=0))
    final = tally.final()
    assert final is not None and final.totals == (0, 0) and final.winners == (0, 1)


@pytest.mark.parametrize(
    "remains",
    [
        Remains(0),
        Remains(0, (), 0),
        Remains(0, points=-1),
        Remains(0, points=106),
        Remains(2, points=1),
        Remains(0, parse_tiles("2S 3S 4S 6S 7S 8S 9S 10S")),
    ],
)
def test_tiles_left_refused_when_not_one_rack(remains: Remains) -> None:
    with pytest.raises(TallyError) as caught:
        over_tally().with_remains(remains)
    assert caught.value.rule is TallyRule.BAD_REMAINS and caught.value.params == {"limit": "7", "points": "105"}


def test_tiles_left_are_checked_against_the_board_and_the_other_racks() -> None:
    tally = over_tally()
    with pytest.raises(TallyError) as caught:
        tally.with_remains(Remains(0, parse_tiles("5H")))
    assert caught.value.rule is TallyRule.OVER_USED and str(caught.value) == "the 5♥ is on the board"
    tally = tally.with_remains(Remains(0, parse_tiles("* 9C")))
    with pytest.raises(TallyError):
        tally.with_remains(Remains(1, parse_tiles("9C")))
    with pytest.raises(TallyError) as caught:
        tally.with_remains(Remains(1, parse_tiles("* */d")))
    assert caught.value.rule is TallyRule.ONE_SET
    both = tally.with_remains(Remains(1, parse_tiles("*")))
    with pytest.raises(TallyError) as caught:
        both.with_remains(Remains(0, parse_tiles("* * 9C")))
    assert str(caught.value) == "both jokers are on the board"
    assert both.with_remains(Remains(0, parse_tiles("9C"))).final() is not None  # a seat entered again


def test_undo_takes_back_the_last_tiles_left_then_the_last_turn() -> None:
    tally = over_tally()
    full = tally.with_remains(Remains(1, points=4)).with_remains(Remains(0, points=9))
    assert full.undo() == tally.with_remains(Remains(1, points=4))
    assert full.undo().undo() == tally
    assert tally.undo().over() is None and len(tally.undo().entries) == 2


def test_a_correction_keeps_the_tiles_left_that_still_fit() -> None:
    tally = over_tally().with_remains(Remains(0, parse_tiles("9C"))).with_remains(Remains(1, points=3))
    same = tally.corrected(1, NoPlay(exchange=True))
    assert same == tally and same.final() == tally.final()
    moved = tally.corrected(0, parse_entry("G8:9C H8:9S I8:9D"))
    assert moved.remains == (None, Remains(1, points=3)) and moved.remains_order == (1,)
    reopened = replace(tally, setup=replace(tally.setup, idle_rounds=5)).corrected(2, NoPlay(exchange=True))
    assert reopened.over() is None and reopened.remains == (None, None) and reopened.final() is None


def test_held_tiles_write_and_read_back() -> None:
    held = (Held(parse_card("10H")), Held(None, Shade.DARK), Held(Card(1, "S"), Shade.DARK))
    assert parse_tiles(" ".join(str(h) for h in held)) == held
    assert parse_tiles("ks/L */D") == (Held(Card(13, "S")), Held(None, Shade.DARK))


def test_a_correction_that_ends_the_game_earlier_marks_the_turns_after_the_end() -> None:
    tally = Tally.new(Setup(("Ann", "Bo"), idle_rounds=1)).with_entry(parse_entry("G8:5H H8:5S I8:5D"))
    tally = tally.with_entry(NoPlay(exchange=True)).with_entry(parse_entry("J8:5C")).with_entry(NoPlay(exchange=True))
    assert tally.over() is None
    ended = tally.corrected(2, NoPlay(exchange=True))
    assert ended.over() is EndReason.IDLE and len(ended.lines()) == 4
    problem = ended.lines()[3].problem
    assert isinstance(problem, TallyError) and problem.rule is TallyRule.GAME_OVER
    assert ended.corrected(2, parse_entry("J8:5C")) == tally


@pytest.mark.parametrize("number", range(7))
def test_a_pass_is_offered_on_the_turns_the_engine_allows_one(number: int) -> None:
    """`can_pass` (the page offers Pass by it) agrees with the engine before every turn of its games."""
    game = engine_games()[number]
    replayed = Game(game.names, game.seed, game.options)
    tally = Tally.new(Setup(game.names, game.decks, game.starter, game.options.idle_rounds))
    for action, entry in zip(game.actions, tally_of(game, remains=False).entries, strict=True):
        assert tally.can_pass() == replayed.can_pass()
        replayed.apply(action)
        tally = tally.with_entry(entry)
    assert not tally.can_pass()  # the game is over
