"""Static SVG of a state (for notebooks read without a kernel). Plain string building.

The map as on the live board: pointy-top hexes in odd-r rows (``row,col`` as in the
notation), the same colour-blind-safe terrain colours *and* each hex's terrain letter,
castles marked ``K``, location hexes with their tile's two letters and the tiles left as
dots, settlements as discs in the seat's colour with its number. Beside the map, as the
board's side shows it: the terrain card of the seat on its turn, its location tiles and
every seat's settlements left; at the end, the final scores.

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
from tutor.core.svg import label

from .board import SIZE
from .scoring import totals
from .state import PICTURE, Phase, State

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
R = 11.0                         # hexagon circumradius
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


#: The ink of a terrain letter on its hex (dark terrains take a darker one), as on the board.
LETTER_INK = {"T": "#0d3b2e", "W": "#12345a", "M": "#202020"}
SEAT_INK = ("#ffffff", "#ffffff", "#ffffff", "#222222")
SIDE_W = 220


def _letters(board) -> str:
    """Every plain hex's terrain letter, a little above its centre: one ``<text>`` per row,
    each letter placed by its own x, in the map's grid scaled evenly (half a hexagon's width
    to a unit, so the x are small integers): 2.4 KB for the 400 hexes, where an element
    each took 12 KB."""
    unit = W / 2
    out = []
    for r in range(SIZE):
        row = [(grid_top(r, c)[0], board.at((r, c))) for c in range(SIZE)]
        row = [(x, letter) for x, letter in row if letter not in ("K", "L")]
        y = (3 * r + 2) * (R / 2) / unit - 0.3 * R / unit
        out.append(f'<text x="{" ".join(str(x) for x, _ in row)}" y="{y:.2f}">'
                   f'{"".join(letter for _, letter in row)}</text>')
    return (f'<g transform="translate({PAD} {PAD}) scale({unit:.4f})" font-family="sans-serif" '
            f'font-size="{7 / unit:.3f}" text-anchor="middle" fill="#2b2b2b" opacity="0.75">'
            + "".join(out) + "</g>")


def _side(state: State, lang: str, x: float) -> str:
    """The terrain card, the tiles and the supplies of the seats (or the final scores)."""
    if state.phase is Phase.OVER:
        out = [label(x, 18, render(Msg("kb.svg.scores"), lang), 13, bold=True)]
        for seat, points in enumerate(totals(state)):
            won = seat in state.winners
            line = render(Msg("kb.svg.score", who=seat_name(seat), points=points), lang)
            out.append(label(x, 42 + 20 * seat, ("★ " if won else "") + line, 12, bold=won,
                             fill="#7a2e00" if won else None, width=SIDE_W - 10))
        return "".join(out)
    seat = state.turn
    letter = state.terrain
    out = [label(x, 18, render(Msg("kb.svg.card", who=seat_name(seat)), lang), 12, bold=True,
                 width=SIDE_W - 10),
           f'<rect x="{x}" y="28" width="100" height="40" rx="8" '
           f'fill="{TERRAIN_COLOURS[letter]}" stroke="{SEAT_COLOURS[seat % 4]}" '
           'stroke-width="3"/>',
           label(x + 50, 56, letter, 22, anchor="middle", bold=True,
                 fill=LETTER_INK.get(letter, "#3b3326")),
           label(x, 84, render(Msg("kb.svg.terrain", terrain=Msg(f"kb.terrain.{letter}")),
                               lang), 11, width=SIDE_W - 10),
           label(x, 108, render(Msg("kb.svg.tiles"), lang), 12, bold=True)]
    tiles = state.tiles[seat]
    if not tiles:
        out.append(label(x + 2, 126, render(Msg("kb.svg.no_tiles"), lang), 11,
                         fill="#7a7264"))
    for i, t in enumerate(tiles[:8]):
        bx, by = x + (i % 2) * 104, 116 + (i // 2) * 30
        opacity = ' opacity="0.45"' if t.status == "n" else ""
        out.append(f'<g{opacity}><rect x="{bx}" y="{by}" width="98" height="26" rx="6" '
                   f'fill="{TERRAIN_COLOURS["L"]}" stroke="#2b1740" stroke-width="1.2"/>'
                   + label(bx + 16, by + 18, TILE_MARKS[t.kind], 13, anchor="middle",
                           bold=True, fill="#2b1740")
                   + label(bx + 94, by + 17, f"{t.source[0]},{t.source[1]}", 9, anchor="end",
                           fill="#2b1740") + "</g>")
        if t.status == "u":                          # used this turn: struck through
            out.append(f'<line x1="{bx + 4}" y1="{by + 22}" x2="{bx + 94}" y2="{by + 4}" '
                       'stroke="#2b1740" stroke-width="2"/>')
    y = 116 + 30 * ((min(len(tiles), 8) + 1) // 2 or 1) + 16
    for s in range(state.players):
        out.append(f'<circle cx="{x + 7}" cy="{y + 18 * s - 4}" r="6" '
                   f'fill="{SEAT_COLOURS[s % 4]}" stroke="#111111"/>')
        out.append(label(x + 18, y + 18 * s, render(Msg("kb.svg.supply", who=seat_name(s),
                                                        n=state.supply(s)), lang), 11,
                         bold=s == seat, width=SIDE_W - 24))
    return "".join(out)


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    board = state.board
    owner = state.owner()
    map_w = int(PAD * 2 + W * (SIZE + 0.5)) + 1
    h = int(PAD * 2 + R * (1.5 * SIZE + 0.5) + 22)
    w = map_w + SIDE_W + 10
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
    parts.append(_letters(board))
    marks = [(k, "K") for k in board.castles] + [(hx, TILE_MARKS[kind])
                                                for hx, kind in board.locations]
    parts.append('<g font-family="sans-serif" font-size="8" font-weight="bold" '
                 'text-anchor="middle" fill="#2b1740">')
    for (r, c), mark in sorted(marks):
        x, y = centre(r, c)
        parts.append(f'<text x="{x:.1f}" y="{y + (3 if mark == "K" else 0):.1f}">{mark}</text>')
        if mark != "K":                              # the tiles left on it, as dots
            left = state.tiles_left((r, c))
            for i in range(left):
                parts.append(f'<circle cx="{x - 3 * (left - 1) + 6 * i:.1f}" cy="{y + 5:.1f}" '
                             'r="1.8"/>')
    parts.append("</g>")
    for (r, c), seat in sorted(owner.items()):
        x, y = centre(r, c)
        parts.append(f'<circle cx="{x:.1f}" cy="{y + 1:.1f}" r="5.6" '
                     f'fill="{SEAT_COLOURS[seat % 4]}" stroke="#111" stroke-width="0.8"/>'
                     f'<text x="{x:.1f}" y="{y + 3.8:.1f}" font-family="sans-serif" font-size="8" '
                     f'font-weight="bold" text-anchor="middle" fill="{SEAT_INK[seat % 4]}">'
                     f'{seat + 1}</text>')
    if state.phase is Phase.OVER:
        caption = render(Msg("core.game_over"), lang)
    else:
        caption = (render(seat_name(state.turn), lang) + " · "
                   + render(Msg(f"kb.terrain.{state.terrain}"), lang))
    parts.append(f'<text x="{PAD}" y="{h - 7}" font-family="sans-serif" font-size="12">'
                 f'{escape(caption)}</text>')
    parts.append(f'<g font-family="sans-serif" fill="#3b3326">{_side(state, lang, map_w + 10)}'
                 "</g></svg>")
    return "".join(parts)
