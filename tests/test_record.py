"""Game records: versioned JSON that replays the exact state, and refuses damage clearly."""

import json
from pathlib import Path

import pytest
from helpers import play_random

from ginnyo.rules import Game, Options, RecordError, record
from ginnyo.rules.rng import Rng


def played(seed: int, players: int = 3, turns: int = 12) -> Game:
    game = Game(tuple(f"P{i}" for i in range(players)), seed=seed)
    play_random(game, Rng(seed), turns)
    return game


def same_state(a: Game, b: Game) -> bool:
    return (a.racks, a.pile, a.board_tiles, a.board.to_notation(), a.scores, a.current, a.log) == (
        b.racks,
        b.pile,
        b.board_tiles,
        b.board.to_notation(),
        b.scores,
        b.current,
        b.log,
    )


def test_record_shape() -> None:
    game = played(1)
    data = record.to_record(game, ("human", "hard", "easy"))
    assert data["format"] == "ginnyo-record" and data["version"] == 1
    assert data["seed"] == 1 and data["options"] == {"decks": 2, "idle_rounds": 10}
    assert data["players"][1] == {"name": "P1", "kind": "hard"}
    assert len(data["actions"]) == len(game.log) == 12
    assert json.loads(record.dumps(game)) == record.to_record(game)


def test_replay_gives_the_same_state() -> None:
    game = played(2, players=4, turns=20)
    copy, kinds = record.loads(record.dumps(game, ("human", "medium", "human", "easy")))
    assert same_state(game, copy) and kinds == ("human", "medium", "human", "easy")


def test_options_survive_the_round_trip() -> None:
    game = Game(("A", "B"), seed=3, options=Options(decks=2, idle_rounds=5))
    copy, _ = record.loads(record.dumps(game))
    assert copy.decks == 2 and copy.options.idle_rounds == 5 and sum(map(len, copy.racks)) + len(copy.pile) == 108


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda d: "not json {", "not valid JSON"),
        (lambda d: json.dumps([1, 2]), "not a Ginny-O game record"),
        (lambda d: json.dumps({**d, "format": "chess-pgn"}), "not a Ginny-O game record"),
        (lambda d: json.dumps({**d, "version": 99}), "version 99 is not supported"),
        (lambda d: json.dumps({**d, "seed": "x"}), "seed"),
        (lambda d: json.dumps({**d, "seed": -1}), "seed"),
        (lambda d: json.dumps({**d, "options": {"decks": 3, "idle_rounds": 3}}), "options"),
        (lambda d: json.dumps({**d, "players": d["players"][:1]}), "2 to 4 players"),
        (lambda d: json.dumps({**d, "players": [{"name": "", "kind": "human"}] * 2}), "player 1 needs a name"),
        (lambda d: json.dumps({**d, "players": [{"name": "A", "kind": "robot"}] * 2}), "player entry"),
        (lambda d: json.dumps({**d, "actions": "pass"}), "actions are invalid"),
        (lambda d: json.dumps({**d, "actions": ["fly away"]}), "action 1 .* cannot be replayed"),
        (lambda d: json.dumps({**d, "actions": ["play A1:5H"]}), "action 1 .* cannot be replayed"),
        (lambda d: json.dumps({**d, "summary": {**d["summary"], "scores": [999, 0]}}), "summary does not match"),
        (lambda d: json.dumps({**d, "hints": 1}), "hints are invalid"),
        (lambda d: json.dumps({**d, "hints": ["1"]}), "hint entry"),
        (lambda d: json.dumps({**d, "hints": [0]}), "hint entry"),
        (lambda d: json.dumps({**d, "hints": [2]}), "hint entry"),  # no actions: only turn 1 can have one
        (lambda d: json.dumps({**d, "hints": [1, 1]}), "hint entry"),
        (lambda d: json.dumps({**d, "hints": [True]}), "hint entry"),
    ],
)
def test_damaged_records_are_refused(damage, message: str) -> None:  # type: ignore[no-untyped-def]
    game = Game(("A", "B"), seed=8)
    with pytest.raises(RecordError, match=message):
        record.loads(damage(record.to_record(game)))


def test_truncated_record_is_refused() -> None:
    text = record.dumps(played(4))
    for cut in (1, len(text) // 2, len(text) - 1):
        with pytest.raises(RecordError):
            record.loads(text[:cut])


def test_actions_past_the_end_are_refused() -> None:
    game = Game(("A", "B"), seed=9, options=Options(idle_rounds=1))
    game.apply(game.legal_actions()[0])  # seed 9: the first player opens
    game.apply(f"exchange {game.rack[0]}")
    game.apply(f"exchange {game.rack[0]}")
    data = record.to_record(game)
    data["actions"].append("pass")
    del data["summary"]
    with pytest.raises(RecordError, match="the game is over"):
        record.from_record(data)


def test_a_version_1_save_keeps_loading() -> None:
    """`tests/data/save-v1.json` was written by version 1 (mid-game, 3 seats, jokers on the board,
    exchanges, names in Devanagari and with markup); every later version must load it unchanged."""
    text = (Path(__file__).parent / "data" / "save-v1.json").read_text(encoding="utf-8")
    game, kinds = record.loads(text)
    assert kinds == ("human", "medium", "hard")
    assert game.names == ("Åsa", "मीरा", "Luca <b>")
    assert len(game.log) == 18 and not game.over and game.decks == 2 and game.options.idle_rounds == 3
    assert game.totals() == [79, 374, 166]
    assert game.board.to_notation() == (
        "E4:8H E5:8S E6:8C F6:9C F7:*8C F8:7C G8:7D H8:7S E9:6H F9:6C B11:AD E11:JD "
        "B12:*AC C12:KC D12:QC E12:JC A13:AD B13:AH C13:AC E13:JH B14:AS E14:JS"
    )
    assert [t.kind.value for t in game.log].count("exchange") == 8
    assert record.dumps(game, kinds) == text.strip()


def test_hint_turns_round_trip_and_stay_optional() -> None:
    game = played(4, players=2, turns=6)
    data = json.loads(record.dumps(game, hints=(2, 5, 7)))
    assert data["hints"] == [2, 5, 7]
    again, _ = record.from_record(data)
    assert record.hints_of(data, again) == (2, 5, 7)
    assert "hints" not in record.to_record(game)  # no hints: the record is as version 1 always wrote it
    assert record.hints_of(record.to_record(game), game) == ()


def test_seat_kinds_are_human_and_the_computer_levels() -> None:
    from ginnyo.ai import LEVELS
    from ginnyo.rules.record import KINDS, SeatKind

    assert {k.value for k in SeatKind if k.is_computer} == set(LEVELS)
    assert KINDS == ("human", "easy", "medium", "hard", "expert")
