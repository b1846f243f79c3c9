"""Importing the game from its zip (``ginnyo.zip``), each module read once.

The entry script (``main.py``) puts the zip on ``sys.path`` and calls
`install`. Python's own `zipimport` reads, decompresses and unmarshals each module twice: its
``find_spec`` builds the spec with ``spec_from_loader``, which calls ``get_filename``, which loads
the module's code only to learn its file name; ``exec_module`` then loads it again. In the page,
that second read was about a third of importing the game cold and a fifth warm
(``scripts/bench_startup.py``'s marks, side by side). `ArchiveImporter` names the file from the
zip's table of contents instead, and loads the code once, to run it.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import zipimport
from importlib.machinery import ModuleSpec
from types import ModuleType


class ArchiveImporter(zipimport.zipimporter):
    """A `zipimporter` whose specs are made without loading the module's code."""

    def find_spec(self, fullname: str, target: ModuleType | None = None) -> ModuleSpec | None:
        try:
            package = self.is_package(fullname)
        except zipimport.ZipImportError:
            return None  # not in this part of the zip: the next path entry is asked
        base = os.path.join(self.archive, self.prefix + fullname.rpartition(".")[2])
        spec = importlib.util.spec_from_file_location
        if package:
            return spec(fullname, os.path.join(base, "__init__.py"), loader=self, submodule_search_locations=[base])
        return spec(fullname, base + ".py", loader=self)


def install(archive: str) -> None:
    """From now on, import what is inside the zip `archive` (on ``sys.path``) with `ArchiveImporter`."""

    def inside(path: str) -> bool:
        return path == archive or path.startswith(archive + os.sep)

    def hook(path: str) -> ArchiveImporter:
        if not inside(path):
            raise ImportError(f"{path} is not in {archive}")
        return ArchiveImporter(path)

    sys.path_hooks.insert(0, hook)
    for path in [path for path in sys.path_importer_cache if inside(path)]:  # importing this module cached some
        sys.path_importer_cache[path] = ArchiveImporter(path)
