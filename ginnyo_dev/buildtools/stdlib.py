"""Pyodide's ``python_stdlib.zip`` as the builds ship it: precompiled, and smaller in the single file.

Pyodide's stdlib zip holds the whole standard library (about 560 modules, 2.5 MB zipped). The
single file ships only the modules the page imports: the list traced by running the game in the
page's own Pyodide (``stdlib_trace.py``, kept in git as ``stdlib_modules.txt``), each module with
the packages it sits in and their data files, plus a few codecs (`KEPT_CODECS`) that a decode
may name at any time. A module the game imports that is not in the list stops the build
(``single.py``) rather than ship a page that fails later.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable

# Codecs kept from encodings/ whatever the trace saw: any text decoded or encoded may name one.
KEPT_CODECS = frozenset(
    {
        "encodings.aliases",
        "encodings.ascii",
        "encodings.charmap",
        "encodings.idna",
        "encodings.latin_1",
        "encodings.punycode",
        "encodings.raw_unicode_escape",
        "encodings.unicode_escape",
        "encodings.utf_16",
        "encodings.utf_16_be",
        "encodings.utf_16_le",
        "encodings.utf_32",
        "encodings.utf_8",
        "encodings.utf_8_sig",
    }
)


def module_name(member: str) -> str:
    """The dotted module (or package, for a folder or a data file) a zip member belongs to:
    ``json/decoder.pyc`` -> ``json.decoder``, ``json/__init__.py`` -> ``json``, ``pyodide/py.typed`` -> ``pyodide``."""
    parts = member.rstrip("/").split("/")
    if member.endswith("/"):
        return ".".join(parts)
    if not member.endswith((".py", ".pyc")):
        return ".".join(parts[:-1])
    stem = parts[-1].removesuffix(".pyc").removesuffix(".py")
    return ".".join(parts[:-1] if stem == "__init__" else [*parts[:-1], stem])


def with_packages(modules: Iterable[str]) -> set[str]:
    """`modules` and every package they sit in."""
    names = set(modules)
    return names | {".".join(name.split(".")[:depth]) for name in names for depth in range(1, name.count(".") + 1)}


def modules_in(data: bytes) -> set[str]:
    """The modules and packages of the stdlib zip `data`."""
    return {
        module_name(name) for name in zipfile.ZipFile(io.BytesIO(data)).namelist() if name.endswith((".py", ".pyc"))
    }


def trim(data: bytes, modules: Iterable[str], *, stored: bool = False) -> tuple[bytes, list[str]]:
    """The stdlib zip `data` with only `modules` (dotted names), their packages and `KEPT_CODECS`.

    With `stored`, the entries are not compressed: a zip that is gzipped as a whole (as in
    the single file) ends up about 8% smaller that way, as gzip then sees across files.
    Returns the new zip and the sorted names of the modules dropped.
    """
    keep = with_packages([*modules, *KEPT_CODECS])
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for info in source.infolist():
            if module_name(info.filename) in keep:
                _copy(target, info, info.filename, source.read(info), stored=stored)
    return out.getvalue(), sorted(modules_in(data) - keep)


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
