"""Every lesson says what is true: its goal text, highlight and verdicts agree with the engine.

A lesson is checked against the engine, not against itself: the square or score its text names is what
the engine computes for its answer, the marks are the answer's squares or cards (never the trap's), a
verdict that says "does not make gin" is impossible when the engine counts no deadwood, "Well done!" needs
an answer that scores, and no text the lessons show, in any language, has doubled punctuation.
"""

from __future__ import annotations

import re

import pytest
from test_lessons import ROOT

from ginnyo.ginrummy import parse_action as parse_gin_action
from ginnyo.ginrummy.cards import name as card_name
from ginnyo.lessons import MESSAGES, REASONS, GameName, GoalKind, Lesson, Verdict, check, lesson, lessons
from ginnyo.rules import parse_action
from ginnyo.rules.actions import EXCHANGE
from ginnyo.rules.layout import square_name
from ginnyo.web.words import learn as words
from ginnyo.web.words.learn import verdict_lines
from ginnyo_dev.buildtools import catalogs

ALL = lessons()
IDS = [item.id for item in ALL]
LANGUAGES = ("sv", "it", "mr")


def numbered(at: int) -> Lesson:
    """The lesson as the page numbers it ("Lesson 7 of 17")."""
    return ALL[at - 1]


def marks(item: Lesson, action: str) -> set[str]:
    """What an action touches, as a highlight names it: a play's squares, an exchange's tiles, a card."""
    if item.game is GameName.GIN:
        parsed = parse_gin_action(action)
        if parsed.card >= 0:
            return {card_name(parsed.card)}
        return {item.position.split()[-1]} if action == "take upcard" else set()
    parsed_play = parse_action(action)
    if parsed_play.kind == EXCHANGE:
        return set(parsed_play.tiles)
    return {square_name(p.square) for p in parsed_play.placements}


def tried(item: Lesson) -> list[tuple[str, Verdict]]:
    nothing = "play" if item.game is GameName.GINNYO else "pass"
    return [(action, check(item, action)) for action in (item.solution, item.wrong, nothing)]


def doubled(text: str) -> str | None:
    """The doubled punctuation in `text`: the same mark twice in a row, or two colons in one sentence."""
    found = re.search(r"([.:;,!?])\s*\1", text)
    if found:
        return found.group(0)
    for sentence in re.split(r"(?<=[.!?।])\s+", text):
        if sentence.count(":") > 1:
            return sentence
    return None


# The reported bugs, each by the lesson's number on the page.


def test_lesson_7_names_the_square_it_asks_for_when_a_play_opens_another() -> None:
    item = numbered(7)
    assert item.goal.kind is GoalKind.NEW_SECTION and item.goal.square in item.text
    verdict = check(item, "play D11:4C D12:5C D13:6C")  # a new section, on the red D12
    assert not verdict.met
    assert item.goal.square in verdict_lines(verdict, False)[0]


def test_lesson_9_marks_its_answer_not_the_trap() -> None:
    item = numbered(9)
    assert marks(item, item.solution) <= set(item.highlight)
    assert not marks(item, item.wrong) & set(item.highlight)


def test_lesson_15_never_says_no_gin_when_the_deadwood_is_0() -> None:
    item = numbered(15)
    verdict = check(item, "discard KH")
    assert not verdict.met and verdict.deadwood == 0
    assert verdict.reason != REASONS[GoalKind.GIN] and "gin" in verdict.reason


def test_lesson_6_refuses_a_joker_play_that_scores_0() -> None:
    verdict = check(numbered(6), "play F8:*QC")
    assert verdict.score is not None and verdict.score.total == 0
    assert not verdict.met and words.WELL_DONE not in verdict_lines(verdict, False)


def test_a_reason_with_a_colon_is_not_put_after_another() -> None:
    verdict = check(lesson("bonuses"), lesson("bonuses").wrong)
    assert doubled(verdict_lines(verdict, False)[0]) is None


# Every lesson, against the engine.


@pytest.mark.parametrize("item", ALL, ids=IDS)
def test_the_highlight_is_the_answers(item: Lesson) -> None:
    """At least one mark is the solution's; the trap's own squares or cards are never all marked."""
    highlight = set(item.highlight)
    answer = marks(item, item.solution)
    assert highlight & answer, (item.highlight, item.solution)
    trap = marks(item, item.wrong) - answer
    assert not trap or not trap <= highlight, (item.highlight, item.wrong)


@pytest.mark.parametrize("item", ALL, ids=IDS)
def test_the_goal_text_names_what_the_engine_computes(item: Lesson) -> None:
    goal = item.goal
    answer = check(item, item.solution)
    if goal.kind is GoalKind.NEW_SECTION:
        assert answer.score is not None and square_name(answer.score.section) == goal.square
        assert re.search(rf"\b{goal.square}\b", item.text)
    if goal.kind is GoalKind.SCORE_AT_LEAST:
        assert answer.score is not None and answer.score.total >= goal.points
        assert f"{goal.points} points" in item.text
    if goal.kind is GoalKind.DEADWOOD_AT_MOST:
        assert answer.deadwood is not None and answer.deadwood <= goal.deadwood
        assert f"{goal.deadwood}" in item.text
    scores = {v.score.total for _, v in tried(item) if v.score is not None}
    for claimed in re.findall(r"(\d+)-point", item.text):
        assert int(claimed) in scores, (claimed, scores)


@pytest.mark.parametrize("item", ALL, ids=IDS)
def test_every_verdict_agrees_with_the_engine(item: Lesson) -> None:
    for action, verdict in tried(item):
        if verdict.reason == REASONS[GoalKind.GIN]:
            assert verdict.deadwood != 0 and not (verdict.score and verdict.score.gin), action
        if verdict.met and verdict.score is not None:
            assert verdict.score.total > 0, action
            assert verdict.score.total >= item.goal.points, action
            assert verdict.score.gin or item.goal.kind is not GoalKind.GIN, action
        if verdict.met and item.goal.kind is GoalKind.DEADWOOD_AT_MOST:
            assert verdict.deadwood is not None and verdict.deadwood <= item.goal.deadwood
        for line in verdict_lines(verdict, item.game is GameName.GIN):
            assert doubled(line) is None, (action, line)


def test_no_lesson_text_has_doubled_punctuation_in_any_language() -> None:
    english = [text for item in ALL for text in (item.title, item.text)] + list(MESSAGES)
    english += [words.NOT_YET.format(reason=reason) for reason in MESSAGES]
    for text in english:
        assert doubled(text) is None, text
    for language in LANGUAGES:
        catalog = catalogs.read(catalogs.po_path(ROOT, language))
        translated = catalog.get(words.NOT_YET)
        assert translated is not None
        for text in english:
            found = catalog.get(text)
            shown = found.string if found is not None else ""
            if text in MESSAGES:
                shown = translated.string.format(reason=shown)
            assert doubled(shown) is None, (language, shown)
