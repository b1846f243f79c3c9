"""The tooling's static server (`ginnyo_dev.serve`): the MIME types a page needs, whatever the machine guesses."""

from __future__ import annotations

import urllib.request
from pathlib import Path

from ginnyo_dev import serve


def test_serves_a_folder_with_the_types_of_the_table(tmp_path: Path) -> None:
    files = {"m.mjs": b"export {};", "p.wasm": b"\0asm", "site.webmanifest": b"{}", "g.py": b"x = 1", "a.zip": b"PK"}
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
    with serve.serving(tmp_path) as url:
        for name, data in files.items():
            with urllib.request.urlopen(url + name) as response:
                assert response.headers["Content-Type"] == serve.MIME[name.rsplit(".", 1)[1]]
                assert response.read() == data


def test_mime_type_falls_back_to_the_machine_then_to_bytes() -> None:
    assert serve.mime_type("static/vendor/pyodide/pyodide.asm.wasm") == "application/wasm"
    assert serve.mime_type("icons/ICON.PNG") == "image/png"
    assert serve.mime_type("notes.unknown-suffix") == "application/octet-stream"
