"""Computer players: always legal, deterministic for a seed, blind to what a seat may not see."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest
from brute import random_game

import ginnyo.ai
from ginnyo.ai import LEVELS, Expert, choose_action, make_player
from ginnyo.rules import Board, Game, PlayerView
from ginnyo.rules.actions import EXCHANGE, PASS, PLAY, Action
from ginnyo.rules.game import rack_cards
from ginnyo.rules.plays import play_key
from ginnyo.rules.tiles import Tile

ALL_LEVELS = sorted(LEVELS)


class QuickExpert(Expert):
    """The expert with a sixteenth of the page's work: the same code paths, fast enough for these tests."""

    def __init__(self) -> None:
        super().__init__(iterations=16)


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(LEVELS, "expert", QuickExpert)


def check_legal(game: Game, action: Action) -> None:
    """The action is one the current player may take; a play is one of the generated plays."""
    if action.kind == PLAY:
        legal = {play_key(p.placements) for p in game.legal_plays()}
        assert play_key(action.placements) in legal
    elif action.kind == EXCHANGE:
        rack = sorted(str(t) for t in game.rack)
        assert action.tiles
        for text in action.tiles:
            assert text in rack
            rack.remove(text)
    else:
        assert action.kind == PASS and game.can_pass()
    game.apply(action)  # raises if it is not legal after all


def give_jokers(game: Game, seat: int, count: int) -> None:
    """Swap jokers from wherever they are (pile or other racks) into one seat's rack."""
    rack = game.racks[seat]
    for _ in range(count - sum(t.is_joker for t in rack)):
        source = next(
            (place for place in [game.pile, *[r for s, r in enumerate(game.racks) if s != seat]] if _joker(place)),
            None,
        )
        if source is None:
            return
        joker = _joker(source)
        assert joker is not None
        swap = next(t for t in rack if not t.is_joker)
        source[source.index(joker)] = swap
        rack[rack.index(swap)] = joker


def _joker(tiles: list[Tile]) -> Tile | None:
    return next((t for t in tiles if t.is_joker), None)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_whole_games_are_legal(level: str) -> None:
    """A full game of each level against medium: every action is legal."""
    for seed in (1, 2):
        game = Game(("a", "b"), seed)
        players = [make_player(level), make_player("medium")]
        turns = 0
        while not game.over:
            action = players[game.current].decide(game.view(game.current), seed * 100 + turns)
            check_legal(game, action)
            turns += 1
        assert game.end_reason


@pytest.mark.parametrize("level", ALL_LEVELS)
@pytest.mark.parametrize("jokers", [1, 2])
def test_legal_with_jokers_in_the_rack(level: str, jokers: int) -> None:
    for seed in range(4):
        game = random_game(seed + 50, 3 * seed)
        if game.over:
            continue
        give_jokers(game, game.current, jokers)
        assert rack_cards(game.rack)[1] == jokers or any(t.is_joker for t in game.board_tiles.values())
        action = choose_action(game.view(game.current), level, seed)
        check_legal(game, action)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_legal_in_three_and_four_player_games(level: str) -> None:
    for players in (3, 4):
        game = random_game(7 + players, 8, players)
        for turn in range(2 * players):
            if game.over:
                break
            check_legal(game, choose_action(game.view(game.current), level, turn))


def empty_pile_game() -> Game:
    """A game whose pile is empty, with the current player holding 7 tiles."""
    game = random_game(5, 6)
    opponent = game.racks[(game.current + 1) % 2]
    while game.pile:
        opponent.append(game.pile.pop())
    while len(game.rack) > 7:
        opponent.append(game.rack.pop())
    return game


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_no_play_with_an_empty_pile(level: str) -> None:
    game = empty_pile_game()
    assert game.can_pass() and not game.pile
    action = choose_action(game.view(game.current), level, 3)
    # with nothing to draw an exchange would only give the same tiles back: play or pass
    assert action.kind == PLAY if game.legal_plays() else action.kind == PASS
    check_legal(game, action)


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_seed_same_action(level: str) -> None:
    for seed in range(4):
        game = random_game(seed + 20, 4 + 3 * seed)
        if game.over:
            continue
        give_jokers(game, game.current, seed % 3)
        first = choose_action(game.view(game.current), level, seed)
        again = choose_action(game.view(game.current), level, seed)
        fresh = make_player(level).decide(game.view(game.current), seed)
        assert first == again == fresh


@pytest.mark.parametrize("level", ALL_LEVELS)
def test_blind_to_other_racks_and_the_pile_order(level: str) -> None:
    """Two games that differ only in what the seat cannot see get the same action."""
    for seed in range(3):
        game = random_game(seed + 30, 5 + 2 * seed)
        if game.over or len(game.pile) < 8:
            continue
        other = random_game(seed + 30, 5 + 2 * seed)
        opponent = (other.current + 1) % 2
        # swap the opponent's rack with the top of the pile, then reverse the pile
        hidden = other.racks[opponent]
        size = len(hidden)
        other.racks[opponent], other.pile[-size:] = other.pile[-size:], hidden
        other.pile.reverse()
        assert game.racks[opponent] != other.racks[opponent]
        view, other_view = game.view(game.current), other.view(other.current)
        assert view.rack == other_view.rack and view.unseen == other_view.unseen
        assert choose_action(view, level, seed) == choose_action(other_view, level, seed)


def test_a_view_holds_no_other_rack() -> None:
    game = Game(("a", "b", "c"), 3)
    other = Game(("a", "b", "c"), 3)
    for seat in (1, 2):  # the other seats swap their racks with the top of the pile
        size = len(other.racks[seat])
        other.racks[seat], other.pile[-size:] = other.pile[-size:], other.racks[seat]
    assert other.racks[1:] != game.racks[1:] and other.racks[0] == game.racks[0]
    fields = {f.name for f in dataclasses.fields(PlayerView)}
    assert "racks" not in fields and "pile" not in fields
    view = game.view(0)
    assert isinstance(view, PlayerView)
    assert view.rack_sizes == (len(game.racks[0]), len(game.racks[1]), len(game.racks[2]))
    # only the sizes and the pooled counts of the other racks are in the view: seat 0 sees no difference
    assert view == other.view(0)


def test_medium_takes_the_highest_scoring_play() -> None:
    for seed in range(5):
        game = random_game(seed + 40, 6)
        if game.over:
            continue
        plays = game.legal_plays()
        action = choose_action(game.view(game.current), "medium", 0)
        if plays:
            assert action.kind == PLAY
            assert game.board.check(action.placements).total == plays[0].total


def test_hard_takes_gin_when_it_is_there() -> None:
    # example 4 of RULES.md: E5-G5 makes a group of 8s and reaches 10 tiles for gin (196 points)
    game = Game(("a", "b"), 1)
    board = Board.from_notation("G8:KS H8:KH I8:KD D3:6D D4:7D D5:8D D6:9D A6:9S B6:9H C6:9C")
    view = dataclasses.replace(game.view(game.current), board=board, rack="8S 8H 8C 2D 5C 9D JC KC")
    action = choose_action(view, "hard", 0)
    assert action.kind == PLAY
    assert board.check(action.placements).gin


def test_unknown_level() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_player("grandmaster")


def test_pure_python_without_io() -> None:
    """The AI runs in the browser: standard library only, no clock, no randomness, no I/O but the expert's
    leave values, read from the package's own data file (`leaves.py`)."""
    allowed = {"__future__", "collections", "collections.abc", "dataclasses", "enum", "itertools", "math", "typing"}
    reads_its_data = {"json", "functools", "importlib.resources"}
    for path in Path(ginnyo.ai.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: inside ginnyo
                    continue
                names = [node.module or ""]
            else:
                continue
            for name in names:
                known = allowed | (reads_its_data if path.name == "leaves.py" else set())
                assert name in known or name.startswith("ginnyo."), f"{path.name} imports {name}"


def test_links_between_cards() -> None:
    from ginnyo.ai.common import links
    from ginnyo.rules import parse_card

    def link(a: str, b: str) -> float:
        return links(parse_card(a), parse_card(b))

    assert link("5S", "5H") == 1.0  # a group in the making
    assert link("AS", "2S") == link("KS", "AS") == link("9D", "10D") == 1.0  # runs, the ace at both ends
    assert link("AS", "QS") == link("AS", "3S") == link("9D", "JD") == 0.4  # one card missing
    assert link("AS", "7S") == link("5S", "6H") == link("5S", "5S") == 0.0
