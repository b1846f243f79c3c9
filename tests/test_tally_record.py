"""Score sheet records (versioned JSON, refused with a reason when damaged) and the CSV export."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest

from ginnyo.rules.errors import RecordError, RecordNameError, TooManyActions
from ginnyo.rules.record import MAX_ACTIONS
from ginnyo.tally import CsvWords, NoPlay, Remains, Setup, Tally, parse_entry, parse_tiles, to_csv
from ginnyo.tally.record import VERSION, from_json, loads, to_json


def ended() -> Tally:
    """Three players, dark tiles, a turn marked after a correction, and every rack entered."""
    tally = Tally.new(Setup(("Ann", "Bo, Jr.", '=HYPERLINK("x")'), idle_rounds=1))
    for text in ("G8:5H H8:5S/d I8:5D", "J8:5C", "D4:2S D5:3S/d D6:4S"):
        tally = tally.with_entry(parse_entry(text))
    tally = tally.corrected(0, parse_entry("G8:5H H8:6H I8:7H"))  # Bo's J8:5C no longer fits
    for _ in range(3):  # a round without a play: the idle rule (1 round) ends the game
        tally = tally.with_entry(NoPlay(exchange=True))
    return (
        tally.with_remains(Remains(2, points=7))
        .with_remains(Remains(0, parse_tiles("AS */d")))
        .with_remains(Remains(1, points=0))
    )


def test_a_sheet_round_trips_with_its_marked_turn_and_the_order_of_its_remains() -> None:
    tally = ended()
    data = to_json(tally)
    assert data["version"] == VERSION and data["entries"][1] == "J8:5C" and data["entries"][-1] == "exchange"
    assert [r["seat"] for r in data["remains"]] == [2, 0, 1] and data["remains"][1]["tiles"] == "AS */d"
    back = loads(json.dumps(data))
    assert back == tally and back.final() == tally.final() and back.lines()[1].problem is not None
    assert back.undo() == tally.undo()


def test_a_fresh_sheet_round_trips() -> None:
    tally = Tally.new(Setup(("A", "B", "C", "D"), starter=3))
    assert from_json(to_json(tally)) == tally


def damaged(**changes: Any) -> dict[str, Any]:
    data = to_json(ended())
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        ([], "not a Ginny-O score sheet"),
        (damaged(format="ginnyo-record"), "not a Ginny-O score sheet"),
        (damaged(version=2), "version 2 is not supported"),
        (damaged(players="Ann"), "players are invalid"),
        (damaged(players=["A", "B", "C", "D", "E"]), "2 to 4 players"),
        (damaged(decks=3), "setup is invalid"),
        (damaged(starter=True), "setup is invalid"),
        (damaged(idle_rounds=None), "setup is invalid"),
        (damaged(entries="pass"), "turns are invalid"),
        (damaged(entries=["x" * 161]), "turns are invalid"),
        (damaged(entries=["G8:5H", "H8:XX"]), "action 2 ('H8:XX') cannot be replayed"),
        (damaged(summary={"turns": 7, "totals": [18, 0, 0]}), "summary does not match"),
        (damaged(summary=None), "summary does not match"),
        (damaged(remains={}), "tiles left are invalid"),
        (damaged(remains=[{"seat": 0, "points": 1, "tiles": "5H"}]), "entry of tiles left is invalid"),
        (damaged(remains=[{"seat": 9, "points": 1}]), "entry of tiles left is invalid"),
        (damaged(remains=[{"seat": 0, "points": 1.5}]), "entry of tiles left is invalid"),
        (damaged(remains=[{"seat": 0, "tiles": "5H 9Z"}]), "tiles left 1 cannot be entered: '9Z' is not a card"),
        (damaged(remains=[{"seat": 0, "tiles": "7H"}]), "tiles left 1 cannot be entered: the light 7♥ is on the board"),
        (damaged(remains=[{"seat": 0, "points": 500}]), "tiles left 1 cannot be entered"),
    ],
)
def test_a_damaged_record_is_refused_with_its_reason(data: object, reason: str) -> None:
    with pytest.raises(RecordError, match=re.escape(reason)):
        from_json(data)


def test_remains_of_a_game_not_over_are_damage() -> None:
    data = to_json(Tally.new(Setup(("A", "B"))))
    data["remains"] = [{"seat": 0, "points": 3}]
    with pytest.raises(RecordError, match="once the game is over"):
        from_json(data)


def test_refused_names_and_deep_or_long_records_say_why() -> None:
    with pytest.raises(RecordNameError) as caught:
        from_json(damaged(players=["Ann", "ANN", "Cy"]))
    assert caught.value.refusal.seat == 1
    with pytest.raises(TooManyActions):
        from_json(damaged(entries=["exchange"] * (MAX_ACTIONS + 1)))
    with pytest.raises(RecordError, match="levels deep"):
        loads("[" * 100 + "]" * 100)
    with pytest.raises(RecordError, match="not valid JSON"):
        loads("{")


WORDS = CsvWords("Tur", "Spelare", "Drag", "Poäng", "Pass", "Byte", "rätta", "Straff", "Summa")


def test_the_csv_has_a_row_a_turn_then_penalties_and_totals_in_the_callers_words() -> None:
    tally = ended()
    rows = list(csv.reader(io.StringIO(to_csv(tally, WORDS))))
    assert rows[0] == ["Tur", "Spelare", "Drag", "Poäng", "Ann", "Bo, Jr.", '\'=HYPERLINK("x")']
    assert rows[1] == ["1", "Ann", "G8:5H H8:6H I8:7H", "18", "18", "0", "0"]
    assert rows[2][1:4] == ["Bo, Jr.", "J8:5C (rätta)", "0"]
    assert rows[3][1] == '\'=HYPERLINK("x")' and rows[4][2] == "Byte"
    final = tally.final()
    assert final is not None
    assert rows[-2] == ["", "Straff", "", "", *(str(-p) for p in final.penalties)]
    assert rows[-1] == ["", "Summa", "", "", *(str(t) for t in final.totals)]
    assert len(rows) == 1 + len(tally.lines()) + 2


def test_the_csv_quotes_as_rfc_4180_says_and_has_no_final_rows_before_the_end() -> None:
    tally = Tally.new(Setup(('Ann "the ace"', "Bo"))).with_entry(NoPlay(exchange=True))
    text = to_csv(tally, CsvWords())
    assert text == 'Turn,Player,Play,Points,"Ann ""the ace""",Bo\r\n1,"Ann ""the ace""",Exchange,0,0,0\r\n'
