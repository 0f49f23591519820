"""Static SVG of a state (for notebooks read without a kernel). Plain string building.

The map as on the live board: pointy-top hexes in odd-r rows (``row,col`` as in the
notation), the same colour-blind-safe terrain colours, castles marked ``K``, location
hexes with their tile's two letters, settlements as discs in the seat's colour.

The 400 hexes are most of the picture, and a course sends one picture per board to every
student's page (a board's stand-in, ``widgets.reach``). So each terrain is one ``<path>``
in a grid of half-hex units, where every hexagon is the same dozen characters and a hex's
position is a small relative move from the one before: 11.0 KB for a map with its marks
and a few settlements, where a ``<use>`` element per hex took 17.7 KB (20.4 KB in a
``data:`` URI, where each element's brackets and ``#`` take three characters; 11.2 KB now).
"""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .board import SIZE
from .state import Phase, State

#: Terrain colours (Paul Tol's "light" scheme, told apart with colour vision deficiencies);
#: the live board uses the same ones.
TERRAIN_COLOURS = {"G": "#bbcc33", "C": "#ee8866", "D": "#eedd88", "F": "#ffaabb",
                   "T": "#44bb99", "W": "#77aadd", "M": "#999999", "K": "#f7f7f7",
                   "L": "#cc99ee"}
#: The seats' colours (red, blue, black, white), as on the live board.
SEAT_COLOURS = ("#cc3311", "#0044aa", "#222222", "#f4f4f4")
#: Location tiles' two-letter marks (the engine's kinds, the same in both languages).
TILE_MARKS = {"oracle": "Or", "farm": "Fa", "oasis": "Oa", "tower": "To", "tavern": "Ta",
              "barn": "Ba", "harbor": "Ha", "paddock": "Pa"}
R = 9.0                          # hexagon circumradius
W = R * 3 ** 0.5                 # hexagon width
PAD = 6.0


def centre(r: int, c: int) -> tuple[float, float]:
    return PAD + W / 2 + c * W + (W / 2 if r % 2 else 0), PAD + R + r * 1.5 * R


#: A hexagon drawn from its top vertex in the map's grid (:func:`terrain_path`), back to
#: its top vertex: right, down, bottom, left, up.
HEX = "l1 1v2l-1 1-1-1v-2z"


def grid_top(r: int, c: int) -> tuple[int, int]:
    """The top vertex of hex (r, c) in the map's grid: x in half a hexagon's width (W / 2),
    y in half its circumradius (R / 2), both from (PAD, PAD). Its centre is 2 lower, the
    same point as :func:`centre`."""
    return 2 * c + 1 + r % 2, 3 * r


def terrain_path(hexes: list[tuple[int, int]]) -> str:
    """The ``d`` of one path drawing ``hexes`` (row, col) in the map's grid: a move to each
    hex's top vertex, relative to the last one (a closed hexagon ends where it began)."""
    steps, at = [], None
    for r, c in hexes:
        x, y = grid_top(r, c)
        steps.append(f"M{x} {y}" if at is None else f"m{x - at[0]} {y - at[1]}")
        steps.append(HEX)
        at = (x, y)
    return "".join(steps)


def state_svg(state: State, lang: str = "en") -> str:
    board = state.board
    owner = state.owner()
    w = int(PAD * 2 + W * (SIZE + 0.5)) + 1
    h = int(PAD * 2 + R * (1.5 * SIZE + 0.5) + 22)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">',
             # The grid's units made pixels; the outline's width stays in pixels.
             f'<g transform="translate({PAD} {PAD}) scale({W / 2:.4f} {R / 2})" '
             f'stroke="#3a4650">']
    by_letter: dict[str, list[tuple[int, int]]] = {}
    for r in range(SIZE):
        for c in range(SIZE):
            by_letter.setdefault(board.at((r, c)), []).append((r, c))
    for letter in sorted(by_letter):
        parts.append(f'<path fill="{TERRAIN_COLOURS[letter]}" stroke-width="0.6" '
                     f'vector-effect="non-scaling-stroke" d="{terrain_path(by_letter[letter])}"/>')
    parts.append("</g>")
    marks = [(k, "K") for k in board.castles] + [(hx, TILE_MARKS[kind])
                                                for hx, kind in board.locations]
    parts.append('<g font-family="sans-serif" font-size="7" font-weight="bold" '
                 'text-anchor="middle" fill="#2b1740">')
    for (r, c), mark in sorted(marks):
        x, y = centre(r, c)
        parts.append(f'<text x="{x:.1f}" y="{y + 2.5:.1f}">{mark}</text>')
    parts.append("</g>")
    for (r, c), seat in sorted(owner.items()):
        x, y = centre(r, c)
        parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="4.6" '
                     f'fill="{SEAT_COLOURS[seat % 4]}" stroke="#111" stroke-width="0.8"/>')
    if state.phase is Phase.OVER:
        label = render(Msg("core.game_over"), lang)
    else:
        label = (render(seat_name(state.turn), lang) + " · "
                 + render(Msg(f"kb.terrain.{state.terrain}"), lang))
    parts.append(f'<text x="{PAD}" y="{h - 7}" font-family="sans-serif" font-size="12">'
                 f'{escape(label)}</text></svg>')
    return "".join(parts)
