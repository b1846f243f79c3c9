"""Files written into a page: stylesheets, classic scripts, data: URIs (both builds inline some)."""

from __future__ import annotations

import base64
import re

from ..buildtools.html import is_local, rel_url, resolve
from ..serve import mime_type
from .model import CSS_URL, Site


def data_uri(path: str, data: bytes) -> str:
    return f"data:{mime_type(path)};base64,{base64.b64encode(data).decode('ascii')}"


def site_data_uri(site: Site, path: str) -> str:
    return data_uri(path, site.files[path])


def script(site: Site, path: str) -> str:
    """A classic script as an inline ``<script>`` element."""
    code = site.text(path).replace("</script", "<\\/script")
    return f"<script>\n{code}\n</script>"


def style(site: Site, path: str, page: str = "") -> str:
    """A stylesheet as an inline ``<style>`` element (see `css`)."""
    return f"<style>\n{css(site, path, page=page)}\n</style>"


def css(site: Site, path: str, seen: frozenset[str] = frozenset(), page: str = "") -> str:
    """A stylesheet with its @imports inlined and its url()s as data: URIs (or relative to `page`)."""
    text = site.text(path)

    def imported(match: re.Match[str]) -> str:
        url = match.group(2)
        if not is_local(url):
            return match.group(0)
        target = resolve(path, url)
        if target in seen:
            return ""
        return css(site, target, seen | {path}, page)

    def url(match: re.Match[str]) -> str:
        value = match.group(2)
        if not is_local(value):
            return match.group(0)
        target = resolve(path, value)
        if page:
            return f'url("{rel_url(page, target)}")'
        return f'url("{site_data_uri(site, target)}")'

    text = re.sub(r"""@import\s+(["'])([^"']+)\1\s*;?""", imported, text)
    return CSS_URL.sub(url, text).replace("</style", "<\\/style")


def insert_before(text: str, marker: str, addition: str) -> str:
    """`addition` before the last `marker` (lower case) of `text`, or at its end."""
    index = text.lower().rfind(marker)
    if index < 0:
        return text + addition
    return text[:index] + addition + text[index:]


def replaced(text: str, pieces: list[tuple[int, int, str]]) -> str:
    """`text` with each (start, end, replacement); applied from the end so earlier offsets stay valid."""
    for start, end, replacement in sorted(pieces, reverse=True):
        text = text[:start] + replacement + text[end:]
    return text
