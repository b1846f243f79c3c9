"""A QR code as a video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): Y4M frames, the
code drawn dark on light with its quiet zone, in the middle of the frame."""

from __future__ import annotations

from pathlib import Path

from ginnyo.web.common.qr import L, encode

WIDTH, HEIGHT = 640, 480


def write_qr_video(path: Path, text: str, frames: int = 10) -> None:
    matrix = encode(text.encode(), L)
    border = 4
    size = matrix.size + 2 * border
    module = min(WIDTH, HEIGHT) // size
    left, top = (WIDTH - size * module) // 2, (HEIGHT - size * module) // 2
    luma = bytearray([255]) * (WIDTH * HEIGHT)
    for y, row in enumerate(matrix.rows):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(module):
                    start = (top + (border + y) * module + dy) * WIDTH + left + (border + x) * module
                    luma[start : start + module] = bytes(module)
    chroma = bytes([128]) * (WIDTH * HEIGHT // 4)
    frame = b"FRAME\n" + bytes(luma) + chroma + chroma
    header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F5:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + frame * frames)
