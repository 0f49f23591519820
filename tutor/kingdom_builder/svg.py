"""Static SVG of a state (for notebooks read without a kernel). Plain string building."""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .board import SIZE
from .state import Phase, State

FILL = {"G": "#9fd36b", "C": "#c98a4b", "D": "#f1dc8a", "F": "#e8b4d8", "T": "#2f7d32",
        "W": "#5fa8e8", "M": "#8a8a8a", "K": "#f5f5f5", "L": "#f0a030"}
SEATS = ("#d33", "#2a2", "#33d", "#ec0")
R = 9.0


def state_svg(state: State, lang: str = "en") -> str:
    board = state.board
    owner = state.owner()
    w = int(SIZE * 2 * R + R + 20)
    h = int(SIZE * 1.75 * R + 50)
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
             f'viewBox="0 0 {w} {h}">']
    for r in range(SIZE):
        for c in range(SIZE):
            x = 10 + R + c * 2 * R + (R if r % 2 else 0)
            y = 10 + R + r * 1.75 * R
            parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{R:.1f}" '
                         f'fill="{FILL[board.at((r, c))]}" stroke="#555" stroke-width="0.5"/>')
            if (r, c) in owner:
                parts.append(f'<rect x="{x - 4:.1f}" y="{y - 4:.1f}" width="8" height="8" '
                             f'fill="{SEATS[owner[(r, c)]]}" stroke="#000"/>')
    if state.phase is Phase.OVER:
        label = render(Msg("core.game_over"), lang)
    else:
        label = (render(seat_name(state.turn), lang) + " · "
                 + render(Msg(f"kb.terrain.{state.terrain}"), lang))
    parts.append(f'<text x="10" y="{h - 12}" font-family="sans-serif" font-size="12">'
                 f'{escape(label)}</text></svg>')
    return "".join(parts)
