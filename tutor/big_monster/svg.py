"""Static SVG of a state (for notebooks read without a kernel). Plain string building:
each seat's landing area in half-tile cells side by side, the explorer as a 2×2 block,
each tile as a rectangle in its landscape's colour with its code."""

from __future__ import annotations

from html import escape

from tutor.core import render, seat_name

from .area import EXPLORER_CELLS, cells
from .data import KINDS
from .state import State

#: Landscape colours (Paul Tol's "light" scheme)
COLOURS = {"ice": "#77aadd", "lake": "#99ddff", "lava": "#ee8866", "swamp": "#44bb99",
           "grassland": "#bbcc33", "desert": "#eedd88", "rune": "#cc99ee"}
CELL = 14


def state_svg(state: State, lang: str = "en") -> str:
    parts, x0 = [], 4
    for s in range(state.players):
        tiles = state.areas[s]
        all_cells = list(EXPLORER_CELLS) + [c for t in tiles for c in cells(*t)]
        minx = min(c[0] for c in all_cells)
        maxx = max(c[0] for c in all_cells)
        miny = min(c[1] for c in all_cells)
        ox, oy = x0 - minx * CELL, 20 - miny * CELL
        parts.append(f'<text x="{x0}" y="12" font-size="10">'
                     f'{escape(render(seat_name(s), lang))}</text>')
        parts.append(f'<rect x="{ox}" y="{oy}" width="{2 * CELL}" height="{2 * CELL}" '
                     f'fill="#dddddd" stroke="#333"/>'
                     f'<text x="{ox + 4}" y="{oy + 17}" font-size="9">E{state.explorers[s]}'
                     '</text>')
        for t in tiles:
            w = 2 if t.code in ("MD", "MU") else 1
            h = 1 if w == 2 else 2
            parts.append(f'<rect x="{ox + t.x * CELL}" y="{oy + t.y * CELL}" '
                         f'width="{w * CELL}" height="{h * CELL}" '
                         f'fill="{COLOURS[KINDS[t.code][0]]}" stroke="#333"/>'
                         f'<text x="{ox + t.x * CELL + 1}" y="{oy + t.y * CELL + 10}" '
                         f'font-size="7">{escape(t.code)}</text>')
        x0 += (maxx - minx + 1) * CELL + 16
    height = 20 + CELL * 40
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{x0}" height="{height}" '
            f'viewBox="0 0 {x0} {height}">' + "".join(parts) + "</svg>")
