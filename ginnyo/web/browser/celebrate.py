"""A win's celebration (PyScript): cards and tiles burst up and tumble down, drawn with CSS, before the end dialog.

It plays once, when the dialog of a won game (or match) opens, and only with motion on: the
Animations setting and the device's reduced-motion wish (then the layer stays empty and hidden).
Every piece has fallen by `CHEER_MS`, when the dialog (`.dialog.won`) fades in: the end screen comes
after the burst, never under it. The pieces are placed by their number, so every celebration looks
the same (screenshots, tests).
"""

from __future__ import annotations

from pyscript import window

from ..common.ids import Id
from .dom import by_id, clear, el, show

PIECES = 36
CHEER_MS = 2_300
"""How long the burst lasts: its last piece has fallen, and the won game's dialog shows (`--cheer-ms`)."""
FACES = ("A♠", "K♥", "Q♦", "J♣", "★", "7♥", "10♠", "♦", "♣", "O")
"""What the pieces show: card indices, a star, and Ginny-O's 'O'."""


def reduced_motion() -> bool:
    return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def celebrate(on: bool, motion: bool) -> None:
    """Start the burst (`on`: a win's dialog has just opened), or take it away."""
    layer = by_id(Id.CELEBRATION)
    clear(layer)
    playing = on and motion and not reduced_motion()
    layer.hidden = not playing
    if not playing:
        return
    layer.parentElement.style.setProperty("--cheer-ms", f"{CHEER_MS}ms")
    for n in range(PIECES):
        face = FACES[n % len(FACES)]
        # the face drawn by the style sheet (a decoration, not text: nothing for a checker of contrast to read
        # while a piece fades over the dialog)
        piece = el("span", None, "piece", data_face=face, data_red="on" if face[-1] in "♥♦" else None)
        style = piece.style
        style.setProperty("--dx", f"{(n * 37 + 11) % 100 - 50}vw")
        style.setProperty("--up", f"{-25 - (n * 29) % 35}vh")
        style.setProperty("--spin", f"{(n * 97) % 720 - 360}deg")
        style.setProperty("--delay", f"{(n * 7) % 12 * 0.02:.2f}s")  # at most 0.22 s
        style.setProperty("--fall", f"{1.4 + (n * 13) % 10 * 0.07:.2f}s")  # and 2.03 s: all down by CHEER_MS
        layer.append(piece)


def end_words(ids: tuple[str, str], cheer: str, lesson: str) -> None:
    """An end dialog's words (`ids`: where its cheer and its lesson go): `cheer` after a win, `lesson` after a loss,
    each hidden when empty."""
    for node_id, text in zip(ids, (cheer, lesson)):
        by_id(node_id).textContent = text
        show(by_id(node_id), bool(text))
