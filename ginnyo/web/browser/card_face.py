"""A tile's or a card's face in the page (PyScript): the same parts for the board, the rack, dialogs and cards.

Every part is hidden from screen readers (the tile, its square or the card carries the spoken name). The
index's text is the face's text (`5♥`); the centre and the upside-down corner are drawn by the style sheet
from data attributes, so that the text stays the index alone. Which parts show depends on the face's
size (container queries in the style sheet): a small tile shows its index, a large card everything.
"""

from __future__ import annotations

from ..common.face import STAR, CardFace, FaceKind
from .dom import Node, el


def draw_face(node: Node, face: CardFace) -> Node:
    """Give `node` (a `.tile` or `.card`) the parts of `face`, and its kind as `data-face`."""
    node.setAttribute("data-face", str(face.kind))
    index = el("span", None, "idx", aria_hidden="true")
    if face.kind is FaceKind.JOKER:
        index.append(el("span", STAR, "star"))
    if face.rank:
        index.append(el("span", face.rank, "rank"), el("span", face.symbol, "suit"))
    centre = el("span", None, "art", aria_hidden="true", data_glyph=face.glyph, data_rank=face.rank or None)
    foot = el("span", None, "foot", aria_hidden="true", data_rank=face.rank or STAR, data_symbol=face.symbol)
    node.append(index, centre, foot)
    return node
