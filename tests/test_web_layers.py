"""The web layer's shape, read from the source: pure modules, one caller of `Game.apply`, folders by rank.

The layers and the absence of import cycles over all of `ginnyo/` are in test_layers.py.
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from ginnyo_dev.buildtools.imports import imported_names

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "ginnyo" / "web"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}
# The modules that touch the page; every other module of the web layer runs on CPython.
DOM_MODULES = {
    "app",
    "main",
    "coach.rummy_render",
    "friend.render",
    "friend.store",
    "learn.render",
    "learn.store",
    "review.render",
    "review.rummy_render",
    "rummy.render",
    "scorer.render",
    "scorer.store",
    "shell.render",
    "shell.render_controls",
    "shell.render_dialogs",
    "shell.render_panels",
    "stats.render",
    "stats.store",
    "tips.store",
}
DOM_MODULES |= {f"{folder}.{p.stem}" for folder in ("browser", "page") for p in (WEB / folder).glob("[!_]*.py")}
DOM_MODULES -= {"browser.archive_import"}  # plain CPython: the entry scripts import the game's zip with it
FOLDERS = {
    "common": 0,  # value types and named choices: frozen, enums, chart geometry, the computer's answers
    "words": 1,  # the one door for texts: i18n, catalogs, names, every feature's words
    "browser": 1,  # the DOM itself: nodes, motion, sound, SVG, the archive importer
    "tiles": 2,  # the Ginny-O table
    "rummy": 2,  # the Gin Rummy table
    "review": 3,  # replay viewer, analysis, match review, game links: they read the tables' games
    "coach": 3,  # hint and undo, both games: each game's coach works on its table's slice
    "stats": 3,  # statistics and the daily deal: they count the tables' games
    "computer": 3,  # the seats (a person, a computer level), the coaching questions, the driver that runs turns
    "friend": 3,  # a game with a friend on another device: its side (ginnyo.fairdeal), its record, its panel
    "learn": 3,  # the lessons: a lesson's position on the tables' slices, judged by ginnyo.lessons
    "scorer": 3,  # the score pad of a game at a real table: the tally model's sheet, drawn on the page's board
    "tips": 3,  # the tips of the first games: when each shows, which were seen
    "shell": 4,  # the root state, events, update and screen that compose the features
    "page": 5,  # input adapters and effects: inputs, pointer, form, saves, links, clipboard, language
}
"""A folder imports only folders of a lower rank; the entry points (`main`, `app`) import any."""


def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def imports(path: Path) -> set[str]:
    return imported_names(ROOT, path)


def web_modules() -> list[Path]:
    return sorted(p for p in WEB.rglob("*.py") if p.stem != "__init__")


def name(path: Path) -> str:
    """A web module's name within `ginnyo.web` (``shell.update``)."""
    return ".".join(path.relative_to(WEB).with_suffix("").parts)


def test_pure_modules_import_on_cpython_without_the_browser() -> None:
    pure = [p for p in web_modules() if name(p) not in DOM_MODULES]
    assert {"shell.state", "shell.update", "tiles.placing", "shell.events", "tiles.view_board"} <= {
        name(p) for p in pure
    }
    for path in pure:
        browser = {name for name in imports(path) if name.split(".")[0] in BROWSER_MODULES}
        assert browser == set(), f"{path.name} imports {browser}"
        importlib.import_module(f"ginnyo.web.{name(path)}")


def test_the_browser_is_reached_only_from_the_web_layer() -> None:
    for path in sorted((ROOT / "ginnyo").rglob("*.py")):
        if WEB in path.parents:
            continue
        browser = {name for name in imports(path) if name.split(".")[0] in BROWSER_MODULES}
        assert browser == set(), f"{path.relative_to(ROOT)} imports {browser}"


def test_only_the_session_applies_actions_to_the_game() -> None:
    """`TurnHints.after` (`common/session.py`) is the one place the page's game moves on, and it applies to a copy."""
    callers = set()
    for path in web_modules():
        for node in ast.walk(tree(path)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "apply":
                callers.add(name(path))
    assert callers == {"common.session"}


def test_a_seat_s_action_crosses_no_json_and_no_notation() -> None:
    """The seats, their driver and what they send are typed: no module of the computer's side reads or writes JSON
    or notation, and no update turns a seat's answer back into an action from text."""
    seam = [*sorted((WEB / "computer").glob("[!_]*.py")), WEB / "common" / "answers.py", WEB / "shell" / "seating.py"]
    seam += [WEB / "common" / "computer_events.py", WEB / "shell" / "analyst.py", WEB / "review" / "reviews.py"]
    for path in seam:
        names = imports(path)
        assert not {n for n in names if n == "json" or n.endswith("parse_action")}, f"{name(path)}: {names}"
    for module in ("tiles.update", "rummy.update", "coach.flow", "coach.tiles", "coach.rummy"):
        calls = {
            node.func.id
            for node in ast.walk(tree(WEB / f"{module.replace('.', '/')}.py"))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        }
        assert "parse_action" not in calls and "legal_actions" not in calls, module
    assert not (WEB / "common" / "messages.py").exists()


def test_no_name_of_the_web_layer_speaks_of_a_worker() -> None:
    """No worker runs: the computer thinks on the page. A name or a word that says otherwise misleads."""
    for path in web_modules():
        assert "worker" not in path.read_text(encoding="utf-8").lower(), name(path)


def upward_arrows() -> dict[str, set[str]]:
    """Each web module → the modules of another folder of the same or a higher rank that it imports."""
    found: dict[str, set[str]] = {}
    for path in web_modules():
        module = name(path)
        if "." not in module:
            continue
        folder = module.split(".")[0]
        for imported in imports(path):
            target = imported.removeprefix("ginnyo.web.")
            if target == imported or "." not in target:
                continue
            if target not in {name(p) for p in web_modules()}:
                target = target.rpartition(".")[0]
            other = target.split(".")[0]
            if other != folder and FOLDERS[other] >= FOLDERS[folder]:
                found.setdefault(module, set()).add(target)
    return found


def test_every_module_lives_in_a_folder_of_the_map() -> None:
    top = {name(p) for p in web_modules() if "." not in name(p)}
    assert top == {"main", "app"}
    assert {p.name for p in WEB.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(FOLDERS)


def test_no_folder_imports_upward() -> None:
    """A view takes the values it reads, an update its slice: no module imports another folder of its rank or above."""
    assert upward_arrows() == {}


def test_web_packages_re_export_nothing() -> None:
    """Empty `__init__.py` files: importing a folder never imports its modules (no import-time cycles)."""
    for init in WEB.rglob("__init__.py"):
        if init.parent != WEB:
            assert init.read_text(encoding="utf-8") == "", init
