"""The app icon, drawn in code: an SVG and PNGs written with zlib (no imaging library).

The picture is a small board: a 5×5 grid of cream squares on green felt with the bonus
colours of the real board and the red start square in the middle.
"""

from __future__ import annotations

import struct
import zlib

FELT = (27, 94, 32)
CREAM = (250, 243, 224)
COLOURS = {
    "R": (198, 40, 40),
    "Y": (253, 216, 53),
    "G": (67, 160, 71),
    "O": (251, 140, 0),
    "B": (30, 136, 229),
    ".": CREAM,
}
# The middle of the real board, rows 6..10, columns F..J.
PATTERN = (
    "G.O.G",
    ".Y.Y.",
    "O.R.O",
    ".Y.Y.",
    "G.O.G",
)
CELLS = len(PATTERN)
THEME_COLOUR = "#1b5e20"
BACKGROUND_COLOUR = "#faf3e0"


def _cell_box(size: int) -> tuple[float, float, float]:
    """Margin, cell pitch and gap, in pixels, for an icon `size` pixels wide."""
    margin = size * 0.12  # inside the maskable safe zone
    pitch = (size - 2 * margin) / CELLS
    return margin, pitch, pitch * 0.08


def _hex(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def svg() -> str:
    """The icon as SVG text (scales to any size)."""
    size = 512
    margin, pitch, gap = _cell_box(size)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}">',
        f'<rect width="{size}" height="{size}" rx="{size // 8}" fill="{_hex(FELT)}"/>',
    ]
    for row, line in enumerate(PATTERN):
        for col, letter in enumerate(line):
            x = margin + col * pitch + gap / 2
            y = margin + row * pitch + gap / 2
            side = pitch - gap
            parts.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{side:.1f}" height="{side:.1f}" rx="{side / 8:.1f}" '
                f'fill="{_hex(COLOURS[letter])}"/>'
            )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _pixel(size: int, x: int, y: int) -> tuple[int, int, int]:
    margin, pitch, gap = _cell_box(size)
    fx, fy = x + 0.5 - margin, y + 0.5 - margin
    if 0 <= fx < CELLS * pitch and 0 <= fy < CELLS * pitch:
        col, row = int(fx // pitch), int(fy // pitch)
        inside_x, inside_y = fx - col * pitch, fy - row * pitch
        if gap / 2 <= inside_x < pitch - gap / 2 and gap / 2 <= inside_y < pitch - gap / 2:
            return COLOURS[PATTERN[row][col]]
    return FELT


def png(size: int) -> bytes:
    """The icon as an opaque RGB PNG of `size`×`size` pixels (full-bleed, so also maskable)."""
    rows = bytearray()
    for y in range(size):
        rows.append(0)  # filter: none
        for x in range(size):
            rows.extend(_pixel(size, x, y))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 9))
        + chunk(b"IEND", b"")
    )
