"""Pyodide's ``python_stdlib.zip`` as the builds ship it: precompiled, and smaller in the single file.

Pyodide's stdlib zip holds the whole standard library (2.5 MB zipped). The game needs a
small part of it. We drop a fixed list of modules a browser game never uses (debuggers,
mail, servers, test frameworks, CJK codecs, ...) unless something kept imports them: the
kept set is closed over the import statements found in the game's Python, in PyScript's
own Python (embedded in its JavaScript) and in every kept stdlib module (any ``import``
line at module level, so lazily imported helpers of a kept module stay too).
"""

from __future__ import annotations

import io
import re
import zipfile
from collections.abc import Iterable

# Top-level stdlib modules and packages a browser tile game has no use for.
DROPPABLE = frozenset(
    {
        "__hello__",
        "__phello__",
        "_pyio",
        "_pyrepl",
        "antigravity",
        "bdb",
        "bz2",
        "cProfile",
        "cmd",
        "code",
        "compileall",
        "csv",
        "ctypes",
        "difflib",
        "doctest",
        "email",
        "filecmp",
        "fileinput",
        "ftplib",
        "getopt",
        "getpass",
        "graphlib",
        "http",
        "imaplib",
        "ipaddress",
        "lzma",
        "mailbox",
        "modulefinder",
        "multiprocessing",
        "netrc",
        "optparse",
        "pdb",
        "pickletools",
        "plistlib",
        "poplib",
        "profile",
        "pstats",
        "pty",
        "py_compile",
        "pyclbr",
        "pydoc",
        "quopri",
        "sched",
        "shelve",
        "smtplib",
        "socketserver",
        "sqlite3",
        "symtable",
        "tabnanny",
        "this",
        "timeit",
        "trace",
        "tracemalloc",
        "tty",
        "unittest",
        "wave",
        "webbrowser",
        "wsgiref",
        "xml",
        "xmlrpc",
        "zipapp",
        "zoneinfo",
    }
)
# Codecs kept from encodings/ (the rest are mostly CJK and legacy code pages).
KEPT_CODECS = frozenset(
    {
        "__init__",
        "aliases",
        "ascii",
        "base64_codec",
        "charmap",
        "cp1252",
        "cp437",
        "hex_codec",
        "idna",
        "latin_1",
        "punycode",
        "raw_unicode_escape",
        "unicode_escape",
        "utf_16",
        "utf_16_be",
        "utf_16_le",
        "utf_32",
        "utf_32_be",
        "utf_32_le",
        "utf_8",
        "utf_8_sig",
    }
)
# Imports at column 0: what a module needs as soon as it is imported (guarded or lazy
# imports, indented, are optional or happen only on paths the game does not take).
_IMPORT = re.compile(r"^(?:import[ \t]+([\w., \t]+)|from[ \t]+([\w.]+)[ \t]+import)", re.MULTILINE)
# Anywhere in a text (JavaScript holding Python source), "import x" or "from x import".
_LOOSE_IMPORT = re.compile(r"(?:\bimport\s+([A-Za-z_][\w.]*)|\bfrom\s+([A-Za-z_][\w.]*)\s+import\b)")


def imported_names(source: str, *, loose: bool = False) -> set[str]:
    """Top-level names of the modules `source` imports (relative imports are skipped)."""
    names: set[str] = set()
    pattern = _LOOSE_IMPORT if loose else _IMPORT
    if loose:  # Python source inside JavaScript strings has its newlines and tabs escaped
        source = source.replace("\\n", "\n").replace("\\t", "\t")
    for match in pattern.finditer(source):
        plain, origin = match.groups()
        for part in [origin] if origin else (plain or "").split(","):
            name = part.strip().split(" ")[0].split(".")[0]
            if name:
                names.add(name)
    return names


def _stem(name: str) -> str:
    """A member's module name in its folder: ``json/decoder.pyc`` -> ``decoder``."""
    return name.rsplit("/", 1)[-1].removesuffix(".pyc").removesuffix(".py")


def _top(name: str) -> str:
    first = name.split("/")[0]
    return _stem(first) if first.endswith((".py", ".pyc")) else first


def trim(data: bytes, roots: Iterable[str], *, stored: bool = False) -> tuple[bytes, list[str]]:
    """The stdlib zip `data` without the droppable modules nothing kept imports.

    With `stored`, the entries are not compressed: a zip that is gzipped as a whole (as in
    the single file) ends up about 8% smaller that way, as gzip then sees across files.
    Returns the new zip and the sorted names of the dropped top-level modules.
    """
    source = zipfile.ZipFile(io.BytesIO(data))
    infos = source.infolist()
    by_top: dict[str, list[zipfile.ZipInfo]] = {}
    for info in infos:
        by_top.setdefault(_top(info.filename), []).append(info)

    keep: set[str] = set()
    todo = [name for name in roots if name in by_top]
    todo += [name for name in by_top if name not in DROPPABLE]
    while todo:
        name = todo.pop()
        if name in keep:
            continue
        keep.add(name)
        for info in by_top.get(name, []):
            if info.filename.endswith(".py"):
                text = source.read(info).decode("utf-8", "replace")
                todo.extend(n for n in imported_names(text) if n in by_top and n not in keep)

    dropped = sorted(name for name in by_top if name not in keep)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in infos:
            top = _top(info.filename)
            if top not in keep:
                continue
            if (
                top == "encodings"
                and info.filename.endswith((".py", ".pyc"))
                and _stem(info.filename) not in KEPT_CODECS
            ):
                continue
            _copy(target, info, info.filename, source.read(info), stored=stored)
    return out.getvalue(), dropped


def _copy(target: zipfile.ZipFile, info: zipfile.ZipInfo, name: str, content: bytes, *, stored: bool) -> None:
    """Write `content` into `target` as `name`, with the date and attributes of the entry `info`."""
    clone = zipfile.ZipInfo(name, date_time=info.date_time)
    clone.external_attr = info.external_attr
    clone.compress_type = zipfile.ZIP_STORED if stored or info.is_dir() else zipfile.ZIP_DEFLATED
    target.writestr(clone, content)


def sources(data: bytes) -> dict[str, bytes]:
    """The modules of the stdlib zip `data`: name in the zip -> source."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    return {info.filename: archive.read(info) for info in archive.infolist() if info.filename.endswith(".py")}


def precompiled(data: bytes, bytecode: dict[str, bytes], *, stored: bool = False, keep_sources: bool = False) -> bytes:
    """The stdlib zip `data` with each module that has bytecode in `bytecode` shipped as that ``.pyc`` alone.

    Pyodide's stdlib zip holds sources only, so the interpreter compiled every stdlib module it
    imported (Pyodide's own start imports some 150), and zipimport compiles each one twice (once
    to name its file, once to run it): most of the time from loading Pyodide to Python being ready.
    The ``.pyc`` files are made by the same Pyodide (``bytecode.compiled(..., origin="stdlib")``)
    and replace the sources, as in CPython's own embeddable distribution: a stdlib frame in a
    traceback shows its file and line but not the line's text. With `keep_sources` (the served
    repository's copy, ``python -m ginnyo stdlib``) each source stays beside its ``.pyc``. A
    ``.pyc`` already in `data` gives way to the new one. `stored` as in `trim`.
    """
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in source.infolist():
            name = info.filename
            if name in bytecode:
                continue  # an earlier compile's: the new one is written with its source
            compiled = bytecode.get(name.removesuffix(".py") + ".pyc") if name.endswith(".py") else None
            if compiled is None or keep_sources:
                _copy(target, info, name, source.read(info), stored=stored)
            if compiled is not None:
                _copy(target, info, name.removesuffix(".py") + ".pyc", compiled, stored=stored)
    return out.getvalue()
