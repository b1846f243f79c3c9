"""The lessons (`ginnyo/lessons/`): every one is a real position whose goal the engine decides.

For every lesson its solution is legal and meets the goal, while the empty play (or passing)
and the lesson's obviously wrong action do not; any other action that meets the goal passes too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from ginnyo.ginrummy import Game as GinGame
from ginnyo.ginrummy import Phase
from ginnyo.lessons import (
    MESSAGES,
    NEW_SECTION_ON,
    NO_POINTS,
    NOT_IN_RACK,
    NOT_LEGAL,
    REASONS,
    GameName,
    Goal,
    GoalKind,
    Lesson,
    LessonError,
    board,
    check,
    gin_game,
    ginnyo_game,
    lesson,
    lessons,
)
from ginnyo.lessons.catalog import parse_lesson
from ginnyo.rules import Game, IllegalAction, IllegalPlay, InvalidPosition, parse_rack
from ginnyo_dev.buildtools import catalogs

ROOT = Path(__file__).resolve().parent.parent
ALL = lessons()
IDS = [item.id for item in ALL]


def by_game(game: GameName) -> list[Lesson]:
    return [item for item in ALL if item.game is game]


def test_there_are_enough_lessons_with_unique_slug_ids() -> None:
    assert len(by_game(GameName.GINNYO)) >= 8 and len(by_game(GameName.GIN)) >= 5
    assert len(set(IDS)) == len(IDS)
    assert all(item.id.replace("-", "").isalnum() and item.id == item.id.lower() for item in ALL)
    assert lesson("gin").goal.kind is GoalKind.GIN
    with pytest.raises(KeyError):
        lesson("no-such-lesson")


@pytest.mark.parametrize("item", ALL, ids=IDS)
def test_the_solution_meets_the_goal(item: Lesson) -> None:
    verdict = check(item, item.solution)
    assert verdict.met and verdict.reason == "" and verdict.error is None


@pytest.mark.parametrize("item", ALL, ids=IDS)
def test_the_empty_play_passing_and_the_wrong_action_do_not(item: Lesson) -> None:
    nothing = "play" if item.game is GameName.GINNYO else "pass"
    for action in (nothing, "pass", item.wrong):
        verdict = check(item, action)
        assert not verdict.met and verdict.reason in MESSAGES, action
    assert item.wrong != item.solution


@pytest.mark.parametrize("item", by_game(GameName.GINNYO), ids=lambda item: item.id)
def test_a_ginnyo_position_could_arise_in_a_two_player_game(item: Lesson) -> None:
    """One tile set: each card at most once on the board and in the rack together, two jokers."""
    placed = board(item).cells.values()
    cards, jokers = parse_rack(item.rack)
    seen = Counter(str(c) for c in cards) + Counter(str(p.card) for p in placed if not p.joker)
    assert max(seen.values()) == 1
    assert jokers + sum(p.joker for p in placed) <= 2
    assert len(cards) + jokers == 8  # the rack after the draw


def test_a_legal_play_other_than_the_solution_passes_by_its_goal() -> None:
    bonuses = lesson("bonuses")
    other = check(bonuses, "play G7:6D G9:8D G10:9D")
    assert other.met and other.score is not None and other.score.total == 44
    short = check(bonuses, "play G9:8D G10:9D")
    assert not short.met and short.score is not None and short.score.total == 32
    assert short.reason == REASONS[GoalKind.SCORE_AT_LEAST]
    assert check(lesson("add-to-meld"), "play F8:10H").met  # the other end of the run
    assert check(lesson("joker"), "play J8:*QC").reason == NO_POINTS  # a joker alone scores 0: not done


GOALS_NO_LESSON_USES = [
    ("bonuses", Goal(GoalKind.COVER, squares=("G9", "G10")), "play G9:8D G10:9D", "play H9:8H H10:9H"),
    ("joker", Goal(GoalKind.JOKER, card="10S"), "play G9:JS G10:*10S", "play J8:*QC"),
    ("new-section", Goal(GoalKind.NEW_SECTION, square="D4"), "play C4:4C D4:5C E4:6C", "play K12:4C L12:5C M12:6C"),
    ("gin-lay-off", Goal(GoalKind.LAY_OFF, card="JC"), "layoff JC>0", "layoff 7C>1"),
]


@pytest.mark.parametrize(("lesson_id", "goal", "meets", "misses"), GOALS_NO_LESSON_USES)
def test_goal_parameters_no_lesson_uses_yet(lesson_id: str, goal: Goal, meets: str, misses: str) -> None:
    item = replace(lesson(lesson_id), goal=goal)
    assert check(item, meets).met
    missed = check(item, misses)
    assert not missed.met and missed.reason == (NEW_SECTION_ON if goal.square else REASONS[goal.kind])


def test_draw_stock_goal() -> None:
    upcard = lesson("gin-upcard")
    assert upcard.deal is not None
    item = replace(upcard, goal=Goal(GoalKind.DRAW_STOCK), deal=replace(upcard.deal, phase="draw"))
    assert check(item, "draw stock").met and not check(item, "take upcard").met


def test_the_verdict_carries_the_engines_breakdown_and_reason() -> None:
    gin = check(lesson("gin"), lesson("gin").solution)
    assert gin.score is not None and gin.score.gin and gin.score.total == 196
    illegal = check(lesson("first-meld"), "play A1:7S B1:7H C1:7D")
    assert illegal.reason == NOT_LEGAL and isinstance(illegal.error, IllegalPlay)
    assert check(lesson("melds"), "play G8:QS H8:KS I8:AS").reason == NOT_IN_RACK
    assert check(lesson("exchange"), "exchange KD").reason == NOT_IN_RACK
    assert check(lesson("exchange"), "exchange AS 2C").met  # any exchange returning the ace
    passing = check(lesson("exchange"), "pass")  # 8 tiles after the draw: no pass
    assert passing.reason == NOT_LEGAL and isinstance(passing.error, IllegalAction)


@pytest.mark.parametrize("item", by_game(GameName.GINNYO), ids=lambda item: item.id)
def test_a_ginnyo_lesson_is_a_whole_game_where_the_solution_plays(item: Lesson) -> None:
    game = ginnyo_game(item)
    view = game.view(0)
    assert view.current == 0 and view.board == board(item) and sorted(view.rack.split()) == sorted(item.rack.split())
    assert sum(view.rack_sizes) + view.pile_size + len(board(item).cells) == 54 and view.log == ()
    turn = game.apply(item.solution)
    score = check(item, item.solution).score
    assert turn.score == (score.total if score else 0) and game.current == 1


def test_from_position_needs_the_tiles_of_one_set() -> None:
    names = ("You", "Computer")
    with pytest.raises(InvalidPosition, match="no 7H left"):
        Game.from_position(names, "G8:7S H8:7H I8:7D", "7H 2C")
    with pytest.raises(InvalidPosition, match="no \\* left"):
        Game.from_position(names, "G8:7S H8:*7H I8:7D", "* * 2C")
    with pytest.raises(InvalidPosition, match="at most 8"):
        Game.from_position(names, "", "AS 2S 3S 4S 5S 6S 7S 8S 9S")
    four = Game.from_position(("A", "B", "C", "D"), "", "AS AS")  # two sets: two of each card
    assert four.view(0).rack_sizes == (2, 7, 7, 7) and four.view(0).pile_size == 108 - 23


def test_gin_rummy_lessons_start_from_their_deal() -> None:
    game = gin_game(lesson("gin-upcard"))
    view = game.view(0)
    assert view.phase is Phase.FIRST and view.current == 0 and view.doubled and view.discards == ("7S",)
    knocked = gin_game(lesson("gin-lay-off")).view(0)
    assert knocked.phase is Phase.LAYOFF and knocked.knock is not None and knocked.knock.deadwood == 8
    drawn = gin_game(lesson("gin-upcard"))
    drawn.apply("pass")
    drawn.apply("pass")
    drawn.apply("draw stock")
    assert "KD" in drawn.view(0).hand  # the stock's known top card


def test_gin_rummy_verdicts_give_the_deadwood() -> None:
    assert check(lesson("gin-melds"), "discard KD").deadwood == 21
    assert check(lesson("gin-melds"), "discard 5S").deadwood == 41
    assert check(lesson("gin-undercut"), "done").deadwood == 12
    assert check(lesson("gin-upcard"), "take upcard").deadwood is None


def test_from_deal_checks_the_cards() -> None:
    names = ("You", "Computer")
    hand, other = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S", "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H"
    game = GinGame.from_deal(names, (hand, other), "KC", "QC JC")
    assert game.current == 0 and game.dealer == 1 and len(game.stock) == 52 - 21
    game.apply("draw stock")
    assert "QC" in game.view(0).hand
    with pytest.raises(ValueError, match="twice"):
        GinGame.from_deal(names, (hand, other), "AS")
    with pytest.raises(ValueError, match="11 cards"):
        GinGame.from_deal(names, (hand, other), "KC", phase=Phase.DISCARD)


def test_malformed_lessons_are_refused() -> None:
    good = {
        "id": "x",
        "game": "ginnyo",
        "title": "T",
        "text": "T",
        "position": "",
        "rack": "5S",
        "highlight": [],
        "goal": {"kind": "gin"},
        "solution": "pass",
        "wrong": "pass",
    }
    assert parse_lesson(good, GameName.GINNYO).goal.as_dict() == {"kind": "gin"}
    for bad in (
        {**good, "game": "gin"},
        {**good, "goal": {"kind": "fly"}},
        {**good, "goal": {"kind": "score_at_least", "points": "ten"}},
        {**good, "extra": 1},
        {**good, "highlight": "H8"},
        {**good, "deal": {"opponent": ""}},
    ):
        with pytest.raises(LessonError):
            parse_lesson(bad, GameName.GINNYO)
    with pytest.raises(LessonError, match="deal"):
        parse_lesson({**good, "game": "gin"}, GameName.GIN)


def run_cli(*args: str) -> str:
    out = subprocess.run([sys.executable, "-m", "ginnyo", "lessons", *args], capture_output=True, text=True, check=True)
    return out.stdout


def test_the_command_lists_every_lesson_as_json() -> None:
    listed = json.loads(run_cli("--json"))
    assert [entry["id"] for entry in listed] == IDS
    keys = {"id", "game", "title", "position", "rack", "goal", "solution"}
    assert all(keys <= set(entry) for entry in listed)
    bonuses = listed[IDS.index("bonuses")]
    assert bonuses["goal"] == {"kind": "score_at_least", "points": 40} and bonuses["title"] == "Bonus squares"
    assert listed[IDS.index("gin-lay-off")]["deal"]["opponent_moves"] == ["knock 9S"]


def test_the_command_lists_every_lesson_as_text() -> None:
    text = run_cli()
    assert all(f"{item.id} [{item.game}] {item.title}" in text for item in ALL)
    assert "  goal: kind=score_at_least points=40\n" in text and "  solution: play H9:8H H10:9H\n" in text


@pytest.mark.parametrize("language", ["sv", "it", "mr"])
def test_every_lesson_text_is_translated(language: str) -> None:
    """Titles, texts and reasons are msgids: in the template, and translated (not fuzzy) in every catalog."""
    template = {m.id for m in catalogs.read(ROOT / catalogs.LOCALE / f"{catalogs.DOMAIN}.pot")}
    catalog = catalogs.read(catalogs.po_path(ROOT, language))
    texts = [text for item in ALL for text in (item.title, item.text)] + list(MESSAGES)
    for text in texts:
        found = catalog.get(text)
        assert text in template and found is not None and found.string and not found.fuzzy, (language, text)
    assert len({catalog.get(item.text).string for item in ALL}) == len(ALL)  # no text left in another's words
