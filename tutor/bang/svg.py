"""Static SVG of a state (for notebooks read without a kernel): the seats around a ring,
each with its character, life, cards in play and — when public — its role; the player on
his turn outlined. Plain string building; hands and the deck stay hidden."""

from __future__ import annotations

import math
from html import escape

from tutor.core import Msg, render, seat_name

from .data import CHARACTERS
from .state import State

SIZE = 360


def state_svg(state: State, lang: str = "en") -> str:
    n = state.players
    cx = cy = SIZE / 2
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
           f'viewBox="0 0 {SIZE} {SIZE}" font-family="sans-serif" font-size="10">',
           f'<circle cx="{cx}" cy="{cy}" r="120" fill="#f3e6c8" stroke="#8a6d3b"/>']
    for i, s in enumerate(state.seats):
        a = 2 * math.pi * i / n - math.pi / 2
        x, y = cx + 130 * math.cos(a), cy + 130 * math.sin(a)
        stroke = "#cc3311" if i == state.turn and not state.winners else "#444"
        fill = "#ffffff" if s.alive else "#cccccc"
        out.append(f'<rect x="{x - 48:.1f}" y="{y - 22:.1f}" width="96" height="44" rx="6" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="2"/>')
        name = CHARACTERS[s.character][0] if s.character else "?"
        who = render(seat_name(i), lang)
        role = ""
        if s.role == "S" or not s.alive or state.winners:
            role = " · " + render(Msg(f"bang.role.{s.role}"), lang)
        life = render(Msg("bang.svg.life", life=max(s.life, 0), most=s.max_life), lang)
        lines = [f"{who}{role}", f"{name} · {life}", " ".join(c[:2] for c in s.table)]
        lines = [line for line in lines if line]
        for j, line in enumerate(lines):
            out.append(f'<text x="{x:.1f}" y="{y - 8 + 12 * j:.1f}" text-anchor="middle">'
                       f'{escape(line)}</text>')
    out.append(f'<text x="{cx}" y="{cy}" text-anchor="middle">'
               f'{len(state.deck)} / {len(state.discard)}</text>')
    out.append("</svg>")
    return "".join(out)
