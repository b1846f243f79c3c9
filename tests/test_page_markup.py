"""index.html as written, no browser: the static board matches the engine's layout, URLs stay local.

The board is drawn as static HTML so it shows before Python starts; these checks keep that
markup in step with ``ginnyo.rules.layout`` and the page loadable from any sub-path, offline.
"""

from __future__ import annotations

import tomllib
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from ginnyo.rules.layout import COLUMNS, STANDARD_LAYOUT, Bonus
from ginnyo.web.tiles.state import START_SQUARE
from ginnyo.web.words.texts import BONUS_MARKS

REPO_ROOT = Path(__file__).resolve().parent.parent
BONUS_BY_LETTER = {"R": "start", "Y": "tile2", "G": "tile3", "O": "meld2", "B": "meld3"}
# HTML elements without an end tag (those that can appear in index.html).
VOID_ELEMENTS = frozenset({"br", "hr", "img", "input", "link", "meta"})


def expected_board() -> dict[str, str]:
    """Square name ('H8') -> layout letter ('R', or '.' for a plain square)."""
    board = {}
    for row, line in enumerate(STANDARD_LAYOUT.strip().splitlines(), start=1):
        for column, letter in zip(COLUMNS, line.split(), strict=True):
            board[f"{column}{row}"] = letter
    return board


class _BoardParser(HTMLParser):
    """Collects each [data-square] element's attributes and the text inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.squares: dict[str, dict[str, Any]] = {}
        self.urls: list[str] = []
        self._stack: list[str | None] = []  # square name of each open element, or None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        for name in ("src", "href", "config"):
            value = attributes.get(name)
            if value is not None:
                self.urls.append(value)
        square = attributes.get("data-square")
        if square is not None:
            if square in self.squares:
                raise ValueError(f"duplicate square {square}")
            self.squares[square] = {**attributes, "text": ""}
        if tag not in VOID_ELEMENTS:  # they have no end tag
            self._stack.append(square)

    def handle_endtag(self, tag: str) -> None:
        if self._stack:
            self._stack.pop()

    def handle_data(self, data: str) -> None:
        owner = next((name for name in reversed(self._stack) if name), None)
        if owner is not None:
            self.squares[owner]["text"] += data.strip()


def parse_page() -> _BoardParser:
    parser = _BoardParser()
    parser.feed((REPO_ROOT / "index.html").read_text(encoding="utf-8"))
    return parser


def test_initial_html_has_the_whole_board() -> None:
    parser = parse_page()

    expected = expected_board()
    assert len(parser.squares) == 225
    assert set(parser.squares) == set(expected)
    for name, letter in expected.items():
        square = parser.squares[name]
        if letter == ".":
            assert "data-bonus" not in square, name
            assert square["text"] == "", name
        else:
            # Colour comes from data-bonus; the mark (the catalogs' English, python words it) shows it without colour.
            assert square.get("data-bonus") == BONUS_BY_LETTER[letter], name
            assert square["text"] == BONUS_MARKS[Bonus(letter)], name
    assert parser.squares["H8"]["data-bonus"] == "start"
    assert parser.squares["H8"]["text"] == "S"


def test_the_static_squares_are_bare_with_the_start_square_the_one_tab_stop() -> None:
    """`Renderer.first` relies on it: an empty square drawn the first time only gets its name (and the cursor)."""
    squares = parse_page().squares
    assert {name for name, square in squares.items() if "tabindex" in square} == {START_SQUARE}
    assert squares[START_SQUARE]["tabindex"] == "0"
    assert {square["class"] for square in squares.values()} == {"sq"}
    assert not any("data-placed" in square for square in squares.values())


def test_page_uses_only_relative_urls() -> None:
    parser = parse_page()
    assert "./static/vendor/pyscript/core.js" in parser.urls
    assert "./ginnyo/web/main.py" in parser.urls
    assert "./pyscript.toml" in parser.urls
    for url in parser.urls:
        assert url.startswith(("./", "data:", "#")), f"not a relative URL: {url}"  # "#…": in the page itself
    assert "#about" in parser.urls  # the render-blocking expect link: no paint of a part of the layout


def test_pyscript_config_is_offline() -> None:
    config = tomllib.loads((REPO_ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./static/vendor/pyodide/pyodide.mjs"
    # `packages` makes PyScript fetch micropip (not vendored): the page would hang.
    assert "packages" not in config
