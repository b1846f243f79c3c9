"""Coaching from the engine: hints, undo (a game rewound) and the turn-by-turn review."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden_games import GAMES, path

from ginnyo.ai import choose_action
from ginnyo.ai.analysis import analyse, hint
from ginnyo.rules import Action, Game, PlayScore, parse_action, record
from ginnyo.rules.actions import PLAY
from ginnyo.rules.plays import play_key
from ginnyo_dev.cli import main as cli

SAVE = Path(__file__).parent / "data" / "save-v1.json"


def golden(name: str) -> Game:
    game, _ = record.from_record(json.loads(path(name).read_text(encoding="utf-8"))["record"])
    return game


def played_early(seed: int, turns: int) -> Game:
    """A two-player game after `turns` turns of medium play."""
    game = Game(("Ann", "Bob"), seed)
    for _ in range(turns):
        game.apply(choose_action(game.view(game.current), "medium", game.turn_seed()))
    return game


def play_of(plays: list[PlayScore], action: Action) -> PlayScore:
    return next(p for p in plays if play_key(p.placements) == play_key(action.placements))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_review_of_every_golden_turn_agrees_with_legal_plays(name: str) -> None:
    game = golden(name)
    reviews = analyse(game, advice=False)
    assert [r.turn for r in reviews] == [t.number for t in game.log]
    for n, review in enumerate(reviews):
        before = game.rewound(n)
        plays = before.legal_plays()
        assert review.seat == before.current == game.log[n].player
        assert review.played == str(game.actions[n]) and review.score == game.log[n].score
        assert review.best_score == max((p.total for p in plays), default=0)
        if plays:
            assert play_key(parse_action(review.best).placements) == play_key(plays[0].placements)
            if game.actions[n].kind == PLAY:
                assert review.score == play_of(plays, game.actions[n]).total
        else:
            assert review.best == ""
        assert review.lost == review.best_score - review.score >= 0


@pytest.mark.parametrize(("seed", "turns"), [(3, 5), (8, 12), (21, 20)])
def test_a_hint_is_what_a_hard_computer_seat_would_do_and_scores_its_play(seed: int, turns: int) -> None:
    game = played_early(seed, turns)
    told = hint(game)
    assert told.action == choose_action(game.view(game.current), "hard", game.turn_seed())
    assert str(told.action) in {str(a) for a in game.legal_actions()}
    expected = play_of(game.legal_plays(), told.action).total if told.action.kind == PLAY else 0
    assert told.score == expected


def test_the_advice_of_a_review_is_the_hint_of_that_turn() -> None:
    game = played_early(8, 4)
    reviews = analyse(game)
    for n, review in enumerate(reviews):
        told = hint(game.rewound(n))
        assert (review.advice, review.advice_score) == (str(told.action), told.score)


def test_no_advice_where_the_experts_estimate_rates_the_turn_played_higher() -> None:
    """Seed 5's first turn: the expert's choice was another exchange, but its estimate of both on the same
    deals rates the exchange played higher; the review then agrees rather than advise a worse turn."""
    game = played_early(5, 1)
    (review,) = analyse(game)
    assert str(hint(game.rewound(0)).action) == "exchange 10S 3C 4C 5S 7D 7S 8C JS" != review.played
    assert (review.advice, review.advice_score) == (review.played, review.score) == ("exchange 5S 8C", 0)
    assert (review.played_value, review.advice_value, review.kept, review.takes) == (0, 0, "", "")
    for review in analyse(played_early(13, 6)):  # every advice that differs is worth at least the turn
        assert review.advice == review.played or review.advice_value >= review.played_value


def test_rewound_replays_the_first_turns_and_refuses_more_than_were_played() -> None:
    game = played_early(21, 9)
    back = game.rewound(4)
    fresh = Game(game.names, game.seed, game.options)
    for act in game.actions[:4]:
        fresh.apply(act)
    assert back == fresh and back.racks == fresh.racks and back.board.to_notation() == fresh.board.to_notation()
    assert game.rewound(len(game.actions)).totals() == game.totals()
    with pytest.raises(ValueError, match="9 turns, not 10"):
        game.rewound(10)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_rewound_is_the_game_replayed_turn_by_turn_for_every_golden_game(name: str) -> None:
    """`rewound` skips the end's search on turns a later one followed: the state is the full replay's, to the
    last counter, and the rewound game ends (or goes on) exactly as the replay does."""
    game = golden(name)
    fresh = Game(game.names, game.seed, game.options)
    for turns, act in enumerate([*game.actions, None]):
        back = game.rewound(turns)
        assert vars(back).keys() == vars(fresh).keys()
        assert {k: v for k, v in vars(back).items() if k not in ("board", "rng")} == {
            k: v for k, v in vars(fresh).items() if k not in ("board", "rng")
        }
        assert vars(back.rng) == vars(fresh.rng) and back.board.to_notation() == fresh.board.to_notation()
        if act is not None:
            fresh.apply(act)
            back.apply(act)  # a rewound game plays on like any other
            assert back.over == fresh.over and back.current == fresh.current


def test_undo_of_a_seats_last_turn_takes_the_reply_back_with_it() -> None:
    game = played_early(21, 9)
    seat = game.log[-2].player  # the other seat replied after this seat's last turn
    start = game.last_turn_of(seat)
    assert start == len(game.log) - 2
    undone = game.rewound(start)
    assert undone.current == seat and len(undone.log) == start
    action = game.actions[start]
    used = [str(p.card) if not p.joker else "*" for p in action.placements] or list(action.tiles)
    rack = [str(t) if not t.is_joker else "*" for t in undone.racks[seat]]
    assert all(rack.count(t) >= used.count(t) for t in used)
    assert Game(("Ann", "Bob"), 1).last_turn_of(0) is None


def test_cli_analyse_prints_one_json_entry_per_turn(capsys: pytest.CaptureFixture[str]) -> None:
    game, _ = record.loads(SAVE.read_text(encoding="utf-8"))
    assert cli(["analyse", str(SAVE), "--json", "--no-advice"]) == 0
    entries = json.loads(capsys.readouterr().out)
    assert len(entries) == len(game.log)
    assert {"seat", "played", "score", "best", "best_score"} <= set(entries[0])
    assert entries[0]["played"] == str(game.actions[0]) and entries[0]["score"] == game.log[0].score


def test_cli_analyse_refuses_a_damaged_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(SAVE.read_text(encoding="utf-8"))
    data["actions"][2] = "play A1:AS"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert cli(["analyse", str(bad)]) == 1
    assert "cannot analyse" in capsys.readouterr().out
