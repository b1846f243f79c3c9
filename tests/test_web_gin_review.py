"""The Gin Rummy match review without a browser: opened and closed by `update`, filled by the
computer's typed review (`choice.gin_review`, as the analyst asks it), and its view (sections, rows, chart
geometry) checked against `ginnyo.ginrummy.coach.analyse` on the golden matches. Only your decisions (seat 0)
ever show."""

from __future__ import annotations

import pytest
from computer_turns import gin_review_found
from gin_golden import MATCHES
from test_gin_coach import golden
from test_gin_web import computer_turn, my_event, start
from test_web_update import run

from ginnyo.ginrummy.coach import analyse
from ginnyo.rules.steps import drain
from ginnyo.web.common import effects as fx
from ginnyo.web.common.answers import Failed, Reviewed
from ginnyo.web.common.charts import MAX_BAR, every
from ginnyo.web.common.effects import FindGinReview
from ginnyo.web.common.enums import Dialog
from ginnyo.web.common.events import KeyEscape
from ginnyo.web.computer import choice
from ginnyo.web.computer.choice import ReviewAsked
from ginnyo.web.review.rummy_events import CloseGinReview, GinReviewFound, OpenGinReview
from ginnyo.web.review.rummy_view import GinReviewView, gin_review_view
from ginnyo.web.rummy.session import GinSession
from ginnyo.web.shell import events as ev
from ginnyo.web.shell.state import UiState
from ginnyo.web.words.rummy import gin_result_text
from ginnyo.web.words.rummy_review import NOT_YET, gin_action_text


def finished(match: str) -> UiState:
    """A golden match read back as your save (seat 0 is "you"): its last result on show."""
    state, _ = run(UiState(), ev.Resume(GinSession(golden(match), "baseline")))
    assert state.dialog is Dialog.GIN_RESULT
    return state


def answer(find: FindGinReview, hand: int | None = None) -> GinReviewFound:
    """The computer's quick answer (every hand, no advice), or its advice on your decisions in `hand` (from 1)."""
    return gin_review_found(find, ReviewAsked() if hand is None else ReviewAsked(True, hand - 1, hand, 0))


def shown(state: UiState) -> GinReviewView | None:
    """The review dialog as the page shows it for `state`."""
    return gin_review_view(state.gin_review, state.dialog, None if state.rummy is None else state.rummy.session.game)


def view(state: UiState) -> GinReviewView:
    review = shown(state)
    assert review is not None
    return review


def test_the_computer_answers_a_match_hand_by_hand() -> None:
    game = golden("gin-hard-baseline")
    actions = list(game.actions)
    quick = drain(choice.gin_review(game, ReviewAsked()))
    assert quick == Reviewed(0, False, tuple(analyse(game, advice=False)))
    one = drain(choice.gin_review(game, ReviewAsked(True, 1, 2, 0)))
    assert one == Reviewed(1, True, tuple(analyse(game, hand=2, seat=0)))
    for first, stop in ((1, 3), (1, None)):  # two hands, or all from the second: neither is asked
        with pytest.raises(ValueError, match="whole or a hand at a time"):
            drain(choice.gin_review(game, ReviewAsked(True, first, stop)))
    assert game.actions == actions  # the match reviewed is never changed


@pytest.mark.parametrize("match", MATCHES)
def test_the_review_fills_hand_by_hand_as_the_coach_reviews_it(match: str) -> None:
    state = finished(match)
    assert state.rummy is not None and state.rummy.can_review(state.thinking, state.dialog)
    game = state.rummy.session.game
    state, effects = run(state, OpenGinReview())
    assert effects == [FindGinReview(state.rummy.session.to_json(), game, 0)]
    find = effects[0]
    assert isinstance(find, FindGinReview)
    assert (
        state.dialog is Dialog.GIN_REVIEW and view(state).hands == () and view(state).status == "Reviewing the match…"
    )
    state, _ = run(state, answer(find))
    reviews = analyse(game)
    names = game.names
    shown = view(state)
    assert [s.number for s in shown.hands] == [h.number for h in reviews] == list(range(1, len(game.results) + 1))
    assert [s.result for s in shown.hands] == [gin_result_text(names, r) for r in game.results]
    assert shown.status == f"Asking the expert: hand 1 of {len(reviews)}…" and shown.progress == (0, len(reviews))
    for section, hand in zip(shown.hands, reviews, strict=True):  # before the advice: the discards that kept extra
        mine = [d for d in hand.decisions if d.seat == 0]
        assert [r.number for r in section.rows] == [d.number for d in mine if d.extra > 0]
        assert all(r.advice == NOT_YET for r in section.rows) and "still thinking" in section.agreement
    for number in range(1, len(reviews) + 1):
        state, _ = run(state, answer(find, number))
    shown = view(state)
    assert shown.status == "Review complete." and shown.progress == (len(reviews), len(reviews))
    for section, hand in zip(shown.hands, reviews, strict=True):
        mine = [d for d in hand.decisions if d.seat == 0]
        differ = [d for d in mine if not d.agrees or d.extra > 0]
        assert [(r.number, r.played, r.advice) for r in section.rows] == [
            (d.number, gin_action_text(d.played), gin_action_text(d.advice)) for d in differ
        ]
        agreed = sum(d.agrees for d in mine)
        assert f"agrees with {agreed} of your {len(mine)} decision" in section.agreement
    extra = [sum(d.extra for d in h.decisions if d.seat == 0) for h in reviews]
    chart = shown.extra
    assert chart is not None and (chart.axes.x_name, chart.axes.y_name) == ("Hand", "Points")
    assert int(chart.axes.y_ticks[-1].label) >= max(extra) and chart.axes.y_ticks[0].label == "0"
    assert [t.label for t in chart.axes.x_ticks] == [str(n) for n in range(1, len(extra) + 1)][:: every(len(extra))]
    assert [b.label for b in chart.bars] == [str(e) for e in extra]
    assert all(0 < b.width <= MAX_BAR for b in chart.bars) and [b.x for b in chart.bars] == sorted(
        b.x for b in chart.bars
    )
    heights = {e: b.height for e, b in zip(extra, chart.bars, strict=True)}  # the more deadwood, the taller
    assert [heights[e] for e in sorted(heights)] == sorted(heights.values())
    assert chart.desc.endswith(": " + ", ".join(map(str, extra)) + ".")
    scores = shown.scores
    assert scores is not None and len(scores.lines) == 2
    assert [len(line.points.split()) for line in scores.lines] == [len(game.results) + 1] * 2
    assert int(scores.axes.y_ticks[-1].label) >= max(max(r.scores) for r in game.results)
    for seat in (0, 1):
        assert ", ".join(str(s) for s in (0, *(r.scores[seat] for r in game.results))) in scores.desc


def test_escape_goes_back_to_the_result_and_the_review_is_kept() -> None:
    state, effects = run(finished("gin-hard-baseline"), OpenGinReview())
    [find] = effects
    state, _ = run(state, answer(find), answer(find, 1))
    closed, effects = run(state, KeyEscape())
    assert closed.dialog is Dialog.GIN_RESULT and effects == [] and shown(closed) is None
    again, effects = run(closed, OpenGinReview())  # it goes on from the second hand
    assert effects == [FindGinReview(find.record, find.game, 1)] and again.gin_review == state.gin_review
    assert run(again, CloseGinReview())[0].dialog is Dialog.GIN_RESULT
    stale, effects = run(state, GinReviewFound("{}", Reviewed(0, False, ())))
    assert stale == state and effects == []
    failed, effects = run(state, GinReviewFound(find.record, Failed("boom")))
    assert view(failed).status == "The review could not be finished." and isinstance(effects[0], fx.Warn)
    assert "boom" in effects[0].text


def test_mid_match_only_your_decisions_show_and_the_hand_in_play_is_marked() -> None:
    state = start(4)
    while state.rummy is not None and not (state.rummy.my_turn and len(state.rummy.session.game.actions) > 6):
        state = computer_turn(state) if state.thinking else run(state, my_event(state))[0]
    assert state.rummy is not None and state.rummy.can_review(state.thinking, state.dialog)
    game = state.rummy.session.game
    state, [find] = run(state, OpenGinReview())
    assert isinstance(find, FindGinReview)
    state, _ = run(state, answer(find), answer(find, 1))
    [hand] = view(state).hands
    assert hand.result == "Still being played: only your decisions so far are reviewed." and hand.scores == ""
    [reviewed] = analyse(game, seat=0)
    mine = [d for d in reviewed.decisions if d.seat == 0]
    assert [r.number for r in hand.rows] == [d.number for d in mine if not d.agrees or d.extra > 0]
    computers = {d.number for d in reviewed.decisions if d.seat == 1}
    assert computers and not computers & {r.number for r in hand.rows}
    assert view(state).scores is None  # no hand has ended yet
    closed, _ = run(state, KeyEscape())
    assert closed.dialog is None and closed.rummy is not None and closed.rummy.my_turn
