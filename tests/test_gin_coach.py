"""Gin Rummy coaching: the hint is the coaching expert's choice in the seat's view, and the hand-by-hand review
agrees with the match and with the cards on every action of the golden matches."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from gin_golden import MATCHES
from golden_games import path

from ginnyo.ginrummy import Game, deadwood, record
from ginnyo.ginrummy.actions import DISCARD, GIN, KNOCK, Action, parse_action
from ginnyo.ginrummy.ai import COACH
from ginnyo.ginrummy.cards import format_hand, name
from ginnyo.ginrummy.coach import analyse, hint
from ginnyo_dev.cli import main as cli


def golden(match: str) -> Game:
    data: dict[str, Any] = json.loads(path(match).read_text(encoding="utf-8"))
    return record.from_record(data["record"])[0]


def test_the_hint_is_the_coaching_experts_choice_in_the_seats_view() -> None:
    game = Game(("Ann", "Bob"), 8)
    for _ in range(30):
        told = hint(game)
        assert told == COACH.decide(game.view(game.current), game.turn_seed())
        assert replace(told, melds=()) in game.legal_actions()  # a knock may choose its melds
        game.apply(told)


@pytest.mark.parametrize("match", MATCHES)
def test_the_review_follows_the_match_and_measures_discards_by_the_cards(match: str) -> None:
    game = golden(match)
    hands = analyse(game, advice=False)
    assert [d.played for h in hands for d in h.decisions] == [str(a) for a in game.actions]
    assert [d.number for h in hands for d in h.decisions] == list(range(1, len(game.actions) + 1))
    assert [h.result for h in hands] == game.results  # the match is over: every hand has its result
    replay = Game(game.names, game.seed, game.options)
    for decision in (d for h in hands for d in h.decisions):
        act = game.actions[decision.number - 1]
        assert decision.seat == replay.current and decision.advice == "" and not decision.agrees
        if act.kind in (DISCARD, KNOCK, GIN):
            cards = format_hand(replay.hands[replay.current]).split()
            legal = [name(a.card) for a in replay.legal_actions() if a.kind == DISCARD]
            kept = {card: deadwood(" ".join(c for c in cards if c != card)) for card in legal}
            assert (decision.deadwood, decision.best_deadwood) == (kept[name(act.card)], min(kept.values()))
            assert decision.extra >= 0 and (act.kind != GIN or decision.deadwood == 0)
        else:
            assert decision.deadwood is None and decision.extra == 0
        replay.apply(act)


def test_a_careless_discard_is_told_apart_from_the_coachs_choice() -> None:
    game = Game(("Ann", "Bob"), seed=4)
    while str(game.phase) != "discard":
        game.apply(hint(game))
    view = game.view(game.current)
    kept = {a.card: deadwood(" ".join(c for c in view.hand.split() if c != name(a.card))) for a in view.legal}
    worst = max(kept, key=lambda card: kept[card])
    game.apply(Action(DISCARD, worst))
    [hand] = analyse(game)
    last = hand.decisions[-1]
    assert hand.result is None and last.played == f"discard {name(worst)}"
    assert last.extra == kept[worst] - min(kept.values()) > 0
    assert not last.agrees and parse_action(last.advice).kind in (DISCARD, KNOCK, GIN)
    assert all(d.agrees for d in hand.decisions[:-1])  # every action before it was the hint
    data = hand.to_json()
    assert data["hand"] == 1 and data["result"] is None and data["decisions"][-1]["extra"] == last.extra


def test_cli_analyse_reviews_a_gin_rummy_match_hand_by_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = golden("gin-hard-baseline")
    saved = tmp_path / "match.json"
    saved.write_text(record.dumps(game, ("hard", "baseline")), encoding="utf-8")
    assert cli(["analyse", str(saved), "--json", "--no-advice"]) == 0
    hands = json.loads(capsys.readouterr().out)
    assert [h["hand"] for h in hands] == list(range(1, len(game.results) + 1))
    assert sum(len(h["decisions"]) for h in hands) == len(game.actions)
    assert hands[0]["result"]["points"] == game.results[0].points
    assert cli(["analyse", str(saved)]) == 0
    text = capsys.readouterr().out
    assert text.startswith(f"hand 1: {game.results[0].ending}") and "hard: " in text


def test_one_hand_with_one_seats_advice_is_that_part_of_the_whole_review() -> None:
    game = golden("gin-hard-baseline")
    whole = analyse(game)
    for number in range(1, len(whole) + 1):
        [part] = analyse(game, hand=number, seat=0)
        mine = whole[number - 1]
        assert part.number == number and part.result == mine.result
        assert [d.number for d in part.decisions] == [d.number for d in mine.decisions]
        assert [d.advice for d in part.decisions if d.seat == 0] == [d.advice for d in mine.decisions if d.seat == 0]
        assert all(d.advice == "" for d in part.decisions if d.seat == 1)
