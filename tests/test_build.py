"""``python -m ginnyo build`` without a browser: what is shipped, how, and what is refused.

Most tests build a tiny synthetic site with a fake vendored runtime (a few bytes per file),
so they run in milliseconds and do not need ``make setup``; the browser tests of the real
build are in ``e2e/test_dist.py``.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import struct
import subprocess
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from fake_bytecode import fake_bytecode, fake_compiled  # noqa: F401  (the fixture)

from ginnyo_dev import cli
from ginnyo_dev.build import BuildError, build, content_hash, discover, import_cycle, revision, rewrite_module
from ginnyo_dev.buildtools import archive, bytecode, csp, icons, sevenbit, stdlib, stdlib_trace
from ginnyo_dev.buildtools.html import is_local, rel_url, resolve

REPO_ROOT = Path(__file__).resolve().parent.parent
# Every build compiles Pyodide's stdlib (and the game's archive) with Pyodide in Node: here a stand-in does.
pytestmark = pytest.mark.usefixtures("fake_bytecode")

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>t</title>
<link rel="stylesheet" href="./static/vendor/pyscript/core.css">
<link rel="stylesheet" href="./static/app.css">
<script src="./static/boot.js"></script>
<script type="module" src="./static/vendor/pyscript/core.js"></script></head>
<body><a href="./rules.html">Rules</a> <a href="https://example.org/">elsewhere</a>
<script type="py" src="./app/main.py" config="./pyscript.toml"></script>
</body></html>
"""
CONFIG = """interpreter = "./static/vendor/pyodide/pyodide.mjs"
[files]
"./app/__init__.py" = "./app/__init__.py"
"./app/logic.py" = "./app/logic.py"
"""


def stdlib_zip(modules: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, text in modules.items():
            archive.writestr(name, text)
    return out.getvalue()


FAKE_STDLIB = {
    "json/__init__.py": "import re\n",
    "re/__init__.py": "import enum\n",
    "enum.py": "",
    "pdb.py": "import bdb\n",
    "bdb.py": "",
    "doctest.py": "import unittest\n",
    "unittest/__init__.py": "",
    "encodings/__init__.py": "",
    "encodings/utf_8.py": "",
    "encodings/big5.py": "",
}


TRACED = ("json", "re", "enum", "pdb", "bdb")
"""The fake stdlib's modules the synthetic site imports, as ``python -m ginnyo stdlib-trace`` would list them."""


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A synthetic site: a page, a config, Python files, a fake vendored runtime and its traced stdlib list."""
    traced = tmp_path / "stdlib_modules.txt"
    traced.write_text("".join(f"{name}\n" for name in TRACED), encoding="utf-8")
    monkeypatch.setattr(stdlib_trace, "MODULES", traced)
    files = {
        "index.html": PAGE,
        "rules.html": "<!doctype html><title>rules</title><p>Rules</p>",
        "pyscript.toml": CONFIG,
        "app/__init__.py": "",
        "app/main.py": "import json\nfrom app import logic\n",
        "app/logic.py": "import pdb\n",
        "static/app.css": 'body { background: url("./felt.png"); }\n',
        "static/felt.png": "png",
        "static/boot.js": "window.booted = true;\n",
        "static/vendor/pyscript/core.css": "py-script { display: none; }\n",
        "static/vendor/pyscript/core.js": 'export{a}from"./core-AAAAAAAA.js";\n//# sourceMappingURL=core.js.map\n',
        "static/vendor/pyscript/core.js.map": "{}",
        "static/vendor/pyscript/core-AAAAAAAA.js": (
            'export const a=1;import("./toml-BBBBBBBB.js");import("./codemirror-CCCCCCCC.js");'
            "const py='import json';\n"
        ),
        "static/vendor/pyscript/toml-BBBBBBBB.js": "export const parse=()=>({});\n",
        "static/vendor/pyscript/codemirror-CCCCCCCC.js": "export const editor=1;\n",
        "static/vendor/pyodide/pyodide.mjs": "export const loadPyodide=1;\n",
        "static/vendor/pyodide/pyodide.asm.mjs": "export default 1;\n",
        "static/vendor/pyodide/pyodide.asm.wasm": "\0asm",
        "static/vendor/pyodide/pyodide-lock.json": "{}",
        "tests/test_x.py": "",
        "scripts/tool.sh": "",
    }
    for path, text in files.items():
        target = tmp_path / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    (tmp_path / "static/vendor/pyodide/python_stdlib.zip").write_bytes(stdlib_zip(FAKE_STDLIB))
    return tmp_path


def embedded(html: str) -> dict[str, bytes]:
    pattern = r'<script type="application/x-ginnyo" data-path="([^"]+)" data-size="(\d+)">([^<]*)</script>'
    blocks = re.findall(pattern, html)
    return {path: gzip.decompress(sevenbit.decode(data, int(size))) for path, size, data in blocks}


def test_site_holds_the_pages_their_files_and_the_runtime(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    site = result.site.out
    shipped = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file()}
    assert {
        "index.html",
        "rules.html",
        "pyscript.toml",
        "app/__init__.py",
        "app/main.py",
        "app/logic.py",
        "static/app.css",
        "static/felt.png",
        "static/boot.js",
        "static/vendor/pyodide/pyodide.asm.wasm",
        "static/vendor/pyodide/python_stdlib.zip",
        "static/vendor/pyscript/core.js",
        "static/vendor/pyscript/codemirror-CCCCCCCC.js",
        "manifest.webmanifest",
        "sw.js",
        "icons/icon.svg",
        "icons/icon-192.png",
        "icons/icon-512.png",
    } <= shipped
    assert not any(path.startswith(("tests/", "scripts/")) or path.endswith(".map") for path in shipped)
    # The Python files are shipped as they are.
    assert (site / "app/logic.py").read_bytes() == (root / "app/logic.py").read_bytes()


def test_site_pages_get_the_manifest_and_the_service_worker(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    index = (result.site.out / "index.html").read_text(encoding="utf-8")
    assert index.index('<link rel="manifest" href="./manifest.webmanifest">') < index.index("</head>")
    assert index.index('navigator.serviceWorker.register("./sw.js")') < index.index("</body>")
    assert 'location.protocol === "file:"' in index  # no service worker from file://
    # Nothing blocks the first paint: stylesheets and the classic script of <head> are inline.
    assert '<link rel="stylesheet"' not in index and 'src="./static/boot.js"' not in index
    assert 'background: url("./static/felt.png")' in index and "window.booted = true;" in index
    # PyScript's start chunks are preloaded (none waits for the one before it); the runtime is not:
    # its downloads competed with those chunks and the page, and PyScript started later.
    assert '<link rel="modulepreload" href="./static/vendor/pyscript/toml-BBBBBBBB.js">' in index
    assert "pyodide" not in "".join(re.findall(r"<link rel=\"[a-z]*preload\"[^>]*>", index))
    assert 'rel="preload"' not in index
    assert "preload" not in (result.site.out / "rules.html").read_text(encoding="utf-8")
    manifest = json.loads((result.site.out / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == manifest["scope"] == "./"
    for icon in manifest["icons"]:
        assert icon["src"].startswith("./") and (result.site.out / icon["src"]).is_file()


def test_service_worker_precaches_what_the_page_loads_at_start(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    sw = (result.site.out / "sw.js").read_text(encoding="utf-8")
    listed = json.loads(re.search(r"const PRECACHE = (\[.*?\n\]);", sw, re.DOTALL).group(1))  # type: ignore[union-attr]
    precache = [url for url, _ in listed]
    assert precache == result.site.precache
    # Each URL comes with its content's revision (an update copies unchanged files from the old cache).
    for url, rev in listed:
        assert rev == revision((result.site.out / (url[2:] or "index.html")).read_bytes())
    assert precache[0] == "./"
    assert all(url.startswith("./") for url in precache)
    assert "./static/vendor/pyscript/toml-BBBBBBBB.js" in precache
    # The editor chunk loads only when a page has an editor: shipped, not precached.
    assert "./static/vendor/pyscript/codemirror-CCCCCCCC.js" not in precache
    assert f'const CACHE = "{result.site.cache}";' in sw


def test_cache_name_follows_the_content(root: Path, tmp_path: Path) -> None:
    first = build(root, tmp_path / "a").site.cache
    assert build(root, tmp_path / "b").site.cache == first  # reproducible
    (root / "app/logic.py").write_text("import pdb  # changed\n", encoding="utf-8")
    second = build(root, tmp_path / "c").site.cache
    assert second != first and second.startswith("ginnyo-")
    assert content_hash({"a": b"1"}) != content_hash({"a": b"2"})


def test_single_file_embeds_everything_and_loads_nothing_by_url(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    html = result.single.out.read_text(encoding="utf-8")
    files = embedded(html)
    assert set(files) >= {
        "pyscript.toml",
        "app/main.py",
        "app/logic.py",
        "static/felt.png",
        "static/vendor/pyodide/pyodide.asm.wasm",
        "static/vendor/pyscript/core.js",
        "static/vendor/pyscript/toml-BBBBBBBB.js",
    }
    assert "static/vendor/pyscript/codemirror-CCCCCCCC.js" not in files
    # Static imports name the modules by bare names (the loader puts their blob: URLs there); dynamic
    # imports go through the loader.
    assert files["static/vendor/pyscript/core.js"].startswith(b'export{a}from"@ginnyo/static/vendor/pyscript/core-')
    assert b'__ginnyoImport("@ginnyo/static/vendor/pyscript/toml-' in files["static/vendor/pyscript/core-AAAAAAAA.js"]
    # Stylesheets and classic scripts are inline; the module script is gone.
    assert '<link rel="stylesheet"' not in html
    assert 'background: url("data:image/png;base64,' in html
    assert "window.booted = true;" in html
    assert 'type="module" src=' not in html
    assert '<script type="py" src="./app/main.py" config="./pyscript.toml"></script>' in html
    # The loader comes right after <meta charset> (which must stay in the first 1024 bytes).
    assert html.index("<meta charset") < html.index("Ginny-O single-file loader") < html.index("<title>")
    config = json.loads(re.search(r"const CONFIG = (\{.*?\});\n", html).group(1))  # type: ignore[union-attr]
    assert config["entries"] == ["static/vendor/pyscript/core.js"]
    # No import map, no inline module, no javascript: URL: the policy names every script.
    assert "importmap" not in html and "javascript:" not in html
    assert "'unsafe-inline'" not in (csp.declared(html) or "")


def test_single_file_runs_a_deferred_classic_script_from_memory(root: Path, tmp_path: Path) -> None:
    """A ``<script src defer>`` (jsQR: 257 KB) is not written out whole in the page: the loader runs it once parsed."""
    page = (root / "index.html").read_text(encoding="utf-8")
    late = '<script src="./static/late.js" defer></script>'
    (root / "index.html").write_text(page.replace("</head>", late + "</head>"), encoding="utf-8")
    (root / "static/late.js").write_text("window.late = true;\n", encoding="utf-8")
    html = build(root, tmp_path / "dist").single.out.read_text(encoding="utf-8")
    assert "window.late = true;" not in html and "late.js" not in html.split("const CONFIG")[0]
    config = json.loads(re.search(r"const CONFIG = (\{.*?\});\n", html).group(1))  # type: ignore[union-attr]
    assert config["deferred"] == ["static/late.js"]
    assert embedded(html)["static/late.js"] == b"window.late = true;\n"
    assert "window.booted = true;" in html  # a classic script without defer stays inline, run as it is parsed


def test_pages_reached_through_the_rules_are_shipped_precached_and_embedded(root: Path, tmp_path: Path) -> None:
    """The rules page links its other languages: each is in the site, the precache and the single file."""
    rules = (
        '<!doctype html><title>rules</title><a href="./index.html">back</a> <a href="./rules.sv.html">svenska</a>'
        '<a href="./index.html#learn=gin">Try it</a>'
    )
    (root / "rules.html").write_text(rules, encoding="utf-8")
    swedish = '<!doctype html><title>regler</title><a href="./rules.html">English</a>'
    (root / "rules.sv.html").write_text(swedish, encoding="utf-8")
    result = build(root, tmp_path / "dist")
    assert (result.site.out / "rules.sv.html").is_file()
    assert {"./rules.html", "./rules.sv.html"} <= set(result.site.precache)
    html = result.single.out.read_text(encoding="utf-8")
    files = embedded(html)
    assert "<title>regler</title>" in files["rules.sv.html"].decode()
    # Back to the game ("Try it": to a lesson): the loader's listener closes this tab (e2e/test_dist.py).
    assert '<a href="./index.html#learn=gin">Try it</a>' in files["rules.html"].decode()
    config = json.loads(re.search(r"const CONFIG = (\{.*?\});\n", html).group(1))  # type: ignore[union-attr]
    assert config["pages"] == ["rules.html", "rules.sv.html"]


def test_both_builds_ship_only_the_traced_stdlib(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    files = embedded(result.single.out.read_text(encoding="utf-8"))
    names = set(zipfile.ZipFile(io.BytesIO(files["static/vendor/pyodide/python_stdlib.zip"])).namelist())
    site_zip = zipfile.ZipFile(io.BytesIO(result.site.files["static/vendor/pyodide/python_stdlib.zip"]))
    assert set(site_zip.namelist()) == names  # the same modules; the site's deflated one by one
    assert {info.compress_type for info in site_zip.infolist()} == {zipfile.ZIP_DEFLATED}
    # The traced modules stay, as bytecode, with the codecs any decode may name (their package too).
    assert names == {"json/__init__.pyc", "re/__init__.pyc", "enum.pyc", "pdb.pyc", "bdb.pyc"} | {
        "encodings/__init__.pyc",
        "encodings/utf_8.pyc",
    }
    assert result.single.dropped_stdlib == ["doctest", "encodings.big5", "unittest"]
    full = build(root, tmp_path / "full", trim_stdlib=False)
    files = embedded(full.single.out.read_text(encoding="utf-8"))
    assert stdlib_members(files["static/vendor/pyodide/python_stdlib.zip"]) == precompiled(FAKE_STDLIB)
    assert stdlib_members(full.site.files["static/vendor/pyodide/python_stdlib.zip"]) == precompiled(FAKE_STDLIB)


def stdlib_members(data: bytes) -> dict[str, str]:
    shipped = zipfile.ZipFile(io.BytesIO(data))
    return {name: shipped.read(name).decode() for name in shipped.namelist()}


def precompiled(modules: dict[str, str]) -> dict[str, str]:
    """What the fake compiler makes of each stdlib module: its ``.pyc`` alone."""
    return {name.removesuffix(".py") + ".pyc": "compiled:" + text for name, text in modules.items()}


def test_both_builds_ship_the_stdlib_as_bytecode_made_by_pyodide(
    root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pyodide's zip has sources only: without bytecode each start compiled the stdlib modules it imported."""
    origins: list[str] = []

    def compiled(pyodide_dir: Path, sources: dict[str, bytes], *, origin: str = "game") -> dict[str, bytes]:
        origins.append(origin)
        assert pyodide_dir == root / "static/vendor/pyodide"
        return fake_compiled(pyodide_dir, sources, origin=origin)

    monkeypatch.setattr(bytecode, "compiled", compiled)
    result = build(root, tmp_path / "dist", trim_stdlib=False)
    assert origins == ["stdlib"]  # compiled once for both builds (this site has no generated archive)
    site_stdlib = result.site.files["static/vendor/pyodide/python_stdlib.zip"]
    assert stdlib_members(site_stdlib) == precompiled(FAKE_STDLIB)
    assert (result.site.out / "static/vendor/pyodide/python_stdlib.zip").read_bytes() == site_stdlib
    single = embedded(result.single.out.read_text(encoding="utf-8"))["static/vendor/pyodide/python_stdlib.zip"]
    assert set(stdlib_members(single)) <= set(precompiled(FAKE_STDLIB))


def test_a_stdlib_with_bytecode_beside_its_sources_builds_the_same(root: Path, tmp_path: Path) -> None:
    """`make setup` adds bytecode beside the vendored stdlib's sources (`python -m ginnyo stdlib`)."""
    before = build(root, tmp_path / "before")
    assert cli.main(["stdlib", "--root", str(root)]) == 0
    vendored = stdlib_members((root / "static/vendor/pyodide/python_stdlib.zip").read_bytes())
    assert vendored == FAKE_STDLIB | precompiled(FAKE_STDLIB)
    after = build(root, tmp_path / "after")
    path = "static/vendor/pyodide/python_stdlib.zip"
    assert after.site.files[path] == before.site.files[path]
    single = [embedded(result.single.out.read_text(encoding="utf-8"))[path] for result in (before, after)]
    assert single[0] == single[1]


def test_stdlib_precompiled_keeps_what_has_no_bytecode() -> None:
    data = stdlib_zip({"a.py": "x = 1\n", "pkg/__init__.py": "", "pkg/data.txt": "text"})
    out = stdlib.precompiled(data, {"a.pyc": b"code"})
    assert stdlib_members(out) == {"a.pyc": "code", "pkg/__init__.py": "", "pkg/data.txt": "text"}
    both = stdlib.precompiled(data, {"a.pyc": b"code"}, keep_sources=True)
    assert stdlib_members(both) == {"a.py": "x = 1\n", "a.pyc": "code", "pkg/__init__.py": "", "pkg/data.txt": "text"}
    assert stdlib_members(stdlib.precompiled(both, {"a.pyc": b"new"})) == {"a.pyc": "new", "pkg/__init__.py": ""} | {
        "pkg/data.txt": "text"
    }
    stored = zipfile.ZipFile(io.BytesIO(stdlib.precompiled(data, {}, stored=True)))
    assert {info.compress_type for info in stored.infolist()} == {zipfile.ZIP_STORED}


def test_a_package_archive_is_generated_from_the_imports(root: Path, tmp_path: Path) -> None:
    """`"./app.zip" = "./app.zip"`: the modules of app/ the page's scripts import and their bytecode, one zip."""
    (root / "pyscript.toml").write_text(CONFIG.split("[files]")[0] + '[files]\n"./app.zip" = "./app.zip"\n')
    (root / "app/unused.py").write_text("import doctest\n", encoding="utf-8")
    (root / "app.zip").write_bytes(b"stale")
    result = build(root, tmp_path / "dist")
    # The served repository's archive (python -m ginnyo archive): sources and bytecode.
    assert archive.write(root) == [root / "app.zip"]
    served = zipfile.ZipFile(root / "app.zip")
    modules = [f"app/{name}" for name in ("__init__.py", "logic.py", "main.py")]
    order = "app/import-order.txt"  # the modules but the entry points, each after those it imports
    assert sorted(served.namelist()) == sorted([*modules, *(m[:-3] + ".pyc" for m in modules), order])
    assert served.read(order) == b"app\napp.logic\n"
    assert served.read("app/logic.py") == b"import pdb\n"
    # The site's: the bytecode alone (the site ships its own Pyodide, which made it), members deflated.
    shipped = zipfile.ZipFile(io.BytesIO(result.site.files["app.zip"]))
    assert sorted(shipped.namelist()) == sorted([*(m[:-3] + ".pyc" for m in modules), order])
    assert {info.compress_type for info in shipped.infolist()} == {zipfile.ZIP_DEFLATED}
    assert shipped.read("app/logic.pyc") == b"compiled:import pdb\n"
    assert "app/logic.py" not in result.site.files  # one archive, not one request per module
    assert "./app.zip" in result.site.precache
    html = result.single.out.read_text(encoding="utf-8")
    files = embedded(html)
    # The single file's: the bytecode alone (its own Pyodide made it), members stored (the file gzips the zip).
    single = zipfile.ZipFile(io.BytesIO(files["app.zip"]))
    assert sorted(single.namelist()) == sorted([*(m[:-3] + ".pyc" for m in modules), order])
    assert {info.compress_type for info in single.infolist()} == {zipfile.ZIP_STORED}
    assert single.read("app/logic.pyc") == b"compiled:import pdb\n"
    # The stdlib is trimmed to the traced list: pdb stays, doctest (imported by unused.py, not shipped) goes.
    names = set(zipfile.ZipFile(io.BytesIO(files["static/vendor/pyodide/python_stdlib.zip"])).namelist())
    assert "pdb.pyc" in names and "doctest.pyc" not in names


def test_a_stdlib_module_the_game_imports_but_the_trace_lacks_stops_the_build(root: Path, tmp_path: Path) -> None:
    """A new import of the game (here doctest, inside a function) must be traced before the single file ships."""
    (root / "app/logic.py").write_text("import pdb\n\ndef later():\n    import doctest\n", encoding="utf-8")
    with pytest.raises(BuildError, match=r"doctest.*stdlib-trace"):
        build(root, tmp_path / "dist")


def test_stdlib_import_readers() -> None:
    source = b"import os, sys as system\nfrom json import dumps\nfrom . import sibling\ndef f():\n    import csv\n"
    assert stdlib_trace.game_imports({"a.py": source}) == {"os", "sys", "json", "json.dumps", "csv"}
    script = "import asyncio\\nimport base64,html, io\\nfrom pyodide.ffi import to_js as t, create_proxy\\n"
    script += "from js import console"
    assert stdlib_trace.pyscript_imports([script]) == {
        "asyncio",
        "base64",
        "html",
        "io",
        "pyodide.ffi",
        "pyodide.ffi.to_js",
        "pyodide.ffi.create_proxy",
        "js",
        "js.console",
    }
    assert [stdlib.module_name(m) for m in ("json/decoder.pyc", "json/__init__.py", "pyodide/py.typed", "re/")] == [
        "json.decoder",
        "json",
        "pyodide",
        "re",
    ]


def test_rewrite_module_names_embedded_modules_and_routes_dynamic_imports_to_the_loader() -> None:
    text = (
        'import"./a.js";export{x}from"./b.js";import("../c/d.js");import("./missing.js");const s="./a.js";'
        "await import(url);o.import(1);import.meta.url"
    )
    out = rewrite_module("v/p/m.js", text, ["v/p/a.js", "v/p/b.js", "v/c/d.js"])
    assert out == (
        'import"@ginnyo/v/p/a.js";export{x}from"@ginnyo/v/p/b.js";__ginnyoImport("@ginnyo/v/c/d.js");'
        '__ginnyoImport("./missing.js");const s="./a.js";await __ginnyoImport(url);o.import(1);import.meta.url'
    )


def test_modules_that_import_each_other_are_found_before_the_single_file_would_hang() -> None:
    chain = {
        "a.js": 'import{x}from"@ginnyo/b.js";',
        "b.js": 'export*from"@ginnyo/c.js";',
        "c.js": 'import"@ginnyo/a.js";',
    }
    assert import_cycle(chain) == ["a.js", "b.js", "c.js", "a.js"]
    assert import_cycle({**chain, "c.js": '__ginnyoImport("@ginnyo/a.js")'}) is None  # dynamic: loads when asked
    assert import_cycle({"a.js": 'import"@ginnyo/b.js";import"@ginnyo/b.js";', "b.js": ""}) is None


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda t: t.replace("./static/vendor/pyscript/core.js", "https://cdn.example/core.js"), "another origin"),
        (lambda t: t.replace(' config="./pyscript.toml"></script>\n</body>', "></script>\n</body>"), "needs config"),
        (lambda t: t.replace("./static/app.css", "./static/missing.css"), "missing file static/missing.css"),
        (
            lambda t: t.replace(
                "<body>", '<body><script type="py" worker name="ai" src="app/main.py" config="pyscript.toml"></script>'
            ),
            "runs no Python workers: ai",
        ),
    ],
)
def test_refuses_pages_that_would_not_work_offline(root: Path, tmp_path: Path, edit: object, message: str) -> None:
    page = root / "index.html"
    page.write_text(edit(page.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    with pytest.raises(BuildError, match=message):
        build(root, tmp_path / "dist")


def test_refuses_an_interpreter_from_a_cdn(root: Path, tmp_path: Path) -> None:
    (root / "pyscript.toml").write_text('interpreter = "https://cdn.example/pyodide.mjs"\n', encoding="utf-8")
    with pytest.raises(BuildError, match="interpreter"):
        build(root, tmp_path / "dist")


def test_refuses_a_missing_runtime(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text(PAGE, encoding="utf-8")
    with pytest.raises(BuildError, match="make setup"):
        build(tmp_path, tmp_path / "dist")


def test_cli_build(root: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert cli.main(["build", "--root", str(root), "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "ginnyo.html" in printed and "MiB" in printed
    assert (out / "site" / "index.html").is_file() and (out / "ginnyo.html").is_file()
    (root / "pyscript.toml").unlink()
    assert cli.main(["build", "--root", str(root), "--out", str(out)]) == 1
    assert "build failed" in capsys.readouterr().out


def test_icons() -> None:
    for size in (192, 512):
        data = icons.png(size)
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", data[16:24])
        assert (width, height) == (size, size)
    svg = ET.fromstring(icons.svg())
    assert svg.tag.endswith("svg") and len(svg) == 1 + icons.CELLS**2


def test_url_helpers() -> None:
    assert is_local("./a.css") and is_local("a/b.js")
    assert not any(is_local(u) for u in ("https://x/y", "//x/y", "/abs", "data:,", "#top", ""))
    assert resolve("static/app.css", "./felt.png?v=1") == "static/felt.png"
    assert resolve("a/b/c.js", "../d.js") == "a/d.js"
    with pytest.raises(ValueError):
        resolve("index.html", "../outside.txt")
    assert rel_url("index.html", "sw.js") == "./sw.js"
    assert rel_url("docs/page.html", "sw.js") == "../sw.js"


@pytest.mark.slow  # the real site and single file, with the vendored runtime: about 5 s
def test_the_repository_builds(tmp_path: Path) -> None:
    assert (REPO_ROOT / "static/vendor/pyodide/pyodide.mjs").is_file(), "run `make setup` first (static/vendor/)"
    site = discover(REPO_ROOT)
    assert "index.html" in site.pages
    shipped = set(site.files)
    assert not any(path.startswith(("tests/", "e2e/", "scripts/", "node_modules/")) for path in shipped)
    assert not any(path.startswith("ginnyo_dev/") for path in shipped)
    result = build(REPO_ROOT, tmp_path / "dist")
    assert result.single.size < 9 * 1024 * 1024
    rules = {"rules.html", "rules.sv.html", "rules.it.html", "rules.mr.html"}  # one page per language
    assert rules <= set(result.single.embedded) and rules <= set(result.site.files)


def test_pages_workflow_tests_builds_and_deploys_the_site() -> None:
    workflow = (REPO_ROOT / ".github/workflows/pages.yml").read_text(encoding="utf-8")
    steps = [
        'python-version: "3.11"',
        'node-version: "20"',
        "make setup",
        "scripts/ensure_browser.sh",
        "make test",
        ".venv/bin/python -m ginnyo build",
        "actions/configure-pages@",
        "actions/upload-pages-artifact@",
        "path: dist/site",
        "actions/deploy-pages@",
    ]
    positions = [workflow.index(step) for step in steps]
    assert positions == sorted(positions)
    assert "branches: [main]" in workflow
    assert "pages: write" in workflow and "id-token: write" in workflow


def test_built_pages_declare_the_policy_of_what_they_hold(root: Path, tmp_path: Path) -> None:
    result = build(root, tmp_path / "dist")
    index = (result.site.out / "index.html").read_text(encoding="utf-8")
    # The site's page names each inline script it holds by its hash: boot.js and the service worker's
    # registration, inlined by the build; nothing inline runs without one.
    declared = csp.declared(index)
    assert declared == csp.policy(index)
    script_src = next(part for part in (declared or "").split("; ") if part.startswith("script-src "))
    assert "'unsafe-inline'" not in script_src and script_src.count("'sha256-") == 2
    assert index.index("Content-Security-Policy") < index.index("<script")
    rules = (result.site.out / "rules.html").read_text(encoding="utf-8")
    assert csp.declared(rules) == csp.policy(rules) and "eval" not in (csp.declared(rules) or "")
    single = result.single.out.read_text(encoding="utf-8")
    assert single.index("Content-Security-Policy") < single.index("<script")
    # The single file names its loader and boot.js by hash, its modules by blob: (no 'unsafe-inline').
    single_src = next(part for part in (csp.declared(single) or "").split("; ") if part.startswith("script-src "))
    assert re.fullmatch(r"script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'( 'sha256-[^']+'){2} blob:", single_src)


SEVEN_BIT_CASES = [b"", b"<", b"\x00", b"\r", b"<\x00\r" * 30, bytes(range(256)) * 3, b"x" * 1000]


def test_embedded_files_are_text_of_seven_bits_a_character() -> None:
    """No character the HTML parser would change or that could close the element; a seventh over the bytes."""
    for data in SEVEN_BIT_CASES:
        text = sevenbit.encode(data)
        assert not {"<", "\x00", "\r"} & set(text)
        assert sevenbit.decode(text, len(data)) == data
        assert len(text.encode()) <= -(-len(data) * 8 // 7) + 1


def test_the_loader_reads_embedded_files_as_the_build_writes_them(tmp_path: Path) -> None:
    """bootstrap.js's own `unpack`, run in Node on what `sevenbit.encode` wrote."""
    loader = (REPO_ROOT / "ginnyo_dev/build_assets/bootstrap.js").read_text(encoding="utf-8")
    unpack = loader[loader.index("    const ESCAPED") : loader.index("    /** The bytes of an embedded file")]
    cases = [{"text": sevenbit.encode(data), "size": len(data)} for data in SEVEN_BIT_CASES]
    (tmp_path / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    program = unpack + (
        'const cases = JSON.parse(require("fs").readFileSync(process.argv[2], "utf8"));\n'
        'console.log(JSON.stringify(cases.map((c) => Buffer.from(unpack(c.text, c.size)).toString("hex"))));\n'
    )
    (tmp_path / "unpack.cjs").write_text(program, encoding="utf-8")
    done = subprocess.run(["node", str(tmp_path / "unpack.cjs"), str(tmp_path / "cases.json")], capture_output=True)
    assert json.loads(done.stdout) == [data.hex() for data in SEVEN_BIT_CASES]
