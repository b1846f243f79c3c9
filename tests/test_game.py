"""RULES.md sections 5 and 8: set-up, turns, exchange, pass, end conditions, penalties."""

import pytest
from helpers import all_tiles

from ginnyo.rules import Action, Game, IllegalAction, IllegalPlay, Options
from ginnyo.rules.game import END_BLOCKED, END_IDLE, END_PILE, RACK
from ginnyo.rules.scoring import GIN_BONUS
from ginnyo.rules.tiles import Tile, draw_rank, rack_penalty, tile_set


@pytest.mark.parametrize(("players", "tiles"), [(2, 54), (3, 108), (4, 108)])
def test_tile_sets_and_racks(players: int, tiles: int) -> None:
    game = Game(tuple("ABCD"[:players]), seed=3)
    assert len(all_tiles(game)) == tiles and sum(all_tiles(game).values()) == tiles
    assert [len(r) for r in game.racks].count(RACK + 1) == 1  # the starter has drawn
    assert len(game.rack) == RACK + 1
    assert len(game.pile) == tiles - players * RACK - 1


def test_player_count_checked() -> None:
    for names in [("A",), ("A", "B", "C", "D", "E")]:
        with pytest.raises(ValueError, match="2 to 4"):
            Game(names, seed=1)


def test_starter_has_the_highest_draw_and_ties_draw_again() -> None:
    saw_tie = False
    for seed in range(60):
        game = Game(("A", "B", "C", "D"), seed=seed)
        *earlier, last = game.draws
        best = max(draw_rank(t) for _, t in last)
        assert [seat for seat, t in last if draw_rank(t) == best] == [game.starter]
        for drawn in earlier:
            top = max(draw_rank(t) for _, t in drawn)
            assert sum(draw_rank(t) == top for _, t in drawn) > 1
            saw_tie = True
        assert game.current == game.starter
    assert saw_tie


def test_aces_beat_kings_and_jokers_are_lowest_in_the_draw() -> None:
    ace, king, joker = Tile(0, 0), Tile(0, 12), Tile(0, 52)
    assert draw_rank(ace) > draw_rank(king) > draw_rank(joker)


def test_same_seed_same_game() -> None:
    a, b = Game(("A", "B"), seed=11), Game(("A", "B"), seed=11)
    assert a.racks == b.racks and a.pile == b.pile
    assert Game(("A", "B"), seed=12).racks != a.racks


def game_with_a_play(players: int = 2) -> Game:
    return next(g for seed in range(100) if (g := Game(tuple("ABCD"[:players]), seed=seed)).legal_plays())


def test_play_scores_refills_and_passes_the_turn() -> None:
    game = game_with_a_play()
    seat = game.current
    best = game.legal_plays()[0]
    pile = len(game.pile)
    turn = game.apply(Action.play(best.placements))
    assert turn.score == best.total and turn.kind == "play" and game.scores[seat] == best.total
    assert len(game.racks[seat]) == RACK
    assert game.current == 1 - seat and len(game.rack) == RACK + 1
    assert len(game.pile) == pile - (len(best.placements) - 1) - 1
    assert game.board.to_notation() == best.notation


def test_illegal_play_changes_nothing() -> None:
    game = Game(("A", "B"), seed=7)
    before = (list(game.rack), list(game.pile), game.board.to_notation(), game.current)
    card = next(t for t in game.rack if t.card is not None)
    with pytest.raises(IllegalPlay, match="first play must cover the centre"):
        game.apply(f"play A1:{card}")
    with pytest.raises(IllegalAction, match="your rack has no"):
        missing = next(c for c in ("AS", "2S", "3S", "4S", "5S") if all(str(t) != c for t in game.rack))
        game.apply(f"play H8:{missing}")
    assert (list(game.rack), list(game.pile), game.board.to_notation(), game.current) == before
    assert game.actions == [] and game.log == []


def test_exchange_returns_tiles_and_draws_to_seven() -> None:
    game = Game(("A", "B"), seed=5)
    seat = game.current
    names = sorted(str(t) for t in game.rack)[:3]
    turn = game.apply(Action.exchange(tuple(names)))
    assert turn.kind == "exchange" and turn.score == 0 and turn.detail == "3 tiles"
    assert len(game.racks[seat]) == RACK
    assert sum(all_tiles(game).values()) == 54


def test_discard_one_tile_is_an_exchange_of_one() -> None:
    game = Game(("A", "B"), seed=5)
    seat, pile = game.current, len(game.pile)
    game.apply(Action.exchange((str(game.rack[0]),)))
    assert len(game.racks[seat]) == RACK and len(game.pile) == pile  # one back, then the next player's draw


def test_pass_needs_seven_tiles_or_fewer() -> None:
    game = Game(("A", "B"), seed=5)
    assert not game.can_pass() and Action.pass_turn() not in game.legal_actions()
    with pytest.raises(IllegalAction, match="pass only when the pile was empty"):
        game.apply("pass")


def exchange_one(game: Game) -> None:
    game.apply(Action.exchange((str(game.rack[0]),)))


def opened(game: Game) -> Game:
    """Play on (exchanging while no play is possible) until the first meld is on the board."""
    while not game.board_tiles:
        plays = game.legal_plays()
        game.apply(Action.play(plays[0].placements)) if plays else exchange_one(game)
    return game


def test_three_idle_rounds_after_the_first_meld_end_the_game_with_penalties() -> None:
    game = opened(Game(("A", "B", "C"), seed=9, options=Options(idle_rounds=3)))
    for left in range(3 * 3, 0, -1):
        assert not game.over and game.idle_turns_left() == left
        exchange_one(game)
    assert game.over and game.end_reason == f"3 {END_IDLE}" and game.idle_turns_left() is None
    assert game.penalties == [rack_penalty(r) for r in game.racks]
    assert game.totals() == [s - p for s, p in zip(game.scores, game.penalties)]
    with pytest.raises(IllegalAction, match="over"):
        game.apply("pass")
    assert game.legal_actions() == []


def test_no_idle_ending_before_the_first_meld_however_long() -> None:
    game = Game(("A", "B"), seed=9, options=Options(idle_rounds=1))
    for _ in range(200):
        exchange_one(game)
        assert not game.over and game.idle_turns_left() is None


def test_a_play_starts_the_idle_count_again() -> None:
    game = opened(Game(("A", "B"), seed=3, options=Options(idle_rounds=2)))
    exchange_one(game)
    assert game.idle_turns_left() == 3
    game.apply(Action.play(game.legal_plays()[0].placements))  # seed 3: a play is there
    assert game.idle_turns_left() == 4


def test_idle_rounds_is_an_option_and_ten_by_default() -> None:
    assert Options().idle_rounds == 10
    game = opened(Game(("A", "B"), seed=9, options=Options(idle_rounds=1)))
    exchange_one(game)
    exchange_one(game)
    assert game.over and game.end_reason == f"1 {END_IDLE}"
    default = opened(Game(("A", "B"), seed=9))
    assert default.idle_turns_left() == 20


def greedy_game(seed: int, players: int) -> Game:
    game = Game(tuple("ABCD"[:players]), seed=seed)
    while not game.over:
        game.apply(game.legal_actions()[0])
    return game


def test_game_ends_when_no_play_can_be_formed() -> None:
    reasons = {greedy_game(seed, 2).end_reason for seed in range(4)}
    assert END_BLOCKED in reasons
    for seed in range(4):
        game = greedy_game(seed, 2)
        if game.end_reason == END_BLOCKED:
            remaining = game.pile + [t for r in game.racks for t in r]
            cards = [t.card for t in remaining if t.card is not None]
            assert not game.board.has_legal_play((cards, len(remaining) - len(cards)))


def test_game_ends_when_the_pile_is_empty_and_a_round_passes() -> None:
    game = Game(("A", "B", "C"), seed=1)
    while not game.over:
        # play while the pile lasts, then pass: a round of passes on an empty pile ends the game
        game.apply("pass" if game.can_pass() and not game.pile else game.legal_actions()[0])
    assert game.end_reason == END_PILE
    assert not game.pile and [t.kind for t in game.log[-3:]] == ["pass"] * 3


def test_penalties_value_aces_15_and_jokers_0() -> None:
    tiles = tile_set(1)
    ace, king, five, joker = tiles[0], tiles[12], tiles[4], tiles[52]
    assert rack_penalty([ace, king, five, joker]) == 15 + 10 + 5 + 0


def test_winners_share_equal_totals() -> None:
    game = opened(Game(("A", "B"), seed=2, options=Options(idle_rounds=1)))
    game.apply(Action.exchange(tuple(str(t) for t in game.rack)))
    game.apply(Action.exchange(tuple(str(t) for t in game.rack)))
    totals = game.totals()
    assert game.winners() == [s for s, t in enumerate(totals) if t == max(totals)]


def test_view_shows_own_rack_and_only_sizes_of_others() -> None:
    game = Game(("A", "B", "C"), seed=4)
    seat = (game.current + 1) % 3
    view = game.view(seat)
    assert sorted(view.rack.split()) == sorted(str(t) for t in game.racks[seat])
    assert view.rack_sizes == tuple(len(r) for r in game.racks)
    assert view.pile_size == len(game.pile) and not view.can_pass
    assert sum(view.unseen.values()) == 108 - len(game.racks[seat])
    others = [str(t) for s, r in enumerate(game.racks) if s != seat for t in r]
    assert all(view.unseen[name] >= others.count(name) for name in set(others))
    assert not hasattr(view, "racks") and not hasattr(view, "pile")


def test_exchange_detail_in_the_log_hides_the_tiles() -> None:
    game = Game(("A", "B"), seed=5)
    game.apply(Action.exchange((str(game.rack[0]),)))
    assert game.view(0).log[0].detail == "1 tile"


def test_a_turn_says_whether_it_was_a_gin() -> None:
    """`Turn.gin` is true exactly for the plays that earned a section's gin bonus, and only once per section."""
    game = Game(("A", "B"), seed=5)
    gins = 0
    while not game.over and not gins:
        plays = game.legal_plays()
        sections = len(game.board.gin_done)
        action = Action.play(plays[0].placements) if plays else Action.exchange(tuple(str(t) for t in game.rack))
        turn = game.apply(action)
        assert turn.gin == (len(game.board.gin_done) > sections) == (bool(plays) and plays[0].gin)
        gins += turn.gin
    assert gins == 1 and turn.score >= GIN_BONUS
    assert all(not t.gin for t in game.log[:-1])
