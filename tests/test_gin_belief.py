"""The belief's calibration tool: log loss per unknown card of the opponent's hand, beside knowing nothing."""

from __future__ import annotations

import json

import pytest

from ginnyo_dev.gin_belief import calibration, log_loss, main


def test_a_belief_that_deals_uniformly_scores_as_knowing_nothing() -> None:
    """No doubt and no kept hands: every unknown card is dealt alike, so the loss is the uniform one's."""
    result = calibration(1.0, 0.0, 1, 200)
    assert result["positions"] > 10
    assert result["belief"] == pytest.approx(result["uniform"], abs=0.01)


def test_a_hand_kept_for_melding_predicts_better_than_knowing_nothing() -> None:
    result = calibration(1.0, 0.5, 2, 100)
    assert result["belief"] < result["uniform"] - 0.01


def test_log_loss_punishes_a_confident_miss() -> None:
    assert log_loss(0.9, True) < log_loss(0.5, True) < log_loss(0.1, True)
    assert log_loss(0.1, False) == log_loss(0.9, True)


def test_the_command_prints_the_fields_it_used(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(['{"keen": 0.5}', "--matches", "1", "--deals", "20"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["fields"] == {"doubt": 0.6, "keen": 0.5} and out["positions"] > 10 and 0 < out["uniform"] < 1
