"""The tooling's one static file server and its MIME types.

Used by ``python -m ginnyo serve``, the browser tests (``e2e/conftest.py``), the start-up
benchmark and the screenshots; the build writes the same types into the single file, whose
loader serves its embedded files by them.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import mimetypes
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .buildtools import archive

# Set explicitly: the types Python guesses depend on the machine (/etc/mime.types, the Windows
# registry), and a module script or wasm served with the wrong one fails to load.
MIME = {
    "css": "text/css",
    "html": "text/html",
    "js": "text/javascript",
    "json": "application/json",
    "mjs": "text/javascript",
    "png": "image/png",
    "py": "text/plain",
    "svg": "image/svg+xml",
    "toml": "text/plain",
    "txt": "text/plain",
    "wasm": "application/wasm",
    "webmanifest": "application/manifest+json",
    "zip": "application/zip",
}


def mime_type(path: str) -> str:
    """The type of a file by its suffix: the table above first, then the machine's guess."""
    suffix = path.rsplit(".", 1)[-1].lower()
    return MIME.get(suffix) or mimetypes.guess_type(path)[0] or "application/octet-stream"


class StaticHandler(http.server.SimpleHTTPRequestHandler):
    """A folder's files with the types of `MIME`, each request logged."""

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        return mime_type(os.fspath(path))


class QuietHandler(StaticHandler):
    """No request log: for tests and benchmarks."""

    def log_message(self, fmt: str, *args: object) -> None:
        pass


class StaticServer(http.server.ThreadingHTTPServer):
    """Threaded server that does not print a traceback when the browser hangs up."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # reset, broken pipe
            super().handle_error(request, client_address)


def server(root: Path, port: int = 0, handler: type[StaticHandler] = StaticHandler) -> StaticServer:
    """A server of `root` on localhost (port 0: a free one), not yet serving."""
    return StaticServer(("127.0.0.1", port), functools.partial(handler, directory=str(root)))


def url(httpd: StaticServer) -> str:
    return f"http://127.0.0.1:{httpd.server_address[1]}/"


@contextlib.contextmanager
def serving(root: Path, handler: type[StaticHandler] = QuietHandler) -> Iterator[str]:
    """Serve `root` on a free port from a background thread; yield its URL (ending in '/')."""
    httpd = server(root, handler=handler)
    thread = threading.Thread(target=httpd.serve_forever, name="ginnyo-http", daemon=True)
    thread.start()
    try:
        yield url(httpd)
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=5)


@contextlib.contextmanager
def serving_repository(root: Path) -> Iterator[str]:
    """`serving` the repository as `python -m ginnyo serve` does: its archive (ginnyo.zip) rewritten first."""
    archive.write(root)
    with serving(root) as address:
        yield address
