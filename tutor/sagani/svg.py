"""Static SVG of a state (plain string building): each seat's display as squares in its
element's colour, the number of covered/total arrows and the tile value; turned-over
tiles hatched; alone (SAG-VAR-SOLO), the solo goal and how far it is."""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .data import tile
from .state import SOLO_TARGET, SOLO_TILES, SoloGoal, State

COLOURS = {"fire": "#cc3311", "water": "#0077bb", "earth": "#228833", "air": "#dddddd"}
S = 22


def state_svg(state: State, lang: str = "en") -> str:
    parts, y0 = [], 4
    for seat, p in enumerate(state.seats):
        parts.append(f'<text x="4" y="{y0 + 12}" font-size="11">'
                     f'{escape(render(seat_name(seat), lang))}: {p.score}</text>')
        y0 += 16
        if state.options.solo:
            parts.append(f'<text x="4" y="{y0 + 12}" font-size="11">'
                         f'{escape(render(_solo_line(state), lang))}</text>')
            y0 += 16
        if p.display:
            xs = [t.x for t in p.display]
            ys = [t.y for t in p.display]
            for t in p.display:
                x = 4 + (t.x - min(xs)) * S
                y = y0 + (max(ys) - t.y) * S
                fill = COLOURS[tile(t.tile).element]
                parts.append(f'<rect x="{x}" y="{y}" width="{S - 2}" height="{S - 2}" '
                             f'fill="{fill}" stroke="#333" opacity="{0.5 if t.done else 1}"/>')
                label = tile(t.tile).points if t.done else f"{len(t.covered)}/{len(t.arrows)}"
                parts.append(f'<text x="{x + 2}" y="{y + 14}" font-size="9">{label}</text>')
            y0 += (max(ys) - min(ys) + 1) * S + 4
    height, width = y0 + 4, 400
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">' + "".join(parts) + "</svg>")


def _solo_line(state: State) -> Msg:
    """SAG-VAR-SOLO: the goal and how far it is (tiles placed; under (b), the discs on
    tiles, taken off the score at the end)."""
    me = state.seats[0]
    tiles = len(me.display)
    if state.options.solo_goal is SoloGoal.REACH_75:
        return Msg("sag.svg.solo_a", tiles=tiles, limit=SOLO_TILES, score=me.score,
                   target=SOLO_TARGET)
    return Msg("sag.svg.solo_b", tiles=tiles, discs=sum(p.discs for p in me.display))
