"""Static SVG of a state (for notebooks read without a kernel). Plain string building."""

from __future__ import annotations

from html import escape

from tutor.core import Msg, render, seat_name

from .state import PICTURE, Colour, Material, State, Tile

FILL = {Colour.Y: "#f2c94c", Colour.R: "#e05a47", Colour.G: "#5fb36b", Colour.B: "#4a7fd4",
        None: "#9a9a9a"}
MATERIAL_MARK = {Material.STRAW: "≈", Material.WOOD: "▤", Material.STONE: "▲",
                 Material.MILLSTONE: "◎", Material.COAL: "✹", Material.BLOWTORCH: "✹"}
W, H = 56, 34
MAX_WIDTH = 740              # a hand wider than this goes on to a second row


def tile_svg(t: Tile, x: float, y: float, disarmed: bool = False) -> str:
    """A tile: its colour, its code and a mark of its material (≈ straw, ▤ wood, ▲ stone,
    ◎ millstone, ✹ coal or blowtorch: shapes, not only colours); an incendiary tile
    edged red, a disarmed one marked ~."""
    label = escape(t.code + ("~" if disarmed else ""))
    stroke = "#222" if not t.incendiary else "#b00"
    return (f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{W - 2}" height="{H - 2}" rx="4" '
            f'fill="{FILL[t.colour]}" stroke="{stroke}" stroke-width="1.5"/>'
            f'<text x="{x + (W - 2) / 2 - 5:.1f}" y="{y + H / 2 + 4:.1f}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="12" font-weight="bold">{label}</text>'
            f'<text x="{x + W - 10:.1f}" y="{y + 12:.1f}" text-anchor="middle" '
            f'font-family="sans-serif" font-size="11">{MATERIAL_MARK[t.material]}</text></g>')


@PICTURE.provide
def state_svg(state: State, lang: str = "en") -> str:
    """The pyramid and the hand to play, labelled in ``lang``; as wide as the wider of
    the two (an empty pyramid shows its first slot)."""
    pyramid = state.pyramid
    slots = [p for _, p in pyramid] or [0]
    lo = min(slots) - 1
    hi = max(p + r / 2 for r, p in pyramid) + 2 if pyramid else 2
    rows = max(pyramid.top_row() + 1, 1)
    seat = state.to_act
    hand = state.hands[seat]
    per_row = max(1, (MAX_WIDTH - 20) // W)
    hand_rows = max(1, -(-len(hand) // per_row))
    width = int(max((hi - lo) * W + 20, min(len(hand), per_row) * W + 20, 240))
    hand_y = (rows + 1) * H + 20
    height = hand_y + hand_rows * H + 16
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}">',
             f'<line x1="0" y1="{rows * H + 12}" x2="{width}" y2="{rows * H + 12}" '
             f'stroke="#888" stroke-dasharray="4 3"/>']
    for (r, p), t in sorted(pyramid.items()):
        x = 10 + (p + r / 2 - lo) * W
        y = 10 + (rows - 1 - r) * H
        parts.append(tile_svg(t, x, y, t in state.disarmed))
    if not pyramid:
        parts.append(f'<rect x="{10 + (0 - lo) * W:.1f}" y="10" width="{W - 2}" '
                     f'height="{H - 2}" rx="4" fill="none" stroke="#999" '
                     'stroke-dasharray="4 3"/>')
    parts.append(f'<text x="10" y="{hand_y - 6}" font-family="sans-serif" font-size="12">'
                 f'{escape(render(Msg("core.hand_of", who=seat_name(seat)), lang))}</text>')
    for i, t in enumerate(hand):
        parts.append(tile_svg(t, 10 + (i % per_row) * W, hand_y + (i // per_row) * H))
    parts.append("</svg>")
    return "".join(parts)
