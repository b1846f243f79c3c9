"""Players' names and the size of records: one check for the new-game form, records and links."""

from __future__ import annotations

import unicodedata
from typing import Literal

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ginnyo.ginrummy import Game as GinGame
from ginnyo.ginrummy import record as gin_record
from ginnyo.rules import Game, RecordError, record
from ginnyo.rules.errors import InvalidName, NameRule, RecordNameError, TooManyActions
from ginnyo.rules.link import from_link, to_link
from ginnyo.rules.names import JOINERS, MAX_NAME, ZERO_WIDTH, check_names

HIDDEN = ["\u202e", "\u202a", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c", "\x00", "\x1b", "\x7f"]


def test_names_are_kept_trimmed_with_single_spaces() -> None:
    assert check_names(["  Ann ", "Bob\t  Smith", "Zoë 🎲"]) == ("Ann", "Bob Smith", "Zoë 🎲")


@pytest.mark.parametrize(
    ("names", "rule", "seat", "message"),
    [
        (["Ann", "  "], NameRule.BLANK, 1, "player 2 needs a name"),
        (["x" * (MAX_NAME + 1), "Bob"], NameRule.TOO_LONG, 0, f"player 1 is longer than {MAX_NAME} characters"),
        (["Ann", "Bob", "ann "], NameRule.DUPLICATE, 2, "two players are named ann"),
        *[(["Ann", f"B{c}ob"], NameRule.HIDDEN, 1, "control or text-direction") for c in HIDDEN],
    ],
)
def test_refused_names_say_which_rule_and_which_player(
    names: list[str], rule: NameRule, seat: int, message: str
) -> None:
    with pytest.raises(InvalidName, match=message) as refused:
        check_names(names)
    assert (refused.value.rule, refused.value.seat) == (rule, seat)


def test_a_name_may_hold_joiners_and_marks_of_any_script() -> None:
    """Only controls and direction marks are refused: an emoji sequence or a name in Arabic is kept."""
    names = ("👩\u200d💻", "سارة")
    assert check_names(names) == names


NAMES = st.text(st.characters(categories=("L", "M", "N", "Zs", "So")), min_size=1, max_size=MAX_NAME // 2)
INVISIBLE = st.lists(st.tuples(st.integers(0, MAX_NAME), st.sampled_from(sorted(ZERO_WIDTH | JOINERS))), max_size=5)


@given(NAMES, INVISIBLE, st.sampled_from(["NFC", "NFD"]))
@example("Ann", [(2, "\u200b")], "NFC")
@example("Zoë", [], "NFD")
def test_names_that_differ_only_by_invisible_characters_or_composition_are_one_player(
    name: str, hidden: list[tuple[int, str]], form: Literal["NFC", "NFD"]
) -> None:
    """ "Ann" and "An\u200bn" (or a composed and a decomposed "Zoë") look the same: the second is refused as the
    first's name again, and a name holds no zero-width character once kept."""
    disguised = unicodedata.normalize(form, name)
    for at, char in hidden:
        disguised = disguised[:at] + char + disguised[at:]
    try:
        (kept,) = check_names([name])
    except InvalidName:
        return  # blank: the disguise is refused as blank as well
    assert not ZERO_WIDTH & set(kept) and check_names([kept]) == (kept,)
    with pytest.raises(InvalidName) as refused:
        check_names([name, disguised])
    assert (refused.value.rule, refused.value.seat) == (NameRule.DUPLICATE, 1)


def ginnyo_record(names: tuple[str, ...]) -> dict[str, object]:
    game = Game(("A", "B"), seed=3)
    game.apply(game.legal_actions()[0])
    data = record.to_record(game)
    data["players"] = [{"name": n, "kind": "human"} for n in names]
    return data


def gin_match_record(names: tuple[str, str]) -> dict[str, object]:
    game = GinGame(("A", "B"), seed=3)
    data = gin_record.to_record(game)
    data["players"] = [{"name": n, "kind": "human"} for n in names]
    return data


@pytest.mark.parametrize(
    ("names", "rule"),
    [(("Ann", ""), NameRule.BLANK), (("Ann", "ANN"), NameRule.DUPLICATE), (("Ann", "\u202eboB"), NameRule.HIDDEN)],
)
def test_records_and_links_of_both_games_refuse_the_names_the_form_refuses(
    names: tuple[str, str], rule: NameRule
) -> None:
    for data, load in ((ginnyo_record(names), record.from_record), (gin_match_record(names), gin_record.from_record)):
        for source in (data, from_link(to_link(data))):
            with pytest.raises(RecordNameError, match="the save is damaged") as refused:
                load(source)
            assert refused.value.refusal.rule is rule
            assert isinstance(refused.value, RecordError)


def test_records_keep_good_names() -> None:
    game, _ = record.from_record(ginnyo_record(("Ann", "Bob")))
    match, _ = gin_record.from_record(gin_match_record(("Ann", "Bob")))
    assert game.names == match.names == ("Ann", "Bob")


def test_a_record_with_too_many_actions_is_refused_before_any_replay() -> None:
    for data, load, limit in (
        (ginnyo_record(("A", "B")), record.from_record, record.MAX_ACTIONS),
        (gin_match_record(("A", "B")), gin_record.from_record, gin_record.MAX_ACTIONS),
    ):
        data["actions"] = ["nonsense"] * (limit + 1)
        with pytest.raises(TooManyActions, match=f"more than the {limit}") as refused:
            load(data)
        assert refused.value.params == {"actions": str(limit + 1), "limit": str(limit)}
