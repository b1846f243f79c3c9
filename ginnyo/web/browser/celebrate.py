"""A win's celebration (PyScript): cards and tiles burst up and tumble down over the end dialog, drawn with CSS.

It plays once, when the dialog of a won game (or match) opens, and only with motion on: the
Animations setting and the device's reduced-motion wish (then the layer stays empty and hidden).
The pieces are placed by their number, so every celebration looks the same (screenshots, tests).
"""

from __future__ import annotations

from pyscript import window

from ..common.ids import Id
from .dom import by_id, clear, el, show

PIECES = 36
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
    for n in range(PIECES):
        face = FACES[n % len(FACES)]
        # the face drawn by the style sheet (a decoration, not text: nothing for a checker of contrast to read
        # while a piece fades over the dialog)
        piece = el("span", None, "piece", data_face=face, data_red="on" if face[-1] in "♥♦" else None)
        style = piece.style
        style.setProperty("--dx", f"{(n * 37 + 11) % 100 - 50}vw")
        style.setProperty("--up", f"{-25 - (n * 29) % 35}vh")
        style.setProperty("--spin", f"{(n * 97) % 720 - 360}deg")
        style.setProperty("--delay", f"{(n * 7) % 12 * 0.07:.2f}s")
        style.setProperty("--fall", f"{2.2 + (n * 13) % 10 * 0.12:.2f}s")
        layer.append(piece)


def end_words(ids: tuple[str, str], cheer: str, lesson: str) -> None:
    """An end dialog's words (`ids`: where its cheer and its lesson go): `cheer` after a win, `lesson` after a loss,
    each hidden when empty."""
    for node_id, text in zip(ids, (cheer, lesson)):
        by_id(node_id).textContent = text
        show(by_id(node_id), bool(text))
