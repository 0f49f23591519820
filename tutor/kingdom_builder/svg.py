"""Static SVG of a state (for notebooks read without a kernel). Plain string building.

The map as on the live board: pointy-top hexes in odd-r rows (``row,col`` as in the
notation), the same colour-blind-safe terrain colours, castles marked ``K``, location
hexes with their tile's two letters, settlements as discs in the seat's colour. One hexagon
is defined once and reused (``<use>``), grouped by terrain, so a whole map stays ~15 KB.
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


def state_svg(state: State, lang: str = "en") -> str:
    board = state.board
    owner = state.owner()
    w = int(PAD * 2 + W * (SIZE + 0.5)) + 1
    h = int(PAD * 2 + R * (1.5 * SIZE + 0.5) + 22)
    corners = " ".join(f"{x:.2f},{y:.2f}" for x, y in (
        (0, -R), (W / 2, -R / 2), (W / 2, R / 2), (0, R), (-W / 2, R / 2), (-W / 2, -R / 2)))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" '
             f'xmlns:xlink="http://www.w3.org/1999/xlink" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">',
             f'<defs><polygon id="h" points="{corners}" stroke="#3a4650" '
             f'stroke-width="0.6"/></defs>']
    by_letter: dict[str, list[str]] = {}
    for r in range(SIZE):
        for c in range(SIZE):
            x, y = centre(r, c)
            by_letter.setdefault(board.at((r, c)), []).append(
                f'<use xlink:href="#h" x="{x:.1f}" y="{y:.1f}"/>')
    for letter in sorted(by_letter):
        parts.append(f'<g fill="{TERRAIN_COLOURS[letter]}">' + "".join(by_letter[letter])
                     + "</g>")
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

