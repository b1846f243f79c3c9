"""A tour of the game's Python in Pyodide: which stdlib modules does the page need? (run by ``stdlib_trace.mjs``)

It imports every module of the game's zip in the page's order (``pyscript`` is a stand-in here: Node
has no page), the names PyScript's own Python imports, and every stdlib module any game module
imports, lazily or not; then it plays through the game's pure code paths (both games with the
computer, a review's hint, saves written and read back, a fair deal between two devices, every
language's catalog), so that the stdlib's own lazy imports on those paths happen too. It writes the
stdlib modules then in ``sys.modules`` to ``/tmp/reply.json``.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.abc
import importlib.machinery
import json
import os
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import Any

REQUEST = "/tmp/request.json"
REPLY = "/tmp/reply.json"
GAME_ZIP = "/tmp/game.zip"


class Anything:
    """Whatever the page's modules take from ``pyscript`` at import: called, read, decorated with."""

    def __getattr__(self, name: str) -> Anything:
        return self

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return args[0] if len(args) == 1 and callable(args[0]) else self


class StandIn(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """``pyscript`` and its submodules as modules whose every attribute is `Anything`."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname.split(".")[0] != "pyscript":
            return None
        return importlib.machinery.ModuleSpec(fullname, self, is_package=True)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        module.__getattr__ = lambda name: Anything()  # type: ignore[method-assign]


def import_everything(roots: Sequence[str]) -> None:
    """PyScript's imports and the stdlib modules the game names (where this Pyodide has them), then the game."""
    for name in roots:
        with contextlib.suppress(ImportError):  # a browser-only module (PyScript's own): Node has none
            importlib.import_module(name)
    from ginnyo.web.browser.archive_import import import_alone, import_order, install

    install(GAME_ZIP)
    for name in import_order(GAME_ZIP, "ginnyo"):
        import_alone(name)


def play_ginny_o() -> None:
    from ginnyo.ai import choose_action
    from ginnyo.ai.analysis import hint
    from ginnyo.rules import Game, record

    game = Game(("Ann", "Computer"), 7)
    for turn in range(12):
        if game.over:
            break
        if turn == 2:
            hint(game)
        game.apply(choose_action(game.view(game.current), "medium", turn))
    again, _ = record.loads(record.dumps(game, ("human", "medium")))
    assert again.log == game.log


def play_gin_rummy() -> None:
    from ginnyo.ginrummy import record
    from ginnyo.ginrummy.ai import choose_action
    from ginnyo.ginrummy.game import Game

    game = Game(("Ann", "Computer"), 5)
    for turn in range(40):
        if game.over:
            break
        game.apply(choose_action(game.view(game.current), "hard", turn))
    again, _ = record.loads(record.dumps(game, ("human", "hard")))
    assert again.actions == game.actions


def deal_between_devices() -> None:
    from ginnyo.fairdeal.envelope import SENDER_AT
    from ginnyo.fairdeal.tiles_duel import TilesDuel

    key, game = b"k" * 32, bytes(range(16))
    host = TilesDuel.host("Ann", (10,), b"\x01" * 32, b"\x11" * 32, game, key)
    guest = TilesDuel.join(host.transcript[0], "Bob", b"\x02" * 32, b"\x22" * 32, game, key)
    while host.chain.count < len(guest.transcript) and guest.transcript[host.chain.count][SENDER_AT] == guest.me:
        host = host.receive(guest.transcript[host.chain.count])
    assert host.chain.count > 1


def every_language() -> None:
    from ginnyo.web.words import i18n

    for code in ("sv", "it", "mr", "en"):
        i18n.set_language(code, i18n.catalog(code))
        i18n.ngettext("%d turn", "%d turns", 3)
        i18n.number(1234567)


def stdlib_modules() -> list[str]:
    """The modules in ``sys.modules`` that were read from the stdlib zip."""
    home = os.path.dirname(os.path.dirname(json.__file__ or ""))
    return sorted(
        name
        for name, module in sys.modules.items()
        if str(getattr(module, "__dict__", {}).get("__file__") or "").startswith(home + "/")
    )


def main() -> None:
    with open(REQUEST) as request:
        roots: list[str] = json.load(request)["roots"]
    import_everything(roots)
    for step in (play_ginny_o, play_gin_rummy, deal_between_devices, every_language):
        step()
    with open(REPLY, "w") as out:
        json.dump({"modules": stdlib_modules()}, out)


if __name__ == "__main__":
    sys.meta_path.insert(0, StandIn())
    main()
