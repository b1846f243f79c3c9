"""Invariants of random legal games, notation round trips, and garbage input (hypothesis)."""

import contextlib
import json
from collections import Counter

from helpers import all_tiles, play_random, random_action_index
from hypothesis import given
from hypothesis import strategies as st

from ginnyo.rules import Board, Game, GinnyError, RecordError, parse_action, parse_play, record
from ginnyo.rules.layout import SIZE, square_name
from ginnyo.rules.plays import Placement
from ginnyo.rules.rng import Rng
from ginnyo.rules.tiles import ALL_CARDS, tile_set


def check_invariants(game: Game) -> None:
    # every tile exactly once among pile, racks and board
    assert all_tiles(game) == Counter(tile_set(game.decks))
    # the board tiles show their cards (a joker shows its declared card)
    for square, tile in game.board_tiles.items():
        placed = game.board.cells[square]
        assert placed.joker == tile.is_joker and (tile.is_joker or placed.card == tile.card)
    assert set(game.board_tiles) == set(game.board.cells)
    # every line a meld or pair, one start square per section: the position re-reads as legal
    again = Board.from_notation(game.board.to_notation())
    assert again.section_of == game.board.section_of
    # scores are the sum of turn scores less the penalties
    for seat in range(game.players):
        turns = sum(t.score for t in game.log if t.player == seat)
        assert game.totals()[seat] == turns - game.penalties[seat]
    # racks never exceed 8, and only the player to move may hold 8
    assert all(len(r) <= 7 or (s == game.current and not game.over) for s, r in enumerate(game.racks))


# Up to 20 turns, not whole games: a turn's move generation costs ~10 ms, so 100 whole games (~60
# turns each) would take over a minute. Finished games are checked by the golden games and test_game.
@given(seed=st.integers(0, 2**64 - 1), players=st.integers(2, 4), turns=st.integers(1, 20))
def test_random_legal_turns_keep_every_invariant(seed: int, players: int, turns: int) -> None:
    game = Game(tuple(f"P{i}" for i in range(players)), seed=seed)
    rng = Rng(seed ^ 0x5EED)
    while len(game.log) < turns and not game.over:
        game.apply(game.legal_actions()[random_action_index(game, rng)])
        check_invariants(game)
    replayed, _ = record.loads(record.dumps(game))
    assert replayed.board_tiles == game.board_tiles and replayed.racks == game.racks and replayed.pile == game.pile
    assert replayed.totals() == game.totals() and replayed.current == game.current


squares = st.tuples(st.integers(0, SIZE - 1), st.integers(0, SIZE - 1))
placements = st.builds(Placement, squares, st.sampled_from(ALL_CARDS), st.booleans())


@given(st.lists(placements, max_size=12, unique_by=lambda p: p.square))
def test_play_notation_round_trips(play: list[Placement]) -> None:
    text = " ".join(str(p) for p in play)
    assert set(parse_play(text)) == set(play)


@given(st.sampled_from(ALL_CARDS), squares)
def test_square_and_card_notation_round_trip(card, square) -> None:  # type: ignore[no-untyped-def]
    [p] = parse_play(f"{square_name(square)}:{card}")
    assert p.card == card and p.square == square


@given(seed=st.integers(0, 10**9), turns=st.integers(1, 12))
def test_positions_from_games_round_trip(seed: int, turns: int) -> None:
    game = Game(("A", "B"), seed=seed)
    play_random(game, Rng(seed), turns)
    text = game.board.to_notation()
    assert Board.from_notation(text).to_notation() == text


notation_text = st.text(alphabet=st.sampled_from("ABHOZ0123456789TJQKSHDC*: ♠♥\n"), max_size=40) | st.text(max_size=40)


@given(notation_text)
def test_garbage_notation_raises_only_documented_errors(text: str) -> None:
    for parse in (Board.from_notation, parse_action, parse_play, Board().check):
        with contextlib.suppress(GinnyError):
            parse(text)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@given(json_values)
def test_garbage_records_raise_record_error(data: object) -> None:
    with contextlib.suppress(RecordError):
        record.from_record(data)


def sample_record() -> dict:  # type: ignore[type-arg]
    game = Game(("A", "B"), seed=21)
    play_random(game, Rng(21), 10)
    assert game.board.cells
    return record.to_record(game)


SAMPLE = sample_record()


@given(st.data())
def test_tampered_records_are_refused_or_consistent(data: st.DataObject) -> None:
    text = json.dumps(SAMPLE)
    at = data.draw(st.integers(0, len(text) - 1))
    char = data.draw(st.characters(codec="utf-8"))
    tampered = text[:at] + char + text[at + 1 :]
    try:
        game, _ = record.loads(tampered)
    except RecordError:
        return
    check_invariants(game)
