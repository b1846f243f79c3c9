"""Gin Rummy undo: the match replayed without a seat's last turn (and what followed it), and the
hints asked for kept in the record."""

from __future__ import annotations

import json
from typing import Any

import pytest
from gin_golden import MATCHES
from golden_games import path

from ginnyo.ginrummy import Game, Phase, RecordError, record
from ginnyo.ginrummy.actions import DONE, KNOCK, LAYOFF, TAKE
from ginnyo.ginrummy.undo import last_turn, undone


def turns(game: Game) -> list[tuple[int, int]]:
    """Who took each action and in which hand, found by replaying the match (what `Game.movers` must say)."""
    replay = Game(game.names, game.seed, game.options)
    out = []
    for act in game.actions:
        out.append((replay.current, len(replay.results)))
        replay.apply(act)
    return out


def golden(match: str) -> Game:
    data: dict[str, Any] = json.loads(path(match).read_text(encoding="utf-8"))
    return record.from_record(data["record"])[0]


@pytest.mark.parametrize("match", MATCHES)
def test_undo_replays_the_match_without_the_seats_last_turn_at_every_action(match: str) -> None:
    full = golden(match)
    whose = turns(full)
    assert full.movers == whose
    for count in range(0, len(full.actions), 7):
        game = full.rewound(count)
        for seat in (0, 1):
            start = last_turn(game, seat)
            acted = [n for n in range(count) if whose[n][0] == seat]
            if start is None:
                assert not acted
                with pytest.raises(ValueError):
                    undone(game, seat)
                continue
            back = undone(game, seat)
            assert back == full.rewound(start) == undone(game, seat)  # deterministic
            assert back.actions == full.actions[:start] and back.current == seat
            assert whose[start][0] == seat and start <= acted[-1]
            assert all(whose[n] == whose[start] for n in range(start, acted[-1] + 1))  # one turn, one hand
            assert all(whose[n][0] != seat for n in range(acted[-1] + 1, count))  # then only the replies
            assert start == 0 or whose[start - 1] != whose[start]  # the whole turn goes


def test_undoing_your_discard_that_let_the_other_seat_go_gin_brings_the_hand_back() -> None:
    full = golden("gin-hard-baseline")  # 42-43: seat 0 takes and discards 4H; 44-45: seat 1 takes it and goes gin
    assert [str(a) for a in full.actions[42:46]] == ["take upcard", "discard 4H", "take upcard", "gin 3D"]
    after = full.rewound(46)  # the next hand is dealt
    back = undone(after, 0)
    assert len(after.results) == 1 and back.results == [] and back.scores == [0, 0]
    assert back.actions == full.actions[:42] and back.current == 0
    assert back.hands == full.rewound(42).hands and back.legal_actions() == full.rewound(42).legal_actions()


def test_after_the_other_seats_knock_undo_takes_back_your_lay_offs_then_your_discard() -> None:
    full = golden("gin-medium-easy-knock-at-ten")  # 67-68: seat 0 draws and discards; 69-70: seat 1 knocks
    assert [a.kind for a in full.actions[69:74]] == [TAKE, KNOCK, LAYOFF, LAYOFF, DONE]
    after = full.rewound(74)
    lay_offs = undone(after, 0)
    assert lay_offs.actions == full.actions[:71] and lay_offs.phase is Phase.LAYOFF and lay_offs.current == 0
    assert len(lay_offs.results) == len(after.results) - 1
    discard = undone(lay_offs, 0)
    assert discard.actions == full.actions[:67] and discard.phase is Phase.DRAW and discard.current == 0


def test_a_record_keeps_the_hints_asked_for_and_an_old_record_still_loads() -> None:
    game = golden("gin-hard-baseline")
    text = record.dumps(game, ("human", "hard"), (1, 4, len(game.actions) + 1))
    assert json.loads(text)["hints"] == [1, 4, len(game.actions) + 1]
    again, kinds = record.loads(text)
    assert kinds == ("human", "hard")
    assert again == game and record.hints_of(json.loads(text), again) == (1, 4, len(game.actions) + 1)
    old = json.loads(record.dumps(game, ("human", "hard")))
    assert "hints" not in old and record.hints_of(old, record.from_record(old)[0]) == ()
    for bad in ([4, 1], [0], [len(game.actions) + 2], "1", [True]):
        with pytest.raises(RecordError):
            record.from_record(old | {"hints": bad})
