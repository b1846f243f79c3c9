"""The rules pages' figures (`ginnyo_dev/rules_figures.py`): up to date, legal, linked to real lessons,
the same in every language, and worded for screen readers in the page's language."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ginnyo.lessons import GameName, check, lesson, lessons
from ginnyo.rules import Board
from ginnyo_dev import rules_figures
from ginnyo_dev.rules_figures import FIGURES, PAGES, Figure, marked

REPO_ROOT = Path(__file__).resolve().parent.parent
LABEL = re.compile(r'data-figure="([\w-]+)"><div class="fig-(?:board|hand)" role="img" aria-label="([^"]+)"')
TRY = re.compile(r'<a class="try" href="\./index\.html#learn=([\w-]+)">')


def page(lang: str) -> str:
    return (REPO_ROOT / PAGES[lang]).read_text(encoding="utf-8")


def test_the_committed_pages_are_up_to_date() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ginnyo", "rules-figures", "--check"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_check_reports_a_stale_page(tmp_path: Path) -> None:
    locale = Path("ginnyo", "web", "words", "locale")
    shutil.copytree(REPO_ROOT / locale, tmp_path / locale)
    for name in PAGES.values():
        (tmp_path / name).write_text(page("en" if name == "rules.html" else "sv"), encoding="utf-8")
    # The English page is current; the copy of the Swedish page under the other names is not.
    assert rules_figures.run(tmp_path, check_only=True) == ["rules.it.html", "rules.mr.html"]


@pytest.mark.parametrize("figure", FIGURES, ids=lambda f: f.id)
def test_every_figure_is_legal_per_the_engine(figure: Figure) -> None:
    if figure.gin_rummy:
        verdict = check(lesson(figure.lesson), lesson(figure.lesson).solution)
        assert verdict.error is None and verdict.met
        return
    position, play = figure.notation()
    score = Board.from_notation(position).check(play)  # raises when illegal
    assert score.total > 0
    drawn = page("en").split(f'data-figure="{figure.id}"')[1].split("</figure>")[0]
    assert f"= <strong>{score.total}</strong>" in drawn


def test_the_worked_examples_score_what_the_text_says() -> None:
    totals = {f.id: Board.from_notation(f.position).check(f.play).total for f in FIGURES if f.play}
    assert totals == {"example-orange": 24, "example-add": 10, "example-gin": 196}


def test_every_try_it_opens_a_lesson_that_exists() -> None:
    ids = {item.id for item in lessons()}
    for lang in PAGES:
        linked = TRY.findall(page(lang))
        assert linked == [f.lesson for f in FIGURES if marked(page(lang)).count(f.id)], lang
        assert set(linked) <= ids


def test_the_four_pages_have_the_same_figures() -> None:
    english = marked(page("en"))
    assert sorted(english) == sorted(f.id for f in FIGURES)
    assert len(set(english)) == len(english)
    for lang in PAGES:
        assert marked(page(lang)) == english, lang
        assert [m[0] for m in LABEL.findall(page(lang))] == english, lang


def test_labels_word_the_notation_in_the_pages_language() -> None:
    labels = {lang: dict(LABEL.findall(page(lang))) for lang in PAGES}
    assert labels["en"]["example-orange"] == (
        "Board C1 to G5. On the board: 4 of spades on E2, 4 of hearts on E3, 3 of diamonds on D4, "
        "4 of diamonds on E4, 5 of diamonds on F4. Played: 3 of spades on D2, 5 of spades on F2 (orange). Scores 24."
    )
    assert labels["sv"]["example-gin"].endswith("Ger 196 poäng, med gin.")
    assert "jolly come 10 di picche in G10" in labels["it"]["joker"]
    assert labels["mr"]["run"].startswith("बोर्ड F7 ते J9. रिकामा बोर्ड.")
    assert "Deadwood: 3 of clubs, 3 points. Knocks, discarding king of hearts." in labels["en"]["gin-knock"]
    for lang in PAGES:
        assert all(label == label.strip() and "{" not in label for label in labels[lang].values())
        # every language tells every figure apart
        assert len(set(labels[lang].values())) == len(FIGURES)


def test_figures_cover_both_games() -> None:
    games = {lesson(f.lesson).game for f in FIGURES}
    assert games == {GameName.GINNYO, GameName.GIN}
