"""The page's ids and control names are written once (`ginnyo/web/common/ids.py`) and agree with `index.html`.

A renamed id or button then fails here, not in a player's hands: every id Python declares is in the page
(but those Python makes itself), every `data-action` of the page is declared, and no module of `ginnyo/web`
looks an element up by a literal id (`by_id("board")`, `querySelector("#board ...")`) or a literal button name.
The modules are read with `ast`, the page with `html.parser`.
"""

from __future__ import annotations

import ast
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from ginnyo.web.common import ids
from ginnyo.web.common.ids import MADE_BUTTONS, MADE_BY_PYTHON, SEATS, Button, Id, Setting

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "ginnyo" / "web"
IDS_MODULE = WEB / "common" / "ids.py"

LOOKUPS = {"by_id", "getElementById"}
"""Calls whose first argument is an id."""
SELECTING = {"querySelector", "querySelectorAll", "closest", "closest_in", "matches", "inside"}
"""Calls that take a CSS selector (`browser/dom.py`'s helpers and the DOM's own)."""
ID_SELECTOR = re.compile(r"(?<![\w&])#([A-Za-z][\w-]*)")
SELECTOR_AFTER = re.compile(r"[\s\[.:,>)]")
"""What follows an id in a selector (`#rack [data-index]`, `#gin:not(...)`); `#learn` alone may be an address
(`page/share.py`), and is a selector only where a selecting call takes it."""
BUTTON_SELECTOR = re.compile(r"data-action=[\"']?([\w-]+)")


class Page(HTMLParser):
    """Ids, `data-action` names and named controls of a page, by element."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.buttons: set[str] = set()
        self.names: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if found.get("data-action"):
            self.buttons.add(str(found["data-action"]))
        if tag in ("input", "select", "textarea") and found.get("name"):
            self.names.add(str(found["name"]))


def read_page() -> Page:
    page = Page()
    page.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return page


PAGE = read_page()


def declared(namespace: type) -> dict[str, str]:
    """A namespace's constants: name -> value."""
    return {name: value for name, value in vars(namespace).items() if name.isupper() and isinstance(value, str)}


def test_the_page_has_each_id_once() -> None:
    assert len(PAGE.ids) == len(set(PAGE.ids))


@pytest.mark.parametrize("namespace", [Id, Button, Setting], ids=lambda n: n.__name__)
def test_each_name_is_declared_once(namespace: type) -> None:
    values = list(declared(namespace).values())
    assert len(values) == len(set(values)), "two constants name the same element"


def test_every_declared_id_is_in_the_page() -> None:
    page = set(PAGE.ids)
    assert {name: value for name, value in declared(Id).items() if value not in MADE_BY_PYTHON | page} == {}


def test_the_seats_numbered_ids_are_in_the_page_for_every_seat_and_no_more() -> None:
    numbered = (ids.seat_name, ids.seat_kind, ids.scorer_seat, ids.scorer_name)
    for made in numbered:
        assert [made(seat) for seat in range(SEATS) if made(seat) not in PAGE.ids] == []
        assert made(SEATS) not in PAGE.ids


def test_the_ids_python_makes_are_declared_and_not_in_the_page() -> None:
    assert set(MADE_BY_PYTHON) <= set(declared(Id).values())
    assert set(MADE_BY_PYTHON).isdisjoint(PAGE.ids)


def test_every_button_of_the_page_is_declared_and_every_declared_one_is_on_the_page() -> None:
    names = set(declared(Button).values())
    assert PAGE.buttons - names == set(), "a data-action of index.html that ids.Button does not declare"
    assert names - set(MADE_BUTTONS) - PAGE.buttons == set(), "a declared button index.html does not have"
    assert set(MADE_BUTTONS) <= names and set(MADE_BUTTONS).isdisjoint(PAGE.buttons)


def test_every_setting_is_a_named_control_of_the_page() -> None:
    assert set(declared(Setting).values()) - PAGE.names == set()


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstrings' nodes (their `#name` is prose, not a selector)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def texts(node: ast.AST) -> list[str]:
    """The literal text of a string or f-string (its literal parts)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        return [part.value for part in node.values if isinstance(part, ast.Constant) and isinstance(part.value, str)]
    return []


def called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def literal_ids(source: str, known: set[str]) -> list[tuple[int, str]]:
    """What a module writes literally that ids.py declares: an id looked up or selected, a button's name."""
    tree = ast.parse(source)
    skipped = docstrings(tree)
    assigned = {  # module-level constants, as a selector call may be given one by name
        target.id: node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and called(node) in LOOKUPS and node.args and texts(node.args[0]):
            found.append((node.lineno, f"{called(node)} of a literal"))
        if isinstance(node, ast.Call) and called(node) in SELECTING:
            for arg in node.args:
                value = assigned.get(arg.id, arg) if isinstance(arg, ast.Name) else arg
                for text in texts(value):
                    found += [(node.lineno, f"#{name}") for name in ID_SELECTOR.findall(text) if name in known]
        for keyword in node.keywords if isinstance(node, ast.Call) else ():
            if keyword.arg in ("id", "data_action") and isinstance(keyword.value, ast.Constant):  # not f"{name}-title"
                found.append((node.lineno, f"{keyword.arg}= a literal"))
        if id(node) in skipped:
            continue
        for text in texts(node):
            for match in ID_SELECTOR.finditer(text):
                if match.group(1) in known and SELECTOR_AFTER.match(text, match.end()):
                    found.append((node.lineno, f"#{match.group(1)}"))
            found += [(node.lineno, f"data-action={name}") for name in BUTTON_SELECTOR.findall(text)]
    return sorted(set(found))


KNOWN = set(PAGE.ids) | set(declared(Id).values())
MODULES = sorted(path for path in WEB.rglob("*.py") if path != IDS_MODULE)


def test_the_scan_finds_each_kind_of_literal() -> None:
    source = '''
"""A docstring may say #board [data-square]."""
TARGETS = "#rack .tile"
HOME = "#learn"
by_id("board")
document.getElementById(f"name-{seat}")
document.querySelector(TARGETS)
closest(event, "#rack-area")
el("button", id="score-bubble", data_action="joker")
document.querySelector('[data-action="pass"]')
by_id(Id.BOARD)
document.querySelector(f"#{Id.RACK} [data-index]")
'''
    assert literal_ids(source, KNOWN) == [
        (3, "#rack"),
        (5, "by_id of a literal"),
        (6, "getElementById of a literal"),
        (7, "#rack"),
        (8, "#rack-area"),
        (9, "data_action= a literal"),
        (9, "id= a literal"),
        (10, "data-action=pass"),
    ]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(WEB)))
def test_no_web_module_writes_an_id_or_a_button_literally(path: Path) -> None:
    assert literal_ids(path.read_text(encoding="utf-8"), KNOWN) == []
