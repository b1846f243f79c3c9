"""A tile's or a card's face in the page (PyScript): the same parts for the board, the rack, dialogs and cards.

Every part is hidden from screen readers (the tile, its square or the card carries the spoken name). The
index's text is the face's text (`5♥`); the centre (a number card's pips, a court card's figure and the suit
in its frame's corners, a joker's star and word) and the upside-down corner are drawn by the style sheet from
data attributes, so that the text stays the index alone. Which parts show depends on the face's size
(container queries in the style sheet): a small tile shows its index, a large card everything.
"""

from __future__ import annotations

from ..common.face import STAR, CardFace, FaceKind
from ..common.pips import Pip
from .dom import Node, el


def draw_face(node: Node, face: CardFace, joker_word: str = "") -> Node:
    """Give `node` (a `.tile` or `.card`) the parts of `face`, and its kind as `data-face`.

    `joker_word` is the translated word a joker's large face shows under its star (a card is never a joker).
    """
    node.setAttribute("data-face", str(face.kind))
    index = el("span", None, "idx", aria_hidden="true")
    if face.kind is FaceKind.JOKER:
        index.append(el("span", STAR, "star"))
    if face.rank:
        index.append(el("span", face.rank, "rank"), el("span", face.symbol, "suit"))
    word = joker_word if face.kind is FaceKind.JOKER else None
    centre = el(
        "span", None, "art", aria_hidden="true", data_glyph=face.glyph, data_rank=face.rank or None, data_word=word
    )
    centre.append(*[pip_node(face.symbol, pip) for pip in face.pips])
    if face.kind is FaceKind.COURT:  # the suit in the frame's top left and (upside down) bottom right corners
        centre.append(*[el("span", None, "corner", data_symbol=face.symbol) for _ in range(2)])
    foot = el("span", None, "foot", aria_hidden="true", data_rank=face.rank or STAR, data_symbol=face.symbol)
    node.append(index, centre, foot)
    return node


def pip_node(symbol: str, pip: Pip) -> Node:
    """A pip where the layout puts it (`--x`, `--y`: fractions of the face), upside down in the lower half."""
    node = el("span", None, "pip", data_symbol=symbol, data_inverted=pip.inverted)
    node.style.setProperty("--x", f"{pip.x:g}")
    node.style.setProperty("--y", f"{pip.y:g}")
    return node
