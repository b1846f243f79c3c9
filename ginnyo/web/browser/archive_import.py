"""Importing the game from its zip (``ginnyo.zip``), each module read once.

The entry script (``main.py``) puts the zip on ``sys.path`` and calls
`install`. Python's own `zipimport` reads, decompresses and unmarshals each module twice: its
``find_spec`` builds the spec with ``spec_from_loader``, which calls ``get_filename``, which loads
the module's code only to learn its file name; ``exec_module`` then loads it again. In the page,
that second read was about a third of importing the game cold and a fifth warm
(``scripts/bench_startup.py``'s marks, side by side). `ArchiveImporter` names the file from the
zip's table of contents instead, and loads the code once, to run it.

The zip also names its modules in the order to import them (`ORDER`, written by the build: each after
the modules it imports), so that the page imports the game one module at a time (`import_order`,
`import_alone`), with the browser's turn in between.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import zipimport
from importlib.machinery import ModuleSpec
from types import ModuleType

ORDER = "import-order.txt"
"""In the zip's package folder: the package's modules, one a line, each after the modules it imports
(a package after its modules)."""
_PENDING = "__ginnyo_pending__"
"""Set on a package put in place by `import_alone` whose code has not run yet."""


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


def import_order(archive: str, package: str) -> list[str]:
    """The modules of `package` in the zip `archive`, in the order to import them (its `ORDER` file)."""
    return zipimport.zipimporter(archive).get_data(f"{package}/{ORDER}").decode().split()


def import_alone(name: str) -> None:
    """Import module `name` (the next of `import_order`) running no other module's code.

    Python runs a package's ``__init__`` before any module in it, and an ``__init__`` that imports its
    modules (``ginnyo.rules``) is then the whole package in one go. A package not imported yet is put in
    place here without running its code (`_pending`), which runs at its own turn in the order, after its
    modules.
    """
    parent = name.rpartition(".")[0]
    if parent and parent not in sys.modules:
        _pending(parent)
    module = sys.modules.get(name)
    if module is None:
        importlib.import_module(name)
    elif module.__dict__.pop(_PENDING, False):
        module.__spec__.loader.exec_module(module)  # type: ignore[union-attr]


def _pending(name: str) -> None:
    """Put package `name` in `sys.modules`, and on its parent, with its code not run yet."""
    parent, _, child = name.rpartition(".")
    if parent and parent not in sys.modules:
        _pending(parent)
    spec = importlib.util.find_spec(name)
    if spec is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    module = importlib.util.module_from_spec(spec)
    setattr(module, _PENDING, True)
    sys.modules[name] = module
    if parent:
        setattr(sys.modules[parent], child, module)
