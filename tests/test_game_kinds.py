"""One table per game: which game is on is asked only of the per-game adapters, read from the source.

`UiState.table` holds one table; the shell reaches it through its game's adapter (`shell/tables.py`), and the
features that belong to one game read that game's table through the typed accessors (`UiState.tiles`,
`UiState.rummy`, `LearnUi.tiles`, `LearnUi.gin`). Anywhere else in the web layer, a test of a table's or a
session's class, a comparison with a game's name, or a function that chooses between the two tables is a
game-kind branch, and fails here: a new game (or a new kind of seat) then means a new adapter, not a branch in
every feature.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "ginnyo" / "web"
GAME_TYPES = {"TilesUi", "GinUi", "Session", "GinSession"}
GAME_NAMES = {"GameKind", "GameName"}
ADAPTERS = {"shell/tables.py"}
"""The shell's per-game adapters (the lessons' are `learn.update.LESSON_TABLES`, by the lesson's game)."""
ACCESSORS = {
    ("shell/state.py", "tiles"),
    ("shell/state.py", "rummy"),
    ("learn/state.py", "tiles"),
    ("learn/state.py", "gin"),
}
"""The typed accessors of one game's table: a property each, its class test the only one."""
ONE_GAME_FOLDERS = ("tiles/", "rummy/")
"""Each game's own table: only that game is ever there."""


def modules() -> list[tuple[str, ast.Module]]:
    found = []
    for path in sorted(WEB.rglob("*.py")):
        name = path.relative_to(WEB).as_posix()
        if name in ADAPTERS or name.startswith(ONE_GAME_FOLDERS):
            continue
        found.append((name, ast.parse(path.read_text(encoding="utf-8"), name)))
    return found


def functions(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)]


def named(node: ast.expr) -> str:
    """The last name of `node` (`TilesUi`, `tables.TilesUi`), or ''."""
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def class_tests(tree: ast.AST) -> list[str]:
    """Each `isinstance(x, C)` and `case C(...)` of a game's table or session class."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and named(node.func) == "isinstance" and len(node.args) == 2:
            kinds = node.args[1].elts if isinstance(node.args[1], ast.Tuple) else [node.args[1]]
            found += [named(kind) for kind in kinds if named(kind) in GAME_TYPES]
        if isinstance(node, ast.MatchClass) and named(node.cls) in GAME_TYPES:
            found.append(named(node.cls))
    return found


def name_comparisons(tree: ast.AST) -> list[str]:
    """Each comparison with a game's name (`kind is GameKind.GIN`, `found.game == GameName.GINNYO`)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                if isinstance(side, ast.Attribute) and named(side.value) in GAME_NAMES:
                    found.append(ast.unparse(node))
    return found


def chooses_between_tables(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """The function's conditions test for the one table and for the other: it does one thing or another by game."""
    tested: set[str] = set()
    for node in ast.walk(function):
        test = node.test if isinstance(node, ast.If | ast.IfExp | ast.While | ast.Assert) else None
        test = node.guard if isinstance(node, ast.match_case) else test
        if test is None:
            continue
        for part in ast.walk(test):
            if isinstance(part, ast.Attribute) and part.attr in ("tiles", "rummy", "gin"):
                tested.add("tiles" if part.attr == "tiles" else "gin")
    return tested == {"tiles", "gin"}


def test_no_module_tests_a_table_s_class_but_the_adapters_and_the_accessors() -> None:
    found = {}
    for name, tree in modules():
        inside = {(name, f.name) for f in functions(tree)}
        accessors = [f for f in functions(tree) if (name, f.name) in ACCESSORS & inside]
        tests = class_tests(tree)
        for accessor in accessors:
            for kind in class_tests(accessor):
                tests.remove(kind)
        if tests:
            found[name] = tests
    assert found == {}


def test_no_module_compares_a_game_s_name_but_the_adapters() -> None:
    found = {name: compared for name, tree in modules() if (compared := name_comparisons(tree))}
    assert found == {}


def test_no_function_chooses_between_the_tables_but_the_adapters() -> None:
    found = [
        f"{name}:{function.name}"
        for name, tree in modules()
        for function in functions(tree)
        if chooses_between_tables(function)
    ]
    assert found == []


def test_the_checks_see_a_branch_where_there_is_one() -> None:
    """The three checks, on code that asks which game is on."""
    tree = ast.parse(
        "def f(state, session, kind):\n"
        "    if state.rummy is not None:\n"
        "        return 1\n"
        "    if state.tiles is not None:\n"
        "        return 2\n"
        "    if isinstance(session, GinSession) or kind is GameKind.GIN:\n"
        "        return 3\n"
    )
    assert class_tests(tree) == ["GinSession"]
    assert name_comparisons(tree) == ["kind is GameKind.GIN"]
    assert chooses_between_tables(functions(tree)[0])


def test_every_table_has_an_adapter_and_every_session_says_its_game() -> None:
    from ginnyo.web.common.enums import GameKind, GinLevel
    from ginnyo.web.rummy.session import GinSession
    from ginnyo.web.rummy.state import GinUi
    from ginnyo.web.shell.tables import ADAPTERS as SHELL_ADAPTERS
    from ginnyo.web.tiles.session import Session
    from ginnyo.web.tiles.state import TilesUi

    assert set(SHELL_ADAPTERS) == set(GameKind)
    tiles = TilesUi(Session.new([("Ann", "human"), ("Bob", "easy")], 3))
    gin = GinUi(GinSession.new(GinLevel.EASY, 3))
    assert (tiles.kind, tiles.session.kind, gin.kind, gin.session.kind) == (GameKind.GINNYO,) * 2 + (GameKind.GIN,) * 2
