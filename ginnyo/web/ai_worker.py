"""Entry point of the `ai` PyScript worker: computer turns and hints off the page's main thread.

Started from ``app.py`` with ``create_named_worker`` (a ``<script type="py" worker
name="ai">``), only when a game has a computer seat. The main thread calls
``await (await workers["ai"]).choose(json_args)`` (or ``.hint``, ``.analyse``); arguments and result are
the messages of ``common/messages.py`` in JSON.
"""

import os
import sys

sys.path.insert(0, os.path.abspath("ginnyo.zip"))  # the game's zip as pyscript.toml writes it: zipimport reads it
from ginnyo.web.browser.archive_import import install  # each module of the zip read once

install(sys.path[0])

import ginnyo.ai  # noqa: E402, F401  # imported while the worker boots (in the background), not at the first turn
from ginnyo.web.computer.choice import analyse_json, choose_json, hint_json  # noqa: E402


def choose(args: str) -> str:
    return choose_json(str(args))


def hint(args: str) -> str:
    return hint_json(str(args))


def analyse(args: str) -> str:
    return analyse_json(str(args))


__export__ = ["choose", "hint", "analyse"]
