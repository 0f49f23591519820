"""Flaming Pyramids as text: the pyramid drawn in characters, the fact sheet's ``r1: [B60]``
style (:func:`diagram`), and the tiles by material (:func:`tile_table`, FP-COMP-1..3).

Pure: the course notebooks print these, and :mod:`tutor.core.diagram` says how a game's
text drawings are shaped.
"""

from __future__ import annotations

from tutor.core import register_catalog
from tutor.core.diagram import reads_position, say

from .notation import from_notation
from .state import TILES, State

MESSAGES = {
    "fp.diagram.empty": {"en": "(empty table)", "fr": "(table vide)"},
}

register_catalog(MESSAGES)


def align(state: State, frame: int | None = None) -> int:
    """The frame that draws ``state`` aligned with the drawings of ``frame``: the leftmost
    tile edge of both, in half tiles (a tile at (r, p) starts at 2p + r)."""
    edges = [2 * p + r for r, p in state.pyramid]
    if frame is not None:
        edges.append(frame)
    return min(edges, default=0)


@reads_position(from_notation)
def diagram(state: State, lang: str = "en", frame: int | None = None) -> str:
    """A text drawing of the position, top row first, each row shifted half a tile; a
    disarmed tile is marked ``~``. ``frame`` (in half tiles, see :func:`align`) keeps
    successive drawings of one replay aligned."""
    pyramid = state.pyramid
    if not pyramid:
        return say("fp.diagram.empty", lang)
    labels = {cell: f"[{t.code}{'~' if t in state.disarmed else ''}]"
              for cell, t in pyramid.items()}
    width = max(len(label) for label in labels.values())
    width += width % 2                      # even, so that half a tile is whole characters
    low = align(state, frame)
    lines = []
    for row in range(pyramid.top_row(), -1, -1):
        line = ""
        for p in sorted(p for r, p in pyramid if r == row):
            column = (2 * p + row - low) * width // 2
            line = line.ljust(column) + labels[(row, p)].center(width)
        lines.append(f"r{row}: {line}".rstrip())
    return "\n".join(lines)



def tile_table(lang: str = "en") -> str:
    """The tiles by material, one line each (name, count, codes), then the total
    (FP-COMP-1..3)."""
    rows = []
    for material in dict.fromkeys(t.material for t in TILES):
        codes = [t.code for t in TILES if t.material is material]
        rows.append((say(f"fp.material.{material.value}", lang), len(codes), " ".join(codes)))
    rows.append((say("fp.material.total", lang), len(TILES), ""))
    width = max(len(name) for name, _, _ in rows) + 1
    return "\n".join(f"{name:<{width}} {count:>2}  {codes}".rstrip()
                     for name, count, codes in rows)
