"""The rules pages' pictures: every example drawn as a small board or Gin Rummy hand, from notation.

``python -m ginnyo rules-figures`` writes each figure into the four rules pages between its
markers (``<!-- figure:ID -->...<!-- /figure:ID -->``), so the pages stay static HTML styled by
``static/ginnyo.css`` and ``static/rules.css``; ``--check`` only reports pages that are out of date.
A figure is a lesson's position and solution (``ginnyo.lessons``), or a worked example's own
notation; the engine checks and scores every play it draws. Each figure carries a text
alternative in the page's language (the small tables below) and, when a lesson teaches it, a
"Try it" link that opens that lesson in the game (``index.html#learn=<id>``).
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog

from ginnyo.ginrummy import parse_action as parse_gin_action
from ginnyo.ginrummy.actions import GIN, KNOCK
from ginnyo.ginrummy.cards import bits, parse_hand
from ginnyo.ginrummy.melds import best_arrangement
from ginnyo.lessons import GameName, check, lesson
from ginnyo.rules import Board, PlayScore
from ginnyo.rules.layout import COLUMNS, SIZE, STANDARD, Bonus, Square, square_name
from ginnyo.rules.plays import Placement
from ginnyo.rules.tiles import ALL_CARDS, Card

from .buildtools import catalogs

PAGES = {"en": "rules.html", "sv": "rules.sv.html", "it": "rules.it.html", "mr": "rules.mr.html"}
MARKER = re.compile(r"(<!-- figure:([\w-]+) -->)(.*?)(<!-- /figure:\2 -->)", re.DOTALL)


@dataclass(frozen=True)
class Figure:
    """One picture: a lesson's position and solution, or a worked example's `position` and `play`."""

    id: str
    lesson: str = ""  # the lesson it draws (when `play` is empty) or that the "Try it" link opens
    position: str = ""
    play: str = ""

    def notation(self) -> tuple[str, str]:
        """The position and the play drawn (placements, like `D2:3S F2:5S`): the figure's own, else its lesson's."""
        if self.play:
            return self.position, self.play
        taught = lesson(self.lesson)
        return taught.position, taught.solution.removeprefix("play ")

    @property
    def gin_rummy(self) -> bool:
        return not self.play and lesson(self.lesson).game is GameName.GIN


FIGURES = (
    Figure("group", "first-meld"),
    Figure("run", "melds"),
    Figure("joker", "joker"),
    Figure("crossword", "crossword"),
    Figure("new-section", "new-section"),
    Figure("add-to-meld", "add-to-meld"),
    Figure("bonuses", "bonuses"),
    Figure("gin", "gin"),
    # The worked examples of section 8, as their text tells them.
    Figure("example-orange", "bonuses", "D4:3D E4:4D F4:5D E2:4S E3:4H", "D2:3S F2:5S"),
    Figure("example-add", "add-to-meld", "H8:JH H9:QH H10:KH", "H7:10H"),
    Figure("example-gin", "gin", "H7:5C H8:5D I8:6D J8:7D K8:8D H9:5S H10:5H", "K5:8S K6:8H K7:8C"),
    Figure("gin-melds", "gin-melds"),
    Figure("gin-knock", "gin-knock"),
    Figure("gin-gin", "gin-gin"),
)
"""Every figure, by the id its markers carry in the pages."""

# Per language: the words of the text alternatives and the visible captions.
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "card": "{rank} of {suit}",
        "joker": "joker as {card}",
        "on": "{card} on {square}",
        "board": "Board {first} to {last}.",
        "empty": "Empty board.",
        "before": "On the board: {tiles}.",
        "played": "Played: {tiles}.",
        "scores": "Scores {points}.",
        "with gin": "Scores {points}, with gin.",
        "deadwood": "Deadwood",
        "hand": "Hand in melds: {melds}. Deadwood: {cards}, {points} points.",
        "no deadwood": "Hand in melds: {melds}. No deadwood.",
        "discard": "Discards {card}.",
        "knock": "Knocks, discarding {card}.",
        "go gin": "Goes gin, discarding {card}.",
        "discarded": "Discard",
        "try": "Try it: {title}",
        "gin": "gin",
    },
    "sv": {
        "card": "{suit} {rank}",
        "joker": "joker som {card}",
        "on": "{card} på {square}",
        "board": "Brädet {first} till {last}.",
        "empty": "Tomt bräde.",
        "before": "På brädet: {tiles}.",
        "played": "Lagt: {tiles}.",
        "scores": "Ger {points} poäng.",
        "with gin": "Ger {points} poäng, med gin.",
        "deadwood": "Lösa kort",
        "hand": "Handen i kombinationer: {melds}. Lösa kort: {cards}, {points} poäng.",
        "no deadwood": "Handen i kombinationer: {melds}. Inga lösa kort.",
        "discard": "Kastar {card}.",
        "knock": "Knackar och kastar {card}.",
        "go gin": "Går gin och kastar {card}.",
        "discarded": "Kastat",
        "try": "Prova: {title}",
        "gin": "gin",
    },
    "it": {
        "card": "{rank} di {suit}",
        "joker": "jolly come {card}",
        "on": "{card} in {square}",
        "board": "Tabellone da {first} a {last}.",
        "empty": "Tabellone vuoto.",
        "before": "Sul tabellone: {tiles}.",
        "played": "Giocate: {tiles}.",
        "scores": "Vale {points} punti.",
        "with gin": "Vale {points} punti, con il gin.",
        "deadwood": "Punti sciolti",
        "hand": "Mano in combinazioni: {melds}. Punti sciolti: {cards}, {points} punti.",
        "no deadwood": "Mano in combinazioni: {melds}. Nessun punto sciolto.",
        "discard": "Scarta {card}.",
        "knock": "Bussa scartando {card}.",
        "go gin": "Fa gin scartando {card}.",
        "discarded": "Scarto",
        "try": "Prova: {title}",
        "gin": "gin",
    },
    "mr": {
        "card": "{suit} {rank}",
        "joker": "{card} म्हणून जोकर",
        "on": "{square} वर {card}",
        "board": "बोर्ड {first} ते {last}.",
        "empty": "रिकामा बोर्ड.",
        "before": "बोर्डवर: {tiles}.",
        "played": "खेळी: {tiles}.",
        "scores": "{points} गुण.",
        "with gin": "जिनसह {points} गुण.",
        "deadwood": "डेडवुड",
        "hand": "मेल्डमध्ये हात: {melds}. डेडवुड: {cards}, {points} गुण.",
        "no deadwood": "मेल्डमध्ये हात: {melds}. डेडवुड नाही.",
        "discard": "{card} टाकतो.",
        "knock": "{card} टाकून नॉक करतो.",
        "go gin": "{card} टाकून जिन करतो.",
        "discarded": "टाकलेले पान",
        "try": "करून पाहा: {title}",
        "gin": "जिन",
    },
}
RANKS = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    "sv": {1: "ess", 11: "knekt", 12: "dam", 13: "kung"},
    "it": {1: "asso", 11: "fante", 12: "donna", 13: "re"},
    "mr": {1: "एक्का", 11: "गुलाम", 12: "राणी", 13: "राजा"},
}
SUITS = {
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
    "sv": {"S": "spader", "H": "hjärter", "D": "ruter", "C": "klöver"},
    "it": {"S": "picche", "H": "cuori", "D": "quadri", "C": "fiori"},
    "mr": {"S": "इस्पिक", "H": "बदाम", "D": "चौकट", "C": "किलवर"},
}
COLOURS = {  # as each page's table of squares names them
    "en": {Bonus.START: "red", Bonus.TILE2: "yellow", Bonus.TILE3: "green", Bonus.MELD2: "orange", Bonus.MELD3: "blue"},
    "sv": {Bonus.START: "röd", Bonus.TILE2: "gul", Bonus.TILE3: "grön", Bonus.MELD2: "orange", Bonus.MELD3: "blå"},
    "it": {
        Bonus.START: "rossa",
        Bonus.TILE2: "gialla",
        Bonus.TILE3: "verde",
        Bonus.MELD2: "arancione",
        Bonus.MELD3: "blu",
    },
    "mr": {Bonus.START: "लाल", Bonus.TILE2: "पिवळा", Bonus.TILE3: "हिरवा", Bonus.MELD2: "नारिंगी", Bonus.MELD3: "निळा"},
}
JOKER_MARK = "\u2605"
"""A joker's mark before the card it stands for, as the game draws it."""


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


def card_words(card: Card, lang: str) -> str:
    """A card worded for a screen reader: "4 of spades", "hjärter kung"."""
    rank = RANKS[lang].get(card.rank, str(card.rank))
    return WORDS[lang]["card"].format(rank=rank, suit=SUITS[lang][card.suit])


def _tile_words(p: Placement, lang: str, *, colour: bool) -> str:
    card = card_words(p.card, lang)
    if p.joker:
        card = WORDS[lang]["joker"].format(card=card)
    worded = WORDS[lang]["on"].format(card=card, square=square_name(p.square))
    bonus = STANDARD.bonus(p.square)
    return f"{worded} ({COLOURS[lang][bonus]})" if colour and bonus is not Bonus.PLAIN else worded


def _tile(card: Card, *, joker: bool = False) -> str:
    marks = ' data-joker=""' if joker else ""
    star = f'<span class="as">{JOKER_MARK}</span>' if joker else ""
    return f'<span class="tile" data-suit="{card.suit}"{marks}>{star}{card.pretty}</span>'


def _window(squares: list[Square]) -> tuple[range, range]:
    """The columns and rows drawn: every tile and one square around them, on the board."""

    def around(values: list[int]) -> range:
        return range(max(min(values) - 1, 0), min(max(values) + 2, SIZE))

    return around([c for c, _ in squares]), around([r for _, r in squares])


def board_label(before: list[Placement], score: PlayScore, lang: str) -> str:
    """The board figure's text alternative: what is on the board, the play and its score, worded."""
    words = WORDS[lang]
    squares = [p.square for p in before] + [p.square for p in score.placements]
    cols, rows = _window(squares)
    parts = [words["board"].format(first=square_name((cols[0], rows[0])), last=square_name((cols[-1], rows[-1])))]
    tiles = ", ".join(_tile_words(p, lang, colour=False) for p in before)
    parts.append(words["before"].format(tiles=tiles) if before else words["empty"])
    parts.append(words["played"].format(tiles=", ".join(_tile_words(p, lang, colour=True) for p in score.placements)))
    parts.append(words["with gin" if score.gin else "scores"].format(points=score.total))
    return " ".join(parts)


def board_figure(position: str, play: str, lang: str) -> tuple[str, str]:
    """A board figure's picture (a grid of squares) and its visible caption: the play and its score."""
    board = Board.from_notation(position)
    score = board.check(play)
    before = sorted(board.cells.values(), key=lambda p: (p.square[1], p.square[0]))
    new = {p.square: p for p in score.placements}
    tiles = {p.square: p for p in before} | new
    cols, rows = _window(list(tiles))
    cells = ['<span class="fig-head"></span>'] + [f'<span class="fig-head">{COLUMNS[c]}</span>' for c in cols]
    for r in rows:
        cells.append(f'<span class="fig-head">{r + 1}</span>')
        for c in cols:
            bonus = STANDARD.bonus((c, r))
            classes = ["sq"] + (["covered"] if (c, r) in tiles else []) + (["new"] if (c, r) in new else [])
            data = f' data-bonus="{bonus.name.lower()}"' if bonus is not Bonus.PLAIN else ""
            mark = f'<span class="mark">{bonus.value}</span>' if bonus is not Bonus.PLAIN else ""
            tile = _tile(tiles[(c, r)].card, joker=tiles[(c, r)].joker) if (c, r) in tiles else ""
            cells.append(f'<span class="{" ".join(classes)}"{data}>{mark}{tile}</span>')
    label = board_label(before, score, lang)
    grid = (
        f'<div class="fig-board" role="img" aria-label="{_esc(label)}" style="--cols: {len(cols)}">'
        + "".join(cells)
        + "</div>"
    )
    played = " ".join(f"{square_name(p.square)} {JOKER_MARK * p.joker}{p.card.pretty}" for p in score.placements)
    gin = f" ({WORDS[lang]['gin']} +100)" if score.gin else ""
    return grid, f"{_esc(played)} = <strong>{score.total}</strong>{_esc(gin)}"


def hand_figure(figure: Figure, lang: str) -> tuple[str, str]:
    """A Gin Rummy figure: the hand left after the lesson's discard, laid out in its melds, and the discard."""
    words = WORDS[lang]
    taught = lesson(figure.lesson)
    verdict = check(taught, taught.solution)
    if verdict.error is not None:
        raise verdict.error
    action = parse_gin_action(taught.solution)
    hand = parse_hand(taught.rack) & ~(1 << action.card)
    arrangement = best_arrangement(hand)

    def cards(mask: int) -> list[Card]:
        return [ALL_CARDS[n] for n in bits(mask)]

    melds = "; ".join(" ".join(card_words(c, lang) for c in cards(m)) for m in arrangement.melds)
    discarded = ALL_CARDS[action.card]
    dead = cards(arrangement.deadwood)
    if dead:
        shown = ", ".join(card_words(c, lang) for c in dead)
        label = words["hand"].format(melds=melds, cards=shown, points=arrangement.points)
    else:
        label = words["no deadwood"].format(melds=melds)
    verb = {KNOCK: "knock", GIN: "go gin"}.get(action.kind, "discard")
    label += " " + words[verb].format(card=card_words(discarded, lang))
    groups = [f'<span class="fig-meld">{"".join(_tile(c) for c in cards(m))}</span>' for m in arrangement.melds]
    if dead:
        groups.append(f'<span class="fig-meld fig-dead">{"".join(_tile(c) for c in dead)}</span>')
    groups.append(f'<span class="fig-meld fig-discard">{_tile(discarded)}</span>')
    picture = f'<div class="fig-hand" role="img" aria-label="{_esc(label)}">{"".join(groups)}</div>'
    caption = f"{_esc(words['deadwood'])}: <strong>{arrangement.points}</strong> \u00b7 {_esc(words['discarded'])}: "
    return picture, caption + discarded.pretty


@cache
def _catalog(path: Path) -> Catalog:
    return catalogs.read(path)


def lesson_title(lesson_id: str, lang: str, root: Path) -> str:
    """The lesson's title in the page's language, from the game's catalogs (English as written)."""
    title = lesson(lesson_id).title
    if lang == "en":
        return title
    message = _catalog(catalogs.po_path(root, lang)).get(title)
    if message is None or not message.string or message.fuzzy:
        raise ValueError(f"the lesson title {title!r} has no {lang} translation")
    return str(message.string)


def render(figure: Figure, lang: str, root: Path) -> str:
    """The figure's HTML in one language: its picture, its caption and its "Try it" link."""
    if figure.gin_rummy:
        picture, caption = hand_figure(figure, lang)
    else:
        picture, caption = board_figure(*figure.notation(), lang)
    title = lesson_title(figure.lesson, lang, root)
    words = _esc(WORDS[lang]["try"].format(title=title))
    link = f'<a class="try" href="./index.html#learn={figure.lesson}">{words}</a>'
    return (
        f'<figure class="fig" id="fig-{figure.id}" data-figure="{figure.id}">{picture}'
        f"<figcaption>{caption} {link}</figcaption></figure>"
    )


def filled(text: str, lang: str, root: Path) -> str:
    """A rules page with every figure between its markers drawn anew."""
    by_id = {figure.id: figure for figure in FIGURES}

    def replace(match: re.Match[str]) -> str:
        figure = by_id.get(match.group(2))
        if figure is None:
            raise ValueError(f"{PAGES[lang]}: no figure named {match.group(2)!r}")
        return match.group(1) + render(figure, lang, root) + match.group(4)

    return MARKER.sub(replace, text)


def marked(text: str) -> list[str]:
    """The figure ids a page's markers name, in page order."""
    return [m.group(2) for m in MARKER.finditer(text)]


def run(root: Path, *, check_only: bool = False) -> list[str]:
    """Write the figures into each rules page (or, checking, list the pages that are out of date)."""
    stale = []
    for lang, page in PAGES.items():
        path = root / page
        text = path.read_text(encoding="utf-8")
        new = filled(text, lang, root)
        if new != text:
            stale.append(page)
            if not check_only:
                path.write_text(new, encoding="utf-8")
    return stale
