"""A QR code read from the camera (PyScript): the friend's live code, shown on their screen.

Desktop browsers have no `BarcodeDetector`, so frames go through the vendored jsQR (`static/vendor/jsqr`, loaded
with the page). The camera is opened only when the player asks, and closed as soon as a code is read or the
player stops; nothing leaves the page.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from pyscript import document, window
from pyscript.ffi import is_none, to_js

FRAME_S = 0.15
"""Between two frames read: a code held up to the camera is read within a fraction of a second."""


async def scan(video: Any, stopped: Callable[[], bool]) -> str | None:
    """The text of the first QR code the rear camera sees, or None once `stopped` says so; raises when there is no
    camera or the player refused it."""
    constraints = to_js({"video": {"facingMode": "environment"}, "audio": False})
    stream = await window.navigator.mediaDevices.getUserMedia(constraints)
    try:
        video.srcObject = stream
        await video.play()
        canvas = document.createElement("canvas")
        context = canvas.getContext("2d", to_js({"willReadFrequently": True}))
        while not stopped():
            found = frame_code(video, canvas, context)
            if found:
                return found
            await asyncio.sleep(FRAME_S)
        return None
    finally:
        for track in stream.getTracks():
            track.stop()
        video.srcObject = None


def frame_code(video: Any, canvas: Any, context: Any) -> str:
    """The QR code in the video's current frame ('' for none yet)."""
    width, height = int(video.videoWidth), int(video.videoHeight)
    if not width or not height:
        return ""
    canvas.width, canvas.height = width, height
    context.drawImage(video, 0, 0, width, height)
    image = context.getImageData(0, 0, width, height)
    code = window.jsQR(image.data, width, height)
    return "" if is_none(code) else str(code.data)
